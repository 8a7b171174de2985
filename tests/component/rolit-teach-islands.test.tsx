// @vitest-environment happy-dom
/**
 * Rolit's teaching islands in a DOM (these were browser tests in tests/e2e/teach-rolit.spec.ts;
 * none needs layout): an example under the reader's Spanish edition says which edition it plays
 * by and why, describes every ball, and answers a click on a forbidden square with one refusal and
 * its clause as one link; the checker's Steam Rollers editor lays out a whole table that the checker then plays; the checker's Rolit editor is driven with the keyboard (arrows move, a letter puts a ball), flags a ball apart from the rest,
 * seats the Spanish three-player order, and checks and plays what it wrote; its Steam Rollers
 * editor sets a game up field by field and checks it. The coach inside the checker's islands is
 * tested in checker-coach.test.tsx; the coach's worker in a browser, at each play table
 * (tests/e2e/*-play.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import RolitScenario from '../../src/components/rolit/RolitScenario';
import RulingChecker, { loadRunner } from '../../src/components/checker/RulingChecker';
import { EDITION_KEY } from '../../src/play/rolit/editionChoice';
import { PREFIXES } from '../../src/components/kit/story/LazyScenario';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach, until, flush, click, button, testid, choose } from './host';

unmountAfterEach();
afterEach(() => {
  localStorage.removeItem(EDITION_KEY);
  window.location.hash = '';
});

const root = join(import.meta.dirname, '..', '..');
const rolitDoc = (name: string) => JSON.parse(readFileSync(join(root, 'src/content/scenarios/rolit', `${name}.json`), 'utf8'));
const key = async (el: Element, k: string) => {
  await act(async () => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));
  await flush();
};

describe('a Rolit example under the Spanish edition', () => {
  it('its label, every ball described, focus after Try it, refusals by click', async () => {
    localStorage.setItem(EDITION_KEY, 'es');
    // The first example on /rolit/.
    const el = mount(RolitScenario, { doc: rolitDoc('b3-15a-three-players-skip-blue'), t: pick('en', ...PREFIXES['rolit']), lang: 'en', name: 'b3-15a-three-players-skip-blue' });
    await flush();
    // The three-player example says it keeps the standard seating, and why.
    expect(el.querySelector('.ro-story-edition')?.textContent).toBe(
      'Played by the standard edition’s rules: the Spanish edition seats 3 players as red, blue, green, and this example seats them otherwise.',
    );
    expect(el.querySelector('.rc-story-title')?.textContent).toMatch(/^Ruling 15: /);
    // The board description names the blue ball nobody plays.
    const id = el.querySelector('.ro-board svg')!.getAttribute('aria-describedby')!;
    const description = document.getElementById(id)?.textContent ?? '';
    expect(description).toContain('blue: d5');
    expect(description).toContain('Nobody plays blue');
    // Where "Try it" puts focus is checked in a browser (tests/e2e/rolit-play.spec.ts): the DOM here does not
    // reflect an SVG square's tabIndex, which picks the square to focus.
    await click(button(el, 'Try it'));
    // A click on a forbidden square is refused once, with its clause as one link.
    await click(el.querySelector('.ro-forbidden[data-square="a1"]'));
    const refusal = el.querySelectorAll('.rc-refusal');
    expect(refusal).toHaveLength(1);
    expect(refusal[0]!.textContent).toBe('Refused (RO5): a1 is not next to a ball already on the board; a new ball must touch one in any of the 8 directions');
    expect(refusal[0]!.querySelectorAll('a')).toHaveLength(1);
    await key(el.querySelector('.ro-btn')!, 'Enter');
    expect(el.querySelector('.rc-refusal')).toBeNull();
    expect(el.querySelectorAll('.rc-trylog li')).toHaveLength(1);
  });
});

describe('the checker’s position editors', () => {
  // The parts the checker loads when first used (its runner, the Rolit and Steam Rollers editors) are loaded before the
  // tests, as the page fetches them ahead on intent: whichever test file ran before this one in the worker, a check
  // then answers at once (tests/e2e/checker.spec.ts sees the real lazy loads).
  beforeAll(async () => {
    await Promise.all([loadRunner(), import('../../src/components/rolit/RolitPositionEditor'), import('../../src/components/steam-rollers/SteamPositionEditor')]);
  });
  const t = pick('en', 'coach.', 'chk.', 'rc.', 'log.', 'why.', 'ro.', 'rop.loading', 'err.', 'link.', 'limit.');
  const open = async (game: 'rolit' | 'steam-rollers') => {
    const el = mount(RulingChecker, { t, lang: 'en', files: [] });
    await flush();
    const radio = el.querySelector<HTMLInputElement>(`input[name="chk-ed-game"][value="${game}"]`)!;
    await act(async () => {
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await flush();
    return el;
  };

  it('Rolit: built with the keyboard, a ball apart flagged, the Spanish order, then checked and played', async () => {
    const el = await open('rolit');
    const editor = el.querySelector<HTMLElement>('.chk-ro-editor')!;
    // The start position is a position the runner accepts.
    expect(testid(editor, 'chk-ro-verdict')?.textContent).toContain('PASS');
    expect(testid(editor, 'chk-ro-reach')).toBeNull();
    // Keyboard: arrows move over the board, a letter puts a ball.
    const first = editor.querySelector<HTMLElement>('.chk-ro-sq[tabindex="0"]')!;
    act(() => first.focus());
    const from = first.getAttribute('data-square');
    await key(document.activeElement!, 'ArrowDown');
    await key(document.activeElement!, 'ArrowLeft');
    const square = document.activeElement?.getAttribute('data-square');
    expect(square).toBeTruthy();
    expect(square).not.toBe(from);
    await key(document.activeElement!, 'g');
    expect(editor.querySelector(`[data-square="${square}"]`)?.getAttribute('aria-label')).toBe(`${square}: green`);
    expect(editor.querySelector<HTMLTextAreaElement>('#chk-ro-json')?.value).toMatch(/"players": \[\s*"R",\s*"G"\s*\]/);
    // A ball apart from the rest is flagged as no real game.
    await click(editor.querySelector('[data-square="a8"]'));
    expect(testid(editor, 'chk-ro-reach')?.textContent).toContain('a8 stands apart from the rest');
    await click(editor.querySelector('[data-square="a8"]'));
    expect(testid(editor, 'chk-ro-reach')).toBeNull();
    // Edition and players: the Spanish three-player order.
    choose(editor, 'Edition', 'es');
    choose(editor, 'Players', '3');
    expect(testid(editor, 'chk-ro-order')?.textContent).toBe('Turn order: red → blue → green.');
    // Check it, then play on from it and read the outcome.
    await click(button(editor, 'Check and play it'));
    expect(testid(el, 'chk-verdict')?.textContent).toContain('PASS');
    const story = el.querySelector<HTMLElement>('.chk-story')!;
    expect(story.querySelector('.ro-story-edition')?.textContent).toBe('Played by the Spanish edition’s rules.');
    await click(button(story, 'Try it'));
    await key(story.querySelector('.ro-btn')!, 'Enter');
    expect(story.querySelectorAll('.rc-trylog li')).toHaveLength(1);
    expect([...story.querySelectorAll('.rc-hint')].some((h) => h.textContent?.includes('Blue to place.'))).toBe(true);
  });

  it('Steam Rollers: a game set up field by field, checked and played', async () => {
    const el = await open('steam-rollers');
    // The editor fetches its game's words (the checker page carries none of them) before it draws.
    await until(() => !!el.querySelector('.chk-sr-editor'));
    const editor = el.querySelector<HTMLElement>('.chk-sr-editor')!;
    choose(editor, 'Difficulty', 'hard');
    choose(editor, 'Chart of blocked borders', '4');
    expect(testid(editor, 'chk-sr-verdict')?.textContent).toContain('PASS');
    expect(editor.querySelector<HTMLTextAreaElement>('#chk-sr-json')?.value).toMatch(/"chart": 4/);
    await click(button(editor, 'Check and play it'));
    expect(testid(el, 'chk-verdict')?.textContent).toContain('PASS');
    // The Steam Rollers story's code loads when a Steam Rollers file is opened.
    await until(() => !!el.querySelector('.chk-story') && !!button(el.querySelector('.chk-story')!, 'Try it'), 150);
  });

  it('Steam Rollers: a whole table laid out, a track drawn on a sheet, checked and played', async () => {
    const el = await open('steam-rollers');
    await until(() => !!el.querySelector('.chk-sr-editor'));
    const editor = el.querySelector<HTMLElement>('.chk-sr-editor')!;
    await click(button(editor, 'Edit the whole table'));
    await click(editor.querySelector('.chk-sr-map g[role="button"][data-hex="3,2"]'));
    await click(testid(editor, 'srp-draw-confirm'));
    expect(testid(editor, 'chk-sr-verdict')?.textContent).toContain('PASS');
    await click(button(editor, 'Check and play it'));
    expect(testid(el, 'chk-verdict')?.textContent).toContain('PASS');
    await until(() => !!el.querySelector('.chk-story') && !!button(el.querySelector('.chk-story')!, 'Try it'), 150);
    // The story draws the table the editor wrote: the first sheet holds the track drawn.
    expect(el.querySelector('.chk-story .sr-track[data-hex="3,2"]')).toBeTruthy();
  });
});
