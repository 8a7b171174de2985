/**
 * Issue 12, item 12: the examples name cards as a player would ("the broken 2",
 * "Ann's curved 3"), never by the ids of the scenario file ("h1", "r1", "d3"),
 * which a reader only meets in chapter 14. Every say text of every Rollecate
 * file, in both languages, is checked against the ids of that file's position
 * and moves.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardIdsOf, idsIn } from './helpers';

const dir = join(import.meta.dirname, '..', '..', 'src/content/scenarios/rollecate');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('the word test itself', () => {
  it('finds an id as a word, and not inside a longer word or in another case', () => {
    const ids = ['r1', 'h2', 'a1', '3s2'];
    expect(idsIn('The train rides onto r1, then h2.', ids)).toEqual(['r1', 'h2']);
    expect(idsIn('(r1) and "3s2"', ids)).toEqual(['r1', '3s2']);
    expect(idsIn('R1 and r12 and car1 and a1b and 13s2', ids)).toEqual([]);
  });
  it('collects the ids of the position and of the moves, not of the narration', () => {
    const doc = {
      position: { railway: [{ id: 'r1' }], train: 'r1', players: [{ hand: [{ id: 'h1' }] }] },
      steps: [{ say: { en: 'x9 is no card' } }, { build: [{ card: 'h1' }] }, { discard: { card: 'q7' } }],
    };
    expect(cardIdsOf(doc).sort()).toEqual(['h1', 'q7', 'r1']);
  });
});

describe('say texts name cards in words, never by id', () => {
  it('reads every Rollecate scenario file', () => {
    expect(files.length).toBeGreaterThan(40);
  });
  for (const file of files) {
    it(file, () => {
      const doc = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const ids = cardIdsOf(doc);
      expect(ids.length, 'the file has cards').toBeGreaterThan(0);
      const found: string[] = [];
      (doc.steps as { say?: unknown }[]).forEach((step, i) => {
        if (step.say === undefined) return;
        const texts = typeof step.say === 'string' ? { en: step.say } : (step.say as Record<string, string>);
        for (const [lang, text] of Object.entries(texts)) {
          const hit = idsIn(text, ids);
          if (hit.length) found.push(`step ${i} (${lang}) names ${hit.join(', ')}: ${text}`);
        }
      });
      expect(found).toEqual([]);
    });
  }
});
