/**
 * The scenario runner against files that try to slip through: names that
 * every object inherits ("constructor", "__proto__"…), expectations that check
 * nothing, positions no game can reach, long files (each step must cost what
 * it changes), and paths or bytes the command line must refuse in one line.
 * The fixed corpus of bad files, with the exact line for each, is in
 * tests/fixtures/bad (checked at the end of this file).
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longChainScenario } from '../../scripts/long-chain';
import { compareField } from '../../src/scenario/compare';
import { MAX_FILE_BYTES, decode, firstInvalidUtf8, runCli } from '../../src/scenario/files';
import { storyWith } from '../../src/scenario/frames';
import { adapters } from '../../src/scenario/registry';
import { loadPosition, sendMove, startSnapshot, toAction, type RollecateSnapshot } from '../../src/scenario/rollecate';
import { runScenario } from '../../src/scenario/run';
import { nestsDeeperThan, oneLine, show } from '../../src/scenario/types';
import { narrate } from '../../src/machines/rollecate/rules/narrate';
import { CONTRACT_EXAMPLES } from '../fixtures/contract';

const root = join(import.meta.dirname, '..', '..');
const example = (name: string) => JSON.parse(readFileSync(join(CONTRACT_EXAMPLES, name), 'utf8'));
const rollecate = () => example('rollecate-pass-and-combine.json');
const rolit = () => example('rolit-first-move.json');
const both: [string, () => any][] = [['rollecate', rollecate], ['rolit', rolit]];

/** Runs the command line in-process and returns its lines and exit code. */
function cli(...args: string[]): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = runCli(args, (l) => lines.push(l));
  return { code, lines };
}

