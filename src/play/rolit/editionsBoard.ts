/**
 * The "where the editions differ" board's settings, pure (src/components/rolit/EditionsBoard.tsx draws them): a
 * fresh game for them, the settings kept to what the edition offers, and the seed of a roll for who begins.
 */
import { EDITIONS, boardSuits } from '../../machines/rolit/rules/editions';
import { newGame } from '../../machines/rolit/rules/setup';
import type { Adjacency, BoardSize, Colour, EditionId, RolitState } from '../../machines/rolit/rules/types';

export interface Settings {
  edition: EditionId;
  players: 2 | 3 | 4;
  choice: number;
  adjacency: Adjacency;
  size: BoardSize;
}

/** A new game under the settings, `first` to begin when a roll chose it. */
export function fresh(s: Settings, first?: Colour): RolitState {
  return newGame({ players: s.players, size: s.size, adjacency: s.adjacency, edition: s.edition, colourChoice: s.choice, first });
}

/** The settings kept to what the edition offers: two players where the board does not suit more, the first colour list where the choice is gone. */
export function fitSettings(next: Settings): Settings {
  const out = { ...next };
  if (!boardSuits(out.size, out.players, out.edition)) out.players = 2; // every edition offers each board to two players
  const lists = EDITIONS[out.edition].colours[out.players];
  if (out.choice >= lists.length) out.choice = 0;
  return out;
}
