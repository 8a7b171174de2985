/**
 * Whole seconds since the person to move began thinking, counted while `on` and started again whenever `since`
 * changes (a move, a new round): a table's move clock (Rolit's optional one-minute limit, RO15). 0 while off.
 */
import { useEffect, useState } from 'preact/hooks';

export function useElapsed(on: boolean, since: readonly unknown[]): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    if (!on) return;
    const began = Date.now();
    const id = window.setInterval(() => setElapsed(Math.floor((Date.now() - began) / 1000)), 1000);
    return () => window.clearInterval(id);
  }, [on, ...since]);
  return elapsed;
}
