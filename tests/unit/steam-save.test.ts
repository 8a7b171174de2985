/** The Steam Rollers play table's saved game (src/components/steam-rollers/steamSave.ts): replayed through the rules, refused with a reason. */
import { describe, expect, it } from 'vitest';
import { parseSave, serialiseGame, type SteamConfig } from '../../src/components/steam-rollers/steamSave';
import { positionDoc } from '../../src/components/steam-rollers/steamShare';
import { steamRollersAdapter } from '../../src/scenario/steam-rollers';
import { botMove } from '../../src/machines/steam-rollers/bots';
import { applyEvent } from '../../src/machines/steam-rollers/rules/game';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import type { SteamEvent } from '../../src/machines/steam-rollers/rules/types';

const config: SteamConfig = { seats: ['human', 'planner', 'random'], difficulty: 'medium', switches: { railsStopAtWalls: true, bonus3b: 'upTo' }, seed: 'table' };

function someMoves(n: number): SteamEvent[] {
  let s = newGame({ players: 3, seed: 'table', difficulty: 'medium', switches: config.switches });
  const out: SteamEvent[] = [];
  for (let i = 0; i < n; i++) {
    const e = botMove(s, 'planner', 1)!;
    const next = applyEvent(s, e);
    if (!next.ok) throw new Error(next.refusal.message);
    s = next.state;
    out.push(e);
  }
  return out;
}

describe('Steam Rollers saved game', () => {
  it('round-trips: the moves replay to the same position', () => {
    const events = someMoves(25);
    const res = parseSave(serialiseGame(config, events));
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    expect(res.game.events).toEqual(events);
    expect(res.state.log.size).toBeGreaterThan(10);
  });

  it('refuses damaged text, foreign objects, other versions and illegal moves, keeping the text', () => {
    const bad = '{"version":1,"config":';
    expect(parseSave(bad)).toMatchObject({ status: 'invalid', reason: 'corrupt', text: bad });
    expect(parseSave('{"hello":1}')).toMatchObject({ status: 'invalid', reason: 'foreign' });
    expect(parseSave(JSON.stringify({ version: 2, config, events: [] }))).toMatchObject({ status: 'invalid', reason: 'newer' });
    expect(parseSave(JSON.stringify({ version: 1, config: { ...config, seats: ['planner', 'random'] }, events: [] }))).toMatchObject({ status: 'invalid', detail: 'nobody at this device plays' });
    const illegal = parseSave(JSON.stringify({ version: 1, config, events: [{ type: 'dice.roll' }, { type: 'engine.improve' }] }));
    expect(illegal.status).toBe('invalid');
    if (illegal.status === 'invalid') expect(illegal.detail).toMatch(/^events\[1\] \(engine\.improve\) is refused: RD2/);
    expect(parseSave(null)).toEqual({ status: 'none' });
  });

  it('shares a position the scenario loader accepts as it stands', () => {
    const events = someMoves(30);
    const res = parseSave(serialiseGame(config, events));
    if (res.status !== 'ok') throw new Error('not ok');
    const doc = positionDoc(res.state, config, 'shared') as { options: Record<string, unknown>; position: Record<string, unknown> };
    const run = steamRollersAdapter.load(doc.options, doc.position);
    const s = run.snapshot.context;
    expect(s.phase).toBe(res.state.phase);
    expect(s.supply).toEqual(res.state.supply);
    expect(s.players.map((p) => Object.keys(p.tracks).length)).toEqual(res.state.players.map((p) => Object.keys(p.tracks).length));
  });
});
