// @vitest-environment happy-dom
/**
 * A play page's first step (issue 30): each table's start form is drawn
 * before its engine (kit/table/lazyTable.ts). Start hands the form to the
 * engine, which starts that very game (the seed and the name typed on the
 * first step are the game's); a saved game on the page loads the engine at
 * once, so it is offered (Rollecate) or put back on the table (Rolit, Steam
 * Rollers) as before.
 */
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { pick } from '../../src/components/i18n';
import PlayTableFirst from '../../src/components/rollecate/PlayTableFirst';
import RolitPlayTableFirst from '../../src/components/rolit/RolitPlayTableFirst';
import SteamPlayTableFirst from '../../src/components/steam-rollers/SteamPlayTableFirst';
import { SAVE_KEY as ROLLECATE_KEY } from '../../src/play/rollecate/save';
import { SAVE_KEY as ROLIT_KEY } from '../../src/play/rolit/rolitSave';
import { SAVE_KEY as STEAM_KEY } from '../../src/play/steam-rollers/steamSave';
import { mount, unmountAfterEach, until } from './host';

unmountAfterEach();

function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

interface Table {
  game: string;
  island: ComponentType<any>;
  t: Record<string, string>;
  key: string;
  form: string;
  seed: string;
  /** Something only a table with a game on it shows. */
  live: string;
  /** What the page shows for a saved game once the engine has read it. */
  saved: (el: HTMLElement) => boolean;
}

const tables: Table[] = [
  {
    game: 'rollecate', island: PlayTableFirst, t: pick('en', 'coach.', 'rc.', 'log.', 'play.', 'odds.', 'why.', 'err.', 'link.', 'limit.', 'table.'), key: ROLLECATE_KEY,
    form: 'form', seed: 'input[aria-describedby="rc-play-seed-help"]', live: '.rc-play-toolbar',
    saved: (el) => !!el.querySelector('.rc-play-resume'),
  },
  {
    game: 'rolit', island: RolitPlayTableFirst, t: pick('en', 'coach.', 'rop.', 'ro.', 'err.', 'link.', 'limit.', 'table.'), key: ROLIT_KEY,
    form: '.rop-form', seed: 'input[aria-describedby="rop-seed-hint"]', live: '.rop-status',
    saved: (el) => !!el.querySelector('.rop-status'),
  },
  {
    game: 'steam-rollers', island: SteamPlayTableFirst, t: pick('en', 'sr.', 'table.', 'coach.', 'err.'), key: STEAM_KEY,
    form: '.srp-form', seed: '.srp-form input[type="text"]:not([data-seat-name])', live: '.srp-status',
    saved: (el) => !!el.querySelector('.srp-status'),
  },
];

describe.each(tables)('the $game play page in two steps', ({ island, t, key, form, seed, live, saved }) => {
  it('draws the start form first; Start loads the engine, which starts the game the form describes', async () => {
    const el = mount(island, { t, lang: 'en' });
    await until(() => !!el.querySelector(form));
    expect(el.querySelector(live)).toBeNull();
    // Intent fetches the engine ahead and changes nothing on the page.
    act(() => void el.firstElementChild!.dispatchEvent(new Event('pointerenter')));
    expect(el.querySelector(live)).toBeNull();
    type(el.querySelector<HTMLInputElement>(seed)!, '4242');
    type(el.querySelector<HTMLInputElement>('input[data-seat-name]')!, 'Ann');
    act(() => void el.querySelector(form)!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await until(() => !!el.querySelector(live));
    expect(el.querySelector(form)).toBeNull();
    const kept = localStorage.getItem(key) ?? '';
    expect(String((JSON.parse(kept) as { config?: { seed?: unknown } }).config?.seed)).toBe('4242');
    expect(kept).toContain('"Ann"');
  });

  it('with a saved game on the page, loads the engine at once, which reads it as before', async () => {
    const first = mount(island, { t, lang: 'en' });
    await until(() => !!first.querySelector(form));
    act(() => void first.querySelector(form)!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await until(() => !!first.querySelector(live) && localStorage.getItem(key) !== null);
    const kept = localStorage.getItem(key);
    act(() => render(null, first));
    first.remove();
    const again = mount(island, { t, lang: 'en' });
    await until(() => saved(again));
    expect(localStorage.getItem(key)).toBe(kept);
  });
});
