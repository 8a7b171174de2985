/**
 * The Steam Rollers position editor's model, pure. Two shapes of position, as the format has them (README, "Scenario
 * files"; src/scenario/steam-rollers.ts reads both): a new game dealt from the settings and the seed (`table` null),
 * or a whole table (`table` set): every sheet's tracks, engine boxes, delivery points and name, the supply board's
 * cubes, the cubes removed at setup and delivered, the six cards' sides and places, the dice, the phase and the seats.
 *
 * The model is read from a file (a whole table through the scenario loader itself, so lines, joins and fills arrive
 * as the tracks they draw), edited by the small functions below, and written back in the format's own words. Whether
 * the written table is one a game could reach is the runner's question, never this file's: `zoneOf` only says which
 * part of the editor a refusal names, so the editor can show the runner's message beside it.
 * SteamPositionEditor.tsx and its parts draw it; tests/component/steam-editor.test.tsx checks it.
 */
import { seedOfText } from '../../scenario/types';
import { isObj as isObject } from '../../scenario/checks';
import { docHead, writeDoc, type Built } from '../kit/editorDoc';
import { sideOf, type Face } from '../../machines/steam-rollers/rules/cards';
import { CITIES } from '../../machines/steam-rollers/rules/map';
import { COLOUR_ORDER, sortCubes } from '../../machines/steam-rollers/rules/state';
import { ROTATIONS, TRACK_TYPES, type DrawnTrack } from '../../machines/steam-rollers/rules/tracks';
import type { BuildEvent, Colour, Phase, SteamState } from '../../machines/steam-rollers/rules/types';
import { MAX_NAME, PHASES, steamRollersAdapter } from '../../scenario/steam-rollers';
import { looseTable } from './steamLooseRead';

export type SteamDifficulty = 'none' | 'medium' | 'hard';
export const DIFFICULTIES: readonly SteamDifficulty[] = ['none', 'medium', 'hard'];
export { PHASES };
export const COLOURS: readonly Colour[] = COLOUR_ORDER;
/** The most a seat's name may hold: the loader's. */
export const NAME_MAX = MAX_NAME;

export interface SheetModel {
  /** The seat's name ("" for none: the checker says "Player n"). */
  name: string;
  tracks: Record<string, DrawnTrack>;
  /** The engine boxes crossed, 1 to 6, ascending. */
  engine: number[];
  /** Each delivery's points, in the order ticked. */
  points: number[];
}

export interface CardModel {
  face: Face;
  /** The seat holding it, or null: in the centre. */
  holder: number | null;
  sideways: boolean;
}

export interface DieModel {
  value: number;
  /** The seat that drafted it, or null: still free. */
  by: number | null;
  spent: boolean;
}

export interface TableModel {
  sheets: SheetModel[];
  /** Cubes on each supply city 1–6. */
  supply: Record<number, Colour[]>;
  removed: Colour[];
  delivered: Colour[];
  cards: CardModel[];
  white: DieModel[];
  black: number;
  start: number;
  current: number;
  round: number;
  phase: Phase;
}

export interface SteamModel {
  title: string;
  /** New game: the number of players (a whole table has one sheet per player instead). */
  players: number;
  /** New game: the start seat, or null to roll for it from the seed. */
  start: number | null;
  difficulty: SteamDifficulty;
  /** The chart of blocked borders (1–6), or null to roll it (a new game only); only with medium or hard. */
  chart: number | null;
  /** New game: side up of cards 1 to 6 (a whole table keeps them with its cards). */
  sides: Face[];
  railsStopAtWalls: boolean;
  bonus3b: 'exact' | 'upTo';
  card2a: 'after' | 'together';
  seed: string;
  steps: string;
  /** A whole table, or null for a new game dealt from the settings. */
  table: TableModel | null;
}

