/**
 * "Share this position": the play table's position as a Steam Rollers
 * scenario file (the format in README.md, "Scenario files"; read back by
 * src/scenario/steam-rollers.ts), with no steps yet. The position is written
 * as the position editor writes a whole table (steamPositionModel.ts
 * `positionOfTable`): the sheets, the supply, the removed and delivered
 * cubes (the bag holds the rest), the cards, the dice, the seats and the
 * phase, and the names people gave their seats (a bot's seat, or one left
 * unnamed, gets the checker's own "Player n"). The options are the game's
 * own: players, difficulty and its chart, every rule switch, the seed.
 */
import type { SteamState } from '../../machines/steam-rollers/rules/types';
import type { SteamConfig } from './steamSave';
import { cleanName } from '../kit/seatName';
import { positionOfTable, tableFromState } from './steamPositionModel';
import { seedOfText } from '../../scenario/types';

export function positionDoc(s: SteamState, config: SteamConfig, title: string): Record<string, unknown> {
  const options: Record<string, unknown> = { players: s.options.players, difficulty: s.options.difficulty, rules: { ...s.options.switches }, seed: seedOfText(config.seed) };
  if (s.options.difficulty !== 'none' && s.options.chart !== null) options.chart = s.options.chart;
  // A person's name; a bot's seat keeps none.
  const names = s.players.map((_, i) => (config.seats[i] === 'human' ? cleanName(config.names?.[i]) : ''));
  return { game: 'steam-rollers', title, options, position: positionOfTable(tableFromState(s, names)), steps: [] };
}
