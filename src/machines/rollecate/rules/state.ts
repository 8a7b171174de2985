/** Small helpers over GameState shared by the rule modules. */
import type { Card, GameState, LogEntry, Placed } from './types';

/**
 * A copy deep enough that the caller may push to and splice any list of the
 * copy without touching the original (cards themselves are never mutated).
 */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p, hand: p.hand.slice(), discard: p.discard.slice() })),
    railway: s.railway.slice(),
    drawPile: s.drawPile.slice(),
    box: s.box.slice(),
    pending: s.pending.slice(),
    derailments: s.derailments.slice(),
    setup: s.setup ? { ...s.setup, order: s.setup.order.slice(), aside: s.setup.aside.slice() } : null,
    log: s.log.slice(),
  };
}

export function trainIndex(s: GameState): number {
  return s.railway.findIndex((p) => p.card.id === s.train);
}

export function lastPlaced(s: GameState): Placed | undefined {
  return s.railway[s.railway.length - 1];
}

export function currentPlayer(s: GameState) {
  const p = s.players[s.current];
  if (!p) throw new Error(`no player at seat ${s.current}`);
  return p;
}

export function isBetsyTurn(s: GameState): boolean {
  return !!s.players[s.current]?.betsy;
}

export function topOf(pile: readonly Card[]): Card | undefined {
  return pile[pile.length - 1];
}

export function log(s: GameState, entry: LogEntry): void {
  s.log.push(entry);
}

/** Every card of the game with where it is, for the card-conservation checks. */
export function cardPlaces(s: GameState): Map<string, string[]> {
  const places = new Map<string, string[]>();
  const add = (cards: readonly Card[], where: string) => {
    for (const c of cards) places.set(c.id, [...(places.get(c.id) ?? []), where]);
  };
  add(s.drawPile, 'drawPile');
  add(s.box, 'box');
  add(s.pending, 'pending');
  add(s.railway.map((p) => p.card), 'railway');
  s.players.forEach((p, i) => {
    add(p.hand, `hand${i}`);
    add(p.discard, `discard${i}`);
  });
  if (s.setup) {
    add(s.setup.aside, 'aside');
    if (s.setup.card) add([s.setup.card], 'setupCard');
  }
  return places;
}
