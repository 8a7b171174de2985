/** Runs one scenario document against every game the project knows (the CLI, the checker, the tests). */
import { adapters } from './registry';
import { runWith, type ScenarioResult } from './runCore';
import type { GameAdapter } from './types';

export type { ScenarioResult };

/** Runs a parsed document. Never throws: every problem becomes a failing result with a clear reason. */
export function runScenario(doc: unknown, extraAdapters: Record<string, GameAdapter<any>> = {}): ScenarioResult {
  return runWith(doc, { ...adapters, ...extraAdapters });
}
