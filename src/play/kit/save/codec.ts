/**
 * A game's saved-game format, written once for every table: the envelope (`{ version, savedAt, …the game's
 * fields }`, savedGame.ts's `openSave`: bounded text, JSON, another game's save or a scenario named as what it is,
 * the version, the nesting), the game's own reader over the opened object, and a refusal that keeps the text. A
 * game gives only its key, its version, its name and how its fields are read (throwing `BadSave` with what is
 * wrong, checks.ts) and written; the table kit's adapter (table/types.ts, `save`) then writes after every move and
 * reads back through this. Reading never throws: anything else a reader throws is reported as a check that failed.
 */
import type { Obj } from '../../../scenario/checks';
import { BadSave } from '../../../scenario/checks';
import { clearSaved, openSave, readSaved, writeSaved, type Restored, type SaveProblem, type StorageLike } from './savedGame';

/** What a saved text reads as: nothing saved, a save refused (its text kept), or what the game's reader gave. */
export type SaveRead<R> = { status: 'none' } | SaveProblem | ({ status: 'ok' } & R);

export interface SaveFormat<B, R> {
  /** Where the table keeps it in the browser's storage. */
  key: string;
  version: number;
  /** The game's name in a refusal: "it is not a saved Rolit game". */
  game: string;
  /** What a save holds, when a reader fails in a way it did not foresee: "the saved match could not be checked". */
  noun?: string;
  /** The game's fields read from an opened save (own properties, bounded): throws `BadSave` naming what is wrong. */
  read(raw: Obj): R;
  /** The game's fields as they are saved (the envelope's come first). */
  write(body: B): Obj;
}

export interface SaveCodec<B, R> {
  key: string;
  version: number;
  /** Reads a saved text (null: nothing saved). Never throws. */
  parse(text: string | null): SaveRead<R>;
  serialise(body: B, now?: Date): string;
  /** Reads what is saved; storage that cannot be read counts as nothing saved. */
  load(storage: StorageLike | null | undefined): SaveRead<R>;
  /** Writes it; false when storage is missing, full or blocked (the game goes on unsaved). */
  save(storage: StorageLike | null | undefined, body: B): boolean;
  clear(storage: StorageLike | null | undefined): void;
}

/** When a save says it was written: its own text, cut to the length of a date (anything else: unknown). */
export const savedAtOf = (raw: Obj): string => (Object.hasOwn(raw, 'savedAt') && typeof raw.savedAt === 'string' ? raw.savedAt.slice(0, 40) : '');

export function saveCodec<B, R>(format: SaveFormat<B, R>): SaveCodec<B, R> {
  const noun = format.noun ?? 'game';
  const parse = (text: string | null): SaveRead<R> => {
    const opened = openSave(text, format.version, format.game);
    if (opened.status !== 'open') return opened;
    try {
      return { status: 'ok', ...format.read(opened.raw) };
    } catch (e) {
      const detail = e instanceof BadSave ? e.message : `the saved ${noun} could not be checked (${e instanceof Error ? e.message : String(e)})`;
      return { status: 'invalid', reason: 'corrupt', detail, text: text as string };
    }
  };
  const serialise = (body: B, now: Date = new Date()) => JSON.stringify({ version: format.version, savedAt: now.toISOString(), ...format.write(body) });
  return {
    key: format.key,
    version: format.version,
    parse,
    serialise,
    load: (storage) => parse(readSaved(storage, format.key)),
    save: (storage, body) => writeSaved(storage, format.key, serialise(body)),
    clear: (storage) => clearSaved(storage, format.key),
  };
}

/**
 * The table kit's `save` (table/types.ts) over a format: a game on the table written as its saved fields, and a save
 * read back as a game (`toGame` may throw: the rules refusing what the checks let through is a refusal too, its text kept).
 */
export function tableSave<G, B, R>(codec: SaveCodec<B, R>, toBody: (game: G) => B, toGame: (read: R) => G): { key: string; write(game: G): string; read(text: string | null): Restored<G> } {
  return {
    key: codec.key,
    write: (game) => codec.serialise(toBody(game)),
    read(text) {
      const res = codec.parse(text);
      if (res.status !== 'ok') return res;
      try {
        return { status: 'ok', game: toGame(res) };
      } catch (e) {
        return { status: 'invalid', reason: 'corrupt', detail: e instanceof Error ? e.message : String(e), text: text ?? '' };
      }
    },
  };
}
