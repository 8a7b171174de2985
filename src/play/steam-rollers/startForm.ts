/**
 * The Steam Rollers table's start form as data: who plays each seat and the names typed for the people's, the
 * difficulty, the seed and the rule switches; the form a new visitor finds, and the game its choices start
 * (`configFromForm`). Drawn by src/components/steam-rollers/SteamStartForm.tsx.
 */
import type { Difficulty } from '../../machines/steam-rollers/rules/types';
import { cleanName } from '../kit/seatName';
import { randomSeed } from '../kit/seed';
import type { SeatKind } from './seatKinds';
import type { SteamConfig } from './steamSave';

export interface FormState {
  seats: SeatKind[];
  /** The names typed for the seats, seat 0 first (a bot's seat keeps its bot label: its name is not asked). */
  names: string[];
  difficulty: Difficulty;
  railsStopAtWalls: boolean;
  bonus3b: 'exact' | 'upTo';
  seed: string;
}

/** The difficulties the form offers, in its order. */
export const DIFFICULTIES: readonly Difficulty[] = ['none', 'medium', 'hard'];
/** The readings of card 3b's bonus the form offers. */
export const BONUS_3B = ['exact', 'upTo'] as const;

/** The form as a new visitor finds it: one person against a planning bot. */
export const defaultForm = (): FormState => ({ seats: ['human', 'planner'], names: [], difficulty: 'none', railsStopAtWalls: false, bonus3b: 'exact', seed: '' });

/** The names a game starts with: each person's seat its cleaned name ("" for none), a bot's seat "". */
export const namesOf = (form: FormState): string[] => form.seats.map((k, i) => (k === 'human' ? cleanName(form.names[i]) : ''));

/** The game the form's choices start: its seats, difficulty, switches, names, and its seed (a new roll when the form leaves it empty). */
export function configFromForm(f: FormState): SteamConfig {
  const seed = f.seed.trim() || randomSeed();
  return { seats: f.seats.slice(), difficulty: f.difficulty, switches: { railsStopAtWalls: f.railsStopAtWalls, bonus3b: f.bonus3b }, seed, names: namesOf(f) };
}
