/** Small helpers over GameState shared by the rule modules. */
import { appendEntry } from '../../shared/logbook';
import { copyList, lastOf } from '../../shared/lists';
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
    log: s.log,
  };
}

/*
 * Drafts: how a step changes a state without copying what it does not change.
 * `draft(s)` is a shallow copy that shares every list with `s`; the `edit…`
 * helpers hand out a list of the draft to change in place, copying it the
 * first time this draft changes it (and only then). So a move costs what it
 * changes: a draw copies the draw pile and one hand, a pass copies no list at
 * all, and nothing copies the box or the other players' piles unless it adds
 * to them. A draft is private to the step function that made it until that
 * function returns it; after that nobody changes it.
 *
 * `inOneDraft(run)` goes one further for a chain of steps whose in-between
 * states nobody sees (`apply` settling a move, a step that calls another): every
 * step of the chain changes the one draft the first step made, so a list is
 * copied at most once per move, not once per step. The
 * statechart runs each event's whole macrostep in one chain (machine.ts): its
 * in-between snapshots are XState's own copies of the drafts, which nobody
 * reads after the next step, so the lists copied once in the chain are shared
 * by all of them and edited in place; the snapshot the macrostep started from
 * and the one it returns are never changed afterwards.
 */
let openDraft: GameState | null = null;
/**
 * The lists and seats the open draft has copied (a handful, so a short list beats a Set).
 * Emptied by taking a new list: setting an array's length to 0 costs the engine more.
 */
// Stryker disable next-line ArrayDeclaration: the list only ever holds lists and seats, so a stray entry of another kind matches nothing
let copied: object[] = [];
let chained = false;

/**
 * A shallow copy of a state, field by field: every copy then has one and the
 * same shape, which keeps the engine's property access fast (a spread copies
 * whatever shape the source had, and states come from literals, spreads,
 * JSON and XState's snapshots).
 */
function shallow(s: GameState): GameState {
  return {
    variant: s.variant, rules: s.rules, phase: s.phase, players: s.players, current: s.current, railway: s.railway, train: s.train,
    drawPile: s.drawPile, box: s.box, unseen: s.unseen, pending: s.pending, owed: s.owed, dice: s.dice, derailments: s.derailments,
    ride: s.ride, setup: s.setup, rng: s.rng, result: s.result, log: s.log,
  };
}

/** A copy of `s` to change, sharing every list with `s` until an `edit…` helper copies it. */
export function draft(s: GameState): GameState {
  if (chained) {
    if (s === openDraft) return s;
    // In a chain, `s` may be a copy of the chain's last draft (the statechart's `assign` copies each
    // step's result): the lists this chain copied are still its own, so they stay editable in place.
    const d = shallow(s);
    openDraft = d;
    return d;
  }
  const d = shallow(s);
  openDraft = d;
  // Stryker disable next-line ArrayDeclaration: the list only ever holds lists and seats, so a stray entry of another kind matches nothing
  copied = [];
  return d;
}

/**
 * Runs a chain of steps on one draft: the in-between states are drafts still
 * being made, never seen outside `run`, so each step may go on changing the
 * draft the step before it returned. The state `run` returns is finished.
 */
export function inOneDraft<T>(run: () => T): T;
/** The same for a step of two arguments, given apart: `apply` runs one per move, and this makes no closure for it. */
export function inOneDraft<A, B, T>(run: (a: A, b: B) => T, a: A, b: B): T;
export function inOneDraft<A, B, T>(run: (a?: A, b?: B) => T, a?: A, b?: B): T {
  if (chained) return run(a, b);
  chained = true;
  // The draft a step made last is finished once that step returned: the chain must not go on changing it
  // (nor any list it copied).
  openDraft = null;
  // Stryker disable next-line ArrayDeclaration: the list only ever holds lists and seats, so a stray entry of another kind matches nothing
  copied = [];
  try {
    return run(a, b);
  } finally {
    // With no draft open no list can be changed; the next draft starts a new `copied`.
    chained = false;
    openDraft = null;
  }
}

/** Checks that `d` is the draft being made; a step changes only the draft it made last (drafts never interleave). */
function check(d: GameState): void {
  if (d !== openDraft) throw new Error('a rule changed a state that is not the draft it is making (call draft() first)');
}

type ListField = 'railway' | 'drawPile' | 'box' | 'pending' | 'derailments';

