// @vitest-environment happy-dom
/**
 * The Steam Rollers play table's refusals, saves, sharing and Dutch words on the real island in a
 * DOM (these were browser tests in tests/e2e/steam-rollers-play.spec.ts; none needs layout): a
 * build outside the die's region is refused with its clause and changes nothing; a damaged save
 * and a save whose moves break the rules are refused with what is wrong, kept, offered as a file
 * and removed when asked; "Share this position" gives a link to this table holding the position (the
 * checker beside it), and such a link opens at the table, asks before it replaces a game, and is refused
 * with its reason when it cannot be played; the Dutch table plays in Dutch.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SteamPlayTable from '../../src/components/steam-rollers/SteamPlayTable';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach, flush, click, button, testid, choose } from './host';

unmountAfterEach();
// Bots move at once under reduced motion, as in the browser tests before.
const calm = (query: string) => ({ matches: /prefers-reduced-motion: reduce/.test(query), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
beforeEach(() => void vi.spyOn(window, 'matchMedia').mockImplementation(calm));
afterEach(() => vi.restoreAllMocks());

const KEY = 'rulebook.steam-rollers.game';
const lines = (el: Element) => el.querySelectorAll('.srp-log li').length;
const status = (el: Element) => el.querySelector('.srp-status')?.textContent ?? '';

async function open(lang = 'en') {
  const el = mount(SteamPlayTable, { t: pick(lang, 'sr.', 'table.', 'coach.', 'err.', 'link.', 'limit.'), lang });
  await flush();
  return el;
}
const close = (el: HTMLElement) => {
  act(() => render(null, el));
  el.remove();
};
/** Starts a game from the form: the seats from Player 2 on (Player 1 is a person), and the seed. */
async function start(el: HTMLElement, seats: string[], seed: string, lang = 'en') {
  for (const [i, kind] of seats.entries()) {
    const sel = [...el.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(`${lang === 'nl' ? 'Speler' : 'Player'} ${i + 2}`))?.querySelector('select');
    expect(sel).toBeTruthy();
    act(() => {
      sel!.value = kind;
      sel!.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  const box = el.querySelector<HTMLInputElement>('.srp-form input[type="text"]')!;
  act(() => {
    box.value = seed;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => void el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await flush();
}

describe('a whole game at the Steam Rollers table', () => {
  // Was a browser test (tests/e2e/steam-rollers-play.spec.ts), which now keeps only the finished game's score sheet at a
  // phone's width, opened from a save.
  it('against two planning bots, played to the score sheet with the table’s buttons, and saved finished', async () => {
    // Nothing logged as an error on the way (the browser test's console check).
    const logged = vi.spyOn(console, 'error');
    const el = await open();
    choose(el, 'Number of players', '3');
    // Seed 20 with two planning bots ends in about 50 rounds.
    await start(el, ['planner', 'planner'], '20');
    // The person plays the simplest move open: roll, the first die, let a die go or end the turn, the first delivery,
    // an engine box, a card, else a track in the first highlighted hex, else give the die up.
    const order: (RegExp | string)[] = [/^Roll the dice$/, '.srp-die-btn', /^Let the die go$/, /^End the turn$/, /^Deliver a /, /^Cross engine box/, /^Take card/];
    const over = () => !!el.querySelector('.srp-result') && [...el.querySelectorAll('h2, h3')].some((h) => h.textContent === 'Score sheet');
    let made = 0;
    // A click and one turn of the event loop (host.ts's click waits four, which a game of 150-odd moves mostly spends
    // waiting): when the bots are still moving, the next round finds no buttons and lets them finish.
    const tap = async (b: Element | null | undefined) => {
      expect(b, 'the element to click').toBeTruthy();
      await act(async () => void b!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
      await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
    };
    for (let i = 0; i < 3000 && !over(); i++) {
      const box = testid(el, 'srp-moves');
      if (!box) {
        await flush();
        continue;
      }
      const buttons = [...box.querySelectorAll('button')];
      let chosen: HTMLButtonElement | undefined;
      for (const test of order) if (!chosen) chosen = buttons.find((b) => (typeof test === 'string' ? b.matches(test) : test.test(b.textContent ?? '')));
      const hex = chosen ? null : el.querySelector('.sr-sheet-main polygon.sr-legal')?.getAttribute('data-hex');
      if (chosen) await tap(chosen);
      else if (hex) {
        await tap(el.querySelector(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`));
        await tap(testid(el, 'srp-draw-confirm'));
      } else await tap(buttons.find((b) => /^Give up the/.test(b.textContent ?? '')));
      made++;
    }
    expect(over(), 'the score sheet').toBe(true);
    expect(made).toBeGreaterThan(10);
    const table = el.querySelector('.srp-result table')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(table.querySelector('thead')?.textContent).toContain('Deliveries');
    expect(el.querySelector('.srp-winner')?.textContent).toMatch(/wins\.|share the win\./);
    expect([...el.querySelectorAll('.srp-log li')].at(-1)?.textContent).toMatch(/wins|share/);
    // The finished game is saved, every move of it.
    await flush();
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    expect(saved?.version).toBe(1);
    expect(saved?.events?.length).toBeGreaterThan(made);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('a refused build at the Steam Rollers table', () => {
  it('a build outside the die’s region is refused with its clause and changes nothing', async () => {
    const el = await open();
    await start(el, ['human'], '7');
    await click(button(el, 'Roll the dice'));
    await click(el.querySelector('.srp-die-btn'));
    const before = lines(el);
    const value = Number(/acts with the (\d)/.exec(status(el))?.[1]);
    expect(value).toBeGreaterThan(0);
    const other = el.querySelector(`.sr-sheet-main polygon[data-kind="plain"]:not([data-region="${value}"])`)!.getAttribute('data-hex');
    await click(el.querySelector(`.sr-sheet-main .sr-btn[data-hex="${other}"]`));
    expect(testid(el, 'srp-refusal')?.textContent).toContain(`Not allowed: B1: hex ${other} lies in region`);
    expect(testid(el, 'srp-refusal')?.textContent).toContain(`so you must draw in region ${value}`);
    expect(lines(el)).toBe(before);
    expect(status(el)).toContain('acts with the');
  });
});

describe('saves and sharing at the Steam Rollers table', () => {
  it('a damaged save, and one whose moves break the rules: said, kept, offered as a file, and removed only when asked', async () => {
    const broken = '{"version":1,"config":{},"events":';
    localStorage.setItem(KEY, broken);
    let el = await open();
    let refused = testid(el, 'srp-save-refused')!;
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toContain('The saved game was damaged and could not be resumed');
    const link = [...refused.querySelectorAll('a')].find((a) => a.textContent === 'Download the saved game (.json)');
    expect(link?.getAttribute('download')).toBe('steam-rollers-saved-game.json');
    expect(localStorage.getItem(KEY)).toBe(broken);
    close(el);
    // A save whose moves break the rules is refused with the move and the clause.
    const config = { seats: ['human', 'planner'], difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: '3' };
    localStorage.setItem(KEY, JSON.stringify({ version: 1, config, events: [{ type: 'dice.roll' }, { type: 'engine.improve' }] }));
    el = await open();
    refused = testid(el, 'srp-save-refused')!;
    expect(refused.textContent).toContain('events[1] (engine.improve) is refused');
    expect(button(el, 'Start the game')).toBeDefined();
    await click(button(refused, /^Remove it/));
    expect(el.textContent).toContain('The saved game has been removed.');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a position is shared as a link to this table holding it as a scenario, with the checker beside it', async () => {
    const el = await open();
    await start(el, ['random'], '4');
    for (let i = 0; i < 3; i++) await click(el.querySelector('.srp-moves button'));
    await click(button(el, 'Share this position'));
    const box = el.querySelector<HTMLInputElement>('#srp-share-link');
    expect(el.querySelector('label[for="srp-share-link"]')?.textContent).toMatch(/^Link to this position/);
    expect(box, 'the link box').toBeTruthy();
    expect(box!.value).toMatch(/^http:\/\/[^/]+\/steam-rollers\/play\/#s=[A-Za-z0-9_-]+$/);
    const checker = [...el.querySelectorAll('.srp-share a')].find((a) => a.textContent === 'Open it in the ruling checker');
    expect(checker?.getAttribute('href')).toBe(box!.value.replace('/steam-rollers/play/', '/checker/'));
    const doc = JSON.parse(Buffer.from(box!.value.split('#s=')[1]!, 'base64url').toString('utf8'));
    expect(doc.game).toBe('steam-rollers');
    expect(doc.position.players).toHaveLength(2);
  });
});

describe('a shared position at the Steam Rollers table', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const tracks = (el: Element) => [...el.querySelectorAll('.sr-sheet-main [data-track]')].map((n) => n.getAttribute('data-hex')).sort().join(' ');
  /** Plays a few moves of a two-person game, shares it, and returns the link's fragment with what the table showed. */
  async function shared(): Promise<{ hash: string; status: string; log: number }> {
    const el = await open();
    await start(el, ['human'], '4');
    for (let i = 0; i < 4; i++) await click(el.querySelector('.srp-moves button'));
    await click(button(el, 'Share this position'));
    const link = el.querySelector<HTMLInputElement>('#srp-share-link')!.value;
    const out = { hash: new URL(link).hash, status: status(el), log: lines(el) };
    close(el);
    localStorage.clear();
    return out;
  }

  it('opens at the table when nothing is at stake, saves, and resumes from the shared position after a reload', async () => {
    const { hash, status: was } = await shared();
    window.location.hash = hash;
    let el = await open();
    expect(el.textContent).toContain('Opened a shared position. Everyone plays at this screen.');
    expect(status(el)).toBe(was);
    expect(window.location.hash).toBe('');
    const saved = JSON.parse(localStorage.getItem(KEY)!);
    expect(saved.config.from.position.round).toBe(JSON.parse(Buffer.from(hash.slice(3), 'base64url').toString('utf8')).position.round);
    // A move from the shared position, then the page opened again: the game resumes where it was.
    await click(el.querySelector('.srp-moves button'));
    const after = status(el);
    const drawn = tracks(el);
    close(el);
    el = await open();
    expect(testid(el, 'srp-save-refused')).toBeNull();
    expect(status(el)).toBe(after);
    expect(tracks(el)).toBe(drawn);
  });

  it('asks before it replaces a game in progress: keeping it keeps the game, opening it replaces the game', async () => {
    const { hash, status: was } = await shared();
    let el = await open();
    await start(el, ['human'], '9');
    const mine = status(el);
    close(el);
    window.location.hash = hash;
    el = await open();
    const ask = testid(el, 'srp-ask-shared')!;
    expect(ask.getAttribute('role')).toBe('alert');
    expect(ask.textContent).toMatch(/replaces your game in progress \(round 1, Player [12] to play\), which cannot be brought back/);
    expect([...ask.querySelectorAll('a')].find((a) => /ruling checker instead/.test(a.textContent ?? ''))?.getAttribute('href')).toBe(`/checker/${hash}`);
    await click(button(ask, 'Keep my game'));
    expect(testid(el, 'srp-ask-shared')).toBeNull();
    expect(status(el)).toBe(mine);
    close(el);
    window.location.hash = hash;
    el = await open();
    await click(button(testid(el, 'srp-ask-shared')!, 'Play the shared position here'));
    expect(status(el)).toBe(was);
    expect(el.textContent).toContain('Opened a shared position');
  });

  it('says why a link cannot be opened: damaged, another game, or a position no game reaches (with the checker offered)', async () => {
    window.location.hash = '#s=not-base64!';
    let el = await open();
    expect(testid(el, 'srp-link-error')?.textContent).toMatch(/^The shared position could not be opened\./);
    expect(button(el, 'Start the game')).toBeDefined();
    close(el);
    const code = (doc: unknown) => Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url');
    window.location.hash = `#s=${code({ game: 'rolit', options: {}, position: {}, steps: [] })}`;
    el = await open();
    expect(testid(el, 'srp-link-error')?.textContent).toContain('The link holds a position of another game.');
    close(el);
    const { hash } = await shared();
    const doc = JSON.parse(Buffer.from(hash.slice(3), 'base64url').toString('utf8'));
    doc.position.players[0].points = [9, 9];
    window.location.hash = `#s=${code(doc)}`;
    el = await open();
    const alert = testid(el, 'srp-link-error')!;
    expect(alert.textContent).toMatch(/^The shared position could not be opened\. It is not a position the game can reach \(.+\)/);
    expect([...alert.querySelectorAll('a')].find((a) => a.textContent === 'Open it in the ruling checker')?.getAttribute('href')).toBe(`/checker/#s=${code(doc)}`);
    expect(localStorage.getItem(KEY)).toBeNull();
    close(el);
    window.location.hash = '#s=not-base64!';
    el = await open('nl');
    expect(testid(el, 'srp-link-error')?.textContent).toMatch(/^De gedeelde spelsituatie kon niet worden geopend\./);
  });

  it('a save whose shared position was tampered with is refused and kept, not played', async () => {
    const { hash } = await shared();
    window.location.hash = hash;
    let el = await open();
    close(el);
    const saved = JSON.parse(localStorage.getItem(KEY)!);
    saved.config.from.position.round = 'soon';
    localStorage.setItem(KEY, JSON.stringify(saved));
    el = await open();
    expect(testid(el, 'srp-save-refused')?.textContent).toContain('config.from is not a position the game can reach');
    saved.config.from = [];
    localStorage.setItem(KEY, JSON.stringify(saved));
    close(el);
    el = await open();
    expect(testid(el, 'srp-save-refused')?.textContent).toContain('config.from is not a shared position');
  });
});

describe('the Dutch table', () => {
  it('plays in Dutch', async () => {
    const el = await open('nl');
    await click(button(el, 'Begin het spel'));
    expect(status(el)).toContain('Ronde 1');
    expect(lines(el)).toBeGreaterThan(0);
    expect(el.querySelector('.srp-log li')?.textContent).toMatch(/^Een spel voor \d spelers/);
  });
});
