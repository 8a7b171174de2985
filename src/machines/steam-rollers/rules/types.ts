/**
 * Plain, serialisable data for a game of Steam Rollers. No functions, no
 * classes: a state can be saved, compared in a test or written into a
 * scenario file. Seats are numbered 0, 1, … clockwise; cities and regions by
 * the die number of the city (1–6); hexes by their key "q,r" (see hex.ts).
 */
import type { RngState } from '../../shared/rng';
import type { CardSide, Face } from './cards';
import type { LogBook } from '../../shared/logbook';
import type { Switches } from './switches';
import type { DrawnTrack, TrackType } from './tracks';

export type { CardSide, DrawnTrack, Switches, TrackType };

/** The five cube colours, ten cubes each. */
export type Colour = 'yellow' | 'red' | 'purple' | 'blue' | 'grey';

export type Difficulty = 'none' | 'medium' | 'hard';

export interface Options {
  /** 2 to 5 players. */
  players: number;
  difficulty: Difficulty;
  /** The chart of blocked borders rolled at setup (1–6), null in the basic game. */
  chart: number | null;
  switches: Switches;
}

/** One player's map sheet. */
export interface Sheet {
  /** The drawn hexes: key "q,r" → the track in it. */
  tracks: Record<string, DrawnTrack>;
  /** The engine boxes crossed (die values 1–6), ascending. */
  engine: number[];
  /** The points of each delivery, in the order they were ticked. */
  points: number[];
}

/** A special card: the side chosen at setup (fixed for the game), who holds it, and whether it lies sideways. */
export interface CardState {
  face: Face;
  /** The seat holding it, or null when it lies in the centre. */
  holder: number | null;
  /** Turned sideways when taken; upright again right before its holder's next draft. */
  sideways: boolean;
}

export interface WhiteDie {
  value: number;
  /** Who drafted it (or was given it by card 2b); null while it lies in the middle. */
  by: number | null;
  /** True once an action has been performed with it. */
  spent: boolean;
}

export interface Dice {
  /** The white dice rolled this round (players + 1 of them); empty before the roll. */
  white: WhiteDie[];
  /** The black die on its spot of the supply board; null before the roll. */
  black: number | null;
}

/** The player whose turn it is: the die in hand and the cards already used on it. */
export interface Turn {
  /** Index of the white die in hand, or null while drafting. */
  die: number | null;
  /** Card sides already played on this die (each at most once per die). */
  used: CardSide[];
  /** Actions performed this turn (two with card 2a). */
  actions: number;
}

/** A die just drafted that the holder of card 2b may take (the steal window). */
export interface Steal {
  die: number;
  victim: number;
  thief: number;
}

/**
 * Where the game waits:
 * - `roll`: the start player rolls all the dice;
 * - `draft`: the current player takes a white die;
 * - `steal`: the holder of card 2b may take the die just drafted;
 * - `action`: the current player (may change the die with a card and) performs one action;
 * - `second`: with card 2a, the current player may take a second die, or end the turn;
 * - `over`: the game is scored.
 */
export type Phase = 'roll' | 'draft' | 'steal' | 'action' | 'second' | 'over';

export interface PlayerScore {
  player: number;
  deliveries: number;
  network: number;
  connections: number;
  towns: number;
  /** Crossed engine boxes (card 4b not counted). */
  engine: number;
  engineBonus: number;
  cards: number;
  total: number;
}

export interface Result {
  scores: PlayerScore[];
  /** Seats from first place down (ties broken by engine, then network, then seat). */
  ranking: number[];
  winners: number[];
  /** Why the game ended: three or more supply cities empty, or nothing left that anyone could ever deliver (C.5 #17). */
  reason: 'supply' | 'stuck';
}

