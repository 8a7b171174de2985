/**
 * A divergence as two scenario files, one per reading: the same seeded setup
 * and the same moves, so a page can step both readings at once. Rollecate's
 * files come from the exporter the fuzzer uses (a move one reading refuses is
 * written `"rejected": true`); Rolit's start a new match from the seed.
 */
import { exportGame } from '../scenario/export';
import type { Action } from '../machines/rollecate/rules/types';
import * as rollecate from './rollecate';
import * as rolit from './rolit';
import type { Divergence } from './types';

type Doc = Record<string, unknown>;

export function partingDocs(game: 'rollecate' | 'rolit', d: Divergence, titles: [string, string]): [Doc, Doc] | null {
  if (game === 'rollecate') {
    const { table, rules } = rollecate.readingOf(d.reading);
    const moves = d.steps.map((s) => s.move as Action);
    const doc = (r: typeof rules, title: string) => exportGame(rollecate.startGame(table, d.seed, r), moves, { title }) as Doc;
    return [doc({}, titles[0]), doc(rules, titles[1])];
  }
  const { table, reading } = rolit.readingOf(d.reading);
  // The last move is refused by one reading: that file says so, as a scenario does for a move the engine must refuse.
  const refusedIn = d.kind === 'refused' ? 1 : d.kind === 'legal' ? 0 : -1;
  const doc = (r: rolit.RolitReading, title: string, side: number): Doc => ({
    game: 'rolit',
    title,
    options: { edition: r.edition ?? 'standard', seed: d.seed, ...(r.adjacency ? { adjacency: r.adjacency } : {}), ...(r.size ? { size: r.size } : {}) },
    position: { players: table.players },
    steps: d.steps.map((s, i) => ({ place: s.move as string, ...(side === refusedIn && i === d.steps.length - 1 ? { rejected: true } : {}) })),
  });
  return [doc({}, titles[0], 0), doc(reading, titles[1], 1)];
}
