/**
 * The play layer's step helpers that left the example islands (src/play/): the kit's refusal check, used by Rolit's
 * and Steam Rollers' examples and partings, shown on each game's own refusals; Rolit's clauses of a placement;
 * Steam Rollers' hex a refused build names and the log entries its table's live region tells.
 */
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/play/kit/refusal';
import { rulesOfMove } from '../../src/play/rolit/stepRules';
import { refusedHexOf } from '../../src/play/steam-rollers/storySteps';
import { newGame as rolitGame } from '../../src/machines/rolit/rules/setup';
import { applyPlace, capturingPlacements, explainPlace, legalPlacements } from '../../src/machines/rolit/rules/play';
import { squareName } from '../../src/machines/rolit/rules/board';
import type { Refusal as RolitRefusal, RolitState } from '../../src/machines/rolit/rules/types';
import { newGame as steamGame } from '../../src/machines/steam-rollers/rules/setup';
import { explain } from '../../src/machines/steam-rollers/rules/game';
import { region } from '../../src/machines/steam-rollers/rules/map';
import type { LogEntry, Refusal as SteamRefusal, SteamState } from '../../src/machines/steam-rollers/rules/types';
import { plannerMove } from '../../src/machines/steam-rollers/bots';
import { lastEntries } from '../../src/machines/shared/logbook';
import { newsSince } from '../../src/play/steam-rollers/news';
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
