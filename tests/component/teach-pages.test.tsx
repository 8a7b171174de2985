// @vitest-environment happy-dom
/**
 * Issue 12, the rule pages: the stories' titles in both languages and their
 * narration in step with the board, the note on a story's short draw pile,
 * rule chips with their clause's summary, the statecharts labelled in words,
 * "previous / next" kept within a game, and the examples a rulings page draws
 * only when they come into view. No browser needed; tests/e2e/teach-pages.spec.ts
 * checks the built pages.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { h, render, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { chooseEdition, EDITION_KEY } from '../../src/play/rolit/editionChoice';
import Scenario from '../../src/components/rollecate/Scenario';
import { propsFor } from '../../src/components/rollecate/example';
import LazyScenario, { loadStrings, PREFIXES } from '../../src/components/kit/story/LazyScenario';
import { pick } from '../../src/components/i18n';
import { clauseChip } from '../../src/components/rollecate/clauses';
import { SR_CLAUSES, srClauseChip } from '../../src/components/steam-rollers/clauses';
import { ROLLECATE_SUMMARIES } from '../../src/components/rollecate/summaries';
import { ROLIT_SUMMARIES } from '../../src/components/rolit/summaries';
import { STEAM_SUMMARIES } from '../../src/components/steam-rollers/summaries';
import { chartModel } from '../../src/components/chart/chartLayout';
import { chartWords } from '../../src/components/chart/chartWords';
import { allHeadings, gameOf, sameGame, tocOf } from '../../src/components/starlight/routeData';
import { storyWith } from '../../src/scenario/frames';
import { rollecateAdapter, type RollecateSnapshot } from '../../src/scenario/rollecate';
import { rollecateMachine } from '../../src/machines/rollecate/machine';
import { rolitMachine } from '../../src/machines/rolit/machine';
import { steamRollersMachine } from '../../src/machines/steam-rollers/machine';

const root = join(import.meta.dirname, '..', '..');
const scenarios = join(root, 'src/content/scenarios/rollecate');
const STORIES = readdirSync(scenarios).filter((f) => f.startsWith('story-')).map((f) => f.replace(/\.json$/, ''));
const read = (name: string) => JSON.parse(readFileSync(join(scenarios, `${name}.json`), 'utf8'));

let host: HTMLElement | null = null;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = null;
});
function mount(node: VNode<any>) {
  host = document.createElement('div');
  document.body.append(host);
  act(() => render(node, host!));
  return host;
}

describe('stories (items 4, 13, 14)', () => {
  it('finds the six stories', () => expect(STORIES).toHaveLength(6));

  for (const name of STORIES) {
    it(`${name}: its title is in English and in Dutch`, () => {
      const { title } = read(name);
      expect(typeof title.en).toBe('string');
      expect(typeof title.nl).toBe('string');
      expect(title.nl).toMatch(/^Verhaal: /);
      expect(storyWith(read(name), 'nl', { rollecate: rollecateAdapter }).title).toBe(title.nl);
    });

    it(`${name}: a frame that counts the cards ahead of the train shows that many`, () => {
      const story = storyWith<RollecateSnapshot>(read(name), 'en', { rollecate: rollecateAdapter });
      expect(story.ok, story.error ?? '').toBe(true);
      const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
      let counted = 0;
      for (const [i, frame] of story.frames.entries()) {
        for (const line of frame.say) {
          const m = /\b(no|one|two|three|four|five|six) cards? (?:now )?lie ahead of the train|with (?:only )?(one|two|three|four|five|six) cards? ahead(?! would)/i.exec(line);
          // "… with only three cards ahead would derail": a move not made, about a board not shown.
          if (!m) continue;
          const s = frame.state.context;
          const ahead = s.railway.length - 1 - s.railway.findIndex((c) => c.card.id === s.train);
          expect(ahead, `frame ${i + 1}: "${line}"`).toBe(words.indexOf((m[1] ?? m[2])!.toLowerCase()));
          counted++;
        }
      }
      if (name === 'story-derailment' || name === 'story-first-turn') expect(counted).toBeGreaterThan(0);
    });
  }

  it('the derailment story says "both 3s now extend the railway" on the frame that shows them laid, not before', () => {
    const story = storyWith<RollecateSnapshot>(read('story-derailment'), 'en', { rollecate: rollecateAdapter });
    const at = story.frames.findIndex((f) => f.say.some((l) => l.includes('Both 3s now extend the railway')));
    expect(at).toBeGreaterThan(0);
    expect(story.frames[at]!.move?.key).toBe('build');
    expect(story.frames[at]!.refused).toBeNull();
  });

  it('says on a story whose draw pile is cut short that it is, with the number on the table, in both languages', () => {
    for (const [lang, words] of [['en', /only the 5 cards the story needs, not the 36/], ['nl', /alleen de 5 kaarten die het verhaal nodig heeft, niet de 36/]] as const) {
      const el = mount(h(Scenario, { ...propsFor(read('story-first-turn'), lang), t: pick(lang, 'rc.', 'log.', 'why.', 'err.'), lang, name: 'story-first-turn' }));
      expect(el.querySelector('.rc-story-short')?.textContent).toMatch(words);
      expect(el.querySelector('.rc-counts')?.textContent ?? el.textContent).toMatch(/5/);
      render(null, el);
    }
  });
});

describe('rule chips (item 19)', () => {
  it('every clause of every game has a one-line summary in English and Dutch', () => {
    const ids = {
      rollecate: Array.from({ length: 46 }, (_, i) => `R${i + 1}`),
      rolit: Array.from({ length: 16 }, (_, i) => `RO${i + 1}`),
      steam: [...SR_CLAUSES],
    };
    for (const [game, table] of [['rollecate', ROLLECATE_SUMMARIES], ['rolit', ROLIT_SUMMARIES], ['steam', STEAM_SUMMARIES]] as const) {
      for (const id of ids[game]) {
        for (const lang of ['en', 'nl'] as const) {
          const line = table[lang][id];
          expect(line, `${id} ${lang}`).toBeTruthy();
          expect(line!.length, `${id} ${lang} is one line`).toBeLessThan(110);
        }
      }
    }
  });

  it('a chip carries its href, its summary (from the page\'s strings, in its language) in an accessible name that is also its tooltip', () => {
    const en = pick('en', 'rc.');
    const nl = pick('nl', 'rc.', 'sr.');
    expect(clauseChip('R10', 'en', en)).toEqual({ href: '/rollecate/turn/#r10', class: 'rc-rulelink', 'aria-label': 'R10: Turns go clockwise.' });
    expect(clauseChip('R25d', 'nl', nl)['aria-label']).toBe(`R25d: ${ROLLECATE_SUMMARIES.nl.R25d}`);
    // A lettered clause without a line of its own takes its base clause's.
    expect(clauseChip('R24b', 'nl', nl)['aria-label']).toBe(`R24b: ${ROLLECATE_SUMMARIES.nl.R24}`);
    expect(clauseChip('R25d', 'nl', nl).href).toBe('/nl/rollecate/building/#r25');
    expect(srClauseChip('B2', 'nl', nl)).toMatchObject({ href: '/nl/steam-rollers/building/#b2', 'aria-label': `B2: ${STEAM_SUMMARIES.nl.B2}` });
    // Only the page's language reaches the page: no English line in the Dutch strings, and no other game's.
    expect(Object.keys(nl).filter((k) => k.startsWith('rc.tip.'))).toHaveLength(Object.keys(ROLLECATE_SUMMARIES.nl).length);
    expect(Object.values(nl)).not.toContain(ROLLECATE_SUMMARIES.en.R10);
    expect(Object.keys(nl).some((k) => k.startsWith('ro.tip.'))).toBe(false);
    // Without its strings a chip is still a link, with no tooltip to mislead.
    expect(clauseChip('R10', 'en', {})).toEqual({ href: '/rollecate/turn/#r10', class: 'rc-rulelink' });
  });

  it('every chip an example draws has its tooltip', () => {
    const el = mount(h(Scenario, { ...propsFor(read('story-derailment'), 'nl'), t: pick('nl', 'rc.', 'log.', 'why.', 'err.'), lang: 'nl', name: 'story-derailment' }));
    const chips = [...el.querySelectorAll<HTMLAnchorElement>('.rc-rulelink')];
    expect(chips.length).toBeGreaterThan(5);
    // The tooltip is the accessible name (CSS draws aria-label): the clause and its summary.
    for (const a of chips) expect(a.getAttribute('aria-label') ?? '', a.textContent ?? '').toMatch(new RegExp(`^${a.textContent}: \\S`));
  });
});

describe('statecharts in words (item 17)', () => {
  for (const machine of [rollecateMachine, rolitMachine, steamRollersMachine]) {
    for (const lang of ['en', 'nl']) {
      it(`${machine.id} (${lang}): every state, move and guard has words`, () => {
        const words = chartWords(machine.id, lang)!;
        expect(words).toBeTruthy();
        const { nodes, edges } = chartModel(machine as never, words);
        for (const n of nodes.filter((n) => n.kind !== 'initial')) {
          expect(words.states[n.id.slice(machine.id.length + 1)], n.id).toBeTruthy();
          expect(n.label).toBe(words.states[n.id.slice(machine.id.length + 1)]);
        }
        for (const e of edges.filter((e) => e.event !== '')) {
          expect(words.events[e.event], e.event).toBeTruthy();
          expect(e.lines[0]).toBe(words.events[e.event]);
          if (e.guard) expect(e.lines[1], e.guard).not.toMatch(/\b(is|has|can|inPhase)[A-Z]|\belse\b/);
        }
      });
    }
  }
});

describe('previous and next stay within a game (items 11, 28)', () => {
  it('tells the game of a path', () => {
    expect(gameOf('/rollecate/play/')).toBe('rollecate');
    expect(gameOf('/nl/rolit/')).toBe('rolit');
    expect(gameOf('/steam-rollers/statechart/')).toBe('steam-rollers');
    expect(gameOf('/scenarios/')).toBe('');
    expect(gameOf('/')).toBe('');
  });
  it('drops a neighbour in another game and keeps one in the same game', () => {
    expect(sameGame('/rolit/', { href: '/rollecate/checker/' })).toBeUndefined();
    expect(sameGame('/rollecate/play/', { href: '/rolit/statechart/' })).toBeUndefined();
    expect(sameGame('/nl/rolit/statechart/', { href: '/nl/rolit/play/' })).toEqual({ href: '/nl/rolit/play/' });
  });
  it('leads on from each game to the one ruling checker, never back from it into a game', () => {
    expect(sameGame('/rolit/play/', { href: '/checker/' }, true)).toEqual({ href: '/checker/' });
    expect(sameGame('/nl/steam-rollers/play/', { href: '/nl/checker/' }, true)).toEqual({ href: '/nl/checker/' });
    // Rolit's landing page comes after the checker in Rollecate's group: no "previous" across.
    expect(sameGame('/rolit/', { href: '/checker/' })).toBeUndefined();
    expect(sameGame('/checker/', { href: '/rolit/' }, true)).toBeUndefined();
    expect(sameGame('/checker/', { href: '/rollecate/play/' })).toBeUndefined();
    expect(sameGame('/scenarios/', { href: '/checker/' })).toBeUndefined();
  });
});

describe('the contents of a rulings page list every ruling', () => {
  const body = [
    '## Building and geometry',
    '',
    '<h3 id="ruling-01">1. The value rule &amp; setup</h3>',
    'Text with a <h3> in it, mid-line, is not a heading.',
    '```mdx',
    '<h3 id="not-a-heading">in code</h3>',
    '## not a heading either',
    '```',
    '<h3 id="ruling-02">2. A <em>1</em> next to a 4</h3>',
    '## Movement',
    '<h3 id="ruling-03">3. Passing</h3>',
  ].join('\n');
  const listed = [{ depth: 2, slug: 'building-and-geometry', text: 'Building and geometry' }, { depth: 2, slug: 'movement', text: 'Movement' }];

  it('puts the HTML headings among the Markdown ones in reading order, their words without tags or entities, and skips code', () => {
    expect(allHeadings(body, listed)).toEqual([
      listed[0],
      { depth: 3, slug: 'ruling-01', text: '1. The value rule & setup' },
      { depth: 3, slug: 'ruling-02', text: '2. A 1 next to a 4' },
      listed[1],
      { depth: 3, slug: 'ruling-03', text: '3. Passing' },
    ]);
    // A page without HTML headings keeps Astro's list as it is; one Astro lists but the source does not show goes last.
    expect(allHeadings('## Building and geometry', listed)).toEqual(listed);
  });

  it('nests each ruling under its group, after the page\'s top, within the levels shown', () => {
    const top = { depth: 2, slug: '_top', text: 'Overview' };
    const toc = tocOf(allHeadings(body, listed), top, 2, 3);
    expect(toc.map((e) => [e.slug, e.children.map((c) => c.slug)])).toEqual([
      ['_top', []],
      ['building-and-geometry', ['ruling-01', 'ruling-02']],
      ['movement', ['ruling-03']],
    ]);
    expect(tocOf(allHeadings(body, listed), top, 2, 2).flatMap((e) => e.children)).toEqual([]);
  });
});

describe('examples drawn when they come into view (item 22)', () => {
  it('loads the same strings the Astro wrapper passes', async () => {
    for (const lang of ['en', 'nl']) {
      for (const game of ['rollecate', 'steam-rollers', 'rolit'] as const) expect(await loadStrings(lang, game)).toEqual(pick(lang, ...PREFIXES[game]));
    }
  });

  // A Rolit example under an edition other than the one its frames were drawn under (the standard one) loads its own
  // island; the drawn-ahead path is tested in story-frames.test.tsx and lazy-examples.test.tsx.
  it('shows the title first, then the example once its file and strings have loaded', async () => {
    const t = pick('en', 'err.', 'rc.story.loading', 'rc.story.unloaded');
    chooseEdition('es');
    onTestFinished(() => localStorage.removeItem(EDITION_KEY));
    const el = mount(h(LazyScenario, { game: 'rolit', name: 'b3-01-line-of-mixed-colours', lang: 'en', title: 'A title', t }));
    expect(el.querySelector('.rc-lazy .rc-story-title')?.textContent).toBe('A title');
    expect(el.querySelector('.rc-lazy')?.getAttribute('aria-busy')).toBe('true');
    for (let i = 0; i < 50 && !el.querySelector('.rc-scenario'); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(el.querySelector('.rc-scenario .rc-stepper')).not.toBeNull();
    expect(el.querySelector('.rc-lazy')).toBeNull();
  });

  it('says so when a file is missing', async () => {
    const t = pick('nl', 'err.', 'rc.story.loading', 'rc.story.unloaded');
    const el = mount(h(LazyScenario, { game: 'steam-rollers', name: 'no-such-file', lang: 'nl', title: 'Titel', t }));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(el.querySelector('.rc-lazy .rc-hint')?.textContent).toContain('kon niet worden geladen');
  });
});
