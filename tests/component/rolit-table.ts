/**
 * Driving the Rolit play table island in a DOM, for the component tests of its flow
 * (rolit-table-moves.test.tsx, rolit-table-saves.test.tsx): open and close it as a page load and
 * leaving do, fill the start form, click and type squares, and read the log.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import RolitPlayTable from '../../src/components/rolit/RolitPlayTable';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach, flush, click, button, testid } from './host';

// The island drivers every component test shares (host.ts), handed on to the Rolit table's tests.
export { button, click, flush, testid };

/** Call once at the top of a test file: bots move at once (reduced motion); each test starts from an empty page, storage and address. */
export function rolitTableEach(): void {
  unmountAfterEach();
  const calm = (query: string) => ({ matches: /prefers-reduced-motion: reduce/.test(query), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  beforeEach(() => void vi.spyOn(window, 'matchMedia').mockImplementation(calm));
  afterEach(() => {
    window.location.hash = '';
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

export const KEY = 'rulebook.rolit.game';
export const strings = (lang: string) => pick(lang, 'coach.', 'rop.', 'ro.', 'err.', 'link.', 'limit.', 'table.');
export const text = (el: Element, sel: string) => el.querySelector(sel)?.textContent ?? '';
export const saved = () => localStorage.getItem(KEY);
export const savedGame = () => JSON.parse(saved() ?? 'null');
export const lines = (el: Element) => [...el.querySelectorAll('.rop-log li')].map((li) => li.textContent ?? '');
export const squares = (el: Element) => [...el.querySelectorAll<HTMLElement>('.rop-play .ro-btn')];
export const balls = (el: Element) => el.querySelectorAll('.rop-play .ro-ball').length;

export async function open(lang = 'en') {
  const el = mount(RolitPlayTable, { t: strings(lang), lang });
  await flush();
  return el;
}
/** Takes a table down as leaving the page does (a reload is `close` and `open`). */
export const close = (el: HTMLElement) => {
  act(() => render(null, el));
  el.remove();
};
export const field = (el: Element, label: RegExp) => [...el.querySelectorAll('label')].find((l) => label.test(l.textContent ?? ''))?.querySelector<HTMLInputElement & HTMLSelectElement>('input, select');
export function set(el: Element, label: RegExp, value: string) {
  const f = field(el, label);
  expect(f, String(label)).toBeTruthy();
  act(() => {
    f!.value = value;
    f!.dispatchEvent(new Event(f!.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  });
}
export function mode(el: Element, value: 'bots' | 'hotseat' | 'solo') {
  const radio = el.querySelector<HTMLInputElement>(`input[name="rop-mode"][value="${value}"]`)!;
  act(() => {
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
export async function start(el: Element, o: { mode?: 'bots' | 'hotseat' | 'solo'; players?: string; size?: string; rounds?: string; seed?: string; timer?: boolean } = {}) {
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
export async function typeSquare(el: Element, square: string) {
  const box = el.querySelector<HTMLInputElement>('#rop-square')!;
  act(() => {
    box.value = square;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => void el.querySelector('form.rop-typed')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await flush();
}
export const code = (doc: unknown) => Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url');

