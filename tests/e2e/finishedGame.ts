/**
 * A game's save text, as its play table writes it (see playOut.ts, which plays it out in Node through the table's own
 * adapter, under tsx): finished, or for `steam-rollers-delivery` stopped at a position.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** `steam-rollers-delivery`: the Steam Rollers game saved at the person's first action with a delivery open. */
export function finishedSave(game: 'steam-rollers' | 'rolit' | 'steam-rollers-delivery'): string {
  return execFileSync(process.execPath, ['--import', 'tsx', join('tests', 'e2e', 'playOut.ts'), game], { cwd: root, encoding: 'utf8' });
}
