/**
 * The play layer's import rules (README, "Project layout"), read from the
 * source the way rule-coverage reads @rule marks:
 *
 * - a game's UI folder (src/components/<game>/) never imports another game's
 *   folder: what two games share lives in the kit;
 * - the kit (src/components/kit/) imports no game's folder: it knows games
 *   only through what they hand it;
 * - the play logic (src/play/: the kit's and each game's saves, shared positions,
 *   editor models and example steps) draws nothing: it never imports src/components/,
 *   and its kit and game folders keep the same rules as the UI's;
 * - nothing below the UI (src/machines, src/coach, src/scenario, src/lab) imports from
 *   src/components/ or src/play/: bots and the coach are players, not components.
 *
 * `violations` is pure, so the rules are first shown to catch hand-made
 * breaches, then run over the tree.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const GAMES = readdirSync(join(ROOT, 'src/machines')).filter(
  (d) => d !== 'shared' && statSync(join(ROOT, 'src/machines', d)).isDirectory(),
);

/** Every relative module specifier in a source text: static and dynamic imports, re-exports, side-effect imports and import.meta.glob patterns. */
export function specifiers(text: string): string[] {
  const out: string[] = [];
  const re = /(?:\bfrom|\bimport|\bimport\(|\bglob\()\s*(['"])(\.{1,2}\/[^'"]*)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[2]);
  return out;
}

/** The folder a repository path lies in, as the rules see it: a game's drawing or its play logic, the kit's, the layers below, or other. */
function zone(path: string): { kind: 'game'; game: string; play: boolean } | { kind: 'kit'; play: boolean } | { kind: 'below' } | { kind: 'other' } {
  const m = /^src\/(components|play)\/([^/]+)\//.exec(path);
  const play = m?.[1] === 'play';
  if (m && GAMES.includes(m[2]!)) return { kind: 'game', game: m[2]!, play };
  if (m?.[2] === 'kit') return { kind: 'kit', play };
  if (/^src\/(machines|coach|scenario|lab)\//.test(path)) return { kind: 'below' };
  return { kind: 'other' };
}

/** The rules broken by `files` (repository path → text), one line each: "from → to: why". */
export function violations(files: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const [path, text] of files) {
    const from = zone(path);
    if (from.kind === 'other') continue;
    for (const spec of specifiers(text)) {
      const to = normalize(join(dirname(path), spec)).replace(/\\/g, '/');
      const toUi = to.startsWith('src/components/');
      if (!toUi && !to.startsWith('src/play/')) continue;
      const target = zone(to);
      const toGame = target.kind === 'game' ? target.game : null;
      if (from.kind === 'below') out.push(`${path} → ${spec}: only the UI imports from src/components/ and src/play/`);
      else if (from.play && toUi) out.push(`${path} → ${spec}: the play logic draws nothing: it never imports src/components/`);
      else if (from.kind === 'game' && toGame && toGame !== from.game)
        out.push(`${path} → ${spec}: a game's folder never imports another game's (${from.game} → ${toGame})`);
      else if (from.kind === 'kit' && toGame) out.push(`${path} → ${spec}: the kit imports no game's folder (kit → ${toGame})`);
    }
  }
  return out;
}

function sources(dir: string, into: Map<string, string>): Map<string, string> {
  for (const name of readdirSync(join(ROOT, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(join(ROOT, rel)).isDirectory()) sources(rel, into);
    else if (/\.(ts|tsx|astro|mdx)$/.test(name)) into.set(rel, readFileSync(join(ROOT, rel), 'utf8'));
  }
  return into;
}

describe('the play layer imports only downwards', () => {
  it('knows the three games', () => {
    expect(GAMES.sort()).toEqual(['rolit', 'rollecate', 'steam-rollers']);
  });

  it('catches each kind of breach in hand-made files', () => {
    const files = new Map([
      ['src/components/rolit/Table.tsx', "import { x } from '../rollecate/share';\nimport { fmt } from '../kit/fmt';"],
      ['src/components/steam-rollers/a.ts', "const m = () => import('../rolit/example');"],
      ['src/components/kit/table/t.ts', "export { y } from '../../steam-rollers/words';"],
      ['src/coach/rolit.ts', "import { chooseMove } from '../components/rolit/rolitBot';"],
      ['src/scenario/x.ts', "const g = import.meta.glob('../components/*.ts');"],
      ['src/components/rollecate/ok.ts', "import { a } from './Railway';\nimport { b } from '../../machines/rolit/bots';"],
      ['src/pages/checker.astro', "import C from '../components/checker/RulingChecker.astro';"],
      ['src/play/rolit/save.ts', "import { Board } from '../../components/rolit/RolitBoard';\nimport { fmt } from '../kit/fmt';"],
      ['src/play/kit/codec.ts', "import { SAVE_KEY } from '../steam-rollers/seatKinds';"],
      ['src/components/rollecate/Table.tsx', "import { readSave } from '../../play/rolit/rolitSave';\nimport { readSaved } from '../../play/rollecate/save';"],
      ['src/coach/steam.ts', "import { sample } from '../play/steam-rollers/sample';"],
    ]);
    const found = violations(files);
    expect(found).toHaveLength(9);
    expect(found[0]).toMatch(/^src\/components\/rolit\/Table\.tsx → \.\.\/rollecate\/share: .*rolit → rollecate/);
    expect(found[1]).toMatch(/steam-rollers → rolit/);
    expect(found[2]).toMatch(/kit → steam-rollers/);
    expect(found[3]).toMatch(/^src\/coach\/rolit\.ts/);
    expect(found[4]).toMatch(/^src\/scenario\/x\.ts/);
    expect(found[5]).toMatch(/^src\/play\/rolit\/save\.ts → .*RolitBoard: the play logic draws nothing/);
    expect(found[6]).toMatch(/^src\/play\/kit\/codec\.ts → .*kit → steam-rollers/);
    expect(found[7]).toMatch(/^src\/components\/rollecate\/Table\.tsx → .*rollecate → rolit/);
    expect(found[8]).toMatch(/^src\/coach\/steam\.ts → .*only the UI imports/);
  });

  it('holds for every source file of the site', () => {
    const files = sources('src', new Map());
    expect(files.size).toBeGreaterThan(100);
    expect(violations(files)).toEqual([]);
  });
});
