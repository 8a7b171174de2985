/**
 * Issue 12 #6: every count-bearing sentence of the Rollecate and Steam Rollers
 * tables (UI strings rc.*, play.*, odds.*, chk.*, sr*.; the cores' log and
 * refusal sentences) reads right for 1 and for 2 in English and Dutch: no
 * "1 cards", no "2 card", no "card(s)".
 */
import { describe, expect, it } from 'vitest';
import { fmt } from '../../src/play/kit/fmt';
import { pick } from '../../src/components/i18n';
import { describe as describeEntry, narrate } from '../../src/machines/rollecate/rules/narrate';
import { sheetStats } from '../../src/components/steam-rollers/words';
import { newGame as newSteamGame } from '../../src/machines/steam-rollers/rules/setup';
import { withCard } from '../../src/machines/steam-rollers/rules/state';
import nlCore from '../../src/machines/rollecate/rules/messages/nl.json';

const PREFIXES = ['rc.', 'play.', 'odds.', 'chk.', 'sr', 'log.', 'why.'];
const NOUNS: Record<string, { one: string[]; other: string[] }> = {
  en: { one: ['card', 'point', 'die', 'wheel', 'step', 'game', 'derailment', 'town', 'city', 'cube'], other: ['cards', 'points', 'dice', 'wheels', 'steps', 'games', 'derailments', 'towns', 'cities', 'cubes'] },
  nl: { one: ['kaart', 'punt', 'dobbelsteen', 'wiel', 'stap', 'spel', 'strafkaart', 'chaoskaart', 'stad', 'blokje'], other: ['kaarten', 'punten', 'dobbelstenen', 'wielen', 'stappen', 'spellen', 'strafkaarten', 'chaoskaarten', 'steden', 'blokjes'] },
};

/** Keys picked by count in code (key.one / key.other pairs, words.ts plural()): each form is right for its own counts. */
function countPicked(key: string, table: Record<string, string>): boolean {
  const base = key.replace(/\.(one|other|some|many|few)$/, '');
  return base !== key && (`${base}.one` in table || `${base}.other` in table);
}

/** Slots that hold a count; any other slot (a name, a colour, a list) gets a word. */
const COUNTS = new Set(['n', 'dice', 'wheels', 'left', 'removed', 'dealt', 'points', 'score', 'best', 'games', 'lost', 'hand', 'pile', 'derail', 'ahead', 'a', 'b', 'players', 'distance', 'total', 'bonus', 'forfeited', 'count']);

