/**
 * Rollecate scenarios (contract: ../shared/contracts/scenario.md, "Rollecate").
 * Positions are validated into a GameState; moves run through the statechart
 * with XState's pure `transition`, so every scenario file exercises the chart.
 */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { rollecateMachine } from '../machines/rollecate/machine';
import { explain } from '../machines/rollecate/rules/game';
import { key, layOut, insideTable, turnFits } from '../machines/rollecate/rules/geometry';
import { narrate } from '../machines/rollecate/rules/narrate';
import { MIN_TABLE, setupOrder } from '../machines/rollecate/rules/setup';
import { DEFAULT_RULES, VARIANTS } from '../machines/rollecate/rules/switches';
import type { Action, Card, GameState, Refusal, RuleSwitches, Turn, Variant } from '../machines/rollecate/rules/types';
import { drawSetupCard } from '../machines/rollecate/rules/setup';
import { seedFrom } from '../machines/shared/rng';
import { ScenarioError, type GameAdapter, type Json } from './types';

export type RollecateSnapshot = SnapshotFrom<typeof rollecateMachine>;

const ID = /^[A-Za-z0-9_-]+$/;
const TURNS: readonly Turn[] = ['straight', 'left', 'right'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function onlyKeys(where: string, obj: Record<string, unknown>, allowed: readonly string[]): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) throw new ScenarioError(`${where}: unknown field "${k}" (allowed: ${allowed.join(', ')})`);
  }
}

/** Reads one card; `seen` catches duplicated ids across the whole position. */
function readCard(where: string, raw: unknown, seen: Set<string>, extra: readonly string[] = []): Card {
  if (!isObject(raw)) throw new ScenarioError(`${where}: a card must be an object like {"id": "a", "value": 2, "shape": "straight"}`);
  onlyKeys(where, raw, ['id', 'value', 'shape', 'broken', 'chaos', ...extra]);
  const { id, value, shape, broken, chaos } = raw;
  if (typeof id !== 'string' || !ID.test(id)) throw new ScenarioError(`${where}: card id ${JSON.stringify(id)} must be letters, digits, _ or -`);
  const at = `${where} (card "${id}")`;
  if (seen.has(id)) throw new ScenarioError(`${at}: duplicated card id "${id}"`);
  seen.add(id);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 4) {
    throw new ScenarioError(`${at}: value must be 1, 2, 3 or 4, not ${JSON.stringify(value)}`);
  }
  if (broken !== undefined && typeof broken !== 'boolean') throw new ScenarioError(`${at}: "broken" must be true or false`);
  if (chaos !== undefined && typeof chaos !== 'boolean') throw new ScenarioError(`${at}: "chaos" must be true or false`);
  if (chaos) {
    if (shape !== undefined) throw new ScenarioError(`${at}: a chaos card has no shape`);
    if (broken) throw new ScenarioError(`${at}: a card cannot be both chaos and broken`);
    return { id, value: value as Card['value'], chaos: true };
  }
  if (shape !== 'straight' && shape !== 'curve') {
    throw new ScenarioError(`${at}: a track card needs "shape": "straight" or "curve", not ${JSON.stringify(shape)}`);
  }
  return { id, value: value as Card['value'], shape, ...(broken ? { broken: true } : {}) };
}

function readCards(where: string, raw: unknown, seen: Set<string>): Card[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new ScenarioError(`${where} must be a list of cards`);
  return raw.map((c, i) => readCard(`${where}[${i}]`, c, seen));
}

function readRules(raw: unknown): RuleSwitches {
  if (raw === undefined) return { ...DEFAULT_RULES };
  if (!isObject(raw)) throw new ScenarioError('options.rules must be an object of rule switches');
  const rules: RuleSwitches = { ...DEFAULT_RULES };
  for (const [k, v] of Object.entries(raw)) {
    if (!(k in DEFAULT_RULES)) throw new ScenarioError(`options.rules: unknown rule switch "${k}" (known: ${Object.keys(DEFAULT_RULES).join(', ')})`);
    if (k === 'table') {
      if (v === null) rules.table = null;
      else if (isObject(v) && Number.isInteger(v.width) && Number.isInteger(v.height) && (v.width as number) >= MIN_TABLE && (v.height as number) >= MIN_TABLE) {
        rules.table = { width: v.width as number, height: v.height as number };
      } else throw new ScenarioError(`options.rules.table must be null or {"width": w, "height": h} with whole numbers of at least ${MIN_TABLE}`);
    } else if (typeof v !== 'boolean') throw new ScenarioError(`options.rules.${k} must be true or false`);
    else (rules as unknown as Record<string, boolean>)[k] = v;
  }
  return rules;
}

