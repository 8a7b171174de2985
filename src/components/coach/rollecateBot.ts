/**
 * Rollecate's bot at the table's level (botLevel.tsx): today's bot or the strong one. Apart from the level's
 * field, so that a page draws its start form without any game's bots (issue 30); the table loads it with its engine.
 */
import { chooseMove as rollecateBot } from '../../machines/rollecate/bots';
import { coachMove, STRONG_BUDGET, type RollecateReport } from '../../coach/rollecate';
import { coach } from '../../coach/client';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import { botLevel } from './botLevel';

/** The Rollecate bot's move at the table's level. */
export function rollecateBotMove(s: GameState): Action {
  return botLevel('rollecate') === 'strong' ? coachMove(s) : rollecateBot(s);
}

/**
 * The same move, with the strong bot's search run in the coach's Web Worker,
 * so the page never stutters while it thinks (its playouts take longest in
 * its last turns). Today's bot and every forced step answer at once.
 */
export async function rollecateBotMoveAsync(s: GameState): Promise<Action> {
  if (botLevel('rollecate') !== 'strong' || s.phase !== 'action') return rollecateBotMove(s);
  const { report } = await coach().ask({ game: 'rollecate', state: s, budget: STRONG_BUDGET });
  const r = report as RollecateReport;
  return (r.options[r.best]?.action ?? rollecateBot(s)) as Action;
}
