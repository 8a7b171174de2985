// @vitest-environment happy-dom
/**
 * The kit's one step-through island (kit/story/StoryIsland.tsx) and the bots' row (kit/table/BotPace.tsx), on a
 * made-up game whose position is a number, so that what the kit does is tested apart from any game's drawing: the
 * stepper and the arrow keys, the narration only while reading, "Try it" with its log and what the try holds besides
 * (a refusal) in the try panel, cleared by reset, a change of what the story follows ending a try, focus on the game's first control,
 * and a file that cannot be shown. The three games' islands on it are tested in examples-*.test.tsx.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { Story } from '../../src/scenario/frames';
import { storyIsland, type StoryIslandProps } from '../../src/components/kit/story/StoryIsland';
import { BotPace } from '../../src/components/kit/table/BotPace';
import { pick } from '../../src/components/i18n';
import { mountNode, unmountNodesAfterEach } from './host';

unmountNodesAfterEach();
const t = pick('en', 'rc.story.', 'err.');

function countingStory(n: number, ok = true): Story<number> {
  return {
    ok,
    error: ok ? null : 'no frames here',
    title: 'Counting',
    rules: ['X1'],
    frames: Array.from({ length: n }, (_, i) => ({ state: i, say: [`Frame ${i + 1} says so.`], move: i ? { key: 'add', value: 1, index: i } : null, refused: null, checks: [] })),
  };
}

interface Props extends StoryIslandProps {
  frames: number;
  ok?: boolean;
  /** What the story follows (a stand-in for Rolit's edition). */
  follows?: string;
}
const Counting = storyIsland<Props, number, string>({
  name: 'Counting',
  useStory: ({ frames, ok, follows }) => ({ story: countingStory(frames, ok), own: undefined, leaveOn: follows }),
  chart: (n) => ({ at: n }),
  // The inspector's switch stays off here: the mirror is tested in inspect-mirror.test.tsx.
  inspect: { load: () => Promise.reject(new Error('no chart to inspect')), input: (n) => n },
  chip: (id) => ({ href: `#${id.toLowerCase()}`, class: 'chip' }),
  focusOnTry: '.add',
  draw: ({ shown, trying, aside, setAside, advance }) => ({
    told: <p class="told">told {shown}</p>,
    applied: ['X2'],
    tryPanel:
      trying === null
        ? undefined
        : {
            class: 'counting-try',
            hint: `Add to ${trying}`,
            controls: (
              <>
                <button type="button" class="add" onClick={() => advance(trying + 1, [`added one to ${trying}`], null, { type: 'add' })}>add</button>
                <button type="button" class="odd" onClick={() => setAside(`no odd move from ${trying}`)}>odd</button>
              </>
            ),
            said: aside && <p class="refusal">{aside}</p>,
          },
    body: ({ told, tryPanel }) => (
      <>
        {told}
        <output class="count">{shown}</output>
        {tryPanel}
      </>
    ),
    canTry: shown < 2,
  }),
});

const q = (el: Element, sel: string) => el.querySelector<HTMLElement>(sel);
const click = (b: HTMLElement | null) => act(() => b!.click());
const step = (el: Element, s: string) => q(el, `[data-step="${s}"]`) as HTMLButtonElement | null;

