/**
 * The bot level a table plays with: today's bot or the strong one (the
 * coach's choice at the strong bot's budget). The choice is kept in the
 * browser per game, so a resumed game keeps its level; the start form shows
 * it as one more field. Each game's bot at that level is in its own module
 * (rollecateBot.ts, rolitBot.ts, steamBot.ts), which a table loads with its
 * engine: a start form needs none of them (issue 30).
 */
import { useState } from 'preact/hooks';
import { storage } from '../../play/kit/save/savedGame';
import { fmt, type Strings } from '../../play/kit/fmt';

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
