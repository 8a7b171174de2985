/**
 * A whole Steam Rollers table read leniently, for a file the loader refuses: the position editor opens it as far
 * as it can be read, so the reader can fix what the runner names (its message then stands beside that part of the
 * editor). Sheets: every track the format can write, each read by the loader's own readers (a track by its shape
 * or by what it `joins`, the `lines` drawn through hexes, a `fill`), a track that cannot be read left out and a hex
 * drawn twice kept as first drawn; engine boxes and points. Cubes as lists or counts; cards, dice and seats. A
 * value that is not one of these is left at its default; the loader stays the only judge of the table. Own
 * properties only, every list cut to the game's sizes, so a hostile file costs no more than its size.
 */
import { isCardSide, CARD_SIDES } from '../../machines/steam-rollers/rules/cards';
import { CITIES } from '../../machines/steam-rollers/rules/map';
import { COLOUR_ORDER, sortCubes } from '../../machines/steam-rollers/rules/state';
import type { DrawnTrack } from '../../machines/steam-rollers/rules/tracks';
import { BUILDABLE, readLine, readTrack } from '../../scenario/steam-rollers';
import type { Colour, Phase } from '../../machines/steam-rollers/rules/types';
import { own } from '../../scenario/types';
import { isObj as isObject } from '../../scenario/checks';
import { NAME_MAX, PHASES, type CardModel, type DieModel, type SheetModel, type TableModel } from './steamPositionModel';

const isColour = (x: unknown): x is Colour => typeof x === 'string' && (COLOUR_ORDER as readonly string[]).includes(x);
const whole = (v: unknown, lo: number, hi: number): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? v : null);
const listOf = (v: unknown, max: number): unknown[] => (Array.isArray(v) ? v.slice(0, max) : []);

/** Cubes as a list of colours or counts per colour; anything else is no cube. */
function cubes(v: unknown): Colour[] {
  if (isObject(v)) return sortCubes(COLOUR_ORDER.flatMap((c) => new Array<Colour>(whole(own(v, c), 0, 10) ?? 0).fill(c)));
  return listOf(v, 50).filter(isColour);
}

function sheet(v: unknown): SheetModel {
  const o = isObject(v) ? v : {};
  const name = own(o, 'name');
  const tracks: SheetModel['tracks'] = {};
  // The loader's readers, one track or line at a time: what one of them refuses is left out, the rest kept.
  const readable = (read: () => [string, DrawnTrack][]): [string, DrawnTrack][] => {
    try {
      return read();
    } catch {
      return [];
    }
  };
  const put = ([hex, track]: [string, DrawnTrack]) => {
    if (!Object.hasOwn(tracks, hex)) tracks[hex] = track;
  };
  const fields = (t: unknown, keys: readonly string[]) => (isObject(t) ? Object.fromEntries(keys.flatMap((k) => (Object.hasOwn(t, k) ? [[k, t[k]]] : []))) : t);
  for (const t of listOf(own(o, 'tracks'), 200)) readable(() => [readTrack('track', fields(t, ['hex', 'track', 'rotation', 'joins']))]).forEach(put);
  for (const l of listOf(own(o, 'lines'), 100)) readable(() => readLine('line', l)).forEach(put);
  const fill = own(o, 'fill');
  const [filled] = readable(() => [readTrack('fill', { hex: '0,0', track: isObject(fill) ? own(fill, 'track') : undefined, rotation: isObject(fill) ? own(fill, 'rotation') : undefined })]);
  if (fill !== undefined && filled) for (const hex of BUILDABLE) put([hex, filled[1]]);
  const engine = [...new Set(listOf(own(o, 'engine'), 6).map((b) => whole(b, 1, 6)).filter((b): b is number => b !== null))].sort((a, b) => a - b);
  const points = listOf(own(o, 'points'), 50).map((p) => whole(p, 1, 13)).filter((p): p is number => p !== null);
  return { name: typeof name === 'string' ? name.slice(0, NAME_MAX) : '', tracks, engine, points };
}

/** The table a position describes as far as it can be read; null without two to five sheets. */
export function looseTable(position: Record<string, unknown>): TableModel | null {
  const raw = own(position, 'players');
  if (!Array.isArray(raw) || raw.length < 2 || raw.length > 5) return null;
  const sheets = raw.map(sheet);
  const n = sheets.length;
  const seat = (v: unknown): number | null => whole(v, 0, n - 1);
  const supplyRaw = own(position, 'supply');
  const supply = Object.fromEntries(CITIES.map((c) => [c, isObject(supplyRaw) ? cubes(own(supplyRaw, String(c))) : []]));
  const cards: CardModel[] = [1, 2, 3, 4, 5, 6].map(() => ({ face: 'a', holder: null, sideways: false }));
  const cardsRaw = own(position, 'cards');
  if (isObject(cardsRaw)) {
    for (const [side, v] of Object.entries(cardsRaw).slice(0, 12)) {
      if (!isCardSide(side)) continue;
      const info = CARD_SIDES[side];
      const holder = seat(isObject(v) ? own(v, 'holder') : v);
      cards[info.card - 1] = { face: info.face, holder, sideways: holder !== null && isObject(v) && own(v, 'sideways') === true };
    }
  }
  const diceRaw = own(position, 'dice');
  const whiteRaw = isObject(diceRaw) ? listOf(own(diceRaw, 'white'), n + 1) : [];
  const white: DieModel[] = Array.from({ length: n + 1 }, (_, i) => {
    const d = whiteRaw[i];
    if (typeof d === 'number') return { value: whole(d, 1, 6) ?? 1, by: null, spent: false };
    const o = isObject(d) ? d : {};
    const by = seat(own(o, 'by'));
    return { value: whole(own(o, 'value'), 1, 6) ?? 1, by, spent: by !== null && own(o, 'spent') === true };
  });
  const start = seat(own(position, 'start')) ?? 0;
  const phase = own(position, 'phase');
  return {
    sheets,
    supply,
    removed: sortCubes(cubes(own(position, 'removed'))),
    delivered: cubes(own(position, 'delivered')),
    cards,
    white,
    black: (isObject(diceRaw) ? whole(own(diceRaw, 'black'), 1, 6) : null) ?? 1,
    start,
    current: seat(own(position, 'current')) ?? start,
    round: whole(own(position, 'round'), 1, 1000) ?? 1,
    phase: PHASES.includes(phase as Phase) ? (phase as Phase) : 'roll',
  };
}
