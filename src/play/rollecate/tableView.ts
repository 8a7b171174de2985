/**
 * What the Rollecate play table reads from a game before drawing it, as pure functions: the cards a log line names,
 * the hands that went onto the piles at the end (R34), the cards laid this turn, the seats played at this device,
 * whose hands are face up and when the setup's summary is shown. The lines' words and the railway's drawn extent are
 * src/components/rollecate/playLog.ts.
 */
import type { Card, GameState, LogEntry } from '../../machines/rollecate/rules/types';
import { entriesFrom, logEntries } from '../../machines/shared/logbook';
import type { GameConfig } from './save';
import type { RollecateGame } from './table';

/** The cards a log line names, for their small pictures beside the words. */
export function entryCards(e: LogEntry): string[] {
  switch (e.t) {
    case 'setup':
    case 'aside':
    case 'draw':
    case 'betsyBox':
      return [e.card];
    case 'build':
    case 'penalty':
      return e.cards;
    case 'ride':
      return e.broken;
    case 'discard':
    case 'chaos':
      return e.combinedWith ? [e.card, e.combinedWith] : [e.card];
    default:
      return [];
  }
}

/**
 * The hands that went onto the piles at the end (R34), read from the last turn's start:
 * every hand then, less the cards the last turn built or discarded. Null when unknown.
 */
export function endHands(s: GameState, turnStart: GameState | null): Card[][] | null {
  if (s.phase !== 'over' || !s.result || s.result.lost || !turnStart) return null;
  const used = new Set<string>();
  for (const e of entriesFrom(s.log, turnStart.log.size)) {
    if (e.t === 'build') e.cards.forEach((c) => used.add(c));
    if (e.t === 'chaos' || e.t === 'betsyBox') used.add(e.card);
  }
  return turnStart.players.map((p) => p.hand.filter((c) => !used.has(c.id)));
}

/** Cards laid in the current turn (or the last initial card), from the game's log lines, for the railway's highlight. */
export function freshCards(entries: readonly LogEntry[]): string[] {
  const out: string[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as LogEntry;
    if (e.t === 'draw') break;
    if (e.t === 'build') out.push(...e.cards);
    if (e.t === 'setup') {
      out.push(e.card);
      break;
    }
  }
  return out;
}

/** Seats that are played at this device. */
export function humans(config: GameConfig): number[] {
  return config.seats.flatMap((k, i) => (k === 'human' ? [i] : []));
}

/** Whose hands are face up: everyone's after the game, the screen holder's in hot-seat, the one person's otherwise. */
export function viewerOf(live: RollecateGame): number | 'all' {
  const s = live.snap.context;
  if (s.phase === 'over') return 'all';
  const people = humans(live.config);
  if (people.length > 1) return live.deviceSeat ?? (s.phase === 'setup' ? s.current : -1);
  return people[0] ?? 0;
}

/**
 * The setup's summary (cards removed, dealt, left to draw: R3, R5–R7), while the table still shows it: from the end
 * of the setup until every player has drawn once, not after the game; null otherwise.
 */
export function setupShown(s: GameState, entries: readonly LogEntry[] = logEntries(s.log)): Extract<LogEntry, { t: 'setupDone' }> | null {
  if (s.phase === 'over') return null;
  const setupDone = entries.findIndex((e) => e.t === 'setupDone');
  if (setupDone < 0) return null;
  const drawsSince = entries.slice(setupDone).filter((e) => e.t === 'draw').length;
  return drawsSince <= s.players.length ? (entries[setupDone] as Extract<LogEntry, { t: 'setupDone' }>) : null;
}
