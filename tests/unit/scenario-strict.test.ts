/**
 * Issue 29: no wrong expectation may pass. Each kind of file that used to pass
 * while checking nothing (a key given twice, a "rejected" move that names
 * nothing of the game, an expectation outside a step, an empty part of an
 * expectation, a Steam Rollers sheet no game could reach) now fails with a
 * one-line reason, on the command line, in the checker's paste box, in a
 * shared link and in the editors' steps; and the new forms ("rejected": "D4",
 * position.drawn, the 2b player, the card2a switch) do what they say.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../src/components/checker/RulingChecker';
import { decodeScenario } from '../../src/play/kit/share';
import { readSteps } from '../../src/play/kit/editorDoc';
import { openSave } from '../../src/play/kit/save/savedGame';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import { legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { runCli } from '../../src/scenario/files';
import { firstDuplicateKey, parseScenarioJson } from '../../src/scenario/json';
import { runScenario } from '../../src/scenario/run';
import { emptyPart } from '../../src/scenario/runCore';
import { longestRoute, sendEvent, startSnapshot, steamRollersAdapter } from '../../src/scenario/steam-rollers';
import { CONTRACT_EXAMPLES } from '../fixtures/contract';

const root = join(import.meta.dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const rollecate = () => readJson(join(CONTRACT_EXAMPLES, 'rollecate-build-and-ride.json'));
const rolit = () => readJson(join(CONTRACT_EXAMPLES, 'rolit-first-move.json'));
const SR = join(root, 'src/content/scenarios/steam-rollers');
const CARDS = { '1a': 'centre', '2a': 'centre', '3a': 'centre', '4a': 'centre', '5a': 'centre', '6a': 'centre' };
/** A Steam Rollers table of two sheets (supply from a site file); Ann to roll. */
const steam = (sheets: unknown[] = [{ name: 'Ann' }, { name: 'Bob' }], cards: Record<string, unknown> = CARDS): any => ({
  game: 'steam-rollers',
  position: { players: sheets, supply: readJson(join(SR, 'card-2a-second-die.json')).position.supply, cards },
  steps: [{ expect: { phase: 'roll' } }],
});
const reason = (doc: unknown) => runScenario(doc).reason ?? 'PASS';
/** The cards of CARDS with one card turned to its other side. */
const turned = (from: string, to: string): Record<string, unknown> => {
  const c: Record<string, unknown> = { ...CARDS };
  delete c[from];
  c[to] = 'centre';
  return c;
};

function cli(...args: string[]): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = runCli(args, (l) => lines.push(l));
  return { code, lines };
}
const tmp = (name: string, text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'i29-')), name);
  writeFileSync(path, text);
  return path;
};

