/**
 * The published JSON Schema of the scenario format (public/scenario.schema.json,
 * served at /scenario.schema.json). It must agree with the runner: every file
 * the runner accepts validates, and a file wrong in shape fails it with an
 * error that points at the wrong field. What needs the rules (a move the
 * engine refuses, a card id used twice) stays the runner's to catch.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, VARIANTS } from '../../src/machines/rollecate/rules/switches';
import type { Variant } from '../../src/machines/rollecate/rules/types';
import { EDITION_IDS } from '../../src/machines/rolit/rules/editions';
import { decode } from '../../src/scenario/files';
import { MAX_ROUNDS, rolitAdapter } from '../../src/scenario/rolit';
import { HARD_SOLO_DERAILMENTS, rollecateAdapter, turnsPerSeat } from '../../src/scenario/rollecate';
import { runWith } from '../../src/scenario/runCore';
import { CARD_SIDES } from '../../src/machines/steam-rollers/rules/cards';
import { CHARTS } from '../../src/machines/steam-rollers/rules/charts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../src/machines/steam-rollers/rules/setup';
import { COLOUR_ORDER } from '../../src/machines/steam-rollers/rules/state';
import { DEFAULT_SWITCHES } from '../../src/machines/steam-rollers/rules/switches';
import { TRACK_TYPES } from '../../src/machines/steam-rollers/rules/tracks';
import { MAX_DELIVERY_POINTS, MAX_NAME, MAX_ROUND, steamRollersAdapter } from '../../src/scenario/steam-rollers';
import { MAX_SEED, MAX_SEED_TEXT } from '../../src/scenario/types';
import { CONTRACT_EXAMPLES, SHARED_EXAMPLES } from '../fixtures/contract';

const root = join(import.meta.dirname, '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'public/scenario.schema.json'), 'utf8'));
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

/** The runner with every game the schema describes. */
const run = (doc: unknown) => runWith(doc, { rollecate: rollecateAdapter, rolit: rolitAdapter, 'steam-rollers': steamRollersAdapter });

const errorsOf = (doc: unknown): ErrorObject[] => (validate(doc) ? [] : (validate.errors ?? []));
const show = (errors: ErrorObject[]) => errors.map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('\n');
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const jsonIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

const rollecate = () => readJson(join(CONTRACT_EXAMPLES, 'rollecate-build-and-ride.json'));
const rolit = () => readJson(join(CONTRACT_EXAMPLES, 'rolit-first-move.json'));
const def = (game: string, name: string) => schema.$defs[game].$defs[name];
const SR_DIR = join(root, 'src/content/scenarios/steam-rollers');
/** A Steam Rollers table: two sheets, a medium chart, Ann to roll, draft a 1 and cross engine box 1. */
const steamRollers = (): any => ({
  game: 'steam-rollers',
  options: { difficulty: 'medium', chart: 1 },
  position: {
    players: [{ name: 'Ann', lines: [['city 1', '2,2', '3,2', '4,2', 'city 3']], tracks: [{ hex: '1,2', track: 'straight', rotation: 0 }] }, { name: 'Bob' }],
    supply: readJson(join(SR_DIR, 'switch-french-walls-stop-rails.json')).position.supply,
    cards: { '1a': 'centre', '2a': 'centre', '3a': 'centre', '4a': 'centre', '5a': 'centre', '6a': 'centre' },
  },
  steps: [{ roll: { white: [1, 2, 3], black: 1 } }, { draft: { value: 1 } }, { engine: {} }, { expect: { phase: 'draft', current: 1, players: [{ engine: [1] }, {}] } }],
});