export interface SteamState {
  options: Options;
  players: Sheet[];
  /** Cubes on each city of the supply board, by city number, sorted by colour. */
  supply: Record<number, Colour[]>;
  /** Cubes never drawn from the bag. */
  bag: Colour[];
  /** Cubes removed at setup because they matched their city's colour. */
  removed: Colour[];
  /** Cubes delivered (out of the game), in order. */
  delivered: Colour[];
  /** Special cards 1–6: `cards[0]` is card 1. */
  cards: CardState[];
  dice: Dice;
  /** Seat holding the first player marker this round. */
  start: number;
  /** Seat whose turn it is (during `steal`, the one who just drafted). */
  current: number;
  /** Position of the current seat in this round's order (0 = the start player). */
  order: number;
  /** 1 for the first round. */
  round: number;
  phase: Phase;
  turn: Turn;
  steal: Steal | null;
  rng: RngState;
  result: Result | null;
  log: LogBook<LogEntry>;
}

export type DieCard = '1a' | '1b' | '5a' | '5b';

/** Everything a player (or the table) can do, as events for the rules core and the statechart. */
export type SteamEvent =
  | { type: 'dice.roll'; white?: number[]; black?: number }
  | { type: 'die.take'; die: number }
  | { type: 'card.play'; card: '1a' | '1b'; value: number }
  | { type: 'card.play'; card: '5a'; step: 1 | -1 }
  | { type: 'card.play'; card: '5b'; mode: 'reroll' | 'flip'; roll?: number }
  | { type: 'card.play'; card: '2a'; die: number }
  | { type: 'card.play'; card: '2b'; player?: number }
  | { type: 'steal.pass' }
  | { type: 'track.build'; hex: string; track: TrackType; rotation: number; card?: '6a' | '6b' }
  | { type: 'engine.improve'; box?: number }
  | { type: 'cargo.deliver'; from: number; cube: Colour; to: number; route: string[]; cards?: ('3a' | '4a')[]; bonus?: number }
  | { type: 'card.take'; card?: number }
  | { type: 'turn.pass' }
  | { type: 'turn.end' };

export type EventType = SteamEvent['type'];
export type CardPlay = Extract<SteamEvent, { type: 'card.play' }>;
export type BuildEvent = Extract<SteamEvent, { type: 'track.build' }>;
export type DeliverEvent = Extract<SteamEvent, { type: 'cargo.deliver' }>;

/** Why a move is refused: the clause it breaks, the failed condition as a template key with its values, and the English sentence. */
export interface Refusal {
  rule: string;
  key: string;
  vars: Record<string, string | number>;
  /** The English sentence, starting with the clause id. */
  message: string;
}

export type Outcome = { ok: true; state: SteamState } | { ok: false; refusal: Refusal };

export type LogEntry =
  | { t: 'setup'; players: number; start: number; sides: CardSide[]; removed: Colour[]; difficulty: Difficulty; chart: number | null }
  | { t: 'roll'; player: number; white: number[]; black: number }
  | { t: 'straighten'; player: number; cards: CardSide[] }
  | { t: 'take'; player: number; die: number; value: number }
  | { t: 'steal'; thief: number; victim: number; value: number }
  | { t: 'letGo'; player: number; victim: number }
  | { t: 'change'; player: number; card: CardSide; from: number; to: number; how: 'set' | 'step' | 'reroll' | 'flip' }
  | { t: 'second'; player: number; value: number }
  | { t: 'build'; player: number; hex: string; region: number; track: TrackType; rotation: number; card: CardSide | null }
  | { t: 'improve'; player: number; box: number; strength: number }
  | { t: 'deliver'; player: number; cube: Colour; from: number; to: number; via: number[]; towns: number; distance: number; bonus: number; cards: CardSide[] }
  | { t: 'card'; player: number; card: CardSide; from: number | null }
  | { t: 'return'; player: number; card: CardSide }
  | { t: 'pass'; player: number; value: number }
  | { t: 'round'; round: number; empty: number[]; over: boolean; reason: 'supply' | 'stuck' | null }
  | { t: 'end'; result: Result };
