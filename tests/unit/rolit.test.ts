import { join } from 'node:path';
import { CONTRACT_EXAMPLES } from '../fixtures/contract';
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { nextInt, seedFrom } from '../../src/machines/shared/rng';
import {
  BOARD_SIZES, COMPONENTS, SquareSyntaxError, boardFromRows, boardToRows, cellAt, countBalls, emptyBoard, isBoardSize, isColour, isFull, isOnBoard,
  isOverTime, neighbours, parseSquare, squareName, startBoard,
} from '../../src/machines/rolit/rules/board';
import { captureRay, capturesFor, placeAndCapture } from '../../src/machines/rolit/rules/capture';
import { EDITIONS, EDITION_IDS, boardSuits, coloursFor, edition, isEditionId, ringInTurnOrder, soloColours } from '../../src/machines/rolit/rules/editions';
import {
  applyMatchEvent, explainMatchEvent, isBoardFull, matchFromGame, matchPhase, newMatch, passTurn, placeBall, rollCaptured, scoreRound, startNextRound,
} from '../../src/machines/rolit/rules/match';
import { narrate } from '../../src/machines/rolit/rules/narrate';
import { applyPlace, explainPlace, legalPlacements, mayPlaceFreely, openSquares } from '../../src/machines/rolit/rules/play';
import { firstPlayer, nextRoundOrder, rollBall } from '../../src/machines/rolit/rules/rounds';
import { defaultRounds, roundResult, scoreMatch } from '../../src/machines/rolit/rules/scoring';
import { fromPosition, newGame } from '../../src/machines/rolit/rules/setup';
import type { BoardSize, Colour, RolitState, RoundResult } from '../../src/machines/rolit/rules/types';
import { rolitAdapter, rolitLog } from '../../src/scenario/rolit';
import { ScenarioError } from '../../src/scenario/types';

const E8 = '........';
/** An 8×8 board from a map of row number → row text (other rows empty). */
function rows8(rows: Record<number, string>): string[] {
  return [8, 7, 6, 5, 4, 3, 2, 1].map((r) => rows[r] ?? E8);
}
function pos(rows: string[], players: Colour[], current: Colour, extra: Partial<{ size: BoardSize; adjacency: 4 | 8 }> = {}): RolitState {
  const size = extra.size ?? (rows.length as BoardSize);
  return fromPosition({ size, adjacency: extra.adjacency ?? 8, edition: 'standard', cells: boardFromRows(rows, size), players, current });
}
function place(s: RolitState, square: string): RolitState {
  const out = applyPlace(s, square);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}
const board = (s: RolitState) => boardToRows(s.cells, s.size);
const START = rows8({ 5: '...BG...', 4: '...RY...' });