/** Builds the state a position describes, validating everything the contract requires. */
export function loadPosition(options: Record<string, unknown>, position: Record<string, unknown>): GameState {
  onlyKeys('options', options, ['variant', 'rules', 'seed']);
  const variant = (options.variant ?? 'standard') as Variant;
  if (!VARIANTS.includes(variant)) throw new ScenarioError(`options.variant must be one of ${VARIANTS.join(', ')}, not ${JSON.stringify(options.variant)}`);
  const rules = readRules(options.rules);
  const seed = options.seed;
  if (seed !== undefined && typeof seed !== 'number' && typeof seed !== 'string') throw new ScenarioError('options.seed must be a number or a string');
  onlyKeys('position', position, ['railway', 'train', 'drawPile', 'players', 'current', 'box', 'derailments']);

  const seen = new Set<string>();
  if (!Array.isArray(position.railway)) throw new ScenarioError('position.railway must be a list of cards (start first)');
  const laid = position.railway.map((raw, i) => {
    const where = `position.railway[${i}]`;
    const card = readCard(where, raw, seen, ['turn']);
    const turn = (raw as Record<string, unknown>).turn;
    if (card.chaos) throw new ScenarioError(`${where}: chaos card "${card.id}" cannot be part of the railway`);
    if (!TURNS.includes(turn as Turn)) throw new ScenarioError(`${where}: "turn" must be "straight", "left" or "right"`);
    if (!turnFits(card, turn as Turn)) throw new ScenarioError(`${where}: a ${card.shape} card cannot have turn "${turn}"`);
    return { card, turn: turn as Turn };
  });
  const railway = layOut(laid);
  const squares = new Map<string, string>();
  for (const p of railway) {
    const k = key(p.x, p.y);
    const other = squares.get(k);
    if (other) throw new ScenarioError(`position.railway: "${p.card.id}" overlaps "${other}" at square (${p.x},${p.y}); cards never overlap`);
    if (!insideTable(p.x, p.y, rules.table)) throw new ScenarioError(`position.railway: "${p.card.id}" lies outside the table`);
    squares.set(k, p.card.id);
  }

  const drawPile = readCards('position.drawPile', position.drawPile, seen);
  if (drawPile.length === 0) throw new ScenarioError('position.drawPile must not be empty: the turn starts with a draw');
  if (!Array.isArray(position.players)) throw new ScenarioError('position.players must be a list of players');
  const count = position.players.length;
  const expected = variant === 'standard' ? [2, 3, 4] : variant === 'betsy' ? [2] : [1];
  if (!expected.includes(count)) {
    throw new ScenarioError(`position.players: the ${variant} variant needs ${expected.join(' to ')} ${expected.length === 1 && expected[0] === 1 ? 'player' : 'players'}, not ${count}`);
  }
  const players = position.players.map((raw, i) => {
    const where = `position.players[${i}]`;
    if (!isObject(raw)) throw new ScenarioError(`${where} must be an object with name, hand and discard`);
    onlyKeys(where, raw, ['name', 'hand', 'discard']);
    if (raw.name !== undefined && typeof raw.name !== 'string') throw new ScenarioError(`${where}.name must be text`);
    const hand = readCards(`${where}.hand`, raw.hand, seen);
    const discard = readCards(`${where}.discard`, raw.discard, seen);
    const betsy = variant === 'betsy' && i === 1;
    if (betsy && hand.length) throw new ScenarioError(`${where}.hand: Betsy holds no cards (R41)`);
    return { name: (raw.name as string | undefined) ?? (betsy ? 'Betsy' : `Player ${i + 1}`), hand, discard, ...(betsy ? { betsy: true } : {}) };
  });
  const box = readCards('position.box', position.box, seen);
  const current = position.current ?? 0;
  if (typeof current !== 'number' || !Number.isInteger(current) || current < 0 || current >= count) {
    throw new ScenarioError(`position.current must be a player index from 0 to ${count - 1}, not ${JSON.stringify(position.current)}`);
  }
  let derailments = players.map(() => 0);
  if (position.derailments !== undefined) {
    const d = position.derailments;
    if (!Array.isArray(d) || d.length !== count || d.some((n) => typeof n !== 'number' || !Number.isInteger(n) || n < 0)) {
      throw new ScenarioError(`position.derailments must list one whole number per player (${count})`);
    }
    derailments = d as number[];
  }

  const base: GameState = {
    variant, rules, phase: 'draw', players, current, railway, train: null, drawPile, box, unseen: 0, pending: [], owed: 0, dice: 0,
    derailments, ride: null, setup: null, rng: seedFrom(seed ?? 1), result: null, log: [],
  };
  if (railway.length === 0) {
    // The project's own extension: an empty railway starts from setup, with this draw pile as the shuffled deck.
    if (position.train !== undefined) throw new ScenarioError('position.train: an empty railway has no train yet (setup scenario)');
    if (players.some((p) => p.hand.length)) throw new ScenarioError('position.players: in a setup scenario the hands are dealt by the game');
    return drawSetupCard({ ...base, phase: 'setup', setup: { order: setupOrder(variant === 'standard' ? count : 2, current), card: null, aside: [], start: current } });
  }
  if (typeof position.train !== 'string' || !railway.some((p) => p.card.id === position.train)) {
    throw new ScenarioError(`position.train must be the id of a railway card, not ${JSON.stringify(position.train)}`);
  }
  return { ...base, train: position.train };
}

