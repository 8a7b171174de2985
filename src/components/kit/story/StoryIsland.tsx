/**
 * The one step-through island for every game's examples: which frame is
 * shown and the stepper (story.tsx), the example's head and a step's
 * narration (StoryParts.tsx), "Try it" (the position tried, the lines the
 * reader's moves wrote, what the try holds besides: a refusal, a chosen
 * hex), reset, the page's statechart drawing told the state shown, and a
 * file that cannot be shown. A game (its Scenario island) hands in only
 * what is its own (`StoryGame`): how its story is made, how a frame's
 * position is drawn and where the narration and the try log sit in it, the
 * moves it offers in "Try it", and its words for moves and log lines. With
 * the developer switch on (../inspect/), the island mirrors the position
 * shown into the Stately inspector: each move tried (the event handed to
 * `advance`) is sent on, any other change starts the mirror afresh.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Frame, Story } from '../../../scenario/frames';
import { announceChart } from '../../chart/announce';
import { fmt, type Strings } from '../../../play/kit/fmt';
import type { ChartEvent, Inspected } from '../../../play/kit/inspect/inspect';
import { useMirror } from '../inspect/useMirror';
import { StoryInvalid, StoryStepper, useStory, type StoryNav } from './story';
import { StoryHead, StoryNarration, type ChipAttrs } from './StoryParts';

/** What every game's example island is given (the step-through island, StoryFrames.tsx, hands over with `initial` and `tryNow`). */
export interface StoryIslandProps {
  t: Strings;
  lang: string;
  /** The file's name: ids, and the statechart drawing's highlight. */
  name: string;
  /** The frame to open at, and whether in "try it". */
  initial?: number;
  tryNow?: boolean;
}

/** What a game's drawing is given for the frame on screen. `X` is what a try holds besides its position (a refusal, a choice half made). */
export interface StoryDraw<P, S, X, L> {
  p: P;
  t: Strings;
  lang: string;
  name: string;
  story: Story<S>;
  nav: StoryNav<S>;
  frame: Frame<S>;
  /** The frame before (undefined on the first). */
  prev: Frame<S> | undefined;
  /** The position shown: the one tried, else the frame's. */
  shown: S;
  /** The position tried, or null while reading the story. */
  trying: S | null;
  aside: X | null;
  setAside: (x: X | null) => void;
  /**
   * A move the reader tried was taken: the position after it, the lines it wrote (appended to the try log), what the try
   * holds now, and the move as the chart's event (sent to the inspector's mirror while the switch is on).
   */
  advance: (next: S, lines: readonly string[], aside: X | null, event: ChartEvent) => void;
  chip: (id: string) => ChipAttrs;
  /** What the game's own hook returned (StoryGame.useStory). */
  own: L;
}

/** The parts the kit draws, for the game to place in its layout. */
export interface StoryParts {
  /** The step's narration (null while trying). */
  told: ComponentChildren;
  /** The lines the reader's moves wrote, as a list (null when none or not trying). */
  tryLog: ComponentChildren;
  /** While trying, the game's `tryPanel` drawn: its hint, its controls, what its last move said, and the try log. */
  tryPanel: ComponentChildren;
}

/** The controls a game offers in "Try it", for the kit's panel (`rc-controls`). */
export interface TryPanel {
  /** A class besides rc-controls. */
  class?: string;
  /** What the reader can do now. */
  hint: ComponentChildren;
  /** The moves offered (buttons, a field). */
  controls: ComponentChildren;
  /** What the last move tried said: a refusal with its clause, the lines it wrote (read out as it changes). */
  said: ComponentChildren;
}

/** A frame drawn by the game. */
export interface StoryView {
  /** Notes under the example's title. */
  notes?: ComponentChildren;
  /** What the step did, in the game's words (a refusal, its log lines): the narration's first lines. */
  told?: ComponentChildren;
  /** The clauses the step applied. */
  applied?: readonly string[];
  /** The try log's lines, when the game draws them richer than text (default: the lines `advance` gathered). */
  tryLines?: readonly ComponentChildren[];
  /** While trying, the moves the game offers beside its drawing (Rollecate's are on its board: none). */
  tryPanel?: TryPanel;
  /** The position with the narration and the try log (or the try panel) placed in it. */
  body: (parts: StoryParts) => ComponentChildren;
  /** Whether "Try it" is offered at this frame. */
  canTry: boolean;
  /** Drawn after the stepper (the ruling checker's coach). */
  after?: ComponentChildren;
  /** The island's class (default `rc-scenario not-content`). */
  class?: string;
}

