/**
 * One entry for both games' coaches, for the worker and for the fallback that
 * runs on the page when no worker can be started. Pure and synchronous.
 */
import type { GameState } from '../machines/rollecate/rules/types';
import type { RolitState } from '../machines/rolit/rules/types';
import { analyseRollecate, type RollecateBudget, type RollecateReport } from './rollecate';
import { analyseRolit, type RolitBudget, type RolitReport } from './rolit';

export type CoachRequest =
  | { game: 'rollecate'; state: GameState; budget?: Partial<RollecateBudget> }
  | { game: 'rolit'; state: RolitState; budget?: Partial<RolitBudget> };

export type CoachReport = RollecateReport | RolitReport;

export function analyse(req: CoachRequest): CoachReport {
  return req.game === 'rollecate' ? analyseRollecate(req.state, req.budget) : analyseRolit(req.state, req.budget);
}

/** The request without what the coach never reads (the move log), so posting it to the worker stays cheap. */
export function lean(req: CoachRequest): CoachRequest {
  return req.game === 'rollecate' ? { ...req, state: { ...req.state, log: [] } } : { ...req, state: { ...req.state, log: [] } };
}