const INHERITED = ['constructor', 'hasOwnProperty', 'toString', 'valueOf', '__proto__', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString'];

describe('names from a file are looked up among own properties only', () => {
  it('the examples pass as they are (the mutations below start from passing files)', () => {
    for (const [game, doc] of both) expect(runScenario(doc()), game).toMatchObject({ pass: true });
  });

  for (const [game, doc] of both) {
    it(`${game}: an expect naming only inherited names fails instead of checking nothing`, () => {
      for (const name of INHERITED) {
        const d = doc();
        // JSON.parse makes "__proto__" an own key, as a file would.
        d.steps.push(JSON.parse(`{"expect": {"${name}": 1}}`));
        const r = runScenario(d);
        expect(r.pass, name).toBe(false);
        expect(r.reason, name).toBe(`step ${d.steps.length - 1} (expect): unknown state field "${name}" (known: ${Object.keys(adapters[game]!.fields).join(', ')})`);
      }
      const d = doc();
      d.steps.push(JSON.parse('{"expect": {"constructor": "x", "hasOwnProperty": 1}}'));
      expect(runScenario(d).pass).toBe(false);
    });

    it(`${game}: an expect that names nothing fails`, () => {
      const d = doc();
      d.steps.push({ expect: {} });
      expect(runScenario(d)).toMatchObject({ pass: false, reason: expect.stringMatching(/^step \d+: "expect" names no state field, so it would check nothing/) });
    });

    it(`${game}: a step named after an inherited name is an unknown step`, () => {
      for (const name of INHERITED) {
        const d = doc();
        d.steps.push(JSON.parse(`{"${name}": true}`));
        expect(runScenario(d).reason, name).toMatch(new RegExp(`^step \\d+: unknown step "${name}"`));
      }
    });

    it(`${game}: options and positions with inherited names are unknown fields`, () => {
      for (const name of INHERITED) {
        const o = doc();
        o.options = JSON.parse(`{"${name}": 1}`);
        expect(runScenario(o).reason, name).toBe(`options: unknown field "${name}" (allowed: ${game === 'rolit' ? 'size, adjacency, edition, rounds, seed' : 'variant, rules, seed'})`);
        // Through JSON, as a file would have it ("__proto__" as an own key; Object.assign would set the prototype instead).
        const p = JSON.parse(JSON.stringify(doc()).replace('"position":{', `"position":{"${name}":1,`));
        expect(runScenario(p).reason, name).toMatch(new RegExp(`^position: unknown field "${name}"`));
      }
    });
  }

  it('"game": "__proto__" (or any inherited name) is an unknown game, not an internal error', () => {
    for (const name of INHERITED) {
      const d = rollecate();
      d.game = name;
      expect(runScenario(d), name).toEqual({ pass: false, reason: `unknown game "${name}" (known: rollecate, rolit, steam-rollers)` });
      expect(storyWith(d, 'en', adapters), name).toMatchObject({ ok: false, frames: [] });
    }
  });

  it('a nested expected object must not match what the actual value inherits', () => {
    const d = rollecate();
    d.steps.push({ pass: true }, JSON.parse('{"expect": {"result": {"__proto__": {}}}}'));
    // The game is not over: result is null, and no inherited key may stand in for a real one.
    expect(runScenario(d).pass).toBe(false);
    expect(compareField('result', 'value', JSON.parse('{"__proto__": {}}'), { scores: [1] })).not.toBeNull();
    expect(compareField('result', 'value', JSON.parse('{"constructor": {}}'), { scores: [1] })).not.toBeNull();
    expect(compareField('result', 'value', { toString: {} }, { scores: [1] })).not.toBeNull();
    expect(compareField('result', 'value', { scores: [1] }, { scores: [1], cards: [2] })).toBeNull();
  });

  it('rule switches, variants, editions and colours are own names only', () => {
    for (const name of INHERITED) {
      const r = rollecate();
      r.options.rules = JSON.parse(`{"${name}": true}`);
      expect(runScenario(r).reason, name).toMatch(new RegExp(`^options.rules: unknown rule switch "${name}"`));
      const v = rollecate();
      v.options.variant = name;
      expect(runScenario(v).reason, name).toMatch(/^options.variant must be one of standard, solo, solo-hard, betsy/);
      const e = rolit();
      e.options.edition = name;
      expect(runScenario(e).reason, name).toMatch(/^options.edition must be one of "standard", "es", "it"/);
      const c = rolit();
      c.position.current = name;
      expect(runScenario(c).reason, name).toMatch(/^position.current must be one of the players/);
    }
  });

  it('a misspelt top-level field is named, not ignored', () => {
    const d = rollecate();
    d.optoins = d.options;
    delete d.options;
    expect(runScenario(d).reason).toBe('unknown field "optoins"; did you mean "options"?');
    const ok = rollecate();
    ok.description = 'a project field';
    expect(runScenario(ok).pass).toBe(true);
  });

  it('a step field the step does not take is refused (a misspelt "combine" is not dropped)', () => {
    const d = rollecate();
    d.steps[3] = { discard: { card: 'r1', combnie: true } };
    expect(runScenario(d).reason).toBe('step 3 (discard): "discard": unknown field "combnie" (allowed: card, combine); it takes {"card": "id", "combine": true|false}');
    expect(() => toAction('roll', { wheels: 1, dice: 2 })).toThrow(/"roll": unknown field "dice"/);
    expect(() => toAction('build', [{ card: 'a\nb', turn: 'left' }])).toThrow(/"build": "a\\nb" is not a card id/);
  });

  it('"rejected" on a step that is not a move is refused', () => {
    const d = rollecate();
    d.steps.push({ say: 'x', rejected: true });
    expect(runScenario(d).reason).toMatch(/"rejected" belongs on a move/);
  });
});

describe('impossible positions are refused, naming the field and its range', () => {
  const soloHard = (derailments: unknown) => {
    const d = rollecate();
    d.options = { variant: 'solo-hard' };
    d.position.players = [d.position.players[0]];
    d.position.derailments = [derailments];
    return runScenario(d);
  };

  it('R39: a hard solo game has at most three derailments', () => {
    expect(soloHard(3).reason ?? '').not.toMatch(/derailments/);
    for (const bad of [4, 7, 1e300, -1, 1.5]) {
      expect(soloHard(bad).reason, String(bad)).toBe(
        `position.derailments[0] must be a whole number from 0 to 3 (the fourth derailment ends a hard solo game, R39), not ${JSON.stringify(bad)}`,
      );
    }
    expect(soloHard('2').reason).toMatch(/^position.derailments\[0\] must be a whole number from 0 to 3/);
  });

  it('R6, R7, R38, R40: no seat derails more often than it has turns in a full game', () => {
    const withPlayers = (variant: string, n: number, d: number[], rules?: object) => {
      const doc = rollecate();
      doc.options = { variant, ...(rules ? { rules } : {}) };
      doc.position.players = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, hand: [], discard: [] }));
      doc.position.derailments = d;
      return runScenario(doc).reason ?? '';
    };
    expect(withPlayers('standard', 2, [18, 18])).not.toMatch(/derailments/);
    expect(withPlayers('standard', 2, [0, 19])).toMatch(/^position.derailments\[1\] must be a whole number from 0 to 18 \(one per ride at most, and a seat has 18 turns in a full standard game\), not 19/);
    expect(withPlayers('standard', 3, [13, 0, 0])).toMatch(/from 0 to 12 /);
    expect(withPlayers('standard', 4, [0, 0, 0, 10])).toMatch(/^position.derailments\[3\] must be a whole number from 0 to 9 /);
    expect(withPlayers('solo', 1, [38])).not.toMatch(/derailments/);
    expect(withPlayers('solo', 1, [39])).toMatch(/from 0 to 38 /);
    expect(withPlayers('solo', 1, [37], { soloDealToBox: true })).toMatch(/from 0 to 36 /);
    expect(withPlayers('betsy', 2, [19, 20])).toMatch(/^position.derailments\[1\] must be a whole number from 0 to 19 /);
  });

  it('a game still in setup has no derailments', () => {
    const d = JSON.parse(readFileSync(join(root, 'src/content/scenarios/rollecate/ruling-14-three-player-setup-order.json'), 'utf8'));
    expect(runScenario(d).pass).toBe(true);
    d.position.derailments = [1, 0, 0];
    expect(runScenario(d).reason).toBe('position.derailments: a game still in setup has played no turn, so every count must be 0');
  });

  it('seeds are 32-bit generator states; tables are 7 to 1,000 squares a side', () => {
    const seeded = (seed: unknown) => {
      const d = rollecate();
      d.options.seed = seed;
      return runScenario(d).reason;
    };
    expect(seeded(0)).toBeUndefined();
    expect(seeded(4294967295)).toBeUndefined();
    expect(seeded('any text')).toBeUndefined();
    for (const bad of [1e300, -1, 1.5, 4294967296]) {
      expect(seeded(bad), String(bad)).toBe(`options.seed must be a whole number from 0 to 4294967295 (a 32-bit generator state), not ${JSON.stringify(bad)}`);
    }
    expect(seeded('x'.repeat(201))).toBe('options.seed as text must be at most 200 characters, found 201');
    const tabled = (table: unknown) => {
      const d = rollecate();
      d.options.rules = { table };
      return runScenario(d).reason;
    };
    expect(tabled({ width: 7, height: 1000 })).toBeUndefined();
    expect(tabled({ width: 1e300, height: 7 })).toMatch(/^options.rules.table.width must be a whole number from 7 to 1000 squares .*not 1e\+300$/);
    expect(tabled({ width: 7, height: 6 })).toMatch(/^options.rules.table.height must be a whole number from 7 to 1000/);
    expect(tabled({ width: 7.5, height: 7 })).toMatch(/^options.rules.table.width must be a whole number/);
    expect(tabled({ width: 7, height: 7, depth: 3 })).toMatch(/^options.rules.table: unknown field "depth"/);
  });

  it('Rolit: seeds, rounds and colour choices are whole numbers in range', () => {
    const withOptions = (options: object, position?: object) => {
      const d = rolit();
      d.options = options;
      if (position) d.position = position;
      return runScenario(d).reason;
    };
    expect(withOptions({ seed: 1e300 })).toMatch(/^options.seed must be a whole number from 0 to 4294967295/);
    expect(withOptions({ rounds: 1e300 })).toBe('options.rounds must be a whole number of rounds from 1 to 99, not 1e+300');
    expect(withOptions({ rounds: 2.5 })).toMatch(/^options.rounds must be a whole number/);
    expect(withOptions({ size: 1e300 })).toBe('options.size must be 8, 6 or 4, not 1e+300');
    expect(withOptions({ edition: 'es', seed: 3 }, { players: 2, colourChoice: 1e300 })).toBe(
      'position.colourChoice: the es edition offers 0 = R+G, 1 = Y+B for 2 players, not 1e+300',
    );
    expect(withOptions({ seed: 3 }, { players: 2.5 })).toMatch(/^position.players must be 2, 3, 4 or "solo"/);
  });
});