export function steamStartModel(): SteamModel {
  return { title: '', players: 3, start: 0, difficulty: 'none', chart: null, sides: ['a', 'a', 'a', 'a', 'a', 'a'], railsStopAtWalls: false, bonus3b: 'exact', card2a: 'after', seed: '1', steps: '[]', table: null };
}

/** A whole table as the model holds it, from a state of the game and its seats' names. */
export function tableFromState(s: SteamState, names: readonly (string | undefined)[] = []): TableModel {
  return {
    sheets: s.players.map((p, i) => ({ name: names[i] ?? '', tracks: { ...p.tracks }, engine: p.engine.slice(), points: p.points.slice() })),
    supply: Object.fromEntries(CITIES.map((c) => [c, sortCubes(s.supply[c] ?? [])])),
    removed: sortCubes(s.removed),
    delivered: s.delivered.slice(),
    cards: s.cards.map((c) => ({ face: c.face, holder: c.holder, sideways: c.sideways })),
    // Before the roll no die is on the table; the model keeps one per player and one more (S4), to edit once rolled.
    white: Array.from({ length: s.players.length + 1 }, (_, i) => {
      const d = s.dice.white[i];
      return d ? { value: d.value, by: d.by, spent: d.spent } : { value: 1, by: null, spent: false };
    }),
    black: s.dice.black ?? 1,
    start: s.start,
    current: s.current,
    round: s.round,
    phase: s.phase,
  };
}

/** The settings every file has (title, difficulty, chart, rule switches, seed, steps), read tolerantly. */
function settingsOf(doc: Record<string, unknown>, lang: string): SteamModel {
  const o = isObject(doc.options) ? doc.options : {};
  const rules = isObject(o.rules) ? o.rules : {};
  const m = steamStartModel();
  return {
    ...m,
    ...docHead(doc, lang),
    difficulty: DIFFICULTIES.includes(o.difficulty as SteamDifficulty) ? (o.difficulty as SteamDifficulty) : 'none',
    chart: typeof o.chart === 'number' ? o.chart : null,
    railsStopAtWalls: rules.railsStopAtWalls === true,
    bonus3b: rules.bonus3b === 'upTo' ? 'upTo' : 'exact',
    card2a: rules.card2a === 'together' ? 'together' : 'after',
    seed: typeof o.seed === 'number' || typeof o.seed === 'string' ? String(o.seed) : m.seed,
  };
}

/**
 * The model of a Steam Rollers file; null for another game. A new game's file gives its settings; a whole table is
 * read by the scenario loader (the one reader of the format), and a table it refuses as far as it can be read
 * (steamLooseRead.ts), so the reader can put right what the runner names.
 */
export function steamModelFromDoc(doc: unknown, lang = 'en'): SteamModel | null {
  if (!isObject(doc) || doc.game !== 'steam-rollers') return null;
  const m = settingsOf(doc, lang);
  const o = isObject(doc.options) ? doc.options : {};
  const p = isObject(doc.position) ? doc.position : {};
  if (Array.isArray(p.players)) {
    let table: TableModel | null;
    try {
      const run = steamRollersAdapter.load(o, p);
      table = tableFromState(run.snapshot.context, run.names);
    } catch {
      // A table the loader refuses opens as far as it can be read, to be put right beside the runner's message.
      table = looseTable(p);
    }
    if (table) return { ...m, players: table.sheets.length, start: table.start, sides: table.cards.map((c) => c.face), table };
  }
  const players = typeof p.players === 'number' ? p.players : Array.isArray(p.players) ? p.players.length : typeof o.players === 'number' ? o.players : m.players;
  return {
    ...m,
    players: Math.min(5, Math.max(2, players)),
    start: typeof p.start === 'number' ? p.start : null,
    sides: Array.isArray(p.sides) && p.sides.length === 6 ? p.sides.map((s) => (String(s).endsWith('b') ? 'b' : 'a')) : m.sides,
  };
}

