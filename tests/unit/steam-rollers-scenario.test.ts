/**
 * The Steam Rollers scenario adapter (src/scenario/steam-rollers.ts): every
 * position check refuses a bad file with one line naming the field; names
 * from a file are own properties only; steps map onto the core's events
 * (malformed ones are file errors, illegal ones the engine's refusal with its
 * clause); a run step by step equals the core; the view fields; and the
 * site's scenario files (one per ruling C.5 #1–#18 and per card side).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEvent } from '../../src/machines/steam-rollers/rules/game';
import { legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { narrate } from '../../src/machines/steam-rollers/rules/narrate';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import type { SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';
import { seedFrom } from '../../src/machines/shared/rng';
import { adapters } from '../../src/scenario/registry';
import { runScenario } from '../../src/scenario/run';
import { hexName, stepOf, steamRollersAdapter as A, toEvent, type SteamRun } from '../../src/scenario/steam-rollers';
import { ScenarioError } from '../../src/scenario/types';
import { Dice } from '../../scripts/fuzz-common';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'src/content/scenarios/steam-rollers');

const L13 = ['city 1', '2,2', '3,2', '4,2', 'city 3'];
const L34 = ['city 3', '5,2', '5,3', '5,4', '5,5', 'city 4'];
const L42 = ['city 4', '6,6', '7,6', '8,6', 'city 2'];
const L14 = ['city 1', '1,2', '1,3', 'town 6', '2,5', '3,5', 'town 4', 'city 4'];

/** A plausible two-player table: four cubes on each city, none of its own colour, nothing removed (24 = (2 + 2) × 6). */
const SUPPLY = {
  '1': ['red', 'purple', 'blue', 'grey'],
  '2': ['yellow', 'purple', 'blue', 'grey'],
  '3': ['yellow', 'red', 'purple', 'blue'],
  '4': ['yellow', 'red', 'purple', 'blue'],
  '5': ['yellow', 'red', 'blue', 'grey'],
  '6': ['yellow', 'red', 'purple', 'grey'],
};
const CARDS = { '1a': 'centre', '2a': 'centre', '3a': 'centre', '4a': 'centre', '5a': 'centre', '6a': 'centre' };
const WITH_2B = { '1a': 'centre', '2b': 'centre', '3a': 'centre', '4a': 'centre', '5a': 'centre', '6a': 'centre' };

type Doc = { options: Record<string, any>; position: Record<string, any> };
const base = (): Doc => JSON.parse(JSON.stringify({ options: {}, position: { players: [{ lines: [L13, L34, L42, L14], engine: [1, 2, 3, 4] }, {}], supply: SUPPLY, cards: CARDS } }));
const load = (d: Doc) => A.load(d.options, d.position);
const ctx = (r: SteamRun): SteamState => r.snapshot.context;

/** Changes a copy of the base document and expects loading it to fail with a message matching `message`. */
function refuses(change: (d: Doc) => void, message: RegExp | string) {
  const d = base();
  change(d);
  let err: unknown;
  try {
    load(d);
  } catch (e) {
    err = e;
  }
  expect(err, String(message)).toBeInstanceOf(ScenarioError);
  const text = (err as Error).message;
  expect(text).not.toMatch(/\n/);
  if (typeof message === 'string') expect(text).toContain(message);
  else expect(text).toMatch(message);
}

function move(r: SteamRun, key: string, value: unknown): SteamRun {
  const out = A.move(r, key, value);
  if (!out.ok) throw new Error(`${key} refused: ${out.reason}`);
  return out.state;
}

/** The base table with the dice rolled and the 1 drafted by seat 0. */
function actingWith1(d: Doc = base()): SteamRun {
  return move(move(load(d), 'roll', { white: [1, 6, 6], black: 1 }), 'draft', { value: 1 });
}

// ------------------------------------------------------------------ position checks

