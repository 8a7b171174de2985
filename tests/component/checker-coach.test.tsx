// @vitest-environment happy-dom
/**
 * The ruling checker's coach for Rolit and Steam Rollers files (issue 11: a hint "in the ruling
 * checker at any step"): the checker hands each game's step-through island its CoachPanel as a
 * `coach` render prop. The island must give it the position it shows at every step, offer a way to
 * play only while the reader tries moves, and a move played that way must be the island's own
 * "Try it" move (refused or logged like one typed by hand).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import RolitScenario from '../../src/components/rolit/RolitScenario';
import { SteamScenario, steamStoryProps } from '../../src/components/checker/checkerSteam';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach } from './host';
import { legalPlacements } from '../../src/machines/rolit/rules/play';
import type { RolitState } from '../../src/machines/rolit/rules/types';
import type { SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';

const root = join(import.meta.dirname, '..', '..');
const readDoc = (game: string, name: string) => JSON.parse(readFileSync(join(root, 'src/content/scenarios', game, `${name}.json`), 'utf8'));

unmountAfterEach();

const stepper = (el: HTMLElement, name: RegExp) => [...el.querySelectorAll<HTMLButtonElement>('.rc-stepper button')].find((b) => name.test(b.textContent ?? ''));
const click = (b: HTMLButtonElement | undefined) => {
  expect(b, 'button').toBeTruthy();
  act(() => b!.click());
};

describe('the checker coach inside the step-through islands', () => {
  it('Rolit: the coach sees each step’s position and the colours’ names; it may play only in Try it, and its square is placed like a typed one', () => {
    const seen: { state: RolitState; names: string[]; play: ((square: string) => void) | null }[] = [];
    const el = mount(RolitScenario, {
      doc: readDoc('rolit', 'b3-01-line-of-mixed-colours'), t: pick('en', 'ro.', 'rc.story.'), lang: 'en', name: 'chk-rolit', followEdition: false,
      coach: ({ state, names, play }: { state: RolitState; names: string[]; play: ((square: string) => void) | null }) => {
        seen.push({ state, names, play });
        return h('p', { class: 'coach-stub' }, `${state.current} ${state.cells.join('')}`);
      },
    });
    expect(el.querySelector('.coach-stub')).not.toBeNull();
    const first = seen[seen.length - 1]!;
    expect(first.play, 'no play while the story is shown').toBeNull();
    // The colours by name, for "explain this move" (never the engine's letters).
    const words = pick('en', 'ro.');
    expect(first.names).toEqual(first.state.players.map((c) => words[`ro.colour.${c}`]));
    expect(first.names.every((n) => n.length > 1)).toBe(true);
    click(stepper(el, /^Next$/));
    const second = seen[seen.length - 1]!;
    expect(second.state.cells.join(''), 'the next step’s position').not.toBe(first.state.cells.join(''));
    expect(el.querySelector('.coach-stub')?.textContent).toBe(`${second.state.current} ${second.state.cells.join('')}`);

    click(stepper(el, /^Try it$/));
    const trying = seen[seen.length - 1]!;
    expect(trying.play, 'a way to play while trying').not.toBeNull();
    const square = legalPlacements(trying.state)[0]!;
    act(() => trying.play!(square));
    expect([...el.querySelectorAll('.rc-trylog li')].map((li) => li.textContent).join(' ')).toContain(square);
    expect(seen[seen.length - 1]!.state.cells.join(''), 'the coach sees the move played').not.toBe(trying.state.cells.join(''));
    // An illegal square is refused with its clause, like one typed by hand, and changes nothing.
    const now = seen[seen.length - 1]!;
    const taken = now.state.cells.findIndex((c) => c !== '.');
    const file = 'abcdefgh'[taken % now.state.size]!;
    const rank = now.state.size - Math.floor(taken / now.state.size);
    act(() => now.play!(`${file}${rank}`));
    expect(el.querySelector('.rc-refusal')?.textContent).toMatch(/RO\d/);
    expect(seen[seen.length - 1]!.state.cells.join('')).toBe(now.state.cells.join(''));
  });

  it('Steam Rollers: the coach sees each step’s position and the seat names; its move is played as a Try it move and handed on to be explained', () => {
    const seen: { state: SteamState; names: string[]; play: ((e: SteamEvent) => void) | null; moves: readonly SteamEvent[] }[] = [];
    const el = mount(SteamScenario, {
      ...steamStoryProps(readDoc('steam-rollers', 'c5-01-engine-starts-at-zero'), 'en'), t: pick('en', 'sr.', 'rc.story.', 'err.'), lang: 'en', name: 'chk-steam',
      coach: (view: { state: SteamState; names: string[]; play: ((e: SteamEvent) => void) | null; moves: readonly SteamEvent[] }) => {
        seen.push(view);
        const { state } = view;
        return h('p', { class: 'coach-stub' }, `${state.phase} ${state.log.size}`);
      },
    });
    const first = seen[seen.length - 1]!;
    expect(first.play).toBeNull();
    expect(first.names.length).toBe(first.state.players.length);
    click(stepper(el, /^Try it$/));
    const trying = seen[seen.length - 1]!;
    expect(trying.play).not.toBeNull();
    const before = el.querySelectorAll('.rc-trylog li').length;
    const event: SteamEvent = trying.state.phase === 'roll' ? { type: 'dice.roll' } : trying.state.phase === 'draft' ? { type: 'die.take', die: trying.state.dice.white.findIndex((d) => d.by === null) } : { type: 'turn.pass' };
    act(() => trying.play!(event));
    expect(el.querySelector('.rc-refusal')).toBeNull();
    expect(el.querySelectorAll('.rc-trylog li').length).toBeGreaterThan(before);
    expect(seen[seen.length - 1]!.state.log.size).toBeGreaterThan(trying.state.log.size);
    // The move played is handed on, so the coach can explain it; leaving Try it starts the list again.
    expect(trying.moves).toEqual([]);
    expect(seen[seen.length - 1]!.moves).toEqual([event]);
    click(stepper(el, /^Reset/));
    expect(seen[seen.length - 1]!.moves).toEqual([]);
  });
});
