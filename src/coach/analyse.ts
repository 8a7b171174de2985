/**
 * One entry for every game's coach, for the worker and for the fallback that
 * runs on the page when no worker can be started. Pure and synchronous.
 */
import type { GameState } from '../machines/rollecate/rules/types';
import type { RolitState } from '../machines/rolit/rules/types';
import { analyseRollecate, type RollecateBudget, type RollecateReport } from './rollecate';
import { analyseRolit, type RolitBudget, type RolitReport } from './rolit';
import { analyseSteam, type SteamBudget, type SteamReport } from './steam';
import type { SteamState } from '../machines/steam-rollers/rules/types';
import { emptyLog } from '../machines/shared/logbook';

export type CoachRequest =
  | { game: 'rollecate'; state: GameState; budget?: Partial<RollecateBudget> }
  | { game: 'rolit'; state: RolitState; budget?: Partial<RolitBudget> }
  | { game: 'steam-rollers'; state: SteamState; budget?: Partial<SteamBudget> };

export type CoachReport = RollecateReport | RolitReport | SteamReport;

export function analyse(req: CoachRequest): CoachReport {
  if (req.game === 'steam-rollers') return analyseSteam(req.state, req.budget);
  return req.game === 'rollecate' ? analyseRollecate(req.state, req.budget) : analyseRolit(req.state, req.budget);
}

/** The request without what the coach never reads (the move log), so posting it to the worker stays cheap. */
export function lean(req: CoachRequest): CoachRequest {
  if (req.game === 'rolit') return { ...req, state: { ...req.state, log: [] } };
  // Rollecate's and Steam Rollers' logs are log books (shared/logbook.ts): the empty one is the same for both.
  return { ...req, state: { ...req.state, log: emptyLog() } } as CoachRequest;
}
