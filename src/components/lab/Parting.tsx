/**
 * Where two readings part, as one view for every game: the same seeded setup
 * and the same moves in two columns, one stepper for both (the examples'
 * shell, ../kit/story/story.tsx), so the reader sees the move where they
 * part. Each column says what the move did, or why its reading refused it,
 * and draws the game's board; what a game draws there is its own
 * (`PartingGame`, in each game's folder: rollecate/parting.tsx, …).
 *
 * Drawn only when the site is built (partingFrames.ts), once per frame: the
 * page steps those frames with the one step-through island
 * (kit/story/StoryFrames.tsx), so a lab page ships no chart, rules core or
 * game drawing.
 */
import type { ComponentType } from 'preact';
import type { Frame, Story } from '../../scenario/frames';
import { fmt, type Strings } from '../../play/kit/fmt';
import { StoryInvalid, StoryStepper, useStory } from '../kit/story/story';

/** What one column of a game draws at a frame: `prev` is the frame before (none at the start). */
export interface ColumnProps<S> {
  frame: Frame<S>;
  prev: Frame<S> | undefined;
  label: string;
  t: Strings;
  lang: string;
}

/** A game's pieces of a parting. */
export interface PartingGame<S> {
  /** A reading's scenario file (lab/docs.ts) as a story of this game's positions. */
  story: (doc: unknown, lang: string) => Story<S>;
  /** Why the reading refused the frame's move, in the page's words. */
  refusal: (frame: Frame<S>, t: Strings) => string;
  /** What the frame's move did (its log lines); nothing at the start. */
  Said: ComponentType<ColumnProps<S>>;
  /** The position, read-only. */
  Board: ComponentType<ColumnProps<S>>;
  /** Classes the game's own styles hang on (beside rc-scenario). */
  box?: string;
}

export interface PartingProps<S> {
  game: PartingGame<S>;
  a: Story<S>;
  b: Story<S>;
  /** Column headings: the default reading, the other. */
  labels: [string, string];
  t: Strings;
  lang: string;
  /** Unique on the page: the ids of the parting's title. */
  name: string;
  /** The frame shown. */
  initial?: number;
}

export default function Parting<S>({ game, a, b, labels, t, lang, name, initial = 0 }: PartingProps<S>) {
  // Both files hold the same steps; the stepper counts the longer, a shorter column stays on its last frame.
  const nav = useStory(a.frames.length >= b.frames.length ? a : b, { initial });
  if (!a.ok || !b.ok || !nav.frame) return <StoryInvalid reason={a.error ?? b.error} t={t} />;
  const cols = [
    { label: labels[0], frames: a.frames },
    { label: labels[1], frames: b.frames },
  ];
  const { Said, Board } = game;
  return (
    <div class={`rc-scenario ${game.box ?? ''} not-content lab-parting`} role="region" aria-labelledby={`${name}-title`}>
      <p class="rc-story-title" id={`${name}-title`}>{labels[0]} / {labels[1]}</p>
      <div class="lab-two">
        {cols.map(({ label, frames }) => {
          const i = Math.min(nav.index, frames.length - 1);
          const col: ColumnProps<S> = { frame: frames[i]!, prev: frames[i - 1], label, t, lang };
          return (
            <div key={label} class="lab-column">
              <p class="lab-column-title"><strong>{label}</strong></p>
              <div class="rc-narration" aria-live="polite">
                {col.frame.refused ? <p class="rc-refused">{fmt(t, 'rc.story.refused')} {game.refusal(col.frame, t)}</p> : col.prev && <Said {...col} />}
              </div>
              <Board {...col} />
            </div>
          );
        })}
      </div>
      <StoryStepper nav={nav} t={t} canTry={false} />
    </div>
  );
}
