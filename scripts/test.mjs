/**
 * `npm test`: the whole suite, its stages packed onto the machine's cores.
 *
 * Stages that need one core run two at a time; vitest and Playwright, which
 * run two workers each, run alone; the background stages (the type-check, the
 * scenario files, rule coverage, the fuzzers) run one at a time beside them at a
 * low priority, on the CPU they leave. The site is built once, and the
 * end-to-end tests serve that build. A failing stage does not stop the
 * others (one run shows every failure), except that the end-to-end tests
 * need the build and a browser. Each stage's output is printed whole when it
 * ends; the last one streams. At the end: every stage's time, so a slow
 * stage shows in the next run's output, and a closing count of the stages.
 * A stage that runs past its limit (STAGE_LIMIT_S, or the stage's own) is
 * stopped with its whole process group and fails with what it had printed:
 * a hung browser once held a CI run to its 90-minute limit with no word of
 * which stage was waiting.
 *
 *   node scripts/test.mjs [--only name,name] [--skip name,name]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, resolve } from 'node:path';

const examples = '../shared/contracts/examples';
const out = process.env.E2E_OUT ?? 'dist';

/**
 * name, command, cores it keeps busy, the stages it needs. A `background` stage needs no other and nothing needs it: it
 * runs from the start, one at a time in a lane of its own, at a low priority (nice 10), on whatever CPU the others
 * leave: beside the build, in the gaps of vitest's last files and of the browser tests' waits (for a page's network to
 * fall quiet, for frames, for a dev server). On two cores CPU is what the run's time is made of, so these stages cost
 * only what the others leave unused, and anything left of them runs at the end at full speed.
 */
const STAGES = [
  { name: 'build', cmd: `astro build --outDir ${out}`, cores: 1 },
  { name: 'browser', cmd: 'node scripts/ensure-browser.mjs', cores: 1 },
  // astro check type-checks every file of the project (.astro, .ts, .tsx: src, tests, scripts) with tsconfig.json; a separate tsc run would check the same files again.
  { name: 'type-check', cmd: 'astro check', background: true },
  { name: 'scenarios', cmd: `tsx src/scenario/cli.ts src/content/scenarios${existsSync(examples) ? ` ${examples}` : ''}`, background: true },
  { name: 'rule-coverage', cmd: 'tsx scripts/rule-coverage.ts', background: true },
  { name: 'fuzz rollecate (2,000 games)', cmd: 'tsx scripts/fuzz.ts --games 2000', background: true },
  { name: 'fuzz rolit (500 matches)', cmd: 'tsx scripts/fuzz-rolit.ts --games 500', background: true },
  { name: 'fuzz steam rollers (300 games)', cmd: 'tsx scripts/fuzz-steam-rollers.ts --games 300', background: true },
  { name: 'unit, model, property, component', cmd: 'vitest run', cores: 2 },
  // The e2e page scan also weighs every page on the load it scans (issue 30's budgets, measured in Chromium: rule
  // pages with examples within 35 KB of JavaScript, tables 60 KB, the checker 80 KB, any page's HTML 150 KB raw; pages
  // not there yet held to a ceiling, NOT_YET in scripts/page-weight.ts; game code only on pages with islands).
  { name: 'e2e', cmd: 'playwright test', cores: 2, needs: ['build', 'browser'], env: { E2E_PREBUILT: '1' }, live: true },
];

const arg = (flag) => {
  const i = process.argv.indexOf(flag);
  return i < 0 ? null : (process.argv[i + 1] ?? '').split(',').filter(Boolean);
};
const only = arg('--only');
const skip = arg('--skip') ?? [];
const wanted = STAGES.filter((s) => (!only || only.some((o) => s.name.startsWith(o))) && !skip.some((o) => s.name.startsWith(o)));

/** Seconds any stage may take (each is far below this on 2 cores, even a loaded one): past it, the stage is stopped and fails. */
const STAGE_LIMIT_S = Number(process.env.STAGE_LIMIT_S ?? 1200);

/** The running stages' processes: being in groups of their own, they are stopped by hand when the run is (Ctrl+C). */
const children = new Set();
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
    process.exit(130);
  });
}

const capacity = Math.max(2, Math.min(availableParallelism(), 2));
// As under `npm run`: the project's own tools (astro, vitest, tsx, playwright) come first on PATH.
const PATH = [resolve('node_modules/.bin'), process.env.PATH].join(delimiter);
const results = new Map(); // name → { ok, seconds, skipped? }
let busy = 0;
const started = Date.now();

