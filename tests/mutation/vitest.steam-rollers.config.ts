import { defineConfig } from 'vitest/config';
import { GAMES } from './games';

/** The tests `npm run mutate -- steam-rollers` runs against each mutant (see games.ts). */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: { include: [...GAMES['steam-rollers']], testTimeout: 120_000 },
});
