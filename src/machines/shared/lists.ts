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
