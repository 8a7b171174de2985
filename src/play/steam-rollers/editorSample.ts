/**
 * The Steam Rollers position editor's sample mid-game: a 3-player game dealt from a fixed seed and played by the
 * planning bot (src/machines/steam-rollers/bots.ts) until the middle of a round a few rounds in, so every part of the
 * table holds something (tracks on every sheet, crossed boxes, deliveries, cards taken, dice drafted). Played, not
 * written down, so it is always a position a game reaches, on whatever map, chart and card data the rules hold.
 * Loaded only when the reader asks for it.
 */
import { plannerMove } from '../../machines/steam-rollers/bots';
import { applyEvent } from '../../machines/steam-rollers/rules/game';
import { newGame } from '../../machines/steam-rollers/rules/setup';
import type { SteamState } from '../../machines/steam-rollers/rules/types';
import { steamStartModel, tableFromState, type SteamModel } from './steamPositionModel';

/** The sample's seed and length: round 10, the second seat to draft waiting for its action. */
export const SAMPLE = { players: 3, seed: 11, rounds: 9 } as const;

export function sampleState(): SteamState {
  let s = newGame({ players: SAMPLE.players, seed: SAMPLE.seed, start: 0 });
  // Whole rounds, then into the next: the first seat has acted, the next holds a drafted die.
  for (let k = 0; k < 2000 && s.phase !== 'over'; k++) {
    if (s.round > SAMPLE.rounds && s.phase === 'action' && s.order === 1) break;
    const e = plannerMove(s);
    if (!e) break;
    const out = applyEvent(s, e);
    if (!out.ok) break;
    s = out.state;
  }
  return s;
}

/** The sample as the editor's model. */
export function sampleModel(title = ''): SteamModel {
  const s = sampleState();
  const table = tableFromState(s);
  return { ...steamStartModel(), title, players: table.sheets.length, start: table.start, sides: table.cards.map((c) => c.face), seed: String(SAMPLE.seed), table };
}
