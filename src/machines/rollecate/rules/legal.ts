/**
 * Legal moves: the bots, the fuzzer, the play table's highlights, the coach and
 * the model-based tests all ask here, so every part of the site offers the
 * same moves.
 *
 * The moves are generated directly (the rules are not decided here a second
 * time in words: no refusal is written for a move that is not listed), which
 * is much faster than asking `explain` about every candidate. `explain` stays
 * the one home of legality: tests/property/movegen.property.test.ts holds this
 * generator to it, position by position, for every phase, variant and rule
 * switch: the moves listed are exactly the candidates `explain` accepts, in
 * the same order.
 */
import { betsyCard, betsyCanBuild } from './betsy';
import { insideTable, nextSquare, squareFree, turnDir, turnsFor } from './geometry';
import { planDiscards } from './planner';
import { currentPlayer, topOf } from './state';
import { lastOf } from '../../shared/lists';
import { valuesFit } from './values';
import type { Action, BuildCard, Card, Dir, GameState, Placed, Turn } from './types';

export interface LegalOptions {
  /** Longest build to list (builds of more cards are still legal, just not listed). */
  maxBuild?: number;
  /** Roll results to list: 'all' lists every wheel count, 'engine' lets the seeded dice decide. */
  rolls?: 'all' | 'engine';
}

const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

/** A build being extended: the railway, the squares of the cards laid so far (x, y each) and what is listed. */
interface Search {
  railway: readonly Placed[];
  hand: Card[];
  /** Hand cards in the build so far, by index (a hole reads as false). */
  used: boolean[];
  laid: number[];
  prefix: BuildCard[];
  out: BuildCard[][];
  max: number;
  table: GameState['rules']['table'];
  touching: boolean;
}

/** Whether `card` may go at (x, y) after the railway and the cards laid so far (R25c, R25d; rulings 2, 3). */
function fits(f: Search, card: Card, x: number, y: number): boolean {
  if (!insideTable(x, y, f.table)) return false;
  const { railway, laid } = f;
  for (const p of railway) if (p.x === x && p.y === y) return false;
  // Stryker disable next-line EqualityOperator: `<=` reads one pair past the end, undefined, which matches no square (the comment also hides `>=`, a loop that never ends).
  for (let i = 0; i < laid.length; i += 2) {
    if (laid[i] === x && laid[i + 1] === y) return false;
  }
  // The value rule (R25d) asks only about railway cards: the build's own cards all have this card's value.
  // The railway's end, which the build's first card follows (ruling 3; the later cards have its value)…
  const last = lastOf(railway);
  if (last && !valuesFit(card.value, last.card.value)) return false;
  if (!f.touching) return true;
  // …and with the switch, every railway card it touches (the one it follows once more: the same answer).
  for (const p of railway) {
    if (Math.abs(p.x - x) + Math.abs(p.y - y) === 1 && !valuesFit(card.value, p.card.value)) return false;
  }
  return true;
}

/** Lists every way to go on from the build so far with the next card at (x, y), entered heading `dir`. */
function extend(f: Search, x: number, y: number, dir: Dir, value: number): void {
  if (f.prefix.length >= f.max) return;
  for (let i = 0; i < f.hand.length; i++) {
    if (f.used[i]) continue;
    const card = f.hand[i] as Card;
    if (f.prefix.length && card.value !== value) continue;
    if (!fits(f, card, x, y)) continue;
    for (const turn of turnsFor(card) as Turn[]) {
      f.prefix.push({ card: card.id, turn });
      f.out.push(f.prefix.slice());
      const leave = turnDir(dir, turn);
      f.used[i] = true;
      f.laid.push(x, y);
      extend(f, x + DX[leave], y + DY[leave], leave, card.value);
      f.laid.length -= 2;
      f.used[i] = false;
      f.prefix.pop();
    }
  }
}

/**
 * Every build of up to `max` cards of one value, in every order and
 * orientation, that `explain` accepts (R24–R26): the same list, in the same
 * order, as extending each accepted build by one more hand card and asking
 * `explain` about it.
 */
export function legalBuilds(s: GameState, max = 3): BuildCard[][] {
  const out: BuildCard[][] = [];
  if (s.phase !== 'action') return out;
  const hand = currentPlayer(s).hand.filter((c) => !c.chaos);
  const f: Search = {
    railway: s.railway, hand, used: [], laid: [], prefix: [], out, max, table: s.rules.table, touching: s.rules.valueRuleTouching,
  };
  const next = nextSquare(s.railway);
  extend(f, next.x, next.y, next.dir, 0);
  return out;
}

/** Whether a card may be combined with the top of `pile` (R20, R32): the pile has a top of the same value. */
function combines(pile: readonly Card[], card: Card): boolean {
  const top = topOf(pile);
  return !!top && top.value === card.value;
}

/** Whether the square after the railway's end is free and on the table (R25c), for the next initial card. */
function endFree(railway: readonly Placed[], table: GameState['rules']['table']): boolean {
  const next = nextSquare(railway);
  return squareFree(railway, next.x, next.y, table);
}

export function legalActions(s: GameState, options: LegalOptions = {}): Action[] {
  const moves: Action[] = [];
  switch (s.phase) {
    case 'setup': {
      // Setup progress exists exactly in the setup phase (an invariant); its card is null between the fourth card and the deal.
      const card = (s.setup as NonNullable<GameState['setup']>).card;
      if (card && endFree(s.railway, s.rules.table)) for (const turn of turnsFor(card)) moves.push({ type: 'setup.place', turn });
      break;
    }
    case 'action': {
      moves.push({ type: 'turn.pass' });
      for (const cards of legalBuilds(s, options.maxBuild ?? 2)) moves.push({ type: 'turn.build', cards });
      const me = currentPlayer(s);
      const chaos = me.hand.filter((c) => c.chaos);
      for (const c of chaos) {
        moves.push({ type: 'chaos.discard', cards: [{ card: c.id, combine: false }] });
        if (combines(me.discard, c)) moves.push({ type: 'chaos.discard', cards: [{ card: c.id, combine: true }] });
      }
      if (chaos.length > 1) moves.push({ type: 'chaos.discard', cards: planDiscards(chaos, me.discard).order });
      break;
    }
    case 'roll':
      if (options.rolls === 'engine') moves.push({ type: 'ride.roll' });
      else for (let w = 0; w <= s.dice; w++) moves.push({ type: 'ride.roll', wheels: w });
      break;
    case 'discard': {
      const pile = currentPlayer(s).discard;
      for (const c of s.pending) {
        moves.push({ type: 'penalty.discard', card: c.id, combine: false });
        if (combines(pile, c)) moves.push({ type: 'penalty.discard', card: c.id, combine: true });
      }
      break;
    }
    case 'betsy': {
      // In Betsy's phase she always holds the card she drew (R41).
      const card = betsyCard(s) as Card;
      moves.push({ type: 'betsy.play' });
      if (!card.chaos && card.shape === 'curve' && betsyCanBuild(s)) {
        moves.push({ type: 'betsy.play', turn: 'left' });
        moves.push({ type: 'betsy.play', turn: 'right' });
      }
      break;
    }
    // 'draw' and 'over' wait for no one: nothing to list.
  }
  return moves;
}
