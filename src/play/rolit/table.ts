/**
 * Rolit's TableAdapter (src/play/kit/table/types.ts): glue between the table kit and
 * Rolit's rules chart (src/scenario/rolit.ts `sendEvent`), its bots and its
 * saved game (rolitSave.ts). No rule is decided here.
 */
import { seedOfText } from '../../scenario/types';
import { boardSuits } from '../../machines/rolit/rules/editions';
import { matchPhase, newMatch } from '../../machines/rolit/rules/match';
import { refusalText } from '../../machines/rolit/rules/refusal';
import type { Colour, RolitState } from '../../machines/rolit/rules/types';
import { rolitAdapter, sendEvent, startSnapshot, type RolitSnapshot } from '../../scenario/rolit';
import { fmt, type Strings } from '../kit/fmt';
import type { TableAdapter } from '../kit/table/types';
import { randomSeed } from '../kit/seed';
import { MAX_SEAT_NAME, cleanName, readNamesBySeat } from '../kit/seatName';
import { codec, type RolitConfig, type SeatKind } from './rolitSave';
import { tableSave } from '../kit/save/codec';
import { coloursOf, seatsFor } from './startForm';

/** One match on the table: the settings it was started with and the rules chart's snapshot. */
export interface RolitGame {
  config: RolitConfig;
  snap: RolitSnapshot;
}

/** A move at the table: a ball on a square, or the next round once the board is full. */
export type RolitMove = { type: 'ball.place'; square: string } | { type: 'round.next' };

/** The colour of the ball to place, or null between rounds and after the match. */
function colourToMove(g: RolitGame): Colour | null {
  return matchPhase(g.snap.context) === 'placing' ? g.snap.context.game.current : null;
}

/**
 * The name a person gave the seat of `colour`, or "": a bot's seat keeps its
 * bot label, and in the solo game the one person plays both colours, which the
 * colours tell apart.
 */
export function givenName(config: RolitConfig, colour: Colour): string {
  return config.mode !== 'solo' && config.seats[colour] === 'human' ? cleanName(config.names?.[colour]) : '';
}

/**
 * A seat as the table calls it in the prompt, the log, the results, the coach
 * and the live line: a named seat is its name with its colour ("Ann (red)"),
 * any other keeps `label`, the table's own colour label for the place ("red",
 * "red (bot)").
 */
export function seatCalled(config: RolitConfig, colour: Colour, colourName: string, t: Strings, label: string = colourName): string {
  const name = givenName(config, colour);
  return name ? fmt(t, 'rop.seat.named', { name, colour: colourName }) : label;
}

/**
 * The names a shared position carries, by colour: the seats people named
 * (undefined when none is). The Rolit scenario's position lists colours only,
 * so they ride beside it, as the doc's own top-level "names", which the runner
 * and the checker accept and leave alone (README, "Scenario files").
 */
export function namesToShare(config: RolitConfig, colours: readonly Colour[]): Partial<Record<Colour, string>> | undefined {
  const names: Partial<Record<Colour, string>> = {};
  for (const c of colours) if (givenName(config, c)) names[c] = givenName(config, c);
  return Object.keys(names).length ? names : undefined;
}

/**
 * A shared position's "names" (a hand-edited link is not trusted): an object
 * whose own keys are colours in play, each text of at most MAX_SEAT_NAME
 * characters, cleaned; anything else is refused in the page's words.
 */
function readSharedNames(raw: unknown, colours: readonly Colour[], t: Strings): Partial<Record<Colour, string>> {
  return readNamesBySeat<Colour>(raw, (c) => colours.includes(c as Colour), () => {
    throw new Error(fmt(t, 'rop.share.badNames', { max: MAX_SEAT_NAME }));
  });
}

export interface RolitTableOptions {
  /** The page's words: a refusal is said in them. */
  t: Strings;
  /** The bot's square for a position (the bot level the reader chose); the standard bot in tests. */
  bot: (s: RolitState) => string | null;
}

export function rolitTable({ t, bot }: RolitTableOptions): TableAdapter<RolitGame, RolitMove, RolitConfig> {
  return {
    id: 'rolit',
    newGame(config) {
      const table = config.mode === 'solo' ? 'solo' : config.players;
      if (!boardSuits(config.size, table, config.edition)) throw new Error(`a ${config.size}×${config.size} board does not suit this table`);
      const colours = coloursOf(config);
      // The seats the config names, and the form's default for any it leaves out.
      const seats: Partial<Record<Colour, SeatKind>> = { ...config.seats };
      const byDefault = seatsFor(config.mode, colours);
      for (const c of colours) seats[c] ??= byDefault[c];
      // An empty seed is a new roll each game, as at the other tables; the game keeps the seed it used, so a save or a
      // shared position replays the same start.
      const seed = config.seed.trim() || randomSeed();
      const m = newMatch({
        players: table,
        size: config.size,
        adjacency: config.adjacency,
        edition: config.edition,
        colourChoice: config.colourChoice ?? 0,
        rounds: config.rounds,
        seed: seedOfText(seed),
      });
      return { config: { ...config, seed, seats }, snap: startSnapshot(m) };
    },
    toMove(g) {
      const c = colourToMove(g);
      return c === null ? null : g.snap.context.game.players.indexOf(c);
    },
    seat(g, seat) {
      const c = g.snap.context.game.players[seat];
      return c !== undefined && g.config.seats[c] === 'bot' ? 'bot' : 'person';
    },
    isOver: (g) => matchPhase(g.snap.context) === 'matchOver',
    play(g, move) {
      const out = sendEvent(g.snap, move);
      return out.ok ? { ok: true, game: { config: g.config, snap: out.snapshot } } : { ok: false, reason: refusalText(out.refusal, t), detail: out.refusal };
    },
    // The developer inspector's mirror of the chart (src/play/kit/inspect/tableMirror.ts): a table's moves are the chart's events.
    inspect: { load: () => import('../../machines/rolit/machine').then((m) => m.rolitMachine), input: (g) => g.snap.context },
    bot(g) {
      if (matchPhase(g.snap.context) !== 'placing') return null;
      const square = bot(g.snap.context.game);
      return square === null ? null : { type: 'ball.place', square };
    },
    // A ball can be taken back, with the bots' replies, until the next round starts.
    canTakeBack: (before, now) => before.snap.context.starters.length === now.snap.context.starters.length,
    // Everyone at one screen sees the whole board: nothing to hide, so no hand-over screen.
    save: tableSave(codec, (g) => ({ config: g.config, match: g.snap.context }), ({ game }) => ({ config: game.config, snap: startSnapshot(game.match) })),
    fromShared(doc) {
      if (doc.game !== 'rolit') throw new Error(fmt(t, 'table.link.otherGame'));
      const snap = rolitAdapter.load((doc.options ?? {}) as Record<string, unknown>, (doc.position ?? {}) as Record<string, unknown>);
      const g = snap.context.game;
      const seats: Partial<Record<Colour, SeatKind>> = {};
      g.players.forEach((c) => (seats[c] = 'human'));
      const names = Object.hasOwn(doc, 'names') ? readSharedNames(doc.names, g.players, t) : {};
      const config: RolitConfig = {
        mode: 'hotseat', players: g.players.length as 2 | 3 | 4, size: g.size, adjacency: g.adjacency, edition: g.edition, rounds: snap.context.rounds, seed: '', seats,
        ...(Object.keys(names).length ? { names } : {}),
      };
      return { config, snap };
    },
  };
}
