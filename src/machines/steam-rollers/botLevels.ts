/** The Steam Rollers bots a seat can be played by (bots.ts plays them): a random seat, or today's planner. */
export type BotLevel = 'random' | 'planner';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'planner'];
