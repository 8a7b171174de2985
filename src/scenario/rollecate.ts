/**
 * Rollecate scenarios (contract: ../shared/contracts/scenario.md, "Rollecate").
 * Positions are validated into a GameState; moves run through the statechart
 * with XState's pure `transition`, so every scenario file exercises the chart.
 *
 * Every number in a position is checked against what the variant can reach
 * (rules analysis A.2 and A.3): a hard solo game has at most 3 derailments,
 * a seat at most as many as it has turns in a full game, a seed is a 32-bit
 * generator state, a table from 7 to 1,000 squares a side.
 *
 * While a file runs, the adapter keeps the draw pile, which only shrinks at
 * its top, out of the chart's context after setup (RollecateRun): the context
 * holds only the top few cards. The log is the core's own shared log book
 * (shared/logbook.ts), which a step extends without copying its older lines.
 * So a step costs what it changes, however long the game already is (20,000
 * turns run in a few seconds; they took minutes when every step copied the
 * whole log and pile). `present` puts the whole game back for a page that
 * shows the state.
 */
import { rollecateMachine } from '../machines/rollecate/machine';
import { key, layOut, insideTable, turnFits } from '../machines/rollecate/rules/geometry';
import { narrate } from '../machines/rollecate/rules/narrate';
import { MAX_TABLE, MIN_TABLE, cardsRemoved, setupOrder } from '../machines/rollecate/rules/setup';
import { DEFAULT_RULES, VARIANTS } from '../machines/rollecate/rules/switches';
import type { Action, Card, GameState, RuleSwitches, Turn, Variant } from '../machines/rollecate/rules/types';
import { drawSetupCard } from '../machines/rollecate/rules/setup';
import { emptyLog } from '../machines/shared/logbook';
import { seedFrom } from '../machines/shared/rng';
import { ScenarioError, own, readSeed, show, wholeIn, type GameAdapter, type Json } from './types';
import { sendMove, startSnapshot, type RollecateSnapshot } from './rollecate-chart';
import { isObj as isObject } from './checks';

export { sendMove, startSnapshot, type RollecateSnapshot } from './rollecate-chart';

const ID = /^[A-Za-z0-9_-]+$/;
export const TURNS: readonly Turn[] = ['straight', 'left', 'right'];

function onlyKeys(where: string, obj: Record<string, unknown>, allowed: readonly string[]): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) throw new ScenarioError(`${where}: unknown field ${show(k)} (allowed: ${allowed.join(', ')})`);
  }
}

/**
 * How many turns one seat gets in a full game of the variant (R6, R7, R38,
 * R40, A.3 #37, #45): the draw pile holds 36 cards, shared out among the
 * seats in the standard game; 38 in solo (36 with soloDealToBox) and against
 * Betsy, who gets every other one. A seat cannot have derailed more often.
 */
export function turnsPerSeat(variant: Variant, seats: number, rules: RuleSwitches): number {
  const drawPile = 55 - 4 - cardsRemoved(variant === 'standard' ? seats : 2) - 2 * (variant === 'betsy' ? 1 : seats);
  if (variant === 'solo' || variant === 'solo-hard') return drawPile - (rules.soloDealToBox ? 2 : 0);
  return Math.ceil(drawPile / seats);
}

/** How many players a variant seats (R38, R40): 2 to 4 in the standard game, two against Betsy (she is one), one in solo. */
export function playerCounts(variant: Variant): number[] {
  return variant === 'standard' ? [2, 3, 4] : variant === 'betsy' ? [2] : [1];
}

/** R39: in hard solo the fourth derailment ends the game, so a position has at most three. */
export const HARD_SOLO_DERAILMENTS = 3;

