/** The games the scenario runner knows. */
import { rolitAdapter } from './rolit';
import { rollecateAdapter } from './rollecate';
import { steamRollersAdapter } from './steam-rollers';
import type { GameAdapter } from './types';

export const adapters: Record<string, GameAdapter<any>> = {
  rollecate: rollecateAdapter,
  rolit: rolitAdapter,
  'steam-rollers': steamRollersAdapter,
};
