/**
 * The dice of the last ride: a wheel face moves the train, a blank face does
 * not. They tumble briefly when rolled (not under prefers-reduced-motion).
 */
import { fmt, type Strings } from '../../play/kit/fmt';

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