describe('Steam Rollers positions: every check names the field', () => {
  it('loads the base table as written', () => {
    const s = ctx(load(base()));
    expect(s.phase).toBe('roll');
    expect(s.players).toHaveLength(2);
    expect(Object.keys(s.players[0]!.tracks)).toHaveLength(16);
    expect(s.bag).toHaveLength(26);
    expect(s.cards.every((c) => c.face === 'a' && c.holder === null)).toBe(true);
  });

  it('options: fields, players, difficulty, chart, rule switches, seed', () => {
    refuses((d) => (d.options.speed = 1), 'options: unknown field "speed"');
    refuses((d) => (d.options.players = 6), 'options.players must be a whole number from 2 to 5');
    refuses((d) => (d.options.players = 3), 'options.players (3) and the 2 sheets of position.players disagree');
    refuses((d) => (d.options.difficulty = 'brutal'), 'options.difficulty must be "none", "medium" or "hard"');
    refuses((d) => (d.options.chart = 2), 'options.chart: the basic game');
    refuses((d) => Object.assign(d.options, { difficulty: 'hard', chart: 7 }), 'options.chart must be a whole number from 1 to 6');
    refuses((d) => (d.options.difficulty = 'medium'), 'options.chart: a medium game names its chart');
    refuses((d) => (d.options.rules = { railsStopAtWall: true }), 'options.rules: unknown rule switch "railsStopAtWall"');
    refuses((d) => (d.options.rules = { railsStopAtWalls: 'yes' }), 'options.rules.railsStopAtWalls must be true');
    refuses((d) => (d.options.rules = { bonus3b: 'two' }), 'options.rules.bonus3b must be "exact"');
    refuses((d) => (d.options.rules = []), 'options.rules must be an object');
    refuses((d) => (d.options.seed = -1), 'options.seed must be a whole number from 0 to');
  });

  it('a new game: players 2–5, a start seat, six card sides', () => {
    const ok = (position: object, options: object = {}) => ctx(A.load(options as Record<string, unknown>, position as Record<string, unknown>));
    expect(ok({ players: 3 }, { seed: 5 })).toEqual(newGame({ players: 3, seed: 5, difficulty: 'none', switches: {} }));
    expect(ok({ players: 4, start: 2, sides: ['1b', '2a', '3b', '4a', '5b', '6a'] }).cards.map((c) => c.face)).toEqual(['b', 'a', 'b', 'a', 'b', 'a']);
    expect(ok({ players: 2 }, { difficulty: 'hard', seed: 3 }).options.chart).toBeGreaterThanOrEqual(1);
    const bad = (position: object, message: string, options: object = {}) => expect(() => A.load(options as Record<string, unknown>, position as Record<string, unknown>)).toThrow(message);
    bad({ players: 1 }, 'position.players must be a whole number from 2 to 5');
    bad({ players: 6 }, 'position.players must be a whole number from 2 to 5');
    bad({ players: 3 }, 'options.players (2) and position.players (3) disagree', { players: 2 });
    bad({ players: 3, start: 3 }, 'position.start must be a whole number from 0 to 2');
    bad({ players: 3, sides: ['1a'] }, 'position.sides must list the side of each card 1 to 6');
    bad({ players: 3, sides: ['1a', '2c', '3a', '4a', '5a', '6a'] }, 'position.sides[1] must be "2a" or "2b"');
    bad({ players: 3, board: [] }, 'position: unknown field "board"');
  });

  it('the players: 2 to 5 sheets, each an object with known fields', () => {
    refuses((d) => (d.position.players = [{}]), 'position.players must list 2 to 5 sheets, found 1');
    refuses((d) => (d.position.players = [{}, {}, {}, {}, {}, {}]), 'position.players may list at most 5 player sheets');
    refuses((d) => (d.position.players[1] = 'Bob'), 'position.players[1] must be an object');
    refuses((d) => (d.position.players[1].track = []), 'position.players[1]: unknown field "track"');
    refuses((d) => (d.position.players[1].name = ''), 'position.players[1].name must be text of 1 to 40 characters');
    refuses((d) => (d.position.unknown = 1), 'position: unknown field "unknown"');
  });

  it('tracks: a hex drawn at most once, on the map, never in a city; a kind and a rotation', () => {
    const t = (track: object) => (d: Doc) => (d.position.players[1].tracks = [track]);
    refuses(t({ hex: 'x', track: 'sharp', rotation: 0 }), 'position.players[1].tracks[0].hex: "x" is not a hex; write "q,r"');
    refuses(t({ hex: '12,0', track: 'sharp', rotation: 0 }), 'position.players[1].tracks[0].hex: hex 12,0 is off the map');
    refuses(t({ hex: 'city 2', track: 'sharp', rotation: 0 }), 'position.players[1].tracks[0]: hex 9,6 is city 2; cities are never drawn in (B4)');
    refuses(t({ hex: '0,0', track: 'zigzag', rotation: 0 }), 'position.players[1].tracks[0].track must be "straight", "wide" or "sharp"');
    refuses(t({ hex: '0,0', track: 'sharp', rotation: 6 }), 'position.players[1].tracks[0].rotation must be a whole number from 0 to 5');
    refuses(t({ hex: '0,0', track: 'sharp', rotation: 0, joins: ['0,1', '1,0'] }), 'give either "joins" or "track" and "rotation"');
    refuses(t({ hex: '0,0', joins: ['0,1', '5,5'] }), 'position.players[1].tracks[0].joins: 5,5 is not next to 0,0');
    refuses(t({ hex: '0,0', joins: ['0,1', '0,1'] }), 'names the same side of 0,0 twice');
    refuses(t({ hex: '0,0' }), 'position.players[1].tracks[0].track must be');
    refuses((d) => (d.position.players[1].tracks = ['0,0 sharp 0']), 'position.players[1].tracks[0] must be an object like {"hex": "2,1", "track": "wide", "rotation": 1}');
    refuses((d) => (d.position.players[1].fill = 'sharp'), 'position.players[1].fill must be a track like {"track": "sharp", "rotation": 0}');
    refuses((d) => (d.position.players[1].fill = { track: 'sharp', rotation: 9 }), 'position.players[1].fill.rotation must be a whole number from 0 to 5');
    // the same hex twice: in two tracks, under two names, or in a track and a line
    refuses((d) => (d.position.players[1].tracks = [{ hex: '3,1', track: 'sharp', rotation: 0 }, { hex: 'town 1', track: 'wide', rotation: 0 }]), 'position.players[1].tracks[1]: hex 3,1 is drawn twice; each hex holds one track (B2)');
    refuses((d) => (d.position.players[0].tracks = [{ hex: '2,2', track: 'sharp', rotation: 0 }]), 'position.players[0].lines[0]: hex 2,2 is drawn twice');
  });

  it('lines: neighbouring hexes, at least three, never turning back; fill draws the rest', () => {
    const l = (line: unknown[]) => (d: Doc) => (d.position.players[1].lines = [line]);
    refuses(l(['city 1', '2,1']), 'position.players[1].lines[0] must run through at least 3 hexes');
    refuses(l(['city 1', '2,1', '4,1']), 'position.players[1].lines[0][2]: 4,1 is not next to 2,1');
    refuses(l(['city 1', '2,1', 'city 1']), 'the line turns back on itself at 2,1');
    refuses(l(['city 1', '2,1', 'city 9']), 'position.players[1].lines[0][2]: "city 9" is not a hex');
    refuses((d) => (d.position.players[1].lines = 'city 1'), 'position.players[1].lines must be a list of lines');
    refuses((d) => (d.position.players[1].fill = { track: 'sharp', rotation: 0, hex: '1,1' }), 'position.players[1].fill: unknown field "hex"');
    const d = base();
    d.position.players[1].fill = { track: 'sharp', rotation: 0 };
    d.position.players[1].tracks = [{ hex: '0,0', track: 'wide', rotation: 2 }];
    const tracks = ctx(load(d)).players[1]!.tracks;
    expect(Object.keys(tracks)).toHaveLength(90);
    expect(tracks['0,0']).toEqual({ type: 'wide', rotation: 2 });
    expect(tracks['1,1']).toBeUndefined(); // city 1
  });

  it('engine boxes: distinct values 1–6; delivery points 1–13', () => {
    refuses((d) => (d.position.players[0].engine = [0]), 'position.players[0].engine[0] must be a whole number from 1 to 6');
    refuses((d) => (d.position.players[0].engine = [7]), 'position.players[0].engine[0] must be a whole number from 1 to 6');
    refuses((d) => (d.position.players[0].engine = [2, 3, 2]), 'position.players[0].engine: box 2 is crossed twice; each value is crossed once (E1)');
    refuses((d) => (d.position.players[0].engine = [1, 2, 3, 4, 5, 6, 1]), 'position.players[0].engine may list at most 6 engine boxes');
    refuses((d) => (d.position.players[0].points = [0]), 'position.players[0].points[0] must be a whole number from 1 to 13');
    refuses((d) => (d.position.players[0].points = [14]), 'position.players[0].points[0] must be a whole number from 1 to 13');
    const d = base();
    d.position.players[0].engine = [4, 1, 3];
    expect(ctx(load(d)).players[0]!.engine).toEqual([1, 3, 4]);
  });

  it('the supply board: cities 1–6, colour words, at most players + 2 per city, none of the city\'s own colour', () => {
    refuses((d) => (d.position.supply['7'] = []), 'position.supply: "7" is not a city');
    refuses((d) => (d.position.supply = ['red']), 'position.supply must be an object of cubes per city');
    refuses((d) => (d.position.supply['1'] = ['red', 'pink']), 'position.supply.1[1]: "pink" is not a cube colour');
    refuses((d) => (d.position.supply['1'] = { red: 11 }), 'position.supply.1.red must be a whole number from 0 to 10');
    refuses((d) => (d.position.supply['1'] = ['red', 'red', 'purple', 'blue', 'grey']), 'position.supply.1: 5 cubes, but each city received only players + 2 = 4 at setup (S2)');
    refuses((d) => (d.position.supply['2'] = ['red', 'purple', 'blue', 'grey']), 'position.supply.2: a red cube cannot lie on city 2, the red city');
    refuses((d) => (d.position.supply['3'] = ['grey', 'red', 'purple', 'blue']), 'position.supply.3: a grey cube cannot lie on city 3, the grey city'); // C.5 #13
  });

  it('C.5 #18: 50 cubes accounted for, (players + 2) × 6 of them drawn from the bag', () => {
    refuses((d) => (d.position.supply['1'] = ['red']), 'position: 1 cubes on the supply board'.replace('1 cubes', '21 cubes'));
    refuses((d) => (d.position.supply['1'] = ['red']), '(2 + 2) × 6 = 24 cubes from the bag (C.5 #18)');
    // three yellow cubes removed, but city 1 had room for only one that is not still on the board
    refuses((d) => Object.assign(d.position, { supply: { ...SUPPLY, '1': ['red', 'purple', 'blue'], '2': ['yellow', 'purple', 'blue'] }, removed: ['yellow', 'yellow'] }), 'position.removed: 2 yellow cubes removed at setup, but only 1 of the cubes drawn for the yellow city (1)');
    refuses((d) => (d.position.bag = { yellow: 5, red: 5, purple: 5, blue: 5, grey: 5 }), 'position: 9 grey cubes are accounted for (5 in the bag, 4 on the board, removed or delivered), but the game has 10 of each colour (C.5 #18)');
    refuses((d) => (d.position.bag = 'all'), 'position.bag must be a list of cube colours');
    refuses((d) => (d.position.removed = ['red', 'green']), 'position.removed[1]: "green" is not a cube colour');
    refuses((d) => (d.position.removed = Array.from({ length: 51 }, () => 'red')), 'position.removed may list at most 50 cube colours');
    // eleven red cubes outside the bag cannot exist
    const red = { '1': ['red', 'red', 'red', 'red'], '3': ['red', 'red', 'red', 'red'], '4': ['red', 'red', 'red', 'red'], '2': [], '5': [], '6': [] };
    refuses((d) => Object.assign(d.position, { supply: red, removed: { red: 4, purple: 4, blue: 4 } }), 'position: 16 red cubes are on the board, removed or delivered, but the game has only 10');
    // an explicit bag that adds up is accepted
    const ok = base();
    ok.position.bag = { yellow: 5, red: 5, purple: 5, blue: 5, grey: 6 };
    expect(ctx(load(ok)).bag).toHaveLength(26);
  });

  it('delivered cubes match the deliveries ticked on the sheets', () => {
    refuses((d) => (d.position.players[0].points = [3]), 'position.delivered lists 0 cubes, but the sheets tick 1 deliveries (one cube each, D5)');
    const d = base();
    d.position.players[0].points = [3];
    d.position.delivered = ['red'];
    d.position.supply['1'] = ['purple', 'blue', 'grey'];
    expect(ctx(load(d)).delivered).toEqual(['red']);
  });

  it('the cards: each card 1–6 once, with side a or b, in the centre or with a seat, upright in the centre', () => {
    refuses((d) => (d.position.cards = ['1a']), 'position.cards must be an object naming each card 1 to 6 once');
    refuses((d) => (d.position.cards['7a'] = 'centre'), 'position.cards: "7a" is not a card side');
    refuses((d) => (d.position.cards['2b'] = 'centre'), 'position.cards: card 2 is listed twice (2a and 2b); each card lies in one place with one side up (S3)');
    refuses((d) => delete d.position.cards['4a'], 'position.cards: card 4 is missing');
    refuses((d) => (d.position.cards['3a'] = 2), 'position.cards.3a must be a whole number from 0 to 1');
    refuses((d) => (d.position.cards['3a'] = { holder: 5 }), 'position.cards.3a.holder must be a whole number from 0 to 1');
    refuses((d) => (d.position.cards['3a'] = { holder: 'centre', sideways: true }), 'position.cards.3a: a card in the centre lies upright');
    refuses((d) => (d.position.cards['3a'] = { holder: 0, sideways: 'yes' }), 'position.cards.3a.sideways must be true or false');
    refuses((d) => (d.position.cards['3a'] = { owner: 0 }), 'position.cards.3a: unknown field "owner"');
    refuses((d) => delete d.position.cards, 'position.cards must be an object');
    const d = base();
    d.position.cards = { '1a': 'centre', '2a': 'centre', '3b': { holder: 1, sideways: true }, '4a': 'centre', '5a': 0, '6a': 'centre' };
    const cards = ctx(load(d)).cards;
    expect(cards[2]).toEqual({ face: 'b', holder: 1, sideways: true });
    expect(cards[4]).toEqual({ face: 'a', holder: 0, sideways: false });
  });

  it('seats, round and phase in range', () => {
    refuses((d) => (d.position.phase = 'play'), 'position.phase must be one of "roll", "draft", "steal", "action", "second", "over"');
    refuses((d) => (d.position.start = 2), 'position.start must be a whole number from 0 to 1');
    refuses((d) => (d.position.current = -1), 'position.current must be a whole number from 0 to 1');
    refuses((d) => (d.position.round = 0), 'position.round must be a whole number from 1 to 1000');
    refuses((d) => (d.position.current = 1), 'position.current: before the roll it is the start player\'s turn (seat 0), not seat 1 (RD1)');
  });

  it('the dice: players + 1 white dice 1–6, drafted by a seat, used only once drafted; a black die 1–6', () => {
    const draft = (dice: unknown) => (d: Doc) => Object.assign(d.position, { phase: 'draft', dice });
    refuses((d) => (d.position.dice = { white: [1, 2, 3], black: 1 }), 'position.dice: in phase "roll" the dice have not been rolled yet');
    refuses((d) => (d.position.phase = 'draft'), 'position.dice: in phase "draft" the dice have been rolled');
    refuses(draft({ white: [1, 2], black: 1 }), 'position.dice.white: a 2-player game rolls 3 white dice (players + 1, S4), found 2');
    refuses(draft({ white: [1, 2, 7], black: 1 }), 'position.dice.white[2] must be a whole number from 1 to 6');
    refuses(draft({ white: [1, 2, 3], black: 0 }), 'position.dice.black must be a whole number from 1 to 6');
    refuses(draft({ white: [1, 2, 3] }), 'position.dice.black is missing; give a whole number from 1 to 6');
    refuses(draft({ white: [1, 2, { value: 3, by: 2 }], black: 1 }), 'position.dice.white[2].by must be a whole number from 0 to 1');
    refuses(draft({ white: [1, 2, { value: 3, spent: true }], black: 1 }), 'position.dice.white[2]: a die used for an action was drafted by someone');
    refuses(draft({ white: [1, 2, { value: 3, colour: 'white' }], black: 1 }), 'position.dice.white[2]: unknown field "colour"');
    refuses(draft({ white: 'x', black: 1 }), 'position.dice.white must be a list of white dice');
    refuses(draft([1, 2, 3]), 'position.dice must be {"white": [values or {"value", "by", "spent"}], "black": n}');
    refuses(draft({ white: [1, 2, '3'], black: 1 }), 'position.dice.white[2] must be a value 1 to 6, or {"value": v, "by": seat, "spent": true|false}');
    refuses(draft({ white: [1, 2, { value: 3, by: 0, spent: 'no' }], black: 1 }), 'position.dice.white[2].spent must be true or false');
  });

  it('the dice match the turn order and the phase', () => {
    const at = (phase: string, current: number, white: unknown[], extra: object = {}) => (d: Doc) => Object.assign(d.position, { phase, current, dice: { white, black: 1 }, ...extra });
    const used = (by: number, value = 6) => ({ value, by, spent: true });
    const held = (by: number, value = 6) => ({ value, by });
    refuses(at('draft', 1, [1, 2, 3]), 'position.dice: seat 0 has had its turn this round');
    refuses(at('draft', 0, [1, 2, used(1)]), 'position.dice.white[2]: seat 1 has not had its turn yet this round, so it has used no die (RD2)');
    refuses(at('draft', 0, [1, 2, held(1)]), 'position.dice.white[2]: seat 1 holds a die before its turn, which only card 2b can give (SC3)');
    refuses(at('draft', 0, [1, held(0), 3]), 'position.phase: "draft", but seat 0 already holds die 1 unused');
    refuses(at('action', 0, [1, 2, 3]), 'position.phase: "action" needs the current seat 0 to hold one unused die ("by": 0), found 0');
    refuses(at('action', 0, [used(0), held(0), 3], { cards: WITH_2B }), 'a second die needs card 2a, but card 2 shows side 2b');
    refuses(at('steal', 0, [held(0), 2, 3]), 'position.phase: "steal" needs card 2b in the hand of a player who has not drafted yet this round (SC3)');
    refuses(at('second', 0, [used(0), 2, 3]), 'position.phase: "second" needs seat 0 to hold card 2a with a die to spare (RD3, C.5 #16)');
    refuses(at('second', 0, [1, 2, 3], { cards: { ...CARDS, '2a': 0 } }), 'position.phase: "second" comes after an action, but seat 0 has used no die this turn');
    refuses(at('draft', 1, [used(0), held(0), used(0)]), 'position.dice.white[1]: seat 0 has had its turn, so it holds no unused die (RD2)');
    refuses(at('over', 0, []), 'position.phase: "over", but the game ends only at the end of a round with three empty supply cities');
    refuses(at('draft', 0, [1, held(1), held(1)], { cards: WITH_2B }), 'position.dice.white[2]: seat 1 can hold at most one die before its turn');
    refuses(at('draft', 0, [used(0), held(0), 3]), 'position.phase: "draft", but seat 0 already holds die 1 unused');
    refuses(at('draft', 0, [used(0), 2, 3]), 'position.phase: "draft", but seat 0 has used a die this turn');
    refuses(at('draft', 1, [used(0), used(0), used(0)], { cards: { ...CARDS, '2a': 0 } }), 'position.dice: no white die is left to draft (RD3)');
    refuses(at('second', 0, [used(0), held(0), 3], { cards: { ...CARDS, '2a': 0 } }), 'position.phase: "second", but seat 0 still holds an unused die');
    // a legal mid-round table loads where it stands
    const ok = base();
    Object.assign(ok.position, { phase: 'action', current: 1, dice: { white: [used(0, 2), held(1, 5), 1], black: 3 } });
    const s = ctx(load(ok));
    expect(s).toMatchObject({ phase: 'action', current: 1, order: 1, turn: { die: 1, used: [], actions: 0 } });
    // card 2b's steal window, and card 2a's second die
    const steal = base();
    steal.position.players.push({});
    steal.position.supply = { '1': ['red', 'red', 'purple', 'blue', 'grey'], '2': ['yellow', 'purple', 'purple', 'blue', 'grey'], '3': ['yellow', 'red', 'purple', 'blue', 'blue'], '4': ['yellow', 'yellow', 'red', 'purple', 'blue'], '5': ['yellow', 'red', 'red', 'blue', 'grey'], '6': ['yellow', 'red', 'purple', 'purple', 'grey'] };
    Object.assign(steal.position, { phase: 'steal', cards: { ...WITH_2B, '2b': 2 }, dice: { white: [held(0, 4), 5, 6, 1], black: 1 } });
    expect(ctx(load(steal)).steal).toEqual({ die: 0, victim: 0, thief: 2 });
    const second = base();
    Object.assign(second.position, { phase: 'second', cards: { ...CARDS, '2a': 0 }, dice: { white: [used(0, 4), 5, 6], black: 1 } });
    expect(ctx(load(second))).toMatchObject({ phase: 'second', turn: { die: null, actions: 1 } });
    // a finished game is scored on loading
    const over = base();
    over.position.supply = { ...SUPPLY, '2': [], '5': [], '6': [] };
    over.position.removed = { red: 4, purple: 4, blue: 4 };
    over.position.phase = 'over';
    expect(A.view(load(over)).result).toMatchObject({ reason: 'supply', scores: [7, 0], winners: [0] });
  });
});

