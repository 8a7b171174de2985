/**
 * Rolit's bot at the table's level (botLevel.tsx), apart from the level's field so that a page draws its start
 * form without any game's bots (issue 30); the table loads it with its engine.
 */
import { chooseMove as rolitBot } from '../../machines/rolit/bots';
import { rolitCoachMove } from '../../coach/rolit';
import type { RolitState } from '../../machines/rolit/rules/types';
import { botLevel } from './botLevel';

/** The Rolit bot's placement at the table's level. */
export function rolitBotMove(s: RolitState): string | null {
  return botLevel('rolit') === 'strong' ? rolitCoachMove(s) : rolitBot(s);
}