/** Reads one card; `seen` catches duplicated ids across the whole position. Also checks every card of a saved game (rollecate-state.ts). */
export function readCard(where: string, raw: unknown, seen: Set<string>, extra: readonly string[] = []): Card {
  if (!isObject(raw)) throw new ScenarioError(`${where}: a card must be an object like {"id": "a", "value": 2, "shape": "straight"}`);
  onlyKeys(where, raw, ['id', 'value', 'shape', 'broken', 'chaos', ...extra]);
  const { id, value, shape, broken, chaos } = raw;
  if (typeof id !== 'string' || !ID.test(id)) throw new ScenarioError(`${where}: card id ${show(id)} must be letters, digits, _ or -`);
  const at = `${where} (card ${show(id)})`;
  if (seen.has(id)) throw new ScenarioError(`${at}: duplicated card id ${show(id)}`);
  seen.add(id);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 4) {
    throw new ScenarioError(`${at}: value must be 1, 2, 3 or 4, not ${show(value)}`);
  }
  if (broken !== undefined && typeof broken !== 'boolean') throw new ScenarioError(`${at}: "broken" must be true or false`);
  if (chaos !== undefined && typeof chaos !== 'boolean') throw new ScenarioError(`${at}: "chaos" must be true or false`);
  if (chaos) {
    if (shape !== undefined) throw new ScenarioError(`${at}: a chaos card has no shape`);
    if (broken) throw new ScenarioError(`${at}: a card cannot be both chaos and broken`);
    return { id, value: value as Card['value'], chaos: true };
  }
  if (shape !== 'straight' && shape !== 'curve') {
    throw new ScenarioError(`${at}: a track card needs "shape": "straight" or "curve", not ${show(shape)}`);
  }
  return { id, value: value as Card['value'], shape, ...(broken ? { broken: true } : {}) };
}

function readCards(where: string, raw: unknown, seen: Set<string>): Card[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new ScenarioError(`${where} must be a list of cards`);
  return raw.map((c, i) => readCard(`${where}[${i}]`, c, seen));
}

/** Reads the rule switches of `options.rules`; also checks a saved game's switches (rollecate-state.ts). */
export function readRules(raw: unknown): RuleSwitches {
  if (raw === undefined) return { ...DEFAULT_RULES };
  if (!isObject(raw)) throw new ScenarioError('options.rules must be an object of rule switches');
  const rules: RuleSwitches = { ...DEFAULT_RULES };
  for (const [k, v] of Object.entries(raw)) {
    // Own switches only: "constructor" or "toString" is not a rule switch.
    if (!Object.hasOwn(DEFAULT_RULES, k)) throw new ScenarioError(`options.rules: unknown rule switch ${show(k)} (known: ${Object.keys(DEFAULT_RULES).join(', ')})`);
    if (k === 'table') {
      if (v === null) rules.table = null;
      else if (isObject(v)) {
        onlyKeys('options.rules.table', v, ['width', 'height']);
        const size = (side: 'width' | 'height') =>
          wholeIn(`options.rules.table.${side}`, own(v, side), MIN_TABLE, MAX_TABLE, ' squares (the initial railway needs 7; a table is not endless)');
        rules.table = { width: size('width'), height: size('height') };
      } else throw new ScenarioError(`options.rules.table must be null or {"width": w, "height": h} with whole numbers from ${MIN_TABLE} to ${MAX_TABLE}`);
    } else if (typeof v !== 'boolean') throw new ScenarioError(`options.rules.${k} must be true or false`);
    else (rules as unknown as Record<string, boolean>)[k] = v;
  }
  return rules;
}

/** Builds the state a position describes, validating everything the contract requires. */
export function loadPosition(options: Record<string, unknown>, position: Record<string, unknown>): GameState {
  return readPosition(options, position, new Set());
}