describe('1. a key given twice', () => {
  it('is found with its path, escapes undone, and only within one object', () => {
    expect(firstDuplicateKey('{"a": 1, "a": 2}')).toEqual({ key: 'a', path: '' });
    expect(firstDuplicateKey('{"steps": [{"say": "x"}, {"expect": {"phase": "over", "phase": "action"}}]}')).toEqual({ key: 'phase', path: 'steps[1].expect' });
    expect(firstDuplicateKey('{"a": 1, "\\u0061": 2}')).toEqual({ key: 'a', path: '' });
    expect(firstDuplicateKey('{"x": {"a": 1}, "y": {"a": 1}, "z": [{"a": 1}, {"a": 2}]}')).toBeNull();
    expect(firstDuplicateKey('{"s": "{\\"a\\": 1, \\"a\\": 2}", "t": "a", "u": ["a", "a"]}')).toBeNull();
    expect(firstDuplicateKey('{"supply": {"1": [], "1": ["red"]}}')).toEqual({ key: '1', path: 'supply' });
    expect(firstDuplicateKey('{"odd key": {"b": true, "b": null}}')).toEqual({ key: 'b', path: '["odd key"]' });
    expect(firstDuplicateKey('[1, {"a": [2, 3, {"q": 1, "q": 1}]}]')).toEqual({ key: 'q', path: '[1].a[2]' });
  });

  it('walks a document nested far past the depth limit without recursion', () => {
    const deep = `${'{"a": ['.repeat(50_000)}1${']}'.repeat(50_000)}`;
    expect(firstDuplicateKey(deep)).toBeNull();
    expect(firstDuplicateKey(`${'['.repeat(50_000)}{"k": 1, "k": 2}${']'.repeat(50_000)}`)?.key).toBe('k');
  });

  it('fails a file on the command line, in the paste box, in a link and in an editor\'s steps', () => {
    const text = JSON.stringify(rollecate()).replace('"expect":{"phase":"roll",', '"expect":{"phase":"over","phase":"roll",');
    expect(JSON.parse(text)).toBeTruthy();
    expect(runScenario(JSON.parse(text)).pass).toBe(true); // what JSON.parse alone would let through
    const path = tmp('dup.json', text);
    expect(cli(path).lines[0]).toBe(`FAIL ${path}: the key "phase" appears twice in steps[2].expect; JSON keeps only the last, so the first would be ignored: remove one`);
    expect(parseScenarioText(text)).toEqual({ ok: false, error: 'the key "phase" appears twice in steps[2].expect; JSON keeps only the last, so the first would be ignored: remove one' });
    const link = Buffer.from(text, 'utf8').toString('base64url');
    expect(decodeScenario(link)).toMatchObject({ ok: false, problem: 'duplicateKey', duplicate: { key: 'phase', path: 'steps[2].expect' } });
    expect(readSteps('[{"pass": true, "pass": true}]')).toEqual({ ok: false, problem: { problem: 'duplicate', key: 'pass', path: 'steps[0]' } });
    expect(parseScenarioJson('{"a": 1}')).toEqual({ ok: true, doc: { a: 1 } });
  });
});

describe('2. a rejected move that names nothing of the game is a file error', () => {
  const deliverAt = (step: Record<string, unknown>) => {
    const d = steam([{ name: 'Ann', lines: [['city 1', '2,2', '3,2', '4,2', 'city 3']], engine: [1, 2, 3] }, { name: 'Bob' }]);
    d.steps = [{ roll: { white: [1, 2, 3], black: 1 } }, { draft: { value: 1 } }, { ...step, rejected: true }];
    return d;
  };
  it('Steam Rollers: a colour, a track, a route id', () => {
    expect(reason(deliverAt({ deliver: { from: 1, cube: 'Grey', to: 3 } }))).toBe('step 2 (deliver): "deliver".cube: "Grey" is not a cube colour ("yellow", "red", "purple", "blue", "grey")');
    expect(reason(deliverAt({ build: { hex: '2,1', track: 'Wide', rotation: 0 } }))).toMatch(/^step 2 \(build\): "build".track: "Wide" is not a kind of track/);
    expect(reason(deliverAt({ deliver: { from: 1, cube: 'red', to: 3, route: ['1-3:99,99'] } }))).toMatch(/^step 2 \(deliver\): "deliver".route\[0\]: "1-3:99,99" is not a connection id/);
    // A well-formed id the sheet lacks is the rules' refusal (D3), and "rejected" covers it.
    expect(reason(deliverAt({ deliver: { from: 1, cube: 'red', to: 3, route: ['1-3:2,1'] } }))).toBe('PASS');
  });

  it('Rollecate: a card id in no place of the position; a card that exists but is elsewhere is refused by the rules', () => {
    const d = rollecate();
    d.steps.splice(1, 0, { build: [{ card: 'h9', turn: 'straight' }], rejected: true });
    expect(reason(d)).toBe('step 1 (build): card "h9" is not in this game (no card of the position has that id)');
    d.steps[1] = { build: [{ card: 'd2', turn: 'right' }], rejected: 'R24' };
    expect(reason(d)).toBe('PASS');
  });

  it('Rolit: a square off the board', () => {
    const d = rolit();
    d.steps.splice(0, 0, { place: 'i9', rejected: true });
    expect(reason(d)).toBe('step 0 (place): "place": "i9" is not a square of this 8×8 board (columns a to h, rows 1 to 8)');
  });
});

