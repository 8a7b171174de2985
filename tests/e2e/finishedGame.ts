/**
 * A finished game's save text, as its play table writes it (see playOut.ts, which plays it out in Node through the
 * table's own adapter, under tsx).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export function finishedSave(game: 'steam-rollers' | 'rolit'): string {
  return execFileSync(process.execPath, ['--import', 'tsx', join('tests', 'e2e', 'playOut.ts'), game], { cwd: root, encoding: 'utf8' });
}