describe('the scenario schema', () => {
  it('is a draft 2020-12 schema with an $id that compiles in strict mode', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe('/scenario.schema.json');
    const ajv = new Ajv2020({ strict: true });
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    expect(() => new Ajv2020({ strict: true }).compile(schema)).not.toThrow();
  });

  it('names the same games, moves, fields, switches and ranges as the adapters', () => {
    expect(schema.properties.game.enum).toEqual(['rollecate', 'rolit', 'steam-rollers']);
    for (const game of schema.properties.game.enum) expect(schema.$defs[game], game).toBeDefined();
    const stepKeys = (game: string) => Object.keys(def(game, 'step').properties).filter((k) => !['expect', 'say', 'rejected'].includes(k));
    expect(stepKeys('rollecate')).toEqual([...rollecateAdapter.moves]);
    expect(stepKeys('rolit')).toEqual([...rolitAdapter.moves]);
    expect(stepKeys('steam-rollers')).toEqual([...steamRollersAdapter.moves]);
    expect(def('steam-rollers', 'expect').properties.legal.items.enum).toEqual([...steamRollersAdapter.moves]);
    expect(Object.keys(def('steam-rollers', 'expect').properties)).toEqual(Object.keys(steamRollersAdapter.fields));
    expect(Object.keys(def('steam-rollers', 'ruleSwitches').properties)).toEqual(Object.keys(DEFAULT_SWITCHES));
    expect(def('steam-rollers', 'options').properties.difficulty.enum).toEqual(['none', 'medium', 'hard', null]);
    for (const players of [def('steam-rollers', 'options').properties.players, def('steam-rollers', 'newGame').properties.players]) {
      expect([players.minimum, players.maximum]).toEqual([MIN_PLAYERS, MAX_PLAYERS]);
    }
    expect([def('steam-rollers', 'table').properties.players.minItems, def('steam-rollers', 'table').properties.players.maxItems]).toEqual([MIN_PLAYERS, MAX_PLAYERS]);
    expect(def('steam-rollers', 'options').properties.chart.maximum).toBe(Object.keys(CHARTS.medium).length);
    expect(def('steam-rollers', 'options').properties.chart.maximum).toBe(Object.keys(CHARTS.hard).length);
    expect(def('steam-rollers', 'cardSide').enum).toEqual(Object.keys(CARD_SIDES));
    expect(def('steam-rollers', 'colour').enum).toEqual([...COLOUR_ORDER]);
    expect([...def('steam-rollers', 'trackType').enum].sort()).toEqual([...TRACK_TYPES].sort());
    expect(def('steam-rollers', 'table').properties.round.maximum).toBe(MAX_ROUND);
    expect(def('steam-rollers', 'sheet').properties.points.anyOf[1].items.maximum).toBe(MAX_DELIVERY_POINTS);
    expect(def('steam-rollers', 'sheet').properties.name.maxLength).toBe(MAX_NAME);
    expect(Object.keys(def('rollecate', 'expect').properties)).toEqual(Object.keys(rollecateAdapter.fields));
    expect(Object.keys(def('rolit', 'expect').properties)).toEqual(Object.keys(rolitAdapter.fields));
    expect(Object.keys(def('rollecate', 'ruleSwitches').properties)).toEqual(Object.keys(DEFAULT_RULES));
    expect(def('rollecate', 'options').properties.variant.enum).toEqual([...VARIANTS, null]);
    expect(def('rolit', 'options').properties.edition.enum).toEqual([...EDITION_IDS, null]);
    expect(def('rolit', 'options').properties.rounds.maximum).toBe(MAX_ROUNDS);
    expect(schema.$defs.seed.anyOf).toEqual([
      { type: 'integer', minimum: 0, maximum: MAX_SEED },
      { type: 'string', maxLength: MAX_SEED_TEXT },
    ]);
  });

  it('describes every field an author types, for the editor to show', () => {
    const described = (s: { description?: string; $ref?: string }): boolean =>
      Boolean(s.description) || (s.$ref !== undefined && described(s.$ref.split('/').slice(1).reduce((o: any, k) => o[k], schema)));
    const groups: [string, Record<string, { description?: string; $ref?: string }>][] = [
      ['top level', schema.properties],
      ...['options', 'position', 'player', 'card', 'railwayCard', 'ruleSwitches', 'step', 'expect'].map((n) => [`rollecate ${n}`, def('rollecate', n).properties] as [string, any]),
      ...['options', 'boardPosition', 'newMatch', 'step', 'expect'].map((n) => [`rolit ${n}`, def('rolit', n).properties] as [string, any]),
      ...['options', 'ruleSwitches', 'newGame', 'table', 'sheet', 'track', 'step', 'expect', 'sheetView', 'score'].map(
        (n) => [`steam-rollers ${n}`, def('steam-rollers', n).properties] as [string, any],
      ),
    ];
    for (const [where, props] of groups) for (const [k, s] of Object.entries(props)) expect(described(s), `${where}: ${k}`).toBe(true);
    for (const game of schema.properties.game.enum) expect(schema.$defs[game].description, game).toBeTruthy();
  });
});

describe('every good scenario file validates', () => {
  const dirs = [
    join(root, 'src/content/scenarios/rollecate'),
    join(root, 'src/content/scenarios/rolit'),
    SR_DIR,
    CONTRACT_EXAMPLES,
    ...(existsSync(SHARED_EXAMPLES) ? [SHARED_EXAMPLES] : []),
  ];
  for (const dir of dirs) {
    it(relative(root, dir), () => {
      const files = jsonIn(dir);
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) {
        const doc = readJson(join(dir, f));
        expect(run(doc), f).toMatchObject({ pass: true });
        expect(show(errorsOf(doc)), f).toBe('');
      }
    });
  }

  it('the site\'s files name the schema first, by a path that reaches it', () => {
    for (const game of ['rollecate', 'rolit', 'steam-rollers']) {
      const dir = join(root, 'src/content/scenarios', game);
      for (const f of jsonIn(dir)) {
        const doc = readJson(join(dir, f));
        expect(Object.keys(doc)[0], f).toBe('$schema');
        expect(existsSync(join(dir, doc.$schema)), f).toBe(true);
        expect(join(dir, doc.$schema)).toBe(join(root, 'public/scenario.schema.json'));
      }
    }
  });
});

