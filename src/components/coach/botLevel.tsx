/**
 * The bot level a table plays with: today's bot or the strong one (the
 * coach's choice at the strong bot's budget). The choice is kept in the
 * browser per game, so a resumed game keeps its level; the start form shows
 * it as one more field.
 */
import { useState } from 'preact/hooks';
import { chooseMove as rollecateBot } from '../../machines/rollecate/bots';
import { chooseMove as rolitBot } from '../../machines/rolit/bots';
import { coachMove, STRONG_BUDGET, type RollecateReport } from '../../coach/rollecate';
import { coach } from '../../coach/client';
import { rolitCoachMove } from '../../coach/rolit';
import { SR_STRONG_BUDGET, type SteamReport } from '../../coach/steam';
import { botMove as steamBot, type BotLevel as SteamBotLevel } from '../../machines/steam-rollers/bots';
import { legalMoves as steamMoves } from '../../machines/steam-rollers/rules/legal';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { storage } from '../kit/save/savedGame';
import { fmt, type Strings } from '../kit/fmt';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import type { RolitState } from '../../machines/rolit/rules/types';

export type BotLevel = 'standard' | 'strong';
export const BOT_LEVELS: readonly BotLevel[] = ['standard', 'strong'];

export type LevelGame = 'rollecate' | 'rolit' | 'steam-rollers';

const key = (game: LevelGame) => `rulebook.coach.botLevel.${game}`;

export function botLevel(game: LevelGame): BotLevel {
  try {
    const v = storage()?.getItem(key(game));
    return v === 'strong' ? 'strong' : 'standard';
  } catch {
    return 'standard';
  }
}

export function setBotLevel(game: LevelGame, level: BotLevel): void {
  try {
    storage()?.setItem(key(game), level);
  } catch {
    // Without storage the level lasts as long as the page (the select still shows it).
  }
}

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

/** The Rolit bot's placement at the table's level. */
export function rolitBotMove(s: RolitState): string | null {
  return botLevel('rolit') === 'strong' ? rolitCoachMove(s) : rolitBot(s);
}

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

/** The start form's field: which bot to play against. */
export function BotLevelField({ t, game, class: cls }: { t: Strings; game: LevelGame; /** The table's own class for a form field, so the level lines up with the fields around it. */ class?: string }) {
  const [level, setLevel] = useState<BotLevel>(() => botLevel(game));
  return (
    <label class={cls ? `coach-level ${cls}` : 'coach-level'}>
      {fmt(t, 'coach.level')}{' '}
      <select
        value={level}
        data-testid="bot-level"
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value === 'strong' ? 'strong' : 'standard';
          setLevel(v);
          setBotLevel(game, v);
        }}
      >
        {BOT_LEVELS.map((l) => <option key={l} value={l}>{fmt(t, `coach.level.${l}`)}</option>)}
      </select>
    </label>
  );
}
