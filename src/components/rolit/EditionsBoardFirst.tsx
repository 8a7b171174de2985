/**
 * The editions page's board as a page first shows it (issue 30): drawn when
 * the site was built at its start (the standard edition, four players, 8×8),
 * with no rules core. The reader's first click or key on it, a mouse resting
 * on it, or an edition other than the standard one chosen in the picker loads
 * the live board (EditionsBoard.tsx), which takes over where the drawing was
 * and does what the reader did (kit/DrawnFirst.tsx).
 */
import type { ComponentChildren } from 'preact';
import DrawnFirst from '../kit/DrawnFirst';
import { guarded } from '../kit/ErrorBoundary';
import { loadOnce } from '../kit/loadOnce';
import type { Strings } from '../../play/kit/fmt';

export interface EditionsBoardFirstProps {
  /** Strings with prefix `ro.`, as the live board takes them. */
  t: Strings;
  lang: string;
  children?: ComponentChildren;
}

/** The live board's code: its drawing, the rules core and its words' helpers. */
export const liveBoard = loadOnce(() => import('./EditionsBoard').then((m) => m.default));

function EditionsBoardFirst({ t, lang, children }: EditionsBoardFirstProps) {
  return (
    <DrawnFirst load={liveBoard} game="rolit" props={{ t, lang }}>
      {children}
    </DrawnFirst>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx): a failed load says so there, in Rolit's words. */
export default guarded(EditionsBoardFirst, { prefix: 'ro.' });
