import { mutationConfig } from './config';

/** The tests `npm run mutate -- rollecate` runs against each mutant (see games.ts). */
export default mutationConfig('rollecate');
