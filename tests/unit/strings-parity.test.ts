/**
 * Every string is in both languages: each English table's keys are the Dutch table's keys, so a Dutch page can load
 * its Dutch words alone (src/components/exampleStrings.ts) and never shows a key or an English sentence.
 */
import { describe, expect, it } from 'vitest';
import enSite from '../../src/content/i18n/en.json';
import nlSite from '../../src/content/i18n/nl.json';
import enRollecate from '../../src/machines/rollecate/rules/messages/en.json';
import nlRollecate from '../../src/machines/rollecate/rules/messages/nl.json';
import enRolit from '../../src/machines/rolit/rules/messages/en.json';
import nlRolit from '../../src/machines/rolit/rules/messages/nl.json';
import enSteam from '../../src/machines/steam-rollers/rules/messages/en.json';
import nlSteam from '../../src/machines/steam-rollers/rules/messages/nl.json';
import { loadStrings } from '../../src/components/exampleStrings';

const PAIRS = {
  site: [enSite, nlSite],
  'Rollecate rule messages': [enRollecate, nlRollecate],
  'Rolit rule messages': [enRolit, nlRolit],
  'Steam Rollers rule messages': [enSteam, nlSteam],
} as const;

describe('every string table has the same keys in English and Dutch', () => {
  for (const [name, [en, nl]] of Object.entries(PAIRS)) {
    it(name, () => {
      const e = Object.keys(en).sort();
      const n = Object.keys(nl).sort();
      expect(e.filter((k) => !n.includes(k)), 'English keys without Dutch').toEqual([]);
      expect(n.filter((k) => !e.includes(k)), 'Dutch keys without English').toEqual([]);
      for (const k of n) expect((nl as Record<string, string>)[k], k).not.toBe('');
    });
  }
});

describe('a lazy example loads its own language only', () => {
  it.each(['rollecate', 'rolit', 'steam-rollers'] as const)('%s: the Dutch words are Dutch, and as many as the English', async (game) => {
    const [en, nl] = await Promise.all([loadStrings('en', game), loadStrings('nl', game)]);
    expect(nl._lang).toBe('nl');
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    expect(nl['rc.story.next'] ?? nl['err.title']).not.toBe(en['rc.story.next'] ?? en['err.title']);
  });
});
