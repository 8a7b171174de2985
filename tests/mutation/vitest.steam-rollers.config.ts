import { mutationConfig } from './config';

/** The tests `npm run mutate -- steam-rollers` runs against each mutant (see games.ts). */
export default mutationConfig('steam-rollers');
