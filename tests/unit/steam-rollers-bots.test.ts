/**
 * The Steam Rollers bots (src/machines/steam-rollers/bots.ts): every move
 * they make is one of the rules core's legal moves; they play whole games of
 * 2 to 5 players to a result; they are deterministic; and the planning bot
 * clearly beats the random one.
 */
import { describe, expect, it } from 'vitest';
import { botMove, botSeat, plannerMove, randomMove, type BotLevel } from '../../src/machines/steam-rollers/bots';
import { applyEvent } from '../../src/machines/steam-rollers/rules/game';
import { legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { scorePlayer } from '../../src/machines/steam-rollers/rules/scoring';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import type { SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';

/** Plays bots against each other from a new game; stops at the end or after `rounds` rounds. Checks every move is legal. */
function play(levels: readonly BotLevel[], seed: number, rounds = Infinity, o: { difficulty?: 'none' | 'medium' | 'hard' } = {}): { state: SteamState; moves: SteamEvent[] } {
  let s = newGame({ players: levels.length, seed, difficulty: o.difficulty ?? 'none' });
  const moves: SteamEvent[] = [];
  for (let i = 0; i < 50_000 && s.phase !== 'over' && s.round <= rounds; i++) {
    const seat = botSeat(s);
    const e = botMove(s, levels[seat]!, seed * 10 + seat);
    expect(e, `a move in phase ${s.phase}`).not.toBeNull();
    const legal = legalMoves(s).map((m) => JSON.stringify(m));
    expect(legal, `${levels[seat]} bot's ${e!.type} in phase ${s.phase}, round ${s.round}`).toContain(JSON.stringify(e));
    const out = applyEvent(s, e!);
    if (!out.ok) throw new Error(out.refusal.message);
    s = out.state;
    moves.push(e!);
  }
  return { state: s, moves };
}

describe('Steam Rollers bots', () => {
  it('choose only legal moves, in every phase, with Medium and Hard borders too', () => {
    const phases = new Set<string>();
    for (const [i, levels] of ([['planner', 'random'], ['random', 'planner', 'planner'], ['planner', 'random', 'planner', 'random', 'planner']] as BotLevel[][]).entries()) {
      const { moves } = play(levels, 31 + i, 30, { difficulty: (['none', 'medium', 'hard'] as const)[i] });
      for (const m of moves) phases.add(m.type);
    }
    for (const type of ['dice.roll', 'die.take', 'track.build', 'engine.improve', 'card.take', 'cargo.deliver']) expect(phases).toContain(type);
  });

  it('finish whole games of 2, 3, 4 and 5 players with a scored result', () => {
    const tables: [BotLevel[], number][] = [
      [['planner', 'random'], 2],
      [['random', 'random', 'random'], 3],
      [['random', 'random', 'random', 'random'], 4],
      [['planner', 'random', 'planner', 'random', 'planner'], 5],
    ];
    for (const [levels, seed] of tables) {
      const { state } = play(levels, seed);
      expect(state.phase, `${levels.length} players`).toBe('over');
      expect(state.result).not.toBeNull();
      expect(state.result!.scores).toHaveLength(levels.length);
      for (const p of state.result!.scores) expect(p.total).toBe(p.deliveries + p.network + p.engineBonus + p.cards);
      expect(state.result!.winners.length).toBeGreaterThan(0);
    }
  });

  it('are deterministic: the same position and seed give the same move', () => {
    const { state } = play(['planner', 'random', 'planner'], 9, 6);
    expect(plannerMove(state)).toEqual(plannerMove(state));
    expect(randomMove(state, 5)).toEqual(randomMove(state, 5));
    const a = play(['planner', 'random'], 12, 8).moves;
    const b = play(['planner', 'random'], 12, 8).moves;
    expect(a).toEqual(b);
  });

  it('the random bot spreads its choices over the legal moves', () => {
    const { state } = play(['random', 'random'], 4, 3);
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) seen.add(JSON.stringify(randomMove(state, seed)));
    expect(seen.size).toBeGreaterThan(Math.min(3, legalMoves(state).length - 1));
  });

  it('the planning bot beats the random bot in 40 seeded two-player games', () => {
    // Whole games run 60 to 130 rounds (seconds each); by round 60 the result is settled: the score then (or at the end, if sooner) decides.
    let wins = 0;
    const margins: number[] = [];
    for (let g = 1; g <= 40; g++) {
      const seat = g % 2;
      const levels: BotLevel[] = seat === 0 ? ['planner', 'random'] : ['random', 'planner'];
      const { state } = play(levels, 1000 + g, 60);
      const mine = scorePlayer(state, seat).total;
      const theirs = scorePlayer(state, 1 - seat).total;
      margins.push(mine - theirs);
      if (mine > theirs) wins++;
    }
    // Measured: 40 of 40, by 7 to 57 points (27 on average). Parity would be 20 wins and no margin.
    expect(wins, `margins ${margins.join(', ')}`).toBeGreaterThanOrEqual(34);
    expect(margins.reduce((a, b) => a + b, 0) / margins.length).toBeGreaterThan(10);
  }, 120_000);
});
