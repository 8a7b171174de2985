/**
 * The coach (src/coach): it finds the forced best move in positions built for
 * it (scenario files in tests/fixtures/coach, whose first step is that move and
 * which the scenario runner checks too), it only ever names a legal move, it
 * gives the same advice for the same public view whatever the hidden cards
 * are (ruling 32: it sees only what the seat sees), and it is deterministic.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseRollecate, coachMove, redeal } from '../../src/coach/rollecate';
import { analyseRolit, openingFor, rolitCoachMove } from '../../src/coach/rolit';
import { chooseMove } from '../../src/machines/rollecate/bots';
import { apply, explain, startTurn } from '../../src/machines/rollecate/rules/game';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import { publicView } from '../../src/machines/rollecate/rules/view';
import type { Action, GameState } from '../../src/machines/rollecate/rules/types';
import { applyPlace, explainPlace } from '../../src/machines/rolit/rules/play';
import type { RolitState } from '../../src/machines/rolit/rules/types';
import { runScenario } from '../../src/scenario/run';
import { loadPosition, toAction } from '../../src/scenario/rollecate';
import { rolitAdapter } from '../../src/scenario/rolit';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'coach');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

function stepMove(step: Record<string, unknown>): [string, unknown] {
  const key = Object.keys(step).find((k) => k !== 'rejected' && k !== 'say') as string;
  return [key, step[key]];
}

/** A mid-game position of a seeded four-player game, in the action phase. */
function midGame(seed: number, turns: number): GameState {
  let s = newGame({ players: ['Ann', 'Bob', 'Cy', 'Di'], seed });
  let n = 0;
  while (s.phase !== 'over') {
    if (s.phase === 'action' && n++ >= turns) return s;
    const out = apply(s, chooseMove(s));
    if (!out.ok) throw new Error(out.refusal.message);
    s = out.state;
  }
  throw new Error('the game ended first');
}

describe('forced best moves (tests/fixtures/coach)', () => {
  it('has positions for both games', () => {
    expect(files.some((f) => f.startsWith('rollecate-'))).toBe(true);
    expect(files.some((f) => f.startsWith('rolit-'))).toBe(true);
  });
  for (const file of files) {
    it(file, () => {
      const doc = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
      // The file is a valid scenario whose steps the engine accepts.
      expect(runScenario(doc)).toMatchObject({ pass: true });
      const [key, value] = stepMove(doc.steps[0]);
      if (doc.game === 'rollecate') {
        const state = startTurn(loadPosition(doc.options ?? {}, doc.position));
        const wanted = toAction(key, value);
        for (const playouts of [0, 4]) {
          const report = analyseRollecate(state, { playouts, top: 3 });
          const best = report.options[report.best]!.action;
          expect(best.type).toBe(wanted.type);
          expect(JSON.stringify(best)).toBe(JSON.stringify(wanted));
        }
      } else {
        const state = rolitAdapter.load(doc.options ?? {}, doc.position).context.game as RolitState;
        const report = analyseRolit(state);
        expect(report.options[report.best]!.square).toBe(value);
        expect(rolitCoachMove(state)).toBe(value);
      }
    });
  }
});