describe('the bad corpus (tests/fixtures/bad): shape errors fail the schema, value errors are the runner\'s', () => {
  const dir = join(root, 'tests/fixtures/bad');
  const expected: Record<string, string> = readJson(join(dir, 'expected.json'));

  /** Not a JSON document at all (bytes or syntax): the runner refuses them before any schema could look. */
  const NOT_JSON = ['empty-file.json', 'invalid-utf8.json', 'not-json.json', 'utf16.json'];
  /** The runner accepts it (a UTF-8 byte-order mark is dropped), so it must validate. */
  const ACCEPTED = ['bom.json'];
  /** Well-formed, and wrong only in what the rules or the whole file say: the schema accepts them, the runner refuses them. */
  const VALUE_ERRORS: Record<string, string> = {
    'duplicated-card-id.json': 'card ids must be unique across the file: a relation between fields JSON Schema cannot state',
    'huge-wheels.json': 'any number of wheels reaches the engine, which refuses more than the dice show (R28); with "rejected": true such a step is a valid file',
  };
  /** Wrong in shape: the schema refuses them, with an error at this place (instance path, keyword). */
  const SHAPE_ERRORS: Record<string, [string, string]> = {
    'card-id-with-space.json': ['/steps/0/build/0/card', 'pattern'],
    'card-value-text.json': ['/position/drawPile/0/value', 'type'],
    // The nesting is inside expect.result, which has fixed keys; the runner's 64-level limit itself is not a schema check.
    'deep-nesting.json': ['/steps/6/expect/result', 'additionalProperties'],
    'empty-expect.json': ['/steps/6/expect', 'minProperties'],
    'expect-not-an-object.json': ['/steps/6/expect', 'type'],
    'game-not-text.json': ['/game', 'enum'],
    'huge-seed.json': ['/options/seed', 'maximum'],
    'impossible-derailments-1e300.json': ['/position/derailments/1', 'maximum'],
    'impossible-hard-solo-7.json': ['/position/derailments/0', 'maximum'],
    'infinite-value.json': ['/position/drawPile/0/value', 'type'],
    'misspelt-steps.json': ['', 'propertyNames'],
    'not-an-object.json': ['', 'type'],
    'null-step.json': ['/steps/0', 'type'],
    'position-not-an-object.json': ['/position', 'type'],
    'proto-edition.json': ['/options/edition', 'enum'],
    'proto-expect-constructor.json': ['/steps/6/expect', 'additionalProperties'],
    'proto-expect-dunder-proto.json': ['/steps/6/expect', 'additionalProperties'],
    'proto-expect-nested.json': ['/steps/7/expect/result', 'additionalProperties'],
    'proto-expect-rolit.json': ['/steps/5/expect', 'additionalProperties'],
    'proto-game-constructor.json': ['/game', 'enum'],
    'proto-game.json': ['/game', 'enum'],
    'proto-position-field.json': ['/position', 'additionalProperties'],
    'proto-rule-switch.json': ['/options/rules', 'additionalProperties'],
    'proto-step.json': ['/steps/0', 'additionalProperties'],
    'rejected-on-say.json': ['/steps/6', 'minProperties'],
    'rolit-long-row.json': ['/position/board/0', 'pattern'],
    'rolit-rounds-1e300.json': ['/options/rounds', 'maximum'],
    'rolit-square-newline.json': ['/steps/0/place', 'pattern'],
    'rolit-unknown-colour.json': ['/position/players/1', 'enum'],
    'steps-not-a-list.json': ['/steps', 'type'],
    'table-too-large.json': ['/options/rules/table/width', 'maximum'],
    'two-moves.json': ['/steps/0', 'maxProperties'],
    'unknown-expect-field.json': ['/steps/6/expect', 'additionalProperties'],
    'unknown-game.json': ['/game', 'enum'],
    'unknown-position-field.json': ['/position', 'additionalProperties'],
    'unknown-step-field.json': ['/steps/4/discard', 'additionalProperties'],
  };
  const docOf = (f: string): unknown => {
    const text = decode(readFileSync(join(dir, f)));
    if ('problem' in text) throw new Error(text.problem);
    return JSON.parse(text.text);
  };

  it('sorts every file of the corpus into exactly one class', () => {
    const sorted = [...NOT_JSON, ...ACCEPTED, ...Object.keys(VALUE_ERRORS), ...Object.keys(SHAPE_ERRORS)].sort();
    expect(sorted).toEqual(Object.keys(expected).sort());
    expect(jsonIn(dir).filter((f) => f !== 'expected.json')).toEqual(sorted);
  });

  it('files that are not JSON never reach a schema', () => {
    for (const f of NOT_JSON) expect(() => docOf(f), f).toThrow();
  });

  it('a file the runner accepts validates', () => {
    for (const f of ACCEPTED) {
      expect(expected[f], f).toMatch(/^PASS /);
      expect(show(errorsOf(docOf(f))), f).toBe('');
    }
  });

  it('value errors validate: only the runner refuses them', () => {
    for (const f of Object.keys(VALUE_ERRORS)) {
      expect(expected[f], f).toMatch(/^FAIL /);
      expect(run(docOf(f)).pass, f).toBe(false);
      expect(show(errorsOf(docOf(f))), f).toBe('');
    }
  });

  it('shape errors fail the schema at the field the runner names', () => {
    for (const [f, [path, keyword]] of Object.entries(SHAPE_ERRORS)) {
      expect(expected[f], f).toMatch(/^FAIL /);
      const errors = errorsOf(docOf(f));
      expect(errors.length, f).toBeGreaterThan(0);
      expect(errors.some((e) => e.instancePath === path && e.keyword === keyword), `${f}:\n${show(errors)}`).toBe(true);
    }
  });
});

