/**
 * Dice tumbling after a roll, for every game's table (the Rollecate and Steam
 * Rollers tables; their dice take the rc-tumble animation of rollecate.css).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { prefersReducedMotion } from '../../play/kit/save/savedGame';

/** How long a roll's tumble lasts: the 420 ms animation (rc-tumble in rollecate.css) with its stagger, for up to seven dice. */
export const ROLL_TUMBLE = 560;

/**
 * `roll()` starts the tumble, or starts it again for a roll during one; under
 * prefers-reduced-motion it does nothing, so the dice are at once as rolled.
 * `settle()` stops a tumble at once. Returns whether they tumble now, and a
 * number that changes with every roll, to key the dice by so that the
 * animation starts over.
 */
export function useTumble(): { rolling: boolean; rollKey: number; roll: () => void; settle: () => void } {
  const [rollKey, setRollKey] = useState(0);
  const [rolling, setRolling] = useState(false);
  const count = useRef(0);
  useEffect(() => {
    if (!rolling) return;
    const id = setTimeout(() => setRolling(false), ROLL_TUMBLE);
    return () => clearTimeout(id);
  }, [rolling, rollKey]);
  const roll = () => {
    if (prefersReducedMotion()) return;
    count.current += 1;
    setRollKey(count.current);
    setRolling(true);
  };
  /** Stops a tumble at once (the Rollecate table after "skip to my turn"). */
  const settle = () => setRolling(false);
  return { rolling, rollKey, roll, settle };
}