describe('every reason is one line, and values from the file are quoted short', () => {
  it('oneLine and show', () => {
    expect(oneLine('a\nb\rc\u2028d\u0000')).toBe('a\\nb\\rc\\u2028d\\u0000');
    expect(show('x'.repeat(500)).length).toBeLessThanOrEqual(80);
    expect(show({ a: '\n' })).toBe('{"a":"\\n"}');
  });

  it('a newline in a field name, a square or a row stays inside the one line', () => {
    const a = rollecate();
    a.steps.push(JSON.parse('{"expect": {"pha\\nse": "action"}}'));
    const b = rolit();
    b.steps.push({ place: 'd\n3' });
    const c = rolit();
    c.position.board[0] = '....\n...';
    const d = rolit();
    d.position.board[0] = '.'.repeat(100000);
    for (const doc of [a, b, c, d]) {
      const r = runScenario(doc);
      expect(r.pass).toBe(false);
      expect(r.reason).not.toMatch(/[\n\r\u2028\u2029]/);
      expect(r.reason!.length).toBeLessThan(400);
    }
  });

  it('nesting deeper than 64 levels is named, checked without recursion', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100000; i++) deep = { a: deep };
    expect(nestsDeeperThan(deep)).toBe(true);
    expect(nestsDeeperThan(rollecate())).toBe(false);
    const d = rollecate();
    d.steps.push({ expect: { result: deep } });
    expect(runScenario(d)).toEqual({ pass: false, reason: 'the file nests lists and objects more than 64 levels deep (the limit for a scenario file)' });
  });
});

