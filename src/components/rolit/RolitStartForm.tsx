/**
 * The Rolit table's start form: mode, players, the names of the people's
 * seats (the kit's SeatNameField, as at the other tables; a bot's seat and the
 * solo game's colours are not named), board, adjacency, edition,
 * colours, rounds, the one-minute limit and the seed, with the edition's
 * rules for which boards suit which tables (the form as data, and the match
 * its choices start: src/play/rolit/startForm.ts); and, when starting would replace
 * a saved game that could not be resumed, the question first (the kit's
 * table chart asks it: src/play/kit/table/tableMachine.ts, setup.confirm).
 */
import { useMemo } from 'preact/hooks';
import { BotLevelField } from '../coach/botLevel';
import { EDITION_IDS, boardSuits, edition } from '../../machines/rolit/rules/editions';
import { OPTIONAL_RULES } from '../../machines/rolit/rules/board';
import type { Colour } from '../../machines/rolit/rules/types';
import { CheckField, ChoiceField, CountField, ModeField, SeatNames, SeedInput, StartForm as KitStartForm, type NamedSeat } from '../kit/table/StartForm';
import { fmt, type Strings } from '../../play/kit/fmt';
import type { StartFormProps } from '../kit/table/TableFirst';
import type { SaveProblem } from '../../play/kit/save/savedGame';
import type { RolitConfig } from '../../play/rolit/rolitSave';
import { MODES, choicesFor, configFromForm, namedColours } from '../../play/rolit/startForm';