describe('3. "rejected" may name the clause', () => {
  it('passes on that clause, fails on another, and refuses what is not a clause id', () => {
    const d = rollecate();
    const at = d.steps.findIndex((s: any) => s.rejected === true);
    d.steps[at].rejected = 'R28';
    expect(reason(d)).toBe('PASS');
    d.steps[at].rejected = 'R17';
    expect(reason(d)).toMatch(new RegExp(`^step ${at} \\(roll\\): expected a refusal under R17, but the engine refused it under R28: R28: `));
    d.steps[at].rejected = 'yes';
    expect(reason(d)).toBe(`step ${at}: "rejected" must be true (refused by any rule), false, or the clause expected to refuse the move, like "D4", not "yes"`);
    d.steps[at] = { roll: { wheels: 2 }, rejected: 'R28' };
    expect(reason(d)).toBe(`step ${at} (roll): expected the engine to refuse this move under R28, but it was accepted`);
  });
});

describe('4. an expectation outside a step', () => {
  it('is refused at the top, in options and in position; other top-level keys stay welcome', () => {
    for (const k of ['expect', 'expectations']) {
      expect(reason({ ...rolit(), [k]: { phase: 'over' } })).toBe(`"${k}" at the top level of the file checks nothing: expectations live in steps, like "steps": [..., {"expect": {"phase": "over"}}]`);
      const o = rolit();
      o.options[k] = { phase: 'over' };
      expect(reason(o)).toMatch(new RegExp(`^options.${k} checks nothing`));
      const p = rolit();
      p.position[k] = { phase: 'over' };
      expect(reason(p)).toMatch(new RegExp(`^position.${k} checks nothing`));
    }
    expect(reason({ ...rolit(), comment: 'a note for people' })).toBe('PASS');
  });
});

describe('5. an empty part of an expectation', () => {
  it('is refused, except one {} item of a list beside a checked one', () => {
    expect(emptyPart({ '1': [] }, 'supply')).toBeNull();
    expect(emptyPart({}, 'supply')).toBe('supply');
    expect(emptyPart({ '1a': {} }, 'cards')).toBe('cards["1a"]');
    expect(emptyPart({ white: [{}, {}, {}] }, 'dice')).toBe('dice.white[0]');
    expect(emptyPart([{}, { engine: [1] }], 'players')).toBeNull();
    expect(emptyPart([{}, { score: {} }], 'players')).toBe('players[1].score');
    const d = steam();
    for (const [field, value, at] of [['supply', {}, 'supply'], ['cards', { '1a': {} }, 'cards["1a"]'], ['dice', { white: [{}, {}, {}] }, 'dice.white[0]'], ['result', {}, 'result'], ['players', [{}, {}], 'players[0]']] as const) {
      d.steps = [{ expect: { [field]: value } }];
      expect(reason(d)).toBe(`step 0 (expect): ${at} is {}, which checks nothing; name what it must hold, or leave it out`);
    }
    d.steps = [{ expect: { players: [{}, { engine: [] }] } }];
    expect(reason(d)).toBe('PASS');
  });
});

