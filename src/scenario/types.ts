/**
 * The scenario format's game-independent part (../shared/contracts/scenario.md).
 * Each game plugs in through a GameAdapter; the runner does the rest.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A problem with the file itself (not with the rules): bad JSON, unknown card, illegal position… */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

/**
 * How a state field is compared in `expect`: `value` exactly (deep equality;
 * objects compare only the keys the file lists), `list` in order, `set`
 * ignoring order, `listOfSets` a list whose items are each compared as sets.
 */
export type FieldKind = 'value' | 'list' | 'set' | 'listOfSets';

/** A refused move: the engine's English reason, and the game's refusal object so a page can word it in its language. */
export type MoveOutcome<S> = { ok: true; state: S } | { ok: false; reason: string; refusal?: unknown };

export interface GameAdapter<S> {
  /** The `game` value this adapter runs, e.g. "rollecate". */
  game: string;
  /** Builds the starting state from `options` and `position`; throws ScenarioError naming the problem. */
  load(options: Record<string, unknown>, position: Record<string, unknown>): S;
  /** Step keys that are moves, e.g. ["pass", "build", …]. A step holds exactly one of them. */
  moves: readonly string[];
  /** Applies one move step. Throws ScenarioError when the step is malformed; returns the engine's refusal when illegal. */
  move(state: S, key: string, value: unknown): MoveOutcome<S>;
  /** The state fields `expect` may name, and how each is compared. */
  fields: Readonly<Record<string, FieldKind>>;
  /** The current values of those fields. */
  view(state: S): Record<string, Json>;
  /** Plain-language log lines for `--json`. */
  log(state: S): string[];
}