/** A list read as one choice: "two, three or four players" (the language's own "or"). */
export function orList(items: readonly string[], lang: string): string {
  try {
    return new Intl.ListFormat(lang, { type: 'disjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The file name a refused saved game is offered under. */
export const SAVED_FILE = 'rolit-saved-game.json';

/** The board's words (`ro.` keys) for the table: the table's own `rop.ro.` copies fill in those the board's strings lack. */
export function boardStrings(t: Strings, lang: string): Strings {
  const out: Strings = { _lang: t._lang ?? lang };
  for (const [k, v] of Object.entries(t)) if (k.startsWith('rop.ro.')) out[k.slice(4)] = v;
  for (const [k, v] of Object.entries(t)) if (k.startsWith('ro.')) out[k] = v;
  return out;
}

/** The engine's start form also asks before replacing a saved game that could not be resumed (the first step's does not). */
export interface RolitStartFormProps extends StartFormProps<RolitConfig> {
  /** The saved game that starting would replace, while the question is showing. */
  asking?: SaveProblem | null;
  onReplace?: () => void;
  onKeep?: () => void;
}

export function RolitStartForm({ t, lang, form, setForm, onStart, asking, onReplace, onKeep }: RolitStartFormProps) {
  const bt = useMemo(() => boardStrings(t, lang), [t]);
  const colourName = (c: Colour) => bt[`ro.colour.${c}`] ?? c;
  const table = form.mode === 'solo' ? 'solo' : form.players;
  const sizeOk = boardSuits(form.size, table, form.edition);
  const suits = edition(form.edition).boards[form.size];
  const counts = suits.filter((x): x is 2 | 3 | 4 => x !== 'solo').map((x) => t[`rop.num.${x}`] ?? String(x));
  const tables = orList([...(counts.length ? [fmt(t, 'rop.table.players', { list: orList(counts, lang) })] : []), ...(suits.includes('solo') ? [t['rop.table.solo'] ?? 'solo'] : [])], lang);
  const lists = choicesFor(form);
  const choices = form.mode === 'solo' ? [] : lists;
  // Against bots you take the first colour of the list the edition (and your choice) seats.
  const yourColour = ((lists[form.colourChoice ?? 0] ?? lists[0])?.[0] ?? 'R') as Colour;
  const set = (patch: Partial<RolitConfig>) => setForm((f) => ({ ...f, ...patch }));
  const capital = (s: string) => s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);
  const seats: NamedSeat<Colour>[] = namedColours(form).map((c) => ({
    key: c,
    label: fmt(t, form.mode === 'bots' ? 'rop.form.yourName' : 'rop.form.name', { colour: colourName(c) }),
    placeholder: capital(colourName(c)),
  }));
  return (
    <KitStartForm
      cls={{ form: 'rop-form', start: 'rop-primary', refusal: 'rop-error' }}
      heading={t['rop.form.title'] ?? ''}
      headingId="rop-form-title"
      start={t['rop.form.start'] ?? ''}
      onStart={() => {
        if (configFromForm(form)) onStart();
      }}
      refusal={sizeOk ? null : fmt(t, 'rop.form.sizeError', { edition: t[`rop.edition.${form.edition}`] ?? form.edition, size: form.size, tables })}
      ask={asking ? {
        problem: asking, cls: { box: 'rop-alert', buttons: 'rop-actions', primary: 'rop-primary' }, file: SAVED_FILE, titleId: 'rop-askstart-title', testId: 'rop-ask-start', level: 3, onReplace, onKeep,
        words: { title: t['rop.save.ask.title'] ?? '', text: t['rop.save.ask.text'] ?? '', replace: t['rop.save.ask.replace'] ?? '', keep: t['rop.save.ask.keep'] ?? '', download: t['rop.save.download'] ?? '' },
      } : null}
    >
      <ModeField legend={t['rop.form.mode'] ?? ''} name="rop-mode" modes={MODES} mode={form.mode} word={(m) => fmt(t, `rop.mode.${m}`, { colour: colourName(yourColour) })} onPick={(m) => set({ mode: m, rounds: m === 'solo' ? 1 : form.players })} />
      <div class="rop-fields">
        {form.mode === 'solo' ? (
          <p class="rop-solo-note" data-testid="rop-solo-players">{t['rop.form.soloPlayers']}</p>
        ) : (
          <CountField label={t['rop.form.players'] ?? ''} value={form.players} counts={[2, 3, 4]} onPick={(n) => set({ players: n as 2 | 3 | 4, rounds: n })} />
        )}
        {form.mode === 'bots' && <BotLevelField t={t} game="rolit" />}
        <SeatNames seats={seats} name={(c) => form.names?.[c] ?? ''} onName={(c, v) => setForm((f) => ({ ...f, names: { ...f.names, [c]: v } }))} />
        <ChoiceField label={t['rop.form.size'] ?? ''} value={form.size} options={[8, 6, 4] as const} word={(n) => `${n} × ${n}`} onPick={(size) => set({ size })} />
        <ChoiceField label={t['rop.form.adjacency'] ?? ''} value={form.adjacency} options={[8, 4] as const} word={(n) => t[`rop.adj.${n}`] ?? ''} onPick={(adjacency) => set({ adjacency })} />
        <ChoiceField label={t['rop.form.edition'] ?? ''} value={form.edition} options={EDITION_IDS} word={(id) => t[`rop.edition.${id}`] ?? ''} onPick={(id) => set({ edition: id, colourChoice: 0 })} />
        {choices.length > 1 && (
          <ChoiceField
            label={t['rop.form.colours'] ?? ''}
            value={form.colourChoice ?? 0}
            options={choices.map((_, i) => i)}
            word={(i) => t[`rop.colours.${choices[i]!.join('')}`] ?? choices[i]!.join('+')}
            onPick={(colourChoice) => set({ colourChoice })}
          />
        )}
        <label>
          {t['rop.form.rounds']}
          <input type="number" min={1} max={12} value={form.rounds} onInput={(e) => set({ rounds: Number((e.target as HTMLInputElement).value) })} />
        </label>
      </div>
      <CheckField cls="rop-check" checked={!!form.timer} onCheck={(timer) => set({ timer })}>
        {fmt(t, 'rop.form.timer', { seconds: OPTIONAL_RULES.timeLimitSeconds })}
      </CheckField>
      <p class="rop-hint">{fmt(t, 'rop.form.roundsHint')}</p>
      <details class="rop-more">
        <summary>{t['rop.form.more']}</summary>
        <label>
          {t['rop.form.seed']}
          <SeedInput value={form.seed} numeric describedBy="rop-seed-hint" onSeed={(seed) => set({ seed })} />
        </label>
        <p class="rop-hint" id="rop-seed-hint">{t['rop.form.seedHint']}</p>
      </details>
    </KitStartForm>
  );
}
