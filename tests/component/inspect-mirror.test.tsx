// @vitest-environment happy-dom
/**
 * The developer inspector's mirror (kit/inspect/) on the real islands, for every game: with the switch on, a
 * move made in an example's "Try it" reaches the mirrored actor of the game's chart, which then rests in the
 * state the example shows (its data-chart); with the switch off nothing is loaded. At a play table (Rolit's,
 * through the kit's useTable) a person's ball and the bot's reply both reach it, in order. The inspector
 * itself (@statelyai/inspect, which opens a window on stately.ai) is replaced by a recorder.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as rollecateExample from '../../src/components/rollecate/example';
import * as rolitExample from '../../src/components/rolit/example';
import * as steamExample from '../../src/components/steam-rollers/example';
import { PREFIXES } from '../../src/components/exampleStrings';
import { pick } from '../../src/components/i18n';
import { INSPECT_KEY } from '../../src/play/kit/inspect/inspect';
import { mount } from './host';
import { open, rolitTableEach, squares, start } from './rolit-table';

type Seen = { type: string; event?: { type: string } & Record<string, unknown>; snapshot?: { value?: unknown } };
const inspected: Seen[] = [];
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({ inspect: { next: (e: Seen) => inspected.push(e) }, start() {}, stop() {} }),
}));

rolitTableEach();
beforeEach(() => void (inspected.length = 0));

/** The moves the mirror took (not XState's own init event), and the state it last rested in. */
const moves = () => inspected.filter((e) => e.type === '@xstate.event' && !e.event?.type.startsWith('xstate.')).map((e) => e.event!);
const lastValue = () => JSON.stringify(inspected.filter((e) => e.type === '@xstate.snapshot').at(-1)?.snapshot?.value);
const click = (el: Element) => act(() => void el.dispatchEvent(new MouseEvent('click', { bubbles: true })));
const step = (el: Element, s: string) => el.querySelector<HTMLButtonElement>(`[data-step="${s}"]`);
const shownChart = (el: Element) => el.querySelector('.rc-scenario')?.getAttribute('data-chart');

interface Game {
  game: 'rollecate' | 'rolit' | 'steam-rollers';
  island: ComponentType<any>;
  propsFor: (doc: unknown, lang: string) => Record<string, unknown>;
  /** A move of "Try it" on the island (null when this frame offers none), and the chart event type it makes. */
  move: (el: HTMLElement, t: Record<string, string>) => Element | null;
  event: string | null;
}

const GAMES: Game[] = [
  {
    game: 'rollecate', island: rollecateExample.Island, propsFor: rollecateExample.propsFor, event: 'turn.pass',
    move: (el, t) => [...el.querySelectorAll('.rc-controls button')].find((b) => b.textContent === t['rc.action.pass'] && !(b as HTMLButtonElement).disabled) ?? null,
  },
  { game: 'rolit', island: rolitExample.Island, propsFor: rolitExample.propsFor, event: 'ball.place', move: (el) => el.querySelector('.ro-btn') },
  // The first move offered as a button (a roll, a draft, a pass…): whichever it is, the mirror must follow it.
  { game: 'steam-rollers', island: steamExample.Island, propsFor: steamExample.propsFor, event: null, move: (el) => el.querySelector('.sr-try .sr-choices button') },
];

/** The first example of `g` (files in order) with a frame whose "Try it" offers a move; the island is left trying there. */
function findTry(g: Game, t: Record<string, string>): { el: HTMLElement; move: Element } {
  const dir = join(process.cwd(), 'src/content/scenarios', g.game);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const name = file.replace(/\.json$/, '');
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const el = mount(g.island, { ...JSON.parse(JSON.stringify(g.propsFor(doc, 'en'))), t, lang: 'en', name });
    const frames = Number(el.querySelector('.rc-stepper')?.getAttribute('data-frames') ?? 0);
    for (let i = 0; i < frames; i++) {
      const tryIt = step(el, 'try');
      if (tryIt && !tryIt.disabled) {
        click(tryIt);
        const move = g.move(el, t);
        if (move) return { el, move };
        click(step(el, 'reset')!);
      }
      click(step(el, 'next')!);
    }
    // Not this file: its island is taken down before the next one is mounted (only the last is unmounted after the test).
    render(null, el);
    el.remove();
  }
  throw new Error(`no ${g.game} example offers a move in "Try it"`);
}

describe.each(GAMES)('the inspector mirror in $game\'s examples', (g) => {
  const t = pick('en', ...PREFIXES[g.game]);

  it('a move made in "Try it" reaches the mirror, which rests where the example shows', async () => {
    localStorage.setItem(INSPECT_KEY, '1');
    const { el, move } = findTry(g, t);
    // The mirror started at the frame tried (machine and inspector loaded once switched on).
    await vi.waitFor(() => expect(lastValue()).toBe(shownChart(el)));
    inspected.length = 0;
    click(move);
    await vi.waitFor(() => expect(moves()).toHaveLength(1));
    if (g.event) expect(moves()[0]!.type).toBe(g.event);
    expect(el.querySelector('.rc-trylog li'), 'the move was taken').not.toBeNull();
    expect(lastValue()).toBe(shownChart(el));
  });

  it('with the switch off, a move reaches no mirror and nothing is loaded', async () => {
    const { move } = findTry(g, t);
    click(move);
    await new Promise((r) => setTimeout(r, 20));
    expect(inspected).toEqual([]);
  });
});

describe('the inspector mirror at a play table', () => {
  it("Rolit's table: a person's ball and the bot's reply reach the mirror, in order", async () => {
    localStorage.setItem(INSPECT_KEY, '1');
    const el = await open();
    await start(el, { size: '6' });
    await vi.waitFor(() => expect(inspected.some((e) => e.type === '@xstate.snapshot')).toBe(true));
    inspected.length = 0;
    const square = squares(el)[0]!;
    const name = square.getAttribute('data-square');
    await act(async () => void square.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await vi.waitFor(() => expect(moves().length).toBeGreaterThanOrEqual(2));
    expect(moves()[0]).toEqual({ type: 'ball.place', square: name });
    expect(moves()[1]!.type).toBe('ball.place');
    expect(moves()[1]!.square).not.toBe(name);
  });
});
