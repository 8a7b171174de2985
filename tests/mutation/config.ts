import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { GAMES, type MutateGame } from './games';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The vitest config of one game's mutation run. Files run in the order games.ts lists them (the
 * quick rule tests first, the property and model tests last) rather than slowest first: Stryker
 * stops at the first failing test, so a mutant is usually killed before the slow files start.
 */
export function mutationConfig(game: MutateGame) {
  const order: readonly string[] = GAMES[game];
  const rank = (f: TestSpecification) => {
    const i = order.findIndex((p) => f.moduleId.endsWith(p));
    return i < 0 ? order.length : i;
  };
  class ListedOrder extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      return [...files].sort((a, b) => rank(a) - rank(b));
    }
  }
  return defineConfig({
    root,
    test: { include: [...GAMES[game]], testTimeout: 120_000, sequence: { sequencer: ListedOrder } },
  });
}
