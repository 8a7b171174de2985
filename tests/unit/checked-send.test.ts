/**
 * `checkedSend` (src/scenario/pureTransition.ts): the one way the runner, the
 * examples and the tables send a move to any of the three charts. The core
 * decides, the chart must agree; a chart that drifts from its core is thrown,
 * never shown as a legal or refused move.
 */
import { describe, expect, it } from 'vitest';
import { checkedSend } from '../../src/scenario/pureTransition';
import { sendMove, startSnapshot } from '../../src/scenario/rollecate-chart';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { startTurn } from '../../src/machines/rollecate/rules/game';

type Snap = { context: { n: number }; value: string };
type Ev = { type: 'add' | 'bad' };
const refuseBad = (_: { n: number }, e: Ev) => (e.type === 'bad' ? { message: 'X1 · no' } : null);

describe('checkedSend holds a chart to its rules core', () => {
  it('passes on what the core allows, and refuses with the core\'s reason leaving the snapshot as it was', () => {
    const send = checkedSend((s: Snap, e: Ev) => (e.type === 'add' ? { ...s, context: { n: s.context.n + 1 } } : s), refuseBad);
    const start: Snap = { context: { n: 0 }, value: 'idle' };
    const ok = send(start, { type: 'add' });
    expect(ok).toEqual({ ok: true, snapshot: { context: { n: 1 }, value: 'idle' } });
    expect(send(start, { type: 'bad' })).toEqual({ ok: false, reason: 'X1 · no', refusal: { message: 'X1 · no' } });
  });

  it('throws when the chart changes the state on a move the core refuses', () => {
    const send = checkedSend((s: Snap) => ({ ...s, context: { n: s.context.n + 1 } }), refuseBad);
    expect(() => send({ context: { n: 0 }, value: 'idle' }, { type: 'bad' })).toThrow(/changed the state on a refused move \(X1 · no\)/);
  });

  it('throws when the chart ignores a move the core allows', () => {
    const send = checkedSend((s: Snap) => s, refuseBad);
    expect(() => send({ context: { n: 0 }, value: 'idle' }, { type: 'add' })).toThrow(/ignored a legal add in state "idle"/);
  });

  it('the real charts: a legal Rollecate move moves on, an illegal one is refused with its rule and changes nothing', () => {
    const s = startTurn(newGame({ players: ['A', 'B'], seed: 3 }));
    let snap = startSnapshot(s);
    // Setup placements first, then the first legal move of the turn.
    for (let guard = 0; snap.context.phase === 'setup' && guard < 10; guard++) {
      const out = sendMove(snap, legalActions(snap.context)[0]!);
      if (!out.ok) throw new Error(out.reason);
      snap = out.snapshot;
    }
    const refused = sendMove(snap, { type: 'penalty.discard', card: 'nope', combine: false });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.refusal.rule).toMatch(/^R\d+/);
    const moved = sendMove(snap, legalActions(snap.context)[0]!);
    expect(moved.ok).toBe(true);
    if (moved.ok) expect(moved.snapshot.context.log.size).toBeGreaterThan(snap.context.log.size);
  });
});