describe('hand-made files: the schema and the runner agree', () => {
  /** [what is wrong, the document, where the schema must complain, and with which keyword]. */
  const wrong: [string, () => any, string, string][] = [
    ['a build without its turn', () => ((d) => ((d.steps[1].build[0] = { card: 'h2' }), d))(rollecate()), '/steps/1/build/0', 'required'],
    ['a straight railway card laid "left"', () => ((d) => ((d.position.railway[0].turn = 'left'), d))(rollecate()), '/position/railway/0/turn', 'const'],
    ['a chaos card with a shape', () => ((d) => ((d.position.drawPile[0].chaos = true), d))(rollecate()), '/position/drawPile/0/shape', 'not'],
    ['a card that is chaos and broken', () => ((d) => ((d.position.drawPile[0] = { id: 'x', value: 1, chaos: true, broken: true }), d))(rollecate()), '/position/drawPile/0/broken', 'const'],
    ['a move and an expect in one step', () => ((d) => ((d.steps[1].expect = { phase: 'roll' }), d))(rollecate()), '/steps/1', 'propertyNames'],
    ['"rejected" on an expect step', () => ((d) => ((d.steps[2].rejected = false), d))(rollecate()), '/steps/2', 'propertyNames'],
    ['"rejected" as text', () => ((d) => ((d.steps[4].rejected = 'yes'), d))(rollecate()), '/steps/4/rejected', 'type'],
    ['an empty step', () => ((d) => ((d.steps[0] = {}), d))(rollecate()), '/steps/0', 'minProperties'],
    ['"pass": false', () => ((d) => ((d.steps[1] = { pass: false }), d))(rollecate()), '/steps/1/pass', 'const'],
    ['wheels as text', () => ((d) => ((d.steps[5].roll.wheels = '2'), d))(rollecate()), '/steps/5/roll/wheels', 'type'],
    ['no position', () => ((d) => (delete d.position, d))(rollecate()), '', 'required'],
    ['an empty draw pile', () => ((d) => ((d.position.drawPile = []), d))(rollecate()), '/position/drawPile', 'minItems'],
    ['a solo game with two players', () => ((d) => ((d.options.variant = 'solo'), d))(rollecate()), '/position/players', 'maxItems'],
    ['current beyond the seats', () => ((d) => ((d.position.current = 2), d))(rollecate()), '/position/current', 'enum'],
    ['Betsy holding a card', () => ((d) => ((d.options.variant = 'betsy'), d.position.players[1].hand.push({ id: 'b1', value: 1, shape: 'straight' }), d))(rollecate()), '/position/players/1/hand', 'maxItems'],
    ['a setup scenario with a train', () => ((d) => ((d.position.railway = []), (d.position.players[0].hand = []), d))(rollecate()), '/position/train', 'not'],
    ['a railway without a train', () => ((d) => (delete d.position.train, d))(rollecate()), '/position', 'required'],
    ['derailments for one seat of two', () => ((d) => ((d.position.derailments = [0]), d))(rollecate()), '/position/derailments', 'minItems'],
    ['a table narrower than the initial railway', () => ((d) => ((d.options.rules = { table: { width: 6, height: 7 } }), d))(rollecate()), '/options/rules/table/width', 'minimum'],
    ['a misspelt rule switch', () => ((d) => ((d.options.rules = { passdamage: false }), d))(rollecate()), '/options/rules', 'additionalProperties'],
    ['a Rolit field expected of Rollecate', () => ((d) => ((d.steps[2].expect.board = []), d))(rollecate()), '/steps/2/expect', 'additionalProperties'],
    ['a Rollecate move in Rolit', () => ((d) => ((d.steps[3] = { pass: true }), d))(rolit()), '/steps/3', 'additionalProperties'],
    ['a misspelt "options"', () => ((d) => ((d.optoins = d.options), delete d.options, d))(rolit()), '', 'propertyNames'],
    ['"Title" for "title"', () => ((d) => ((d.Title = d.title), delete d.title, d))(rolit()), '', 'propertyNames'],
    ['a square given as a number', () => ((d) => ((d.steps[3].place = 63), d))(rolit()), '/steps/3/place', 'type'],
    ['nextRound with a field', () => ((d) => ((d.steps[3] = { nextRound: { round: 2 } }), d))(rolit()), '/steps/3/nextRound', 'maxProperties'],
    ['8-wide rows on a 6×6 board', () => ((d) => ((d.options.size = 6), d))(rolit()), '/position/board/0', 'pattern'],
    ['a board with no ball', () => ((d) => ((d.position.board = Array(8).fill('........')), d))(rolit()), '/position/board', 'contains'],
    ['a colour listed twice', () => ((d) => ((d.position.players = ['R', 'Y', 'R']), d))(rolit()), '/position/players', 'uniqueItems'],
    ['a current colour not in play', () => ((d) => ((d.position.players = ['R', 'G']), d))(rolit()), '/position/current', 'not'],
    ['a colour choice the standard edition lacks', () => ((d) => ((d.position = { players: 2, colourChoice: 1 }), d))(rolit()), '/position/colourChoice', 'enum'],
    ['a new match of five', () => ((d) => ((d.position = { players: 5 }), d))(rolit()), '/position/players', 'enum'],
    ['a new match with a board field', () => ((d) => ((d.position = { players: 2, current: 'R' }), d))(rolit()), '/position', 'additionalProperties'],
  ];

  for (const [what, make, path, keyword] of wrong) {
    it(`${what}: fails at ${path || '/'} (${keyword}), and the runner refuses it too`, () => {
      const doc = make();
      const errors = errorsOf(doc);
      expect(errors.some((e) => e.instancePath === path && e.keyword === keyword), show(errors)).toBe(true);
      expect(run(doc).pass).toBe(false);
    });
  }

  const right: [string, () => any][] = [
    ['an extra top-level field', () => ({ author: 'me', ...rollecate() })],
    ['"$schema" first', () => ({ $schema: '../../../../public/scenario.schema.json', ...rolit() })],
    ['titles and narration per language, "say" beside a move and an expect', () =>
      ((d) => ((d.title = { en: 'x', nl: 'y' }), (d.steps[1].say = { en: 'a', nl: 'b' }), (d.steps[2].say = 'c'), (d.steps[4].say = 'd'), d))(rollecate())],
    ['null for a default (the runner reads it as the default)', () => ((d) => ((d.options.variant = null), (d.position.current = null), d))(rollecate())],
    ['a seeded roll and rule switches', () => ((d) => ((d.options = { seed: 'any text', rules: { table: null, passDamage: false } }), (d.steps[5].roll = {}), d.steps.pop(), d))(rollecate())],
    ['a refused move with any number of wheels', () => ((d) => ((d.steps[4].roll.wheels = -1.5), d))(rollecate())],
    ['a setup scenario', () => ({
      game: 'rollecate',
      options: { seed: 3 },
      position: { railway: [], drawPile: readJson(join(root, 'src/content/scenarios/rollecate/ruling-14-three-player-setup-order.json')).position.drawPile, players: [{}, {}] },
      steps: [{ expect: { phase: 'setup', train: null, railway: [] } }, { setup: {} }, { setup: { turn: 'left' }, rejected: true }],
    })],
    ['a Spanish new match on yellow and blue', () => ({
      game: 'rolit',
      options: { edition: 'es', seed: 1, rounds: 1 },
      position: { players: 2, colourChoice: 1 },
      steps: [{ expect: { players: ['Y', 'B'], stage: 'placing', round: 1, rounds: 1, result: null } }],
    })],
    ['a 4×4 board and a square in capitals', () => ({
      game: 'rolit',
      options: { size: 4, adjacency: 4 },
      position: { board: ['....', '.RG.', '.GR.', '....'], players: ['R', 'G'], current: 'R' },
      steps: [{ place: ' C1 ', rejected: true }, { place: 'c4' }, { expect: { board: ['..R.', '.RR.', '.GR.', '....'], current: 'G' } }],
    })],
  ];

  for (const [what, make] of right) {
    it(`${what}: validates, and the runner passes it`, () => {
      const doc = make();
      expect(show(errorsOf(doc))).toBe('');
      expect(run(doc)).toMatchObject({ pass: true });
    });
  }

  it('refuses a type the runner ignores in $schema, title, ruling and description (the schema is stricter there, on purpose)', () => {
    for (const [k, v] of [['$schema', 1], ['title', 42], ['ruling', 26], ['description', ['x']]] as const) {
      const doc = { ...rolit(), [k]: v };
      expect(run(doc).pass, k).toBe(true);
      expect(errorsOf(doc).some((e) => e.instancePath === `/${k}`), k).toBe(true);
    }
  });
});