/** `loadPosition`, collecting every card id of the position in `seen` (the game's cards: none comes or goes later). */
function readPosition(options: Record<string, unknown>, position: Record<string, unknown>, seen: Set<string>): GameState {
  onlyKeys('options', options, ['variant', 'rules', 'seed']);
  const variant = (own(options, 'variant') ?? 'standard') as Variant;
  if (!VARIANTS.includes(variant)) throw new ScenarioError(`options.variant must be one of ${VARIANTS.join(', ')}, not ${show(options.variant)}`);
  const rules = readRules(own(options, 'rules'));
  const seed = readSeed(own(options, 'seed'));
  onlyKeys('position', position, ['railway', 'train', 'drawPile', 'players', 'current', 'box', 'derailments']);

  if (!Array.isArray(position.railway)) throw new ScenarioError('position.railway must be a list of cards (start first)');
  const laid = position.railway.map((raw, i) => {
    const where = `position.railway[${i}]`;
    const card = readCard(where, raw, seen, ['turn']);
    const turn = (raw as Record<string, unknown>).turn;
    if (card.chaos) throw new ScenarioError(`${where}: chaos card "${card.id}" cannot be part of the railway`);
    if (!TURNS.includes(turn as Turn)) throw new ScenarioError(`${where}: "turn" must be "straight", "left" or "right", not ${show(turn)}`);
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
  const expected = playerCounts(variant);
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
    throw new ScenarioError(`position.current must be a player index from 0 to ${count - 1}, not ${show(position.current)}`);
  }
  let derailments = players.map(() => 0);
  if (position.derailments !== undefined) {
    const d = position.derailments;
    if (!Array.isArray(d) || d.length !== count) throw new ScenarioError(`position.derailments must list one whole number per player (${count})`);
    // R39 (ruling 38, 39): the fourth hard-solo derailment ends the game; otherwise one per ride at most, so no more than a seat's turns.
    const max = variant === 'solo-hard' ? HARD_SOLO_DERAILMENTS : turnsPerSeat(variant, count, rules);
    const why = variant === 'solo-hard' ? ' (the fourth derailment ends a hard solo game, R39)' : ` (one per ride at most, and a seat has ${max} turns in a full ${variant} game)`;
    derailments = d.map((n, i) => wholeIn(`position.derailments[${i}]`, n, 0, max, why));
    if (position.railway.length === 0 && derailments.some((n) => n > 0)) {
      throw new ScenarioError('position.derailments: a game still in setup has played no turn, so every count must be 0');
    }
  }

  const base: GameState = {
    variant, rules, phase: 'draw', players, current, railway, train: null, drawPile, box, unseen: 0, pending: [], owed: 0, dice: 0,
    derailments, ride: null, setup: null, rng: seedFrom(seed ?? 1), result: null, log: emptyLog(),
  };
  if (railway.length === 0) {
    // The project's own extension: an empty railway starts from setup, with this draw pile as the shuffled deck.
    if (position.train !== undefined) throw new ScenarioError('position.train: an empty railway has no train yet (setup scenario)');
    if (players.some((p) => p.hand.length)) throw new ScenarioError('position.players: in a setup scenario the hands are dealt by the game');
    return drawSetupCard({ ...base, phase: 'setup', setup: { order: setupOrder(variant === 'standard' ? count : 2, current), card: null, aside: [], start: current } });
  }
  if (typeof position.train !== 'string' || !railway.some((p) => p.card.id === position.train)) {
    throw new ScenarioError(`position.train must be the id of a railway card, not ${show(position.train)}`);
  }
  return { ...base, train: position.train };
}

/** A card named in a step: an id as the contract writes them (anything else could never be in the game). */
function cardRef(step: string, v: unknown): string {
  if (typeof v !== 'string' || !ID.test(v)) throw new ScenarioError(`"${step}": ${show(v)} is not a card id (letters, digits, _ or -)`);
  return v;
}

/** The step's object, with no field beyond those allowed (a misspelt "combine" must not be dropped silently). */
function stepObject(step: string, value: unknown, allowed: readonly string[], usage: string): Record<string, unknown> {
  if (!isObject(value)) throw new ScenarioError(`"${step}" takes ${usage}`);
  for (const k of Object.keys(value)) {
    if (!allowed.includes(k)) throw new ScenarioError(`"${step}": unknown field ${show(k)} (allowed: ${allowed.join(', ') || 'none'}); it takes ${usage}`);
  }
  return value;
}

function stepList(step: string, value: unknown, usage: string): unknown[] {
  // An empty list reaches the engine, which explains why nothing cannot be played (R24, R31).
  if (!Array.isArray(value)) throw new ScenarioError(`"${step}" takes a list like ${usage}`);
  return value;
}

function turnOf(step: string, v: unknown, usage: string): Turn | undefined {
  if (v !== undefined && !TURNS.includes(v as Turn)) throw new ScenarioError(`"${step}" takes ${usage}, not turn ${show(v)}`);
  return v as Turn | undefined;
}

/** Turns a contract step into an engine event; throws ScenarioError when the step is malformed. */
export function toAction(keyName: string, value: unknown): Action {
  switch (keyName) {
    case 'pass':
      if (value !== true) throw new ScenarioError('"pass" takes the value true');
      return { type: 'turn.pass' };
    case 'build': {
      const usage = '[{"card": "h1", "turn": "left"}] with turn straight, left or right';
      const cards = stepList('build', value, usage).map((b) => {
        const o = stepObject('build', b, ['card', 'turn'], usage);
        const turn = turnOf('build', o.turn, usage);
        if (turn === undefined) throw new ScenarioError(`"build" takes a list like ${usage}`);
        return { card: cardRef('build', o.card), turn };
      });
      return { type: 'turn.build', cards };
    }
    case 'roll': {
      const usage = '{"wheels": n} (or {} to let the seeded dice roll)';
      const o = stepObject('roll', value, ['wheels'], usage);
      // Any finite number reaches the engine, which refuses what the dice cannot show (R28).
      if (o.wheels !== undefined && (typeof o.wheels !== 'number' || !Number.isFinite(o.wheels))) throw new ScenarioError(`"roll" takes ${usage}`);
      return o.wheels === undefined ? { type: 'ride.roll' } : { type: 'ride.roll', wheels: o.wheels };
    }
    case 'discard': {
      const usage = '{"card": "id", "combine": true|false}';
      const o = stepObject('discard', value, ['card', 'combine'], usage);
      if (o.combine !== undefined && typeof o.combine !== 'boolean') throw new ScenarioError(`"discard" takes ${usage}`);
      return { type: 'penalty.discard', card: cardRef('discard', o.card), combine: o.combine === true };
    }
    case 'discardChaos': {
      const usage = '[{"card": "x1", "combine": false}]';
      const cards = stepList('discardChaos', value, usage).map((d) => {
        const o = stepObject('discardChaos', d, ['card', 'combine'], usage);
        if (o.combine !== undefined && typeof o.combine !== 'boolean') throw new ScenarioError(`"discardChaos" takes a list like ${usage}`);
        return { card: cardRef('discardChaos', o.card), combine: o.combine === true };
      });
      return { type: 'chaos.discard', cards };
    }
    case 'betsy': {
      const usage = '{} or {"turn": "straight" | "left" | "right"}';
      const turn = turnOf('betsy', stepObject('betsy', value, ['turn'], usage).turn, usage);
      return turn === undefined ? { type: 'betsy.play' } : { type: 'betsy.play', turn };
    }
    case 'setup': {
      const usage = '{} or {"turn": "straight" | "left" | "right"}';
      const turn = turnOf('setup', stepObject('setup', value, ['turn'], usage).turn, usage);
      return turn === undefined ? { type: 'setup.place' } : { type: 'setup.place', turn };
    }
    default:
      throw new ScenarioError(`unknown step ${show(keyName)}`);
  }
}

const ids = (cards: readonly Card[]): string[] => cards.map((c) => c.id);

/** The contract's state fields (and the project's `dice`) of a state, one at a time: a field costs what it holds. */
const FIELDS: Readonly<Record<string, (s: GameState) => Json>> = {
  phase: (s) => s.phase,
  current: (s) => s.current,
  railway: (s) => s.railway.map((p) => p.card.id),
  train: (s) => s.train,
  drawPile: (s) => ids(s.drawPile),
  hands: (s) => s.players.map((p) => ids(p.hand)),
  discards: (s) => s.players.map((p) => ids(p.discard)),
  pending: (s) => ids(s.pending),
  box: (s) => ids(s.box),
  derailments: (s) => s.derailments,
  result: (s) => s.result as unknown as Json,
  dice: (s) => s.dice,
};

export function viewState(s: GameState): Record<string, Json> {
  const view: Record<string, Json> = {};
  for (const [field, of] of Object.entries(FIELDS)) view[field] = of(s);
  return view;
}

/** One field of `viewState` (own fields only), or undefined for a name that is not one. */
export function viewField(s: GameState, field: string): Json | undefined {
  return own(FIELDS, field)?.(s);
}

/** How many cards of the draw pile the chart's context holds while a file runs: a step draws at most one. */
const DRAW_WINDOW = 8;

/**
 * The adapter's state while a file runs: the chart's snapshot, whose context
 * holds, once setup is over, only the top of the draw pile; and the rest of
 * the draw pile, `below.slice(from)`, shared and never changed. A draw then costs one card,
 * not a copy of the pile, and only `drawCard` and the end-of-game test read the
 * pile after setup: its top card, and whether it is empty (the context keeps
 * at least one card while any is left, so both answers are the whole pile's).
 */
export interface RollecateRun {
  readonly snapshot: RollecateSnapshot;
  readonly below: readonly Card[];
  readonly from: number;
  /** Every card id of the position (cards move between places, none comes or goes), to tell a misspelt id from a card elsewhere. */
  readonly ids?: ReadonlySet<string>;
}

/**
 * The card ids a move names must be cards of this game: an id that is none
 * makes the file invalid (the contract: an unknown card id), so that a
 * `"rejected": true` step is about a rule, never about a typo. A card that is
 * in the game but not where the move needs it is the rules' to refuse.
 */
function checkCardIds(action: Action, ids: ReadonlySet<string>): void {
  const named = action.type === 'turn.build' || action.type === 'chaos.discard' ? action.cards.map((c) => c.card) : action.type === 'penalty.discard' ? [action.card] : [];
  for (const id of named) {
    if (!ids.has(id)) throw new ScenarioError(`card ${show(id)} is not in this game (no card of the position has that id)`);
  }
}

/** Moves the draw pile below its top out of the snapshot into `below` (or refills the top from it). */
function settle(snapshot: RollecateSnapshot, below: readonly Card[], from: number): RollecateRun {
  const context = snapshot.context;
  let pile = context.drawPile;
  if (context.phase !== 'setup') {
    if (pile.length > 2 * DRAW_WINDOW) {
      below = from < below.length ? [...pile, ...below.slice(from)] : pile;
      from = DRAW_WINDOW;
      pile = below.slice(0, DRAW_WINDOW);
    } else if (pile.length < DRAW_WINDOW && from < below.length) {
      if (pile.length === 0) throw new Error('the draw pile window ran dry within one step');
      const take = Math.min(DRAW_WINDOW - pile.length, below.length - from);
      pile = [...pile, ...below.slice(from, from + take)];
      from += take;
    }
  }
  if (pile === context.drawPile) return { snapshot, below, from };
  return { snapshot: rollecateMachine.resolveState({ value: snapshot.value, context: { ...context, drawPile: pile } }), below, from };
}

/** The whole draw pile of a run, top first. */
function drawPileOf(run: RollecateRun): Card[] {
  const top = run.snapshot.context.drawPile;
  return run.from < run.below.length ? [...top, ...run.below.slice(run.from)] : top.slice();
}

/** A run's state with the whole draw pile in it, as the rules core and the pages know a game. */
export function gameOf(run: RollecateRun): GameState {
  return { ...run.snapshot.context, drawPile: drawPileOf(run) };
}

/** A run as the chart's snapshot of the whole game: what a page shows and plays on from. */
export function snapshotOf(run: RollecateRun): RollecateSnapshot {
  return rollecateMachine.resolveState({ value: run.snapshot.value, context: gameOf(run) });
}

/** Starts a run on a snapshot. */
export function startRun(snapshot: RollecateSnapshot): RollecateRun {
  return settle(snapshot, [], 0);
}

export const rollecateAdapter: GameAdapter<RollecateRun> = {
  game: 'rollecate',
  load: (options, position) => {
    const ids = new Set<string>();
    const state = readPosition(options, position, ids);
    return { ...startRun(startSnapshot(state)), ids };
  },
  moves: ['pass', 'build', 'roll', 'discard', 'discardChaos', 'betsy', 'setup'],
  move(run, keyName, value) {
    const action = toAction(keyName, value);
    if (run.ids) checkCardIds(action, run.ids);
    const out = sendMove(run.snapshot, action);
    return out.ok ? { ok: true, state: { ...settle(out.snapshot, run.below, run.from), ids: run.ids }, event: action } : out;
  },
  fields: {
    phase: 'value', current: 'value', railway: 'list', train: 'value', drawPile: 'list', hands: 'listOfSets',
    discards: 'list', pending: 'set', box: 'set', derailments: 'list', result: 'value', dice: 'value',
  },
  view: (run) => viewState({ ...run.snapshot.context, drawPile: drawPileOf(run) }),
  viewField: (run, field) => (field === 'drawPile' ? ids(drawPileOf(run)) : (viewField(run.snapshot.context, field) ?? null)),
  log: (run) => narrate(gameOf(run)),
  present: snapshotOf,
  plain: gameOf,
};
