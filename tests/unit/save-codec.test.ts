/**
 * The kit's saved-game format (src/play/kit/save/codec.ts), which every table's save goes through: the envelope written
 * first, nothing saved, a save of another game or a scenario named as what it is, a version from before or after
 * this page's, a reader that fails where it did not foresee reported (not thrown) with the text kept, and the
 * table's `save` (tableSave) refusing what the rules refuse after the checks. Then each game's own codec through
 * the same envelope.
 */
import { describe, expect, it } from 'vitest';
import { BadSave, need } from '../../src/scenario/checks';
import { saveCodec, savedAtOf, tableSave } from '../../src/play/kit/save/codec';
import { codec as rollecate } from '../../src/play/rollecate/save';
import { codec as rolit } from '../../src/play/rolit/rolitSave';
import { codec as steam } from '../../src/play/steam-rollers/steamSave';
import { memory } from './helpers';

const toy = saveCodec({
  key: 'toy.game',
  version: 2,
  game: 'Toy',
  noun: 'toy',
  read(raw) {
    need(typeof raw.n === 'number', 'n is not a number');
    if (raw.n === 13) throw new TypeError('unlucky');
    return { game: { n: raw.n as number, savedAt: savedAtOf(raw) } };
  },
  write: (n: number) => ({ n }),
});

describe('the kit codec', () => {
  it('writes the envelope first and reads its own save back', () => {
    const text = toy.serialise(5, new Date('2026-11-28T00:00:00Z'));
    expect(text).toBe('{"version":2,"savedAt":"2026-11-28T00:00:00.000Z","n":5}');
    expect(toy.parse(text)).toEqual({ status: 'ok', game: { n: 5, savedAt: '2026-11-28T00:00:00.000Z' } });
  });

  it('refuses with the reason and keeps the text: nothing saved, not JSON, older, newer, the reader\'s finding, a crash of the reader', () => {
    expect(toy.parse(null)).toEqual({ status: 'none' });
    expect(toy.parse('{x')).toMatchObject({ status: 'invalid', reason: 'corrupt', text: '{x' });
    expect(toy.parse('{"version":1,"n":1}')).toMatchObject({ status: 'invalid', reason: 'old' });
    expect(toy.parse('{"version":3,"n":1}')).toMatchObject({ status: 'invalid', reason: 'newer' });
    expect(toy.parse('{"version":2,"n":"1"}')).toMatchObject({ status: 'invalid', reason: 'corrupt', detail: 'n is not a number', text: '{"version":2,"n":"1"}' });
    expect(toy.parse('{"version":2,"n":13}')).toMatchObject({ status: 'invalid', reason: 'corrupt', detail: 'the saved toy could not be checked (unlucky)' });
  });

  it('reads the date a save gives by its own property only, cut to a date\'s length', () => {
    expect(savedAtOf(JSON.parse('{"savedAt":"' + 'x'.repeat(100) + '"}'))).toHaveLength(40);
    expect(savedAtOf(Object.create({ savedAt: 'inherited' }))).toBe('');
    expect(savedAtOf({ savedAt: 7 })).toBe('');
  });

  it('saves to, reads from and clears its key; storage that throws is nothing saved', () => {
    const store = memory();
    expect(toy.save(store, 9)).toBe(true);
    expect(toy.load(store)).toMatchObject({ status: 'ok', game: { n: 9 } });
    toy.clear(store);
    expect(toy.load(store)).toEqual({ status: 'none' });
    expect(toy.load(null)).toEqual({ status: 'none' });
    expect(toy.save(null, 1)).toBe(false);
  });

  it('as a table\'s save: a game the rules refuse after the checks is a refusal with its text kept', () => {
    const save = tableSave(toy, (g: { n: number }) => g.n, ({ game }) => {
      if (game.n < 0) throw new BadSave('a negative toy');
      return { n: game.n };
    });
    expect(save.key).toBe('toy.game');
    expect(save.read(save.write({ n: 4 }))).toEqual({ status: 'ok', game: { n: 4 } });
    const text = save.write({ n: -1 });
    expect(save.read(text)).toEqual({ status: 'invalid', reason: 'corrupt', detail: 'a negative toy', text });
  });
});

describe.each([
  { name: 'Rollecate', codec: rollecate, key: 'rulebook.rollecate.game' },
  { name: 'Rolit', codec: rolit, key: 'rulebook.rolit.game' },
  { name: 'Steam Rollers', codec: steam, key: 'rulebook.steam-rollers.game' },
])('$name\'s save through the kit codec', ({ name, codec, key }) => {
  it('keeps its key and version, and names its own game when refusing what is not a save', () => {
    expect(codec.key).toBe(key);
    expect(codec.version).toBe(1);
    expect(codec.parse('[1]')).toMatchObject({ status: 'invalid', reason: 'foreign', detail: `it is not a saved ${name} game` });
    expect(codec.parse('{"version":2}')).toMatchObject({ status: 'invalid', reason: 'newer' });
  });

  it('names another game\'s save as what it is', () => {
    const other = [['match', 'Rolit'], ['events', 'Steam Rollers'], ['state', 'Rollecate']].find(([, n]) => n !== name)!;
    const text = JSON.stringify({ version: 1, config: {}, [other[0]!]: {} });
    expect(codec.parse(text)).toMatchObject({ status: 'invalid', reason: 'foreign', detail: `it is a saved ${other[1]} game, not a saved ${name} game` });
  });

  it('refuses its own envelope with nothing in it as corrupt, its text kept', () => {
    const out = codec.parse('{"version":1}');
    expect(out).toMatchObject({ status: 'invalid', reason: 'corrupt', text: '{"version":1}' });
    expect((out as { detail: string }).detail.length).toBeGreaterThan(5);
  });
});
