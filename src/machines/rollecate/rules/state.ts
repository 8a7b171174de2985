/** Small helpers over GameState shared by the rule modules. */
import type { Card, GameState, LogEntry, Placed, Player, SetupProgress } from './types';

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

/*
 * Drafts: how a step changes a state without copying what it does not change.
 * `draft(s)` is a shallow copy that shares every list with `s`; the `edit…`
 * helpers hand out a list of the draft to change in place, copying it the
 * first time this draft changes it (and only then). So a move costs what it
 * changes: a draw copies the draw pile and one hand, a pass copies no list at
 * all, and nothing copies the log, the box or the other players' piles unless
 * it adds to them. A draft is private to the step function that made it until
 * that function returns it; after that nobody changes it.
 */
let openDraft: GameState | null = null;
let copied = new Set<object>();

/** A copy of `s` to change, sharing every list with `s` until an `edit…` helper copies it. */
export function draft(s: GameState): GameState {
  const d = { ...s };
  openDraft = d;
  copied = new Set();
  return d;
}

/** The lists the open draft has copied; a step changes only the draft it made last (drafts never interleave). */
function copiedIn(d: GameState): Set<object> {
  if (d !== openDraft) throw new Error('a rule changed a state that is not the draft it is making (call draft() first)');
  return copied;
}

type ListField = 'railway' | 'drawPile' | 'box' | 'pending' | 'derailments' | 'log';

/** One of the draft's lists, to change in place. */
export function edit<K extends ListField>(d: GameState, field: K): GameState[K] {
  const copied = copiedIn(d);
  const list = d[field];
  if (copied.has(list)) return list;
  const copy = list.slice() as GameState[K];
  copied.add(copy);
  d[field] = copy;
  return copy;
}

/** Replaces one of the draft's lists outright (e.g. the draw pile less its top card): no copy to throw away. */
export function replace<K extends ListField>(d: GameState, field: K, list: GameState[K]): GameState[K] {
  copiedIn(d).add(list);
  d[field] = list;
  return list;
}

/** A seat of the draft, to change (its hand and pile are still shared: use editHand / editDiscard). */
export function editPlayer(d: GameState, seat: number): Player {
  const copied = copiedIn(d);
  if (!copied.has(d.players)) {
    d.players = d.players.slice();
    copied.add(d.players);
  }
  const p = d.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  if (copied.has(p)) return p;
  const copy = { ...p };
  copied.add(copy);
  d.players[seat] = copy;
  return copy;
}

/** A seat's hand in the draft, to change in place. */
export function editHand(d: GameState, seat: number): Card[] {
  const p = editPlayer(d, seat);
  const copied = copiedIn(d);
  if (!copied.has(p.hand)) {
    p.hand = p.hand.slice();
    copied.add(p.hand);
  }
  return p.hand;
}

/** A seat's discard pile in the draft, to change in place. */
export function editDiscard(d: GameState, seat: number): Card[] {
  const p = editPlayer(d, seat);
  const copied = copiedIn(d);
  if (!copied.has(p.discard)) {
    p.discard = p.discard.slice();
    copied.add(p.discard);
  }
  return p.discard;
}

/** The draft's setup progress, to change in place (its lists copied). */
export function editSetup(d: GameState): SetupProgress {
  const copied = copiedIn(d);
  const setup = d.setup;
  if (!setup) throw new Error('no setup in progress');
  if (copied.has(setup)) return setup;
  const copy = { ...setup, order: setup.order.slice(), aside: setup.aside.slice() };
  copied.add(copy);
  d.setup = copy;
  return copy;
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

/** Adds a line to the log of the draft being made (the log is copied once per draft, if at all). */
export function log(s: GameState, entry: LogEntry): void {
  edit(s, 'log').push(entry);
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
