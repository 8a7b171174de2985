/**
 * What the Rollecate board works out from a selection (src/play/rollecate/boardPlans.ts), asked of the rules core:
 * the hand's cards that can start a build, a curve's legal turns, the selection after a card is put back, a build's
 * ride odds and which penalty cards may combine. The board's drawing of them is tests/component/teach-table.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { buildOdds, legalTurnsOf, penaltyCombines, playableCards, unselected } from '../../src/play/rollecate/boardPlans';
import { apply, explain } from '../../src/machines/rollecate/rules/game';
import { turnsFor } from '../../src/machines/rollecate/rules/geometry';
import { legalBuilds } from '../../src/machines/rollecate/rules/legal';
import { rideOdds } from '../../src/machines/rollecate/rules/odds';
import type { Card } from '../../src/machines/rollecate/rules/types';
import { findPosition, passer } from '../fixtures/teach-positions';

describe('the Rollecate board\'s plans', () => {
  const { state } = findPosition((s) => s.phase === 'action' && s.current === 0 && legalBuilds(s, 1).length > 0 && s.players[0]!.hand.some((c) => !c.chaos && !legalBuilds(s, 1).some((b) => b[0]!.card === c.id)), { pick: passer });
  const hand = state.players[0]!.hand;
  const starts = new Set(legalBuilds(state, 1).map((b) => b[0]!.card));

  it('marks exactly the track cards the core accepts as the start of a build', () => {
    const playable = playableCards(state, hand, [], []);
    for (const c of hand) expect(playable[c.id], c.id).toBe(c.chaos ? undefined : starts.has(c.id));
    // A selected card is not asked about again.
    const first = [...starts][0]!;
    expect(playableCards(state, hand, [first], [])[first]).toBeUndefined();
  });

  it('offers the turns the core accepts for a card, after the cards before it', () => {
    const first = hand.find((c) => starts.has(c.id))!;
    const turns = legalTurnsOf(state, [], first);
    expect(turns.length).toBeGreaterThan(0);
    expect(turns).toEqual(turnsFor(first).filter((turn) => explain(state, { type: 'turn.build', cards: [{ card: first.id, turn }] }) === null));
  });

  it('gives a legal build\'s ride odds, and none for a build the rules refuse', () => {
    const build = legalBuilds(state, 1)[0]!;
    const after = apply(state, { type: 'turn.build', cards: build });
    expect(after.ok).toBe(true);
    expect(buildOdds(state, build)).toEqual(after.ok ? rideOdds(after.state) : null);
    const refused = hand.find((c) => !c.chaos && !starts.has(c.id))!;
    expect(buildOdds(state, [{ card: refused.id, turn: turnsFor(refused)[0]! }])).toBeNull();
  });

  it('puts a card back: alone, or at the play table with the track cards picked after it (chaos cards stay)', () => {
    const card = (id: string, chaos = false) => ({ id, value: 1, shape: 'straight', ...(chaos ? { chaos: true } : {}) }) as unknown as Card;
    const cards = [card('a'), card('b'), card('x', true), card('c')];
    const sel = ['a', 'b', 'x', 'c'];
    expect(unselected(sel, cards[0]!, cards, false)).toEqual(['b', 'x', 'c']);
    expect(unselected(sel, cards[0]!, cards, true)).toEqual(['x']);
    expect(unselected(sel, cards[1]!, cards, true)).toEqual(['a', 'x']);
    expect(unselected(sel, cards[2]!, cards, true)).toEqual(['a', 'b', 'c']);
  });

  it('says for each penalty card waiting whether it may combine, as the core answers', () => {
    const { state: s } = findPosition((x) => x.phase === 'discard' && x.pending.length > 0, { pick: passer });
    const can = penaltyCombines(s);
    expect(can).toHaveLength(s.pending.length);
    s.pending.forEach((c, i) => expect(can[i]).toEqual(explain(s, { type: 'penalty.discard', card: c.id, combine: true })));
  });
});
