// @vitest-environment happy-dom
/**
 * Issue 12, item 22: examples a rulings page draws only when they come into
 * view. Rolit's examples load lazily too and then are the very example the
 * eager <RolitExample> shows, following the reader's edition the same way; and
 * a loaded example takes its place only where that moves nothing in view.
 * tests/e2e/teach-pages.spec.ts measures the layout shift on the built pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountNode, unmountNodesAfterEach, until as untilHolds } from './host';
import LazyScenario, { SCROLL_MEMORY_MS, SETTLE_MS, quietToSwap, stillFor } from '../../src/components/kit/story/LazyScenario';
import RolitScenario from '../../src/components/rolit/RolitScenario';
import { EDITION_KEY, chooseEdition } from '../../src/components/rolit/editionChoice';
import { pick } from '../../src/components/i18n';

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

  // A plain example, one whose seats the Spanish edition fills otherwise, and one for the Spanish rules.
  const NAMES = ['b3-01-line-of-mixed-colours', 'b3-15a-three-players-skip-blue', 'b3-10b-spanish-each-player-rolls'];
  for (const edition of ['standard', 'es', 'it'] as const) {
    for (const name of NAMES) {
      it(`${name}, reader's edition ${edition}: the lazy example is the eager one, and follows a change of edition alike`, async () => {
        localStorage.setItem(EDITION_KEY, edition);
        const lang = edition === 'es' ? 'nl' : 'en';
        const eager = mount(h(RolitScenario, { doc: rolitDoc(name), t: pick(lang, 'ro.', 'rc.story.', 'err.'), lang, name }));
        const lazy = mount(h(LazyScenario, { game: 'rolit', name, lang, title: 'T', t: pick(lang, 'err.', 'rc.story.loading', 'rc.story.unloaded') }));
        expect(lazy.querySelector('.rc-lazy[data-game="rolit"]')).not.toBeNull();
        await until(() => !!lazy.querySelector('.rc-scenario') && !!eager.querySelector('.ro-story-edition'));
        await act(() => new Promise((r) => setTimeout(r, 20)));
        expect(lazy.querySelector('.ro-story-edition')?.getAttribute('data-edition')).toBe(eager.querySelector('.ro-story-edition')?.getAttribute('data-edition'));
        expect(lazy.innerHTML).toBe(eager.innerHTML);
        const other = edition === 'es' ? 'standard' : 'es';
        await act(() => chooseEdition(other));
        await act(() => new Promise((r) => setTimeout(r, 20)));
        expect(lazy.innerHTML).toBe(eager.innerHTML);
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
