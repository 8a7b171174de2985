/**
 * The rules lab's data files (src/content/lab-data/, written by `npm run lab`)
 * still hold: a fresh sample of the same seeds plays the same games (turns,
 * scores, winners), every divergence still parts where and how it says, and
 * its two scenario files (the pages' live example) run. Plus the intervals.
 * Kept to a few seconds: one game per table and reading (Steam Rollers, whose
 * games cost about a second, two tables).
 */
import { describe, expect, it } from 'vitest';
import rollecateData from '../../src/content/lab-data/rollecate.json';
import rolitData from '../../src/content/lab-data/rolit.json';
import steamData from '../../src/content/lab-data/steam-rollers.json';
import * as rollecate from '../../src/lab/rollecate';
import * as rolit from '../../src/lab/rolit';
import * as steam from '../../src/lab/steam';
import { partingDocs } from '../../src/lab/docs';
import { apart, counts, mean, quantile, share } from '../../src/lab/stats';
import type { LabConfig, LabData } from '../../src/lab/types';
import { compileStory } from '../../src/scenario/frames';
import { rollecateAdapter } from '../../src/scenario/rollecate';
import { rolitAdapter } from '../../src/scenario/rolit';
import { steamRollersAdapter } from '../../src/scenario/steam-rollers';
import { runWith } from '../../src/scenario/runCore';

const RC = rollecateData as unknown as LabData;
const RO = rolitData as unknown as LabData;
const SR = steamData as unknown as LabData;

describe('lab statistics', () => {
  it('gives the Wilson interval of a share', () => {
    expect(share(50, 100)).toEqual({ n: 100, value: 0.5, lo: 0.4038, hi: 0.5962 });
    expect(share(0, 10)).toEqual({ n: 10, value: 0, lo: 0, hi: 0.2775 });
    expect(share(10, 10).hi).toBe(1);
  });
  it('gives a mean with ±1.96 standard errors, counts and quantiles', () => {
    expect(mean([1, 2, 3, 4])).toEqual({ n: 4, value: 2.5, lo: 1.2348, hi: 3.7652 });
    expect(counts([3, 1, 3, 2])).toEqual([[1, 1], [2, 1], [3, 2]]);
    expect(quantile([5, 1, 3], 0.5)).toBe(3);
    expect(apart({ lo: 0.1, hi: 0.2 }, { lo: 0.25, hi: 0.3 })).toBe(true);
    expect(apart({ lo: 0.1, hi: 0.26 }, { lo: 0.25, hi: 0.3 })).toBe(false);
  });
});

/** The committed first sample game of a config, played again from its seed. */
function expectReplays(c: LabConfig, play: (seed: number) => { turns: number; scores: number[]; winners: number[] }) {
  const want = c.sample[0]!;
  expect(want.seed).toBe(c.seeds.first);
  const got = play(want.seed);
  expect({ seed: want.seed, turns: got.turns, scores: got.scores, winners: got.winners }).toEqual(want);
}

