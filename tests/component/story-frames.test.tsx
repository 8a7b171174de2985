// @vitest-environment happy-dom
/**
 * The one step-through island (kit/story/StoryFrames.tsx), for Rollecate and
 * Steam Rollers: it steps a story's frames drawn when the site is built
 * (storyFrames.ts), by button and by arrow key, each frame exactly as the
 * game's own island draws it, with no game code; its first move of the
 * reader's own ("Try it") hands over to the game's island at the frame on
 * screen, already trying; Rolit's, drawn under the standard edition, hand
 * over when the reader picks another; a rulings page's lazy example arrives
 * as frames.
 */
import { h } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountNode, unmountNodesAfterEach, until } from './host';
import StoryFrames from '../../src/components/kit/story/StoryFrames';
import LazyScenario from '../../src/components/kit/story/LazyScenario';
import { renderFrames } from '../../src/components/kit/story/storyFrames';
import { defsUrl, framesUrl, unpackFrames } from '../../src/components/kit/story/framesUrl';
import { MAP_DEFS, SteamMapDefs } from '../../src/components/steam-rollers/SteamMap';
import { renderToString } from 'preact-render-to-string';
import { pick } from '../../src/components/i18n';
import { chooseEdition } from '../../src/play/rolit/editionChoice';

unmountNodesAfterEach();
afterEach(() => {
  vi.unstubAllGlobals();
});
const mount = mountNode;
/** Markup as this DOM writes it (the frames are the server's writing of the same elements). */
const norm = (html: string) => {
  const d = document.createElement('div');
  d.innerHTML = html;
  return d.innerHTML;
};
const progress = (host: HTMLElement) => host.querySelector('.rc-progress')?.textContent;
const press = (host: HTMLElement, step: string) => act(() => (host.querySelector(`[data-step="${step}"]`) as HTMLButtonElement).click());

const CASES = [
  { game: 'rollecate', name: 'rulebook-derail-three-wheels-one-ahead', lang: 'en' },
  { game: 'steam-rollers', name: 'c5-05-empty-source-city', lang: 'nl' },
  { game: 'rolit', name: 'b3-07-colour-disappeared', lang: 'en' },
] as const;

