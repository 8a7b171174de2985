/**
 * Rollecate's part of "share this position" (the codec itself is the kit's,
 * src/play/kit/share.ts): which states can be shared, and the scenario document
 * for one. Steam Rollers' and Rolit's are steamShare.ts and rolitShare.ts's
 * positionDoc.
 */
import { exportGame } from '../../scenario/export';
import type { GameState } from '../../machines/rollecate/rules/types';

/** A state can be shared when it is the start of a turn (just drawn), as the contract's position is. */
export function canShare(s: GameState): boolean {
  return s.phase === 'action' || s.phase === 'betsy' || s.phase === 'draw';
}

/** The scenario document for the position at the start of the turn in `s` (see `canShare`). */
export function positionDoc(s: GameState, title: string): Record<string, unknown> {
  // exportGame with no moves writes game, title, options (variant, rule switches, seed) and the position
  // (exportPosition), then an `expect` pinning the position; the checker starts from the bare position.
  const doc = exportGame(s, [], { title }) as Record<string, unknown>;
  return { ...doc, steps: [] };
}
