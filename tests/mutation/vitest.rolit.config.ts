import { mutationConfig } from './config';

/** The tests `npm run mutate -- rolit` runs against each mutant (see games.ts). */
export default mutationConfig('rolit');
