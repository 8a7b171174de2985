/**
 * The draft around the table: each player in turn straightens their own
 * sideways cards, takes one white die and acts with it. Card 2b may take a
 * die away right after it is drafted; card 2a may take a second die after
 * the action.
 */
import { why } from './refusal';
import { holderOf, holds, seatAt, sideInPlay, withCard, withDie, withLog } from './state';
import { takesBothAtOnce } from './switches';
import type { CardSide, Refusal, SteamState } from './types';

/** Where `seat` comes in this round's order (0 = the start player). */
export const positionOf = (s: SteamState, seat: number): number => (seat - s.start + s.options.players) % s.options.players;

/** True once `seat` has begun its turn this round (the current player included). */
export const hasHadTurn = (s: SteamState, seat: number): boolean => positionOf(s, seat) <= s.order;

/** The unspent die `seat` already holds (given to them by card 2b), or null. */
export function reservedDie(s: SteamState, seat: number): number | null {
  const i = s.dice.white.findIndex((d) => d.by === seat && !d.spent);
  return i < 0 ? null : i;
}

/**
 * A turn begins: the player straightens their sideways cards, then drafts
 * one white die (or, holding a die taken with card 2b, acts with it at once)
 * and uses it for a single action.
 * @rule RD2
 */
export function startTurn(s: SteamState): SteamState {
  const seat = s.current;
  const straightened: CardSide[] = [];
  let next = s;
  s.cards.forEach((c, i) => {
    if (c.holder === seat && c.sideways) {
      next = withCard(next, i + 1, { ...c, sideways: false });
      straightened.push(sideInPlay(s, i + 1));
    }
  });
  if (straightened.length) next = withLog(next, { t: 'straighten', player: seat, cards: straightened });
  const die = reservedDie(next, seat);
  return { ...next, turn: { die, used: [], actions: 0 }, phase: die === null ? 'draft' : 'action', steal: null };
}

export function explainTake(s: SteamState, die: unknown): Refusal | null {
  if (!Number.isInteger(die) || (die as number) < 0 || (die as number) >= s.dice.white.length) return why('RD2', s.dice.white.length ? 'die.unknown' : 'die.notRolled', { die: String(die), count: s.dice.white.length, last: s.dice.white.length - 1 });
  const d = s.dice.white[die as number]!;
  if (d.by !== null) return why('RD2', 'die.taken', { die: die as number, value: d.value });
  return null;
}

/**
 * The holder of card 2b when they may still take the die just drafted: someone else, whose own turn has not begun
 * this round (the drafter's own turn has begun, so hasHadTurn leaves them out too).
 */
export function thiefFor(s: SteamState): number | null {
  const holder = holderOf(s, '2b');
  // Stryker disable next-line ConditionalExpression: with nobody holding 2b the answer is null whichever way the test goes
  return holder !== null && !hasHadTurn(s, holder) ? holder : null;
}

/** The current player takes die `index` into their hand; the holder of 2b may then claim it (the steal window). */
export function takeDie(s: SteamState, index: number): SteamState {
  const d = s.dice.white[index]!;
  let next = withDie(s, index, { ...d, by: s.current });
  next = withLog({ ...next, turn: { ...next.turn, die: index, used: [] } }, { t: 'take', player: s.current, die: index, value: d.value });
  return openSteal(next, index);
}

export function openSteal(s: SteamState, index: number): SteamState {
  const thief = thiefFor(s);
  return thief === null ? { ...s, phase: 'action', steal: null } : { ...s, phase: 'steal', steal: { die: index, victim: s.current, thief } };
}

/**
 * Normally one white die is left over each round. A second die (card 2a)
 * may be taken only while one is spare: every player still to draft this
 * round keeps a die to take (ruling C.5 #16).
 * @rule RD3
 */
export function spareDice(s: SteamState): number {
  const free = s.dice.white.filter((d) => d.by === null).length;
  let waiting = 0;
  for (let k = s.order + 1; k < s.options.players; k++) {
    // Stryker disable next-line ConditionalExpression: a later seat holds a die only when card 2b gave it one, and 2a and 2b are one card (C.5 #10), so with 2a in play the test is always true; kept for positions set up by hand
    if (reservedDie(s, seatAt(s, k)) === null) waiting++;
  }
  return free - waiting;
}

/**
 * After an action: may the player take a second die with card 2a? (C.5 #9:
 * also a 2a taken with the first die.) Not when card 2a takes both dice at
 * once (switch `card2a: "together"`): then the second die came with the first.
 */
export function mayTakeSecond(s: SteamState): boolean {
  return !takesBothAtOnce(s.options.switches) && holds(s, s.current, '2a') && spareDice(s) > 0;
}

/**
 * The die in hand is used up. A second die taken with the first (card 2a, both
 * at once) comes into hand for the next action; otherwise, with card 2a and a
 * spare die the player may go on, or the turn is over (RD3, at spareDice).
 */
export function finishAction(s: SteamState): SteamState {
  // An action is taken only with a die in hand (every action's explain refuses one without: RD2).
  const i = s.turn.die!;
  const next = withDie(s, i, { ...s.dice.white[i]!, spent: true });
  const waiting = reservedDie(next, s.current);
  if (waiting !== null) return { ...next, turn: { die: waiting, used: [], actions: s.turn.actions + 1 }, phase: 'action' };
  const after: SteamState = { ...next, turn: { die: null, used: [], actions: s.turn.actions + 1 } };
  // Stryker disable next-line StringLiteral: with no die in hand and no second die to take the turn ends at once (game.ts, the chart), whatever this phase is called
  return { ...after, phase: mayTakeSecond(after) ? 'second' : 'action' };
}

/** True while the current player has a die in hand to act with (a new turn's die, or the second of card 2a taken at once). */
export const hasDieToAct = (s: SteamState): boolean => s.phase === 'action' && s.turn.die !== null;

/** True when the current player is the last of the round. */
export const isLastTurn = (s: SteamState): boolean => s.order >= s.options.players - 1;

/** The next seat clockwise takes its turn. */
export function passTurn(s: SteamState): SteamState {
  const order = s.order + 1;
  return { ...s, order, current: seatAt(s, order), steal: null };
}
