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

/** What each switch means, for the CLI, the rule pages and the editor. */
export const SWITCH_INFO: Record<keyof RuleSwitches, { ruling: string; summary: string }> = {
  passDamage: { ruling: 'A.3 #22', summary: 'A pass that moves the train onto a broken track costs an extra penalty card.' },
  valueRuleInSetup: { ruling: 'A.3 #1', summary: 'The value rule also applies to the initial railway; unfitting cards are set aside.' },
  betsyPassEffects: { ruling: 'A.3 #41', summary: "Betsy's pass also moves the train and costs her one penalty card." },
  valueRuleTouching: { ruling: 'A.3 #3', summary: 'The value rule also checks railway cards that only touch the new card.' },
  soloDealToBox: { ruling: 'A.3 #37', summary: 'Solo: two more cards are dealt into the box, leaving 36 in the draw pile.' },
  table: { ruling: 'A.3 #8', summary: 'Limit the railway to a table of width × height squares.' },
};
