/**
 * Lights up the statechart's active state while an example on the page steps.
 * Scenario islands announce each shown snapshot with a window CustomEvent
 * 'rulebook:chart' ({ value, source }); this island marks the SVG groups
 * `[data-state]` of the active state and its ancestors, and says in words
 * which state that is (the SVG itself is one image to assistive technology).
 */
import { useEffect, useState } from 'preact/hooks';
import { fmt, type Strings } from '../../play/kit/fmt';
import { guarded } from '../kit/ErrorBoundary';

export interface ChartHighlightProps {
  /** Id of the statechart's <svg>. */
  svg: string;
  t: Strings;
  /** Every state: XState id, the path shown to readers ("turn.discard"), its rules ("R19–R22"). */
  states: { id: string; name: string; rules: string }[];
  /** Follow only the example with this name. */
  source?: string;
  /** The machine's id, the first part of every state id ("rollecate", "rolit"). */
  root?: string;
}

export interface ChartDetail {
  value: unknown;
  source?: string;
}

/**
 * The XState ids of a state value and all its ancestors, outermost first:
 * `{ turn: 'discard' }` → ["rollecate.turn", "rollecate.turn.discard"].
 */
export function activeStateIds(value: unknown, root = 'rollecate'): string[] {
  if (typeof value === 'string') return [`${root}.${value}`];
  if (!value || typeof value !== 'object') return [];
  const out: string[] = [];
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const id = `${root}.${key}`;
    out.push(id, ...activeStateIds(child, id));
  }
  return out;
}

declare global {
  interface Window {
    __rulebookChart?: ChartDetail;
  }
}

function ChartHighlight({ svg, t, states, source, root = 'rollecate' }: ChartHighlightProps) {
  const [active, setActive] = useState<string[]>([]);

  useEffect(() => {
    const follow = (detail: ChartDetail | undefined) => {
      if (!detail || (source && detail.source !== source)) return;
      setActive(activeStateIds(detail.value, root));
    };
    // An example that hydrated first has already announced its state (Statechart.astro keeps the last one).
    follow(window.__rulebookChart);
    const on = (e: Event) => follow((e as CustomEvent<ChartDetail>).detail);
    window.addEventListener('rulebook:chart', on);
    return () => window.removeEventListener('rulebook:chart', on);
  }, [source, root]);

  useEffect(() => {
    const root = document.getElementById(svg);
    if (!root) return;
    const leaf = active[active.length - 1];
    for (const g of root.querySelectorAll<SVGGElement>('[data-state]')) {
      const id = g.dataset.state ?? '';
      g.classList.toggle('active', active.includes(id));
      g.classList.toggle('current', id === leaf);
    }
    root.dataset.active = leaf ?? '';
    // The drawing sits in a frame smaller than itself (beside the example, or on a narrow screen):
    // bring the current state into the frame, sideways and up or down. Only the frame scrolls; the
    // page itself never moves.
    const box = root.querySelector('[data-state].current rect')?.getBoundingClientRect();
    const frame = root.closest('.rc-chart-scroll');
    if (!box || !frame) return;
    const view = frame.getBoundingClientRect();
    const across = frame.scrollWidth > frame.clientWidth && (box.left < view.left || box.right > view.right);
    const down = frame.scrollHeight > frame.clientHeight && (box.top < view.top || box.bottom > view.bottom);
    if (!across && !down) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    frame.scrollBy({
      left: across ? box.left + box.width / 2 - (view.left + view.width / 2) : 0,
      top: down ? box.top + box.height / 2 - (view.top + view.height / 2) : 0,
      behavior: smooth ? 'smooth' : 'auto',
    });
  }, [active, svg]);

  const leaf = states.find((s) => s.id === active[active.length - 1]);
  return (
    <p class="rc-chart-now not-content" aria-live="polite">
      <span class="rc-chart-now-dot" aria-hidden="true" />
      {leaf
        ? fmt(t, leaf.rules ? 'chart.now' : 'chart.now.norules', { state: leaf.name, rules: leaf.rules })
        : fmt(t, 'chart.now.idle')}
    </p>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(ChartHighlight);
