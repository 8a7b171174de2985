// @vitest-environment happy-dom
/**
 * The three play tables' bots at a readable pace and their logs that follow, on the real islands
 * in a DOM with a fake clock (these were browser tests in tests/e2e/teach-table.spec.ts and
 * teach-rolit.spec.ts): the speed control starts at "normal" and sets the pause a bot takes before
 * its move, the table says a bot is thinking meanwhile, and "skip to my turn" plays the bots on at
 * once; the log keeps its newest line in view unless the reader scrolled up, and then offers a way
 * back. The pace itself is tested on the table's flow chart in tests/unit/table-machine.test.ts;
 * here, that each island wires it. A DOM has no layout: the log's heights are given to it.
 */
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlayTable from '../../src/components/rollecate/PlayTable';
import RolitPlayTable from '../../src/components/rolit/RolitPlayTable';
import SteamPlayTable from '../../src/components/steam-rollers/SteamPlayTable';
import { pick } from '../../src/components/i18n';
import { findPosition, passer, savedText } from '../fixtures/teach-positions';
import { button, choose, typeInto } from './host';

let host: HTMLElement | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  if (host) act(() => render(null, host!));
  host?.remove();
  host = null;
  localStorage.clear();
  vi.useRealTimers();
});

function mount(component: ComponentType<any>, props: Record<string, unknown>): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  act(() => render(<Island component={component} props={props} />, host!));
  return host;
}
const Island = ({ component: C, props }: { component: ComponentType<any>; props: Record<string, unknown> }) => <C {...props} />;

/** Lets `ms` of the fake clock pass, with effects and renders in between. */
const wait = async (ms = 0) => {
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
};
const click = async (b: Element | null | undefined) => {
  expect(b, 'the element to click').toBeTruthy();
  await act(async () => void b!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  await wait();
};
const selectNamed = (el: Element, label: string) => [...el.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))!.querySelector('select')!;
const submit = async (el: Element) => {
  await act(async () => void el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await wait();
};

/**
 * Gives the log the layout a browser would: 20 px a line in a box 100 px high, with a scroll
 * position kept within what the lines allow.
 */
function layOut(log: HTMLElement) {
  let top = 0;
  const height = () => log.querySelectorAll('li').length * 20;
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: height });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(log, 'scrollTop', { configurable: true, get: () => top, set: (v: number) => void (top = Math.max(0, Math.min(v, height() - 100))) });
}
const atEnd = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight < 24;
const scrollUp = async (log: HTMLElement) => {
  await act(async () => {
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
  });
};

describe('Rollecate: the bots at a readable pace, and the log', () => {
  const t = pick('en', 'coach.', 'rc.', 'log.', 'play.', 'odds.', 'why.', 'err.', 'link.', 'limit.', 'table.');
  it('a bot waits the chosen pause, thinking, until skipped; the log follows the newest line unless scrolled up', async () => {
    const found = findPosition((s) => s.phase === 'action' && s.current === 0, { pick: passer });
    localStorage.setItem('rulebook.rollecate.game', savedText(found, 'bots'));
    const el = mount(PlayTable, { t, lang: 'en' });
    await wait();
    await click(button(el, 'Resume saved game'));
    expect(selectNamed(el, 'Bot speed').value).toBe('normal');
    const log = el.querySelector<HTMLElement>('.rc-play-log ol')!;
    layOut(log);
    choose(el, 'Bot speed', 'slow');
    const lines = () => el.querySelectorAll('.rc-play-log li').length;
    const thinking = () => el.querySelector('.rc-play-thinking')?.textContent ?? '';
    await click(button(el, 'Pass'));
    for (let i = 0; i < 6 && button(el, /^Put .+ on the pile$/); i++) await click(button(el, /^Put .+ on the pile$/));
    // The bot's turn: it is seen thinking, and its move waits the slow pause (1.5 s).
    expect(thinking()).toBe('Bot 1 is thinking…');
    const before = lines();
    await wait(1_400);
    expect(lines()).toBe(before);
    await click(button(el, 'Skip to my turn'));
    await wait();
    expect(lines()).toBeGreaterThan(before);
    expect(button(el, 'Pass') ?? button(el, /^Put .+ on the pile$/)).toBeDefined();
    expect(thinking().trim()).toBe('');
    // The log keeps the newest line in view…
    await wait();
    expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    expect(atEnd(log)).toBe(true);
    // …unless the reader scrolled up: it stays there, and a button goes back to the newest line.
    await scrollUp(log);
    expect(button(el, 'Go to the newest move')).toBeDefined();
    const count = lines();
    await click(button(el, 'Pass') ?? button(el, /^Put .+ on the pile$/));
    expect(lines()).toBeGreaterThan(count);
    expect(log.scrollTop).toBe(0);
    await click(button(el, 'Go to the newest move'));
    expect(atEnd(log)).toBe(true);
    expect(button(el, 'Go to the newest move')).toBeUndefined();
  });
});