function render(lang: string, n: number): { key: string; text: string }[] {
  const t = pick(lang, ...PREFIXES);
  const out: { key: string; text: string }[] = [];
  for (const [key, value] of Object.entries(t)) {
    if (key === '_lang' || countPicked(key, t)) continue;
    const slots = [...value.matchAll(/\{\{(\w+)(\|)?/g)];
    const counted = new Set(slots.filter((m) => m[2] || COUNTS.has(m[1] as string)).map((m) => m[1] as string));
    if (!counted.size) continue;
    out.push({ key, text: fmt(t, key, Object.fromEntries(slots.map((m) => [m[1], counted.has(m[1] as string) ? n : 'X']))) });
  }
  return out;
}

describe('plurals at the play tables (issue 12 #6)', () => {
  for (const lang of ['en', 'nl']) {
    const nouns = NOUNS[lang]!;
    it(`${lang}: a count of 1 never meets a plural noun, nor "(s)"`, () => {
      const bad = render(lang, 1).filter(({ text }) => new RegExp(`(^|[^\\d,.])1 (penalty |chaos )?(${nouns.other.join('|')})\\b`).test(text) || /\(s\)|\(en\)/.test(text));
      expect(bad).toEqual([]);
    });
    it(`${lang}: a count of 2 never meets a singular noun`, () => {
      const bad = render(lang, 2).filter(({ text }) => new RegExp(`(^|[^\\d,.])2 (penalty |chaos )?(${nouns.one.join('|')})\\b(?![-'’])`).test(text));
      expect(bad).toEqual([]);
    });
  }

  it('the pile, the dice and the penalty line read right for 1 and 2', () => {
    const en = pick('en', 'rc.', 'log.');
    const nl = pick('nl', 'rc.', 'log.');
    expect(fmt(en, 'rc.pile', { n: 1, points: 2 })).toBe('Pile (1 card, 2 points)');
    expect(fmt(en, 'rc.pile', { n: 2, points: 1 })).toBe('Pile (2 cards, 1 point)');
    expect(fmt(nl, 'rc.pile', { n: 1, points: 1 })).toBe('Aflegstapel (1 kaart, 1 punt)');
    expect(fmt(en, 'rc.roll.button', { dice: 1 })).toBe('Roll 1 die');
    const names = ['Tess'];
    expect(describeEntry({ t: 'penalty', player: 0, cards: ['3s1'], forfeited: 0 }, names)).toBe('Tess takes 1 penalty card: 3s1.');
    expect(describeEntry({ t: 'penalty', player: 0, cards: ['3s1', '3s2'], forfeited: 0 }, names)).toBe('Tess takes 2 penalty cards: 3s1, 3s2.');
    expect(describeEntry({ t: 'roll', player: 0, dice: 1, wheels: 1 }, names)).toBe('Tess rolls 1 die: 1 wheel.');
    expect(describeEntry({ t: 'roll', player: 0, dice: 2, wheels: 0 }, names, nlCore)).toBe('Tess gooit 2 dobbelstenen: 0 wielen.');
  });

  it('a ride without wheels says the train does not move; cards are named in words when asked', () => {
    const names = ['Tess'];
    const card = (id: string) => (id === '4s5' ? 'the straight 4' : id);
    expect(describeEntry({ t: 'ride', player: 0, from: '4s5', to: '4s5', overshoot: 0, broken: [] }, names)).toBe('The train does not move: it stays on 4s5.');
    expect(describeEntry({ t: 'ride', player: 0, from: '4s5', to: '4s5', overshoot: 0, broken: [] }, names, undefined, { card })).toBe('The train does not move: it stays on the straight 4.');
  });

  it("a Steam Rollers map's caption names the crossed engine boxes in words, by count, in both languages", () => {
    const en = pick('en', 'sr');
    const nl = pick('nl', 'sr');
    // Seat 0 of a fresh two-player game, with the engine boxes crossed and the delivery points given (and card 4b, +1, held).
    const sheet = (engine: number[], points: number[], hold4b = false) => {
      const s0 = newSteamGame({ players: 2, seed: 3 });
      const s = { ...s0, players: s0.players.map((p, i) => (i === 0 ? { ...p, engine, points } : p)) };
      return hold4b ? withCard(s, 4, { face: 'b', holder: 0, sideways: false }) : s;
    };
    expect(sheetStats(en, 'en', sheet([], []), 0)).toBe('engine 0 (no box crossed yet), 0 points from deliveries');
    expect(sheetStats(en, 'en', sheet([3], [1]), 0)).toBe('engine 1 (box 3 crossed), 1 point from deliveries');
    expect(sheetStats(en, 'en', sheet([1, 2, 5], [7], true), 0)).toBe('engine 4 (boxes 1, 2 and 5 crossed), 7 points from deliveries');
    expect(sheetStats(nl, 'nl', sheet([], [1]), 0)).toBe('locomotief 0 (nog geen vakje doorgekruist), 1 punt uit leveringen');
    expect(sheetStats(nl, 'nl', sheet([4, 6], [1, 1]), 0)).toBe('locomotief 2 (vakjes 4 en 6 doorgekruist), 2 punten uit leveringen');
  });

  it('a solo game ends with a score, not a winner', () => {
    const result = { scores: [7], winners: [0], cards: [3], lost: false };
    expect(describeEntry({ t: 'end', result } as never, ['Tess'], undefined, { variant: 'solo' })).toBe('The game is over. Tess scores 7 points; the lower, the better.');
    expect(describeEntry({ t: 'end', result } as never, ['Tess'], undefined, { variant: 'solo-hard' })).toMatch(/wins the hard solo game \(fewer than four derailments\) with 7 points; the lower, the better\./);
    expect(describeEntry({ t: 'end', result } as never, ['Tess'])).not.toMatch(/Winner/);
    expect(typeof narrate).toBe('function');
  });
});
