/**
 * `npm run lab`: the rules lab. Plays seeded games per game, table and reading
 * with the lab's bots, searches where each pair of readings first parts, and
 * writes src/content/lab-data/<game>.json (seeds, sample sizes, the project's
 * version and commit included) for the lab pages to draw at build time.
 *
 * Options: --game rollecate|rolit|steam-rollers (repeatable; default all three),
 * --games N (games per table and reading, overriding each game's default),
 * --tries N (seeds tried per divergence search), --jobs N (child processes). Run it with `nice -n 19` on a
 * shared machine; it prints each table's time.
 *
 * Sample sizes: 2,000 games per table and reading for Rolit (about 40 minutes
 * with two jobs on a busy machine) and for Rollecate (a game costs 0.02 s at
 * Betsy's table to 0.28 s solo: about 25 minutes of two free cores for its twelve
 * tables and readings); Steam Rollers 20, whose games cost 1–3 s each. The pages
 * print every size.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as rollecate from '../src/lab/rollecate';
import * as rolit from '../src/lab/rolit';
import * as steam from '../src/lab/steam';
import { quantile, share } from '../src/lab/stats';
import type { Divergence, Figure, LabConfig, LabData, LabGame } from '../src/lab/types';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = args.flatMap((a, i) => (args[i - 1] === '--game' ? [a] : [])) as LabGame[];
const only: LabGame[] = games.length ? games : ['rollecate', 'rolit', 'steam-rollers'];
const GAMES_OVERRIDE = opt('--games') ? Number(opt('--games')) : undefined;
const TRIES_OVERRIDE = opt('--tries') ? Number(opt('--tries')) : undefined;
/** Child processes to spread a game's tables, readings and searches over (default 1: all in this process). */
const JOBS = opt('--jobs') ? Math.max(1, Number(opt('--jobs'))) : 1;

/** Games per table and reading, and seeds per divergence search, by game (measured cost: see the README's lab section). */
export const DEFAULTS: Record<LabGame, { games: number; level: number; tries: number }> = {
  rollecate: { games: 2000, level: 200, tries: 60 },
  rolit: { games: 2000, level: 300, tries: 60 },
  'steam-rollers': { games: 20, level: 20, tries: 6 },
};
/** Games of each config written out in full, for `npm test` to replay. */
export const SAMPLE = 3;
export const FIRST_SEED = 1;

function provenance() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse HEAD', { encoding: 'utf8' }).trim();
    if (execSync('git status --porcelain -- src scripts', { encoding: 'utf8' }).trim()) commit += '+changes';
  } catch { /* not a git checkout */ }
  return { version: pkg.version, commit, generated: new Date().toISOString().slice(0, 10) };
}

interface Runner<R> {
  configs: { id: string; table: string; reading: Record<string, unknown>; base?: string; play: (seed: number) => R }[];
  summarise: (rs: R[]) => LabConfig['summary'];
  sampleOf: (r: R) => LabConfig['sample'][number];
  readings: { id: string }[];
  search: (id: string, tries: number) => Divergence | null;
  level: (g: number) => number;
  levelKey: string;
  bot: string;
}

