/**
 * The step-through shell both games' example islands share: which frame is
 * shown, next / back / restart by button or by arrow keys and Home, and "try
 * it" (the reader plays on from the frame; "reset" returns to the story).
 * What a frame looks like, and how a move is tried, stays with each game.
 * The buttons carry `data-step`, by which the step-through island
 * (StoryFrames.tsx) steps a story drawn ahead without the game's code.
 */
import { useState } from 'preact/hooks';
import type { Frame, Story } from '../../../scenario/frames';
import { fmt, type Strings } from '../../../play/kit/fmt';

export interface StoryNav<S> {
  frames: Frame<S>[];
  /** The frame on screen (undefined only for a story with no frames). */
  frame: Frame<S> | undefined;
  index: number;
  last: number;
  /** Shows frame i (clamped), leaving "try it". */
  go: (i: number) => void;
  /** The position being tried, or null while reading the story. */
  tryState: S | null;
  setTryState: (s: S | null) => void;
  tryLog: string[];
  setTryLog: (lines: string[]) => void;
  /** Starts "try it" from the frame on screen. */
  startTry: () => void;
  /** Arrow keys and Home step the story, except in form fields and `ignore` elements, and not while trying. */
  onKey: (e: KeyboardEvent) => void;
}

/**
 * `initial` opens the story at that frame, and `tryNow` in "try it" from there: the step-through island
 * (StoryFrames.tsx) hands over to the game's own island that way when the reader first plays a move.
 */
export function useStory<S>(story: Story<S>, o: { ignore?: string; onLeaveTry?: () => void; initial?: number; tryNow?: boolean } = {}): StoryNav<S> {
  const frames = story.frames;
  const [index, setIndex] = useState(() => Math.max(0, Math.min(frames.length - 1, o.initial ?? 0)));
  const [tryState, setTryState] = useState<S | null>(() => (o.tryNow ? (frames[Math.max(0, Math.min(frames.length - 1, o.initial ?? 0))]?.state ?? null) : null));
  const [tryLog, setTryLog] = useState<string[]>([]);
  const frame = frames[Math.min(index, frames.length - 1)];
  const last = frames.length - 1;
  const leaveTry = () => {
    setTryState(null);
    setTryLog([]);
    o.onLeaveTry?.();
  };
  const go = (i: number) => {
    leaveTry();
    setIndex(Math.max(0, Math.min(last, i)));
  };
  const ignore = ['select', 'input', 'textarea', o.ignore].filter(Boolean).join(', ');
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).closest(ignore) || tryState !== null) return;
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'Home') go(0);
    else return;
    e.preventDefault();
  };
  const startTry = () => {
    if (!frame) return;
    leaveTry();
    setTryState(frame.state);
  };
  return { frames, frame, index, last, go, tryState, setTryState, tryLog, setTryLog, startTry, onKey };
}

/** A file that cannot be shown: the runner's reason, in the page's words. */
export function StoryInvalid({ reason, t }: { reason: string | null; t: Strings }) {
  return (
    <div class="rc-scenario error" role="alert">
      {fmt(t, 'rc.story.invalid', { reason: reason ?? '' })}
    </div>
  );
}

/** Restart, back, progress, next and "try it"; while trying, only "reset". */
export function StoryStepper<S>({ nav, t, canTry }: { nav: StoryNav<S>; t: Strings; canTry: boolean }) {
  const { index, last, go } = nav;
  return (
    <nav class="rc-stepper" aria-label={fmt(t, 'rc.story.nav')} data-frames={last + 1}>
      {nav.tryState !== null ? (
        <button type="button" data-step="reset" onClick={() => go(index)}>{fmt(t, 'rc.story.reset')}</button>
      ) : (
        <>
          <button type="button" data-step="restart" onClick={() => go(0)} disabled={index === 0} aria-keyshortcuts="Home">{fmt(t, 'rc.story.restart')}</button>
          <button type="button" data-step="back" onClick={() => go(index - 1)} disabled={index === 0} aria-keyshortcuts="ArrowLeft">{fmt(t, 'rc.story.back')}</button>
          <span class="rc-progress" aria-live="polite">{fmt(t, 'rc.story.progress', { n: index + 1, of: last + 1 })}</span>
          <button type="button" data-step="next" class="primary" onClick={() => go(index + 1)} disabled={index === last} aria-keyshortcuts="ArrowRight">{fmt(t, 'rc.story.next')}</button>
          <button type="button" data-step="try" onClick={nav.startTry} disabled={!canTry}>{fmt(t, 'rc.story.try')}</button>
        </>
      )}
    </nav>
  );
}
