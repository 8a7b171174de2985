/**
 * The Rollecate position editor's edits, now in its model (src/play/rollecate/positionModel.ts): a zone's rows read
 * and replaced, a row changed, a row and a player added or removed, and the railway laid out for the preview; the
 * Rolit editor's seating read back from its model (src/play/rolit/rolitPositionModel.ts); the Steam Rollers sheet's
 * shapes offered and where a refusal of a sheet is shown (src/play/steam-rollers/steamPositionModel.ts).
 */
import { describe, expect, it } from 'vitest';
import { seat, seatingOf, startModel } from '../../src/play/rolit/rolitPositionModel';
import { allShapes, shapeIndex, sheetPartOf } from '../../src/play/steam-rollers/steamPositionModel';
import { ROTATIONS, TRACK_TYPES } from '../../src/machines/steam-rollers/rules/tracks';
import { getRows, newRow, patchedRow, railwayPreview, setRows, starterModel, withPlayer, withoutPlayer } from '../../src/play/rollecate/positionModel';

describe('the Rollecate editor\'s zones', () => {
  it('reads and replaces the rows of each zone, a player\'s hand and discard pile by seat', () => {
    const m = starterModel(['Ann', 'Bob']);
    expect(getRows(m, 'railway').map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(getRows(m, 'hand:0').map((r) => r.id)).toEqual(['h1']);
    expect(getRows(m, 'discard:1')).toEqual([]);
    expect(getRows(m, 'hand:5')).toEqual([]);
    const d = newRow(m, 'p2-');
    const next = setRows(m, 'discard:1', [d]);
    expect(next.players[1]!.discard).toEqual([d]);
    expect(next.players[0]).toBe(m.players[0]);
    expect(setRows(m, 'box', [d]).box).toEqual([d]);
  });

  it('keeps the train on a railway card: its own while it stays, else the first, else none', () => {
    const m = starterModel();
    const rail = getRows(m, 'railway');
    expect(setRows({ ...m, train: 'r2' }, 'railway', rail.slice(1)).train).toBe('r2');
    expect(setRows(m, 'railway', rail.slice(1)).train).toBe('r2');
    expect(setRows(m, 'railway', []).train).toBe('');
  });

  it('a changed row: a chaos card is never broken, and a turn fits the kind', () => {
    const m = starterModel();
    const broken = getRows(m, 'railway')[2]!;
    expect(broken.broken).toBe(true);
    expect(patchedRow(broken, { kind: 'chaos' })).toMatchObject({ kind: 'chaos', broken: false });
    expect(patchedRow(broken, { kind: 'curve' }).turn).not.toBe('straight');
    expect(patchedRow(getRows(m, 'railway')[1]!, { kind: 'straight' }).turn).toBe('straight');
  });

  it('a new row is a straight 1 under a fresh id with the zone\'s prefix', () => {
    const m = starterModel();
    expect(newRow(m, 'r')).toEqual({ id: 'r4', value: 1, kind: 'straight', broken: false, turn: 'straight' });
    expect(newRow(m, 'x')).toMatchObject({ id: 'x1' });
  });

  it('adds a player with no cards and removes one, whose turn it is kept among those left', () => {
    const m = withPlayer(starterModel(['Ann', 'Bob']), 'Cy');
    expect(m.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(m.players[2]).toEqual({ name: 'Cy', hand: [], discard: [], derailments: 0 });
    const last = { ...m, current: 2 };
    const less = withoutPlayer(last, 0);
    expect(less.players.map((p) => p.name)).toEqual(['Bob', 'Cy']);
    expect(less.current).toBe(1);
  });

  it('lays out the railway for the preview without its chaos cards, and nothing for no rows', () => {
    const m = starterModel();
    const rows = getRows(m, 'railway');
    expect(railwayPreview(rows).map((p) => p.card.id)).toEqual(['r1', 'r2', 'r3']);
    expect(railwayPreview([...rows, { id: 'c1', value: 1, kind: 'chaos', broken: false, turn: 'straight' }]).map((p) => p.card.id)).toEqual(['r1', 'r2', 'r3']);
    expect(railwayPreview([])).toEqual([]);
  });
});

describe('the Rolit editor\'s seating', () => {
  it('reads back which of the edition\'s colour lists the players sit by, as `seat` was given it', () => {
    const m = startModel(8, 'es');
    expect(seatingOf(seat(m, 2, 1, 'es'))).toBe(1);
    expect(seatingOf(seat(m, 2, 0, 'es'))).toBe(0);
    expect(seatingOf(seat(m, 3, 0, 'es'))).toBe(0);
  });

  it('is the first list when the players match none', () => {
    const m = seat(startModel(8, 'es'), 2, 1, 'es');
    expect(seatingOf({ ...m, players: ['Y', 'R'] })).toBe(0);
  });
});

describe('the Steam Rollers editor\'s sheet', () => {
  it('offers every shape of every track type in a hex, and opens the chooser on the track drawn there', () => {
    const shapes = allShapes('3,3');
    expect(shapes.length).toBe(TRACK_TYPES.reduce((n, k) => n + ROTATIONS[k].length, 0));
    expect(new Set(shapes.map((b) => `${b.track}/${b.rotation}`)).size).toBe(shapes.length);
    expect(shapes.every((b) => b.type === 'track.build' && b.hex === '3,3')).toBe(true);
    const last = shapes[shapes.length - 1]!;
    expect(shapeIndex('3,3', { type: last.track, rotation: last.rotation })).toBe(shapes.length - 1);
    expect(shapeIndex('3,3', undefined)).toBe(0);
  });

  it('shows a refusal by the part of the sheet it names', () => {
    expect(['tracks', 'lines', 'fill', 'engine', 'points', 'name', null].map(sheetPartOf)).toEqual(['map', 'map', 'map', 'engine', 'points', 'end', 'end']);
  });
});
