/**
 * What one seat may see (A-V1, ruling 32): the railway, the train, every
 * discard pile and the combined cards in the box are public; other players'
 * hands show only how many cards they hold; the cards removed at setup stay
 * hidden, and so does the order of the draw pile. The play table and the bots
 * work from this view, so a bot can never use a card it could not see.
 */
import type { Card, GameState } from './types';

export interface PublicView {
  phase: GameState['phase'];
  current: number;
  viewer: number | null;
  railway: GameState['railway'];
  train: string | null;
  drawPileCount: number;
  /** Your own hand in full; others' as a count. Betsy's drawn card is face up (R41). */
  hands: (Card[] | number)[];
  discards: Card[][];
  pending: Card[];
  /** Cards boxed in play (combined, Betsy's passed cards); the unseen setup removals only as a count. */
  box: Card[];
  unseenCount: number;
  derailments: number[];
  dice: number;
  result: GameState['result'];
}

/**
 * @rule R23 You may always look through your own discard pile (and, by ruling 32, everyone's).
 */
export function publicView(s: GameState, viewer: number | null): PublicView {
  return {
    phase: s.phase,
    current: s.current,
    viewer,
    railway: s.railway,
    train: s.train,
    drawPileCount: s.drawPile.length,
    hands: s.players.map((p, i) => (i === viewer || p.betsy || s.phase === 'over' ? p.hand : p.hand.length)),
    discards: s.players.map((p) => p.discard),
    pending: s.pending,
    box: s.box.slice(s.unseen),
    unseenCount: s.unseen,
    derailments: s.derailments,
    dice: s.dice,
    result: s.result,
  };
}
