/**
 * The dice of the last ride: a wheel face moves the train, a blank face does
 * not. They tumble briefly when rolled (not under prefers-reduced-motion).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { fmt, type Strings } from '../fmt';
import { prefersReducedMotion } from '../savedGame';

/** How long a roll's tumble lasts: the 420 ms animation (rc-tumble in rollecate.css) with its stagger, for up to seven dice. */
export const ROLL_TUMBLE = 560;

/**
 * A table's dice tumbling after a roll, for any game (the Steam Rollers table
 * uses it; its dice take the rc-tumble animation too). `roll()` starts the
 * tumble, or starts it again for a roll during one; under
 * prefers-reduced-motion it does nothing, so the dice are at once as rolled.
 * `settle()` stops a tumble at once. Returns whether they tumble now, and a number that changes with every roll,
 * to key the dice by so that the animation starts over.
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

export function facesOf(wheels: number, dice: number, faces?: boolean[]): boolean[] {
  if (faces && faces.length === dice) return faces;
  return Array.from({ length: dice }, (_, i) => i < wheels);
}

export function Dice({ faces, t, rolling }: { faces: boolean[]; t: Strings; rolling?: boolean }) {
  const wheels = faces.filter(Boolean).length;
  return (
    <div class={`rc-dice${rolling ? ' rolling' : ''}`} role="img" aria-label={fmt(t, 'rc.dice.label', { dice: faces.length, wheels })}>
      {faces.map((wheel, i) => (
        <svg key={i} viewBox="0 0 40 40" class={`rc-die ${wheel ? 'wheel' : 'blank'}`} aria-hidden="true" style={{ animationDelay: `${(i % 4) * 40}ms` }}>
          <rect x="2" y="2" width="36" height="36" rx="7" />
          {wheel && (
            <g class="rc-wheel">
              <circle cx="20" cy="20" r="10" />
              <circle cx="20" cy="20" r="2.5" />
              <path d="M20,10 V30 M10,20 H30 M13,13 L27,27 M27,13 L13,27" />
            </g>
          )}
        </svg>
      ))}
    </div>
  );
}
