/**
 * The Rollecate position editor's model, pure: the railway, hands, discard piles, draw pile and box as rows of cards,
 * the train, whose turn it is, the variant and the rule switches; read from a contract document or a game state and
 * written back as a contract document (the runner judges what is written), with the edits its zones make (a row
 * changed, added, a player added or removed) and the railway laid out for the preview. PositionEditor.tsx draws and edits it;
 * tests/unit/checker.test.ts checks it.
 */
import { isObj as isObject } from '../../scenario/checks';
import { DEFAULT_RULES, VARIANTS } from '../../machines/rollecate/rules/switches';
import { layOut } from '../../machines/rollecate/rules/geometry';
import type { Card, GameState, RuleSwitches, Turn, Variant } from '../../machines/rollecate/rules/types';
import { exportPosition } from '../../scenario/export';
import { docHead, writeDoc, type Built } from '../kit/editorDoc';
import { SWITCHES } from './startForm';

export type Kind = 'straight' | 'curve' | 'chaos';

export interface CardRow {
  id: string;
  value: number;
  kind: Kind;
  broken: boolean;
  /** Used on the railway only. */
  turn: Turn;
}

export interface PlayerModel {
  name: string;
  hand: CardRow[];
  discard: CardRow[];
  derailments: number;
}

export interface EditorModel {
  title: string;
  variant: Variant;
  rules: RuleSwitches;
  railway: CardRow[];
  /** Id of the railway card under the train; '' for a setup scenario (empty railway). */
  train: string;
  drawPile: CardRow[];
  box: CardRow[];
  players: PlayerModel[];
  current: number;
  /** The steps as JSON text (a list), so any contract step can be written. */
  steps: string;
  seed: number | string | null;
}

export function emptyModel(names: string[] = ['Ann', 'Bob']): EditorModel {
  return {
    title: '',
    variant: 'standard',
    rules: { ...DEFAULT_RULES },
    railway: [],
    train: '',
    drawPile: [],
    box: [],
    players: names.map((name) => ({ name, hand: [], discard: [], derailments: 0 })),
    current: 0,
    steps: '[]',
    seed: null,
  };
}

/** A small legal table to start editing from: three railway cards, two cards to draw, one card in hand. */
export function starterModel(names: string[] = ['Ann', 'Bob']): EditorModel {
  const row = (id: string, value: number, kind: Kind, turn: Turn = 'straight', broken = false): CardRow => ({ id, value, kind, broken, turn });
  const m = emptyModel(names);
  m.railway = [row('r1', 1, 'straight'), row('r2', 2, 'curve', 'left'), row('r3', 2, 'straight', 'straight', true)];
  m.train = 'r1';
  m.drawPile = [row('d1', 3, 'straight'), row('d2', 4, 'curve')];
  if (m.players[0]) m.players[0].hand = [row('h1', 2, 'curve')];
  return m;
}

/** A turn that fits the kind of card: straight for straight cards, left or right for curves. */
export function fitTurn(kind: Kind, turn: unknown): Turn {
  if (kind === 'curve') return turn === 'right' ? 'right' : 'left';
  return 'straight';
}

function rowOf(raw: unknown, i: number, prefix: string): CardRow {
  const c = isObject(raw) ? raw : {};
  const kind: Kind = c.chaos === true ? 'chaos' : c.shape === 'curve' ? 'curve' : 'straight';
  const value = typeof c.value === 'number' && [1, 2, 3, 4].includes(c.value) ? c.value : 1;
  return {
    id: typeof c.id === 'string' ? c.id : `${prefix}${i + 1}`,
    value,
    kind,
    broken: kind !== 'chaos' && c.broken === true,
    turn: fitTurn(kind, c.turn),
  };
}

const rowsOf = (raw: unknown, prefix: string): CardRow[] => (Array.isArray(raw) ? raw.map((c, i) => rowOf(c, i, prefix)) : []);

