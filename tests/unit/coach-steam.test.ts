/**
 * The Steam Rollers coach (src/coach/steam.ts): it names only the rules
 * core's legal moves, it is deterministic, it gives the same advice whatever
 * the hidden future dice are (it rolls its own), it weighs a card 5b reroll
 * over the six faces exactly, and in positions built for it it finds the
 * forced best move (a delivery that scores now against moves that score
 * nothing; the last engine box that brings the bonus at the game's end).
 */
import { describe, expect, it } from 'vitest';
import { analyseSteam, steamCoachMove, type SteamBudget } from '../../src/coach/steam';
import { sameMove } from '../../src/machines/steam-rollers/rules/legal';
import { plannerMove } from '../../src/machines/steam-rollers/bots';
import { legalDeliveries } from '../../src/machines/steam-rollers/rules/deliver';
import { applyEvent, explain } from '../../src/machines/steam-rollers/rules/game';
import { legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import { withCard } from '../../src/machines/steam-rollers/rules/state';
import type { SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';
import { moveLabel as steamMoveWords } from '../../src/components/steam-rollers/words';
import en from '../../src/content/i18n/en.json';
import nl from '../../src/content/i18n/nl.json';

const SMALL: Partial<SteamBudget> = { playouts: 2, top: 2, rounds: 1 };

function play(s: SteamState, e: SteamEvent): SteamState {
  const out = applyEvent(s, e);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}

/** Positions of a seeded planner game where `want` holds, every `every`-th one. */
function positions(seed: number, players: number, want: (s: SteamState) => boolean, count: number, every = 1): SteamState[] {
  let s = newGame({ players, seed });
  const out: SteamState[] = [];
  let seen = 0;
  while (s.phase !== 'over' && out.length < count) {
    if (want(s) && seen++ % every === 0) out.push(s);
    s = play(s, plannerMove(s)!);
  }
  return out;
}

const choice = (s: SteamState) => s.phase !== 'roll' && s.phase !== 'over' && legalMoves(s).length > 1;

describe('Steam Rollers coach', () => {
  const sample = [...positions(3, 3, choice, 5, 37), ...positions(8, 2, (s) => s.phase === 'action' && legalMoves(s).length > 1, 3, 23)];

  it('names every legal move once and nothing else', () => {
    expect(sample.length).toBeGreaterThanOrEqual(6);
    for (const s of sample) {
      const r = analyseSteam(s, SMALL);
      const legal = legalMoves(s);
      expect(r.kind).toBe('choose');
      expect(r.options).toHaveLength(legal.length);
      for (const o of r.options) {
        expect(explain(s, o.move)).toBeNull();
        expect(legal.filter((m) => sameMove(m, o.move))).toHaveLength(1);
      }
      expect(r.best).toBeGreaterThanOrEqual(0);
      expect(r.options[r.best]!.regret).toBe(0);
      const strong = steamCoachMove(s, SMALL);
      expect(strong && explain(s, strong)).toBeNull();
    }
  });

  it('is deterministic for the same position, seed and budget', () => {
    const s = sample[2]!;
    expect(JSON.stringify(analyseSteam(s, SMALL))).toBe(JSON.stringify(analyseSteam(s, SMALL)));
  });

  it('gives the same advice whatever the future dice are (it never reads the game\'s generator)', () => {
    // Playouts into the next round, so that dice are rolled in them.
    const budget = { ...SMALL, rounds: 2 };
    for (const s of sample.slice(0, 4)) {
      const a = analyseSteam(s, budget);
      const b = analyseSteam({ ...s, rng: (s.rng ^ 0x9e3779b9) >>> 0 }, budget);
      const c = analyseSteam({ ...s, rng: 12345 }, budget);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      expect(JSON.stringify(c)).toBe(JSON.stringify(a));
    }
  });

  it('weighs a card 5b reroll over the six faces exactly', () => {
    // Card 5 on its b side, in the hand of the player about to act.
    const [s0] = positions(5, 2, (s) => s.phase === 'action' && s.round > 3, 1);
    const s = withCard(s0!, 5, { face: 'b', holder: s0!.current, sideways: false });
    const reroll: SteamEvent = { type: 'card.play', card: '5b', mode: 'reroll' };
    expect(explain(s, reroll)).toBeNull();
    const r = analyseSteam(s, { ...SMALL, playouts: 0 });
    const o = r.options.find((x) => sameMove(x.move, reroll))!;
    expect(o.dice).toBe('exact');
    // The same whatever the game's generator holds: the six faces, not the real next roll.
    expect(JSON.stringify(analyseSteam({ ...s, rng: 777 }, { ...SMALL, playouts: 0 }))).toBe(JSON.stringify(r));
    expect(r.options.filter((x) => x.dice === 'exact')).toHaveLength(1);
  });

  it('delivers when a delivery scores now and the other moves score nothing', () => {
    // Built from seeded games: the first positions where the player to act can deliver.
    const found = [1, 2, 4].flatMap((seed) => positions(seed, 2, (s) => s.phase === 'action' && legalDeliveries(s).some((d) => d.points >= 2), 1));
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const s of found) {
      const r = analyseSteam(s);
      const best = r.options[r.best]!;
      expect(best.move.type).toBe('cargo.deliver');
      expect(best.now).toBeGreaterThanOrEqual(2);
      // Every build or engine box scores nothing on the sheet this turn.
      for (const o of r.options.filter((x) => x.move.type === 'track.build' && x.now === 0)) expect(o.regret).toBeGreaterThan(0);
    }
  });

  it('names every move in words, in English and Dutch, never by an internal id', () => {
    const withCard5b = withCard(sample[5]!, 5, { face: 'b', holder: sample[5]!.current, sideways: false });
    for (const s of [...sample, withCard5b]) {
      for (const [t, lang] of [[{ ...en, _lang: 'en' }, 'en'], [{ ...nl, _lang: 'nl' }, 'nl']] as const) {
        for (const e of legalMoves(s)) {
          const words = steamMoveWords(t as Record<string, string>, lang, s, e);
          expect(words).not.toMatch(/\{\{|\b(sr|coach)\.[a-z]|die\.take|track\.build|cargo\.deliver|undefined|NaN/);
          expect(words.length).toBeGreaterThan(4);
        }
      }
    }
    expect(steamMoveWords({ ...nl, _lang: 'nl' }, 'nl', sample[0]!, legalMoves(sample[0]!)[0]!)).not.toBe(steamMoveWords({ ...en, _lang: 'en' }, 'en', sample[0]!, legalMoves(sample[0]!)[0]!));
  });

  it('says there is nothing to choose at the roll', () => {
    const s = newGame({ players: 2, seed: 1 });
    const r = analyseSteam(s);
    expect(r.kind).toBe('dice');
    expect(r.options.map((o) => o.move.type)).toEqual(['dice.roll']);
  });
});

