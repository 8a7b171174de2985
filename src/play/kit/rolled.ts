/**
 * Whether a change of a game rolled the dice, read from its log: the tables whose games roll (Rollecate's ride,
 * Steam Rollers' white dice) let the dice tumble in then (src/components/kit/useTumble.ts), and not for a game loaded,
 * started or taken back.
 */
import { entriesFrom, type LogBook } from '../../machines/shared/logbook';

/** Whether the entries the log gained since it held `size` entries include a roll (an entry `{ t: 'roll' }`). */
export function rolledSince<E extends { t: string }>(log: LogBook<E>, size: number): boolean {
  return log.size > size && entriesFrom(log, size).some((e) => e.t === 'roll');
}
