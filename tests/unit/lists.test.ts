import { describe, expect, it } from 'vitest';
import { copyList, emptyList, lastOf, removeAt } from '../../src/machines/shared/lists';

describe('list helpers of the rules cores', () => {
  it('lastOf gives the last item, and undefined for an empty list', () => {
    expect(lastOf([1, 2, 3])).toBe(3);
    expect(lastOf([])).toBeUndefined();
  });

  it('emptyList gives a new empty list each time, which takes objects', () => {
    const a = emptyList<{ id: string }>();
    const b = emptyList<{ id: string }>();
    expect(a).toEqual([]);
    expect(a).not.toBe(b);
    a.push({ id: 'x' });
    expect(b).toEqual([]);
    expect(emptyList()).toEqual([]);
  });

  it('copyList copies: changing the copy leaves the original as it was', () => {
    const card = { id: '1s1' };
    const list = [card];
    const copy = copyList(list);
    expect(copy).toEqual(list);
    expect(copy).not.toBe(list);
    copy.push({ id: '2c1' });
    expect(list).toEqual([card]);
    const none: { id: string }[] = [];
    const fresh = copyList(none);
    expect(fresh).not.toBe(none);
    fresh.push(card);
    expect(none).toEqual([]);
  });

  it('removeAt takes one item out in place, keeps the order of the rest, and refuses a place outside the list', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(removeAt(list, 1)).toBe('b');
    expect(list).toEqual(['a', 'c', 'd']);
    expect(removeAt(list, 2)).toBe('d');
    expect(removeAt(list, 0)).toBe('a');
    expect(list).toEqual(['c']);
    expect(() => removeAt(list, 1)).toThrow(/no item at 1/);
    expect(() => removeAt(list, -1)).toThrow(/no item at -1/);
    expect(list).toEqual(['c']);
  });
});