describe('the Rollecate coach', () => {
  it('reports the exact odds of a near-certain derailment and prefers the safe build', () => {
    const doc = JSON.parse(readFileSync(join(DIR, 'rollecate-certain-derailment-avoided.json'), 'utf8'));
    const state = startTurn(loadPosition(doc.options, doc.position));
    const report = analyseRollecate(state, { playouts: 0 });
    const four = report.options.find((o) => o.action.type === 'turn.build' && o.action.cards[0]!.card === 'h4')!;
    expect(four.derailFraction).toBe('8/9');
    const pass = report.options.find((o) => o.action.type === 'turn.pass')!;
    expect(pass.penaltyCards).toBe(1);
    expect(pass.penaltyPoints).toBe(4);
    expect(four.penaltyCards).toBeCloseTo((24 * 1 + 32 * 2 + 16 * 3) / 81, 9);
    expect(pass.plan).toEqual([{ card: 'r1', combine: false }]);
    expect(report.options[report.best]!.regret).toBe(0);
    expect(four.regret).toBeGreaterThan(1);
  });

  it('only names legal moves, and the strong bot plays whole games with them', () => {
    let s = newGame({ players: ['Ann', 'Bob', 'Cy', 'Di'], seed: 5 });
    let checked = 0;
    while (s.phase !== 'over') {
      const move: Action = s.current === 0 ? coachMove(s) : chooseMove(s);
      expect(explain(s, move)).toBeNull();
      if (s.current === 0 && s.phase === 'action' && checked++ % 3 === 0) {
        for (const o of analyseRollecate(s, { playouts: 0 }).options) expect(explain(s, o.action)).toBeNull();
      }
      const out = apply(s, move);
      if (!out.ok) throw new Error(out.refusal.message);
      s = out.state;
    }
    expect(s.result).not.toBeNull();
  });

  it('sees only the public view: re-dealing the hidden cards changes nothing', () => {
    const s = midGame(11, 9);
    const other = redeal(s, s.current, 12345);
    expect(publicView(other, s.current)).toEqual(publicView(s, s.current));
    expect(other.drawPile.map((c) => c.id)).not.toEqual(s.drawPile.map((c) => c.id));
    const a = analyseRollecate(s, { playouts: 3, top: 2, late: Infinity, seed: 9 });
    const b = analyseRollecate({ ...other, rng: 424242 }, { playouts: 3, top: 2, late: Infinity, seed: 9 });
    expect(b).toEqual(a);
  });

  it('runs its playouts only in the seat\'s last turns, as the budget says', () => {
    const early = midGame(3, 2);
    expect(analyseRollecate(early, { playouts: 3, top: 2, late: 1 }).playouts).toBe(0);
    let late = early;
    while (late.phase !== 'over' && !(late.phase === 'action' && late.drawPile.length <= late.players.length)) {
      const out = apply(late, chooseMove(late));
      if (!out.ok) throw new Error(out.refusal.message);
      late = out.state;
    }
    const r = analyseRollecate(late, { playouts: 3, top: 2, late: 1 });
    expect(r.playouts).toBe(6);
    // Played to the end, a playout knows who won: the options it weighed carry a win share.
    expect(r.options.filter((o) => o.winShare !== null)).toHaveLength(2);
  });

  it('is deterministic for a seed', () => {
    const s = midGame(3, 6);
    expect(analyseRollecate(s, { playouts: 2, top: 2, late: Infinity, seed: 1 })).toEqual(analyseRollecate(s, { playouts: 2, top: 2, late: Infinity, seed: 1 }));
  });

  it('weighs penalty discards by the planner: the first step of the best order is best', () => {
    let s = newGame({ players: ['Ann', 'Bob'], seed: 2 });
    let found = false;
    while (s.phase !== 'over' && !found) {
      if (s.phase === 'discard' && s.pending.length > 1) {
        const r = analyseRollecate(s);
        expect(r.kind).toBe('discard');
        const best = r.options[r.best]!;
        expect(Math.min(...r.options.map((o) => o.penaltyPoints))).toBe(best.penaltyPoints);
        found = true;
      }
      const out = apply(s, chooseMove(s));
      if (!out.ok) throw new Error(out.refusal.message);
      s = out.state;
    }
    expect(found).toBe(true);
  });
});

describe('the Rolit coach', () => {
  it('only names legal placements, through whole rounds against the bot', () => {
    for (const seed of [1, 2]) {
      let { state: s, strong } = openingFor(seed, seed % 2);
      while (s.phase !== 'over') {
        if (s.current === strong) {
          const report = analyseRolit(s, { depth: 1, playout: false });
          for (const o of report.options) expect(explainPlace(s, o.square)).toBeNull();
        }
        const sq = s.current === strong ? rolitCoachMove(s) : rolitCoachMove(s, { depth: 0 });
        const out = applyPlace(s, sq!);
        if (!out.ok) throw new Error(out.refusal.message);
        s = out.state;
      }
      expect(s.result).not.toBeNull();
    }
  });

  it('takes a free corner and names what each placement gives away', () => {
    const s = openingFor(4, 0, 0).state;
    const report = analyseRolit(s, { depth: 1 });
    for (const o of report.options) {
      expect(o.gain).toBe(1 + o.captured);
      expect(o.cornersGiven).toBeGreaterThanOrEqual(0);
    }
    expect(report.options[report.best]!.regret).toBe(0);
  });
});