/** One of the draft's lists, to change in place. */
export function edit<K extends ListField>(d: GameState, field: K): GameState[K] {
  check(d);
  const list = listOf(d, field);
  if (copied.includes(list)) return list;
  // The derailment counts are numbers; every other list field holds objects.
  const copy = (field === 'derailments' ? list.slice() : copyList(list as readonly object[])) as GameState[K];
  copied.push(copy);
  store(d, field, copy);
  return copy;
}

/**
 * A list field read and written by name, one case each: `d[field]` with the
 * name in a variable goes through the engine's slowest (megamorphic) lookup.
 */
function listOf<K extends ListField>(d: GameState, field: K): GameState[K] {
  switch (field) {
    case 'railway':
      return d.railway as GameState[K];
    case 'drawPile':
      return d.drawPile as GameState[K];
    case 'box':
      return d.box as GameState[K];
    case 'pending':
      return d.pending as GameState[K];
    default:
      return d.derailments as GameState[K];
  }
}

function store<K extends ListField>(d: GameState, field: K, list: GameState[K]): void {
  switch (field) {
    case 'railway':
      d.railway = list as GameState['railway'];
      return;
    case 'drawPile':
      d.drawPile = list as GameState['drawPile'];
      return;
    case 'box':
      d.box = list as GameState['box'];
      return;
    case 'pending':
      d.pending = list as GameState['pending'];
      return;
    default:
      d.derailments = list as GameState['derailments'];
  }
}

/** Replaces one of the draft's lists outright (e.g. the draw pile less its top card): no copy to throw away. */
export function replace<K extends ListField>(d: GameState, field: K, list: GameState[K]): GameState[K] {
  check(d);
  copied.push(list);
  store(d, field, list);
  return list;
}

/** A seat of the draft, to change (its hand and pile are still shared: use editHand / editDiscard). */
export function editPlayer(d: GameState, seat: number): Player {
  check(d);
  let players = d.players;
  if (!copied.includes(players)) {
    players = d.players = players.slice();
    copied.push(players);
  }
  const p = players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  if (copied.includes(p)) return p;
  const mine = copyPlayer(p);
  copied.push(mine);
  players[seat] = mine;
  return mine;
}

/** A seat, field by field (one shape for every copy, as `shallow` does for the state), sharing its lists. */
function copyPlayer(p: Player): Player {
  // Betsy's seat keeps its mark; any other is copied without one (a `betsy: false` reads as none: every reader asks whether it is true).
  return p.betsy ? { name: p.name, hand: p.hand, discard: p.discard, betsy: true } : { name: p.name, hand: p.hand, discard: p.discard };
}

/** A seat's hand in the draft, to change in place. */
export function editHand(d: GameState, seat: number): Card[] {
  const p = editPlayer(d, seat);
  if (copied.includes(p.hand)) return p.hand;
  const hand = (p.hand = copyList(p.hand));
  copied.push(hand);
  return hand;
}

/** A seat's discard pile in the draft, to change in place. */
export function editDiscard(d: GameState, seat: number): Card[] {
  const p = editPlayer(d, seat);
  if (copied.includes(p.discard)) return p.discard;
  const pile = (p.discard = copyList(p.discard));
  copied.push(pile);
  return pile;
}

/** The draft's setup progress, to change in place (its lists copied). */
export function editSetup(d: GameState): SetupProgress {
  check(d);
  const setup = d.setup;
  if (!setup) throw new Error('no setup in progress');
  if (copied.includes(setup)) return setup;
  const mine: SetupProgress = { order: setup.order.slice(), card: setup.card, aside: copyList(setup.aside), start: setup.start };
  copied.push(mine);
  d.setup = mine;
  return mine;
}

export function trainIndex(s: GameState): number {
  const { railway, train } = s;
  // From the end: the train runs towards it, so it is mostly among the last few cards.
  for (let i = railway.length - 1; i >= 0; i--) if ((railway[i] as Placed).card.id === train) return i;
  return -1;
}

export function lastPlaced(s: GameState): Placed | undefined {
  return lastOf(s.railway);
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
  return lastOf(pile);
}

/**
 * Adds a line to the log of the draft being made. The log is a persistent log
 * book (shared/logbook.ts): the new book shares every earlier line with the
 * state the draft came from and copies none, so a step costs the same early
 * and late in a game.
 */
export function log(d: GameState, entry: LogEntry): void {
  check(d);
  d.log = appendEntry(d.log, entry);
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
