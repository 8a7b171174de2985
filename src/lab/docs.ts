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
import * as steam from './steam';
import { stepOf as steamStep } from '../scenario/steam-rollers';
import type { SteamEvent } from '../machines/steam-rollers/rules/types';
import type { Divergence } from './types';

type Doc = Record<string, unknown>;

export function partingDocs(game: 'rollecate' | 'rolit' | 'steam-rollers', d: Divergence, titles: [string, string]): [Doc, Doc] | null {
  if (game === 'rollecate') {
    const { table, rules } = rollecate.readingOf(d.reading);
    const moves = d.steps.map((s) => s.move as Action);
    const doc = (r: typeof rules, title: string) => exportGame(rollecate.startGame(table, d.seed, r), moves, { title }) as Doc;
    return [doc({}, titles[0]), doc(rules, titles[1])];
  }
  // The last move is refused by one reading: that file says so, as a scenario does for a move the engine must refuse.
  const refusedIn = d.kind === 'refused' ? 1 : d.kind === 'legal' ? 0 : -1;
  const last = (side: number, i: number) => (side === refusedIn && i === d.steps.length - 1 ? { rejected: true } : {});
  if (game === 'steam-rollers') {
    const { table, switches } = steam.readingOf(d.reading);
    const doc = (sw: typeof switches, title: string, side: number): Doc => ({
      game: 'steam-rollers',
      title,
      options: { players: table.players, difficulty: table.difficulty, rules: sw, seed: d.seed },
      position: { players: table.players },
      steps: d.steps.map((s, i) => ({ ...steamStep(s.move as SteamEvent), ...last(side, i) })),
    });
    return [doc({}, titles[0], 0), doc(switches, titles[1], 1)];
  }
  const { table, reading } = rolit.readingOf(d.reading);
  const doc = (r: rolit.RolitReading, title: string, side: number): Doc => ({
    game: 'rolit',
    title,
    options: { edition: r.edition ?? 'standard', seed: d.seed, ...(r.adjacency ? { adjacency: r.adjacency } : {}), ...(r.size ? { size: r.size } : {}) },
    position: { players: table.players },
    steps: d.steps.map((s, i) => ({ place: s.move as string, ...last(side, i) })),
  });
  return [doc({}, titles[0], 0), doc(reading, titles[1], 1)];
}
