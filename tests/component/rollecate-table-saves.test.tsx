// @vitest-environment happy-dom
/**
 * The Rollecate play table's saves and links, on the real island in a DOM (these were browser
 * tests in tests/e2e/play.spec.ts; none of it needs layout): a damaged, foreign or old save says so
 * and offers a fresh start; a forged save is refused, kept, offered as a file and replaced only when
 * asked to; a link over the limits, or a position the table cannot play, gets a message and leaves
 * the saved game alone; the question before a shared position replaces a game names that game and
 * offers the checker; "Share this position" gives a checker link in the page's language; the Dutch
 * table speaks Dutch. Whether the saved game survives a real reload stays in the browser.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlayTable from '../../src/components/rollecate/PlayTable';
import { pick } from '../../src/components/i18n';
import { encodeScenario } from '../../src/play/kit/share';
import { positionDoc } from '../../src/play/rollecate/rollecateShare';
import { findPosition, passer, savedText as savedOf } from '../fixtures/teach-positions';
import { mount, unmountAfterEach, flush, click, testid } from './host';

unmountAfterEach();
afterEach(() => {
  window.location.hash = '';
  vi.restoreAllMocks();
});
// Bots move at once under reduced motion, as in the browser tests before.
const calm = (query: string) => ({ matches: /prefers-reduced-motion: reduce/.test(query), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
beforeEach(() => void vi.spyOn(window, 'matchMedia').mockImplementation(calm));

const KEY = 'rulebook.rollecate.game';
const strings = (lang: string) => pick(lang, 'coach.', 'rc.', 'log.', 'play.', 'odds.', 'why.', 'err.', 'link.', 'limit.', 'table.');
const buttons = (el: Element) => [...el.querySelectorAll('button')];
const button = (el: Element, name: string | RegExp) =>
  buttons(el).find((b) => (typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? '')));
const saved = () => localStorage.getItem(KEY);

/** Mounts the table as a page load does: with what is in storage and in the address now. */
async function open(lang = 'en') {
  const el = mount(PlayTable, { t: strings(lang), lang });
  await flush();
  return el;
}
/** Takes a table down as leaving the page does (a reload is `close` and `open`). */
const close = (el: HTMLElement) => {
  act(() => render(null, el));
  el.remove();
};
/** The text of a download link's file (the Blob handed to URL.createObjectURL for it). */
function watchDownloads(): Blob[] {
  const blobs: Blob[] = [];
  const real = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b: Blob | MediaSource) => {
    blobs.push(b as Blob);
    return real(b as Blob);
  });
  return blobs;
}
const start = async (el: HTMLElement) => {
  const form = el.querySelector('form')!;
  await act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await flush();
};

const inPlay = findPosition((s) => s.phase === 'action' && s.current === 0, { pick: passer });