function optionsOf(m: SteamModel): Record<string, unknown> {
  const options: Record<string, unknown> = { difficulty: m.difficulty };
  if (m.difficulty !== 'none' && m.chart !== null) options.chart = m.chart;
  const rules: Record<string, unknown> = {};
  if (m.railsStopAtWalls) rules.railsStopAtWalls = true;
  if (m.bonus3b !== 'exact') rules.bonus3b = m.bonus3b;
  if (m.card2a !== 'after') rules.card2a = m.card2a;
  if (Object.keys(rules).length) options.rules = rules;
  const seed = seedOfText(m.seed);
  options.seed = seed === '' ? 1 : seed;
  return options;
}

/** A whole table in the format's words (the fields the loader reads, in its order). */
export function positionOfTable(tb: TableModel): Record<string, unknown> {
  const cards: Record<string, unknown> = {};
  tb.cards.forEach((c, i) => {
    cards[sideOf(i + 1, c.face)] = c.holder === null ? 'centre' : c.sideways ? { holder: c.holder, sideways: true } : c.holder;
  });
  const position: Record<string, unknown> = {
    players: tb.sheets.map((p) => ({
      ...(p.name.trim() ? { name: p.name.trim().slice(0, NAME_MAX) } : {}),
      tracks: Object.entries(p.tracks).map(([hex, tr]) => ({ hex, track: tr.type, rotation: tr.rotation })),
      engine: p.engine.slice(),
      points: p.points.slice(),
    })),
    supply: Object.fromEntries(CITIES.map((c) => [String(c), (tb.supply[c] ?? []).slice()])),
    bag: 'rest',
    removed: tb.removed.slice(),
    delivered: tb.delivered.slice(),
    cards,
  };
  if (tb.phase !== 'roll' && tb.phase !== 'over') position.dice = { white: tb.white.map((d) => ({ value: d.value, by: d.by, spent: d.spent })), black: tb.black };
  Object.assign(position, { start: tb.start, current: tb.current, round: tb.round, phase: tb.phase });
  return position;
}

/** The file the model describes; only the steps text can keep it from being written. */
export function steamDocFromModel(m: SteamModel, defaultTitle = 'Steam Rollers game from the editor'): Built {
  return writeDoc('steam-rollers', m, defaultTitle, () => {
    if (m.table) return { options: optionsOf(m), position: positionOfTable(m.table) };
    const position: Record<string, unknown> = { players: m.players };
    if (m.start !== null) position.start = Math.min(m.start, m.players - 1);
    position.sides = m.sides.map((s, i) => `${i + 1}${s}`);
    return { options: optionsOf(m), position };
  });
}

/**
 * The new game the settings deal, laid out as a whole table to edit further; null when the loader refuses the
 * settings (its message is the editor's verdict). A chart left to the seed is the one it rolled.
 */
export function dealtTable(m: SteamModel): SteamModel | null {
  const built = steamDocFromModel({ ...m, table: null, steps: '[]' });
  if (!built.ok) return null;
  try {
    const run = steamRollersAdapter.load(built.doc.options as Record<string, unknown>, built.doc.position as Record<string, unknown>);
    const s = run.snapshot.context;
    return { ...m, chart: s.options.chart, start: s.start, table: tableFromState(s) };
  } catch {
    return null;
  }
}

/* ------------------------------------------------------------------ edits */

const setTable = (m: SteamModel, patch: Partial<TableModel>): SteamModel => (m.table ? { ...m, table: { ...m.table, ...patch } } : m);
const clampSeat = (seat: number | null, n: number): number | null => (seat === null || seat < n ? seat : null);

