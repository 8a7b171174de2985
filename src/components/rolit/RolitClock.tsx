/**
 * Rolit's optional one-minute limit (RO15) at the table: a countdown for the person to move, restarted by every
 * move and every round (the kit's useElapsed), that says when the move is over time.
 */
import { isOverTime, OPTIONAL_RULES } from '../../machines/rolit/rules/board';
import { fmt, type Strings } from '../../play/kit/fmt';
import { useElapsed } from '../kit/table/useElapsed';

export function RolitClock({ t, on, since }: { t: Strings; on: boolean; since: readonly unknown[] }) {
  const elapsed = useElapsed(on, since);
  if (!on) return null;
  const over = isOverTime(elapsed);
  return (
    <p class={`rop-clock${over ? ' over' : ''}`} data-testid="rop-clock" role={over ? 'alert' : undefined}>
      {over ? fmt(t, 'rop.clock.over', { seconds: OPTIONAL_RULES.timeLimitSeconds }) : fmt(t, 'rop.clock.left', { n: OPTIONAL_RULES.timeLimitSeconds - elapsed })}
    </p>
  );
}
