import type { RuleSwitches, Variant } from './types';

/** The rulings' defaults (rules-analysis A.3 #22, #1, #41, #3, #37, #8). */
export const DEFAULT_RULES: RuleSwitches = {
  passDamage: true,
  valueRuleInSetup: false,
  betsyPassEffects: true,
  valueRuleTouching: false,
  soloDealToBox: false,
  table: null,
};

export const VARIANTS: readonly Variant[] = ['standard', 'solo', 'solo-hard', 'betsy'];

/**
 * The ruling each switch answers (rules-analysis A.3 #n; the rulings page's "ruling-NN"), for
 * the start form's and the position editor's links. What a switch does is said in the site's words (play.switch.*).
 */
export const SWITCH_RULING: Record<keyof RuleSwitches, number> = {
  passDamage: 22,
  valueRuleInSetup: 1,
  betsyPassEffects: 41,
  valueRuleTouching: 3,
  soloDealToBox: 37,
  table: 8,
};
