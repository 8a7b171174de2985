// @vitest-environment happy-dom
/**
 * Issue 12, item 22: examples a rulings page draws only when they come into
 * view. Rolit's examples load lazily too and then are the very example the
 * eager <RolitExample> shows, following the reader's edition the same way: as
 * frames drawn ahead under the standard edition (issue 30: no rules core until
 * the reader's own first move), as Rolit's island under another; and
 * a loaded example takes its place only where that moves nothing in view.
 * tests/e2e/teach-pages.spec.ts measures the layout shift on the built pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountNode, unmountNodesAfterEach, until as untilHolds } from './host';
import LazyScenario, { SCROLL_MEMORY_MS, SETTLE_MS, quietToSwap, stillFor } from '../../src/components/kit/story/LazyScenario';
import RolitScenario from '../../src/components/rolit/RolitScenario';
import { EDITION_KEY, chooseEdition } from '../../src/play/rolit/editionChoice';
import { pick } from '../../src/components/i18n';
import { renderFrames } from '../../src/components/kit/story/storyFrames';
import { framesUrl } from '../../src/components/kit/story/framesUrl';

const root = join(import.meta.dirname, '..', '..');
const rolitDoc = (name: string) => JSON.parse(readFileSync(join(root, 'src/content/scenarios/rolit', `${name}.json`), 'utf8'));

unmountNodesAfterEach();
afterEach(() => {
  localStorage.removeItem(EDITION_KEY);
});
const mount = mountNode;
const until = (check: () => boolean) => untilHolds(check, 100);

describe('Rolit examples load when they come into view', () => {
  beforeEach(() => localStorage.removeItem(EDITION_KEY));
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.rolitEdition;
  });

  // A plain example, one whose seats the Spanish edition fills otherwise, and one for the Spanish rules.
  const NAMES = ['b3-01-line-of-mixed-colours', 'b3-15a-three-players-skip-blue', 'b3-10b-spanish-each-player-rolls'];
  for (const edition of ['standard', 'es', 'it'] as const) {
    for (const name of NAMES) {
      it(`${name}, reader's edition ${edition}: the lazy example is the eager one, and follows a change of edition alike`, async () => {
        localStorage.setItem(EDITION_KEY, edition);
        // As RolitEdition.astro's script marks the page before it paints.
        if (edition !== 'standard') document.documentElement.dataset.rolitEdition = edition;
        const lang = edition === 'es' ? 'nl' : 'en';
        // The frames drawn under the standard edition, as the site serves them; nothing else is fetched.
        const file = JSON.stringify(await renderFrames('rolit', lang, name));
        const fetch = vi.fn(async (url: string) => new Response(url === framesUrl('rolit', lang, name) ? file : '', { status: url === framesUrl('rolit', lang, name) ? 200 : 404 }));
        vi.stubGlobal('fetch', fetch);
        const eager = mount(h(RolitScenario, { doc: rolitDoc(name), t: pick(lang, 'ro.', 'rc.story.', 'err.'), lang, name }));
        const lazy = mount(h(LazyScenario, { game: 'rolit', name, lang, title: 'T', t: pick(lang, 'err.', 'rc.story.loading', 'rc.story.unloaded') }));
        expect(lazy.querySelector('.rc-lazy[data-game="rolit"]')).not.toBeNull();
        await until(() => !!lazy.querySelector('.rc-scenario') && !!eager.querySelector('.ro-story-edition'));
        await act(() => new Promise((r) => setTimeout(r, 20)));
        expect(lazy.querySelector('.ro-story-edition')?.getAttribute('data-edition')).toBe(eager.querySelector('.ro-story-edition')?.getAttribute('data-edition'));
        // Under the edition the frames were drawn under, the example arrives as its frames (no game code until the
        // reader's own first move); under another, as Rolit's own island, drawn as the eager one is.
        expect(!!lazy.querySelector('.rc-frame .rc-scenario')).toBe(edition === 'standard');
        expect(fetch).toHaveBeenCalledTimes(edition === 'standard' ? 1 : 0);
        if (edition !== 'standard') expect(lazy.innerHTML).toBe(eager.innerHTML);
        const other = edition === 'es' ? 'standard' : 'es';
        await act(() => chooseEdition(other));
        // A change of edition hands frames over to Rolit's island, which draws what the eager example draws.
        await until(() => !lazy.querySelector('.rc-frame'));
        await act(() => new Promise((r) => setTimeout(r, 20)));
        expect(lazy.querySelector('.rc-scenario')!.outerHTML).toBe(eager.querySelector('.rc-scenario')!.outerHTML);
      });
    }
  }
});

describe('a loaded example takes its place where nothing in view moves', () => {
  const screen = 800;
  it('at once when its end is below the screen, or its top above it (what follows is kept still)', () => {
    expect(quietToSwap({ top: 300, bottom: 1020 }, screen, 0)).toBe(true);
    expect(quietToSwap({ top: -200, bottom: 520 }, screen, 0)).toBe(true);
    expect(quietToSwap({ top: -2000, bottom: -1280 }, screen, 0)).toBe(true);
  });
  it('not while the reader scrolls past it standing whole on the screen; once the scrolling stops, yes', () => {
    expect(quietToSwap({ top: 40, bottom: 760 }, screen, 30)).toBe(false);
    expect(quietToSwap({ top: 0, bottom: 800 }, screen, SETTLE_MS - 1)).toBe(false);
    expect(quietToSwap({ top: 40, bottom: 760 }, screen, SETTLE_MS)).toBe(true);
  });
  it('a page too busy to draw has not been seen to stop: stillness counts from its next frame, unless the reader stopped long before', () => {
    // Scrolled 100 ms ago, never busy: still for 100 ms.
    expect(stillFor(10_000, 9_900, -Infinity)).toBe(100);
    // Scrolled 400 ms ago, but the page came back from a busy spell 50 ms ago (scroll events may have waited): 50 ms.
    expect(stillFor(10_000, 9_600, 9_950)).toBe(50);
    expect(quietToSwap({ top: 40, bottom: 760 }, screen, stillFor(10_000, 9_600, 9_950))).toBe(false);
    // Scrolled long ago: busy spells since do not matter, the reader has stopped.
    expect(stillFor(10_000, 10_000 - SCROLL_MEMORY_MS, 9_990)).toBe(SCROLL_MEMORY_MS);
  });
});