describe('long files: a step costs what it changes', () => {
  it('runs a legal chain of 20,000 turns through the runner', () => {
    const chain = longChainScenario(20000);
    expect(chain.turns).toBe(20000);
    expect(chain.doc.position).toMatchObject({ drawPile: expect.any(Array) });
    expect((chain.doc.position as { drawPile: unknown[] }).drawPile).toHaveLength(20000);
    const r = runScenario(chain.doc);
    expect(r.reason).toBeUndefined();
    expect(r.pass).toBe(true);
    const log = r.final!.log as string[];
    // One draw per turn: each turn's line "Ann draws c17." (the last one says it was the last card).
    expect(log.filter((l) => /^(Ann|Bob) draws /.test(l))).toHaveLength(20000);
    expect(r.final).toMatchObject({ phase: 'over', drawPile: [] });
  });

  it('a different seed gives a different, still legal, chain', () => {
    const a = longChainScenario(300, 1);
    const b = longChainScenario(300, 'other');
    expect(JSON.stringify(a.doc.steps)).not.toBe(JSON.stringify(b.doc.steps));
    expect(runScenario(b.doc)).toMatchObject({ pass: true });
  });

  it('the step-through story of a long file keeps every frame without a copy of the table per frame', () => {
    const chain = longChainScenario(3000);
    const story = storyWith<RollecateSnapshot>(chain.doc, 'en', adapters);
    expect(story.ok).toBe(true);
    const frames = story.frames;
    const last = frames[frames.length - 1]!;
    expect(last.state.context.phase).toBe('over');
    expect(last.state).toBe(last.state);
    const mid = frames[Math.floor(frames.length / 2)]!.state;
    const before = frames[Math.floor(frames.length / 2) - 1]!.state;
    expect(mid.context.log.size).toBeGreaterThan(before.context.log.size);
  });
});

/** The old way, kept as the reference: every move through the chart on the whole state, log and draw pile included. */
function reference(doc: any): { contexts: RollecateSnapshot['context'][]; final: RollecateSnapshot } {
  let snap = startSnapshot(loadPosition(doc.options ?? {}, doc.position));
  const contexts = [snap.context];
  for (const step of doc.steps) {
    const { rejected, say: _say, expect: e, ...rest } = step;
    const key = Object.keys(rest)[0];
    if (e !== undefined || key === undefined) continue;
    const out = sendMove(snap, toAction(key, rest[key]));
    if (out.ok && !rejected) {
      snap = out.snapshot;
      contexts.push(snap.context);
    } else contexts.push(contexts[contexts.length - 1]!);
  }
  return { contexts, final: snap };
}

describe('the runner keeps the log and draw pile out of each step, and shows exactly what it used to', () => {
  const dir = join(root, 'src/content/scenarios/rollecate');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const docs = [...files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))), longChainScenario(200, 7).doc];

  it('every frame of every Rollecate file, and its --json log, equal a plain run through the chart', () => {
    for (const doc of docs) {
      const want = reference(doc);
      const story = storyWith<RollecateSnapshot>(doc, 'en', adapters);
      expect(story.frames.map((f) => f.state.context), doc.title?.en ?? doc.title).toEqual(want.contexts);
      expect(story.frames.at(-1)!.state.value).toEqual(want.final.value);
      const r = runScenario(doc);
      expect(r.final!.log).toEqual(narrate(want.final.context));
      expect(r.final!.drawPile).toEqual(want.final.context.drawPile.map((c) => c.id));
    }
  });

  it('a refused move\'s frame shows the very state of the frame before it', () => {
    const d = rollecate();
    d.steps.splice(1, 0, { roll: { wheels: 1 }, rejected: true });
    const story = storyWith<RollecateSnapshot>(d, 'en', adapters);
    expect(story.frames[2]!.refused).toMatch(/^R27|^R\d+/);
    expect(story.frames[2]!.state).toBe(story.frames[1]!.state);
  });
});

