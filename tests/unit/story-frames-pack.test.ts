/**
 * A story's frames packed for the step-through island (kit/story/framesUrl.ts):
 * each distinct piece of markup once, each frame as runs of pieces. Packing
 * and unpacking give the frames back exactly, and a file that is not a packed
 * story is refused rather than drawn half.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { framesDefs, packFrames, unpackFrames } from '../../src/components/kit/story/framesUrl';

describe('packed story frames', () => {
  it('give back every frame exactly, whatever the markup', () => {
    const markup = fc.array(fc.oneof(fc.constantFrom('<p>', '</p>', '<svg>', '<g class="a">', 'x', '<'), fc.string({ maxLength: 6 })), { maxLength: 30 }).map((a) => a.join(''));
    fc.assert(fc.property(fc.array(markup, { maxLength: 6 }), (frames) => {
      expect(unpackFrames(JSON.parse(JSON.stringify(packFrames(frames))))).toEqual(frames);
    }));
  });

  it('hold a piece shared by frames once, and a frame like the one before it as a few runs', () => {
    const board = Array.from({ length: 200 }, (_, i) => `<rect x="${i}"/>`).join('');
    const frames = [`<div>${board}<p>one</p></div>`, `<div>${board}<p>two</p></div>`];
    const packed = packFrames(frames);
    expect(packed.parts.filter((p) => p.startsWith('<rect'))).toHaveLength(200);
    expect(packed.frames[1]!.length).toBeLessThan(8);
  });

  it('refuse a file that is not a packed story', () => {
    expect(() => unpackFrames({ parts: ['<p>'], frames: [[1]] })).toThrow();
    expect(() => unpackFrames({ parts: ['<p>'], frames: [[-1]] })).toThrow();
    expect(() => unpackFrames({ parts: ['<p>'], frames: [[0.5]] })).toThrow();
    expect(() => unpackFrames({ frames: [] })).toThrow();
    expect(() => unpackFrames(null)).toThrow();
  });

  it('name the shared drawings their frames refer to, and a file naming something else names none of it', () => {
    expect(framesDefs(JSON.parse(JSON.stringify(packFrames(['<p>'], ['steam-rollers-map', 'steam-rollers-walls']))))).toEqual(['steam-rollers-map', 'steam-rollers-walls']);
    expect(packFrames(['<p>'])).not.toHaveProperty('defs');
    expect(framesDefs(packFrames(['<p>']))).toEqual([]);
    // Not keys: a selector or a path could be built from them.
    expect(framesDefs({ parts: [], frames: [], defs: ['a"]', '../x', 'ok-1', 7, 'B'] })).toEqual(['ok-1']);
    expect(framesDefs({ parts: [], frames: [], defs: 'steam-rollers-map' })).toEqual([]);
    expect(framesDefs(Object.create({ defs: ['inherited'] }))).toEqual([]);
    expect(framesDefs({ defs: Array.from({ length: 50 }, (_, i) => `k${i}`) })).toHaveLength(8);
  });
});
