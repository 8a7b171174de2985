/**
 * Legal moves, generated from the same `explain…` functions that refuse
 * moves: the bots, the fuzzer, the play table's highlights and the
 * model-based tests all ask here, so no rule is decided twice.
 */
import { allowedTracks, explainBuild } from './build';
import { legalDeliveries } from './deliver';
import { explainImprove } from './engine';
import { region } from './map';
import { actorOf, explainPlayCard, explainTakeCard } from './specials';
import { currentSheet, dieInHand, heldSides, holds } from './state';
import { ROTATIONS, TRACK_TYPES } from './tracks';
import type { BuildEvent, CardPlay, SteamEvent, SteamState } from './types';

/**
 * Every track the current player may draw with the die in hand: each empty
 * hex of the region, each kind and each distinct rotation. A card 6a/6b is
 * named only for the kinds the black die does not allow (naming it for an
 * allowed kind is legal too, but draws the same track).
 */
export function legalBuilds(s: SteamState): BuildEvent[] {
  const die = dieInHand(s);
  if (!die) return [];
  const tracks = currentSheet(s).tracks;
  const plain = allowedTracks(s);
  const card = holds(s, s.current, '6a') ? '6a' : holds(s, s.current, '6b') ? '6b' : undefined;
  const out: BuildEvent[] = [];
  // A die shows 1–6, and each is a region of the map.
  for (const hex of region(die.value)!.buildable) {
    // Stryker disable next-line ConditionalExpression: a shortcut: explainBuild refuses a drawn hex anyway (B2)
    if (tracks[hex]) continue;
    for (const track of TRACK_TYPES) {
      const needs = !plain.includes(track);
      // Stryker disable next-line ConditionalExpression: a shortcut: without 6a/6b explainBuild refuses a kind the black die leaves out anyway (B1)
      if (needs && !card) continue;
      for (const rotation of ROTATIONS[track]) {
        const e: BuildEvent = needs ? { type: 'track.build', hex, track, rotation, card } : { type: 'track.build', hex, track, rotation };
        if (explainBuild(s, e) === null) out.push(e);
      }
    }
  }
  return out;
}

/** True when the die in hand allows at least one action (build, improve, deliver, take a card). */
export function hasLegalAction(s: SteamState): boolean {
  return explainImprove(s) === null || explainTakeCard(s) === null || legalBuilds(s).length > 0 || legalDeliveries(s).length > 0;
}

/** Card plays open now: 1a/1b, 5a, 5b on the die in hand; 2a for a second die; 2b in the steal window. */
export function legalCardPlays(s: SteamState): CardPlay[] {
  // Stryker disable next-line ArrayDeclaration: an entry that is not a card play names no side the player holds, so the filter below drops it
  const candidates: CardPlay[] = [];
  if (s.phase === 'action') {
    for (let v = 1; v <= 6; v++) candidates.push({ type: 'card.play', card: '1a', value: v }, { type: 'card.play', card: '1b', value: v });
    candidates.push({ type: 'card.play', card: '5a', step: 1 }, { type: 'card.play', card: '5a', step: -1 });
    candidates.push({ type: 'card.play', card: '5b', mode: 'reroll' }, { type: 'card.play', card: '5b', mode: 'flip' });
    // Card 2a taking both dice at once (switch card2a "together"): the second die is taken with the first in hand; under
    // the default reading explainPlayCard refuses 2a here (SC3), so these are dropped below.
    for (const die of freeDiceByValue(s)) candidates.push({ type: 'card.play', card: '2a', die });
  } else if (s.phase === 'second') {
    for (const die of freeDiceByValue(s)) candidates.push({ type: 'card.play', card: '2a', die });
  } else candidates.push({ type: 'card.play', card: '2b' }); // the steal window (legalMoves asks in no other phase; explainPlayCard refuses 2b outside it)
  // Only the sides the player holds can be played (explainPlayCard would refuse the rest, at the cost of writing why).
  const held = heldSides(s, actorOf(s));
  return candidates.filter((e) => held.includes(e.card) && explainPlayCard(s, e) === null);
}

/** The free white dice, one per value (dice showing the same value are interchangeable), lowest index first. */
export function freeDiceByValue(s: SteamState): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  s.dice.white.forEach((d, i) => {
    if (d.by !== null || seen.has(d.value)) return;
    seen.add(d.value);
    out.push(i);
  });
  return out;
}

/** Every move open now (the table's roll included), in a fixed order. */
/** Two events are the same move (key order, and keys left undefined, aside): for finding a move among the legal ones. */
export function sameMove(a: SteamEvent, b: SteamEvent): boolean {
  return canonical(a) === canonical(b);
}

function canonical(e: SteamEvent): string {
  const o = e as unknown as Record<string, unknown>;
  return JSON.stringify(Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => [k, o[k]]));
}

export function legalMoves(s: SteamState): SteamEvent[] {
  switch (s.phase) {
    case 'roll':
      return [{ type: 'dice.roll' }];
    case 'draft':
      return freeDiceByValue(s).map((die) => ({ type: 'die.take', die }));
    case 'steal':
      return [...legalCardPlays(s), { type: 'steal.pass' }];
    case 'second':
      return [...legalCardPlays(s), { type: 'turn.end' }];
    case 'action': {
      const plays = legalCardPlays(s);
      const moves: SteamEvent[] = [...plays];
      if (explainImprove(s) === null) moves.push({ type: 'engine.improve' });
      if (explainTakeCard(s) === null) moves.push({ type: 'card.take' });
      moves.push(...legalDeliveries(s).map((d) => d.event));
      moves.push(...legalBuilds(s));
      if (moves.length === plays.length) moves.push({ type: 'turn.pass' });
      return moves;
    }
    case 'over':
      return [];
  }
}
