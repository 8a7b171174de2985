/**
 * Who may sit at a Steam Rollers seat and where the table keeps its game: light enough for the page's first step
 * (SteamPlayTableFirst.tsx), which draws the start form before the engine and the save format (steamSave.ts) load.
 */
import { BOT_LEVELS, type BotLevel } from '../../machines/steam-rollers/botLevels';

/** Where the table keeps its saved game in the browser's storage. */
export const SAVE_KEY = 'rulebook.steam-rollers.game';

export type SeatKind = 'human' | BotLevel;
export const SEAT_KINDS: readonly SeatKind[] = ['human', ...BOT_LEVELS];