describe('Rolit: the bots at a readable pace, what a square would do, refusals by click, and the log', () => {
  const t = pick('en', 'coach.', 'rop.', 'ro.', 'err.', 'link.', 'limit.', 'table.');
  it('skip, why these squares, a preview, a refused click marked, flips marked, a bot that waits, a log that follows', async () => {
    const el = mount(RolitPlayTable, { t, lang: 'en' });
    await wait();
    choose(el, 'Number of players', '4');
    // A fixed starting roll (an empty one is a new roll each game): this one leaves a capture on the first square offered.
    typeInto(el, 'Number for the starting roll', '7');
    await submit(el);
    expect(selectNamed(el, 'Bot speed').value).toBe('normal');
    const skip = () => button(el, 'Skip to my turn');
    const squares = () => [...el.querySelectorAll<HTMLElement>('.rop-play .ro-btn')];
    const lines = () => [...el.querySelectorAll('.rop-log li')].map((li) => li.textContent ?? '');
    // Skip to my turn plays the bots out at once.
    if (skip()) await click(skip());
    expect(squares().length).toBeGreaterThan(0);
    // Why these squares are offered: a capture is possible (RO8), or none is (RO10).
    expect(el.querySelector('[data-testid="rop-why-legal"]')?.textContent).toBe('A capture is possible, so only squares that capture are offered (RO8).');
    // Pointing at an offered square previews what it would turn.
    const square = squares()[0]!;
    await act(async () => void square.dispatchEvent(new MouseEvent('mouseenter')));
    const name = square.getAttribute('data-square');
    const captures = /\(captures ([^)]+)\)$/.exec(square.getAttribute('aria-label') ?? '')?.[1]?.split(', ') ?? [];
    expect(captures, 'the roll of 7 leaves a capture on the first square offered').not.toEqual([]);
    const preview = el.querySelector('[data-testid="ro-preview"]')?.textContent;
    expect(preview).toBe(`${name} would turn ${captures.length} ${captures.length === 1 ? 'ball' : 'balls'}: ${captures.join(', ')}`);
    expect(el.querySelectorAll('.rop-play .ro-ball.ro-preview')).toHaveLength(captures.length);
    // A click on a forbidden square gives the refusal and marks it; the next move clears both.
    await click(el.querySelector('.rop-play .ro-forbidden[data-square="a1"]'));
    expect(el.querySelector('.rop-refusal')?.textContent).toContain('RO5: a1 is not next to a ball');
    expect(el.querySelectorAll('.rop-play .ro-sq.ro-marked')).toHaveLength(1);
    const before = lines().length;
    await click(squares()[0]);
    expect(el.querySelector('.rop-refusal')?.textContent).toBe('');
    expect(el.querySelectorAll('.rop-play .ro-sq.ro-marked')).toHaveLength(0);
    // The balls my ball turned are marked, as many as the log line names.
    const flips = (line: string | undefined) => Number(/captures (\d+)/.exec(line ?? '')?.[1] ?? 0);
    expect(el.querySelectorAll('.rop-play .ro-flipped')).toHaveLength(flips(lines()[before]));
    // The next bot waits a readable moment (normal pace: 1.2 s), thinking meanwhile.
    expect(el.querySelector('.rop-status')?.textContent).toContain('(bot) is thinking');
    await wait(1_150);
    expect(lines()).toHaveLength(before + 1);
    await wait(50);
    expect(lines()).toHaveLength(before + 2);
    // The bot's flips are marked now, until the next move.
    expect(el.querySelectorAll('.rop-play .ro-flipped')).toHaveLength(flips(lines()[before + 1]));
    // Skip, move, skip…: the log keeps its newest line in view.
    const log = el.querySelector<HTMLElement>('[data-testid="rop-log"]')!;
    layOut(log);
    for (let i = 0; i < 2; i++) {
      if (skip()) await click(skip());
      await click(squares()[0]);
    }
    if (skip()) await click(skip());
    expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    expect(atEnd(log)).toBe(true);
    // …unless the reader scrolls up: the log then stays, and a button goes back to the newest line.
    await scrollUp(log);
    expect(button(el, 'Go to the newest move')).toBeDefined();
    const count = lines().length;
    await click(squares()[0]);
    expect(lines().length).toBeGreaterThan(count);
    expect(log.scrollTop).toBe(0);
    await click(button(el, 'Go to the newest move'));
    expect(atEnd(log)).toBe(true);
    expect(button(el, 'Go to the newest move')).toBeUndefined();
  });
});

