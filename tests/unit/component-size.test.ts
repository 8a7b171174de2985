/**
 * Issue 32, item 6: no `.tsx` file in src/components is over 350 lines. A file that grows past it holds more than
 * one thing to draw: split it by responsibility (a part per thing it draws, its words or pure helpers beside it),
 * and move what several games repeat into the kit (README, "Project layout").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
export const MAX_TSX_LINES = 350;

/** Lines of a text as `wc -l` counts them (newlines). */
export function lineCount(text: string): number {
  return (text.match(/\n/g) ?? []).length;
}

/** The files of `files` (path → text) over the limit, each as "path: n lines". */
export function oversize(files: ReadonlyMap<string, string>, max = MAX_TSX_LINES): string[] {
  return [...files].filter(([path, text]) => path.endsWith('.tsx') && lineCount(text) > max).map(([path, text]) => `${path}: ${lineCount(text)} lines`);
}

function tsx(dir: string, into: Map<string, string>): Map<string, string> {
  for (const name of readdirSync(join(ROOT, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(join(ROOT, rel)).isDirectory()) tsx(rel, into);
    else if (name.endsWith('.tsx')) into.set(rel, readFileSync(join(ROOT, rel), 'utf8'));
  }
  return into;
}

describe('component files stay small', () => {
  it('catches a file over the limit, and only .tsx files', () => {
    const long = 'x\n'.repeat(MAX_TSX_LINES + 1);
    const files = new Map([
      ['src/components/a/Big.tsx', long],
      ['src/components/a/Edge.tsx', 'x\n'.repeat(MAX_TSX_LINES)],
      ['src/components/a/model.ts', long],
    ]);
    expect(oversize(files)).toEqual([`src/components/a/Big.tsx: ${MAX_TSX_LINES + 1} lines`]);
  });

  it(`holds for every .tsx file in src/components (at most ${MAX_TSX_LINES} lines)`, () => {
    const files = tsx('src/components', new Map());
    expect(files.size).toBeGreaterThan(50);
    expect(oversize(files)).toEqual([]);
  });
});
