/**
 * The play layer's import rules (README, "Project layout"), read from the
 * source the way rule-coverage reads @rule marks:
 *
 * - a game's UI folder (src/components/<game>/) never imports another game's
 *   folder: what two games share lives in the kit;
 * - the kit (src/components/kit/) imports no game's folder: it knows games
 *   only through what they hand it;
 * - nothing below the UI (src/machines, src/coach, src/scenario, src/lab) imports from
 *   src/components/: bots and the coach are players, not components.
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

/** The folder a repository path lies in, as the rules see it. */
function zone(path: string): { kind: 'game'; game: string } | { kind: 'kit' } | { kind: 'below' } | { kind: 'other' } {
  const game = /^src\/components\/([^/]+)\//.exec(path)?.[1];
  if (game && GAMES.includes(game)) return { kind: 'game', game };
  if (game === 'kit') return { kind: 'kit' };
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
      if (!to.startsWith('src/components/')) continue;
      const toGame = /^src\/components\/([^/]+)\//.exec(to)?.[1];
      if (from.kind === 'below') out.push(`${path} → ${spec}: only the UI imports from src/components/`);
      else if (from.kind === 'game' && toGame && GAMES.includes(toGame) && toGame !== from.game)
        out.push(`${path} → ${spec}: a game's folder never imports another game's (${from.game} → ${toGame})`);
      else if (from.kind === 'kit' && toGame && GAMES.includes(toGame))
        out.push(`${path} → ${spec}: the kit imports no game's folder (kit → ${toGame})`);
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
    ]);
    const found = violations(files);
    expect(found).toHaveLength(5);
    expect(found[0]).toMatch(/^src\/components\/rolit\/Table\.tsx → \.\.\/rollecate\/share: .*rolit → rollecate/);
    expect(found[1]).toMatch(/steam-rollers → rolit/);
    expect(found[2]).toMatch(/kit → steam-rollers/);
    expect(found[3]).toMatch(/^src\/coach\/rolit\.ts/);
    expect(found[4]).toMatch(/^src\/scenario\/x\.ts/);
  });

  it('holds for every source file of the site', () => {
    const files = sources('src', new Map());
    expect(files.size).toBeGreaterThan(100);
    expect(violations(files)).toEqual([]);
  });
});
