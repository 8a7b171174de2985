/**
 * A play table's log that follows the game (useFollowLog.ts): a titled section, its lines in a list that keeps the
 * newest in view unless the reader scrolled up, and then a button back to the newest. Every table draws its log
 * with it, with its own class names and words; the lines are the game's.
 */
import type { ComponentChildren } from 'preact';
import type { useFollowLog } from './useFollowLog';

export interface FollowingLogProps {
  /** The table's useFollowLog() (the table may also set it following again, e.g. when it leaves a game). */
  follow: ReturnType<typeof useFollowLog<HTMLOListElement>>;
  /** The section's class, its title's id and the back-to-newest button's class. */
  cls: string;
  titleId: string;
  newestCls: string;
  title: string;
  /** The heading's level where the table puts it. */
  level?: 2 | 3;
  /** Said before the lines (an empty log's note, who started). */
  intro?: ComponentChildren;
  /** The list says its new lines itself (a table without a live region of its own). */
  live?: boolean;
  testId?: string;
  newest: string;
  /** The lines, as <li> elements. */
  children: ComponentChildren;
}

export function FollowingLog({ follow, cls, titleId, newestCls, title, level = 3, intro, live, testId, newest, children }: FollowingLogProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section class={cls} aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      {intro}
      <ol
        ref={follow.ref}
        {...(live ? { 'aria-live': 'polite', 'aria-relevant': 'additions' } : {})}
        tabIndex={0}
        aria-labelledby={titleId}
        data-testid={testId}
        onScroll={follow.onScroll}
      >
        {children}
      </ol>
      {!follow.following && <button type="button" class={newestCls} onClick={follow.toNewest}>{newest}</button>}
    </section>
  );
}
