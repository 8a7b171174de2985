/**
 * The bot level a table plays with: today's bot or the strong one (the
 * coach's choice at the strong bot's budget). The choice is kept in the
 * browser per game, so a resumed game keeps its level; the start form shows
 * it as one more field.
 */
import { useState } from 'preact/hooks';
import { chooseMove as rollecateBot } from '../rollecate/bot';
import { chooseMove as rolitBot } from '../rolit/rolitBot';
import { coachMove, STRONG_BUDGET, type RollecateReport } from '../../coach/rollecate';
import { coach } from '../../coach/client';
import { rolitCoachMove } from '../../coach/rolit';
import { storage } from '../savedGame';
import { fmt, type Strings } from '../fmt';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import type { RolitState } from '../../machines/rolit/rules/types';

export type BotLevel = 'standard' | 'strong';
export const BOT_LEVELS: readonly BotLevel[] = ['standard', 'strong'];

const key = (game: 'rollecate' | 'rolit') => `rulebook.coach.botLevel.${game}`;

export function botLevel(game: 'rollecate' | 'rolit'): BotLevel {
  try {
    const v = storage()?.getItem(key(game));
    return v === 'strong' ? 'strong' : 'standard';
  } catch {
    return 'standard';
  }
}

export function setBotLevel(game: 'rollecate' | 'rolit', level: BotLevel): void {
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

/** The start form's field: which bot to play against. */
export function BotLevelField({ t, game }: { t: Strings; game: 'rollecate' | 'rolit' }) {
  const [level, setLevel] = useState<BotLevel>(() => botLevel(game));
  return (
    <label class="coach-level">
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
