/** The engine: six boxes on the locomotive, crossed one die value at a time. */
import { why } from './refusal';
import { currentSheet, dieInHand, holds, sheetOf, withLog, withSheet } from './state';
import type { Refusal, SteamState } from './types';

export const ENGINE_BOXES = 6;

/**
 * Engine strength: the crossed boxes (at most six), plus one while the
 * player holds card 4b. It is the most cities and towns a delivery may reach.
 * @rule E2
 */
export function strength(s: SteamState, seat: number): number {
  return sheetOf(s, seat).engine.length + (holds(s, seat, '4b') ? 1 : 0);
}

/**
 * Improving crosses the box of the die's value; each value only once, in any
 * order. A value already crossed is refused (ruling C.5 #7: change the die
 * with card 1, 5a or 5b first). A box named with the move (the table's
 * engine boxes, chosen by hand) must be the die's.
 * @rule E1
 */
export function explainImprove(s: SteamState, box?: number): Refusal | null {
  const die = dieInHand(s);
  if (!die) return why('RD2', 'die.none');
  if (box !== undefined && box !== die.value) return why('E1', 'engine.notDie', { box, die: die.value });
  if (currentSheet(s).engine.includes(die.value)) return why('E1', 'engine.crossed', { box: die.value });
  return null;
}

export function improveEngine(s: SteamState): SteamState {
  const die = dieInHand(s) as { value: number };
  const sheet = currentSheet(s);
  const engine = [...sheet.engine, die.value].sort((a, b) => a - b);
  const next = withSheet(s, s.current, { ...sheet, engine });
  return withLog(next, { t: 'improve', player: s.current, box: die.value, strength: strength(next, s.current) });
}