describe('Rolit rules core', () => {
  it('RO1 components: one 8×8 board filled by the 64 balls, each able to show all four colours', () => {
    expect(COMPONENTS.boardSize * COMPONENTS.boardSize).toBe(COMPONENTS.balls);
    expect(emptyBoard(COMPONENTS.boardSize)).toHaveLength(64);
    expect([...COMPONENTS.colours].sort()).toEqual(['B', 'G', 'R', 'Y']);
    expect(newGame({ players: 4 }).size).toBe(8);
  });

  it('RO2 seats and colours: colour lists per player count follow the buttons in turn direction, per edition', () => {
    expect(coloursFor(2)).toEqual(['R', 'G']);
    expect(coloursFor(3)).toEqual(['R', 'Y', 'G']);
    expect(coloursFor(4)).toEqual(['R', 'Y', 'G', 'B']);
    expect(coloursFor(3, 'es')).toEqual(['R', 'B', 'G']);
    expect(coloursFor(4, 'es')).toEqual(['R', 'B', 'G', 'Y']);
    expect(coloursFor(2, 'es', 1)).toEqual(['Y', 'B']);
    expect(edition('es').direction).toBe('counterclockwise');
    expect(edition('standard').direction).toBe('clockwise');
    expect(() => coloursFor(2, 'standard', 1)).toThrow(/choice/);
    // The Spanish two-player game as yellow against blue: a new game seats them, and the first ball touches the start square.
    const yb = newGame({ players: 2, edition: 'es', colourChoice: 1 });
    expect(yb.players).toEqual(['Y', 'B']);
    expect(yb.current).toBe('Y');
    expect(legalPlacements(yb).length).toBeGreaterThan(0);
    expect(coloursFor(4, 'it')).toEqual(coloursFor(4, 'standard'));
    expect(() => coloursFor(5 as 4)).toThrow(/2 to 4/);
    // every list is the button ring read in the edition's direction, skipping unused buttons (B.3 #15)
    for (const e of Object.values(EDITIONS)) {
      const ring = ringInTurnOrder(e);
      for (const lists of Object.values(e.colours)) {
        for (const list of lists) {
          const start = ring.indexOf(list[0] as Colour);
          const rotated = [...ring.slice(start), ...ring.slice(0, start)];
          expect(rotated.filter((c) => list.includes(c))).toEqual(list);
        }
      }
    }
  });

  it('RO2 editions are looked up by own id only, and a wrong table or colour choice is named', () => {
    expect(edition().id).toBe('standard');
    expect(EDITION_IDS.map((id) => edition(id).id)).toEqual(['standard', 'es', 'it']);
    expect(() => edition('fr' as 'es')).toThrow('unknown edition "fr" (known: standard, es, it)');
    expect(() => edition('constructor' as 'es')).toThrow(/unknown edition "constructor"/);
    expect([isEditionId('es'), isEditionId('it'), isEditionId('constructor'), isEditionId('ES'), isEditionId(1)]).toEqual([true, true, false, false, false]);
    expect(ringInTurnOrder(edition('es'))).toEqual(['R', 'B', 'G', 'Y']);
    expect(ringInTurnOrder(edition('it'))).toEqual(['R', 'Y', 'G', 'B']);
    // who rolls for the first player (RO4) and how a match is scored (RO13), per edition: the editions page names each
    expect(EDITION_IDS.map((id) => [id, edition(id).direction, edition(id).firstRoll, edition(id).matchScoring])).toEqual([
      ['standard', 'clockwise', 'one-roller', 'rounds-then-balls'],
      ['es', 'counterclockwise', 'each-player', 'rounds-then-winner-balls'],
      ['it', 'clockwise', 'one-roller', 'rounds-then-balls'],
    ]);
    // the ring handed out is a copy, whichever way play runs
    const ring = ringInTurnOrder(edition('standard'));
    ring.reverse();
    expect(ringInTurnOrder(edition('standard'))).toEqual(['R', 'Y', 'G', 'B']);
    expect(edition('standard').ring).toEqual(['R', 'Y', 'G', 'B']);
    expect(() => coloursFor('toString' as unknown as 2)).toThrow('Rolit is for 2 to 4 players (or solo), not toString');
    expect(() => coloursFor(1 as 2)).toThrow('Rolit is for 2 to 4 players (or solo), not 1');
    expect(coloursFor(2, 'es', 0)).toEqual(['R', 'G']);
    for (const bad of [2, -1, 0.5]) expect(() => coloursFor(2, 'es', bad)).toThrow(`the es edition offers 2 colour choice(s) for 2 players; choice ${bad} does not exist`);
    // the list handed out is a copy: changing it does not change the edition
    const mine = coloursFor(4);
    mine.pop();
    expect(coloursFor(4)).toEqual(['R', 'Y', 'G', 'B']);
  });

  it('RO3 start position: d4 red, e4 yellow, e5 green, d5 blue; centred on the smaller boards', () => {
    expect(boardToRows(startBoard(8), 8)).toEqual(START);
    expect(boardToRows(startBoard(6), 6)).toEqual(['......', '......', '..BG..', '..RY..', '......', '......']);
    expect(boardToRows(startBoard(4), 4)).toEqual(['....', '.BG.', '.RY.', '....']);
    for (const players of [2, 3, 4, 'solo'] as const) expect(board(newGame({ players }))).toEqual(START);
  });

  it('RO4 first player: a seeded roll that re-rolls colours nobody plays (B.3 #10)', () => {
    let sawReroll = false;
    for (let seed = 0; seed < 200; seed++) {
      const r = firstPlayer(['R', 'G'], seedFrom(seed));
      expect(['R', 'G']).toContain(r.colour);
      expect(r.rolls.at(-1)?.face).toBe(r.colour);
      expect(r.rolls.slice(0, -1).every((x) => x.face === 'Y' || x.face === 'B')).toBe(true);
      if (r.rolls.length > 1) sawReroll = true;
      expect(firstPlayer(['R', 'G'], seedFrom(seed))).toEqual(r); // replayable from the seed
    }
    expect(sawReroll).toBe(true);
    const es = firstPlayer(['R', 'B', 'G'], seedFrom('es'), 'es');
    const last = es.rolls.at(-1);
    expect(last?.by).toBe(es.colour);
    expect(last?.face).toBe(es.colour);
    expect(es.rolls.slice(0, -1).every((x) => x.by !== x.face)).toBe(true);
    expect(() => firstPlayer([], 1)).toThrow();
  });

  it('RO4 the first-player roll: every roll recorded, its colour asked of the table or of each player in turn', () => {
    expect(() => firstPlayer([], 1)).toThrow('firstPlayer needs at least one colour in play');
    // a colour that no ball shows never comes up: the roll gives up instead of running for ever
    expect(() => firstPlayer(['X' as Colour], seedFrom(1))).toThrow('firstPlayer: no colour in play came up (the generator is broken)');
    for (let seed = 0; seed < 40; seed++) {
      const es = firstPlayer(['R', 'B', 'G'], seedFrom(seed), 'es');
      expect(es.rolls.map((r) => r.by)).toEqual(es.rolls.map((_, i) => ['R', 'B', 'G'][i % 3]));
      const std = firstPlayer(['R', 'B', 'G'], seedFrom(seed));
      expect(std.rolls.every((r) => r.by === 'table')).toBe(true);
      expect(std.rolls.slice(0, -1).every((r) => r.face === 'Y')).toBe(true);
    }
    // the four faces all come up, each about a quarter of the time
    const faces = new Map<Colour, number>();
    let rng = seedFrom('faces');
    for (let i = 0; i < 400; i++) {
      let face: Colour;
      [face, rng] = rollBall(rng);
      faces.set(face, (faces.get(face) ?? 0) + 1);
    }
    expect([...faces.keys()].sort()).toEqual(['B', 'G', 'R', 'Y']);
    for (const n of faces.values()) expect(n).toBeGreaterThan(60);
  });

  it('RO5 placement: an empty socket next to a ball, on the board', () => {
    const s = newGame({ players: 4 });
    expect(explainPlace(s, 'd4')?.rule).toBe('RO5');
    expect(explainPlace(s, 'd4')?.message).toMatch(/^RO5: d4 already holds a ball/);
    expect(explainPlace(s, 'a1')?.message).toMatch(/^RO5: a1 is not next to a ball/);
    expect(explainPlace(s, 'i4')?.message).toMatch(/^RO5: i4 is off the 8×8 board/);
    expect(explainPlace(s, 'zz')?.message).toMatch(/^RO5: .*"zz" is not a square/);
    expect(explainPlace(s, 'f6')).toBeNull(); // touches e5 diagonally
    const four = fromPosition({ ...newGame({ players: 2, size: 4 }), adjacency: 4 });
    expect(explainPlace(four, 'd4')?.message).toMatch(/^RO5: d4 is not next to a ball.*diagonals do not count/);
    expect(explainPlace(newGame({ players: 2, size: 4 }), 'd4')).toBeNull();
    expect(explainPlace(newGame({ players: 2, size: 6 }), 'g3')?.message).toMatch(/^RO5: g3 is off the 6×6 board/);
  });

  it('RO5 a square given as a square (not text) is checked the same way, and an off-board one names the board', () => {
    const s = newGame({ players: 4 });
    expect(explainPlace(s, { col: 5, row: 6 })).toBeNull();
    expect(explainPlace(s, { col: 3, row: 4 })?.message).toBe('RO5: d4 already holds a ball (R); a ball goes in an empty socket');
    expect(explainPlace(s, { col: 8, row: 1 })).toMatchObject({ rule: 'RO5', key: 'square.offBoard', message: 'RO5: i1 is off the 8×8 board (columns a–h, rows 1–8)' });
    expect(explainPlace(newGame({ players: 2, size: 4 }), 'e1')?.message).toBe('RO5: e1 is off the 4×4 board (columns a–d, rows 1–4)');
    expect(explainPlace(s, 'a1')?.message).toBe('RO5: a1 is not next to a ball already on the board; a new ball must touch one in any of the 8 directions');
    const out = applyPlace(s, { col: 5, row: 4 });
    expect(out.ok && out.state.log).toEqual([{ t: 'place', colour: 'R', square: 'f4', captured: ['e4'] }]);
  });

  it('RO5 a square that is neither a name nor a whole column and row (from a file or a hand-written call) is refused in words and changes nothing', () => {
    const s = newGame({ players: 4 });
    const before = JSON.stringify(s);
    const bad: [unknown, string][] = [
      [7, 'RO5: a ball goes on a square of the board, and a square is written as text like "d3", not 7'],
      [null, 'RO5: a ball goes on a square of the board, and a square is written as text like "d3", not null'],
      [{ col: 5 }, 'RO5: a ball goes on a square of the board, and a square is written as text like "d3", not {"col":5}'],
      [{ col: 5.5, row: 6 }, 'RO5: a ball goes on a square of the board, and a square is written as text like "d3", not {"col":5.5,"row":6}'],
      [Object.create({ col: 5, row: 6 }), 'RO5: a ball goes on a square of the board, and a square is written as text like "d3", not {}'],
    ];
    for (const [square, message] of bad) {
      expect(explainPlace(s, square as string)).toMatchObject({ rule: 'RO5', key: 'square.notText', message });
      expect(applyPlace(s, square as string).ok).toBe(false);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('square parsing: "a1".."h8" with clear errors', () => {
    expect(parseSquare('a1')).toEqual({ col: 0, row: 1 });
    expect(parseSquare('h8')).toEqual({ col: 7, row: 8 });
    expect(squareName(parseSquare('D3'))).toBe('d3');
    expect(() => parseSquare('d')).toThrow(SquareSyntaxError);
    expect(() => parseSquare('3d')).toThrow(/not a square/);
    expect(() => parseSquare(5)).toThrow(/written as text/);
  });

  it('RO5 a square is read whole (a letter, then a row number) and a wrong one is named in a short message', () => {
    expect(parseSquare(' D3 ')).toEqual({ col: 3, row: 3 });
    expect(parseSquare('a10')).toEqual({ col: 0, row: 10 }); // the shape only: isOnBoard decides the board
    for (const bad of ['aa1', 'a1x', '1a1', 'a0', 'a01', 'a100', 'a', '']) expect(() => parseSquare(bad), bad).toThrow(SquareSyntaxError);
    const caught = (x: unknown): SquareSyntaxError => {
      try {
        parseSquare(x);
      } catch (e) {
        return e as SquareSyntaxError;
      }
      throw new Error(`${String(x)} was read as a square`);
    };
    const long = caught('x'.repeat(30));
    expect(long.name).toBe('SquareSyntaxError');
    expect(long.key).toBe('square.syntax');
    expect(long.vars).toEqual({ text: 'x'.repeat(30) });
    expect(long.message).toBe(`"${'x'.repeat(23)}…" is not a square: write a column letter (a–h) and then a row number (1–8), like "d3"`);
    expect(caught('y'.repeat(24)).message).toMatch(new RegExp(`^"${'y'.repeat(24)}" is not a square`));
    const obj = caught({ square: 'd3', note: 'a long value' });
    expect(obj.key).toBe('square.notText');
    expect(obj.vars).toEqual({ value: '{"square":"d3","note":"…' });
    expect(obj.message).toBe('a square is written as text like "d3", not {"square":"d3","note":"…');
    // 24 characters are shown whole, 25 are cut to 23 and an ellipsis
    expect(caught([123456789, 1234567890, 1]).vars).toEqual({ value: '[123456789,1234567890,1]' });
    expect(caught([1234567890, 1234567890, 1]).vars).toEqual({ value: '[1234567890,1234567890,…' });
    expect(caught(undefined).vars).toEqual({ value: 'undefined' });
  });

  it('RO5 the board: what lies on it, its neighbours, and rows read and written with clear errors', () => {
    for (const [col, row, on] of [[0, 1, true], [7, 8, true], [-1, 1, false], [8, 1, false], [0, 0, false], [0, 9, false]] as const) {
      expect(isOnBoard({ col, row }, 8), `${col},${row}`).toBe(on);
    }
    expect(isOnBoard({ col: 5, row: 6 }, 6)).toBe(true);
    expect(isOnBoard({ col: 6, row: 6 }, 6)).toBe(false);
    // Off the board there is no ball, even where the index would wrap onto another row.
    const cells = boardFromRows(rows8({ 2: 'R......G', 1: '.......Y' }), 8);
    expect(cellAt(cells, 8, { col: 8, row: 1 })).toBe('.');
    expect(cellAt(cells, 8, { col: -1, row: 2 })).toBe('.');
    expect(cellAt(cells, 8, { col: 0, row: 2 })).toBe('R');
    expect(neighbours({ col: 0, row: 1 }, 8, 8).map(squareName)).toEqual(['b1', 'a2', 'b2']);
    expect(neighbours({ col: 3, row: 4 }, 8, 4).map(squareName)).toEqual(['e4', 'c4', 'd5', 'd3']);
    expect(countBalls(cells, 'R')).toBe(1);
    expect(countBalls(cells, 'B')).toBe(0);
    expect(isFull(['R', 'G', 'Y', 'B'])).toBe(true);
    expect(isFull(['R', 'G', '.', 'B'])).toBe(false);
    expect([isBoardSize(8), isBoardSize(6), isBoardSize(4), isBoardSize(5), isBoardSize('8')]).toEqual([true, true, true, false, false]);
    expect([isColour('R'), isColour('B'), isColour('r'), isColour('.'), isColour(1)]).toEqual([true, true, false, false, false]);
    expect(() => boardFromRows(['RG', 'GR', '..'], 2)).toThrow('the board needs 2 rows for a 2×2 board, found 3');
    expect(() => boardFromRows(['RG', 'G'], 2)).toThrow('row 1 ("G") must be 2 characters long, found 1');
    expect(() => boardFromRows(['RX', 'GR'], 2)).toThrow('row 2, column b: unknown character "X" (use . R Y G B)');
    expect(boardFromRows(['R.', '.G'], 2)).toEqual(['.', 'G', 'R', '.']);
  });

  it('RO6 capture: the contiguous run of other colours up to the nearest own ball rolls over (B.3 #1, #2, #3)', () => {
    const mixed = boardFromRows(rows8({ 4: '.YGBR...' }), 8);
    expect(captureRay(mixed, 8, parseSquare('a4'), 'R', [1, 0]).map(squareName)).toEqual(['b4', 'c4', 'd4']);
    const gap = boardFromRows(rows8({ 4: '.YG.R...' }), 8);
    expect(captureRay(gap, 8, parseSquare('a4'), 'R', [1, 0])).toEqual([]);
    const nearest = boardFromRows(rows8({ 4: '.YRYR...' }), 8);
    expect(captureRay(nearest, 8, parseSquare('a4'), 'R', [1, 0]).map(squareName)).toEqual(['b4']);
    const edge = boardFromRows(rows8({ 4: '.YYYYYYY' }), 8);
    expect(captureRay(edge, 8, parseSquare('a4'), 'R', [1, 0])).toEqual([]);
    const adjacentOwn = boardFromRows(rows8({ 4: '.R......' }), 8);
    expect(captureRay(adjacentOwn, 8, parseSquare('a4'), 'R', [1, 0])).toEqual([]);
    expect(board(place(pos(rows8({ 4: '.YGBR...' }), ['R', 'G'], 'R'), 'a4'))[4]).toBe('RRRRR...');
  });

  it('RO7 only the new ball captures: lines made by flipped balls are ignored (B.3 #4)', () => {
    const s = place(pos(rows8({ 6: '.R......', 5: '.G......', 4: '.GR.....' }), ['R', 'G'], 'R'), 'a4');
    expect(board(s)).toEqual(rows8({ 6: '.R......', 5: '.G......', 4: 'RRR.....' }));
    // capturesFor reads the board before the placement: a ball standing where the new one goes is not consulted
    const cells = boardFromRows(rows8({ 4: '.GR.....' }), 8);
    expect(capturesFor(cells, 8, parseSquare('a4'), 'R').map(squareName)).toEqual(['b4']);
  });

  it('RO8 mandatory capture: non-capturing placements are refused while any capture exists; the choice is free (B.3 #6)', () => {
    const s = pos(rows8({ 6: '..R.....', 5: '..G.....', 4: '...YR...', 2: 'RGGG....' }), ['R', 'Y', 'G', 'B'], 'R');
    expect(legalPlacements(s)).toEqual(['e2', 'c4']);
    const r = explainPlace(s, 'f4');
    expect(r?.rule).toBe('RO8');
    expect(r?.message).toMatch(/^RO8: a capture is possible, so you must capture \(for example at e2\)/);
    expect(explainPlace(s, 'c4')).toBeNull(); // two balls rather than three: still allowed
    const y = pos(START, ['R', 'Y', 'G', 'B'], 'Y');
    expect(explainPlace(y, 'f6')?.message).toMatch(/^RO8: a capture is possible, so you must capture \(for example at c4\); f6 captures nothing$/);
    expect(legalPlacements(y)).toEqual(['c4', 'c6', 'e6']);
  });

  it('RO9 all enclosed balls roll together, in every direction at once', () => {
    const s = pos(rows8({ 6: '..R.....', 5: '..G.....', 4: '...YR...' }), ['R', 'G'], 'R');
    const { cells, captured } = placeAndCapture(s.cells, 8, parseSquare('c4'), 'R');
    expect(captured.map(squareName).sort()).toEqual(['c5', 'd4']);
    expect(boardToRows(cells, 8)).toEqual(rows8({ 6: '..R.....', 5: '..R.....', 4: '..RRR...' }));
    // a star: the new ball in the middle closes eight lines at once
    const star = pos(['R..R..R.', '.G.G.G..', '..GGG...', 'RGG.GGR.', '..GGG...', '.G.G.G..', 'R..R..R.', '........'], ['R', 'G'], 'R');
    const after = place(star, 'd5');
    expect(board(after).join('').split('').filter((c) => c === 'G')).toHaveLength(0);
  });

  it('RO10 a vanished colour, or one with no capture, places next to any ball (B.3 #7, #8)', () => {
    const gone = pos(rows8({ 5: '...RR...', 4: '...RRG..' }), ['R', 'Y'], 'Y');
    expect(mayPlaceFreely(gone)).toBe(true);
    expect(legalPlacements(gone)).toHaveLength(14);
    const back = place(place(place(gone, 'c3'), 'g4'), 'f6');
    expect(board(back)).toEqual(rows8({ 6: '.....Y..', 5: '...RY...', 4: '...YRRR.', 3: '..Y.....' }));
    const stuck = pos(rows8({ 4: '...RR...', 1: 'GG......' }), ['R', 'G'], 'G');
    expect(mayPlaceFreely(stuck)).toBe(true);
    expect(legalPlacements(stuck).sort()).toEqual(['a2', 'b2', 'c1', 'c2', 'c3', 'c4', 'c5', 'd3', 'd5', 'e3', 'e5', 'f3', 'f4', 'f5']);
    expect(mayPlaceFreely(newGame({ players: 2 }))).toBe(false);
    // the open sockets: exactly the empty squares touching a ball, a1 first, by rows upwards
    expect(openSquares(stuck).map(squareName)).toEqual(['c1', 'a2', 'b2', 'c2', 'c3', 'd3', 'e3', 'f3', 'c4', 'f4', 'c5', 'd5', 'e5', 'f5']);
    expect(openSquares(pos(['RGRG', 'GRGR', 'RGRG', 'GRG.'], ['R', 'G'], 'R', { size: 4 })).map(squareName)).toEqual(['d1']);
  });

  it('RO11 an illegal move is refused with its reason and the state is unchanged (B.3 #16)', () => {
    const s = newGame({ players: 2 });
    const before = structuredClone(s);
    for (const sq of ['d4', 'a1', 'c3', 'j9']) {
      const out = applyPlace(s, sq);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.refusal.message.startsWith(`${out.refusal.rule}:`)).toBe(true);
    }
    expect(s).toEqual(before);
    const ok = applyPlace(s, 'f4');
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect(ok.state.current).toBe('G');
      expect(ok.state).not.toBe(s);
    }
    expect(s).toEqual(before);
  });

  it('RO12 the round ends when the board is full; most balls among the colours in play wins, ties shared (B.3 #9, #11, #12)', () => {
    const last = pos(['YYYY', 'YYYG', 'RRGG', 'RYY.'], ['R', 'G'], 'R');
    const over = place(last, 'd1');
    expect(over.phase).toBe('over');
    expect(over.result).toEqual({ counts: { R: 6, Y: 7, G: 3, B: 0 }, winners: ['R'] });
    expect(explainPlace(over, 'a1')?.message).toMatch(/^RO12: the game is over/);
    expect(legalPlacements(over)).toEqual([]);
    const tie = place(pos(['RRRR', 'GGRR', 'RGGR', 'GRR.'], ['R', 'G'], 'G'), 'd1');
    expect(tie.result?.winners).toEqual(['R', 'G']);
    expect(roundResult(startBoard(8), ['R', 'G'])).toBeNull();
  });

  it('RO13 match scoring: most rounds won, then most points; the Spanish edition credits balls to round winners only', () => {
    const r = (R: number, Y: number, winners: Colour[]): RoundResult => ({ counts: { R, Y, G: 0, B: 0 }, winners });
    const rounds = [r(40, 24, ['R']), r(20, 44, ['Y']), r(30, 34, ['Y']), r(50, 14, ['R'])];
    const std = scoreMatch(rounds, ['R', 'Y']);
    expect(std.roundsWon).toMatchObject({ R: 2, Y: 2 });
    expect(std.points).toMatchObject({ R: 140, Y: 116 });
    expect(std.winners).toEqual(['R']);
    const es = scoreMatch(rounds, ['R', 'Y'], 'es');
    expect(es.points).toMatchObject({ R: 90, Y: 78 });
    // standard sums every ball; ES only the winners' balls, which can change the result
    const close = [r(33, 31, ['R']), r(31, 33, ['Y']), r(10, 54, ['Y']), r(60, 4, ['R'])];
    expect(scoreMatch(close, ['R', 'Y']).winners).toEqual(['R']);
    expect(scoreMatch(close, ['R', 'Y'], 'es').winners).toEqual(['R']);
    const tied = [r(32, 32, ['R', 'Y'])];
    expect(scoreMatch(tied, ['R', 'Y']).winners).toEqual(['R', 'Y']);
    expect(scoreMatch([r(36, 28, ['R']), r(28, 36, ['Y']), r(27, 37, ['Y']), r(37, 27, ['R'])], ['R', 'Y'], 'es').winners).toEqual(['R', 'Y']);
    expect(defaultRounds(['R', 'Y', 'G'])).toBe(3);
    expect(defaultRounds(['R', 'G'], true)).toBe(1);
    expect(defaultRounds(['R', 'G'], false)).toBe(2);
    // a round shared by two winners counts for each; a colour nobody plays scores nothing
    const shared = scoreMatch([r(32, 32, ['R', 'Y']), r(40, 24, ['R'])], ['R', 'Y', 'G']);
    expect(shared.roundsWon).toEqual({ R: 2, Y: 1, G: 0, B: 0 });
    expect(shared.points).toEqual({ R: 72, Y: 56, G: 0, B: 0 });
    expect(shared.winners).toEqual(['R']);
    // equal rounds won, more points: the later colour in the list can win too
    expect(scoreMatch([r(20, 44, ['Y']), r(33, 31, ['R'])], ['R', 'Y']).winners).toEqual(['Y']);
    expect(scoreMatch([r(20, 44, ['Y']), r(33, 31, ['R'])], ['R', 'Y'], 'es').points).toEqual({ R: 33, Y: 44, G: 0, B: 0 });
    // more rounds won beats more points
    expect(scoreMatch([r(10, 54, ['Y']), r(33, 31, ['R']), r(33, 31, ['R'])], ['R', 'Y']).winners).toEqual(['R']);
    expect(scoreMatch([], ['R', 'Y']).winners).toEqual(['R', 'Y']);
  });

  it('RO12, RO13 a match is rebuilt only from a consistent record: rounds, starters and results must agree', () => {
    const playing = newGame({ players: 2, size: 4 });
    const full = pos(['RRRR', 'GGGG', 'RRRR', 'GGGR'], ['R', 'G'], 'G', { size: 4 });
    const won = full.result as RoundResult;
    expect(matchFromGame(playing)).toMatchObject({ rounds: 1, results: [], starters: ['R'], placed: null, score: null, colours: ['R', 'G'] });
    for (const rounds of [0, 1.5, -1]) expect(() => matchFromGame(playing, { rounds }), String(rounds)).toThrow(`a match has at least one round, not ${rounds}`);
    expect(() => matchFromGame(playing, { rounds: 2, results: [won] })).toThrow('a match with rounds already played needs the starter of each round');
    expect(() => matchFromGame(playing, { rounds: 1, starters: ['R', 'G'], results: [won] })).toThrow('a 1-round match cannot have started 2 rounds');
    expect(() => matchFromGame(playing, { rounds: 3, starters: ['R', 'G', 'R'], results: [won] })).toThrow('3 round(s) started but 1 scored: every round before the current one has a result');
    expect(() => matchFromGame(playing, { rounds: 2, starters: ['R'], results: [won, won] })).toThrow('1 round(s) started but 2 scored');
    expect(() => matchFromGame(playing, { rounds: 2, starters: ['R'], results: [won] })).toThrow('the current round is scored but its board is not full');
    // exactly as many rounds started as allowed is fine, and so is the current round not yet scored
    expect(matchFromGame(playing, { rounds: 2, starters: ['G', 'R'], results: [won] }).starters).toEqual(['G', 'R']);
    // a scored last round decides the match at once; a scored round before the last waits for the next
    const over = matchFromGame(full, { rounds: 1, starters: ['G'], results: [won] });
    expect(matchPhase(over)).toBe('matchOver');
    expect(over.score?.winners).toEqual(['R']);
    const between = matchFromGame(full, { rounds: 2, starters: ['G'], results: [won] });
    expect([matchPhase(between), between.score]).toEqual(['betweenRounds', null]);
    // a full board whose round is not scored yet is neither: the chart scores it first
    const unscored = matchFromGame(full);
    expect([matchPhase(unscored), unscored.score, unscored.results]).toEqual(['betweenRounds', null, []]);
    expect(isBoardFull(unscored)).toBe(true);
    expect(isBoardFull(matchFromGame(playing))).toBe(false);
    // the caller's lists are copied, not shared
    const starters: Colour[] = ['R'];
    const results: RoundResult[] = [];
    const m = matchFromGame(playing, { rounds: 2, starters, results });
    expect(m.starters).not.toBe(starters);
    expect(m.results).not.toBe(results);
    expect(m.colours).not.toBe(playing.players);
    expect(m.colours).toEqual(playing.players);
  });

  it('RO4, RO13 a new match: the first player from the seed (or as given), one round per player unless told', () => {
    const plain = newMatch({ players: 3 });
    expect([plain.rounds, plain.starters, plain.game.current, plain.firstRolls]).toEqual([3, ['R'], 'R', undefined]);
    expect(newMatch({ players: 'solo' }).rounds).toBe(1);
    expect(newMatch({ players: 2, rounds: 4 }).rounds).toBe(4);
    const given = newMatch({ players: 3, first: 'G', seed: 5 });
    expect([given.game.current, given.starters, given.firstRolls]).toEqual(['G', ['G'], undefined]);
    for (let seed = 0; seed < 12; seed++) {
      const rolled = newMatch({ players: 3, seed });
      const roll = firstPlayer(['R', 'Y', 'G'], seedFrom(seed));
      expect(rolled.firstRolls).toEqual(roll.rolls);
      expect(rolled.game.current).toBe(roll.colour);
      expect(rolled.starters).toEqual([roll.colour]);
      expect(rolled.game.players).toEqual(['R', 'Y', 'G']);
    }
    const es = newMatch({ players: 3, edition: 'es', seed: 'x' });
    expect(es.firstRolls).toEqual(firstPlayer(['R', 'B', 'G'], seedFrom('x'), 'es').rolls);
  });

  it('RO6–RO14 the chart\'s small steps add up to one applyMatchEvent, and a refused event changes nothing', () => {
    const m = newMatch({ players: 2, size: 4, rounds: 2 });
    // place, then roll, then pass: the same as the core's one call
    const placed = placeBall(m, 'D2');
    expect(placed.placed).toEqual({ colour: 'R', square: 'd2' });
    expect(boardToRows(placed.game.cells, 4)).toEqual(['....', '.BG.', '.RYR', '....']);
    expect(rollCaptured(m)).toBe(m);
    const rolled = rollCaptured(placed);
    expect(rolled.placed).toBeNull();
    expect(boardToRows(rolled.game.cells, 4)).toEqual(['....', '.BG.', '.RRR', '....']);
    expect(rolled.game.log).toEqual([{ t: 'place', colour: 'R', square: 'd2', captured: ['c2'] }]);
    // each step gives a new state and leaves the one before as it was (the chart's earlier snapshots stay true)
    expect(boardToRows(placed.game.cells, 4)).toEqual(['....', '.BG.', '.RYR', '....']);
    expect(boardToRows(m.game.cells, 4)).toEqual(['....', '.BG.', '.RY.', '....']);
    const passed = passTurn(rolled);
    expect(passed.game.current).toBe('G');
    const core = applyMatchEvent(m, { type: 'ball.place', square: 'd2' });
    expect(core.ok && core.state).toEqual(passed);
    // captures in several lines are logged a1 first, by rows upwards
    const two = pos(['..R.', 'R.G.', '.GG.', '....'], ['R', 'G'], 'R', { size: 4 });
    const multi = rollCaptured(placeBall(matchFromGame(two), 'c1'));
    expect(multi.game.log.at(-1)).toEqual({ t: 'place', colour: 'R', square: 'c1', captured: ['b2', 'c2', 'c3'] });
    // refused: the clause, and the match untouched
    expect(applyMatchEvent(m, { type: 'ball.place', square: 'b2' })).toMatchObject({ ok: false, refusal: { rule: 'RO5', key: 'socket.occupied' } });
    expect(applyMatchEvent(m, { type: 'round.next' })).toMatchObject({ ok: false, refusal: { rule: 'RO12', key: 'round.stillOn' } });
    expect(explainMatchEvent(m, { type: 'ball.place', square: 'b4' })).toBeNull();
    // scoring: nothing while the board has room; a full board is scored once
    expect(scoreRound(m)).toBe(m);
    const last = matchFromGame(pos(['RRRR', 'GGGG', 'RRRR', 'GGG.'], ['R', 'G'], 'R', { size: 4 }), { rounds: 2 });
    const stepped = scoreRound(passTurn(rollCaptured(placeBall(last, 'd1'))));
    const oneCall = applyMatchEvent(last, { type: 'ball.place', square: 'd1' });
    expect(oneCall.ok && oneCall.state).toEqual(stepped);
    expect(stepped.results).toHaveLength(1);
    expect(stepped.game.log.at(-1)).toEqual({ t: 'end', result: stepped.game.result });
    expect(scoreRound(stepped)).toEqual(stepped);
    expect(matchPhase(stepped)).toBe('betweenRounds');
    expect(explainMatchEvent(stepped, { type: 'round.next' })).toBeNull();
    // the next round: a fresh start board, the seat after the last starter begins
    const next = startNextRound(stepped);
    expect(next.starters).toEqual(['R', 'G']);
    expect(next.game).toMatchObject({ current: 'G', players: ['G', 'R'], phase: 'play', result: null, log: [], size: 4 });
    expect(boardToRows(next.game.cells, 4)).toEqual(['....', '.BG.', '.RY.', '....']);
    const viaEvent = applyMatchEvent(stepped, { type: 'round.next' });
    expect(viaEvent.ok && viaEvent.state).toEqual(next);
    // the last round scored: the match is decided, and no round follows
    const final = matchFromGame(pos(['RRRR', 'GGGG', 'RRRR', 'GGG.'], ['G', 'R'], 'R', { size: 4 }), { rounds: 2, starters: ['R', 'G'], results: [stepped.results[0] as RoundResult] });
    const end = applyMatchEvent(final, { type: 'ball.place', square: 'd1' });
    expect(end.ok && matchPhase(end.state)).toBe('matchOver');
    expect(end.ok && end.state.score?.roundsWon).toEqual({ R: 2, Y: 0, G: 0, B: 0 });
    expect(end.ok && applyMatchEvent(end.state, { type: 'round.next' })).toMatchObject({ ok: false, refusal: { rule: 'RO13', message: 'RO13: the match is over: its 2 rounds have been played' } });
  });

  it('RO14 between rounds the order changes: the player after the last starter begins', () => {
    expect(nextRoundOrder(['R', 'Y', 'G', 'B'])).toEqual(['Y', 'G', 'B', 'R']);
    expect(nextRoundOrder(['R', 'Y', 'G'], 'G')).toEqual(['R', 'Y', 'G']);
    expect(nextRoundOrder(['R', 'B', 'G', 'Y'], 'B')).toEqual(['G', 'Y', 'R', 'B']);
    // four rounds give everyone one start
    let order: Colour[] = ['R', 'Y', 'G', 'B'];
    const starters: Colour[] = [];
    for (let i = 0; i < 4; i++) {
      starters.push(order[0] as Colour);
      order = nextRoundOrder(order);
    }
    expect([...starters].sort()).toEqual(['B', 'G', 'R', 'Y']);
    expect(() => nextRoundOrder(['R', 'G'], 'Y')).toThrow();
    expect(() => nextRoundOrder(['R', 'G'], 'Y')).toThrow('Y is not among the colours R, G');
    expect(nextRoundOrder(['R', 'G'], 'R')).toEqual(['G', 'R']);
    expect(nextRoundOrder(['R', 'G'], 'G')).toEqual(['R', 'G']);
  });

  it('RO15 optional smaller boards (6×6, 4×4) and a one-minute limit', () => {
    expect(BOARD_SIZES).toEqual([8, 6, 4]);
    // Which tables a board suits is edition data: 4×4 is for two players, and for solo only in the Italian text.
    expect(boardSuits(4, 2)).toBe(true);
    expect(boardSuits(4, 3)).toBe(false);
    expect(boardSuits(4, 'solo')).toBe(false);
    expect(boardSuits(4, 'solo', 'it')).toBe(true);
    expect(boardSuits(6, 4, 'es')).toBe(true);
    expect(boardSuits(6, 'solo', 'it')).toBe(false);
    for (const id of EDITION_IDS) for (const table of [2, 3, 4, 'solo'] as const) expect(boardSuits(8, table, id)).toBe(true);
    expect(isOverTime(61)).toBe(true);
    expect(isOverTime(60)).toBe(false);
    expect(() => newGame({ players: 2, size: 5 as BoardSize })).toThrow(/8×8, 6×6 or 4×4/);
    const six = newGame({ players: 3, size: 6 });
    expect(legalPlacements(six)).toEqual(['e3', 'c5', 'e5']);
    const four = newGame({ players: 2, size: 4 });
    expect(legalPlacements(four).sort()).toEqual(['b4', 'd2', 'd4']);
  });

  it('RO16 solo: one person moves red and green in turn', () => {
    let s = newGame({ players: 'solo' });
    expect(s.solo).toBe(true);
    expect(s.players).toEqual(soloColours());
    expect(s.players).toEqual(['R', 'G']);
    const movers: Colour[] = [];
    for (let i = 0; i < 4; i++) {
      movers.push(s.current);
      s = place(s, legalPlacements(s)[0] as string);
    }
    expect(movers).toEqual(['R', 'G', 'R', 'G']);
  });

  it('every seeded random game on every board and player count ends with a full board and counts that add up', () => {
    for (const size of BOARD_SIZES) {
      for (const players of [2, 3, 4, 'solo'] as const) {
        let s = newGame({ players, size });
        let rng = seedFrom(`${size}-${players}`);
        let moves = 0;
        while (s.phase === 'play') {
          const legal = legalPlacements(s);
          expect(legal.length).toBeGreaterThan(0); // never a dead end (B.3 #8)
          if (moves % 5 === 0) {
            // legalPlacements agrees with explainPlace, the one home of legality
            const all = s.cells.map((_, i) => squareName({ col: i % s.size, row: Math.floor(i / s.size) + 1 }));
            expect(all.filter((sq) => explainPlace(s, sq) === null)).toEqual(legal);
          }
          let i: number;
          [i, rng] = nextInt(rng, legal.length);
          s = place(s, legal[i] as string);
          moves++;
        }
        expect(moves).toBe(size * size - 4);
        const counts = Object.values(s.result?.counts ?? {});
        expect(counts.reduce((a, b) => a + b, 0)).toBe(size * size);
        expect(s.log.at(-1)?.t).toBe('end');
      }
    }
  });

  it('log lines read as plain language', () => {
    const s = place(place(newGame({ players: 2 }), 'f4'), 'g3');
    expect(narrate(s)[0]).toBe('R places f4 and captures e4');
    expect(rolitLog(s)[1]).toBe('G places g3 and captures f4');
    const end = place(pos(['RRRR', 'GGRR', 'RGGR', 'GRR.'], ['R', 'G'], 'G'), 'd1');
    expect(narrate(end)).toEqual(['G places d1 and captures b1, c1', 'The board is full (R 8, Y 0, G 8, B 0): R (red) and G (green) share the win']);
  });
});

describe('Rolit scenario adapter', () => {
  const position = { board: START, players: ['R', 'G'], current: 'R' };

  it('runs the contract example rolit-first-move.json by hand', () => {
    const doc = JSON.parse(readFileSync(join(CONTRACT_EXAMPLES, 'rolit-first-move.json'), 'utf8'));
    let state = rolitAdapter.load(doc.options ?? {}, doc.position);
    let expectations = 0;
    for (const step of doc.steps) {
      if ('place' in step) {
        const out = rolitAdapter.move(state, 'place', step.place);
        expect(out.ok).toBe(!step.rejected);
        if (out.ok) state = out.state;
        else expect(out.reason).toMatch(/^RO8:/);
      } else if ('expect' in step) {
        const view = rolitAdapter.view(state);
        for (const [k, v] of Object.entries(step.expect)) expect(view[k]).toEqual(v);
        expectations++;
      }
    }
    expect(expectations).toBe(1);
    expect(rolitAdapter.view(state).board).toEqual(rows8({ 6: '..Y.....', 5: '...YG...', 4: '...RY...' }));
    expect(rolitAdapter.log(state)).toEqual(['Y places c6 and captures d5']);
  });

  it('views the contract fields', () => {
    const s = rolitAdapter.load({ size: 8, adjacency: 8 }, position);
    const v = rolitAdapter.view(s);
    expect(v).toMatchObject({ phase: 'play', board: START, current: 'R', result: null });
    expect(rolitAdapter.fields).toMatchObject({ phase: 'value', board: 'list', current: 'value', result: 'value' });
    const full = rolitAdapter.load({ size: 4 }, { board: ['RRRR', 'GGGG', 'RRRR', 'GGGR'], players: ['R', 'G'], current: 'G' });
    expect(rolitAdapter.view(full)).toMatchObject({ phase: 'over', result: { counts: { R: 9, G: 7 }, winners: ['R'] } });
  });

  it.each([
    [{ size: 7 }, position, /options.size must be 8, 6 or 4/],
    [{ adjacency: 6 }, position, /options.adjacency must be 8 or 4/],
    [{ edition: 'fr' }, position, /options.edition/],
    [{ edition: 'constructor' }, position, /options.edition must be one of "standard", "es", "it"/],
    [{ colour: 'R' }, position, /unknown field "colour"/],
    [{ size: 6 }, position, /needs 6 rows.*found 8/],
    [{}, { ...position, board: START.slice(0, 7) }, /needs 8 rows/],
    [{}, { ...position, board: [...START.slice(0, 7), '.......'] }, /row 1 .* must be 8 characters/],
    [{}, { ...position, board: [...START.slice(0, 7), '...X....'] }, /unknown character "X"/],
    [{}, { ...position, board: 'R' }, /list of 8 text rows/],
    [{}, { ...position, board: rows8({}) }, /board is empty/],
    [{}, { ...position, players: ['R', 'P'] }, /unknown colour "P"/],
    [{}, { ...position, players: ['R', 'R'] }, /listed twice/],
    [{}, { ...position, players: ['R'] }, /2 to 4 colours/],
    [{}, { ...position, players: 'RG' }, /list of colours/],
    [{}, { ...position, current: 'Y' }, /current must be one of the players/],
    [{}, { ...position, seats: 2 }, /unknown field "seats"/],
  ])('load rejects bad input %#', (options, pos2, message) => {
    expect(() => rolitAdapter.load(options as Record<string, unknown>, pos2 as Record<string, unknown>)).toThrow(ScenarioError);
    expect(() => rolitAdapter.load(options as Record<string, unknown>, pos2 as Record<string, unknown>)).toThrow(message);
  });

  it('a malformed place step is a ScenarioError; an illegal one is a refusal citing its clause', () => {
    const s = rolitAdapter.load({}, position);
    expect(() => rolitAdapter.move(s, 'place', 42)).toThrow(ScenarioError);
    expect(() => rolitAdapter.move(s, 'place', 'd')).toThrow(/not a square/);
    expect(() => rolitAdapter.move(s, 'roll', 'd3')).toThrow(ScenarioError);
    const out = rolitAdapter.move(s, 'place', 'c3');
    expect(out).toMatchObject({ ok: false, reason: expect.stringMatching(/^RO8: a capture is possible, so you must capture \(for example at /), refusal: { rule: 'RO8', key: 'capture.mandatory' } });
    // A square off the board names nothing of this game: the file is wrong, so "rejected" cannot cover it.
    expect(() => rolitAdapter.move(s, 'place', 'z9')).toThrow(/"place": "z9" is not a square of this 8×8 board/);
    expect(() => rolitAdapter.move(s, 'nextRound', 'now')).toThrow(/"nextRound" takes \{\}/);
    expect(rolitAdapter.move(s, 'nextRound', {})).toMatchObject({ ok: false, refusal: { rule: 'RO12', key: 'round.stillOn' } });
  });

  it('project extension: a new match rolled from a seed, played over several rounds', () => {
    // Three players in the standard edition: a roll showing blue (nobody's colour) is rolled again (ruling B.3 #10).
    let seed = 0;
    let s = rolitAdapter.load({ seed }, { players: 3 });
    while ((rolitAdapter.view(s).firstRoll as { face: string }[])[0]?.face !== 'B') s = rolitAdapter.load({ seed: ++seed }, { players: 3 });
    const view = rolitAdapter.view(s);
    const rolls = view.firstRoll as { by: string; face: string }[];
    expect(rolls.length).toBeGreaterThan(1);
    expect(rolls.every((r) => r.by === 'table')).toBe(true);
    expect(view).toMatchObject({ stage: 'placing', round: 1, rounds: 3, players: ['R', 'Y', 'G'], current: rolls.at(-1)?.face, score: null });
    // Spanish: each player rolls in turn until someone rolls their own colour; two players may be yellow and blue.
    const es = rolitAdapter.view(rolitAdapter.load({ edition: 'es', seed: 4 }, { players: 2, colourChoice: 1 }));
    const esRolls = es.firstRoll as { by: string; face: string }[];
    expect(es.players).toEqual(['Y', 'B']);
    expect(esRolls.at(-1)?.by).toBe(esRolls.at(-1)?.face);
    expect(esRolls.slice(0, -1).every((r) => r.by !== r.face)).toBe(true);
    // Play a two-round match on 4×4 to its end: the starter changes (RO14) and the match is scored (RO13).
    let m = rolitAdapter.load({ size: 4, seed: 2 }, { players: 2 });
    const starters: string[] = [];
    for (let guard = 0; guard < 40; guard++) {
      const v = rolitAdapter.view(m);
      if (v.stage === 'matchOver') break;
      if (v.stage === 'betweenRounds') {
        starters.push(String(v.current));
        const next = rolitAdapter.move(m, 'nextRound', {});
        if (!next.ok) throw new Error(next.reason);
        m = next.state;
        continue;
      }
      const out = rolitAdapter.move(m, 'place', (v.legal as string[])[0]);
      if (!out.ok) throw new Error(out.reason);
      m = out.state;
    }
    const end = rolitAdapter.view(m);
    expect(end).toMatchObject({ stage: 'matchOver', round: 2, rounds: 2 });
    const [first, second] = end.starters as string[];
    expect(second).not.toBe(first);
    expect((end.score as { winners: string[] }).winners.length).toBeGreaterThan(0);
    expect(rolitAdapter.move(m, 'nextRound', {})).toMatchObject({ ok: false, refusal: { rule: 'RO13', key: 'match.over' } });
  });

  it.each([
    [{}, { players: 5 }, /position.players must be 2, 3, 4 or "solo"/],
    [{}, { players: 2, colourChoice: 1 }, /the standard edition offers 0 = R\+G for 2 players, not 1/],
    [{ edition: 'es' }, { players: 3, colourChoice: 1 }, /offers 0 = R\+B\+G/],
    [{}, { players: 'solo', colourChoice: 2 }, /colourChoice/],
    [{}, { players: 2, current: 'R' }, /unknown field "current"/],
    [{ rounds: 0 }, { players: 2 }, /options.rounds must be a whole number/],
    [{ seed: [1] }, { players: 2 }, /options.seed must be a number or a string/],
  ])('a bad new-match file is refused with a clear message: %j %j', (options, pos, message) => {
    expect(() => rolitAdapter.load(options, pos as Record<string, unknown>)).toThrow(message);
  });
});