describe('the command line: paths and bytes', () => {
  const good = join(CONTRACT_EXAMPLES, 'rollecate-build-and-ride.json');

  it('a directory with no .json below it is named and fails the run, beside good files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-empty-'));
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'notes.txt'), 'not a scenario');
    const r = cli(good, dir);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual([`PASS ${good}`, `FAIL ${dir}: no .json file in this directory or below it`, '1 passed, 1 failed']);
  });

  it('a named pipe and a character device are refused at once, without reading', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-fifo-'));
    const fifo = join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    // With no writer, opening the pipe to read would block for ever: the run must not.
    const r = cli(fifo, '/dev/zero', good);
    expect(r.lines).toEqual([
      `FAIL ${fifo}: not a regular file (a named pipe); give a scenario file or a directory of them`,
      'FAIL /dev/zero: not a regular file (a character device); give a scenario file or a directory of them',
      `PASS ${good}`,
      '1 passed, 2 failed',
    ]);
    expect(r.code).toBe(1);
    // A pipe inside a directory argument is refused the same way.
    expect(cli(dir).lines[0]).toBe(`FAIL ${fifo}: not a regular file (a named pipe); give a scenario file or a directory of them`);
  });

  it('a file over 8 MB is refused with the limit in the message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-big-'));
    const big = join(dir, 'big.json');
    writeFileSync(big, ' '.repeat(MAX_FILE_BYTES + 1));
    expect(cli(big).lines[0]).toBe(`FAIL ${big}: the file is 8,388,609 bytes; a scenario file may hold at most 8 MB (8,388,608 bytes)`);
    writeFileSync(big, `${JSON.stringify(rollecate())}${' '.repeat(MAX_FILE_BYTES - JSON.stringify(rollecate()).length)}`);
    expect(cli(big).lines[0]).toBe(`PASS ${big}`);
  });

  it('a UTF-8 byte-order mark is accepted; bytes that are not UTF-8 are named', () => {
    const text = JSON.stringify(rollecate());
    expect(decode(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({ text });
    expect(decode(Buffer.from([0x7b, 0x0a, 0x22, 0xc3, 0x28, 0x22]))).toEqual({
      problem: 'not valid UTF-8: byte 0xC3 at offset 3 (line 2) is not part of a UTF-8 character; save the file as UTF-8',
    });
    expect(decode(Buffer.from([0xff, 0xfe, 0x7b, 0x00]))).toMatchObject({ problem: expect.stringMatching(/UTF-16 byte-order mark \(0xFF 0xFE\)/) });
    // The validator agrees with the platform's strict decoder on what is well formed.
    for (const bytes of [[0xe2, 0x82, 0xac], [0xf0, 0x9f, 0x98, 0x80], [0xed, 0xa0, 0x80], [0xe0, 0x80, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0xaf], [0xe2, 0x82]]) {
      let strictOk = true;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
      } catch {
        strictOk = false;
      }
      expect(firstInvalidUtf8(new Uint8Array(bytes)) === -1, bytes.join(' ')).toBe(strictOk);
    }
  });

  it('the process: one line per file, the totals line last, exit 1 when anything failed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-proc-'));
    mkdirSync(join(dir, 'empty'));
    let out = '';
    let status = 0;
    try {
      out = execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src/scenario/cli.ts'), good, join(dir, 'empty'), '/dev/zero'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e: any) {
      status = e.status;
      out = e.stdout;
    }
    expect(status).toBe(1);
    expect(out.trim().split('\n')).toEqual([
      `PASS ${good}`,
      `FAIL ${join(dir, 'empty')}: no .json file in this directory or below it`,
      'FAIL /dev/zero: not a regular file (a character device); give a scenario file or a directory of them',
      '1 passed, 2 failed',
    ]);
  });
});

describe('the corpus of bad files (tests/fixtures/bad): each prints exactly its line', () => {
  // expected.json holds each file's line as the command prints it when run from the repository's root.
  const dir = 'tests/fixtures/bad';
  const expected = JSON.parse(readFileSync(join(root, dir, 'expected.json'), 'utf8')) as Record<string, string>;
  const names = readdirSync(join(root, dir)).filter((f) => f !== 'expected.json');

  it('every file in the corpus has its expected line, and every line its file', () => {
    expect(names.sort()).toEqual(Object.keys(expected).sort());
  });

  for (const name of Object.keys(expected)) {
    it(name, () => {
      const asPrinted = `${dir}/${name}`;
      const path = relative(process.cwd(), join(root, dir, name));
      const lines: string[] = [];
      runCli([path], (l) => lines.push(l));
      expect(lines[0]?.replace(path, asPrinted)).toBe(expected[name]);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^\d+ passed, \d+ failed$/);
    });
  }
});