describe('Steam Rollers: hand-made files, the schema and the runner agree', () => {
  const sr = steamRollers;
  /** Edit a copy of the Steam Rollers table. */
  const edit = (change: (d: any) => void) => () => {
    const d = sr();
    change(d);
    return d;
  };
  const wrong: [string, () => any, string, string][] = [
    ['a difficulty the game lacks', edit((d) => (d.options.difficulty = 'easy')), '/options/difficulty', 'enum'],
    ['chart 7', edit((d) => (d.options.chart = 7)), '/options/chart', 'maximum'],
    ['a chart in the basic game', edit((d) => (d.options = { chart: 1 })), '/options', 'required'],
    ['a medium table without its chart', edit((d) => delete d.options.chart), '/options', 'required'],
    ['a rule switch misspelt', edit((d) => (d.options.rules = { railsStopAtWall: true })), '/options/rules', 'additionalProperties'],
    ['card 3b "sometimes"', edit((d) => (d.options.rules = { bonus3b: 'sometimes' })), '/options/rules/bonus3b', 'enum'],
    ['options.players against two sheets', edit((d) => (d.options.players = 3)), '/options/players', 'const'],
    ['a track type "loop"', edit((d) => (d.position.players[0].tracks[0].track = 'loop')), '/position/players/0/tracks/0/track', 'enum'],
    ['rotation 6', edit((d) => (d.position.players[0].tracks[0].rotation = 6)), '/position/players/0/tracks/0/rotation', 'maximum'],
    ['a track with joins and a type', edit((d) => (d.position.players[0].tracks[0].joins = ['1,1', '1,3'])), '/position/players/0/tracks/0/track', 'not'],
    ['a track without its rotation', edit((d) => delete d.position.players[0].tracks[0].rotation), '/position/players/0/tracks/0', 'required'],
    ['a hex written "c1"', edit((d) => (d.position.players[0].tracks[0].hex = 'c1')), '/position/players/0/tracks/0/hex', 'pattern'],
    ['a line of two hexes', edit((d) => (d.position.players[0].lines[0] = ['city 1', '2,2'])), '/position/players/0/lines/0', 'minItems'],
    ['an engine box crossed twice', edit((d) => (d.position.players[0].engine = [2, 2])), '/position/players/0/engine', 'uniqueItems'],
    ['a delivery worth 14', edit((d) => (d.position.players[0].points = [14])), '/position/players/0/points/0', 'maximum'],
    ['a field a sheet lacks', edit((d) => (d.position.players[1].money = 3)), '/position/players/1', 'additionalProperties'],
    ['six sheets', edit((d) => (d.position.players = Array.from({ length: 6 }, () => ({})))), '/position/players', 'maxItems'],
    ['a new game of 6', edit((d) => (d.position = { players: 6 })), '/position/players', 'maximum'],
    ['a new game with a table field', edit((d) => (d.position = { players: 2, round: 2 })), '/position', 'additionalProperties'],
    ['card 1 shown as "2a" in the sides', edit((d) => (d.position = { players: 2, sides: ['2a', '2a', '3a', '4a', '5a', '6a'] })), '/position/sides/0', 'enum'],
    ['phase "lunch"', edit((d) => (d.position.phase = 'lunch')), '/position/phase', 'enum'],
    ['round 0', edit((d) => (d.position.round = 0)), '/position/round', 'minimum'],
    ['a start seat beyond two players', edit((d) => (d.position.start = 2)), '/position/start', 'enum'],
    ['a card side "7a"', edit((d) => (d.position.cards['7a'] = 'centre')), '/position/cards', 'propertyNames'],
    ['card 1 by both sides', edit((d) => (d.position.cards['1b'] = 'centre')), '/position/cards', 'oneOf'],
    ['card 2 missing', edit((d) => delete d.position.cards['2a']), '/position/cards', 'oneOf'],
    ['a sideways card in the centre', edit((d) => (d.position.cards['2a'] = { sideways: true })), '/position/cards/2a', 'required'],
    ['a card held by seat 2 of two', edit((d) => (d.position.cards['2a'] = 2)), '/position/cards/2a', 'anyOf'],
    ['no cards', edit((d) => delete d.position.cards), '/position', 'required'],
    ['a green cube', edit((d) => (d.position.supply['1'][0] = 'green')), '/position/supply/1/0', 'enum'],
    ['city 7 on the supply board', edit((d) => (d.position.supply['7'] = [])), '/position/supply', 'propertyNames'],
    ['11 cubes of a colour', edit((d) => (d.position.removed = { grey: 11 })), '/position/removed/grey', 'maximum'],
    ['five cubes on a city in a two-player game', edit((d) => d.position.supply['1'].push('red')), '/position/supply/1', 'maxItems'],
    ['phase "action" without dice', edit((d) => (d.position.phase = 'action')), '/position', 'required'],
    ['dice before the roll', edit((d) => (d.position.dice = { white: [1, 2, 3], black: 1 })), '/position/dice/white', 'not'],
    ['two white dice for two players', edit((d) => ((d.position.phase = 'draft'), (d.position.dice = { white: [1, 2], black: 1 }))), '/position/dice/white', 'minItems'],
    ['a spent die nobody drafted', edit((d) => ((d.position.phase = 'draft'), (d.position.dice = { white: [{ value: 1, spent: true }, 2, 3], black: 1 }))), '/position/dice/white/0', 'required'],
    ['an unknown step', edit((d) => (d.steps[2] = { improve: {} })), '/steps/2', 'additionalProperties'],
    ['a Rollecate move', edit((d) => (d.steps[2] = { discard: { card: 'x' } })), '/steps/2', 'additionalProperties'],
    ['a step payload with an unknown field', edit((d) => (d.steps[1].draft.colour = 'red')), '/steps/1/draft', 'additionalProperties'],
    ['a draft naming value and die', edit((d) => (d.steps[1].draft.die = 0)), '/steps/1/draft', 'oneOf'],
    ['"engine" with a box', edit((d) => (d.steps[2] = { engine: { box: 1 } })), '/steps/2/engine', 'maxProperties'],
    ['white dice as a number', edit((d) => (d.steps[0].roll.white = 3)), '/steps/0/roll/white', 'type'],
    ['a build without its hex', edit((d) => (d.steps[2] = { build: { track: 'wide', rotation: 1 } })), '/steps/2/build', 'required'],
    ['a build with joins and a rotation', edit((d) => (d.steps[2] = { build: { hex: '1,1', joins: ['1,0', '1,2'], rotation: 1 } })), '/steps/2/build/rotation', 'not'],
    ['a delivery by route and via', edit((d) => (d.steps[2] = { deliver: { from: 1, cube: 'red', to: 3, route: ['x'], via: [] } })), '/steps/2/deliver/via', 'not'],
    ['a delivery with no cube', edit((d) => (d.steps[2] = { deliver: { from: 1, to: 3 } })), '/steps/2/deliver', 'required'],
    ['card 1a played without a value', edit((d) => (d.steps[2] = { playCard: { card: '1a' } })), '/steps/2/playCard', 'required'],
    ['card 2b played with a value', edit((d) => (d.steps[2] = { playCard: { card: '2b', value: 1 } })), '/steps/2/playCard', 'propertyNames'],
    ['card 3a played with a value', edit((d) => (d.steps[2] = { playCard: { card: '3a', value: 1 } })), '/steps/2/playCard', 'propertyNames'],
    ['an expect field the adapter does not know', edit((d) => (d.steps[3].expect.score = 1)), '/steps/3/expect', 'additionalProperties'],
    ['expect phase "lunch"', edit((d) => (d.steps[3].expect.phase = 'lunch')), '/steps/3/expect/phase', 'enum'],
    ['an expected sheet field that does not exist', edit((d) => (d.steps[3].expect.players[0].boxes = [1])), '/steps/3/expect/players/0', 'additionalProperties'],
    ['an expected card "7a"', edit((d) => (d.steps[3].expect.cards = { '7a': { holder: null } })), '/steps/3/expect/cards', 'propertyNames'],
  ];

  for (const [what, make, path, keyword] of wrong) {
    it(`${what}: fails at ${path || '/'} (${keyword}), and the runner refuses it too`, () => {
      const doc = make();
      const errors = errorsOf(doc);
      expect(errors.some((e) => e.instancePath === path && e.keyword === keyword), show(errors)).toBe(true);
      expect(run(doc).pass).toBe(false);
    });
  }

  const right: [string, () => any][] = [
    ['the table as it is', sr],
    ['null for the defaults', edit((d) => {
      d.options = { difficulty: null };
      Object.assign(d.position, { phase: null, bag: 'rest' });
      Object.assign(d.position.players[1], { engine: null, points: null });
      d.position.cards['6a'] = { holder: null, sideways: null };
    })],
    ['cubes counted per colour, a full sheet, a track by its neighbours, a held card lying sideways', edit((d) => {
      d.options = { rules: { railsStopAtWalls: false, bonus3b: 'upTo' }, seed: 'x' };
      d.position.supply['1'] = { red: 1, purple: 1, blue: 1, grey: 1 };
      d.position.players[0].tracks[0] = { hex: ' 1,2 ', joins: ['City 1', '1,3'] };
      d.position.players[1].fill = { track: 'sharp', rotation: 0 };
      d.position.cards['1a'] = { holder: 1, sideways: true };
      d.steps = [{ expect: { cards: { '1a': { holder: 1, sideways: true } }, legal: ['roll'] } }];
    })],
    ['moves the engine refuses, with "rejected": true or the clause', edit((d) => {
      d.steps.splice(2, 2,
        { build: { hex: '1,1', track: 'wide', rotation: 0 }, rejected: true },
        { deliver: { from: 1, cube: 'red', to: 3, bonus: 7, via: [] }, rejected: 'SC3' },
        { playCard: { card: '3a' }, rejected: 'SC3' },
        { playCard: { card: '5b', mode: 'flip' }, rejected: true },
        { takeCard: { card: 4 }, rejected: 'SC1' },
        { draft: { die: -1 }, rejected: 'RD2' },
        { engine: true, say: 'Ann crosses box 1.' },
        { expect: { phase: 'draft', current: 1, inHand: null, freeDice: [2, 3] } },
      );
    })],
    ['a new game from the seed', () => ({
      game: 'steam-rollers',
      options: { players: 3, difficulty: 'hard', seed: 7, rules: { railsStopAtWalls: true } },
      position: { players: 3, start: 2, sides: ['1b', '2b', '3b', '4b', '5b', '6b'] },
      steps: [{ expect: { phase: 'roll', start: 2, current: 2, round: 1, result: null, winners: [], dice: { white: [], black: null } } }, { roll: true }, { expect: { legal: ['draft'] } }],
    })],
  ];

  for (const [what, make] of right) {
    it(`${what}: validates, and the runner passes it`, () => {
      const doc = make();
      expect(show(errorsOf(doc))).toBe('');
      expect(run(doc).reason).toBeUndefined();
      expect(run(doc).pass).toBe(true);
    });
  }

  // A value that names nothing of the game is the file's mistake, not a refusal by the rules: "rejected" cannot cover it.
  const misnamed: [string, Record<string, unknown>, string][] = [
    ['a track kind "loop"', { build: { hex: '1,1', track: 'loop', rotation: 0 } }, '"build".track: "loop" is not a kind of track'],
    ['a hex off the map', { build: { hex: '99,1', track: 'wide', rotation: 0 } }, '"build".hex: hex 99,1 is off the map'],
    ['rotation 6', { build: { hex: '1,1', track: 'wide', rotation: 6 } }, '"build".rotation: 6 is not a rotation'],
    ['card "7x" on a build', { build: { hex: '1,1', track: 'wide', rotation: 0, card: '7x' } }, '"build".card: "7x" is not a special card side'],
    ['city 9', { deliver: { from: 9, cube: 'red', to: 3, via: [] } }, '"deliver".from: 9 is not a city'],
    ['cube "pink"', { deliver: { from: 1, cube: 'pink', to: 3, via: [] } }, '"deliver".cube: "pink" is not a cube colour'],
    ['cube "Grey"', { deliver: { from: 1, cube: 'Grey', to: 3 } }, '"deliver".cube: "Grey" is not a cube colour'],
    ['card "9z" on a delivery', { deliver: { from: 1, cube: 'red', to: 3, cards: ['9z'], via: [] } }, '"deliver".cards[0]: "9z" is not a special card side'],
    ['a route id of no shape', { deliver: { from: 1, cube: 'red', to: 3, route: ['1-9'] } }, '"deliver".route[0]: "1-9" is not a connection id'],
    ['card "7a"', { playCard: { card: '7a' } }, '"playCard".card: "7a" is not a special card side'],
    ['5b "spin"', { playCard: { card: '5b', mode: 'spin' } }, '"playCard".mode: "spin" is not a way to play card 5b'],
    ['card 9 taken', { takeCard: { card: 9 } }, '"takeCard".card: 9 is not a special card'],
  ];
  for (const [what, step, reason] of misnamed) {
    it(`${what} with "rejected": true validates (shape), but the runner refuses the file`, () => {
      const doc = steamRollers();
      doc.steps.splice(2, 0, { ...step, rejected: true });
      expect(show(errorsOf(doc))).toBe('');
      const r = run(doc);
      expect(r.pass).toBe(false);
      expect(r.reason).toContain(`step 2 (${Object.keys(step)[0]}): ${reason}`);
    });
  }
});

