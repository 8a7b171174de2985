/**
 * Rollecate's TableAdapter (src/play/kit/table/types.ts): glue between the table kit
 * and Rollecate's rules chart (src/scenario/rollecate-chart.ts `sendMove`),
 * its bots and Betsy, and its saved game (save.ts). No rule is decided here.
 */
import { cardNamer } from '../../machines/rollecate/rules/narrate';
import { refusalText } from '../../machines/rollecate/rules/refusal';
import { entriesFrom, lastEntries, lastEntry } from '../../machines/shared/logbook';
import type { SoloRecord } from '../../machines/rollecate/rules/scoring';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import { sendMove, startSnapshot, type RollecateSnapshot } from '../../scenario/rollecate-chart';
import { fmt, type Strings } from '../kit/fmt';
import type { TableAdapter } from '../kit/table/types';
import { codec, gameFromShared, recordSolo, type GameConfig, type SoloVariant } from './save';
import { tableSave } from '../kit/save/codec';
import { humans } from './tableView';

/** One game on the table, as it is saved: settings, the rules chart's snapshot, the start of the turn (for sharing) and who holds the screen. */
export interface RollecateGame {
  config: GameConfig;
  snap: RollecateSnapshot;
  turnStart: GameState | null;
  deviceSeat: number | null;
  soloRecorded: boolean;
  /** The solo record before and after this game, once it ended at this table (shown with the result; not saved). */
  solo?: { before: SoloRecord; after: SoloRecord };
}

/** A started game: the settings and the rules' new game for them (the start form names the seats). */
export interface RollecateStart {
  config: GameConfig;
  state: GameState;
}


/** After a bot's roll, the dice tumble and the train runs before the next bot moves (ms; not at the fast speed). */
export const AFTER_ROLL = 700;

export interface RollecateTableOptions {
  t: Strings;
  /** The bot's (or Betsy's) move; the strong level thinks in the coach's worker. */
  bot: (s: GameState) => Action | Promise<Action>;
}

export function rollecateTable({ t, bot }: RollecateTableOptions): TableAdapter<RollecateGame, Action, RollecateStart> {
  const game = (config: GameConfig, state: GameState, deviceSeat: number | null = null): RollecateGame => ({
    config, snap: startSnapshot(state), turnStart: null, deviceSeat, soloRecorded: false,
  });
  return {
    id: 'rollecate',
    newGame: ({ config, state }) => game(config, state),
    toMove: (g) => (g.snap.context.phase === 'over' ? null : g.snap.context.current),
    seat: (g, seat) => (g.config.seats[seat] === 'human' ? 'person' : 'bot'),
    isOver: (g) => g.snap.context.phase === 'over',
    play(g, action) {
      const before = g.snap.context;
      // The play table rolls the engine's seeded dice; setting a result is for the examples.
      if (action.type === 'ride.roll' && action.wheels !== undefined) return { ok: false, reason: fmt(t, 'play.roll.dice') };
      const out = sendMove(g.snap, action);
      if (!out.ok) {
        return { ok: false, reason: refusalText(out.refusal, t, cardNamer(before, t)), detail: out.refusal };
      }
      const s = out.snapshot.context;
      return { ok: true, game: { ...g, snap: out.snapshot, turnStart: s.phase === 'action' || s.phase === 'betsy' ? s : g.turnStart } };
    },
    // The developer inspector's mirror of the chart (src/play/kit/inspect/tableMirror.ts): a table's moves are the chart's events.
    inspect: { load: () => import('../../machines/rollecate/machine').then((m) => m.rollecateMachine), input: (g) => g.snap.context },
    bot: (g) => bot(g.snap.context),
    // Within one seat's turn, until the dice roll: what the dice showed cannot be unseen. The steps that can be
    // taken back are a turn's choices (a build before its roll, a pass, a penalty card put on the pile); the
    // initial railway and a chaos card's discard are not, as the table has never offered.
    canTakeBack(before, now) {
      const a = before.snap.context;
      const b = now.snap.context;
      if (b.phase === 'over' || a.current !== b.current) return false;
      if (!(a.phase === 'action' || a.phase === 'discard') || !(b.phase === 'roll' || b.phase === 'discard')) return false;
      return !entriesFrom(b.log, a.log.size).some((e) => e.t === 'roll' || e.t === 'draw');
    },
    // Several people at one screen hide their hands from each other: the screen is handed over between them
    // (the initial railway is laid face up, so not during setup).
    handover: {
      due(g) {
        const s = g.snap.context;
        if (humans(g.config).length < 2 || s.phase === 'over' || s.phase === 'setup') return false;
        return g.config.seats[s.current] === 'human' && g.deviceSeat !== s.current;
      },
      take: (g) => ({ ...g, deviceSeat: g.snap.context.current }),
    },
    // A bot's roll (and the ride after it) stays in view a while, so the reader sees the dice.
    linger(g, speed) {
      const log = g.snap.context.log;
      const rolled = lastEntry(log)?.t === 'roll' || lastEntries(log, 4).some((e) => e.t === 'ride');
      return rolled && speed !== 'fast' ? AFTER_ROLL : 0;
    },
    // A solo game adds to the reader's solo record once (R37).
    ended(g, storage) {
      const s = g.snap.context;
      if (g.soloRecorded || !s.result || (s.variant !== 'solo' && s.variant !== 'solo-hard')) return g;
      return { ...g, soloRecorded: true, solo: recordSolo(storage, s.variant as SoloVariant, s.result) };
    },
    save: tableSave(
      codec,
      (g) => ({ config: g.config, state: g.snap.context, turnStart: g.turnStart, deviceSeat: g.deviceSeat, soloRecorded: g.soloRecorded }),
      ({ game: { config, state, turnStart, deviceSeat, soloRecorded } }) => ({ config, snap: startSnapshot(state), turnStart, deviceSeat, soloRecorded }),
    ),
    fromShared(doc) {
      const got = gameFromShared(doc);
      if (got.ok) return game(got.config, got.state);
      throw new Error(got.problem === 'otherGame' ? fmt(t, 'table.link.otherGame') : fmt(t, 'play.link.notPlayable', { detail: got.detail }));
    },
  };
}
