/**
 * A game log that follows the game: it keeps its newest line in view unless
 * the reader has scrolled up to read an older one (then it stays where they
 * are, and `following` is false so the table can offer a way back to the
 * newest line). Shared by the three play tables (issue 12, items 3 and 27).
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/** How close to the end (px) still counts as reading the newest line. */
const AT_END_PX = 24;

export function useFollowLog<T extends HTMLElement = HTMLOListElement>() {
  const ref = useRef<T>(null);
  const [following, setFollowing] = useState(true);
  // After every render, before the browser paints: a new line is scrolled into view in the frame it appears.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && following) el.scrollTop = el.scrollHeight;
  });
  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    const atEnd = el.scrollHeight - el.scrollTop - el.clientHeight < AT_END_PX;
    if (atEnd !== following) setFollowing(atEnd);
  };
  const toNewest = () => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
    setFollowing(true);
  };
  return { ref, following, setFollowing, onScroll, toNewest };
}
