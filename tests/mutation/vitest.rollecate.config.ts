import { defineConfig } from 'vitest/config';
import { GAMES } from './games';

/** The tests `npm run mutate -- rollecate` runs against each mutant (see games.ts). */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: { include: [...GAMES['rollecate']], testTimeout: 120_000 },
});