/** The editor model for a document's options and position (tolerant: the runner judges the result). */
export function modelFromDoc(doc: unknown, lang = 'en'): EditorModel | null {
  if (!isObject(doc) || !isObject(doc.position)) return null;
  const options = isObject(doc.options) ? doc.options : {};
  const pos = doc.position;
  const rules: RuleSwitches = { ...DEFAULT_RULES };
  if (isObject(options.rules)) {
    for (const k of SWITCHES) if (typeof options.rules[k] === 'boolean') rules[k] = options.rules[k] as boolean;
    const table = options.rules.table;
    if (isObject(table) && typeof table.width === 'number' && typeof table.height === 'number') rules.table = { width: table.width, height: table.height };
  }
  const players = Array.isArray(pos.players) ? pos.players : [];
  const derail = Array.isArray(pos.derailments) ? pos.derailments : [];
  const variant = VARIANTS.includes(options.variant as Variant) ? (options.variant as Variant) : 'standard';
  return {
    ...docHead(doc, lang),
    variant,
    rules,
    railway: rowsOf(pos.railway, 'r'),
    train: typeof pos.train === 'string' ? pos.train : '',
    drawPile: rowsOf(pos.drawPile, 'd'),
    box: rowsOf(pos.box, 'b'),
    players: players.map((p, i) => {
      const o = isObject(p) ? p : {};
      return {
        name: typeof o.name === 'string' ? o.name : '',
        hand: rowsOf(o.hand, `h${i + 1}-`),
        discard: rowsOf(o.discard, `p${i + 1}-`),
        derailments: typeof derail[i] === 'number' ? (derail[i] as number) : 0,
      };
    }),
    current: typeof pos.current === 'number' ? pos.current : 0,
    seed: typeof options.seed === 'number' || typeof options.seed === 'string' ? options.seed : null,
  };
}

/**
 * The position on screen, as the contract's "start of the turn, before the
 * draw". Only states at the start of a turn can be written so; null otherwise.
 */
export function modelFromState(state: GameState, title = ''): EditorModel | null {
  let position: Record<string, unknown>;
  try {
    position = exportPosition(state) as Record<string, unknown>;
  } catch {
    return null;
  }
  const rules: Record<string, unknown> = {};
  for (const k of Object.keys(DEFAULT_RULES) as (keyof RuleSwitches)[]) rules[k] = state.rules[k];
  return modelFromDoc({ title, options: { variant: state.variant, rules }, position, steps: [] });
}

function cardJson(r: CardRow, railway: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.id, value: r.value };
  if (r.kind === 'chaos') out.chaos = true;
  else {
    out.shape = r.kind;
    if (r.broken) out.broken = true;
  }
  if (railway) out.turn = r.kind === 'chaos' ? 'straight' : fitTurn(r.kind, r.turn);
  return out;
}

/** The contract document the editor describes; only the steps text can make it fail to build. */
export function docFromModel(m: EditorModel, defaultTitle = 'Position from the editor'): Built {
  return writeDoc('rollecate', m, defaultTitle, () => {
    const rules: Record<string, unknown> = {};
    for (const k of SWITCHES) if (m.rules[k] !== DEFAULT_RULES[k]) rules[k] = m.rules[k];
    if (m.rules.table) rules.table = { width: m.rules.table.width, height: m.rules.table.height };
    const options: Record<string, unknown> = { variant: m.variant };
    if (Object.keys(rules).length) options.rules = rules;
    if (m.seed !== null) options.seed = m.seed;
    const position: Record<string, unknown> = { railway: m.railway.map((r) => cardJson(r, true)) };
    if (m.train) position.train = m.train;
    position.drawPile = m.drawPile.map((r) => cardJson(r, false));
    position.players = m.players.map((p) => ({ name: p.name, hand: p.hand.map((r) => cardJson(r, false)), discard: p.discard.map((r) => cardJson(r, false)) }));
    position.current = m.current;
    if (m.box.length) position.box = m.box.map((r) => cardJson(r, false));
    if (m.players.some((p) => p.derailments)) position.derailments = m.players.map((p) => p.derailments);
    return { options, position };
  });
}

