/**
 * Invariants of a Rollecate game state: facts that hold after every move,
 * whatever was played. The property tests and the fuzzer check them after each
 * step; a violation is an engine bug, never a player's mistake. Each check
 * returns a sentence naming what is wrong, so a failing run says why.
 *
 * Checked:
 * - every card is in exactly one place (draw pile, box, pending, railway, a
 *   hand, a discard pile, set aside or drawn during setup), and with `deckSize`
 *   the game holds exactly that many cards (55 in a full game);
 * - no two railway cards share a square, each card is laid with a turn its
 *   shape allows, and each card lies in the square beyond its predecessor's
 *   exit, entered in that direction (the first card may lie anywhere once the
 *   railway's start has been taken as penalty cards: positions are kept);
 *   with a table, every card lies on it;
 * - once setup is over the train stands on a railway card, before it there is none;
 * - penalty cards are pending only in the "discard" phase, and then at least one;
 * - there is a result exactly when the game is over;
 * - dice are owed exactly in the "roll" phase; no penalty is owed between moves (until the game is over);
 * - derailment counts are whole, non-negative and one per player;
 * - the current seat exists; setup progress exists only during setup;
 *   Betsy holds at most the one card she has drawn.
 */
import { DECK_SIZE } from './deck';
import { insideTable, nextSquare, turnFits } from './geometry';
import { cardPlaces } from './state';
import type { GameState, Placed } from './types';

/** Human-readable violations of the state invariants; empty when the state is sound. */
export function checkInvariants(s: GameState, deckSize?: number): string[] {
  const out: string[] = [];

  // Cards: each id in exactly one place, and the right number of them.
  const places = cardPlaces(s);
  for (const [id, where] of places) {
    if (where.length !== 1) out.push(`card ${id} is in ${where.length} places: ${where.join(', ')}`);
  }
  if (deckSize !== undefined && places.size !== deckSize) {
    out.push(`the game holds ${places.size} different cards, not ${deckSize}`);
  }

  // Railway geometry.
  const squares = new Map<string, string>();
  s.railway.forEach((p, i) => {
    const k = `${p.x},${p.y}`;
    const other = squares.get(k);
    if (other !== undefined) out.push(`railway cards ${other} and ${p.card.id} both lie on square (${k})`);
    else squares.set(k, p.card.id);
    if (p.card.chaos) out.push(`chaos card ${p.card.id} lies on the railway`);
    else if (!turnFits(p.card, p.turn)) out.push(`railway card ${p.card.id} (${p.card.shape}) is laid ${JSON.stringify(p.turn)}`);
    if (s.rules.table && !insideTable(p.x, p.y, s.rules.table)) out.push(`railway card ${p.card.id} at (${k}) lies off the table`);
    if (i === 0) {
      if (s.phase === 'setup' && (p.x !== 0 || p.y !== 0 || p.dir !== 0)) {
        out.push(`the first card ${p.card.id} of the initial railway is at (${k}) heading ${p.dir}, not at (0,0) heading east`);
      }
      return;
    }
    const want = nextSquare(s.railway.slice(i - 1, i));
    if (want.x !== p.x || want.y !== p.y || want.dir !== p.dir) {
      const prev = (s.railway[i - 1] as Placed).card.id;
      out.push(`railway card ${p.card.id} is at (${k}) heading ${p.dir}, but the square beyond ${prev} is (${want.x},${want.y}) heading ${want.dir}`);
    }
  });

  // The train.
  if (s.phase === 'setup') {
    if (s.train !== null) out.push(`the train (${s.train}) is on the table before setup is finished`);
  } else if (!s.railway.some((p) => p.card.id === s.train)) {
    // No railway card has the id null, so a train not yet placed is caught here too.
    out.push(`the train (${JSON.stringify(s.train)}) is not on a railway card`);
  }

  // Phase bookkeeping.
  if (s.phase === 'discard') {
    if (s.pending.length === 0) out.push('phase "discard" with no pending penalty cards');
  } else if (s.pending.length > 0) {
    out.push(`${s.pending.length} penalty cards pending in phase "${s.phase}"`);
  }
  if ((s.result !== null) !== (s.phase === 'over')) {
    out.push(s.result === null ? 'the game is over without a result' : `a result exists in phase "${s.phase}"`);
  }
  if ((s.dice > 0) !== (s.phase === 'roll')) out.push(`${s.dice} dice owed in phase "${s.phase}"`);
  if (!Number.isInteger(s.dice) || s.dice < 0) out.push(`dice owed is ${s.dice}`);
  // A hard solo game lost on its fourth derailment ends before the owed cards are taken (ruling 39).
  if (s.owed !== 0 && s.phase !== 'over') out.push(`${s.owed} penalty cards owed but not taken in phase "${s.phase}"`);
  if ((s.setup !== null) !== (s.phase === 'setup')) {
    out.push(s.setup === null ? 'phase "setup" without setup progress' : `setup progress left in phase "${s.phase}"`);
  }

  // Players.
  if (s.derailments.length !== s.players.length) {
    out.push(`${s.derailments.length} derailment counts for ${s.players.length} players`);
  }
  s.derailments.forEach((d, i) => {
    if (!Number.isInteger(d) || d < 0) out.push(`player ${i} has ${d} derailments`);
  });
  if (!Number.isInteger(s.current) || s.current < 0 || s.current >= s.players.length) out.push(`current seat ${s.current} does not exist`);
  s.players.forEach((p, i) => {
    if (p.betsy && s.phase !== 'over' && p.hand.length > 1) out.push(`Betsy (seat ${i}) holds ${p.hand.length} cards`);
  });

  return out;
}

/** The number of cards in a full game (R1), for `checkInvariants(state, FULL_DECK)`. */
export const FULL_DECK = DECK_SIZE;