describe('6. Steam Rollers positions no game could reach', () => {
  const line = [['city 1', '2,2', '3,2', '4,2', 'city 3']];
  it('refuses deliveries without a connection, longer than the longest route, or beyond the engine without 4a', () => {
    const delivered = (d: any, n: number) => ((d.position.delivered = Array(n).fill('red')), (d.position.removed = { red: n }), d);
    const fix = (d: any, n: number) => {
      // n cubes delivered: take them from the supply's count by moving them out of "removed" accounting.
      delivered(d, n);
      delete d.position.removed;
      d.position.bag = 'rest';
      for (let k = 0, c = 1; k < n; c++) if (d.position.supply[String(c)].includes('red')) ((d.position.supply[String(c)] = d.position.supply[String(c)].filter((x: string, i: number, a: string[]) => !(x === 'red' && a.indexOf('red') === i))), k++);
      return d;
    };
    expect(reason(fix(steam([{ name: 'Ann', points: [13, 13, 13] }, { name: 'Bob' }]), 3))).toBe('position.players[0].points: 3 deliveries, but this sheet has no open connection between two cities to carry a cube along (D3)');
    expect(reason(fix(steam([{ name: 'Ann', lines: line, engine: [1, 2, 3, 4, 5, 6], points: [2] }, { name: 'Bob' }]), 1))).toBe('position.players[0].points[0]: 2 points, but the longest route on this sheet reaches 1 city or town, so a delivery scored at most 1 (D4, D5)');
    expect(reason(fix(steam([{ name: 'Ann', lines: line, engine: [1, 2, 3, 4, 5, 6], points: [3] }, { name: 'Bob' }], turned('3a', '3b')), 1))).toBe('PASS');
    expect(reason(fix(steam([{ name: 'Ann', lines: line, engine: [1, 2, 3, 4, 5, 6], points: [4] }, { name: 'Bob' }], turned('3a', '3b')), 1))).toMatch(/plus 2 from card 3b, so a delivery scored at most 3/);
    const noFourA = turned('4a', '4b');
    expect(reason(fix(steam([{ name: 'Ann', lines: line, points: [1] }, { name: 'Bob' }], noFourA), 1))).toBe('PASS'); // engine 0, plus 1 with 4b
    expect(reason(fix(steam([{ name: 'Ann', lines: [...line, ['city 3', '5,2', '5,3', '5,4', '5,5', 'city 4']], points: [2] }, { name: 'Bob' }], noFourA), 1))).toMatch(
      /^position.players\[0\].points\[0\]: 2 points, but the engine has 0 boxes crossed \(plus 1 with card 4b\) and card 4a is not in this game, so no delivery went further than 1 \(D4\)$/,
    );
  });

  it('measures the longest route over distinct cities, parallel connections by their heaviest', () => {
    expect(longestRoute([])).toBe(0);
    expect(longestRoute([{ a: 1, b: 3, towns: 0 }, { a: 1, b: 3, towns: 2 }, { a: 3, b: 4, towns: 0 }])).toBe(4);
    expect(longestRoute([{ a: 1, b: 2, towns: 0 }, { a: 2, b: 3, towns: 0 }, { a: 3, b: 1, towns: 0 }])).toBe(2);
  });
});

describe('6. Rolit boards no round could reach', () => {
  const board = (rows: string[], players = ['R', 'G']) => ({ ...rolit(), position: { board: rows, players, current: 'R' }, steps: [{ expect: { phase: 'play' } }] });
  it('refuses an empty starting square, a ball joined to nothing, and more than one ball of a colour nobody plays', () => {
    expect(reason(board(['........', '........', '........', '...BG...', '...R....', '........', '........', '........'], ['R', 'Y', 'G', 'B']))).toBe(
      'position.board: e4 is empty, but it holds one of the four starting balls and a ball is never taken off (RO3)',
    );
    expect(reason(board(['R.......', '........', '........', '...BG...', '...RY...', '........', '........', '........']))).toBe(
      'position.board: the ball on a8 is not joined to the starting balls by a chain of neighbours, but every ball is put next to one already there (RO5)',
    );
    expect(reason(board(['........', '........', '........', '...BG...', '...RYY..', '........', '........', '........']))).toBe(
      'position.board: 2 balls of Y, but nobody plays Y: only its starting ball can be on the board (RO3, RO5)',
    );
    // Diagonal neighbours join balls only when the game counts them (adjacency 8, ruling B.3 #5).
    const diagonal = board(['........', '........', '.....R..', '...BG...', '...RY...', '........', '........', '........']);
    expect(reason(diagonal)).toBe('PASS');
    expect(reason({ ...diagonal, options: { ...diagonal.options, adjacency: 4 } })).toMatch(/the ball on f6 is not joined to the starting balls/);
  });
});