/** Every card id in the model, for fresh ids. */
function idsOf(m: EditorModel): Set<string> {
  const all = [...m.railway, ...m.drawPile, ...m.box, ...m.players.flatMap((p) => [...p.hand, ...p.discard])];
  return new Set(all.map((r) => r.id));
}

export function freshId(m: EditorModel, prefix: string): string {
  const taken = idsOf(m);
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Player counts the variants allow (R40, R38): keeps the table consistent when the variant changes. */
export function withVariant(m: EditorModel, variant: Variant, betsyName = 'Betsy', newName = (n: number) => `Player ${n}`): EditorModel {
  let players = m.players.slice();
  if (variant === 'solo' || variant === 'solo-hard') players = players.slice(0, 1);
  else if (variant === 'betsy') {
    const first = players[0] ?? { name: newName(1), hand: [], discard: [], derailments: 0 };
    const second = players[1];
    players = [first, { name: betsyName, hand: [], discard: second?.discard ?? [], derailments: 0 }];
  }
  while (players.length < (variant === 'standard' || variant === 'betsy' ? 2 : 1)) players.push({ name: newName(players.length + 1), hand: [], discard: [], derailments: 0 });
  return { ...m, variant, players, current: Math.min(m.current, players.length - 1) };
}

/** A zone of the editor's cards: the railway, the draw pile, the box, or a player's hand or discard pile. */
export type ZoneKey = 'railway' | 'drawPile' | 'box' | `hand:${number}` | `discard:${number}`;

/** The rows of cards in a zone. */
export function getRows(m: EditorModel, zone: ZoneKey): CardRow[] {
  if (zone === 'railway' || zone === 'drawPile' || zone === 'box') return m[zone];
  const [kind, i] = zone.split(':') as ['hand' | 'discard', string];
  return m.players[Number(i)]?.[kind] ?? [];
}

/** The model with a zone's rows replaced; the train stays on a railway card (the first when its own card is gone). */
export function setRows(m: EditorModel, zone: ZoneKey, rows: CardRow[]): EditorModel {
  if (zone === 'railway') {
    const train = rows.some((r) => r.id === m.train) ? m.train : (rows[0]?.id ?? '');
    return { ...m, railway: rows, train };
  }
  if (zone === 'drawPile' || zone === 'box') return { ...m, [zone]: rows };
  const [kind, i] = zone.split(':') as ['hand' | 'discard', string];
  return { ...m, players: m.players.map((p, j) => (j === Number(i) ? { ...p, [kind]: rows } : p)) };
}

/** A row changed by the editor: a chaos card is never broken, and the turn is one the card's kind can take. */
export function patchedRow(r: CardRow, patch: Partial<CardRow>): CardRow {
  const next = { ...r, ...patch };
  if (next.kind === 'chaos') next.broken = false;
  next.turn = fitTurn(next.kind, next.turn);
  return next;
}

/** The row "add a card" appends to a zone: a straight 1 under a fresh id with the zone's prefix. */
export function newRow(m: EditorModel, prefix: string): CardRow {
  return { id: freshId(m, prefix), value: 1, kind: 'straight', broken: false, turn: 'straight' };
}

/** The model with player `i` removed (whose turn it is kept within the players left). */
export function withoutPlayer(m: EditorModel, i: number): EditorModel {
  return { ...m, players: m.players.filter((_, j) => j !== i), current: Math.min(m.current, m.players.length - 2) };
}

/** The model with a player added, named `name`, with no cards. */
export function withPlayer(m: EditorModel, name: string): EditorModel {
  return { ...m, players: [...m.players, { name, hand: [], discard: [], derailments: 0 }] };
}

/** The railway's rows laid out for the editor's preview (chaos cards left out); none when they make no railway. */
export function railwayPreview(rows: readonly CardRow[]): ReturnType<typeof layOut> {
  try {
    return layOut(rows.filter((r) => r.kind !== 'chaos').map((r) => ({ card: { id: r.id, value: r.value as Card['value'], shape: r.kind as 'straight' | 'curve', ...(r.broken ? { broken: true } : {}) }, turn: fitTurn(r.kind, r.turn) })));
  } catch {
    return [];
  }
}
