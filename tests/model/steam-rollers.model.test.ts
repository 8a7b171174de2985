import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { steamRollersMachine } from '../../src/machines/steam-rollers/machine';
import { legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import type { SteamState } from '../../src/machines/steam-rollers/rules/types';
import { CoverageRecorder, explore, fixtures, resumeFrom } from './steam-rollers-explore';

describe('Steam Rollers statechart, model-based (xstate/graph)', () => {
  const recorder = new CoverageRecorder();
  const rests = new Map<string, SteamState>();

  for (const fixture of fixtures()) {
    it(`explores every reachable state and agrees with the rules core: ${fixture.name}`, () => {
      const result = explore(fixture, recorder);
      for (const [state, s] of result.rests) if (!rests.has(state)) rests.set(state, s);
      console.log(`steam rollers ${fixture.name}: ${result.states} states, ${result.steps} replayed steps`);
      expect(result.problems).toEqual([]);
      expect(result.states).toBeGreaterThan(1);
    });
  }

  it('RD1–RD4 enter the chart where a saved position waits: rolling, drafting, the 2b window, acting, the 2a choice, over', () => {
    expect([...rests.keys()].sort()).toEqual(['acting', 'drafting', 'over', 'rolling', 'secondDie', 'stealWindow']);
    expect(resumeFrom([...rests.values(), ...fixtures().map((f) => f.state)], recorder)).toEqual([]);
  });

  it('RD2, RD3, SC3, F1 reach 100% of the state nodes and transitions', () => {
    const cov = recorder.report();
    console.log(`steam rollers chart coverage: state nodes ${cov.stateNodes.covered}/${cov.stateNodes.total}, transitions ${cov.transitions.covered}/${cov.transitions.total}`);
    expect(cov.stateNodes.missing).toEqual([]);
    expect(cov.transitions.missing).toEqual([]);
    expect(cov.stateNodes.total).toBe(15);
    expect(cov.transitions.total).toBe(31);
  });

  it('the recorder notices states and transitions that were never taken', () => {
    const partial = new CoverageRecorder();
    const [first] = fixtures();
    const actor = createActor(steamRollersMachine, { input: first!.state, inspect: partial.inspect });
    actor.start();
    partial.record(actor.getSnapshot());
    actor.send(legalMoves(actor.getSnapshot().context)[0]!);
    partial.record(actor.getSnapshot());
    const cov = partial.report();
    expect(cov.stateNodes.missing).toEqual(expect.arrayContaining(['steamRollers.stealWindow', 'steamRollers.secondDie', 'steamRollers.scoring', 'steamRollers.over']));
    expect(cov.transitions.missing).toEqual(expect.arrayContaining(['steamRollers.stealWindow --steal.pass--> steamRollers.acting [isLegal]']));
    expect(cov.transitions.covered).toBeLessThan(cov.transitions.total);
  });
});