describe('the step-through island', () => {
  for (const { game, name, lang } of CASES) {
    it(`${game}/${name} (${lang}): steps its frames as drawn, and "Try it" hands over to the game's island at the frame on screen`, async () => {
      const frames = unpackFrames(JSON.parse(JSON.stringify(await renderFrames(game, lang, name)))).map(norm);
      expect(frames.length).toBeGreaterThan(2);
      const t = pick(lang, 'err.', 'rc.story.unloaded');
      const host = mount(h(StoryFrames, { game, name, lang, src: framesUrl(game, lang, name), t, frames }));
      const shown = () => host.querySelector('.rc-frame')!.innerHTML;
      expect(shown()).toBe(frames[0]);
      await press(host, 'next');
      await until(() => shown() === frames[1]);
      // The island's own live region, which stays, says the new frame's progress and narration.
      await until(() => !!host.querySelector(':scope > div > p.sr-only[aria-live]')?.textContent?.includes(progress(host)!));
      await act(() => {
        host.querySelector('.rc-scenario')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      });
      await until(() => shown() === frames[2]);
      await press(host, 'back');
      await until(() => shown() === frames[1]);
      const at = progress(host);
      await press(host, 'try');
      // The game's island, trying from the same frame: only "reset" in its stepper; reset shows the frame it left.
      await until(() => !host.querySelector('.rc-frame') && !!host.querySelector('[data-step="reset"]'));
      await press(host, 'reset');
      await until(() => progress(host) === at);
    }, 60_000);
  }

  it('Rolit\'s frames, drawn under the standard edition, hand over to Rolit\'s island when the reader picks another', async () => {
    const name = 'b3-15a-three-players-skip-blue';
    const frames = unpackFrames(JSON.parse(JSON.stringify(await renderFrames('rolit', 'en', name))));
    const host = mount(h(StoryFrames, { game: 'rolit', name, lang: 'en', src: framesUrl('rolit', 'en', name), t: pick('en', 'err.', 'rc.story.unloaded'), frames }));
    expect(host.querySelector('.rc-frame')).not.toBeNull();
    await act(() => chooseEdition('es'));
    await until(() => !host.querySelector('.rc-frame') && !!host.querySelector('.rc-scenario'));
    await act(() => chooseEdition('standard'));
  }, 60_000);

  it("Steam Rollers' frames draw the map's unchanging layer by reference to the page's one copy; a page without it fetches it once for all its examples", async () => {
    document.querySelectorAll('[data-defs]').forEach((e) => e.remove());
    const lang = 'en';
    const names = ['c5-05-empty-source-city', 'c5-03-completed-connection'];
    const files = new Map(await Promise.all(names.map(async (n) => [framesUrl('steam-rollers', lang, n), JSON.stringify(await renderFrames('steam-rollers', lang, n))] as const)));
    const defs = new Map(
      ([['map', MAP_DEFS.key], ['walls', MAP_DEFS.wallsKey]] as const).map(([part, key]) => [defsUrl(key), JSON.stringify({ html: renderToString(h(SteamMapDefs, { part })) })]),
    );
    // The frames name the copy and hold none of it: no town, city number or coordinate, and no more hexes than the highlighted ones.
    for (const file of files.values()) {
      // The walls' part only when some frame draws a wall.
      const walls = unpackFrames(JSON.parse(file)).some((f) => f.includes('href="#sr-w-'));
      expect(JSON.parse(file).defs).toEqual(walls ? [MAP_DEFS.key, MAP_DEFS.wallsKey] : [MAP_DEFS.key]);
      for (const html of unpackFrames(JSON.parse(file))) {
        const d = document.createElement('div');
        d.innerHTML = html;
        expect(d.querySelectorAll('.sr-map .sr-town, .sr-map .sr-city-label, .sr-map .sr-coord, .sr-map .sr-grid-edge')).toHaveLength(0);
        expect(d.querySelectorAll(`use[href="#${MAP_DEFS.ground}"]`).length).toBe(d.querySelectorAll('.sr-map').length);
        expect(d.querySelectorAll('polygon.sr-hex').length).toBeLessThan(8 * d.querySelectorAll('.sr-map').length);
      }
    }
    const fetch = vi.fn(async (url: string) => {
      const body = defs.get(url) ?? files.get(url);
      return new Response(body ?? '', { status: body ? 200 : 404 });
    });
    vi.stubGlobal('fetch', fetch);
    const hosts = names.map((name) => mount(h(LazyScenario, { game: 'steam-rollers', name, lang, title: 'T', t: pick(lang, 'err.', 'rc.story.loading', 'rc.story.unloaded') })));
    await until(() => hosts.every((host) => !!host.querySelector('.rc-frame .rc-scenario')));
    // One copy on the page, fetched once; every reference the examples make finds exactly one element.
    expect(document.querySelectorAll(`[data-defs="${MAP_DEFS.key}"]`)).toHaveLength(1);
    expect(fetch.mock.calls.filter(([url]) => url === defsUrl(MAP_DEFS.key))).toHaveLength(1);
    expect(fetch.mock.calls.filter(([url]) => url === defsUrl(MAP_DEFS.wallsKey)).length).toBeLessThanOrEqual(1);
    const refs = hosts.flatMap((host) => [...host.querySelectorAll('use')].map((u) => u.getAttribute('href')!.slice(1)));
    expect(refs.length).toBeGreaterThan(0);
    for (const id of new Set(refs)) expect(document.querySelectorAll(`[id="${id}"]`), id).toHaveLength(1);
    document.querySelectorAll('[data-defs]').forEach((e) => e.remove());
  }, 60_000);

  it('a lazy example of a framed game arrives as its frames, fetched once', async () => {
    const { game, name, lang } = CASES[0];
    const file = JSON.stringify(await renderFrames(game, lang, name));
    const fetch = vi.fn(async (url: string) => new Response(url === framesUrl(game, lang, name) ? file : '', { status: url === framesUrl(game, lang, name) ? 200 : 404 }));
    vi.stubGlobal('fetch', fetch);
    const host = mount(h(LazyScenario, { game, name, lang, title: 'T', t: pick(lang, 'err.', 'rc.story.loading', 'rc.story.unloaded') }));
    await until(() => !!host.querySelector('.rc-frame .rc-scenario'));
    expect(host.querySelector('.rc-frame')!.innerHTML).toBe(norm(unpackFrames(JSON.parse(file))[0]!));
    await press(host, 'next');
    await until(() => progress(host)?.includes('2') ?? false);
    expect(fetch).toHaveBeenCalledTimes(1);
  }, 60_000);
});