function runnerFor(game: LabGame): Runner<unknown> {
  if (game === 'rollecate') {
    return {
      configs: [
        ...rollecate.TABLES.map((t) => ({ id: t.id, table: t.id, reading: {}, play: (s: number) => rollecate.playRollecate(t, s) })),
        ...rollecate.READINGS.map((r) => {
          const { table, rules } = rollecate.readingOf(r.id);
          return { id: r.id, table: table.id, reading: rules as Record<string, unknown>, base: table.id, play: (s: number) => rollecate.playRollecate(table, s, rules) };
        }),
      ],
      summarise: rollecate.summarise as Runner<unknown>['summarise'],
      sampleOf: rollecate.sampleOf as Runner<unknown>['sampleOf'],
      readings: rollecate.READINGS,
      search: rollecate.searchRollecate,
      level: rollecate.levelGame,
      levelKey: 'vsPlanner4',
      bot: 'strong-static',
    };
  }
  if (game === 'rolit') {
    return {
      configs: [
        ...rolit.TABLES.map((t) => ({ id: t.id, table: t.id, reading: {}, play: (s: number) => rolit.playRolit(t, s) })),
        ...rolit.READINGS.map((r) => {
          const { table, reading } = rolit.readingOf(r.id);
          return { id: r.id, table: table.id, reading: reading as Record<string, unknown>, base: table.id, play: (s: number) => rolit.playRolit(table, s, reading) };
        }),
      ],
      summarise: rolit.summarise as Runner<unknown>['summarise'],
      sampleOf: rolit.sampleOf as Runner<unknown>['sampleOf'],
      // A smaller board is an option, not a reading: its games are measured, but there is nothing to part.
      readings: rolit.READINGS.filter((r) => !('size' in r.reading)),
      search: rolit.searchRolit,
      level: rolit.levelGame,
      levelKey: 'vsCorner2',
      bot: 'strong',
    };
  }
  return {
    configs: [
      ...steam.TABLES.map((t) => ({ id: t.id, table: t.id, reading: {}, play: (s: number) => steam.playSteam(t, s) })),
      ...steam.READINGS.map((r) => {
        const { table, switches } = steam.readingOf(r.id);
        return { id: r.id, table: table.id, reading: switches as Record<string, unknown>, base: table.id, play: (s: number) => steam.playSteam(table, s, switches) };
      }),
    ],
    summarise: steam.summarise as Runner<unknown>['summarise'],
    sampleOf: steam.sampleOf as Runner<unknown>['sampleOf'],
    readings: steam.READINGS,
    search: steam.searchSteam,
    level: (g) => steam.levelGame(g),
    levelKey: 'vsRandom2',
    bot: steam.STEAM_BOT,
  };
}

type Task = { kind: 'config'; id: string } | { kind: 'search'; id: string } | { kind: 'level' };
type TaskResult = LabConfig | Divergence | null | number[];

/** One task of a game's run: a table or reading's games, one divergence search, or the bot's level games. */
function runTask(game: LabGame, task: Task): TaskResult {
  const d = DEFAULTS[game];
  const n = GAMES_OVERRIDE ?? d.games;
  const r = runnerFor(game);
  const t0 = performance.now();
  if (task.kind === 'config') {
    const c = r.configs.find((x) => x.id === task.id)!;
    const records: unknown[] = [];
    for (let seed = FIRST_SEED; seed < FIRST_SEED + n; seed++) records.push(c.play(seed));
    const summary = r.summarise(records);
    console.error(`${game} ${c.id.padEnd(18)} ${n} games, ${((performance.now() - t0) / 1000).toFixed(0)} s; mean ${summary.turns.value} turns, seats ${summary.seats.map((x) => (100 * x.value).toFixed(1)).join(' / ')}`);
    return {
      id: c.id, table: c.table, reading: c.reading, ...(c.base ? { base: c.base } : {}),
      seeds: { first: FIRST_SEED, count: n }, summary, sample: records.slice(0, SAMPLE).map(r.sampleOf),
    };
  }
  if (task.kind === 'search') {
    const dv = r.search(task.id, TRIES_OVERRIDE ?? d.tries);
    console.error(`${game} parting ${task.id}: ${dv ? `${dv.steps.length} moves from seed ${dv.seed} (${dv.parted} of ${dv.tries} seeds parted)` : 'none found'}, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    return dv;
  }
  const levels: number[] = [];
  const levelGames = GAMES_OVERRIDE ? Math.min(GAMES_OVERRIDE, d.level) : d.level;
  for (let g = 0; g < levelGames; g++) levels.push(r.level(g));
  console.error(`${game} bot level: ${levels.length} games, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return levels;
}

/**
 * Finished tasks are kept in node_modules/.cache/lab/ under the commit, game, task and sizes, so a run
 * stopped half way (a busy machine) starts again where it stopped; a new commit starts afresh.
 */
function cached(game: LabGame, task: Task, commit: string, compute: () => Promise<TaskResult>): Promise<TaskResult> {
  const dir = new URL('../node_modules/.cache/lab/', import.meta.url);
  const key = `${commit}-${game}-${task.kind}-${'id' in task ? task.id : ''}-${GAMES_OVERRIDE ?? DEFAULTS[game].games}-${TRIES_OVERRIDE ?? DEFAULTS[game].tries}.json`;
  const file = new URL(key, dir);
  if (!commit.endsWith('+changes') && existsSync(file)) return Promise.resolve(JSON.parse(readFileSync(file, 'utf8')) as TaskResult);
  return compute().then((r) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(r));
    return r;
  });
}

