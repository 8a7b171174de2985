/** What the two fuzzers share: their command line and a stateful wrapper round the seeded generator. */
import { nextInt, type RngState } from '../src/machines/shared/rng';

export interface FuzzArgs {
  games: number;
  seed: number;
  out: string;
}

/** `[--games N] [--seed S] [--out DIR]`; a bad argument prints the usage and exits 2. */
export function parseFuzzArgs(argv: string[], command: string, defaultGames: number): FuzzArgs {
  const usage = (problem?: string): never => {
    if (problem) console.error(problem);
    console.error(`usage: npm run ${command} -- [--games N] [--seed S] [--out DIR]`);
    process.exit(problem ? 2 : 0);
  };
  const opts: FuzzArgs = { games: defaultGames, seed: 1, out: 'fuzz-failures' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--games' || arg === '--seed') {
      const n = Number(value);
      if (value === undefined || !Number.isInteger(n) || n < 0) usage(`${arg} takes a whole number`);
      opts[arg === '--games' ? 'games' : 'seed'] = n;
      i++;
    } else if (arg === '--out') {
      if (!value) usage('--out takes a directory');
      opts.out = value as string;
      i++;
    } else if (arg === '--help' || arg === '-h') usage();
    else usage(`unknown argument ${arg}`);
  }
  return opts;
}

/** A small stateful wrapper around the pure seeded generator (no Math.random: runs replay from their seed). */
export class Dice {
  constructor(private state: RngState) {}
  int(n: number): number {
    let i: number;
    [i, this.state] = nextInt(this.state, n);
    return i;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)] as T;
  }
  bool(): boolean {
    return this.int(2) === 1;
  }
  u32(): number {
    return (this.int(0x10000) * 0x10000 + this.int(0x10000)) >>> 0;
  }
}
