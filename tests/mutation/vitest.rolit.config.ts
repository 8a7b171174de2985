import { defineConfig } from 'vitest/config';
import { GAMES } from './games';

/** The tests `npm run mutate -- rolit` runs against each mutant (see games.ts). */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: { include: [...GAMES['rolit']], testTimeout: 120_000 },
});