describe('derailment counts: the schema\'s fixed ranges are the adapter\'s', () => {
  const cases: [Variant, number, boolean][] = [
    ['standard', 2, false], ['standard', 3, false], ['standard', 4, false],
    ['solo', 1, false], ['solo', 1, true], ['solo-hard', 1, false], ['betsy', 2, false],
  ];
  for (const [variant, seats, soloDealToBox] of cases) {
    const max = variant === 'solo-hard' ? HARD_SOLO_DERAILMENTS : turnsPerSeat(variant, seats, { ...DEFAULT_RULES, soloDealToBox });
    it(`${variant}, ${seats} seat(s)${soloDealToBox ? ', soloDealToBox' : ''}: up to ${max}`, () => {
      for (const n of [max, max + 1]) {
        const d = rollecate();
        d.options = { variant, ...(soloDealToBox ? { rules: { soloDealToBox } } : {}) };
        d.position.players = Array.from({ length: seats }, (_, i) => (i === 0 ? d.position.players[0] : {}));
        d.position.current = 0;
        d.position.derailments = Array.from({ length: seats }, () => n);
        d.steps = [];
        const loads = (() => {
          try {
            rollecateAdapter.load(d.options, d.position);
            return true;
          } catch {
            return false;
          }
        })();
        expect(loads, `load with ${n}`).toBe(n === max);
        expect(validate(d), `schema with ${n}: ${show(validate.errors ?? [])}`).toBe(n === max);
      }
    });
  }
});

