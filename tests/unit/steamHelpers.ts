/** Small builders for Steam Rollers positions in the rules tests: card sides, and moves played in order. */
import { CARD_SIDES, type CardSide, type Face } from '../../src/machines/steam-rollers/rules/cards';
import { applyEvent } from '../../src/machines/steam-rollers/rules/game';
import type { SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';

/** Side a of every card. */
export const ALL_A: Face[] = ['a', 'a', 'a', 'a', 'a', 'a'];

/** Side a of every card except the sides named. */
export const sidesWith = (...sides: CardSide[]): Face[] => {
  const out = ALL_A.slice();
  for (const s of sides) out[CARD_SIDES[s].card - 1] = CARD_SIDES[s].face;
  return out;
};

/** Plays the moves in order; throws with the move and the rules' reason if one is refused. */
export function play(s: SteamState, ...events: SteamEvent[]): SteamState {
  return events.reduce((st, e) => {
    const out = applyEvent(st, e);
    if (!out.ok) throw new Error(`${JSON.stringify(e)} refused: ${out.refusal.message}`);
    return out.state;
  }, s);
}
