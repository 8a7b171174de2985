/**
 * Rolit's share codec at the table: the contract scenario for a position (no steps), with the names people gave
 * their seats beside it by colour (table.ts, namesToShare: the contract's position lists colours only), (the links
 * themselves are the kit's shareLinks). Rollecate's is rollecateShare.ts, Steam Rollers' steamShare.ts.
 */
import { boardToRows } from '../../machines/rolit/rules/board';
import type { Colour, RolitState } from '../../machines/rolit/rules/types';

export function positionDoc(g: RolitState, title: string, names?: Partial<Record<Colour, string>>): Record<string, unknown> {
  return {
    game: 'rolit',
    title,
    options: { size: g.size, adjacency: g.adjacency, edition: g.edition },
    position: { board: boardToRows(g.cells, g.size), players: g.players.slice(), current: g.current },
    steps: [],
    ...(names ? { names: { ...names } } : {}),
  };
}
