/**
 * How an example tells the statechart drawing on its page which state it shows:
 * a window event 'rulebook:chart' ({ value, source }), read by ChartHighlight.
 * Kept apart from ChartHighlight so example islands do not bundle the highlighter.
 */
export function announceChart(value: unknown, source: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent('rulebook:chart', { detail: { value, source } }));
}
