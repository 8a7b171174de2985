/**
 * Plain, serialisable data for a game of Rollecate. Everything the rules need
 * lives here; no functions, no classes, so a state can be saved, sent in a URL,
 * compared in a test or shown in a scenario file.
 */
import type { RngState } from '../../shared/rng';
import type { LogBook } from '../../shared/logbook';

export type Value = 1 | 2 | 3 | 4;
export type Shape = 'straight' | 'curve';
/** How a card on the railway turns the direction of travel. */
export type Turn = 'straight' | 'left' | 'right';
/** Direction of travel: 0 east, 1 north, 2 west, 3 south (x grows east, y grows north). */
export type Dir = 0 | 1 | 2 | 3;

export interface Card {
  id: string;
  value: Value;
  /** Track cards (broken or not) have a shape; chaos cards have none. */
  shape?: Shape;
  broken?: boolean;
  chaos?: boolean;
}

/** A card on the railway: its square and the direction the train enters it. */
export interface Placed {
  card: Card;
  turn: Turn;
  x: number;
  y: number;
  dir: Dir;
}

export type Variant = 'standard' | 'solo' | 'solo-hard' | 'betsy';

/** Readings of the rulebook that the rulings leave switchable. Defaults in rules.ts. */
export interface RuleSwitches {
  /** Ruling A.3 #22: a pass that moves the train onto a broken track costs one more card. */
  passDamage: boolean;
  /** Ruling A.3 #1: apply the value rule while the initial railway is built. */
  valueRuleInSetup: boolean;
  /** Ruling A.3 #41: Betsy's pass also moves the train and costs her a penalty card. */
  betsyPassEffects: boolean;
  /** Ruling A.3 #3: the value rule also applies to railway cards that merely touch the new card. */
  valueRuleTouching: boolean;
  /** Ruling A.3 #37: in solo, also deal two cards to the box (36-card draw pile instead of 38). */
  soloDealToBox: boolean;
  /** Ruling A.3 #8: an optional table size; null means the table has no edge. */
  table: { width: number; height: number } | null;
}

export type Phase = 'setup' | 'draw' | 'action' | 'roll' | 'discard' | 'betsy' | 'over';

export interface Player {
  name: string;
  hand: Card[];
  /** Bottom first. */
  discard: Card[];
  betsy?: boolean;
}

export interface Result {
  scores: number[];
  cards: number[];
  winners: number[];
  lost: boolean;
}

/** What the last ride (or pass) did, for narration, the dice display and the chart's guards. */
export interface Ride {
  /** Wheels rolled (or steps taken by Betsy / a pass). */
  wheels: number;
  /** Individual dice, true = wheel, when the engine rolled them itself. */
  faces?: boolean[];
  from: string;
  to: string;
  /** Steps that could not be completed (R29). */
  overshoot: number;
  /** Ids of broken track cards passed over or stopped on (R30). */
  broken: string[];
}

export interface SetupProgress {
  /** Seat that places each of the four initial cards, in order (R4, ruling 14). */
  order: number[];
  /** Track card drawn by the seat now placing, waiting for its orientation. */
  card: Card | null;
  /** Chaos cards (and, with valueRuleInSetup, unfitting cards) set aside (R3). */
  aside: Card[];
  start: number;
}

export interface GameState {
  variant: Variant;
  rules: RuleSwitches;
  phase: Phase;
  players: Player[];
  current: number;
  railway: Placed[];
  /** Id of the card the train stands on; null only before it is put on the railway. */
  train: string | null;
  /** Top first. */
  drawPile: Card[];
  /** Every card out of play: removed at setup, combined, or Betsy's passed cards. */
  box: Card[];
  /** How many cards at the bottom of the box were put there unseen at setup (R6); nobody may look at them. */
  unseen: number;
  /** Penalty cards taken this turn and not yet discarded. */
  pending: Card[];
  /** Penalty cards owed by the move just made, before they are taken (R16, R29, R30). */
  owed: number;
  /** Dice owed for the track just built (R27). */
  dice: number;
  derailments: number[];
  ride: Ride | null;
  setup: SetupProgress | null;
  rng: RngState;
  result: Result | null;
  /** Every line the game has written, oldest first (a shared log book: see shared/logbook.ts). */
  log: LogBook<LogEntry>;
}

export type LogEntry =
  | { t: 'setup'; player: number; card: string; turn: Turn }
  | { t: 'aside'; player: number; card: string }
  | { t: 'setupDone'; removed: number; dealt: number; drawPile: number }
  | { t: 'draw'; player: number; card: string; last: boolean }
  | { t: 'pass'; player: number; from: string; to: string }
  | { t: 'build'; player: number; cards: string[]; dice: number }
  | { t: 'roll'; player: number; wheels: number; dice: number }
  | { t: 'ride'; player: number; from: string; to: string; overshoot: number; broken: string[] }
  | { t: 'derail'; player: number; count: number }
  | { t: 'lost'; player: number }
  | { t: 'penalty'; player: number; cards: string[]; forfeited: number }
  | { t: 'discard'; player: number; card: string; combinedWith: string | null }
  | { t: 'chaos'; player: number; card: string; combinedWith: string | null }
  | { t: 'betsyBox'; player: number; card: string }
  | { t: 'end'; result: Result };

export interface BuildCard {
  card: string;
  turn: Turn;
}

export interface ChaosDiscard {
  card: string;
  combine: boolean;
}

/** Every move a player (or the runner) can make. These objects are also the statechart's events. */
export type Action =
  | { type: 'setup.place'; turn?: Turn }
  | { type: 'turn.pass' }
  | { type: 'turn.build'; cards: BuildCard[] }
  | { type: 'ride.roll'; wheels?: number }
  | { type: 'penalty.discard'; card: string; combine: boolean }
  | { type: 'chaos.discard'; cards: ChaosDiscard[] }
  | { type: 'betsy.play'; turn?: Turn };

/** Why a move is refused: the rule it breaks and a sentence saying so. */
export interface Refusal {
  rule: string;
  /** The English sentence, starting with the rule id. */
  message: string;
  /** Template key (under "why." in the i18n files) and its values, to word it in another language. */
  key?: string;
  vars?: Record<string, string | number>;
}

export type Outcome = { ok: true; state: GameState } | { ok: false; refusal: Refusal };
