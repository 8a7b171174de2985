// @vitest-environment happy-dom
/**
 * A live part drawn first (kit/DrawnFirst.tsx), on the Rolit editions page's
 * board (rolit/EditionsBoardFirst.tsx): the page holds the board as drawn when
 * the site is built, and no rules core loads until the reader acts on it.
 * Reaching for it fetches the code ahead and changes nothing; the first click
 * or key hands over to the live board, drawn exactly as the drawing was, which
 * does what the reader did; an edition chosen in the page's picker hands over
 * at once; a failed load says so and can be tried again. The page's weight with
 * the board drawn first is measured in a browser by scripts/page-weight.ts.
 */
import { h, type ComponentType } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mountNode, unmountNodesAfterEach, until } from './host';
import DrawnFirst, { atPlace, placeOf } from '../../src/components/kit/DrawnFirst';
import { ErrorBoundary } from '../../src/components/kit/ErrorBoundary';
import { loadOnce } from '../../src/components/kit/loadOnce';
import EditionsBoard from '../../src/components/rolit/EditionsBoard';
import EditionsBoardFirst, { liveBoard } from '../../src/components/rolit/EditionsBoardFirst';
import { EDITION_KEY, chooseEdition } from '../../src/play/rolit/editionChoice';
import { pick } from '../../src/components/i18n';

unmountNodesAfterEach();
afterEach(() => {
  localStorage.removeItem(EDITION_KEY);
  delete document.documentElement.dataset.rolitEdition;
});

const t = pick('en', 'ro.');
/** The board as the page holds it: rendered when the site is built, inside Astro's slot for an island's children. */
const drawing = () => h('astro-slot', { dangerouslySetInnerHTML: { __html: renderToString(h(EditionsBoard, { t, lang: 'en' })) } });
/** The live board's code behind a counter: what loaded, and when. */
function counted(fail = false) {
  const calls = vi.fn(async (): Promise<ComponentType<any>> => {
    if (fail) throw new Error('offline');
    return EditionsBoard;
  });
  return { calls, load: loadOnce(calls) };
}
const mountDrawn = (load: ReturnType<typeof loadOnce<ComponentType<any>>>) =>
  mountNode(h(ErrorBoundary, { t, prefix: 'ro.' }, h(DrawnFirst, { load, game: 'rolit', props: { t, lang: 'en' } }, drawing())));
const isLive = (host: Element) => !!host.querySelector('.rb-drawn[data-live]');
const radio = (host: Element, name: RegExp) =>
  [...host.querySelectorAll('label')].find((l) => name.test(l.textContent ?? ''))!.querySelector('input') as HTMLInputElement;
const side = (host: Element) => host.querySelector('.ro-side')!.textContent ?? '';
const pointer = (el: Element, type: string, pointerType: string) =>
  act(() => void el.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType })));

