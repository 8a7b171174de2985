import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { rolitMachine } from '../../src/machines/rolit/machine';
import { boardFromRows } from '../../src/machines/rolit/rules/board';
import { matchFromGame, type RolitMatch } from '../../src/machines/rolit/rules/match';
import { legalPlacements } from '../../src/machines/rolit/rules/play';
import { fromPosition } from '../../src/machines/rolit/rules/setup';
import { CoverageRecorder, explore, fixtures, resumeFrom } from './rolit-explore';

describe('Rolit statechart, model-based (xstate/graph)', () => {
  const recorder = new CoverageRecorder();
  const rests = new Map<string, RolitMatch>();

  for (const fixture of fixtures()) {
    it(`explores every reachable state and agrees with the rules core: ${fixture.name}`, () => {
      const result = explore(fixture, recorder);
      for (const [state, m] of result.rests) if (!rests.has(state)) rests.set(state, m);
      console.log(`rolit ${fixture.name}: ${result.states} states, ${result.steps} replayed steps`);
      expect(result.problems).toEqual([]);
      expect(result.states).toBeGreaterThan(1);
    });
  }

  it('RO12 enters the chart where a saved match stands: playing, between rounds, over, or a full board not yet scored', () => {
    const full = matchFromGame(fromPosition({ size: 4, adjacency: 8, edition: 'standard', cells: boardFromRows(['RRRR', 'GGGG', 'RRRR', 'GGGR'], 4), players: ['R', 'G'], current: 'G' }));
    expect([...rests.keys()].sort()).toEqual(['betweenRounds', 'matchOver', 'placing']);
    expect(resumeFrom([...rests.values(), full, ...fixtures().map((f) => f.match)], recorder)).toEqual([]);
    const actor = createActor(rolitMachine, { input: full }).start();
    expect(actor.getSnapshot().value).toBe('matchOver');
    expect(actor.getSnapshot().context.score?.winners).toEqual(['R']);
  });

  it('reaches 100% of the state nodes and transitions (RO5–RO14)', () => {
    const cov = recorder.report();
    console.log(`rolit chart coverage: state nodes ${cov.stateNodes.covered}/${cov.stateNodes.total}, transitions ${cov.transitions.covered}/${cov.transitions.total}`);
    expect(cov.stateNodes.missing).toEqual([]);
    expect(cov.transitions.missing).toEqual([]);
    expect(cov.stateNodes.total).toBe(9);
    expect(cov.transitions.total).toBe(12);
  });

  it('the recorder notices states and transitions that were never taken', () => {
    const partial = new CoverageRecorder();
    const [first] = fixtures();
    const actor = createActor(rolitMachine, { input: first!.match, inspect: partial.inspect });
    actor.start();
    partial.record(actor.getSnapshot());
    actor.send({ type: 'ball.place', square: legalPlacements(actor.getSnapshot().context.game)[0]! });
    partial.record(actor.getSnapshot());
    const cov = partial.report();
    expect(cov.stateNodes.missing).toEqual(expect.arrayContaining(['rolit.roundOver', 'rolit.betweenRounds', 'rolit.nextRound', 'rolit.matchOver']));
    expect(cov.transitions.covered).toBeLessThan(cov.transitions.total);
    expect(cov.transitions.missing).toEqual(expect.arrayContaining(['rolit.betweenRounds --round.next--> rolit.nextRound [canStartNextRound]']));
    expect(cov.transitions.missing.length).toBeGreaterThanOrEqual(6);
  });
});