describe('a save the table cannot resume', () => {
  it('damaged, foreign or old: a clear message, no "Resume", and "Start fresh" removes it; the fresh game is saved', async () => {
    const cases: [string, RegExp][] = [
      ['{"version": 1, "state": {"phase": ', /damaged/],
      ['{"theme": "dark"}', /not a Rollecate game/],
      ['{"version": 0, "state": {}}', /older version/],
    ];
    for (const [text, message] of cases) {
      localStorage.setItem(KEY, text);
      const el = await open();
      const alert = testid(el, 'play-save-refused')!;
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toMatch(message);
      expect(button(el, 'Resume saved game')).toBeUndefined();
      await click(button(alert, 'Remove it and start fresh'));
      expect(testid(el, 'play-save-refused')).toBeNull();
      expect(el.textContent).toContain('The saved game has been removed.');
      expect(saved()).toBeNull();
      if (text === cases.at(-1)![0]) {
        await start(el);
        expect(el.querySelector('.rc-railway')).not.toBeNull();
        await flush();
        expect(JSON.parse(saved() ?? 'null')?.version).toBe(1);
      }
      close(el);
    }
  });

  it('a forged save (a log line with a million dice) is refused, kept, offered as a file, and replaced only when asked to', async () => {
    const blobs = watchDownloads();
    const game = JSON.parse(savedOf(inPlay, 'bots', '555'));
    game.state.log.push({ t: 'roll', player: 0, wheels: 0, dice: 1_000_000 });
    const forged = JSON.stringify(game);
    localStorage.setItem(KEY, forged);
    let el = await open();
    const refused = testid(el, 'play-save-refused')!;
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toContain('The saved game is damaged');
    expect(refused.textContent).toContain('1000000 dice');
    expect(refused.textContent).toContain('It stays in this browser until you remove it.');
    expect(button(el, 'Resume saved game')).toBeUndefined();
    // The saved text, as a file.
    const link = [...refused.querySelectorAll('a')].find((a) => a.textContent === 'Download the saved game (.json)')!;
    expect(link.getAttribute('download')).toBe('rollecate-saved-game.json');
    expect(await blobs.at(-1)!.text()).toBe(forged);
    // Starting a game asks first; keeping it keeps it, across a reload too.
    await start(el);
    const ask = testid(el, 'play-ask-start')!;
    expect(ask.getAttribute('role')).toBe('alert');
    expect(document.activeElement?.textContent).toBe('Replace the saved game?');
    await click(button(ask, 'Keep it'));
    expect(testid(el, 'play-ask-start')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Start the game');
    expect(saved()).toBe(forged);
    close(el);
    el = await open();
    expect(testid(el, 'play-save-refused')).not.toBeNull();
    expect(saved()).toBe(forged);
    // Replaced only when the visitor says so.
    await start(el);
    await click(button(testid(el, 'play-ask-start')!, 'Replace it and start'));
    expect(el.querySelector('.rc-railway')).not.toBeNull();
    await flush();
    expect(saved()).not.toBe(forged);
    const now = JSON.parse(saved() ?? 'null');
    expect(now.version).toBe(1);
    expect(now.state.log.some((e: { dice?: number }) => e.dice === 1_000_000)).toBe(false);
  });
});

describe('a shared link the table does not open', () => {
  it('over the limits, or a position without the 55 cards: a message, the way on, and the saved game left alone', async () => {
    const before = savedOf(inPlay, 'bots', '7');
    localStorage.setItem(KEY, before);
    // 1.6 MB of base64url: refused by its size, before anything is decoded.
    window.location.hash = `#s=${'A'.repeat(1_600_000)}`;
    let el = await open();
    let alert = testid(el, 'play-link-error')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('The shared position could not be opened.');
    expect(alert.textContent).toMatch(/It is 1,172 KB of text; a page reads at most 256 KB\./);
    expect(alert.querySelector('code')?.textContent).toBe('npm run scenario -- FILE.json');
    expect(saved()).toBe(before);
    close(el);
    // A position without the 55 cards belongs in the checker.
    const small = {
      game: 'rollecate',
      position: {
        railway: [{ id: 'r1', value: 2, shape: 'straight', turn: 'straight' }], train: 'r1', drawPile: [{ id: 'd1', value: 1, shape: 'straight' }],
        players: [{ name: 'Ann', hand: [], discard: [] }, { name: 'Bob', hand: [], discard: [] }],
      },
    };
    const code = Buffer.from(JSON.stringify(small), 'utf8').toString('base64url');
    window.location.hash = `#s=${code}`;
    el = await open();
    alert = testid(el, 'play-link-error')!;
    expect(alert.textContent).toContain('The play table cannot play this position');
    const checker = [...alert.querySelectorAll('a')].find((a) => a.textContent === 'Open it in the ruling checker');
    expect(checker?.getAttribute('href')).toBe(`/checker/#s=${code}`);
    expect(saved()).toBe(before);
    expect(button(el, 'Resume saved game')).toBeDefined();
  });

  it('over a game in progress: the question names the game and offers the checker instead, and the save stays', async () => {
    const before = savedOf(inPlay, 'bots', '99');
    localStorage.setItem(KEY, before);
    const code = encodeScenario(positionDoc(inPlay.state, 'shared'));
    window.location.hash = `#s=${code}`;
    const el = await open();
    const ask = testid(el, 'play-ask-shared')!;
    expect(ask.getAttribute('role')).toBe('alert');
    expect(ask.textContent).toMatch(new RegExp(`replaces your game in progress \\(Ann, Bot 1, ${inPlay.state.drawPile.length} cards left to draw\\)`));
    expect(document.activeElement?.textContent).toBe('Open the shared position?');
    const instead = [...ask.querySelectorAll('a')].find((a) => /ruling checker instead/.test(a.textContent ?? ''));
    expect(instead?.getAttribute('href')).toBe(`/checker/#s=${code}`);
    // Tab from the heading reaches "Play the shared position here" first.
    expect(ask.querySelector('button')?.textContent).toBe('Play the shared position here');
    expect(saved()).toBe(before);
  });
});

describe('share this position', () => {
  for (const lang of ['en', 'nl'] as const) {
    it(`gives a link to the ${lang === 'nl' ? 'Dutch ' : ''}table holding the position as a scenario, with the checker beside it, and says so`, async () => {
      localStorage.setItem(KEY, savedOf(inPlay, 'bots', '99'));
      const el = await open(lang);
      await click(button(el, lang === 'nl' ? 'Verder met het opgeslagen spel' : 'Resume saved game'));
      await click(button(el, lang === 'nl' ? 'Deel deze spelsituatie' : 'Share this position'));
      // No clipboard here: the table says to copy the link by hand.
      const status = el.querySelector('.rc-play-share [role=status]')?.textContent ?? '';
      expect(status).toMatch(lang === 'nl' ? /^(Link gekopieerd|Kopieer deze link)/ : /^(Link copied|Copy this link)/);
      const box = [...el.querySelectorAll<HTMLInputElement>('input')].find((i) => i.getAttribute('aria-label') === (lang === 'nl' ? 'Link naar deze spelsituatie' : 'Link to this position'))!;
      expect(box.value).toMatch(new RegExp(`^http://[^/]+${lang === 'nl' ? '/nl' : ''}/rollecate/play/#s=[A-Za-z0-9_-]+$`));
      const checker = [...el.querySelectorAll('.rc-play-share a')].find((a) => a.textContent === (lang === 'nl' ? 'Open in de regelchecker' : 'Open in the checker'));
      expect(checker?.getAttribute('href')).toBe(box.value.replace('/rollecate/play/', '/checker/'));
      const doc = JSON.parse(Buffer.from(box.value.split('#s=')[1]!, 'base64url').toString('utf8'));
      expect(doc).toMatchObject({ game: 'rollecate', options: { variant: 'standard' }, steps: [] });
      expect(doc.position.players).toHaveLength(2);
    });
  }
});

describe('the Dutch table', () => {
  it('starts, plays and tells the game in Dutch', async () => {
    const el = await open('nl');
    expect(el.querySelector<HTMLInputElement>('input[aria-label="Startgetal"]')).not.toBeNull();
    expect(button(el, 'Begin het spel')).toBeDefined();
    await start(el);
    for (let i = 0; i < 10 && !button(el, 'Passen'); i++) await click(el.querySelector('.rc-player.current .rc-controls button'));
    expect(button(el, 'Passen')).toBeDefined();
    expect([...el.querySelectorAll('h2, h3')].some((h) => h.textContent === 'Verloop van het spel')).toBe(true);
    expect(button(el, 'Deel deze spelsituatie')).toBeDefined();
    expect(el.textContent).not.toMatch(/\b(Pass|Share this position|Start the game)\b/);
  });
});
