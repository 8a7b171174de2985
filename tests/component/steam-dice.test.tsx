// @vitest-environment happy-dom
/**
 * Issue 12, item 15: on the Steam Rollers play table the dice of a roll, a
 * bot's or the person's, tumble in as on the Rollecate table and then
 * settle; under prefers-reduced-motion they are there at once; either way
 * the live region says the roll once. tests/e2e/steam-rollers-play.spec.ts
 * plays whole games in a browser.
 */
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SteamPlayTable from '../../src/components/steam-rollers/SteamPlayTable';
import { saveGame, startState, type SteamConfig } from '../../src/play/steam-rollers/steamSave';
import { actorOf } from '../../src/machines/steam-rollers/rules/specials';
import { ROLL_TUMBLE } from '../../src/components/kit/useTumble';
import { pick } from '../../src/components/i18n';

const t = pick('en', 'sr.', 'coach.', 'err.');
const realMatchMedia = window.matchMedia;
let host: HTMLElement | null = null;
let observer: MutationObserver | null = null;

beforeEach(() => {
  localStorage.clear();
  // The fast pace: a bot moves 250 ms after the last move.
  localStorage.setItem('rulebook.botSpeed', 'fast');
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterEach(() => {
  observer?.disconnect();
  observer = null;
  if (host) act(() => render(null, host!));
  host?.remove();
  host = null;
  window.matchMedia = realMatchMedia;
  // The pace set above is kept under the key the Rollecate table reads too: a file run after this one in the same worker must not find it.
  localStorage.clear();
});

function reducedMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** A saved game, not yet rolled, whose first roll is the given seat's. */
function savedGameRolledBy(roller: 'bot' | 'human'): SteamConfig {
  for (let seed = 1; seed < 200; seed++) {
    const config: SteamConfig = { seats: ['planner', 'human'], difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: String(seed) };
    const s = startState(config);
    if (s.phase === 'roll' && (actorOf(s) === 0) === (roller === 'bot')) {
      saveGame(localStorage, config, []);
      return config;
    }
  }
  throw new Error('no seed found');
}

/** Mounts the table and records every moment the dice list was seen, with or without its tumble. */
function mountTable() {
  const seen = { rolling: 0, settled: 0 };
  const el = host!;
  observer = new MutationObserver(() => {
    const dice = el.querySelector('.sr-dice');
    if (dice?.classList.contains('rolling')) seen.rolling++;
    else if (dice) seen.settled++;
  });
  observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  act(() => render(h(SteamPlayTable, { t, lang: 'en' }), host!));
  return seen;
}
const dice = () => host!.querySelector('.sr-dice');
const live = () => host!.querySelector('[data-testid="srp-live"]')?.textContent ?? '';
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
async function until(check: () => boolean, ms = 3000) {
  for (let waited = 0; waited < ms && !check(); waited += 20) await wait(20);
  expect(check()).toBe(true);
}

describe('Steam Rollers: the dice of a roll tumble, then settle', () => {
  it("a bot's roll: the dice tumble in, settle after the tumble, and the roll is said once", async () => {
    reducedMotion(false);
    savedGameRolledBy('bot');
    mountTable();
    await until(() => !!host!.querySelector('.srp-status'));
    expect(dice()).toBeNull();
    await until(() => !!dice());
    expect(dice()!.classList.contains('rolling')).toBe(true);
    const said = live();
    expect(said.match(/rolls the white dice/g)).toHaveLength(1);
    await wait(ROLL_TUMBLE + 100);
    expect(dice()!.classList.contains('rolling')).toBe(false);
    // Nothing more was said while they tumbled (unless the bot moved on meanwhile: then its move, and still one roll).
    expect(live().match(/rolls the white dice/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // Each die is named by its value throughout: the same labels tumbling and settled.
    expect([...dice()!.querySelectorAll('svg[role="img"]')].every((d) => /\d/.test(d.getAttribute('aria-label') ?? ''))).toBe(true);
  });

  it("the person's own roll tumbles too", async () => {
    reducedMotion(false);
    savedGameRolledBy('human');
    mountTable();
    const rollButton = () => [...host!.querySelectorAll('button')].find((b) => b.textContent === 'Roll the dice');
    await until(() => !!rollButton());
    act(() => rollButton()!.click());
    await until(() => !!dice());
    expect(dice()!.classList.contains('rolling')).toBe(true);
    expect(live()).toMatch(/rolls the white dice/);
    await wait(ROLL_TUMBLE + 100);
    expect(dice()!.classList.contains('rolling')).toBe(false);
  });

  it('under reduced motion the dice are there at once, never tumbling', async () => {
    reducedMotion(true);
    savedGameRolledBy('bot');
    const seen = mountTable();
    await until(() => !!dice());
    expect(dice()!.classList.contains('rolling')).toBe(false);
    expect(live().match(/rolls the white dice/g)).toHaveLength(1);
    await wait(ROLL_TUMBLE + 100);
    expect(seen.settled).toBeGreaterThan(0);
    expect(seen.rolling).toBe(0);
  });
});
