/**
 * How the Rollecate start form's choices (startForm.ts, drawn by src/components/rollecate/PlayStartForm.tsx) become a new game for the table kit's START. Apart from
 * the form, because it needs the rules (the deal): the page draws the form first and loads this with the engine.
 */
import { newGame } from '../../machines/rollecate/rules/setup';
import { DEFAULT_RULES } from '../../machines/rollecate/rules/switches';
import type { RuleSwitches } from '../../machines/rollecate/rules/types';
import { fmt, type Strings } from '../kit/fmt';
import { seatLabel } from '../kit/seatName';
import { randomSeed } from '../kit/seed';
import type { GameConfig, SeatKind } from './save';
import { SWITCHES, switchesFor, variantOf, type Form } from './startForm';
import { seedOfText } from '../../scenario/types';
import type { RollecateStart } from './table';

/** A new game from the form's choices, for the table kit's START; throws with the rules' reason when the choices make no game. */
export function startFrom(f: Form, t: Strings): RollecateStart {
  const variant = variantOf(f.mode);
  const seed = f.seed.trim() || randomSeed();
  const name = (i: number) => seatLabel(f.names[i], fmt(t, 'play.defaultName', { n: i + 1 }));
  let names: string[];
  let seats: SeatKind[];
  if (f.mode === 'hotseat') {
    names = Array.from({ length: Math.min(4, Math.max(2, f.players)) }, (_, i) => name(i));
    seats = names.map(() => 'human');
  } else if (f.mode === 'bots') {
    names = [name(0), ...Array.from({ length: f.bots }, (_, i) => fmt(t, 'play.botName', { n: i + 1 }))];
    seats = names.map((_, i) => (i === 0 ? 'human' : 'bot'));
  } else if (f.mode === 'betsy') {
    names = [name(0)];
    seats = ['human', 'betsy'];
  } else {
    names = [name(0)];
    seats = ['human'];
  }
  const rules: Partial<RuleSwitches> = {};
  for (const k of SWITCHES) rules[k] = switchesFor(f.mode).includes(k) ? f.rules[k] : DEFAULT_RULES[k];
  const state = newGame({ variant, players: names, seed: seedOfText(seed), rules });
  const config: GameConfig = { mode: f.mode, seed, seats, hints: f.hints };
  return { config, state };
}