/** A task in a child process of this script (same Node flags, so tsx's loader too), its result read from stdout. */
function inWorker(game: LabGame, task: Task): Promise<TaskResult> {
  const extra = [...(GAMES_OVERRIDE ? ['--games', String(GAMES_OVERRIDE)] : []), ...(TRIES_OVERRIDE ? ['--tries', String(TRIES_OVERRIDE)] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--worker', game, JSON.stringify(task), ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as TaskResult) : reject(new Error(`${game} ${JSON.stringify(task)}: worker exited with ${code}`))));
  });
}

async function run(game: LabGame, made: ReturnType<typeof provenance>): Promise<LabData> {
  const r = runnerFor(game);
  const tasks: Task[] = [
    ...r.configs.map((c) => ({ kind: 'config' as const, id: c.id })),
    ...r.readings.map((x) => ({ kind: 'search' as const, id: x.id })),
    { kind: 'level' },
  ];
  const results: TaskResult[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next++;
      const t = tasks[i]!;
      results[i] = await cached(game, t, made.commit, () => (JOBS <= 1 ? Promise.resolve(runTask(game, t)) : inWorker(game, t)));
    }
  };
  await Promise.all(Array.from({ length: JOBS }, lane));
  const configs = results.filter((_, i) => tasks[i]!.kind === 'config') as LabConfig[];
  const divergences = results.filter((x, i) => tasks[i]!.kind === 'search' && x) as Divergence[];
  const levels = results[tasks.length - 1] as number[];
  const level: Figure[] = [{ key: r.levelKey, kind: 'share', value: share(levels.reduce((a, b) => a + b, 0), levels.length) }];
  const base = configs.find((c) => c.id === (game === 'rollecate' ? '4' : '2'));
  if (base) {
    const med = quantile(base.summary.turnCounts.flatMap(([v, k]) => new Array<number>(k).fill(v)), 0.5);
    level.push({ key: game === 'rollecate' ? 'medianTurns4' : 'medianTurns2', kind: 'mean', value: { n: base.summary.n, value: med, lo: med, hi: med } });
  }
  console.error(`${game} bot level ${r.levelKey}: ${(100 * level[0]!.value.value).toFixed(1)} % over ${levels.length} games`);
  return { game, ...made, command: ['npm run lab --', ...args].join(' '), bot: { id: r.bot, level }, configs, divergences };
}

const worker = args.indexOf('--worker');
if (worker >= 0) {
  // A child of a run with --jobs: one task, its result as JSON on stdout.
  process.stdout.write(JSON.stringify(runTask(args[worker + 1] as LabGame, JSON.parse(args[worker + 2]!) as Task)));
} else {
  // The version and commit are read before any game is played: they name the code that played them.
  const made = provenance();
  const out = new URL('../src/content/lab-data/', import.meta.url);
  mkdirSync(out, { recursive: true });
  for (const game of only) {
    const t0 = performance.now();
    const data = await run(game, made);
    writeFileSync(new URL(`${game}.json`, out), `${JSON.stringify(data, null, 1)}\n`);
    console.error(`${game}: wrote src/content/lab-data/${game}.json in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
}