describe('a board drawn first', () => {
  it('holds the live board\'s own first drawing, loads nothing until reached, and reaching for it only fetches ahead', async () => {
    const { calls, load } = counted();
    const host = mountDrawn(load);
    await flush();
    expect(calls).not.toHaveBeenCalled();
    expect(isLive(host)).toBe(false);
    const drawn = host.querySelector('astro-slot')!.innerHTML;
    // A finger on it (not a resting mouse) fetches the code and hands nothing over.
    await pointer(host.querySelector('.ro-board')!, 'pointerover', 'touch');
    await flush();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(isLive(host)).toBe(false);
    // A click hands over; the live board draws what the drawing showed (the click on a caption does nothing to either).
    await act(() => (host.querySelector('.ro-side .rc-hint') as HTMLElement).click());
    await until(() => isLive(host));
    expect(calls).toHaveBeenCalledTimes(1);
    // As markup (this DOM writes an SVG element's tabIndex and a style as it was given: the server's way and its own;
    // a live radio button is checked by its property, the drawn one by its attribute), and which buttons are checked.
    const same = (html: string) => html.replace(/tabIndex=/g, 'tabindex=').replace(/style="transform-origin: /g, 'style="transform-origin:').replace(/ checked=""/g, '');
    const checked = (el: Element) => [...el.querySelectorAll('input')].map((i) => i.checked);
    const was = document.createElement('div');
    was.innerHTML = drawn;
    expect(same(host.querySelector('.rb-drawn')!.innerHTML)).toBe(same(drawn));
    expect(checked(host)).toEqual(checked(was));
    expect(checked(was).filter(Boolean)).toHaveLength(4);
  });

  it('a radio button clicked in the drawing is checked at once and then chosen on the live board', async () => {
    const { load } = counted();
    const host = mountDrawn(load);
    await flush();
    const spanish = radio(host, /^Spanish/);
    await act(() => spanish.click());
    expect(isLive(host) || spanish.checked).toBe(true);
    await until(() => isLive(host));
    await flush();
    expect(radio(host, /^Spanish/).checked).toBe(true);
    expect(side(host)).toContain('Turn order: red → blue → green → yellow.');
    // The board and the page's picker are one setting.
    expect(localStorage.getItem(EDITION_KEY)).toBe('es');
    expect(document.documentElement.dataset.rolitEdition).toBe('es');
  });

  it('a button pressed in the drawing is pressed on the live board', async () => {
    const { load } = counted();
    const host = mountDrawn(load);
    await flush();
    const roll = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Roll for who begins')!;
    await act(() => roll.click());
    await until(() => !!host.querySelector('.ro-rolls'));
    expect(isLive(host)).toBe(true);
    expect(host.querySelector('.ro-rolls')!.textContent).toMatch(/^Rolled: /);
  });

  it('a key pressed on a square of the drawing is pressed on the live board: Enter places the ball', async () => {
    const { load } = counted();
    const host = mountDrawn(load);
    await flush();
    const square = [...host.querySelectorAll('.ro-btn')].find((g) => (g.getAttribute('tabindex') ?? g.getAttribute('tabIndex')) === '0')!;
    const name = square.getAttribute('data-square');
    await act(() => void square.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
    await until(() => isLive(host) && side(host).includes(`places at ${name}`));
    expect(host.querySelector(`.ro-ball[data-square="${name}"]`)).not.toBeNull();
  });

  it('a mouse resting on it hands over once the code is here, but never while a button is down', async () => {
    const { load } = counted();
    const host = mountDrawn(load);
    await flush();
    const board = host.querySelector('.ro-board')!;
    await pointer(board, 'pointerdown', 'mouse');
    await pointer(board, 'pointerover', 'mouse');
    await flush();
    expect(isLive(host)).toBe(false);
    await pointer(board, 'pointerup', 'mouse');
    await flush();
    await pointer(board, 'pointerover', 'mouse');
    await until(() => isLive(host));
  });

  it('an edition chosen in the page\'s picker hands over at once, and the live board follows it', async () => {
    const { calls, load } = counted();
    const host = mountDrawn(load);
    await flush();
    expect(calls).not.toHaveBeenCalled();
    await act(() => chooseEdition('it'));
    await until(() => isLive(host) && radio(host, /^Italian/).checked);
    expect(side(host)).toContain('Boards for a solo game: 8×8, 4×4.');
  });

  it('an edition chosen before the page opened hands over as it loads', async () => {
    localStorage.setItem(EDITION_KEY, 'es');
    document.documentElement.dataset.rolitEdition = 'es';
    const host = mountNode(h(EditionsBoardFirst, { t, lang: 'en' }, drawing()));
    await until(() => isLive(host) && radio(host, /^Spanish/).checked);
    expect(liveBoard.loaded()).not.toBeNull();
  });

  it('a failed load says so in the board\'s place, and trying again draws the drawing again', async () => {
    const { calls, load } = counted(true);
    const host = mountDrawn(load);
    await flush();
    await act(() => radio(host, /^Italian/).click());
    await until(() => !!host.querySelector('[data-testid="island-error"]'));
    expect(host.textContent).toContain('offline');
    await act(() => (host.querySelector('[data-testid="island-error"] button') as HTMLButtonElement).click());
    await until(() => !!host.querySelector('.ro-editions'));
    expect(isLive(host)).toBe(false);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('an element\'s place is its index among the drawing\'s elements, Astro\'s slot left out, and the same in the live part', () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = '<astro-slot><div><p>a</p><button>b</button></div></astro-slot>';
    const live = document.createElement('div');
    live.innerHTML = '<div><p>a</p><button>b</button></div>';
    const at = placeOf(drawn, drawn.querySelector('button'));
    expect(at).toBe(2);
    expect(atPlace(live, at)).toBe(live.querySelector('button'));
    expect(placeOf(drawn, document.body)).toBe(-1);
    expect(atPlace(live, -1)).toBeNull();
  });
});
