/**
 * What the Rollecate start form offers and where the table keeps its game: light enough for the page's first step
 * (PlayTableFirst.tsx), which draws the form before the engine and the save format (save.ts) are loaded.
 */

/** Where the table keeps its saved game in the browser's storage. */
export const SAVE_KEY = 'rulebook.rollecate.game';

/** How the start form set the game up. */
export type Mode = 'hotseat' | 'bots' | 'solo' | 'solo-hard' | 'betsy';
export const MODES: readonly Mode[] = ['hotseat', 'bots', 'solo', 'solo-hard', 'betsy'];
/** Who plays a seat: a person at this device, the bot, or Betsy (R40). */
export type SeatKind = 'human' | 'bot' | 'betsy';