describe('misspelt top-level fields', () => {
  const known = ['game', 'title', 'options', 'position', 'steps', 'rules', 'ruling', 'description'];
  const alphabet = 'aeinorstxA_-1';
  const slips = (w: string): string[] => {
    const out: string[] = [w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1)];
    for (let i = 0; i <= w.length; i++) for (const c of alphabet) out.push(w.slice(0, i) + c + w.slice(i));
    for (let i = 0; i < w.length; i++) {
      out.push(w.slice(0, i) + w.slice(i + 1));
      for (const c of alphabet) out.push(w.slice(0, i) + c + w.slice(i + 1));
    }
    for (let i = 0; i + 1 < w.length; i++) out.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
    return out;
  };
  const candidates = [...new Set(known.flatMap(slips))].filter((k) => !known.includes(k));

  it('the schema refuses a one-letter slip of a known field exactly when the runner does', () => {
    const base = rolit();
    let refused = 0;
    for (const k of candidates) {
      const doc = { ...base, [k]: clone(base.options) };
      const schemaRefuses = !validate(doc);
      expect(schemaRefuses, k).toBe(!run(doc).pass);
      if (schemaRefuses) refused++;
    }
    // Slips shorter than 4 characters ("gme") are not typos to the runner; every other one is.
    expect(refused).toBe(candidates.filter((k) => k.length >= 4).length);
  });

  it('other extra fields are welcome', () => {
    for (const k of ['author', 'notes', 'x-source', 'gme', 'stepsTaken', 'layout']) {
      const doc = { ...rolit(), [k]: { any: ['thing'] } };
      expect(show(errorsOf(doc)), k).toBe('');
      expect(run(doc).pass, k).toBe(true);
    }
  });
});