/** Another number of players: sheets added empty or dropped, their cards back in the centre, their dice free, one white die per player and one more (S4). */
export function setPlayers(m: SteamModel, n: number): SteamModel {
  if (!m.table) return { ...m, players: n, start: m.start === null ? null : Math.min(m.start, n - 1) };
  const tb = m.table;
  const sheets = tb.sheets.slice(0, n);
  while (sheets.length < n) sheets.push({ name: '', tracks: {}, engine: [], points: [] });
  const white = tb.white.slice(0, n + 1).map((d) => ({ ...d, by: clampSeat(d.by, n), spent: d.spent && clampSeat(d.by, n) !== null }));
  while (white.length < n + 1) white.push({ value: 1, by: null, spent: false });
  const cards = tb.cards.map((c) => (clampSeat(c.holder, n) === null && c.holder !== null ? { ...c, holder: null, sideways: false } : c));
  return { ...m, players: n, table: { ...tb, sheets, white, cards, start: Math.min(tb.start, n - 1), current: Math.min(tb.current, n - 1) } };
}

function setSheet(m: SteamModel, seat: number, f: (s: SheetModel) => SheetModel): SteamModel {
  if (!m.table || !m.table.sheets[seat]) return m;
  return setTable(m, { sheets: m.table.sheets.map((s, i) => (i === seat ? f(s) : s)) });
}

/** Draws `track` in `hex` of a sheet, or rubs the hex out (null). Any track in any hex: the runner says what a game could not have drawn. */
export function putTrack(m: SteamModel, seat: number, hex: string, track: DrawnTrack | null): SteamModel {
  return setSheet(m, seat, (s) => {
    const tracks = { ...s.tracks };
    if (track) tracks[hex] = { type: track.type, rotation: track.rotation };
    else delete tracks[hex];
    return { ...s, tracks };
  });
}

/** Crosses engine box `box` (1–6) or clears it. */
export function toggleBox(m: SteamModel, seat: number, box: number): SteamModel {
  return setSheet(m, seat, (s) => ({ ...s, engine: s.engine.includes(box) ? s.engine.filter((b) => b !== box) : [...s.engine, box].sort((a, b) => a - b) }));
}

/** Sets delivery `i` of a sheet to `points` (a new one when `i` is past the end), or takes it off (null). */
export function setPoint(m: SteamModel, seat: number, i: number, points: number | null): SteamModel {
  return setSheet(m, seat, (s) => {
    const list = s.points.slice();
    if (points === null) list.splice(i, 1);
    else list[Math.min(i, list.length)] = points;
    return { ...s, points: list };
  });
}

export function setName(m: SteamModel, seat: number, name: string): SteamModel {
  return setSheet(m, seat, (s) => ({ ...s, name: name.slice(0, NAME_MAX) }));
}

/** Where cubes lie: a supply city (1–6), removed at setup, or delivered. */
export type CubePlace = number | 'removed' | 'delivered';

export function cubesAt(tb: TableModel, place: CubePlace): Colour[] {
  return place === 'removed' ? tb.removed : place === 'delivered' ? tb.delivered : (tb.supply[place] ?? []);
}

/** `count` cubes of `colour` at `place` (0 to 10), the others there kept. */
export function setCubes(m: SteamModel, place: CubePlace, colour: Colour, count: number): SteamModel {
  if (!m.table) return m;
  const k = Math.max(0, Math.min(10, Math.floor(count)));
  const others = cubesAt(m.table, place).filter((c) => c !== colour);
  const cubes = sortCubes([...others, ...new Array<Colour>(k).fill(colour)]);
  if (place === 'removed') return setTable(m, { removed: cubes });
  if (place === 'delivered') return setTable(m, { delivered: cubes });
  return setTable(m, { supply: { ...m.table.supply, [place]: cubes } });
}

export function setCard(m: SteamModel, i: number, patch: Partial<CardModel>): SteamModel {
  if (!m.table) return { ...m, sides: patch.face ? m.sides.map((s, j) => (j === i ? patch.face! : s)) : m.sides };
  return setTable(m, {
    cards: m.table.cards.map((c, j) => {
      if (j !== i) return c;
      const next = { ...c, ...patch };
      return next.holder === null ? { ...next, sideways: false } : next;
    }),
  });
}

