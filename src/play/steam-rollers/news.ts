/**
 * What a change of a Steam Rollers game brings as news for the table's live region (the words are
 * src/components/steam-rollers/useTableNews.ts): the log entries it added, the bots' moves one after another
 * gathered from the last position a person saw, at most the last eight.
 */
import { lastEntries } from '../../machines/shared/logbook';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import type { LogEntry, SteamState } from '../../machines/steam-rollers/rules/types';
import type { SteamGame } from './table';

/**
 * The entries news tells after the game went from `before` to `game`, and where the run of bots' moves now starts
 * (`botRun`: the position before the first bot's move of the run, null once a person has moved).
 */
export function newsSince(before: SteamState, game: SteamGame, botRun: SteamState | null): { entries: LogEntry[]; botRun: SteamState | null } {
  const botMoved = before.phase !== 'over' && (game.config.seats[actorOf(before)] ?? 'human') !== 'human';
  const run = botMoved ? (botRun ?? before) : null;
  const from = run ?? before;
  const after = game.snap.context;
  const n = Math.min(after.log.size - from.log.size, 8);
  return { entries: n > 0 ? lastEntries(after.log, n) : [], botRun: run };
}
