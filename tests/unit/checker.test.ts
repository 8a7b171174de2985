/**
 * The ruling checker's pure parts: reading a shared #s= link (garbage in, a
 * clear message out), the verdict in the runner's own words, and the
 * position editor's model → scenario JSON → runScenario round trip.
 */
import { CONTRACT_EXAMPLES } from '../fixtures/contract';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SCHEMA_URL,
  asSiteFile,
  cutAfter,
  decodeShared,
  encodeShared,
  fileName,
  fileOrder,
  parseScenarioText,
  rolitStoryDoc,
  safeStory,
  steamStoryDoc,
  stepOfAction,
  withMoves,
} from '../../src/components/checker/RulingChecker';
import { verdictOf } from '../../src/components/checker/checkerRun';
import { steamFiles, steamStrings } from '../../src/components/checker/checkerSteam';
import { withPrefix } from '../../src/components/exampleStrings';
import { pick } from '../../src/components/i18n';
import { storyWith } from '../../src/scenario/frames';
import { adapters } from '../../src/scenario/registry';
import { docFromModel, emptyModel, starterModel, freshId, modelFromDoc, modelFromState, withVariant, type EditorModel } from '../../src/play/rollecate/positionModel';
import { loadPosition, sendMove, startSnapshot } from '../../src/scenario/rollecate';
import { runScenario } from '../../src/scenario/run';

const root = join(import.meta.dirname, '..', '..');
const scenarios = join(root, 'src', 'content', 'scenarios', 'rollecate');
const read = (file: string) => JSON.parse(readFileSync(join(scenarios, file), 'utf8'));

/** A small legal position the editor can describe. */
function smallModel(): EditorModel {
  const m = emptyModel(['Ann', 'Bob']);
  m.title = 'Editor round trip: Ann passes onto a broken track';
  m.railway = [
    { id: 'r1', value: 1, kind: 'straight', broken: false, turn: 'straight' },
    { id: 'r2', value: 2, kind: 'curve', broken: false, turn: 'left' },
    { id: 'r3', value: 2, kind: 'straight', broken: true, turn: 'straight' },
  ];
  m.train = 'r2';
  m.drawPile = [
    { id: 'd1', value: 4, kind: 'straight', broken: false, turn: 'straight' },
    { id: 'd2', value: 3, kind: 'chaos', broken: false, turn: 'straight' },
  ];
  m.players[0]!.hand = [{ id: 'h1', value: 1, kind: 'curve', broken: false, turn: 'straight' }];
  m.players[1]!.discard = [{ id: 'p1', value: 1, kind: 'straight', broken: false, turn: 'straight' }];
  m.box = [{ id: 'b1', value: 2, kind: 'chaos', broken: false, turn: 'straight' }];
  m.steps = JSON.stringify([
    { pass: true },
    { expect: { phase: 'discard', train: 'r3', pending: ['r1', 'r2'] } },
  ]);
  return m;
}