function seconds(ms) {
  return (ms / 1000).toFixed(1);
}

function run(stage) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const chunks = [];
    // `nice` (POSIX, part of every Unix) lowers the stage's priority; on Windows the stage runs at the normal priority.
    const cmd = stage.background && process.platform !== 'win32' ? `nice -n 10 ${stage.cmd}` : stage.cmd;
    const child = spawn(cmd, {
      shell: true,
      // Output is collected, not shown on a terminal: no colour codes unless asked for.
      env: { ...process.env, PATH, ...stage.env, ...(process.env.FORCE_COLOR ? {} : { NO_COLOR: '1', FORCE_COLOR: '0' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that a stage past its limit is stopped with every process it started (a browser too).
      detached: true,
    });
    children.add(child);
    let overran = false;
    // Past the limit: SIGTERM first, so that a runner can stop what it started in groups of its own (Playwright's web
    // server), then SIGKILL to whatever is left of the group ten seconds later.
    const signal = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        child.kill(sig);
      }
    };
    let hardStop;
    const limit = setTimeout(() => {
      overran = true;
      signal('SIGTERM');
      hardStop = setTimeout(() => signal('SIGKILL'), 10_000);
    }, (stage.limit ?? STAGE_LIMIT_S) * 1000);
    if (stage.live) console.log(`\n── ${stage.name} ──`);
    const take = (stream, sink) =>
      stream.on('data', (d) => (stage.live ? sink.write(d) : chunks.push(d)));
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      clearTimeout(hardStop);
      children.delete(child);
      const ms = Date.now() - t0;
      const ok = code === 0 && !overran;
      if (!stage.live) {
        console.log(`\n── ${stage.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(ms)} s ──`);
        process.stdout.write(Buffer.concat(chunks).toString());
      } else console.log(`── ${stage.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(ms)} s ──`);
      if (overran) console.log(`(stopped: still running after its limit of ${stage.limit ?? STAGE_LIMIT_S} s)`);
      else if (!ok && signal) console.log(`(ended by ${signal})`);
      resolve({ ok, ms });
    });
  });
}

async function main() {
  const queue = wanted.filter((s) => !s.background);
  const lane = wanted.filter((s) => s.background);
  const running = new Set();
  await new Promise((done) => {
    let laneBusy = false;
    const pump = () => {
      // The background lane: one stage at a time, from the start, beside the others.
      if (!laneBusy && lane.length) {
        const stage = lane.shift();
        laneBusy = true;
        running.add(stage.name);
        run(stage).then((r) => {
          laneBusy = false;
          running.delete(stage.name);
          results.set(stage.name, r);
          pump();
        });
      }
      // First in, first out: a two-core stage waits for both cores rather than being overtaken forever.
      while (queue.length) {
        const stage = queue[0];
        const blocked = (stage.needs ?? []).filter((n) => wanted.some((w) => w.name === n) && !results.has(n));
        if (blocked.length) break;
        const failedNeed = (stage.needs ?? []).find((n) => results.get(n) && !results.get(n).ok);
        if (failedNeed) {
          queue.shift();
          results.set(stage.name, { ok: false, ms: 0, skipped: `needs ${failedNeed}` });
          console.log(`\n── ${stage.name}: not run, ${failedNeed} failed ──`);
          continue;
        }
        const cores = Math.min(stage.cores ?? 1, capacity);
        if (busy + cores > capacity) break;
        queue.shift();
        busy += cores;
        running.add(stage.name);
        run(stage).then((r) => {
          busy -= cores;
          running.delete(stage.name);
          results.set(stage.name, r);
          pump();
        });
      }
      if (!queue.length && !lane.length && !running.size) done();
    };
    pump();
  });

  const failed = wanted.filter((s) => !results.get(s.name)?.ok);
  const width = Math.max(...wanted.map((s) => s.name.length));
  console.log('\nStage times (wall clock; stages overlap two at a time, and the background ones run beside them):');
  for (const s of wanted) {
    const r = results.get(s.name);
    console.log(`  ${s.name.padEnd(width)}  ${r.skipped ? 'not run' : `${seconds(r.ms).padStart(6)} s`}  ${r.ok ? 'ok' : r.skipped ? `(${r.skipped})` : 'FAILED'}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(6)} s`);
  if (failed.length) console.log(`\nFailed: ${failed.map((s) => s.name).join(', ')}`);
  console.log(`stages: ${wanted.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

main();
