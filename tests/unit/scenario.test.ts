import { CONTRACT_EXAMPLES } from '../fixtures/contract';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run';

const examples = CONTRACT_EXAMPLES;
const root = join(import.meta.dirname, '..', '..');

const good = () => JSON.parse(readFileSync(join(examples, 'rollecate-pass-and-combine.json'), 'utf8'));

function mutate(fn: (doc: any) => void): ReturnType<typeof runScenario> {
  const doc = good();
  fn(doc);
  return runScenario(doc);
}

describe('scenario runner (the public contract)', () => {
  it('passes every public contract example', () => {
    for (const file of readdirSync(examples).filter((f) => f.startsWith('rollecate'))) {
      const result = runScenario(JSON.parse(readFileSync(join(examples, file), 'utf8')));
      expect(result, file).toMatchObject({ pass: true });
    }
  });

  it('names the step and what differed when an expectation fails', () => {
    const r = mutate((d) => (d.steps[2].expect.train = 'r3'));
    expect(r.pass).toBe(false);
    expect(r.reason).toBe('step 2 (expect): train: expected "r3" but got "r2"');
  });

  it('fails a rejected step that the engine accepts, and a refused step gives the engine reason (R20)', () => {
    expect(mutate((d) => (d.steps[0].rejected = true)).reason).toMatch(/^step 0 \(pass\): expected the engine to refuse/);
    const r = mutate((d) => (d.position.players[0].discard[1].value = 3));
    expect(r.reason).toMatch(/^step 4 \(discard\): refused: R20: r1 \(a 2\) cannot be combined with p2 \(a 3\)/);
  });

  it('compares hands, pending and box as sets, railway and discards in order', () => {
    expect(mutate((d) => (d.steps[2].expect.pending = ['r1']))).toMatchObject({ pass: true });
    expect(mutate((d) => (d.steps[5].expect.box = ['r1', 'p2']))).toMatchObject({ pass: true });
    expect(mutate((d) => (d.steps[2].expect.railway = ['r3', 'r2'])).pass).toBe(false);
  });

  const invalid: [string, (d: any) => void, RegExp][] = [
    ['unknown game', (d) => (d.game = 'chess'), /unknown game "chess"/],
    ['duplicated card id', (d) => (d.position.drawPile[1].id = 'd1'), /duplicated card id "d1"/],
    ['card value out of range', (d) => (d.position.drawPile[0].value = 5), /value must be 1, 2, 3 or 4/],
    ['bad card id', (d) => (d.position.drawPile[0].id = 'a b'), /must be letters, digits/],
    ['chaos card with a shape', (d) => (d.position.drawPile[0].chaos = true), /a chaos card has no shape/],
    ['track card without a shape', (d) => delete d.position.drawPile[0].shape, /needs "shape"/],
    ['overlapping railway', (d) => (d.position.railway = [1, 2, 3, 4, 5].map((i) => ({ id: `q${i}`, value: 1, shape: 'curve', turn: 'left' }))), /overlaps "q1"/],
    ['train off the railway', (d) => (d.position.train = 'zz'), /position.train must be the id of a railway card/],
    ['empty draw pile', (d) => (d.position.drawPile = []), /drawPile must not be empty/],
    ['straight card turning', (d) => (d.position.railway[0].turn = 'left'), /a straight card cannot have turn "left"/],
    ['unknown variant', (d) => (d.options.variant = 'duel'), /options.variant must be one of/],
    ['unknown rule switch', (d) => (d.options.rules = { passDamge: true }), /unknown rule switch "passDamge"/],
    ['too many players', (d) => (d.position.players = Array(5).fill({ name: 'x', hand: [], discard: [] })), /needs 2 to 3 to 4 players|needs 2/],
    ['current out of range', (d) => (d.position.current = 7), /position.current must be a player index/],
    ['unknown step', (d) => d.steps.push({ jump: true }), /step 6: unknown step "jump"/],
    ['malformed build', (d) => (d.steps[0] = { build: 'h1' }), /step 0 \(build\): "build" takes a list/],
    ['two moves in one step', (d) => (d.steps[0] = { pass: true, roll: { wheels: 1 } }), /one move per step/],
    ['unknown expect field', (d) => (d.steps[2].expect.trian = 'r2'), /unknown state field "trian"/],
    ['steps not a list', (d) => (d.steps = {}), /"steps" must be a list/],
    ['not an object', (d) => (d.position = null), /"position" must be an object/],
  ];
  for (const [name, fn, message] of invalid) {
    it(`an invalid file fails with a clear message: ${name}`, () => {
      const r = mutate(fn);
      expect(r.pass).toBe(false);
      expect(r.reason).toMatch(message);
      expect(r.reason).not.toMatch(/internal error|at .*\.ts:\d+/);
    });
  }

  it('never throws, whatever the document', () => {
    for (const doc of [null, 42, 'x', [], {}, { game: 'rollecate' }, { game: 'rollecate', position: {}, steps: [] }, { game: 'rollecate', position: { railway: 'x' }, steps: [] }]) {
      const r = runScenario(doc);
      expect(r.pass).toBe(false);
      expect(r.reason).toBeTruthy();
    }
  });
});