const str = (v: unknown) => typeof v === 'string';

/** Turns a contract step into an engine event; throws ScenarioError when the step is malformed. */
export function toAction(keyName: string, value: unknown): Action {
  switch (keyName) {
    case 'pass':
      if (value !== true) throw new ScenarioError('"pass" takes the value true');
      return { type: 'turn.pass' };
    case 'build':
      if (!Array.isArray(value) || value.some((b) => !isObject(b) || !str(b.card) || !TURNS.includes(b.turn as Turn))) {
        throw new ScenarioError('"build" takes a list like [{"card": "h1", "turn": "left"}] with turn straight, left or right');
      }
      return { type: 'turn.build', cards: value.map((b) => ({ card: b.card as string, turn: b.turn as Turn })) };
    case 'roll':
      if (!isObject(value) || (value.wheels !== undefined && (typeof value.wheels !== 'number' || !Number.isFinite(value.wheels)))) {
        throw new ScenarioError('"roll" takes {"wheels": n} (or {} to let the seeded dice roll)');
      }
      return value.wheels === undefined ? { type: 'ride.roll' } : { type: 'ride.roll', wheels: value.wheels as number };
    case 'discard':
      if (!isObject(value) || !str(value.card) || (value.combine !== undefined && typeof value.combine !== 'boolean')) {
        throw new ScenarioError('"discard" takes {"card": "id", "combine": true|false}');
      }
      return { type: 'penalty.discard', card: value.card as string, combine: value.combine === true };
    case 'discardChaos':
      if (!Array.isArray(value) || value.some((d) => !isObject(d) || !str(d.card) || (d.combine !== undefined && typeof d.combine !== 'boolean'))) {
        throw new ScenarioError('"discardChaos" takes a list like [{"card": "x1", "combine": false}]');
      }
      return { type: 'chaos.discard', cards: value.map((d) => ({ card: d.card as string, combine: d.combine === true })) };
    case 'betsy':
      if (!isObject(value) || (value.turn !== undefined && !TURNS.includes(value.turn as Turn))) {
        throw new ScenarioError('"betsy" takes {} or {"turn": "straight" | "left" | "right"}');
      }
      return value.turn === undefined ? { type: 'betsy.play' } : { type: 'betsy.play', turn: value.turn as Turn };
    case 'setup':
      if (!isObject(value) || (value.turn !== undefined && !TURNS.includes(value.turn as Turn))) {
        throw new ScenarioError('"setup" takes {} or {"turn": "straight" | "left" | "right"}');
      }
      return value.turn === undefined ? { type: 'setup.place' } : { type: 'setup.place', turn: value.turn as Turn };
    default:
      throw new ScenarioError(`unknown step "${keyName}"`);
  }
}

export function startSnapshot(state: GameState): RollecateSnapshot {
  return initialTransition(rollecateMachine, state)[0];
}

/** Sends a move through the chart; a refused move must leave the snapshot's context untouched. */
export function sendMove(snapshot: RollecateSnapshot, action: Action): { ok: true; snapshot: RollecateSnapshot } | { ok: false; reason: string; refusal?: Refusal } {
  const refusal = explain(snapshot.context, action);
  const [next] = transition(rollecateMachine, snapshot, action);
  if (refusal) {
    if (next.context !== snapshot.context) throw new Error(`the chart changed the state on a refused move (${refusal.message})`);
    return { ok: false, reason: refusal.message, refusal };
  }
  if (next.context === snapshot.context) throw new Error(`the chart ignored a legal move ${action.type} in state ${JSON.stringify(snapshot.value)}`);
  return { ok: true, snapshot: next };
}

const ids = (cards: readonly Card[]): string[] => cards.map((c) => c.id);

export function viewState(s: GameState): Record<string, Json> {
  return {
    phase: s.phase,
    current: s.current,
    railway: s.railway.map((p) => p.card.id),
    train: s.train,
    drawPile: ids(s.drawPile),
    hands: s.players.map((p) => ids(p.hand)),
    discards: s.players.map((p) => ids(p.discard)),
    pending: ids(s.pending),
    box: ids(s.box),
    derailments: s.derailments,
    result: s.result as unknown as Json,
    dice: s.dice,
  };
}

export const rollecateAdapter: GameAdapter<RollecateSnapshot> = {
  game: 'rollecate',
  load: (options, position) => startSnapshot(loadPosition(options, position)),
  moves: ['pass', 'build', 'roll', 'discard', 'discardChaos', 'betsy', 'setup'],
  move(snapshot, keyName, value) {
    const out = sendMove(snapshot, toAction(keyName, value));
    return out.ok ? { ok: true, state: out.snapshot } : out;
  },
  fields: {
    phase: 'value', current: 'value', railway: 'list', train: 'value', drawPile: 'list', hands: 'listOfSets',
    discards: 'list', pending: 'set', box: 'set', derailments: 'list', result: 'value', dice: 'value',
  },
  view: (snapshot) => viewState(snapshot.context),
  log: (snapshot) => narrate(snapshot.context),
};