describe('7, 8. FAIL lines are capped; --json has the whole difference, one line', () => {
  it('cuts both values in the line and gives them whole in the JSON', () => {
    const d = rolit();
    const long = 'x'.repeat(3_000_000);
    d.steps.push({ expect: { current: `${long}\u2028\u2029\u0085` } });
    const out = cli('--json', tmp('long.json', JSON.stringify(d)));
    expect(out.lines[0]!.length).toBeLessThan(1000);
    expect(out.lines[0]).toMatch(/current: expected "x+… but got "[RYGB]" \(cut short; --json prints both whole\)$/);
    expect(out.lines[1]).not.toMatch(/[\u2028\u2029\u0085]/);
    expect(out.lines[1]).toContain('\\u2028\\u2029\\u0085');
    const final = JSON.parse(out.lines[1]!);
    expect(final.difference).toMatchObject({ step: d.steps.length - 1, field: 'current' });
    expect(final.difference.expected).toBe(`${long}\u2028\u2029\u0085`);
  });
});

describe('9. wording', () => {
  it('names a die index by the range of the dice, a missing rotation as missing, and another game\'s save as what it is', () => {
    const d = steam();
    d.steps = [{ roll: { white: [1, 2, 3], black: 1 } }, { draft: { die: 99 }, rejected: 'RD2' }, { draft: { die: 99 } }];
    expect(reason(d)).toBe('step 2 (draft): refused: RD2: there is no white die 99; the 3 white dice are numbered 0 to 2');
    const f = steam([{ name: 'Ann', fill: { track: 'sharp' } }, { name: 'Bob' }]);
    expect(reason(f)).toMatch(/^position.players\[0\].fill.rotation is missing; give a whole number from 0 to 5/);
    const rolitSave = JSON.stringify({ version: 1, config: {}, match: {} });
    expect(openSave(rolitSave, 1, 'Rollecate')).toMatchObject({ status: 'invalid', reason: 'foreign', detail: 'it is a saved Rolit game, not a saved Rollecate game' });
    expect(openSave(JSON.stringify(rolit()), 1, 'Steam Rollers')).toMatchObject({ reason: 'foreign', detail: 'it is a scenario file of Rolit, not a saved Steam Rollers game' });
  });
});

describe('10. a new Steam Rollers game with the setup cubes fixed', () => {
  const drawn = { '1': ['red', 'red', 'grey', 'blue'], '2': ['purple', 'yellow', 'yellow', 'grey'], '3': ['red', 'blue', 'blue', 'purple'], '4': ['grey', 'yellow', 'red', 'purple'], '5': ['blue', 'blue', 'grey', 'red'], '6': ['yellow', 'purple', 'grey', 'grey'] };
  it('puts them on the board, removes the city colours, and keeps the seed\'s other choices', () => {
    const run = steamRollersAdapter.load({ seed: 5 }, { players: 2, drawn });
    const plain = steamRollersAdapter.load({ seed: 5 }, { players: 2 });
    const s = run.snapshot.context;
    expect(s.supply[4]).toEqual(['yellow', 'red', 'purple']);
    expect(s.removed).toEqual(['grey']);
    expect(s.bag).toHaveLength(50 - 24);
    expect(s.cards).toEqual(plain.snapshot.context.cards);
    expect(s.start).toBe(plain.snapshot.context.start);
  });
  it('refuses a city left out, a wrong count, an eleventh cube of a colour', () => {
    const load = (d: unknown) => () => steamRollersAdapter.load({}, { players: 2, drawn: d });
    const { '6': _six, ...five } = drawn;
    expect(load(five)).toThrow('position.drawn: city 6 is missing; give the 4 cubes drawn for every city');
    expect(load({ ...drawn, '6': ['red'] })).toThrow('position.drawn.6: a 2-player game draws 4 cubes for each city (players + 2, S2), found 1');
    expect(load({ ...drawn, '6': ['red', 'red', 'red', 'red'], '5': ['red', 'red', 'red', 'red'] })).toThrow(/more than 10 red cubes drawn/);
    expect(load({ ...drawn, '7': [] })).toThrow('position.drawn: "7" is not a city');
  });
});

describe('11. card 2b names its player', () => {
  const file = () => readJson(join(SR, 'card-2b-take-a-drafted-die.json'));
  it('the holder may be named; anyone else is refused under SC3', () => {
    const d = file();
    const at = d.steps.findIndex((s: any) => s.playCard?.card === '2b');
    expect(at).toBeGreaterThan(0);
    const holder = Object.entries(d.position.cards).find(([k]) => k === '2b')![1];
    const seat = typeof holder === 'object' ? (holder as any).holder : holder;
    d.steps[at].playCard.player = seat;
    expect(reason(d)).toBe('PASS');
    const wrong = file();
    const other = (seat + 1) % wrong.position.players.length;
    wrong.steps.splice(at, 0, { playCard: { card: '2b', player: other }, rejected: 'SC3' });
    expect(reason(wrong)).toBe('PASS');
    wrong.steps[at].rejected = undefined;
    // Seat 0 in the file is player 1 in words.
    expect(reason(wrong)).toContain(`refused: SC3: card 2b is played here by its holder, player ${seat + 1}, not by player ${other + 1}`);
  });
});

describe('12. card 2a read as both dice at once (switch card2a)', () => {
  it('offers 2a with the first die in hand, hands the second die over after the action, and no second die after it', () => {
    let s = newGame({ players: 2, seed: 3, start: 0, sides: ['a', 'a', 'a', 'a', 'a', 'a'], switches: { card2a: 'together' } });
    s = { ...s, cards: s.cards.map((c, i) => (i === 1 ? { ...c, holder: 0 } : c)) };
    const after = { ...s, options: { ...s.options, switches: { ...s.options.switches, card2a: 'after' as const } } };
    const plays = (x: typeof s) => legalMoves(x).filter((m) => m.type === 'card.play').length;
    const go = (x: typeof s, events: any[]) => events.reduce((snap, e) => {
      const out = sendEvent(snap, e);
      if (!out.ok) throw new Error(out.reason);
      return out.snapshot;
    }, startSnapshot(x));
    const together = go(s, [{ type: 'dice.roll', white: [1, 3, 6], black: 1 }, { type: 'die.take', die: 0 }]);
    expect(plays(together.context)).toBe(2); // 2a with the 3 or the 6
    const deflt = go(after, [{ type: 'dice.roll', white: [1, 3, 6], black: 1 }, { type: 'die.take', die: 0 }]);
    expect(plays(deflt.context)).toBe(0);
    const both = go(s, [{ type: 'dice.roll', white: [1, 3, 6], black: 1 }, { type: 'die.take', die: 0 }, { type: 'card.play', card: '2a', die: 2 }, { type: 'engine.improve' }]);
    expect(both.value).toBe('acting');
    expect(both.context.turn.die).toBe(2);
    const done = go(both.context, [{ type: 'engine.improve' }]);
    expect(done.context.current).toBe(1);
    expect(done.context.players[0]!.engine).toEqual([1, 6]);
  });

  it('a position may stand between the two actions: two unused dice, the first listed in hand; not by default', () => {
    const d = steam();
    d.options = { rules: { card2a: 'together' } };
    d.position.phase = 'action';
    d.position.dice = { white: [{ value: 1, by: 0 }, 3, { value: 6, by: 0 }], black: 1 };
    d.steps = [{ expect: { inHand: 1 } }, { engine: {} }, { expect: { inHand: 6, current: 0 } }, { engine: {} }, { expect: { current: 1, phase: 'draft', players: [{ engine: [1, 6] }, {}] } }];
    expect(reason(d)).toBe('PASS');
    delete d.options;
    expect(reason(d)).toBe('position.phase: "action" needs the current seat 0 to hold one unused die ("by": 0), found 2');
  });
});