describe("the kit's step-through island", () => {
  it('steps by button and key, narrates while reading, and says a file it cannot show', () => {
    const el = mountNode(<Counting frames={3} t={t} lang="en" name="counting" />);
    const root = q(el, '.rc-scenario')!;
    expect(root.getAttribute('role')).toBe('region');
    expect(root.getAttribute('aria-labelledby')).toBe('counting-title');
    expect(q(el, '#counting-title')?.textContent).toBe('Counting');
    expect(root.getAttribute('data-chart')).toBe('{"at":0}');
    expect(q(el, '.rc-narration')?.textContent).toContain('told 0');
    expect(q(el, '.rc-narration')?.textContent).toContain('Frame 1 says so.');
    expect(q(el, '.rc-step-rules a')?.getAttribute('href')).toBe('#x2');
    click(step(el, 'next'));
    expect(q(el, '.count')?.textContent).toBe('1');
    act(() => void root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(q(el, '.count')?.textContent).toBe('2');
    expect(step(el, 'next')?.disabled).toBe(true);
    expect(step(el, 'try')?.disabled, 'the game says no "Try it" here').toBe(true);
    act(() => void root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true })));
    expect(q(el, '.count')?.textContent).toBe('0');

    const bad = mountNode(<Counting frames={2} ok={false} t={t} lang="en" name="bad" />);
    expect(q(bad, '.rc-scenario.error')?.textContent).toContain('no frames here');
  });

  it('"Try it" plays on with a log and a refusal, focuses the game\'s first control, and reset clears both', () => {
    const el = mountNode(<Counting frames={3} t={t} lang="en" name="counting" />);
    click(step(el, 'try'));
    expect(q(el, '.rc-narration'), 'no narration while trying').toBeNull();
    expect(document.activeElement?.className).toBe('add');
    click(q(el, '.add'));
    click(q(el, '.add'));
    expect(q(el, '.count')?.textContent).toBe('2');
    expect(q(el, '.rc-controls.counting-try > .rc-hint')?.textContent).toBe('Add to 2');
    expect([...el.querySelectorAll('.rc-controls .rc-trylog li')].map((li) => li.textContent)).toEqual(['added one to 0', 'added one to 1']);
    // The arrow keys do not step the story while trying.
    act(() => void q(el, '.rc-scenario')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(q(el, '.count')?.textContent).toBe('2');
    click(q(el, '.odd'));
    expect(q(el, '.rc-controls [aria-live="polite"] .refusal')?.textContent, 'the refusal is read out').toBe('no odd move from 2');
    click(step(el, 'reset'));
    expect(q(el, '.count')?.textContent).toBe('0');
    click(step(el, 'try'));
    expect(q(el, '.refusal'), 'the refusal went with the reset').toBeNull();
    expect(q(el, '.rc-trylog'), 'and so did the log').toBeNull();
  });

  it('opens where it is handed over, and a change of what the story follows ends a try but not the opening one', () => {
    const props = { frames: 3, t, lang: 'en', name: 'counting', initial: 1, tryNow: true, follows: 'a' };
    const el = mountNode(<Counting {...props} />);
    expect(q(el, '.count')?.textContent).toBe('1');
    expect(step(el, 'reset'), 'opened trying').not.toBeNull();
    click(q(el, '.add'));
    expect(q(el, '.count')?.textContent).toBe('2');
    act(() => render(<Counting {...props} follows="a" />, el));
    expect(q(el, '.count')?.textContent, 'the same choice again: still trying').toBe('2');
    act(() => render(<Counting {...props} follows="b" />, el));
    expect(step(el, 'reset'), 'another choice: the try ends').toBeNull();
    expect(q(el, '.count')?.textContent, 'at the frame it was tried from').toBe('1');
    click(step(el, 'try'));
    click(q(el, '.add'));
    act(() => render(<Counting {...props} follows="a" />, el));
    expect(step(el, 'reset'), 'and so does every change after').toBeNull();
  });
});

describe("the kit's bots' row", () => {
  const row = (p: Partial<Parameters<typeof BotPace>[0]>, seen: string[] = []) =>
    mountNode(
      <BotPace
        speed="normal"
        onSpeed={(v) => seen.push(v)}
        t={pick('en', 'table.')}
        botToMove={false}
        onSkip={() => seen.push('skip')}
        {...p}
      />,
    );
  it('offers the speed always, and "skip to my turn" only while a bot is to move, busy while skipping', () => {
    const seen: string[] = [];
    const idle = row({ thinking: 'Blue is thinking' }, seen);
    const select = idle.querySelector('select')!;
    expect(idle.querySelector('label')?.textContent).toContain('Bot speed');
    expect([...select.options].map((o) => o.textContent)).toEqual(['slow', 'normal', 'fast']);
    act(() => {
      select.value = 'fast';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(seen).toEqual(['fast']);
    expect(idle.querySelector('button'), 'no skip while a person is to move').toBeNull();
    expect(idle.querySelector('.rc-play-thinking')?.textContent, 'the line keeps its place').toBe('\u00a0');

    const moving = row({ botToMove: true, thinking: 'Blue is thinking' }, seen);
    expect(moving.querySelector('.rc-play-thinking')?.textContent).toBe('Blue is thinking');
    act(() => moving.querySelector('button')!.click());
    expect(seen).toEqual(['fast', 'skip']);

    const skipping = row({ botToMove: true, skipping: true });
    expect(skipping.querySelector('button')?.disabled).toBe(true);
    expect(skipping.querySelector('button')?.getAttribute('aria-busy')).toBe('true');
    expect(row({ botToMove: true }).querySelector('.rc-play-thinking'), 'a table that says it in its status').toBeNull();
  });
  it('speaks the kit\'s words at every table, in Dutch too', () => {
    const nl = row({ botToMove: true, t: pick('nl', 'table.') });
    expect(nl.querySelector('label')?.textContent).toContain('Tempo van de bots');
    expect([...nl.querySelector('select')!.options].map((o) => o.textContent)).toEqual(['langzaam', 'normaal', 'snel']);
    expect(nl.querySelector('button')?.textContent).toBe('Door naar mijn beurt');
  });
});
