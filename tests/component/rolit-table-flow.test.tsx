// @vitest-environment happy-dom
/**
 * The Rolit play table's flow and words on the real island in a DOM (these were browser tests in
 * tests/e2e/rolit-play.spec.ts and teach-rolit.spec.ts; none needs layout): an illegal placement is
 * refused with its RO reason and changes nothing; a ball taken back against a bot takes the bot's
 * reply with it, in the board, the log and the save; the Dutch table plays, refuses and takes back
 * in Dutch; a damaged save, a forged save (refused, kept, offered as a file, replaced or removed
 * only when asked), a link over the limits and a bad link each get their message; a shared position
 * opens, and asks first over a match in progress; the start form's solo and board advice, the
 * one-minute limit (on a fake clock) and the winner named at the end; a shared position where
 * nothing captures says any square next to a ball will do.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RolitPlayTable from '../../src/components/rolit/RolitPlayTable';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach } from './host';

unmountAfterEach();
// Bots move at once under reduced motion, as in the browser tests before.
const calm = (query: string) => ({ matches: /prefers-reduced-motion: reduce/.test(query), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
beforeEach(() => void vi.spyOn(window, 'matchMedia').mockImplementation(calm));
afterEach(() => {
  window.location.hash = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const KEY = 'rulebook.rolit.game';
const strings = (lang: string) => pick(lang, 'coach.', 'rop.', 'ro.', 'err.', 'link.', 'limit.');
const flush = async () => {
  for (let i = 0; i < 4; i++) await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
};
const click = async (b: Element | null | undefined) => {
  expect(b, 'the element to click').toBeTruthy();
  await act(async () => void b!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  await flush();
};
const button = (el: Element, name: string | RegExp) =>
  [...el.querySelectorAll('button')].find((b) => (typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? '')));
const testid = (el: Element, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const text = (el: Element, sel: string) => el.querySelector(sel)?.textContent ?? '';
const saved = () => localStorage.getItem(KEY);
const savedGame = () => JSON.parse(saved() ?? 'null');
const lines = (el: Element) => [...el.querySelectorAll('.rop-log li')].map((li) => li.textContent ?? '');
const squares = (el: Element) => [...el.querySelectorAll<HTMLElement>('.rop-play .ro-btn')];
const balls = (el: Element) => el.querySelectorAll('.rop-play .ro-ball').length;

async function open(lang = 'en') {
  const el = mount(RolitPlayTable, { t: strings(lang), lang });
  await flush();
  return el;
}
/** Takes a table down as leaving the page does (a reload is `close` and `open`). */
const close = (el: HTMLElement) => {
  act(() => render(null, el));
  el.remove();
};
const field = (el: Element, label: RegExp) => [...el.querySelectorAll('label')].find((l) => label.test(l.textContent ?? ''))?.querySelector<HTMLInputElement & HTMLSelectElement>('input, select');
function set(el: Element, label: RegExp, value: string) {
  const f = field(el, label);
  expect(f, String(label)).toBeTruthy();
  act(() => {
    f!.value = value;
    f!.dispatchEvent(new Event(f!.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  });
}
function mode(el: Element, value: 'bots' | 'hotseat' | 'solo') {
  const radio = el.querySelector<HTMLInputElement>(`input[name="rop-mode"][value="${value}"]`)!;
  act(() => {
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
async function start(el: Element, o: { mode?: 'bots' | 'hotseat' | 'solo'; players?: string; size?: string; rounds?: string; seed?: string; timer?: boolean } = {}) {
  mode(el, o.mode ?? 'bots');
  if (o.players) set(el, /^Number of players/, o.players);
  if (o.rounds) set(el, /^Rounds in the match/, o.rounds);
  if (o.size) set(el, /^Board/, o.size);
  if (o.timer) await click(field(el, /Limit each move/));
  // The roll's number sits under "More settings".
  const seed = el.querySelector<HTMLInputElement>('.rop-more input')!;
  act(() => {
    seed.value = o.seed ?? '3';
    seed.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => void el.querySelector('form.rop-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await flush();
}
/** Types a square into the table's box and places it. */
async function typeSquare(el: Element, square: string) {
  const box = el.querySelector<HTMLInputElement>('#rop-square')!;
  act(() => {
    box.value = square;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => void el.querySelector('form.rop-typed')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await flush();
}
const code = (doc: unknown) => Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url');

describe('moves at the Rolit table', () => {
  it('an illegal placement is refused with the RO reason and changes nothing', async () => {
    const el = await open();
    await start(el, { mode: 'hotseat' });
    await typeSquare(el, 'a1');
    expect(text(el, '.rop-refusal')).toContain('RO5: a1 is not next to a ball');
    await typeSquare(el, 'z9');
    expect(text(el, '.rop-refusal')).toContain('RO5: z9 is off the 8×8 board');
    await typeSquare(el, 'd4');
    expect(text(el, '.rop-refusal')).toMatch(/RO5: d4 already holds a ball \((red|yellow|green|blue)\)/);
    expect(lines(el)).toHaveLength(0);
  });

  it('a ball taken back against a bot: the board, the log and the save go back to before it, bot reply included', async () => {
    const el = await open();
    await start(el, { size: '6' });
    expect(text(el, '.rop-status')).toContain('to move');
    const board = () => [text(el, '.rop-counts'), [...el.querySelectorAll('p')].find((p) => /^You may place on:/.test(p.textContent ?? ''))?.textContent];
    const before = board();
    const logBefore = lines(el).length;
    expect(button(el, 'Take back my last ball')).toBeUndefined();
    await click(squares(el)[0]);
    // The bot answers at once (reduced motion): one ball of ours and one of its own in the log.
    expect(lines(el)).toHaveLength(logBefore + 2);
    expect(text(el, '.rop-status')).toContain('to move');
    await click(button(el, 'Take back my last ball'));
    expect(testid(el, 'rop-taken-back')?.textContent).toMatch(/^(Red|Yellow|Green|Blue)'s last ball is taken back, and with it 1 ball placed by the bots after it\.$/);
    expect(lines(el)).toHaveLength(logBefore);
    expect(board()).toEqual(before);
    expect(button(el, 'Take back my last ball')).toBeUndefined();
    // The save holds the position as it is now, not the ball taken back.
    expect(savedGame()?.match?.game?.log?.length).toBe(logBefore);
    await click(squares(el)[0]);
    expect(lines(el)).toHaveLength(logBefore + 2);
    expect(testid(el, 'rop-taken-back')).toBeNull();
  });

  it('the Dutch table plays, refuses and takes back in Dutch', async () => {
    const el = await open('nl');
    expect(button(el, 'Begin het spel')).toBeDefined();
    await start(el, { mode: 'hotseat' });
    expect(text(el, '.rop-status')).toContain('aan zet');
    await click(squares(el)[0]);
    expect(lines(el)[0]).toContain('legt een bal op');
    // A refusal says in Dutch which condition failed, not just the clause.
    expect([...el.querySelectorAll('label')].some((l) => /typ een vakje/i.test(l.textContent ?? ''))).toBe(true);
    await typeSquare(el, 'a1');
    expect(text(el, '.rop-refusal')).toContain('RO5: a1 raakt geen bal');
    await typeSquare(el, 'd4');
    expect(text(el, '.rop-refusal')).toMatch(/op d4 ligt al een bal \((rood|geel|groen|blauw)\)/);
    expect(lines(el)).toHaveLength(1);
    // At a shared screen the last ball, whoever placed it, can be taken back; the status line says so in Dutch.
    await click(button(el, 'De laatste bal terugnemen'));
    expect(testid(el, 'rop-taken-back')?.textContent).toMatch(/^De laatste bal van (rood|geel|groen|blauw) is teruggenomen\.$/);
    expect(lines(el)).toHaveLength(0);
  });
});

describe('saves and links at the Rolit table', () => {
  it('a damaged save gives a message and a fresh start', async () => {
    localStorage.setItem(KEY, '{"version":1,"config":{},"match":');
    const el = await open();
    expect(el.textContent).toMatch(/saved game was damaged/);
    expect(button(el, 'Start the game')).toBeDefined();
  });

  it('a forged save (an impossible result) is refused, kept, offered as a file, and replaced or removed only when asked to', async () => {
    const blobs: Blob[] = [];
    const real = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b: Blob | MediaSource) => (blobs.push(b as Blob), real(b as Blob)));
    let el = await open();
    await start(el, { size: '4' });
    await click(squares(el)[0]);
    const game = savedGame();
    expect(game.match.game.log.length).toBeGreaterThan(0);
    game.match.results = [{ counts: { R: 999, Y: 0, G: 0, B: 0 }, winners: ['B'] }];
    const forged = JSON.stringify(game);
    close(el);
    localStorage.setItem(KEY, forged);
    el = await open();
    const refused = testid(el, 'rop-save-refused')!;
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toContain('The saved game was damaged and could not be resumed (match.results[0].counts');
    expect(refused.textContent).toContain('It stays in this browser until you remove it.');
    const link = [...refused.querySelectorAll('a')].find((a) => a.textContent === 'Download the saved game (.json)')!;
    expect(link.getAttribute('download')).toBe('rolit-saved-game.json');
    expect(await blobs.at(-1)!.text()).toBe(forged);
    await act(async () => void el.querySelector('form.rop-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await flush();
    const ask = testid(el, 'rop-ask-start')!;
    expect(document.activeElement?.textContent).toBe('Replace the saved game?');
    await click(button(ask, 'Keep it'));
    expect(testid(el, 'rop-ask-start')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Start the game');
    expect(saved()).toBe(forged);
    close(el);
    el = await open();
    expect(testid(el, 'rop-save-refused')).not.toBeNull();
    expect(saved()).toBe(forged);
    await act(async () => void el.querySelector('form.rop-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await flush();
    await click(button(testid(el, 'rop-ask-start')!, 'Replace it and start'));
    expect(el.querySelector('.rop-status')).not.toBeNull();
    expect(savedGame()?.match?.results).toEqual([]);
    close(el);
    // Removing it is the other way out.
    localStorage.setItem(KEY, forged);
    el = await open();
    await click(button(testid(el, 'rop-save-refused')!, 'Remove it and start fresh'));
    expect(el.textContent).toContain('The saved game has been removed.');
    expect(saved()).toBeNull();
  });

  it('a link over the limits gets a message saying what to do instead, in the page language', async () => {
    window.location.hash = `#s=${'A'.repeat(1_600_000)}`;
    let el = await open();
    let alert = testid(el, 'rop-link-error')!;
    expect(alert.textContent).toContain('The shared position could not be opened.');
    expect(alert.textContent).toContain('It is 1,172 KB of text; a page reads at most 256 KB.');
    expect(alert.querySelector('code')?.textContent).toBe('npm run scenario -- FILE.json');
    close(el);
    window.location.hash = `#s=${Buffer.from(`{"game":"rolit","position":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'utf8').toString('base64url')}`;
    el = await open('nl');
    alert = testid(el, 'rop-link-error')!;
    expect(alert.textContent).toContain('De gedeelde spelsituatie kon niet worden geopend.');
    expect(alert.textContent).toContain('meer dan 64 niveaus diep');
    expect(button(el, 'Begin het spel')).toBeDefined();
  });

  it('a match survives the page being opened again; its position is shared as a link that opens it, here and in the checker; a bad link is said', async () => {
    let el = await open();
    await start(el, { mode: 'hotseat', size: '6' });
    await click(squares(el)[0]);
    expect(lines(el)).toHaveLength(1);
    close(el);
    el = await open();
    expect(lines(el)).toHaveLength(1);
    await click(button(el, 'Share this position'));
    const link = el.querySelector<HTMLInputElement>('input[aria-label="Link to this position"]')?.value ?? [...el.querySelectorAll('input')].find((i) => /#s=/.test(i.value))!.value;
    expect(link).toContain('/rolit/play/#s=');
    const checker = [...el.querySelectorAll('a')].find((a) => a.textContent === 'Open it in the ruling checker')?.getAttribute('href');
    expect(checker).toBe(link.replace('/rolit/play/', '/checker/'));
    const shown = balls(el);
    close(el);
    localStorage.clear();
    window.location.hash = new URL(link).hash;
    el = await open();
    expect(el.textContent).toContain('Opened a shared position');
    expect(balls(el)).toBe(shown);
    close(el);
    window.location.hash = '#s=not-base64!';
    el = await open();
    expect(el.textContent).toMatch(/could not be opened/);
  });

  it('a shared position never replaces a match in progress without asking, and can be opened in the checker instead', async () => {
    let el = await open();
    await start(el, { mode: 'hotseat', size: '6' });
    await click(squares(el)[0]);
    await click(button(el, 'Share this position'));
    const link = [...el.querySelectorAll('input')].find((i) => /#s=/.test(i.value))!.value;
    const hash = new URL(link).hash;
    const sharedBalls = balls(el);
    await click(squares(el)[0]);
    expect(lines(el)).toHaveLength(2);
    expect(savedGame()?.match?.game?.log?.length).toBe(2);
    const before = saved();
    close(el);
    // Opened from elsewhere: the table asks first, and the saved match stays as it was.
    window.location.hash = hash;
    el = await open();
    const ask = testid(el, 'rop-ask-shared')!;
    expect(ask.getAttribute('role')).toBe('alert');
    expect(ask.textContent).toMatch(/replaces your match in progress \(round 1 of \d+, \d+ balls on the board\)/);
    expect(document.activeElement?.textContent).toBe('Open the shared position?');
    expect([...ask.querySelectorAll('a')].find((a) => /ruling checker instead/.test(a.textContent ?? ''))?.getAttribute('href')).toBe(`/checker/${hash}`);
    expect(lines(el)).toHaveLength(2);
    expect(saved()).toBe(before);
    await click(button(ask, 'Keep my game'));
    expect(testid(el, 'rop-ask-shared')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(document.activeElement?.classList.contains('rop-status')).toBe(true);
    expect(lines(el)).toHaveLength(2);
    expect(saved()).toBe(before);
    // The same link in the same tab: asked again; the first button plays it here.
    await act(async () => {
      window.location.hash = hash;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await flush();
    expect(document.activeElement?.textContent).toBe('Open the shared position?');
    expect(saved()).toBe(before);
    const again = testid(el, 'rop-ask-shared')!;
    expect(again.querySelector('button')?.textContent).toBe('Play the shared position here');
    await click(again.querySelector('button'));
    expect(el.textContent).toContain('Opened a shared position');
    expect(balls(el)).toBe(sharedBalls);
    expect(lines(el)).toHaveLength(0);
    expect(savedGame()?.match.game.log).toEqual([]);
  });

  it('a shared position where nothing captures: the table says any square next to a ball will do', async () => {
    const doc = {
      game: 'rolit',
      options: { size: 8 },
      position: { board: ['........', '........', '........', '..GRG...', '...RR...', '..G.G...', '........', '........'], players: ['R', 'G'], current: 'G' },
      steps: [],
    };
    window.location.hash = `#s=${code(doc)}`;
    const el = await open();
    expect(testid(el, 'rop-why-legal')?.textContent).toContain('No ball you place here can capture, so any empty square next to a ball will do (RO10).');
    await click(el.querySelector('.rop-play .ro-forbidden[data-square="d4"]'));
    expect(text(el, '.rop-refusal')).toContain('RO5: d4 already holds a ball (red)');
  });
});

describe('the start form and the end of a match', () => {
  it('solo form, board advice, the one-minute limit on a fake clock, and the winner named', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const tick = async (ms: number) => {
      await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    };
    const el = mount(RolitPlayTable, { t: strings('en'), lang: 'en' });
    await tick(0);
    // Solo: no number of players, just who plays.
    mode(el, 'solo');
    expect(field(el, /^Number of players/)).toBeUndefined();
    expect(testid(el, 'rop-solo-players')?.textContent).toBe('One person plays red and green in turn.');
    // A board meant for other tables is named as one list.
    mode(el, 'hotseat');
    set(el, /^Number of players/, '3');
    set(el, /^Board/, '4');
    expect(text(el, '.rop-error')).toContain('is meant for two players.');
    set(el, /^Board/, '8');
    expect(el.querySelector('.rop-error')).toBeNull();
    // The starting roll's number is under "More settings", not a "Seed" field.
    expect([...el.querySelectorAll('label, legend')].some((l) => l.textContent?.trim() === 'Seed')).toBe(false);
    // The optional one-minute limit counts down and says when a move is over time.
    set(el, /^Number of players/, '2');
    await act(async () => void field(el, /Limit each move/)!.click());
    await act(async () => void el.querySelector('form.rop-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await tick(0);
    expect(testid(el, 'rop-clock')?.textContent).toMatch(/60 seconds left|59 seconds left/);
    await tick(61_000);
    expect(testid(el, 'rop-clock')?.textContent).toContain('Over the 60-second limit');
    await act(async () => void squares(el)[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await tick(0);
    expect(testid(el, 'rop-clock')?.textContent).toMatch(/seconds left/);
    await act(async () => void button(el, 'New game')!.click());
    await tick(0);
    // A one-round game against the bot ends with the winner named and "you won" or "you lost".
    mode(el, 'bots');
    set(el, /^Number of players/, '2');
    set(el, /^Rounds in the match/, '1');
    set(el, /^Board/, '4');
    await act(async () => void el.querySelector('form.rop-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await tick(0);
    for (let i = 0; i < 20 && !testid(el, 'rop-winner'); i++) {
      await tick(100);
      if (squares(el)[0]) await act(async () => void squares(el)[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
      await tick(0);
    }
    expect(testid(el, 'rop-winner')?.textContent).toMatch(/^(Red|Green|Red and green) (wins|share) the match\. You (won!|lost\.|share the win\.)$/);
    expect(text(el, '.rop-status')).toMatch(/^(Red|Green|Red and green) (wins|share) the match$/);
    expect(lines(el).at(-1)).not.toContain('..');
  });
});