describe('Steam Rollers: the bots at a readable pace, and the log', () => {
  const t = pick('en', 'sr.', 'table.', 'coach.', 'err.');
  it('the speed control sets the bot\'s pause, "skip to my turn" plays on at once, and the log follows the newest line', async () => {
    const el = mount(SteamPlayTable, { t, lang: 'en' });
    await wait();
    const seed = el.querySelector<HTMLInputElement>('.srp-form input[type="text"]')!;
    act(() => {
      seed.value = '2';
      seed.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submit(el);
    expect(selectNamed(el, 'Bot speed').value).toBe('normal');
    choose(el, 'Bot speed', 'slow');
    const log = el.querySelector<HTMLElement>('.srp-log ol')!;
    layOut(log);
    const lines = () => el.querySelectorAll('.srp-log li').length;
    const choice = () => el.querySelector<HTMLElement>('.srp-moves button');
    // The bot that starts is skipped; then the person's first choices until a bot is to move, whose move waits the slow pause (1.5 s).
    if (button(el, 'Skip to my turn')) await click(button(el, 'Skip to my turn'));
    for (let i = 0; i < 12 && !button(el, 'Skip to my turn'); i++) await click(choice());
    expect(button(el, 'Skip to my turn')).toBeDefined();
    const before = lines();
    await wait(1_450);
    expect(lines()).toBe(before);
    await click(button(el, 'Skip to my turn'));
    expect(lines()).toBeGreaterThan(before);
    expect(button(el, 'Skip to my turn')).toBeUndefined();
    // A few more moves at the fast pace, until the log is longer than its box: it keeps its newest line in view.
    choose(el, 'Bot speed', 'fast');
    for (let i = 0; i < 12 && lines() < 7; i++) {
      for (let j = 0; j < 20 && !choice(); j++) await wait(250);
      await click(choice());
    }
    expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    expect(atEnd(log)).toBe(true);
    await scrollUp(log);
    expect(button(el, 'Go to the newest move')).toBeDefined();
    await click(button(el, 'Go to the newest move'));
    expect(atEnd(log)).toBe(true);
  });
});

describe('the strong bot', () => {
  it('is offered in each table’s start form', async () => {
    const tables: [ComponentType<any>, Record<string, string>][] = [
      [PlayTable, pick('en', 'coach.', 'rc.', 'log.', 'play.', 'odds.', 'why.', 'err.', 'link.', 'limit.', 'table.')],
      [RolitPlayTable, pick('en', 'coach.', 'rop.', 'ro.', 'err.', 'link.', 'limit.', 'table.')],
      [SteamPlayTable, pick('en', 'sr.', 'table.', 'coach.', 'err.')],
    ];
    for (const [table, t] of tables) {
      const el = mount(table, { t, lang: 'en' });
      await wait();
      const level = selectNamed(el, 'Bot level');
      expect([...level.options].map((o) => o.value)).toContain('strong');
      act(() => render(null, el));
      el.remove();
    }
  });
});
