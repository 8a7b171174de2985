/**
 * The ruling checker's pure parts (unit-tested in tests/unit/checker.test.ts):
 * reading a pasted text or a `#s=` link, the verdict's shape, what of a file
 * can be stepped through (up to the step the runner stopped at), and writing
 * the moves played from a step back into the file. No drawing here.
 */
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import { expectOf } from '../../scenario/export';
import { storyWith, type Story } from '../../scenario/frames';
import { rollecateAdapter } from '../../scenario/rollecate';
import type { RollecateSnapshot } from '../../scenario/rollecate-chart';
import { decodeScenario, encodeScenario, linkProblemText, type Decoded as LinkDecoded } from '../../play/kit/share';
import { parseScenarioJson } from '../../scenario/json';
import { fmt, type Strings } from '../../play/kit/fmt';
import { errorText } from '../kit/ErrorBoundary';
import type { Limit } from '../../play/kit/limits';
import { findLast } from '../../machines/shared/logbook';

export type Decoded = { ok: true; doc: unknown } | { ok: false; error: string };

/** Why a link could not be opened: a sentence in the page's language, or the limit it went over. */
export type LinkError = { text: string } | { limit: Limit };

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Text as a JSON document, with the CLI's wording when it is not JSON. */
export function parseScenarioText(text: string): Decoded {
  if (text.trim() === '') return { ok: false, error: 'the scenario is empty: paste one JSON object' };
  return parseScenarioJson(text);
}

/** The share format of src/play/kit/share.ts: base64url, without padding, of the UTF-8 JSON text. */
export function encodeShared(doc: unknown): string {
  return encodeScenario(doc);
}

/**
 * Reads the text after `#s=` (percent-escapes undone); every failure is a
 * sentence saying what is wrong. A link over the limits (its size, nesting or
 * steps, limits.ts) is refused here, before anything runs it.
 */
export function decodeShared(raw: string): LinkDecoded {
  let s = raw.trim();
  if (s.includes('%')) {
    try {
      s = decodeURIComponent(s);
    } catch {
      /* keep the raw text; the decoder names the problem */
    }
  }
  return decodeScenario(s);
}

export interface Verdict {
  pass: boolean;
  /** The runner's reason (or the CLI's "not valid JSON (…)"), null on PASS. */
  reason: string | null;
  title: string;
}

/** A step holds a move when it has a key besides "say", "expect" and "rejected". */
export function isMoveStep(step: unknown): boolean {
  return isObject(step) && Object.keys(step).some((k) => k !== 'say' && k !== 'expect' && k !== 'rejected');
}

const ROLLECATE = { rollecate: rollecateAdapter };

/**
 * The frames of a Rollecate scenario, or null when there is nothing to step
 * through (another game, or a file that does not load). A file whose later
 * steps are malformed is shown up to the step the runner stopped at. Only
 * Rollecate's adapter is needed here (the other games step through their own
 * islands), so the page loads no other game's rules for it.
 */
export function safeStory(doc: unknown, lang: string, reason: string | null): Story<RollecateSnapshot> | null {
  if (!isObject(doc) || doc.game !== 'rollecate') return null;
  const attempt = (d: unknown): Story<RollecateSnapshot> | null => {
    try {
      const story = storyWith<RollecateSnapshot>(d, lang, ROLLECATE);
      return story.frames.length ? story : null;
    } catch {
      return null;
    }
  };
  const whole = attempt(doc);
  if (whole) return whole;
  const before = upToFailure(doc, reason);
  return before && before !== doc ? attempt(before) : null;
}

/**
 * The file cut before the step the runner stopped at ("step 7 (…): …"), the
 * whole file when it passed, or null when it failed before any step (a bad
 * position): what can still be stepped through.
 */
export function upToFailure(doc: Record<string, unknown>, reason: string | null): Record<string, unknown> | null {
  if (!reason) return doc;
  const failed = /^step (\d+)/.exec(reason);
  if (!failed || !Array.isArray(doc.steps)) return null;
  return { ...doc, steps: doc.steps.slice(0, Number(failed[1])) };
}

/** The contract step for a move just played; a roll records the wheels it showed. */
export function stepOfAction(action: Action, after: GameState): Record<string, unknown> {
  switch (action.type) {
    case 'turn.pass':
      return { pass: true };
    case 'turn.build':
      return { build: action.cards.map((c) => ({ card: c.card, turn: c.turn })) };
    case 'ride.roll': {
      const roll = findLast(after.log, (e) => e.t === 'roll');
      const wheels = action.wheels ?? (roll && roll.t === 'roll' ? roll.wheels : undefined);
      return { roll: wheels === undefined ? {} : { wheels } };
    }
    case 'penalty.discard':
      return { discard: { card: action.card, combine: action.combine } };
    case 'chaos.discard':
      return { discardChaos: action.cards.map((c) => ({ card: c.card, combine: c.combine })) };
    case 'betsy.play':
      return { betsy: action.turn ? { turn: action.turn } : {} };
    case 'setup.place':
      return { setup: action.turn ? { turn: action.turn } : {} };
  }
}

/** Index in `steps` just after the frame's move and the narration/expectations that follow it. */
export function cutAfter(steps: readonly unknown[], moveIndex: number | null): number {
  let i = moveIndex === null ? 0 : moveIndex + 1;
  while (i < steps.length && !isMoveStep(steps[i])) i++;
  return i;
}

/** The document with its steps up to `cut`, then the given moves and an `expect` of the state they reach. */
export function withMoves(doc: Record<string, unknown>, cut: number, moves: Record<string, unknown>[], final: GameState): Record<string, unknown> {
  const steps = Array.isArray(doc.steps) ? doc.steps.slice(0, cut) : [];
  return { ...doc, steps: [...steps, ...moves, { expect: expectOf(final) }] };
}


/**
 * What the checker does with a `#s=` link's text: the document, pretty-printed
 * for the text box (safe: its nesting is within the limit), or why it cannot
 * be opened, in the page's language. Never throws.
 */
export function openLink(raw: string, t: Strings, lang: string): { ok: true; text: string } | { ok: false; error: LinkError } {
  try {
    const out = decodeShared(raw);
    if (!out.ok) return { ok: false, error: out.limit ? { limit: out.limit } : { text: linkProblemText(t, lang, out) } };
    return { ok: true, text: JSON.stringify(out.doc, null, 2) };
  } catch (e) {
    return { ok: false, error: { text: fmt(t, 'chk.link.crash', { message: errorText(e) }) } };
  }
}

/** A file of `game` to step through (see `upToFailure`), for that game's own island; null for another game or a file that failed before any step. */
export function gameStoryDoc(game: string, doc: unknown, reason: string | null): unknown | null {
  return isObject(doc) && doc.game === game ? upToFailure(doc, reason) : null;
}

/** A Rolit file to step through (see `upToFailure`); Rolit's own island shows it. */
export function rolitStoryDoc(doc: unknown, reason: string | null): unknown | null {
  return gameStoryDoc('rolit', doc, reason);
}

/** A Steam Rollers file to step through (see `upToFailure`); the SteamScenario island shows it. */
export function steamStoryDoc(doc: unknown, reason: string | null): unknown | null {
  return gameStoryDoc('steam-rollers', doc, reason);
}

/** The games the checker steps through: Rollecate here, the others in their own islands. */
export const STEPPED_GAMES: readonly string[] = ['rollecate', 'rolit', 'steam-rollers'];
