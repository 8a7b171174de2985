/** The clauses a Rolit step applied, for the rule links under each step of an example. */
import { capturingPlacements } from '../../machines/rolit/rules/play';
import type { RolitState } from '../../machines/rolit/rules/types';

/** The clauses a placement used, given the position before it. */
export function rulesOfMove(before: RolitState, after: RolitState): string[] {
  const entry = after.log[before.log.length];
  if (!entry || entry.t !== 'place') return [];
  const ids = ['RO5'];
  if (entry.captured.length) ids.push('RO6', 'RO9');
  if (capturingPlacements(before).length) ids.push('RO8');
  else ids.push('RO10');
  if (after.phase === 'over') ids.push('RO12');
  return ids.sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
}