describe('the data files say what made them', () => {
  it.each([RC, RO, SR])('$game: version, commit, seeds and sample sizes', (d) => {
    expect(d.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(d.commit).toMatch(/^[0-9a-f]{40}/);
    for (const c of d.configs) {
      expect(c.summary.n).toBe(c.seeds.count);
      expect(c.sample.length).toBeGreaterThan(0);
      const shares = c.summary.seats.reduce((a, s) => a + s.value, 0);
      if (c.summary.seats.length) expect(shares).toBeCloseTo(1, 3);
    }
  });
});

describe('Rollecate: the committed games reproduce', () => {
  for (const c of RC.configs) {
    it(c.id, () => {
      const { table, rules } = c.base ? rollecate.readingOf(c.id) : { table: rollecate.TABLES.find((t) => t.id === c.table)!, rules: {} };
      expectReplays(c, (seed) => rollecate.playRollecate(table, seed, rules));
    });
  }
});

describe('Rolit: the committed rounds reproduce', () => {
  for (const c of RO.configs) {
    it(c.id, () => {
      const { table, reading } = c.base ? rolit.readingOf(c.id) : { table: rolit.TABLES.find((t) => t.id === c.table)!, reading: {} };
      expectReplays(c, (seed) => {
        const r = rolit.playRolit(table, seed, reading);
        return { turns: r.placements, scores: r.counts, winners: r.winners };
      });
    });
  }
});

describe('Steam Rollers: the committed games reproduce', () => {
  // Its games are long (the strong bot thinks: about 5 s a game here): one, under a reading (3b), so that the bot, the
  // table and the switch all replay; the other configurations' first games are the same code on other seeds.
  for (const c of SR.configs.filter((x) => x.id === 'bonus3b')) {
    it(c.id, () => {
      const { table, switches } = c.base ? steam.readingOf(c.id) : { table: steam.TABLES.find((t) => t.id === c.table)!, switches: {} };
      expectReplays(c, (seed) => {
        const r = steam.playSteam(table, seed, switches, SR.bot.id as steam.SteamBot);
        return { turns: r.turns, scores: r.totals, winners: r.winners };
      });
    });
  }
});

describe('every divergence still parts where it says', () => {
  for (const d of RC.divergences) {
    it(`Rollecate ${d.reading}`, () => {
      const { table, rules } = rollecate.readingOf(d.reading);
      const p = rollecate.partRollecate(table, {}, rules, d.seed);
      expect(p).not.toBeNull();
      expect({ kind: p!.kind, moves: p!.steps.map((s) => s.move), en: p!.en }).toEqual({ kind: d.kind, moves: d.steps.map((s) => s.move), en: d.en });
      // The page's two files: each runs, and they differ where the search says (one refuses the last move, or the positions part).
      const docs = partingDocs('rollecate', d, ['a', 'b'])!;
      const stories = docs.map((doc) => compileStory(doc, 'en', { rollecate: rollecateAdapter }));
      for (const s of stories) expect(s.ok, s.error ?? '').toBe(true);
      if (d.kind === 'refused') expect(stories[1]!.frames.at(-1)!.refused).toBeTruthy();
      if (d.kind === 'legal') expect(stories[0]!.frames.at(-1)!.refused).toBeTruthy();
    });
  }
  for (const d of RO.divergences) {
    it(`Rolit ${d.reading}`, () => {
      const { table, reading } = rolit.readingOf(d.reading);
      const p = rolit.partRolit(table, {}, reading, d.seed);
      expect(p).not.toBeNull();
      expect({ kind: p!.kind, moves: p!.steps.map((s) => s.move), en: p!.en }).toEqual({ kind: d.kind, moves: d.steps.map((s) => s.move), en: d.en });
      for (const doc of partingDocs('rolit', d, ['a', 'b'])!) expect(runWith(doc, { rolit: rolitAdapter }).pass).toBe(true);
    });
  }
  for (const d of SR.divergences.filter((x) => x.steps.length < 50)) {
    it(`Steam Rollers ${d.reading}`, () => {
      const { table, switches } = steam.readingOf(d.reading);
      const p = steam.partSteam(table, {}, switches, d.seed);
      expect(p).not.toBeNull();
      expect({ kind: p!.kind, moves: p!.steps.map((s) => s.move) }).toEqual({ kind: d.kind, moves: d.steps.map((s) => s.move) });
      const stories = partingDocs('steam-rollers', d, ['a', 'b'])!.map((doc) => compileStory(doc, 'en', { 'steam-rollers': steamRollersAdapter }));
      for (const s of stories) expect(s.ok, s.error ?? '').toBe(true);
      if (d.kind === 'refused') expect(stories[1]!.frames.at(-1)!.refused).toBeTruthy();
      if (d.kind === 'legal') expect(stories[0]!.frames.at(-1)!.refused).toBeTruthy();
    });
  }
});
