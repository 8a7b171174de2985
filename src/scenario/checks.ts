import { ScenarioError } from './types';

/**
 * The shape checks untrusted documents are read with beside the scenario runner's own: every game's saved-game reader
 * (scenario/rollecate-state.ts, the games' save codecs under src/play/<game>/) and the editors' readers of a file: own
 * properties of plain objects, whole numbers, text, and `need`, which throws a `BadSave` naming what is wrong, so that
 * the reader can say it and keep the text.
 */
export type Obj = Record<string, unknown>;

/** A plain object (not null, not a list): what a JSON object reads as. */
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown, min = 0): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;
export const isStr = (v: unknown): v is string => typeof v === 'string';

/** What is wrong with a saved game, in words: the reader's own finding (anything else thrown is a crash of the check). */
export class BadSave extends Error {}

export function need(ok: boolean, what: string): asserts ok {
  if (!ok) throw new BadSave(what);
}

/** Runs one of the scenario runner's readers on a saved game; its ScenarioError becomes the save's problem. */
export function asScenario<T>(read: () => T, where = ''): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof ScenarioError) throw new BadSave(`${where}${e.message}`);
    throw e;
  }
}