describe('npm run scenario (CLI)', () => {
  const cli = (...args: string[]) => {
    try {
      return { code: 0, out: execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src/scenario/cli.ts'), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
    } catch (e: any) {
      return { code: e.status as number, out: `${e.stdout}${e.stderr}` };
    }
  };

  it('prints PASS/FAIL per file, the summary line, and exits 1 when any file fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scn-'));
    writeFileSync(join(dir, 'broken.json'), '{"game": "rollecate", ');
    const ok = join(examples, 'rollecate-build-and-ride.json');
    const r = cli(ok, join(dir, 'broken.json'), join(dir, 'missing.json'));
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toBe(`PASS ${ok}`);
    expect(lines[1]).toMatch(/^FAIL .*broken\.json: not valid JSON/);
    expect(lines[2]).toMatch(/^FAIL .*missing\.json: cannot read the file \(ENOENT\)/);
    expect(lines[3]).toBe('1 passed, 2 failed');
    expect(r.out).not.toMatch(/\n\s+at /);
  });

  it('--json prints the final state with the contract fields and the log after each result line', () => {
    const r = cli('--json', join(examples, 'rollecate-pass-and-combine.json'));
    expect(r.code).toBe(0);
    const [, json, summary] = r.out.trim().split('\n');
    const state = JSON.parse(json!);
    for (const field of ['phase', 'current', 'railway', 'train', 'drawPile', 'hands', 'discards', 'pending', 'box', 'derailments', 'result', 'log']) {
      expect(state).toHaveProperty(field);
    }
    expect(state.log[0]).toBe('Ann draws d1.');
    expect(summary).toBe('1 passed, 0 failed');
  });

  it('with no files prints usage and exits 2', () => {
    expect(cli().code).toBe(2);
  });
});

describe('a seed as a reader types it (seedOfText: every table and the position editors)', () => {
  it('is the number its digits name when that is a generator state, else the text', async () => {
    const { seedOfText, readSeed, MAX_SEED } = await import('../../src/scenario/types');
    expect(seedOfText(' 2024 ')).toBe(2024);
    expect(seedOfText('0')).toBe(0);
    expect(seedOfText(String(MAX_SEED))).toBe(MAX_SEED);
    // One past the generator's range, and a number too long for one, stay text, which the loader takes.
    expect(seedOfText(String(MAX_SEED + 1))).toBe(String(MAX_SEED + 1));
    expect(seedOfText('12345678901234567890')).toBe('12345678901234567890');
    expect(seedOfText(' spring game ')).toBe('spring game');
    for (const typed of ['2024', String(MAX_SEED), String(MAX_SEED + 1), '99999999999', 'spring game']) expect(() => readSeed(seedOfText(typed)), typed).not.toThrow();
  });

  it('the Steam Rollers editor writes a long typed seed as one the runner accepts', async () => {
    const { steamDocFromModel, steamStartModel } = await import('../../src/play/steam-rollers/steamPositionModel');
    for (const [typed, written] of [['99999999999', '99999999999'], ['77', 77], ['', 1]] as const) {
      const built = steamDocFromModel({ ...steamStartModel(), seed: typed });
      if (!built.ok) throw new Error('not built');
      expect((built.doc.options as { seed: unknown }).seed, typed).toBe(written);
      expect(runScenario(built.doc).pass, typed).toBe(true);
    }
  });
});
