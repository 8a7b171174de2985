/**
 * The play layer's step helpers that left the example islands and tables (src/play/): the kit's refusal check, used by
 * Rolit's and Steam Rollers' examples and partings, shown on each game's own refusals; the kit's "the dice were
 * rolled", on Rollecate's and Steam Rollers' logs; Rolit's clauses of a placement;
 * Steam Rollers' hex a refused build names, the log entries its table's live region tells, what its map offers,
 * where its keys lead and which moves its buttons offer; what Rolit's table reads
 * from a game (what a shared position would replace, the last ball, a refused square, the balls a take-back removes)
 * and what its board reads (the colours counted, a capture previewed, where an arrow key leads, the last ball, a square
 * to mark); its editions board's
 * settings.
 */
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/play/kit/refusal';
import { rolledSince } from '../../src/play/kit/rolled';
import { apply as rcApply } from '../../src/machines/rollecate/rules/game';
import { findPosition } from '../fixtures/teach-positions';
import { rulesOfMove } from '../../src/play/rolit/stepRules';
import { capturesAt, coloursShown, lastBall, nearestSquare, onBoard } from '../../src/play/rolit/boardView';
import { fitSettings, fresh } from '../../src/play/rolit/editionsBoard';
import { boardSuits } from '../../src/machines/rolit/rules/editions';
import { botBallsUndone, refusedSquare } from '../../src/play/rolit/tableView';
import { rolitTable, type RolitGame } from '../../src/play/rolit/table';
import { defaultForm as defaultRolitForm } from '../../src/play/rolit/startForm';
import { doomedDelivery, refusedHexOf } from '../../src/play/steam-rollers/storySteps';
import { newGame as rolitGame } from '../../src/machines/rolit/rules/setup';
import { applyPlace, capturingPlacements, explainPlace, legalPlacements } from '../../src/machines/rolit/rules/play';
import { squareName } from '../../src/machines/rolit/rules/board';
import type { LogEntry as RolitLogEntry, Refusal as RolitRefusal, RolitState } from '../../src/machines/rolit/rules/types';
import { newGame as steamGame } from '../../src/machines/steam-rollers/rules/setup';
import { explain } from '../../src/machines/steam-rollers/rules/game';
import { HEXES, hexAt, region } from '../../src/machines/steam-rollers/rules/map';
import { firstHex, nextHex, rowEnd } from '../../src/play/steam-rollers/hexNav';
import type { LogEntry, Refusal as SteamRefusal, SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';
import { plannerMove } from '../../src/machines/steam-rollers/bots';
import { lastEntries, logEntries } from '../../src/machines/shared/logbook';
import { newsSince } from '../../src/play/steam-rollers/news';
import { buildsByHex, tryBuild } from '../../src/play/steam-rollers/mapChoices';
import { legalBuilds, legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { legalDeliveries } from '../../src/machines/steam-rollers/rules/deliver';
import { tableOffers, tryOffers } from '../../src/play/steam-rollers/offers';
import { steamTable, type SteamGame } from '../../src/play/steam-rollers/table';
import type { SteamConfig } from '../../src/play/steam-rollers/steamSave';

describe('the kit\'s refusal check (play/kit/refusal.ts)', () => {
  it('takes Rolit\'s refusal, as the rules give it and as a compiled story carries it through JSON', () => {
    const r = explainPlace(rolitGame({ players: 2 }), 'a1');
    expect(r).not.toBeNull();
    expect(isRefusal<RolitRefusal>(r)).toBe(true);
    expect(isRefusal<RolitRefusal>(JSON.parse(JSON.stringify(r)))).toBe(true);
  });

  it('takes Steam Rollers\' refusal, as the rules give it and through JSON', () => {
    const r = explain(steamGame({ players: 2, seed: 7, start: 0 }), { type: 'turn.end' });
    expect(r).not.toBeNull();
    expect(isRefusal<SteamRefusal>(r)).toBe(true);
    expect(isRefusal<SteamRefusal>(JSON.parse(JSON.stringify(r)))).toBe(true);
  });

  it('refuses what is no refusal: the runner\'s text, nothing, a clause without its condition, fields of another type', () => {
    for (const x of ['RO8: no', null, undefined, 3, { rule: 'RO8' }, { key: 'k' }, { rule: 8, key: 'k' }, { rule: 'RO8', key: null }]) expect(isRefusal(x)).toBe(false);
  });
});

describe('Rolit: the clauses a placement used', () => {
  const place = (s: RolitState, sq: string) => {
    const out = applyPlace(s, sq);
    if (!out.ok) throw new Error(out.refusal.message);
    return out.state;
  };

  it('a free placement with no capture open: placing (RO5) and the free choice (RO10), nothing captured', () => {
    // Play on (the last legal square each time) until no placement captures.
    let before = rolitGame({ players: 2 });
    for (let i = 0; i < 60 && capturingPlacements(before).length > 0; i++) before = place(before, legalPlacements(before).at(-1)!);
    expect(capturingPlacements(before)).toEqual([]);
    expect(before.phase).toBe('play');
    expect(rulesOfMove(before, place(before, legalPlacements(before)[0]!))).toEqual(['RO5', 'RO10']);
  });

  it('a capture when one is open: placing, capturing (RO6, RO9) and the duty to capture (RO8), in clause order', () => {
    // Play on until a capturing placement is open, then take it.
    let s = rolitGame({ players: 2 });
    while (capturingPlacements(s).length === 0) s = place(s, legalPlacements(s)[0]!);
    const sq = capturingPlacements(s)[0]!;
    expect(rulesOfMove(s, place(s, squareName(sq)))).toEqual(['RO5', 'RO6', 'RO8', 'RO9']);
  });

  it('names nothing for a step that placed no ball', () => {
    const s = rolitGame({ players: 2 });
    expect(rulesOfMove(s, s)).toEqual([]);
  });
});

describe('Steam Rollers: the hex a refused build names', () => {
  it('reads a hex id with its spaces dropped, and "city 3" / "town 3" as that region\'s hexes', () => {
    const g = region(3)!;
    expect(refusedHexOf({ key: 'build', value: { hex: ' City 3 ' } })).toBe(g.city);
    expect(refusedHexOf({ key: 'build', value: { hex: 'town 3' } })).toBe(g.town);
    expect(refusedHexOf({ key: 'build', value: { hex: g.city.replace(',', ', ') } })).toBe(g.city);
  });

  it('is null for another move, a hex the map lacks, or a value that names none', () => {
    expect(refusedHexOf({ key: 'deliver', value: { hex: 'city 3' } })).toBeNull();
    expect(refusedHexOf({ key: 'build', value: { hex: '99,99' } })).toBeNull();
    expect(refusedHexOf({ key: 'build', value: { hex: 'city 7' } })).toBeNull();
    expect(refusedHexOf({ key: 'build', value: 'city 3' })).toBeNull();
    expect(refusedHexOf({ key: 'build', value: null })).toBeNull();
    expect(refusedHexOf(null)).toBeNull();
  });
});

describe('Steam Rollers: which log entries a change of the table tells as news', () => {
  const table = steamTable({ t: {}, bot: () => null });
  const config = (seats: SteamConfig['seats']): SteamConfig => ({ seats, difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: '7', names: [] });
  /** The game after the planning bot's move for whoever is to act. */
  const step = (g: SteamGame): SteamGame => {
    const out = table.play(g, plannerMove(g.snap.context)!);
    if (!out.ok) throw new Error(out.reason);
    return out.game;
  };

  it('a person\'s move: its own entries, and no run of bots\' moves', () => {
    const g0 = table.newGame(config(['human', 'human']));
    const g1 = step(g0);
    const told = newsSince(g0.snap.context, g1, null);
    expect(told.botRun).toBeNull();
    expect(told.entries).toEqual(lastEntries(g1.snap.context.log, g1.snap.context.log.size - g0.snap.context.log.size));
    expect(told.entries.length).toBeGreaterThan(0);
  });

  it('bots\' moves one after another: the run starts where the person last looked, and its news gathers every move since, at most eight entries', () => {
    let g = table.newGame(config(['planner', 'planner']));
    const seen = g.snap.context;
    let run: SteamState | null = null;
    let told = { entries: [] as LogEntry[], botRun: null as SteamState | null };
    for (let i = 0; i < 12; i++) {
      const before = g.snap.context;
      g = step(g);
      told = newsSince(before, g, run);
      run = told.botRun;
      expect(run).toBe(seen);
    }
    const added = g.snap.context.log.size - seen.log.size;
    expect(added).toBeGreaterThan(8);
    expect(told.entries).toEqual(lastEntries(g.snap.context.log, 8));
  });
});

describe('Rolit: what its table reads from a game', () => {
  const table = rolitTable({ t: {}, bot: () => null });
  const placeFirst = (g: RolitGame): RolitGame => {
    const out = table.play(g, { type: 'ball.place', square: legalPlacements(g.snap.context.game)[0]! });
    if (!out.ok) throw new Error(out.reason);
    return out.game;
  };

  it('the last placement, and how many bots\' balls a take-back removes besides the person\'s', () => {
    const g0 = table.newGame({ ...defaultRolitForm(), mode: 'hotseat' });
    expect(lastBall(g0.snap.context.game.log)).toBeUndefined();
    const g3 = placeFirst(placeFirst(placeFirst(g0)));
    const last = lastBall(g3.snap.context.game.log)!;
    expect(last.t).toBe('place');
    expect(g3.snap.context.game.log.at(-1)).toBe(last);
    expect(botBallsUndone(g3.snap.context, g0.snap.context)).toBe(2);
    expect(botBallsUndone(placeFirst(g0).snap.context, g0.snap.context)).toBe(0);
  });

  it('marks the square a refused placement tried, as the table reads it, unless it names no square', () => {
    expect(refusedSquare({ type: 'ball.place', square: ' D3 ' }, { rule: 'RO8', key: 'capture.must' })).toBe('d3');
    expect(refusedSquare({ type: 'ball.place', square: 'z9' }, { rule: 'RO5', key: 'square.off' })).toBeNull();
    expect(refusedSquare({ type: 'ball.place', square: 'd3' }, { rule: 'RO5', key: 'socket.taken' })).toBe('d3');
    expect(refusedSquare({ type: 'round.next' }, undefined)).toBeNull();
    expect(refusedSquare(undefined, undefined)).toBeNull();
  });
});

describe('the kit\'s "the dice were rolled" (play/kit/rolled.ts)', () => {
  it('Rollecate: true across a ride\'s roll, false across a change without one and for no change', () => {
    const { state } = findPosition((s) => s.phase === 'roll');
    const out = rcApply(state, { type: 'ride.roll' });
    if (!out.ok) throw new Error(out.refusal.message);
    expect(rolledSince(out.state.log, state.log.size)).toBe(true);
    expect(rolledSince(state.log, state.log.size)).toBe(false);
    const { state: acting } = findPosition((s) => s.phase === 'action');
    const passed = rcApply(acting, { type: 'turn.pass' });
    if (!passed.ok) throw new Error(passed.refusal.message);
    expect(logEntries(passed.state.log).slice(acting.log.size).some((e) => e.t === 'roll')).toBe(false);
    expect(rolledSince(passed.state.log, acting.log.size)).toBe(false);
  });

  it('Steam Rollers: true once the white dice are rolled, false for a draft after it', () => {
    const table = steamTable({ t: {}, bot: () => null });
    const g0 = table.newGame({ seats: ['human', 'human'], difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: '7', names: [] });
    expect(g0.snap.context.phase).toBe('roll');
    const rolled = table.play(g0, { type: 'dice.roll' });
    if (!rolled.ok) throw new Error(rolled.reason);
    expect(rolledSince(rolled.game.snap.context.log, g0.snap.context.log.size)).toBe(true);
    const drafted = table.play(rolled.game, plannerMove(rolled.game.snap.context)!);
    if (!drafted.ok) throw new Error(drafted.reason);
    expect(rolledSince(drafted.game.snap.context.log, rolled.game.snap.context.log.size)).toBe(false);
  });
});

describe('Steam Rollers: what the map offers a person about to build (play/steam-rollers/mapChoices.ts)', () => {
  const table = steamTable({ t: {}, bot: () => null });
  let g = table.newGame({ seats: ['human', 'human'], difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: '7', names: [] });
  while (!(g.snap.context.phase === 'action' && legalBuilds(g.snap.context).length > 0)) {
    const out = table.play(g, plannerMove(g.snap.context)!);
    if (!out.ok) throw new Error(out.reason);
    g = out.game;
  }
  const s = g.snap.context;
  const builds = legalBuilds(s);

  it('the hexes of the legal builds, each once, and the builds of the hex chosen', () => {
    const { legalHexes, hexBuilds } = buildsByHex(builds, null);
    expect(new Set(legalHexes)).toEqual(new Set(builds.map((b) => b.hex)));
    expect(legalHexes).toHaveLength(new Set(legalHexes).size);
    expect(hexBuilds).toEqual([]);
    const hex = legalHexes[0]!;
    const chosen = buildsByHex(builds, hex).hexBuilds;
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen).toEqual(builds.filter((b) => b.hex === hex));
  });

  it('a hex the die does not allow: a build the rules refuse, with their reason', () => {
    const hex = '1,1';
    expect(builds.some((b) => b.hex === hex)).toBe(false);
    const e = tryBuild(s, hex);
    expect(e).toMatchObject({ type: 'track.build', hex, rotation: 0 });
    const out = table.play(g, e);
    expect(out.ok).toBe(false);
  });
});

describe('Steam Rollers: moving along the map by keys (play/steam-rollers/hexNav.ts)', () => {
  const columns = [...new Set(HEXES.map((h) => h.q))].sort((a, b) => a - b);
  const rows = [...new Set(HEXES.map((h) => h.r))].sort((a, b) => a - b);

  it('starts on the hex chosen, else the first legal one, else the map\'s first', () => {
    const [a, b] = [HEXES[5]!.key, HEXES[9]!.key];
    expect(firstHex(a, new Set([b]))).toBe(a);
    expect(firstHex(null, new Set(['99,99', b]))).toBe(b);
    expect(firstHex('99,99', new Set())).toBe(HEXES[0]!.key);
  });

  it('steps to the neighbouring hex of the map, skips gaps, and stops at the edge', () => {
    for (const h of HEXES.slice(0, 40)) {
      const right = nextHex(h.key, 1, 0, columns, rows);
      if (right === null) expect(HEXES.some((x) => x.r === h.r && x.q > h.q)).toBe(false);
      else {
        const q = Number(right.split(',')[0]);
        // The nearest hex of the map to the right in the same row: none lies between.
        expect(HEXES.some((x) => x.r === h.r && x.q > h.q && x.q < q)).toBe(false);
        expect(hexAt(right)).toBeTruthy();
      }
    }
    expect(nextHex('not a hex', 1, 0, columns, rows)).toBeNull();
  });

  it('goes to a row\'s ends', () => {
    const h = HEXES[12]!;
    const row = HEXES.filter((x) => x.r === h.r);
    expect(rowEnd(h.key, false)).toBe(row[0]!.key);
    expect(rowEnd(h.key, true)).toBe(row.at(-1)!.key);
  });
});

describe('Steam Rollers: the moves offered as buttons (play/steam-rollers/offers.ts)', () => {
  const table = steamTable({ t: {}, bot: () => null });
  const g0 = table.newGame({ seats: ['human', 'human'], difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: '7', names: [] });
  const next = (g: SteamGame, e: SteamEvent): SteamGame => {
    const out = table.play(g, e);
    if (!out.ok) throw new Error(out.reason);
    return out.game;
  };

  it('before the roll: the table offers the roll, and Try it the roll with its own words', () => {
    const s = g0.snap.context;
    expect(tableOffers(legalMoves(s), false).map((o) => o.key)).toEqual(['roll']);
    expect(tryOffers(s).offers).toEqual([{ key: 'roll', event: { type: 'dice.roll' }, say: 'roll' }]);
  });

  it('in the draft Try it offers every white die once per value and owner, a taken one with its own words', () => {
    const g1 = next(g0, { type: 'dice.roll' });
    const s = g1.snap.context;
    expect(s.phase).toBe('draft');
    const { offers } = tryOffers(s);
    const kinds = new Set(s.dice.white.map((d) => `${d.value}/${d.by}`));
    expect(offers).toHaveLength(kinds.size);
    expect(offers.every((o) => o.event.type === 'die.take' && o.say === (s.dice.white[o.event.die]!.by === null ? 'draft' : 'draftTaken'))).toBe(true);
  });

  it('with a die in hand: the table offers only what the rules allow, Try it the engine, a card and passing in any case', () => {
    let g = g0;
    while (!(g.snap.context.phase === 'action')) g = next(g, plannerMove(g.snap.context)!);
    const s = g.snap.context;
    const moves = legalMoves(s);
    const table = tableOffers(moves, true).map((o) => o.event.type);
    for (const type of ['engine.improve', 'card.take', 'turn.pass']) expect(table.includes(type as SteamEvent['type'])).toBe(moves.some((m) => m.type === type));
    expect(tableOffers(moves, false).map((o) => o.event.type).filter((type) => ['engine.improve', 'card.take', 'turn.pass'].includes(type))).toEqual([]);
    // The builds and deliveries are offered on the map and in their own list, never as buttons.
    expect(tableOffers(moves, true).some((o) => o.event.type === 'track.build' || o.event.type === 'cargo.deliver')).toBe(false);
    const tried = tryOffers(s);
    expect(tried.offers.map((o) => o.key)).toEqual(expect.arrayContaining(['engine', 'card', 'pass']));
    expect(tried.deliveries).toEqual(legalDeliveries(s));
    expect(tried.offers.some((o) => o.key === 'deliver')).toBe(tried.deliveries.length === 0 && doomedDelivery(s) !== null);
  });
});

describe('Rolit: what its board reads before drawing (play/rolit/boardView.ts)', () => {
  const s = rolitGame({ players: 2 });

  it('counts the colours in play first, then any other colour with balls on the board', () => {
    expect(coloursShown(s.cells, ['G', 'R'])).toEqual(['G', 'R', 'Y', 'B'].filter((c, i) => i < 2 || s.cells.includes(c as 'Y')));
    expect(coloursShown(['.', 'B', 'R', '.'], undefined)).toEqual(['R', 'B']);
    expect(coloursShown(['.', 'B', 'R', '.'], ['R', 'G'])).toEqual(['R', 'G', 'B']);
  });

  it('previews what a ball would capture as the rules do, and nothing without a colour or a square', () => {
    const sq = capturingPlacements(s)[0]!;
    const after = applyPlace(s, squareName(sq));
    if (!after.ok) throw new Error(after.refusal.message);
    const entry = after.state.log.at(-1)!;
    expect(entry.t === 'place' && entry.captured.length > 0).toBe(true);
    expect(new Set(capturesAt(s.cells, s.size, squareName(sq), s.current))).toEqual(new Set(entry.t === 'place' ? entry.captured : []));
    expect(capturesAt(s.cells, s.size, squareName(sq), null)).toEqual([]);
    expect(capturesAt(s.cells, s.size, 'not a square', s.current)).toEqual([]);
  });

  it('an arrow key leads to the nearest offered square that way, drifting sideways, else nowhere', () => {
    const legal = ['a1', 'c1', 'b3', 'h8'];
    expect(nearestSquare('a1', legal, 1, 0)).toBe('c1');
    expect(nearestSquare('c1', legal, 0, 1)).toBe('b3');
    expect(nearestSquare('h8', legal, 1, 0)).toBeNull();
    expect(nearestSquare('a1', legal, -1, 0)).toBeNull();
  });
});

describe('Rolit: the editions board\'s settings (play/rolit/editionsBoard.ts)', () => {
  it('keeps the settings to what the edition offers, leaving the settings given untouched', () => {
    const wanted = { edition: 'es' as const, players: 4 as const, choice: 1, adjacency: 8 as const, size: 4 as const };
    const fitted = fitSettings(wanted);
    expect(boardSuits(4, 4, 'es')).toBe(false);
    expect(fitted.players).toBe(2);
    expect(wanted.players).toBe(4);
    const ok = { edition: 'standard' as const, players: 3 as const, choice: 5, adjacency: 4 as const, size: 8 as const };
    expect(fitSettings(ok)).toEqual({ ...ok, choice: 0 });
  });

  it('starts a game by the settings, with the colour a roll chose to begin', () => {
    const s = fresh({ edition: 'standard', players: 3, choice: 0, adjacency: 4, size: 6 });
    expect([s.size, s.adjacency, s.players.length]).toEqual([6, 4, 3]);
    const second = s.players[1]!;
    expect(fresh({ edition: 'standard', players: 3, choice: 0, adjacency: 4, size: 6 }, second).current).toBe(second);
  });
});

describe('Rolit: the last ball a board rings, and a typed square it can mark (play/rolit/boardView.ts)', () => {
  const place = (square: string) => ({ t: 'place', colour: 'R', square, captured: [] }) as unknown as RolitLogEntry;
  const end = { t: 'end', result: { winners: ['R'] } } as unknown as RolitLogEntry;

  it('the last entry when it placed a ball, the one before when a round\'s end follows it, else none', () => {
    expect(lastBall([place('a1'), place('b2')])?.square).toBe('b2');
    expect(lastBall([place('a1'), place('b2'), end])?.square).toBe('b2');
    expect(lastBall([end])).toBeUndefined();
    expect(lastBall([])).toBeUndefined();
  });

  it('marks only squares the board has', () => {
    expect(onBoard('d4', 8)).toBe(true);
    expect(onBoard('h8', 8)).toBe(true);
    expect(onBoard('e5', 4)).toBe(false);
    expect(onBoard('a5', 4)).toBe(false);
    expect(onBoard('zz', 8)).toBe(false);
  });
});
