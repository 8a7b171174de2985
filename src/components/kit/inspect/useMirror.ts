/**
 * The inspector mirror (inspect.ts) run by an island for the position it
 * shows: the kit's step-through island and play table call this, so a game
 * only says how its machine is loaded and what its input is (`Inspected`).
 *
 * The mirror follows what the reader sees. Each move the island makes is
 * reported with `moved(next, event)`: the event goes to the mirror, which then
 * stands at `next`. Any other change of the position shown (another frame,
 * "Try it" left or reset, a new game, a move taken back, a saved game read
 * back) starts a fresh mirror from that position. While the switch is off
 * nothing is loaded and every call is a few property reads.
 */
import { useEffect, useRef } from 'preact/hooks';
import { mirrorActor, type ChartEvent, type Inspected, type Mirror } from '../../../play/kit/inspect/inspect';

export function useMirror<S>(inspected: Inspected<S> | undefined, shown: S | undefined): (next: S, event: ChartEvent) => void {
  const mirror = useRef<Mirror | null>(null);
  /** The position the mirror stands at (or would, were the switch on). */
  const at = useRef<S | undefined>(undefined);
  useEffect(() => {
    if (!inspected || shown === undefined || shown === at.current) return;
    mirror.current?.stop();
    at.current = shown;
    mirror.current = mirrorActor(inspected.load, inspected.input(shown));
  }, [shown]);
  useEffect(
    () => () => {
      mirror.current?.stop();
      mirror.current = null;
      at.current = undefined;
    },
    [],
  );
  return (next, event) => {
    mirror.current?.send(event);
    at.current = next;
  };
}
