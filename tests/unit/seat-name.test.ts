/** The kit's seat names (src/play/kit/seatName.ts): plain text, one line, bounded, with the table's label when empty. */
import { describe, expect, it } from 'vitest';
import { MAX_SEAT_NAME, cleanName, readName, readNameList, readNamesBySeat, seatLabel, type NamesProblem } from '../../src/play/kit/seatName';

describe('seat names', () => {
  it('keeps a name as typed, trimmed, with its white space made single spaces', () => {
    expect(cleanName('  Ann  ')).toBe('Ann');
    expect(cleanName('Anne\t \n Marie')).toBe('Anne Marie');
    expect(cleanName('Zoë 🚂')).toBe('Zoë 🚂');
    // The joiner that builds an emoji stays.
    expect(cleanName('👩‍🔧 Sam')).toBe('👩‍🔧 Sam');
  });

  it('drops characters that draw nothing or turn the text around, and markup stays text', () => {
    expect(cleanName('Bob\u202e\u200bby\u0007')).toBe('Bobby');
    expect(cleanName('\ufeff\u2028Eve\u2029')).toBe('Eve');
    expect(cleanName('<b>Mallory</b>')).toBe('<b>Mallory</b>');
  });

  it('cuts at the bound without splitting a character', () => {
    expect(cleanName('x'.repeat(100))).toBe('x'.repeat(MAX_SEAT_NAME));
    // 23 letters and a two-unit emoji would be 25 units: the emoji goes whole.
    expect(cleanName(`${'a'.repeat(MAX_SEAT_NAME - 1)}🚂`)).toBe('a'.repeat(MAX_SEAT_NAME - 1));
    expect(cleanName('🚂'.repeat(20))).toBe('🚂'.repeat(MAX_SEAT_NAME / 2));
  });

  it('gives "" for anything but text, and the label for an empty name', () => {
    for (const v of [undefined, null, 3, {}, ['Ann']]) expect(cleanName(v)).toBe('');
    expect(seatLabel('   ', 'Player 2')).toBe('Player 2');
    expect(seatLabel('\u200b', 'Player 2')).toBe('Player 2');
    expect(seatLabel(' Ann ', 'Player 2')).toBe('Ann');
  });

  it('reads untrusted names: text within the bound, cleaned; anything else refused', () => {
    expect(readName(' Ann\u202e ')).toBe('Ann');
    expect(readName('')).toBe('');
    expect(readName('x'.repeat(MAX_SEAT_NAME))).toBe('x'.repeat(MAX_SEAT_NAME));
    expect(readName('x'.repeat(MAX_SEAT_NAME + 1))).toBeNull();
    expect(readName(42)).toBeNull();
    expect(readName({ toString: () => 'Ann' })).toBeNull();
  });
});

describe('names read from untrusted data, by seat or as a list (kit/seats: Rolit\'s and Steam Rollers\' saves and links)', () => {
  const refuse = (p: NamesProblem): never => {
    throw new Error(p.kind === 'shape' ? 'shape' : `${p.kind}:${p.key}`);
  };
  it('by seat: own keys that are seats, each a name; an empty one is left out; anything else refused by what is wrong', () => {
    const isSeat = (k: string) => k === 'R' || k === 'G';
    expect(readNamesBySeat(JSON.parse('{"R":" Ann ","G":""}'), isSeat, refuse)).toEqual({ R: 'Ann' });
    expect(() => readNamesBySeat(['Ann'], isSeat, refuse)).toThrow('shape');
    expect(() => readNamesBySeat(null, isSeat, refuse)).toThrow('shape');
    expect(() => readNamesBySeat({ B: 'Bob' }, isSeat, refuse)).toThrow('seat:B');
    expect(() => readNamesBySeat(JSON.parse('{"__proto__":"Eve"}'), isSeat, refuse)).toThrow('seat:__proto__');
    expect(() => readNamesBySeat({ R: 'x'.repeat(MAX_SEAT_NAME + 1) }, isSeat, refuse)).toThrow('name:R');
    expect(readNamesBySeat(Object.create({ R: 'inherited' }), isSeat, refuse)).toEqual({});
  });
  it('as a list: one per seat, each a name ("" for none); a hole, a wrong length or a non-name refused', () => {
    expect(readNameList(['Ann', ''], 2, refuse)).toEqual(['Ann', '']);
    expect(() => readNameList(['Ann'], 2, refuse)).toThrow('shape');
    expect(() => readNameList('Ann', 1, refuse)).toThrow('shape');
    // eslint-disable-next-line no-sparse-arrays
    expect(() => readNameList(['Ann', , 'Bo'], 3, refuse)).toThrow('name:1');
    expect(() => readNameList(['Ann', 7], 2, refuse)).toThrow('name:1');
  });
});
