/**
 * A rules core's refusal as a scenario frame carries it (`frame.refusal`, typed unknown: it may come from a
 * compiled story read back from JSON): Rolit's and Steam Rollers' refusals name their clause (`rule`) and the
 * condition that failed (`key`), which the page words in its language.
 */

/** Whether `x` is a refusal with its clause and condition, so the page can word it; anything else is said as the runner's text. */
export function isRefusal<R extends { rule: string; key: string }>(x: unknown): x is R {
  return typeof x === 'object' && x !== null && typeof (x as R).rule === 'string' && typeof (x as R).key === 'string';
}
