/**
 * Every example's words keep pace with its board (issue 34): no step names a move that only a
 * later step makes. See ./narration.ts for what is checked and why only that.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { narrationAhead } from './narration';

const dir = join(import.meta.dirname, '..', '..', 'src/content/scenarios');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort();
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { steps: Record<string, unknown>[] };

/** The file with the say step at `index` read one move earlier: before the move it now follows. */
function sayEarlier(doc: { steps: Record<string, unknown>[] }, index: number) {
  const steps = [...doc.steps];
  const [say] = steps.splice(index, 1);
  if (!say || !('say' in say)) throw new Error(`step ${index} is no say step`);
  let at = index - 1;
  while (at >= 0 && ('expect' in steps[at]! || 'say' in steps[at]!)) at--;
  steps.splice(at, 0, say);
  return { ...doc, steps };
}
const sayIndex = (doc: { steps: Record<string, unknown>[] }, words: string) => doc.steps.findIndex((s) => JSON.stringify(s.say ?? '').includes(words));

describe('narration keeps pace with the board', () => {
  it("finds every game's stories", () => {
    for (const game of ['rollecate', 'rolit', 'steam-rollers']) expect(files.filter((f) => f.startsWith(`${game}/`)).length, game).toBeGreaterThan(10);
  });

  for (const lang of ['en', 'nl'] as const) {
    it(`no step of any example names a move a later step makes (${lang})`, () => {
      const ahead = files.flatMap((f) => narrationAhead(read(f), lang).map((a) => `${f} step ${a.step}: ${a.why} ("${a.text}")`));
      expect(ahead).toEqual([]);
    });
  }

  // The narration issue 34 found, put back one move early in today's files: each is caught.
  it('catches a refusal told one step before its move (refused builds, B2)', () => {
    const doc = read('steam-rollers/refused-build-wrong-region-kind-or-city.json');
    const ahead = narrationAhead(sayEarlier(doc, sayIndex(doc, 'refused (B2)')), 'en');
    expect(ahead.map((a) => a.why)).toContain('a refusal under B2 before the move that is refused');
    expect(narrationAhead(sayEarlier(doc, sayIndex(doc, 'geweigerd (B2)')), 'nl').length).toBeGreaterThan(0);
  });

  it('catches a draft and the black die told before the roll (refused builds, step 1)', () => {
    const doc = read('steam-rollers/refused-build-wrong-region-kind-or-city.json');
    const early = sayEarlier(sayEarlier(doc, sayIndex(doc, 'Ann drafts a 3')), sayIndex(doc, 'Ann drafts a 3') - 1);
    const ahead = narrationAhead(early, 'en');
    expect(ahead.map((a) => [a.step, a.why])).toEqual([
      [1, 'a 3 drafted before it is'],
      [1, "the black die's 5 before the roll"],
    ]);
    expect(narrationAhead(early, 'nl').map((a) => a.step)).toEqual([1, 1]);
  });

  it('catches a card 2b claim told before the card is played (cards page, 2b)', () => {
    const doc = read('steam-rollers/card-2b-take-a-drafted-die.json');
    const ahead = narrationAhead(sayEarlier(doc, sayIndex(doc, "He takes Bob's 5")), 'en');
    expect(ahead.map((a) => a.why)).toEqual(['a die claimed with card 2b before it is']);
    expect(narrationAhead(sayEarlier(doc, sayIndex(doc, 'Hij pakt Bobs 5 af')), 'nl').length).toBe(1);
  });

  it("catches a ride told before the build and roll it follows (Rollecate ruling 19, Bob's turn)", () => {
    const doc = read('rollecate/ruling-19-leaving-broken-track-is-free.json');
    const i = sayIndex(doc, 'Bob builds and rolls one wheel');
    const once = sayEarlier(doc, i);
    const twice = sayEarlier(once, sayIndex(once, 'Bob builds and rolls one wheel'));
    for (const early of [once, twice]) expect(narrationAhead(early, 'en').map((a) => a.why)).toEqual(['1 wheel before the roll']);
    expect(narrationAhead(sayEarlier(doc, sayIndex(doc, 'Bob legt aan en gooit één wiel')), 'nl').map((a) => a.why)).toEqual(['1 wheel before the roll']);
  });

  it('catches a pass and a Rolit placement told before the move (rulings 17 and B.3 #6)', () => {
    const pass = read('rollecate/ruling-17-free-pass-on-single-card.json');
    expect(narrationAhead(sayEarlier(pass, sayIndex(pass, 'Ann passes')), 'en').map((a) => a.why)).toEqual(['a pass before it is made']);
    expect(narrationAhead(sayEarlier(pass, sayIndex(pass, 'Ann past')), 'nl').map((a) => a.why)).toEqual(['a pass before it is made']);
    const rolit = read('rolit/b3-06-mandatory-capture-free-choice.json');
    expect(narrationAhead(sayEarlier(rolit, sayIndex(rolit, 'Red picks c4')), 'en').map((a) => a.why)).toEqual(['a ball placed on c4 before it is']);
    expect(narrationAhead(sayEarlier(rolit, sayIndex(rolit, 'Rood kiest c4')), 'nl').map((a) => a.why)).toEqual(['a ball placed on c4 before it is']);
  });

  it('leaves an announcement alone: a try, a question, a wish', () => {
    const doc = read('rollecate/rulebook-two-twos-four-dice.json');
    // "Could she count five wheels?" is read one step before the roll of 5 that is refused.
    expect(narrationAhead(doc, 'en')).toEqual([]);
    const tries = read('steam-rollers/refused-take-card-lying-sideways.json');
    expect(narrationAhead(sayEarlier(tries, sayIndex(tries, 'tries to steal')), 'en').map((a) => a.why)).toEqual(['a 4 drafted before it is']);
  });
});
