/** Small list helpers for the rules cores' hot paths. */

/**
 * The last item of a list, or undefined when it is empty. Reading
 * `list[list.length - 1]` of an empty list asks for the key -1, which is no
 * array index: V8 then drops that read, at that place in the code, to its
 * slowest (megamorphic) lookup for good, and the railway and the discard
 * piles start empty in every game.
 */
export function lastOf<T>(list: readonly T[]): T | undefined {
  return list.length > 0 ? list[list.length - 1] : undefined;
}

/** An empty list of objects, already of V8's object kind: see `emptyList`. */
const NO_OBJECTS: readonly never[] = [{} as never].slice(0, 0);

/**
 * A new empty list for objects (cards, placed cards). A literal `[]` or an
 * empty list from JSON starts as a list of small integers, and the first card
 * pushed converts it; a push that has seen lists of both kinds at one place in
 * the code is then compiled as a call instead of inline. A list made here is of
 * the object kind from the start.
 */
export function emptyList<T extends object>(): T[] {
  return NO_OBJECTS.slice() as T[];
}

/** A copy of a list of objects to change (an empty one made by `emptyList`). */
export function copyList<T extends object>(list: readonly T[]): T[] {
  return list.length === 0 ? emptyList<T>() : list.slice();
}

/**
 * Takes the item at `at` out of a list, in place, and returns it:
 * moving the later items down one and popping costs less than `splice`, which
 * makes a new list for what it removes (a move takes a card out of a hand or
 * the pending cards several times a turn).
 */
export function removeAt<T>(list: T[], at: number): T {
  if (at < 0 || at >= list.length) throw new Error(`removeAt: no item at ${at} in a list of ${list.length}`);
  const item = list[at] as T;
  for (let i = at + 1; i < list.length; i++) list[i - 1] = list[i] as T;
  list.pop();
  return item;
}
