/**
 * One test per scenario file of a game, for the mutation runs (`npm run mutate`): a mutant in a
 * rules core reruns only the files that reach it. The files are read inside each test, not at
 * import, so nothing of the rules runs while this module loads. `npm test` runs the same files
 * through tests/unit/schema.test.ts and the scenario CLI; this folder is not part of it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run';

const root = join(import.meta.dirname, '..', '..');

export function scenarioFiles(game: 'rollecate' | 'rolit' | 'steam-rollers'): void {
  const dir = join(root, 'src/content/scenarios', game);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  describe(`${game}: every scenario file passes`, () => {
    it('the folder holds scenario files', () => expect(files.length).toBeGreaterThan(0));
    for (const f of files) {
      it(f, () => {
        const doc = JSON.parse(readFileSync(join(dir, f), 'utf8'));
        expect(runScenario(doc), f).toMatchObject({ pass: true });
      });
    }
  });
}
