/**
 * The Rollecate play table's start form as data: its choices (mode, seats and their names, seed, rule switches,
 * hints), which switches a mode offers, the form a page first shows, and how a game's settings fill the form again
 * (`formFrom`). The form is drawn by src/components/rollecate/PlayStartForm.tsx; how its choices become a new game
 * is startFrom.ts, which needs the rules' deal and loads with the engine (issue 30).
 */
import { DEFAULT_RULES, SWITCH_RULING } from '../../machines/rollecate/rules/switches';
import type { Variant } from '../../machines/rollecate/rules/types';
import type { Mode } from './modes';
import type { RollecateGame } from './table';

export const SWITCHES = ['passDamage', 'valueRuleInSetup', 'betsyPassEffects', 'valueRuleTouching', 'soloDealToBox'] as const;
export type SwitchKey = (typeof SWITCHES)[number];

/** The address of the ruling that settles a rule switch (its anchor writes the number with two digits: "#ruling-01"). */
export function switchRulingHref(k: keyof typeof SWITCH_RULING, lang: string): string {
  return `${lang === 'nl' ? '/nl' : ''}/rollecate/rulings/#ruling-${String(SWITCH_RULING[k]).padStart(2, '0')}`;
}

export interface Form {
  mode: Mode;
  players: number;
  bots: number;
  names: string[];
  seed: string;
  rules: Record<SwitchKey, boolean>;
  hints: boolean;
}

export function variantOf(mode: Mode): Variant {
  return mode === 'hotseat' || mode === 'bots' ? 'standard' : mode;
}

export function defaultRules(): Record<SwitchKey, boolean> {
  return Object.fromEntries(SWITCHES.map((k) => [k, DEFAULT_RULES[k]])) as Record<SwitchKey, boolean>;
}

/** The form as a page first shows it: a game against one bot (the seed is rolled once the page runs in the browser). */
export function newForm(): Form {
  return { mode: 'bots', players: 2, bots: 1, names: ['', '', '', ''], seed: '', rules: defaultRules(), hints: true };
}

/** Which switches matter for a mode: Betsy's only against Betsy, the solo deal only in solo. */
export function switchesFor(mode: Mode): SwitchKey[] {
  return SWITCHES.filter((k) => (k === 'betsyPassEffects' ? mode === 'betsy' : k === 'soloDealToBox' ? mode === 'solo' || mode === 'solo-hard' : true));
}

/** The start form filled in as for the game `live` plays (a new seed unless `seed` is given). */
export function formFrom(live: RollecateGame, seed: string): Form {
  const s = live.snap.context;
  const names = ['', '', '', ''];
  live.config.seats.forEach((k, i) => {
    if (k === 'human') names[i] = s.players[i]?.name ?? '';
  });
  const rules = Object.fromEntries(SWITCHES.map((k) => [k, s.rules[k]])) as Record<SwitchKey, boolean>;
  return {
    mode: live.config.mode,
    // A solo or Betsy game has one person: the hot-seat choice keeps a count it offers (2 to 4).
    players: Math.min(4, Math.max(2, s.players.length)),
    bots: Math.min(3, Math.max(1, live.config.seats.filter((k) => k === 'bot').length)),
    names,
    seed,
    rules,
    hints: live.config.hints,
  };
}
