/**
 * Steam Rollers' bots at the table's level (botLevel.tsx), apart from the level's field so that a page draws its
 * start form without any game's bots (issue 30); the table loads them with its engine.
 */
import { SR_STRONG_BUDGET, type SteamReport } from '../../coach/steam';
import { coach } from '../../coach/client';
import { botMove as steamBot, type BotLevel as SteamBotLevel } from '../../machines/steam-rollers/bots';
import { legalMoves as steamMoves } from '../../machines/steam-rollers/rules/legal';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { botLevel } from './botLevel';

/**
 * A Steam Rollers bot seat's move: at the strong level a planning-bot seat
 * plays the coach's choice, its search run in the coach's Web Worker; a
 * random seat, today's planner, the roll and every forced step answer at once.
 */
export async function steamBotMoveAsync(s: SteamState, kind: SteamBotLevel, seed: string): Promise<SteamEvent | null> {
  if (kind !== 'planner' || botLevel('steam-rollers') !== 'strong' || s.phase === 'roll' || s.phase === 'over' || steamMoves(s).length <= 1) return steamBot(s, kind, seed);
  const { report } = await coach().ask({ game: 'steam-rollers', state: s, budget: SR_STRONG_BUDGET });
  const r = report as SteamReport;
  return r.options[r.best]?.move ?? steamBot(s, kind, seed);
}