export interface StoryGame<P extends StoryIslandProps, S, X, L> {
  /** The island's name (Scenario, RolitScenario, SteamScenario): the error boundary's and the devtools' name for it. */
  name: string;
  /** The story to step through, and the game's own state (a hook: it may follow a choice of the reader's). */
  useStory: (p: P) => { story: Story<S>; own: L; leaveOn?: unknown };
  /** The statechart state of a position. */
  chart: (s: S) => unknown;
  /** The developer inspector's mirror: how the game's machine is loaded (a dynamic import) and its input for a position. */
  inspect: Inspected<S>;
  /** A rule chip's link (the game's clauses.ts). */
  chip: (id: string, lang: string, t: Strings) => ChipAttrs;
  /** Elements whose keys are their own, not the stepper's. */
  ignore?: string;
  /** Where focus goes when "Try it" replaces its own button (else it stays where the browser leaves it). */
  focusOnTry?: string;
  draw: (d: StoryDraw<P, S, X, L>) => StoryView;
}

/** The island for a game: wrap it in the kit's error boundary (guarded) in the game's folder. */
export function storyIsland<P extends StoryIslandProps, S, X = never, L = undefined>(game: StoryGame<P, S, X, L>) {
  const Island = function StoryIsland(p: P) {
    const { t, lang, name } = p;
    const { story, own, leaveOn } = game.useStory(p);
    const [aside, setAside] = useState<X | null>(null);
    const nav = useStory(story, { initial: p.initial, tryNow: p.tryNow, ignore: game.ignore, onLeaveTry: () => setAside(null) });
    const { frames, frame, index, tryState, setTryState, tryLog, setTryLog } = nav;
    const root = useRef<HTMLDivElement>(null);

    // A change of what the story follows (Rolit's edition) ends a try, but not the one the island opened in.
    const opening = useRef(true);
    useEffect(() => {
      if (opening.current) opening.current = false;
      else nav.go(index);
    }, [leaveOn]);

    const shown = tryState ?? frame?.state;
    // "Try it" replaces its own button: focus goes to the game's first control, never to the page.
    const trying = tryState !== null;
    useEffect(() => {
      if (!trying || !game.focusOnTry || !root.current) return;
      const active = document.activeElement;
      if (active && active !== document.body && root.current.contains(active) && active.isConnected) return;
      root.current.querySelector<HTMLElement>(game.focusOnTry)?.focus();
    }, [trying]);
    // The statechart drawing on the page (if any) lights up the state shown here.
    useEffect(() => {
      if (shown !== undefined) announceChart(game.chart(shown), name);
    }, [shown]);
    const mirrored = useMirror(game.inspect, shown);

    if (!story.ok || !frame || shown === undefined) return <StoryInvalid reason={story.error} t={t} />;

    const chip = (id: string) => game.chip(id, lang, t);
    const advance = (next: S, lines: readonly string[], x: X | null, event: ChartEvent) => {
      mirrored(next, event);
      setAside(x);
      if (lines.length) setTryLog([...tryLog, ...lines]);
      setTryState(next);
    };
    const view = game.draw({ p, t, lang, name, story, nav, frame, prev: frames[index - 1], shown, trying: tryState, aside, setAside, advance, chip, own });
    const lines = view.tryLines ?? tryLog;
    const told = trying ? null : (
      <StoryNarration t={t} say={frame.say} applied={view.applied ?? []} chip={chip}>
        {view.told}
      </StoryNarration>
    );
    const tried =
      trying && lines.length > 0 ? (
        <ol class="rc-trylog" aria-label={fmt(t, 'rc.story.trylog')}>
          {lines.map((line, i) => <li key={i}>{line}</li>)}
        </ol>
      ) : null;
    const panel = trying && view.tryPanel ? (
      <div class={view.tryPanel.class ? `rc-controls ${view.tryPanel.class}` : 'rc-controls'}>
        <p class="rc-hint">{view.tryPanel.hint}</p>
        {view.tryPanel.controls}
        <div aria-live="polite">{view.tryPanel.said}</div>
        {tried}
      </div>
    ) : null;
    const heading = `${name}-title`;
    return (
      <div class={view.class ?? 'rc-scenario not-content'} ref={root} onKeyDown={nav.onKey} role="region" aria-labelledby={heading} data-chart={JSON.stringify(game.chart(shown))}>
        <StoryHead id={heading} title={story.title} rules={story.rules} chip={chip} t={t}>
          {view.notes}
        </StoryHead>
        {view.body({ told, tryLog: tried, tryPanel: panel })}
        <StoryStepper nav={nav} t={t} canTry={view.canTry} />
        {view.after}
      </div>
    );
  };
  return Object.assign(Island, { displayName: game.name });
}