describe('shared links (#s=)', () => {
  it('round-trips any document, UTF-8 included, as unpadded base64url', () => {
    const doc = { game: 'rollecate', title: 'Één kaart, “quotes”, emoji 🚂 and ß', position: {}, steps: [] };
    const s = encodeShared(doc);
    expect(s).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShared(s)).toEqual({ ok: true, doc });
    expect(decodeShared(`  ${s}\n`)).toEqual({ ok: true, doc });
  });

  it('encodes a document the way Node writes base64url of its UTF-8 JSON', () => {
    const doc = read('ruling-15-train-on-first-card-no-penalty.json');
    expect(encodeShared(doc)).toBe(Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url'));
    expect(decodeShared(Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url'))).toEqual({ ok: true, doc });
  });

  const garbage: [string, RegExp][] = [
    ['', /empty/],
    ['   ', /empty/],
    ['%%%garbage', /base64url/],
    ['hello world', /base64url/],
    ['abc$def', /base64url/],
    ['abcde', /base64url/],
    ['=abc', /base64url/],
    [Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url'), /UTF-8/],
    [Buffer.from('{"game": "rollecate",', 'utf8').toString('base64url'), /not valid JSON/],
    [Buffer.from('plain words', 'utf8').toString('base64url'), /not valid JSON/],
    [Buffer.from('[1, 2, 3]', 'utf8').toString('base64url'), /not a scenario/],
  ];
  for (const [input, message] of garbage) {
    it(`rejects ${JSON.stringify(input).slice(0, 30)} with a clear message`, () => {
      const out = decodeShared(input);
      expect(out.ok).toBe(false);
      if (!out.ok) {
        expect(out.error).toMatch(message);
        expect(out.error).toMatch(/^[A-Z].*\.$/);
      }
    });
  }

  it('never throws, whatever it is given', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    const alphabet = 'ABCxyz019-_=%$ {}"\u00e9\u{1F682}';
    for (let i = 0; i < 500; i++) {
      const s = Array.from({ length: Math.floor(rnd() * 40) }, () => [...alphabet][Math.floor(rnd() * [...alphabet].length)]).join('');
      expect(() => decodeShared(s)).not.toThrow();
    }
  });

  it('a decoded object that is no scenario gets the runner\'s own reason', () => {
    const out = decodeShared(encodeShared({ game: 'chess' }));
    expect(out.ok).toBe(true);
    // The games known grow (steam-rollers…); the reason names the two this checker steps through first.
    if (out.ok) expect(runScenario(out.doc).reason).toMatch(/^unknown game "chess" \(known: rollecate, rolit(, [a-z-]+)*\)$/);
  });
});

describe('the verdict', () => {
  it('says PASS for a good file and FAIL with exactly the runner\'s reason otherwise', () => {
    const doc = read('ruling-22-pass-onto-broken-track.json');
    expect(verdictOf(JSON.stringify(doc)).verdict).toMatchObject({ pass: true, reason: null });
    doc.steps[3].expect.train = 'r5';
    const { verdict } = verdictOf(JSON.stringify(doc));
    expect(verdict.pass).toBe(false);
    expect(verdict.reason).toBe(runScenario(doc).reason);
    expect(verdict.reason).toMatch(/^step 3 \(expect\): train: expected "r5"/);
  });

  it('uses the CLI\'s words for text that is not JSON, and never throws on garbage', () => {
    expect(verdictOf('{oops').verdict.reason).toMatch(/^not valid JSON \(/);
    expect(parseScenarioText('').ok).toBe(false);
    for (const text of ['null', '42', '"x"', '[]', '{}', '{"game":"chess"}', '{"game":"rollecate"}', '{"game":"rollecate","position":{},"steps":[]}', '{"game":"rollecate","position":{"railway":"x"},"steps":[]}']) {
      const { verdict } = verdictOf(text);
      expect(verdict.pass, text).toBe(false);
      expect(verdict.reason, text).toBe(runScenario(JSON.parse(text)).reason);
      expect(() => safeStory(JSON.parse(text), 'en', verdict.reason)).not.toThrow();
    }
  });

  it('steps through a file whose later steps are broken, up to the step that failed', () => {
    const doc = read('ruling-22-pass-onto-broken-track.json');
    doc.steps[3].expect.train = 'r5';
    doc.steps.push({ build: 'not a list' });
    const { verdict } = verdictOf(JSON.stringify(doc));
    const story = safeStory(doc, 'en', verdict.reason);
    expect(story).not.toBeNull();
    expect(story!.frames.length).toBeGreaterThan(1);
  });

  it('offers no step-through for another game', () => {
    const rolit = JSON.parse(readFileSync(join(CONTRACT_EXAMPLES, 'rolit-first-move.json'), 'utf8'));
    expect(verdictOf(JSON.stringify(rolit)).verdict.pass).toBe(true);
    expect(safeStory(rolit, 'en', null)).toBeNull();
  });
});

describe('playing moves and writing them into the file', () => {
  it('turns played moves into contract steps that replay to the same state', () => {
    const doc = read('ruling-05-broken-and-regular-together.json');
    const story = safeStory(doc, 'en', null)!;
    const start = story.frames[0]!.state;
    // Play the first two moves of the file again by hand, with a random roll in between.
    const hand = start.context.players[start.context.current]!.hand.filter((c) => !c.chaos);
    const build = { type: 'turn.build' as const, cards: [{ card: hand[0]!.id, turn: hand[0]!.shape === 'curve' ? ('left' as const) : ('straight' as const) }] };
    const a = sendMove(start, build);
    const played: Record<string, unknown>[] = [];
    let state = start;
    if (a.ok) {
      played.push(stepOfAction(build, a.snapshot.context));
      state = a.snapshot;
      const roll = sendMove(state, { type: 'ride.roll' });
      expect(roll.ok).toBe(true);
      if (roll.ok) {
        const step = stepOfAction({ type: 'ride.roll' }, roll.snapshot.context);
        expect(step).toMatchObject({ roll: { wheels: expect.any(Number) } });
        played.push(step);
        state = roll.snapshot;
      }
    }
    const next = withMoves(doc, cutAfter(doc.steps, null), played, state.context);
    expect(runScenario(next)).toMatchObject({ pass: true });
  });

  it('cuts after a move together with the narration and checks that follow it', () => {
    const steps = [{ say: 'a' }, { pass: true }, { say: 'b' }, { expect: {} }, { pass: true }, { say: 'c' }];
    expect(cutAfter(steps, null)).toBe(1);
    expect(cutAfter(steps, 1)).toBe(4);
    expect(cutAfter(steps, 4)).toBe(6);
  });
});

describe('position editor', () => {
  it('writes a contract document that the runner accepts, and reads it back unchanged', () => {
    const built = docFromModel(smallModel());
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.doc).toMatchObject({
      game: 'rollecate',
      options: { variant: 'standard' },
      position: {
        train: 'r2',
        railway: [
          { id: 'r1', value: 1, shape: 'straight', turn: 'straight' },
          { id: 'r2', value: 2, shape: 'curve', turn: 'left' },
          { id: 'r3', value: 2, shape: 'straight', broken: true, turn: 'straight' },
        ],
        drawPile: [{ id: 'd1' }, { id: 'd2', value: 3, chaos: true }],
        box: [{ id: 'b1', chaos: true }],
      },
    });
    // A curve in a hand carries no turn; a chaos card carries no shape.
    expect((built.doc.position as any).players[0].hand[0]).toEqual({ id: 'h1', value: 1, shape: 'curve' });
    expect(runScenario(built.doc)).toMatchObject({ pass: true });
    const again = docFromModel(modelFromDoc(JSON.parse(JSON.stringify(built.doc)))!);
    expect(again).toEqual(built);
  });

  it('reads every scenario file of the site into the editor and writes back a document the runner judges the same way', () => {
    for (const file of readdirSync(scenarios).filter((f) => f.endsWith('.json'))) {
      const doc = read(file);
      const model = modelFromDoc(doc);
      expect(model, file).not.toBeNull();
      const built = docFromModel(model!);
      expect(built.ok, file).toBe(true);
      if (!built.ok) continue;
      const before = runScenario(doc);
      const after = runScenario({ ...built.doc, title: doc.title });
      expect(after.pass, `${file}: ${after.reason}`).toBe(before.pass);
      expect(after.final, file).toEqual(before.final);
    }
  });

  it('shows the runner\'s own message for an illegal position', () => {
    const m = smallModel();
    m.railway[2]!.id = 'r1';
    const built = docFromModel(m);
    expect(built.ok).toBe(true);
    if (built.ok) expect(runScenario(built.doc).reason).toBe('position.railway[2] (card "r1"): duplicated card id "r1"');
    const overlap = smallModel();
    overlap.railway = [
      { id: 'a', value: 1, kind: 'curve', broken: false, turn: 'left' },
      { id: 'b', value: 1, kind: 'curve', broken: false, turn: 'left' },
      { id: 'c', value: 1, kind: 'curve', broken: false, turn: 'left' },
      { id: 'd', value: 1, kind: 'curve', broken: false, turn: 'left' },
      { id: 'e', value: 1, kind: 'straight', broken: false, turn: 'straight' },
    ];
    overlap.train = 'a';
    const o = docFromModel(overlap);
    if (o.ok) expect(runScenario(o.doc).reason).toMatch(/^position\.railway: "e" overlaps "a" at square \(0,0\)/);
    const empty = docFromModel(emptyModel());
    if (empty.ok) expect(runScenario(empty.doc).reason).toBe('position.drawPile must not be empty: the turn starts with a draw');
  });

  it('starts from a small example that the runner accepts', () => {
    const built = docFromModel(starterModel(['An', 'Bas']), 'Stelling uit de editor');
    expect(built.ok && built.doc.title).toBe('Stelling uit de editor');
    expect(built.ok && runScenario(built.doc)).toMatchObject({ pass: true });
  });

  it('reports unreadable steps instead of writing a file', () => {
    const m = smallModel();
    m.steps = '[{"pass": true}';
    expect(docFromModel(m)).toMatchObject({ ok: false, problem: { problem: 'json', detail: expect.any(String) } });
    m.steps = '{"pass": true}';
    expect(docFromModel(m)).toMatchObject({ ok: false, problem: { problem: 'list' } });
  });

  it('copies a position on screen at the start of a turn (the drawn card goes back on the pile)', () => {
    const built = docFromModel({ ...smallModel(), steps: '[]' });
    if (!built.ok) throw new Error(JSON.stringify(built.problem));
    const d = built.doc as { options: Record<string, unknown>; position: Record<string, unknown> };
    const shown = startSnapshot(loadPosition(d.options, d.position));
    expect(shown.context.phase).toBe('action');
    const model = modelFromState(shown.context, 'copy')!;
    expect(model).not.toBeNull();
    const copy = docFromModel(model);
    expect(copy.ok && (copy.doc.position as any).drawPile.map((c: { id: string }) => c.id)).toEqual(['d1', 'd2']);
    expect(copy.ok && runScenario(copy.doc).final).toEqual(runScenario(built.doc).final);
    // Mid-turn (waiting for the dice) there is no contract position.
    const mid = sendMove(shown, { type: 'turn.build', cards: [{ card: 'h1', turn: 'left' }] });
    if (mid.ok) expect(modelFromState(mid.snapshot.context)).toBeNull();
  });

  it('keeps the player count legal when the variant changes, and hands out fresh ids', () => {
    const m = smallModel();
    expect(withVariant(m, 'solo').players).toHaveLength(1);
    const betsy = withVariant(m, 'betsy');
    expect(betsy.players.map((p) => p.name)).toEqual(['Ann', 'Betsy']);
    expect(betsy.players[1]!.hand).toEqual([]);
    expect(withVariant(withVariant(m, 'solo'), 'standard').players).toHaveLength(2);
    expect(freshId(m, 'r')).toBe('r4');
    expect(freshId(m, 'h1-')).toBe('h1-1');
  });
});

describe('Steam Rollers files in the checker', () => {
  const steamDir = join(root, 'src', 'content', 'scenarios', 'steam-rollers');
  const readSteam = (file: string) => JSON.parse(readFileSync(join(steamDir, file), 'utf8'));

  it('names site files as the rulings pages link them, and lists Rollecate, then Rolit, then Steam Rollers', () => {
    expect(fileName('../../content/scenarios/steam-rollers/c5-07-used-engine-box-needs-a-card.json')).toBe('steam-rollers/c5-07-used-engine-box-needs-a-card');
    expect(fileName('../../content/scenarios/rolit/b3-07-colour-disappeared.json')).toBe('rolit/b3-07-colour-disappeared');
    expect(fileName('../../content/scenarios/rollecate/ruling-22-pass-onto-broken-track.json')).toBe('ruling-22-pass-onto-broken-track');
    const names = ['steam-rollers/a', 'rolit/b', 'story-x', 'steam-rollers/0', 'rolit/a', 'ruling-01'];
    expect(names.sort(fileOrder)).toEqual(['ruling-01', 'story-x', 'rolit/a', 'rolit/b', 'steam-rollers/0', 'steam-rollers/a']);
  });

  it('every Steam Rollers ruling on the rulings pages links to a site file the checker opens, in both languages', () => {
    const files = new Set(readdirSync(steamDir).map((f) => `steam-rollers/${f.replace(/\.json$/, '')}`));
    for (const [page, prefix] of [
      ['src/content/docs/steam-rollers/rulings.mdx', '/checker/#file=steam-rollers/'],
      ['src/content/docs/nl/steam-rollers/rulings.mdx', '/nl/checker/#file=steam-rollers/'],
    ] as const) {
      const text = readFileSync(join(root, page), 'utf8');
      expect(text).toContain(`href={\`${prefix}\${name}\`}`);
      const examples = [...text.matchAll(/<SteamExample name="([^"]+)"(?: lazy)? \/>\s*<Check name="([^"]+)" \/>/g)];
      expect(examples.length, page).toBe(18);
      expect(examples.length).toBe([...text.matchAll(/<SteamExample /g)].length);
      for (const [, shown, checked] of examples) {
        expect(checked).toBe(shown);
        expect(files.has(`steam-rollers/${checked}`), checked).toBe(true);
      }
    }
  });

  it('opens every Steam Rollers site file by name from the module loaded with the step-through', async () => {
    const names = readdirSync(steamDir).map((f) => f.replace(/\.json$/, '')).sort();
    expect([...steamFiles.keys()].sort()).toEqual(names);
    expect(await steamFiles.get('c5-07-used-engine-box-needs-a-card')!()).toEqual(readSteam('c5-07-used-engine-box-needs-a-card.json'));
    expect(steamFiles.get('no-such-file')).toBeUndefined();
  });

  it('shows a site file\'s $schema as the schema\'s address on the site, and changes nothing else', () => {
    const doc = readSteam('c5-07-used-engine-box-needs-a-card.json');
    expect(doc.$schema).toBe('../../../../public/scenario.schema.json');
    const shown = asSiteFile(doc) as Record<string, unknown>;
    expect(SCHEMA_URL).toBe('/scenario.schema.json');
    expect(shown.$schema).toBe('/scenario.schema.json');
    expect(Object.keys(shown)).toEqual(Object.keys(doc));
    expect({ ...shown, $schema: doc.$schema }).toEqual(doc);
    expect(doc.$schema).toBe('../../../../public/scenario.schema.json'); // the loaded module is not changed
    expect(verdictOf(JSON.stringify(shown, null, 2)).verdict).toMatchObject({ pass: true, reason: null });
    // A file without the key, and anything that is not an object, are shown as they are.
    const plain = { game: 'rolit', position: {}, steps: [] };
    expect(asSiteFile(plain)).toBe(plain);
    for (const v of [null, 3, 'x', [{ $schema: 'a' }]]) expect(asSiteFile(v)).toBe(v);
  });

  it('every site file, shown with the site\'s schema address, still gets the runner\'s verdict (PASS)', () => {
    for (const dir of ['rollecate', 'rolit', 'steam-rollers']) {
      for (const f of readdirSync(join(root, 'src', 'content', 'scenarios', dir))) {
        const doc = JSON.parse(readFileSync(join(root, 'src', 'content', 'scenarios', dir, f), 'utf8'));
        const text = JSON.stringify(asSiteFile(doc), null, 2);
        expect(text, f).not.toContain('public/scenario.schema.json');
        expect(verdictOf(text).verdict.pass, f).toBe(true);
      }
    }
  });

  it('steps through a passing file whole, a failing one up to the step the runner stopped at, and nothing of another game', () => {
    const doc = readSteam('c5-07-used-engine-box-needs-a-card.json');
    expect(steamStoryDoc(doc, verdictOf(JSON.stringify(doc)).verdict.reason)).toBe(doc);
    expect(steamStoryDoc(doc, null)).toBe(doc);
    // The last expect (step 10) is made wrong: the story stops before it, and it plays.
    doc.steps[10].expect.players[0].strength = 3;
    const { verdict } = verdictOf(JSON.stringify(doc));
    expect(verdict.reason).toMatch(/^step 10 \(expect\): players:/);
    const cut = steamStoryDoc(doc, verdict.reason) as { steps: unknown[] };
    expect(cut.steps).toEqual(doc.steps.slice(0, 10));
    const story = storyWith(cut, 'en', adapters);
    expect(story.ok).toBe(true);
    expect(story.frames.length).toBe(6); // the start, roll, draft, the refused engine, the card, the engine
    // A file that fails before any step (a bad position) has nothing to step through.
    const bad = readSteam('c5-07-used-engine-box-needs-a-card.json');
    bad.position.supply['1'].push('red', 'red');
    const badVerdict = verdictOf(JSON.stringify(bad)).verdict;
    expect(badVerdict.pass).toBe(false);
    expect(steamStoryDoc(bad, badVerdict.reason)).toBeNull();
    // Other games are stepped elsewhere.
    const rollecate = read('ruling-22-pass-onto-broken-track.json');
    expect(steamStoryDoc(rollecate, null)).toBeNull();
    expect(rolitStoryDoc(doc, null)).toBeNull();
    expect(safeStory(doc, 'en', null)).toBeNull();
    for (const v of [null, 3, 'steam-rollers', []]) expect(steamStoryDoc(v, null)).toBeNull();
  });

  it('loads the words of the Steam Rollers step-through on demand: the same sr.* strings the rule pages pass it', async () => {
    for (const lang of ['en', 'nl']) {
      const words = await steamStrings(lang);
      expect(words).toEqual(pick(lang, 'sr.'));
      expect(Object.keys(words).length).toBeGreaterThan(100);
      expect(Object.keys(words).every((k) => k.startsWith('sr.') || k === '_lang')).toBe(true);
    }
    expect((await steamStrings('nl'))['sr.story.dice']).not.toBe((await steamStrings('en'))['sr.story.dice']);
    expect(withPrefix([{ 'sr.a': '1', 'x.b': '2' }, { 'sr.a': '3' }], 'sr.')).toEqual({ 'sr.a': '3' });
  });
});
