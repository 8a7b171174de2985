/**
 * What `npm run mutate` mutates and which tests it runs against each game's rules core: the game's
 * own rule, model and property tests and its scenario files (tests/mutation/<game>-scenarios.test.ts),
 * not the page, bot, coach and browser tests, so one game's run takes minutes, not hours. The
 * quick rule tests come first: a mutant's run stops at its first failing test.
 */
export const GAMES = {
  rollecate: [
    'tests/unit/rollecate-core.test.ts',
    'tests/unit/rollecate.rules.test.ts',
    'tests/unit/rollecate-setup.test.ts',
    'tests/unit/rollecate-narrate.test.ts',
    'tests/unit/rollecate-deck-view.test.ts',
    'tests/unit/rollecate-legal.test.ts',
    'tests/unit/rollecate-state.test.ts',
    'tests/unit/geometry.test.ts',
    'tests/unit/lists.test.ts',
    'tests/unit/odds.test.ts',
    'tests/mutation/rollecate-scenarios.test.ts',
    'tests/model/rollecate.model.test.ts',
    'tests/property/invariants.test.ts',
    'tests/property/rollecate.property.test.ts',
    'tests/property/movegen.property.test.ts',
    'tests/unit/planner.test.ts',
  ],
  rolit: [
    'tests/unit/rolit.test.ts',
    'tests/mutation/rolit-scenarios.test.ts',
    'tests/unit/rolit-perft.test.ts',
    'tests/model/rolit.model.test.ts',
    'tests/property/rolit.property.test.ts',
    'tests/property/movegen.property.test.ts',
  ],
  'steam-rollers': [
    'tests/unit/steam-rollers-core.test.ts',
    'tests/unit/steam-rollers-legal.test.ts',
    'tests/unit/steam-rollers.test.ts',
    'tests/unit/steam-rollers-scenario.test.ts',
    'tests/mutation/steam-rollers-scenarios.test.ts',
    'tests/model/steam-rollers.model.test.ts',
    'tests/property/steam-rollers.property.test.ts',
  ],
} as const;

export type MutateGame = keyof typeof GAMES;
