/**
 * Rolit's position codec, for sharing at the table and for the checker's editor (rolitPositionModel.ts): the contract
 * scenario for a position (no steps), with the names people gave their seats beside it by colour (table.ts,
 * namesToShare: the contract's position lists colours only). The links themselves are the kit's shareLinks.
 * Rollecate's is rollecateShare.ts, Steam Rollers' steamShare.ts.
 */
import { boardToRows } from '../../machines/rolit/rules/board';
import type { Colour, RolitState } from '../../machines/rolit/rules/types';

/** A Rolit position in the contract's words (the options and the position), from the table's round or the editor's model. */
export function positionParts(g: Pick<RolitState, 'size' | 'adjacency' | 'edition' | 'cells' | 'players' | 'current'>): { options: Record<string, unknown>; position: Record<string, unknown> } {
  return {
    options: { size: g.size, adjacency: g.adjacency, edition: g.edition },
    position: { board: boardToRows(g.cells, g.size), players: g.players.slice(), current: g.current },
  };
}

export function positionDoc(g: RolitState, title: string, names?: Partial<Record<Colour, string>>): Record<string, unknown> {
  return { game: 'rolit', title, ...positionParts(g), steps: [], ...(names ? { names: { ...names } } : {}) };
}