// ------------------------------------------------------------------ own-property names

describe('Steam Rollers: names from a file are own properties only', () => {
  const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
  /** A whole document as JSON text, so that "__proto__" becomes an own key as it does when a file is read. */
  const doc = (position: string, steps = '[{"expect": {"phase": "roll"}}]', options = '{}') =>
    JSON.parse(`{"game": "steam-rollers", "options": ${options}, "position": ${position}, "steps": ${steps}}`);
  const base1 = (inject: string) => `{"players": [{}, {}], "supply": ${JSON.stringify(SUPPLY).replace('{', `{${inject}`)}, "cards": ${JSON.stringify(CARDS)}}`;

  it('the base document passes', () => {
    expect(runScenario(doc(base1(''))).pass).toBe(true);
  });

  it('inherited names are unknown fields, cities, colours, card sides, switches, steps and state fields', () => {
    for (const name of INHERITED) {
      const r = (d: unknown) => runScenario(d).reason ?? 'passed';
      expect(r(doc(base1(''), undefined, `{"${name}": 1}`)), name).toMatch(new RegExp(`^options: unknown field "${name}"`));
      expect(r(doc(base1(''), undefined, `{"rules": {"${name}": true}}`)), name).toMatch(new RegExp(`^options.rules: unknown rule switch "${name}"`));
      expect(r(doc(base1(`"${name}": [], `))), name).toMatch(new RegExp(`^position.supply: "${name}" is not a city`));
      expect(r(doc(base1('').replace('"1":[', `"1":{"${name}": 1}, "x":[`))), name).toMatch(new RegExp(`^position.supply.1: unknown cube colour "${name}"`));
      expect(r(doc(base1('').replace('"cards": {', `"cards": {"${name}": "centre", `))), name).toMatch(new RegExp(`^position.cards: "${name}" is not a card side`));
      expect(r(doc(base1('').replace('"players": [{}', `"players": [{"${name}": 1}`))), name).toMatch(new RegExp(`^position.players\\[0\\]: unknown field "${name}"`));
      expect(r(doc(base1(''), `[{"${name}": {}}]`)), name).toMatch(new RegExp(`^step 0: unknown step "${name}"`));
      expect(r(doc(base1(''), `[{"expect": {"${name}": 1}}]`)), name).toMatch(new RegExp(`^step 0 \\(expect\\): unknown state field "${name}"`));
      expect(r(doc(base1(''), `[{"roll": {"white": [1, 2, 3], "black": 1}}, {"draft": {"value": 1}}, {"playCard": {"card": "${name}"}}]`)), name).toMatch(new RegExp(`^step 2 \\(playCard\\): "playCard".card: "${name}" is not a special card side`));
      expect(r(doc(base1(''), `[{"roll": {"white": [1, 2, 3], "black": 1}}, {"draft": {"value": 1}}, {"build": {"hex": "${name}", "track": "sharp", "rotation": 0}}]`)), name).toMatch(/^step 2 \(build\): .* is not a hex/);
      expect(r(doc(base1(''), `[{"roll": {"white": [1, 2, 3], "black": 1}}, {"draft": {"value": 1}}, {"deliver": {"from": 1, "cube": "${name}", "to": 2}}]`)), name).toMatch(new RegExp(`^step 2 \\(deliver\\): "deliver".cube: "${name}" is not a cube colour`));
      expect(r(doc(`{"players": 2, "${name}": 1}`)), name).toMatch(new RegExp(`^position: unknown field "${name}"`));
    }
  });

  it('hex names: "q,r", "city N" or "town N", nothing else', () => {
    expect(hexName('h', '4,2')).toBe('4,2');
    expect(hexName('h', 'City 3')).toBe('5,1');
    expect(hexName('h', 'town 6')).toBe('1,4');
    for (const bad of ['city 7', 'town', '4;2', 42, null, 'x'.repeat(30)]) expect(() => hexName('h', bad)).toThrow(ScenarioError);
  });
});

// ------------------------------------------------------------------ steps

describe('Steam Rollers steps', () => {
  it('a malformed step is a ScenarioError naming what the step takes', () => {
    const r = actingWith1();
    const bad = (key: string, value: unknown, message: string) => expect(() => A.move(r, key, value), key).toThrow(message);
    bad('roll', 3, '"roll" takes {} for a seeded roll');
    bad('roll', { white: [1, 'two', 3] }, '"roll".white must be a number');
    bad('draft', {}, '"draft" names the die either by "value" or by "die"');
    bad('draft', { value: 1, die: 0 }, '"draft" names the die either by "value" or by "die"');
    bad('build', { hex: '4,2', track: 'wide' }, '"build".rotation must be a number');
    bad('build', { hex: '4,2', joins: ['4,1'] }, '"build".joins must name two hexes next to 4,2');
    bad('build', { hex: '4,2', joins: ['4,1', '9,9'] }, '9,9 is not next to 4,2');
    bad('build', { hex: '4,2', track: 'wide', rotation: 1, colour: 'red' }, '"build": unknown field "colour"');
    bad('engine', { box: 1 }, '"engine" takes {} (or true)');
    bad('deliver', { from: 1, cube: 'red' }, '"deliver".to must be a number');
    bad('deliver', { from: 1, cube: 'red', to: 2, route: ['x'], via: [3] }, 'give either "route" (connection ids) or "via"/"towns", not both');
    bad('deliver', { from: 1, cube: 'red', to: 2 }, '"deliver": 2 routes lead from city 1 to city 2 on this sheet: via 3, 4 (0 towns); via 4 (2 towns); say which with "via"');
    bad('takeCard', { card: '3' }, '"takeCard".card must be a number');
    bad('playCard', '1a', '"playCard" takes {"card": "1a", "value": v}');
    bad('playCard', { card: '5a', value: 3 }, '"playCard": unknown field "value"');
    bad('pass', false, '"pass" takes {} (or true)');
    bad('endTurn', { now: true }, '"endTurn" takes {} (or true)');
    bad('passSteal', 1, '"passSteal" takes {} (or true)');
  });

  it('an illegal step returns the engine\'s refusal with its clause id, and changes nothing', () => {
    const r = actingWith1();
    const refused = (key: string, value: unknown, rule: string, message?: RegExp) => {
      const out = A.move(r, key, value);
      expect(out.ok, key).toBe(false);
      if (out.ok) return;
      expect((out.refusal as { rule: string }).rule, key).toBe(rule);
      expect(out.reason.startsWith(`${rule}: `)).toBe(true);
      if (message) expect(out.reason).toMatch(message);
    };
    refused('roll', {}, 'RD1');
    refused('draft', { value: 6 }, 'RD2');
    refused('build', { hex: '0,7', track: 'sharp', rotation: 0 }, 'B1', /lies in region 6/);
    // A hex off the map or a kind of track the game lacks names nothing: the file is wrong, not the move.
    expect(() => A.move(r, 'build', { hex: '99,1', track: 'sharp', rotation: 0 })).toThrow(/"build".hex: hex 99,1 is off the map/);
    expect(() => A.move(r, 'build', { hex: '2,1', track: 'zigzag', rotation: 0 })).toThrow(/"build".track: "zigzag" is not a kind of track/);
    refused('build', { hex: 'city 1', track: 'sharp', rotation: 0 }, 'B4');
    refused('build', { hex: '2,2', track: 'sharp', rotation: 0 }, 'B2');
    refused('build', { hex: '2,1', track: 'straight', rotation: 0, card: '6a' }, 'SC3', /you do not hold card 6a/);
    refused('engine', {}, 'E1');
    refused('deliver', { from: 3, cube: 'red', to: 2, via: [4] }, 'D1');
    refused('deliver', { from: 1, cube: 'red', to: 3 }, 'D2');
    refused('deliver', { from: 1, cube: 'red', to: 2, via: [5] }, 'D3', /"1-5" is not a connection/);
    refused('deliver', { from: 1, cube: 'red', to: 2, via: [4], towns: 1 }, 'D3', /not a connection/);
    refused('deliver', { from: 1, cube: 'red', to: 2, via: [3, 1, 4] }, 'D6');
    refused('deliver', { from: 1, cube: 'red', to: 2, via: [4], cards: ['4a'] }, 'SC3');
    refused('deliver', { from: 1, cube: 'red', to: 2, via: [4], bonus: 1 }, 'SC3');
    refused('takeCard', { card: 2 }, 'SC1');
    refused('playCard', { card: '1a', value: 3 }, 'SC3');
    refused('playCard', { card: '2b' }, 'SC3');
    refused('pass', {}, 'RD2', /still allows an action/);
    refused('passSteal', {}, 'SC3');
    refused('endTurn', {}, 'RD2');
    // the state is the very same object after every refusal
    expect(A.move(r, 'engine', {}).ok).toBe(false);
    expect(ctx(r).phase).toBe('action');
  });

  it('no route at all, and an explicit route of connection ids', () => {
    const d = base();
    d.position.players[0].lines = [L13];
    const r = actingWith1(d);
    const none = A.move(r, 'deliver', { from: 1, cube: 'red', to: 2 });
    expect(none).toMatchObject({ ok: false, reason: 'D3: a delivery needs a route of your connections from city 1 to city 2' });
    const ids = (A.view(r).players as { connections: string[] }[])[0]!.connections;
    expect(ids).toEqual(['1-3']);
    const out = A.move(r, 'deliver', { from: 1, cube: 'grey', to: 3, route: ['1-3:2,2'] });
    expect(out.ok).toBe(true);
  });

  it('draft by value: the first free die showing it; a taken one is the engine\'s refusal', () => {
    let r = move(load(base()), 'roll', { white: [5, 5, 2], black: 1 });
    r = move(r, 'draft', { value: 5 });
    expect(ctx(r).turn.die).toBe(0);
    r = move(r, 'engine', {});
    expect(move(r, 'draft', { value: 5 }).snapshot.context.turn.die).toBe(1);
    const taken = A.move(move(move(load(base()), 'roll', { white: [5, 1, 2], black: 1 }), 'draft', { die: 0 }), 'engine', {});
    expect(taken.ok).toBe(true);
    const again = A.move((taken as { state: SteamRun }).state, 'draft', { value: 5 });
    expect(again).toMatchObject({ ok: false, reason: 'RD2: white die 0 (showing 5) has already been taken this round' });
    const none = A.move((taken as { state: SteamRun }).state, 'draft', { value: 3 });
    expect(none).toMatchObject({ ok: false, reason: 'RD2: no white die left to draft shows 3; the dice left show 1, 2', refusal: { rule: 'RD2' } });
  });

  it('a step-by-step run equals the core, event by event, and the log is the core\'s narration', () => {
    for (const [players, seed] of [[2, 1], [3, 2], [4, 3], [5, 4]] as const) {
      const options = { seed, difficulty: seed % 2 ? 'medium' : 'none', chart: seed % 2 ? 3 : undefined, rules: { bonus3b: 'upTo' } };
      if (options.chart === undefined) delete (options as { chart?: number }).chart;
      let run = A.load(options, { players });
      let core = ctx(run);
      const d = new Dice(seedFrom(`test:${seed}`));
      for (let i = 0; i < 400 && core.phase !== 'over'; i++) {
        const moves = legalMoves(core);
        const e: SteamEvent = d.pick(moves);
        const out = applyEvent(core, e);
        expect(out.ok).toBe(true);
        core = (out as { state: SteamState }).state;
        const [key, value] = Object.entries(stepOf(e))[0]!;
        run = move(run, key, value);
        expect(ctx(run).phase).toBe(core.phase);
        if (i % 40 === 0) expect(ctx(run)).toEqual(core);
      }
      expect(ctx(run)).toEqual(core);
      expect(A.log(run)).toEqual(narrate(core));
    }
  });

  it('stepOf writes every kind of event as a step that reads back as the same event', () => {
    const s = ctx(actingWith1());
    const events: SteamEvent[] = [
      { type: 'dice.roll' }, { type: 'dice.roll', white: [1, 2, 3], black: 4 }, { type: 'dice.roll', white: [1, 2, 3] }, { type: 'die.take', die: 2 },
      { type: 'card.play', card: '1a', value: 4 }, { type: 'card.play', card: '1b', value: 2 }, { type: 'card.play', card: '5a', step: -1 },
      { type: 'card.play', card: '5b', mode: 'flip' }, { type: 'card.play', card: '5b', mode: 'reroll', roll: 3 }, { type: 'card.play', card: '2a', die: 1 },
      { type: 'card.play', card: '2b' }, { type: 'steal.pass' }, { type: 'track.build', hex: '2,1', track: 'wide', rotation: 4 },
      { type: 'track.build', hex: '4,0', track: 'straight', rotation: 0, card: '6b' }, { type: 'engine.improve' },
      { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: ['1-4:1,2', '2-4:6,6'], cards: ['4a'], bonus: 1 },
      { type: 'card.take' }, { type: 'card.take', card: 3 }, { type: 'turn.pass' }, { type: 'turn.end' },
    ];
    for (const e of events) {
      const [key, value] = Object.entries(JSON.parse(JSON.stringify(stepOf(e))))[0]!;
      expect(toEvent(s, key, value), JSON.stringify(e)).toEqual(e);
    }
  });

  it('a steal window, a second die and a card play, through the chart', () => {
    const d = base();
    d.position.players.push({});
    d.position.supply = { '1': ['red', 'red', 'purple', 'blue', 'grey'], '2': ['yellow', 'purple', 'purple', 'blue', 'grey'], '3': ['yellow', 'red', 'purple', 'blue', 'blue'], '4': ['yellow', 'yellow', 'red', 'purple', 'blue'], '5': ['yellow', 'red', 'red', 'blue', 'grey'], '6': ['yellow', 'red', 'purple', 'purple', 'grey'] };
    d.position.cards = { '1a': 0, '2b': 2, '3a': 'centre', '4a': 'centre', '5b': 1, '6a': 'centre' };
    let r = move(load(d), 'roll', { white: [3, 4, 5, 6], black: 1 });
    r = move(r, 'draft', { value: 3 });
    expect(A.view(r)).toMatchObject({ phase: 'steal', steal: { die: 0, victim: 0, thief: 2 }, legal: ['playCard', 'passSteal'] });
    r = move(r, 'passSteal', {});
    r = move(r, 'playCard', { card: '1a', value: 6 });
    expect(A.view(r)).toMatchObject({ inHand: 6, lastLog: 'Card 1a goes back to the centre.' });
    r = move(r, 'engine', {});
    r = move(r, 'draft', { value: 4 });
    r = move(r, 'playCard', { card: '2b' });
    r = move(r, 'draft', { value: 5 });
    r = move(r, 'playCard', { card: '5b', mode: 'flip' });
    r = move(r, 'engine', {});
    expect(A.view(r)).toMatchObject({ current: 2, phase: 'action', inHand: 4 });
    r = move(r, 'engine', {});
    expect((A.view(r).players as { engine: number[] }[]).map((p) => p.engine)).toEqual([[1, 2, 3, 4, 6], [2], [4]]);
  });
});

// ------------------------------------------------------------------ view

describe('Steam Rollers state fields', () => {
  it('lists its fields with their kinds, and view and viewField agree', () => {
    expect(A.fields).toMatchObject({ phase: 'value', supply: 'value', players: 'value', legalDeliveries: 'set', freeDice: 'set', emptyCities: 'list', winners: 'set' });
    const r = actingWith1();
    const view = A.view(r);
    for (const field of Object.keys(A.fields)) expect(A.viewField!(r, field), field).toEqual(view[field]);
    expect(A.viewField!(r, 'constructor')).toBeNull();
  });

  it('shows the table as a player reads it', () => {
    const v = A.view(actingWith1());
    expect(v).toMatchObject({
      phase: 'action', round: 1, current: 0, start: 0, inHand: 1, steal: null, result: null, winners: [],
      dice: { white: [{ value: 1, by: 0, spent: false }, { value: 6, by: null, spent: false }, { value: 6, by: null, spent: false }], black: 1 },
      freeDice: [6, 6],
      supply: SUPPLY,
      emptyCities: [],
      cubes: { bag: 26, removed: 0, supply: 24, delivered: 0 },
      delivered: [],
      cards: { '1a': { holder: null, sideways: false }, '6a': { holder: null, sideways: false } },
      scores: [7, 0],
      legal: ['takeCard', 'deliver', 'build'],
      legalDeliveries: ['red 1-3-4-2 distance 3', 'red 1-4-2 distance 4', 'grey 1-3 distance 1', 'grey 1-4-3 distance 4', 'grey 1-3-4 distance 2', 'grey 1-4 distance 3'],
      lastLog: 'Player 1 takes a 1.',
    });
    const me = (v.players as Record<string, unknown>[])[0]!;
    expect(me).toMatchObject({
      tracks: 16, connections: ['1-3', '1-4 with 2 towns', '2-4', '3-4'], network: 6, engine: [1, 2, 3, 4], strength: 4, points: [], delivered: 0, cards: [],
      score: { deliveries: 0, network: 6, connections: 4, towns: 2, engine: 4, engineBonus: 1, cards: 0, total: 7 },
    });
    expect((me.drawn as Record<string, string>)['2,2']).toBe('straight 2');
    expect(A.view(load(base())).lastLog).toBeNull();
  });

  it('the log names players by the names in the file', () => {
    const d = base();
    d.position.players[0].name = 'Ann';
    const r = move(actingWith1(d), 'takeCard', {});
    expect(A.log(r)).toEqual(['Ann rolls the white dice 1, 6, 6; the black die shows 1: a sharp curve or a wide curve.', 'Ann takes a 1.', 'Ann takes card 1a from the centre and turns it sideways.']);
    expect(A.log(load(base()))).toEqual([]);
  });

  it('runs through the registry under the name "steam-rollers"', () => {
    expect(adapters['steam-rollers']).toBe(A);
  });
});

// ------------------------------------------------------------------ the site's files

describe('Steam Rollers scenario files', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const docs = files.map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))] as const);
  const CLAUSES = new Set(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'RD1', 'RD2', 'RD3', 'RD4', 'B1', 'B2', 'B3', 'B4', 'B5', 'E1', 'E2', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'SC1', 'SC2', 'SC3', 'F1', 'F2', 'F3', 'F4', 'F5']);

  it('one file (at least) for every ruling C.5 #1–#18 and every card side, the rulebook examples and a refused move of each action', () => {
    for (let n = 1; n <= 18; n++) expect(files.some((f) => f.startsWith(`c5-${String(n).padStart(2, '0')}-`)), `C.5 #${n}`).toBe(true);
    for (const side of ['1a', '1b', '2a', '2b', '3a', '3b', '4a', '4b', '5a', '5b', '6a', '6b']) expect(files.some((f) => f.startsWith(`card-${side}-`)), side).toBe(true);
    for (const prefix of ['rulebook-connection', 'rulebook-red-cube', 'rulebook-scoring', 'refused-build', 'refused-engine', 'refused-deliver', 'refused-take-card']) expect(files.some((f) => f.startsWith(prefix)), prefix).toBe(true);
  });

  it('every file passes, checks something, names real clauses and speaks English and Dutch', () => {
    for (const [f, doc] of docs) {
      const r = runScenario(doc);
      expect(r.reason, f).toBeUndefined();
      expect(r.pass, f).toBe(true);
      expect(doc.game).toBe('steam-rollers');
      expect(doc.title.en && doc.title.nl, f).toBeTruthy();
      expect(doc.rules.length, f).toBeGreaterThan(0);
      for (const rule of doc.rules) expect(CLAUSES.has(rule), `${f}: ${rule}`).toBe(true);
      const steps = doc.steps as Record<string, any>[];
      expect(steps.some((s) => s.expect), f).toBe(true);
      for (const s of steps) if (s.say !== undefined) expect(s.say.en && s.say.nl, f).toBeTruthy();
      // A refusal names the clause it comes under, and that clause is a real one.
      if (f.startsWith('refused-')) expect(steps.some((s) => typeof s.rejected === 'string'), f).toBe(true);
      for (const s of steps) if (typeof s.rejected === 'string') expect(CLAUSES.has(s.rejected), `${f}: rejected ${s.rejected}`).toBe(true);
    }
  });

  it('every expectation is a real test: changing one expected value makes its file fail', () => {
    for (const [f, doc] of docs) {
      doc.steps.forEach((s: Record<string, any>, i: number) => {
        if (!s.expect) return;
        for (const field of Object.keys(s.expect)) {
          const broken = JSON.parse(JSON.stringify(doc));
          broken.steps[i].expect[field] = { wrong: true };
          expect(runScenario(broken).pass, `${f} step ${i} ${field}`).toBe(false);
        }
      });
      // and a rejected step that the engine would accept: dropping "rejected" makes the file fail
      doc.steps.forEach((s: Record<string, any>, i: number) => {
        if (!s.rejected) return;
        const broken = JSON.parse(JSON.stringify(doc));
        delete broken.steps[i].rejected;
        expect(runScenario(broken).pass, `${f} step ${i} without "rejected"`).toBe(false);
      });
    }
  });
});
