/**
 * Stories worked out when the site is built (frames.ts, `compileStory`) and
 * replayed by the example islands on the chart alone (replay.ts, `storyOf`):
 * a rule page's Rollecate and Steam Rollers examples carry no scenario reader
 * or runner. The story an island shows from the compiled data, after the trip
 * through the page as plain data, must be the very story the runner tells
 * from the file: every frame's state, narration, move, refusal and checks
 * (the words in both languages).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longChainScenario } from '../../scripts/long-chain';
import { rollecateStory } from '../../src/components/rollecate/Scenario';
import { steamStory } from '../../src/components/steam-rollers/SteamScenario';
import { compileStory, storyWith, type CompiledStory, type Story } from '../../src/scenario/frames';
import { rollecateAdapter, type RollecateSnapshot } from '../../src/scenario/rollecate';
import { rolitAdapter } from '../../src/scenario/rolit';
import { steamRollersAdapter, type SteamRun } from '../../src/scenario/steam-rollers';

const root = join(import.meta.dirname, '..', '..');
const filesOf = (game: string) => {
  const dir = join(root, 'src/content/scenarios', game);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: f, doc: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, any> }));
};

/** What the page does to the island's props: written into the page and read back (JSON is the stricter trip). */
const throughPage = (c: CompiledStory): CompiledStory => JSON.parse(JSON.stringify(c));

/**
 * A frame as the island uses it, with its state seen through `view`. The states do not depend on the
 * language, so the Dutch pass compares the words only (`view` null).
 */
function framesSeen<S>(story: Story<S>, view: ((s: S) => unknown) | null) {
  return story.frames.map((f) => ({ say: f.say, move: f.move, refused: f.refused, refusal: f.refusal ?? null, checks: f.checks, ...(view ? { state: view(f.state) } : {}) }));
}

const rollecate = { rollecate: rollecateAdapter };
const steam = { 'steam-rollers': steamRollersAdapter };
const rcView = (s: RollecateSnapshot) => ({ value: s.value, context: s.context });
const srView = (r: SteamRun) => ({ value: r.snapshot.value, context: r.snapshot.context, names: r.names });

describe('a compiled story, replayed on the chart, is the story the runner tells', () => {
  it('every Rollecate file of the site, and a 200-turn game, in both languages', () => {
    const docs = [...filesOf('rollecate'), { name: 'long chain', doc: longChainScenario(200, 7).doc as Record<string, any> }];
    expect(docs.length).toBeGreaterThan(50);
    for (const { name, doc } of docs) {
      for (const lang of ['en', 'nl']) {
        const want = storyWith<RollecateSnapshot>(doc, lang, rollecate);
        const got = rollecateStory(throughPage(compileStory(doc, lang, rollecate)));
        expect({ ok: got.ok, error: got.error, title: got.title, rules: got.rules }, name).toEqual({ ok: want.ok, error: want.error, title: want.title, rules: want.rules });
        expect(framesSeen(got, lang === 'en' ? rcView : null), `${name} (${lang})`).toEqual(framesSeen(want, lang === 'en' ? rcView : null));
      }
    }
  });

  it('every Steam Rollers file of the site, in both languages', () => {
    const docs = filesOf('steam-rollers');
    expect(docs.length).toBeGreaterThan(20);
    for (const { name, doc } of docs) {
      for (const lang of ['en', 'nl']) {
        const want = storyWith<SteamRun>(doc, lang, steam);
        const got = steamStory(throughPage(compileStory(doc, lang, steam)));
        expect({ ok: got.ok, error: got.error, title: got.title }, name).toEqual({ ok: want.ok, error: want.error, title: want.title });
        expect(framesSeen(got, lang === 'en' ? srView : null), `${name} (${lang})`).toEqual(framesSeen(want, lang === 'en' ? srView : null));
      }
    }
  });

  it('named seats keep their names, and a seat left unnamed stays "player N" after the trip', () => {
    const named = filesOf('steam-rollers').find(({ doc }) => Array.isArray(doc.position?.players) && doc.position.players.some((p: any) => p.name));
    expect(named, 'a Steam Rollers file with named seats').toBeDefined();
    const got = steamStory(throughPage(compileStory(named!.doc, 'en', steam)));
    const names = named!.doc.position.players.map((p: any) => p.name);
    expect(got.frames[0]!.state.names).toEqual(names);
  });
});

describe('what a compiled story holds, and what it refuses', () => {
  const doc = filesOf('rollecate').find(({ doc }) => doc.steps.some((s: any) => s.rejected) && doc.steps.some((s: any) => s.build))!.doc;

  it('a refused move keeps its refusal and no event; a played one keeps the core event it became', () => {
    const c = compileStory(doc, 'en', rollecate);
    const refused = c.frames.filter((f) => f.refused !== null);
    const played = c.frames.filter((f, i) => i > 0 && f.refused === null);
    expect(refused.length).toBeGreaterThan(0);
    expect(played.length).toBeGreaterThan(0);
    for (const f of refused) expect(f.event, f.refused!).toBeUndefined();
    for (const f of played) expect(f.event).toMatchObject({ type: expect.stringMatching(/^(setup|turn|ride|penalty|chaos|betsy)\./) });
    // Plain data: the trip through the page changes nothing.
    expect(throughPage(c)).toEqual(c);
  });

  it('a refused move\'s frame shows the very state of the frame before it', () => {
    const story = rollecateStory(throughPage(compileStory(doc, 'en', rollecate)));
    const i = story.frames.findIndex((f) => f.refused !== null);
    expect(story.frames[i]!.state).toBe(story.frames[i - 1]!.state);
  });

  it('a file that cannot be loaded compiles to its reason and no frames; one that fails an expectation keeps its frames', () => {
    const broken = compileStory({ ...doc, position: { ...doc.position, train: 'nowhere' } }, 'en', rollecate);
    expect(broken).toMatchObject({ ok: false, start: null, frames: [] });
    expect(broken.error).toBe(storyWith({ ...doc, position: { ...doc.position, train: 'nowhere' } }, 'en', rollecate).error);
    expect(rollecateStory(broken).frames).toEqual([]);
    const wrong = { ...doc, steps: [...doc.steps, { expect: { phase: 'nonsense' } }] };
    const failing = rollecateStory(throughPage(compileStory(wrong, 'en', rollecate)));
    expect(failing.ok).toBe(false);
    expect(failing.frames.length).toBe(storyWith(wrong, 'en', rollecate).frames.length);
    expect(failing.frames.at(-1)!.checks.some((c) => !c.ok)).toBe(true);
  });

  it('an event the chart refuses on replay (a story tampered with) fails that frame loudly, not silently', () => {
    const c = throughPage(compileStory(doc, 'en', rollecate));
    const i = c.frames.findIndex((f, k) => k > 0 && f.refused === null);
    c.frames[i]!.event = { type: 'ride.roll', wheels: 99 };
    const story = rollecateStory(c);
    expect(() => story.frames[i]!.state).toThrow(/refused a move it took when the story was made/);
  });

  it('an adapter without a plain form of its state cannot compile a story (Rolit replays its file itself)', () => {
    const rolit = filesOf('rolit')[0]!.doc;
    expect(() => compileStory(rolit, 'en', { rolit: rolitAdapter })).toThrow(/cannot compile a story/);
  });
});