export function setDie(m: SteamModel, i: number, patch: Partial<DieModel>): SteamModel {
  if (!m.table) return m;
  return setTable(m, {
    white: m.table.white.map((d, j) => {
      if (j !== i) return d;
      const next = { ...d, ...patch };
      return next.by === null ? { ...next, spent: false } : next;
    }),
  });
}

export function setTurn(m: SteamModel, patch: Partial<Pick<TableModel, 'black' | 'start' | 'current' | 'round' | 'phase'>>): SteamModel {
  return setTable(m, patch);
}

/* ------------------------------------------------------------------ where a refusal belongs */

/**
 * The part of the editor a message of the loader names: a sheet (and the field of it: "tracks", "lines", "engine",
 * "points", "name"…), a card or a white die (its index, when the message names one), or a zone as a whole.
 */
export type Zone =
  | { kind: 'sheet'; seat: number; part: string | null }
  | { kind: 'cards' | 'dice'; item: number | null }
  | { kind: 'cubes' | 'turn' | 'settings' | 'table' };

/**
 * Which part of the editor the runner's reason is about, read from the field it names first ("position.players[1]
 * .points[0]: …", "position.supply.3: …"); null for a reason about the steps. The editor puts the runner's own
 * message there: the check itself stays the loader's.
 */
export function zoneOf(reason: string): Zone | null {
  const sheet = /^position\.players\[(\d+)\](?:\.(\w+))?/.exec(reason);
  if (sheet) return { kind: 'sheet', seat: Number(sheet[1]), part: sheet[2] ?? null };
  if (/^position\.(supply|removed|delivered|bag)\b/.test(reason) || /^position: \d+ (cubes on the supply board|\w+ cubes (are|removed))/.test(reason)) return { kind: 'cubes' };
  const card = /^position\.cards(?:\.([1-6])[ab]\b)?/.exec(reason);
  if (card) return { kind: 'cards', item: card[1] ? Number(card[1]) - 1 : null };
  const die = /^position\.dice(?:\.white\[(\d+)\])?/.exec(reason);
  if (die) return { kind: 'dice', item: die[1] ? Number(die[1]) : null };
  if (/^position\.(phase|current|start|round)\b/.test(reason)) return { kind: 'turn' };
  if (/^options\b/.test(reason)) return { kind: 'settings' };
  if (/^(position|"position")\b/.test(reason)) return { kind: 'table' };
  return null;
}

/** The runner's message and the item of its zone it names (a card, a die), when `zone` is of that kind. */
export interface Placed {
  text: string;
  item: number | null;
}
export function placed(zone: Zone | null, text: string | null, kind: Zone['kind']): Placed | null {
  if (!zone || !text || zone.kind !== kind) return null;
  return { text, item: zone.kind === 'cards' || zone.kind === 'dice' ? zone.item : null };
}

/** Every track shape a hex can hold, in the rules' order of types: the editor offers them all. */
export function allShapes(hex: string): BuildEvent[] {
  return TRACK_TYPES.flatMap((track) => ROTATIONS[track].map((rotation): BuildEvent => ({ type: 'track.build', hex, track, rotation })));
}

/** Where in `allShapes(hex)` a hex's drawn track is, so the chooser opens on it (0 for an empty hex). */
export function shapeIndex(hex: string, have: { type: string; rotation: number } | undefined): number {
  const at = have ? allShapes(hex).findIndex((b) => b.track === have.type && b.rotation === have.rotation) : 0;
  return Math.max(0, at);
}

/** Where on a sheet the runner's refusal of its field (`part`: "tracks", "engine"…) is shown: by the map, the engine boxes, the deliveries, or under the sheet. */
export function sheetPartOf(part: string | null): 'map' | 'engine' | 'points' | 'end' {
  return ['tracks', 'lines', 'fill'].includes(part ?? '') ? 'map' : part === 'engine' || part === 'points' ? part : 'end';
}
