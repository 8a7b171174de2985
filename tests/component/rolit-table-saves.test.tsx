// @vitest-environment happy-dom
/**
 * The Rolit play table's saves and links on the real island in a DOM (these were browser tests in
 * tests/e2e/rolit-play.spec.ts and teach-rolit.spec.ts; none needs layout): a damaged save, a
 * forged save (refused, kept, offered as a file, replaced or removed only when asked), a link over
 * the limits and a bad link each get their message; a match survives the page being opened again
 * and its position is shared; a shared position opens, and asks first over a match in progress; a
 * shared position where nothing captures says any square next to a ball will do.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { KEY, balls, button, click, close, code, flush, lines, open, saved, savedGame, squares, start, testid, text, rolitTableEach } from './rolit-table';

rolitTableEach();

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

