/**
 * The "Writing scenario files" page (src/content/docs/scenarios.mdx and its
 * Dutch twin) against the runner: each game's step table lists exactly the
 * adapter's moves, its expect table exactly the adapter's state fields, and
 * the example file shown as code is the site file the live example plays,
 * and passes. A step or field added to an adapter without a row here fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rolitAdapter } from '../../src/scenario/rolit';
import { rollecateAdapter } from '../../src/scenario/rollecate';
import { runScenario } from '../../src/scenario/run';
import { steamRollersAdapter } from '../../src/scenario/steam-rollers';
import { MAX_DEPTH, type GameAdapter } from '../../src/scenario/types';
import { MAX_FILE_MB } from '../../src/scenario/files';
import { MAX_STEPS, MAX_TEXT_KB } from '../../src/play/kit/limits';

const root = join(import.meta.dirname, '..', '..');
const PAGES = [
  { lang: 'en', file: 'src/content/docs/scenarios.mdx', step: ['step', 'example', 'meaning'], field: ['field', 'compared as', 'meaning'] },
  { lang: 'nl', file: 'src/content/docs/nl/scenarios.mdx', step: ['stap', 'voorbeeld', 'betekenis'], field: ['veld', 'vergeleken als', 'betekenis'] },
] as const;
const GAMES: { heading: string; dir: string; adapter: GameAdapter<unknown>; component: string }[] = [
  { heading: 'Rollecate', dir: 'rollecate', adapter: rollecateAdapter as GameAdapter<unknown>, component: 'Example' },
  { heading: 'Rolit', dir: 'rolit', adapter: rolitAdapter as GameAdapter<unknown>, component: 'RolitExample' },
  { heading: 'Steam Rollers', dir: 'steam-rollers', adapter: steamRollersAdapter as GameAdapter<unknown>, component: 'SteamExample' },
];

/** The text under `## heading`, up to the next `## `. */
function section(page: string, heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no "## ${heading}" section`);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

/** The Markdown tables of a text: each a list of rows, each a list of cells (the header row first). */
function tables(text: string): string[][][] {
  const out: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('|')) {
      const cells = line.slice(1, line.endsWith('|') ? -1 : undefined).split(/(?<!\\)\|/).map((c) => c.trim());
      if (cells.every((c) => /^-+$/.test(c))) continue;
      (current ??= []).push(cells);
    } else if (current) {
      out.push(current);
      current = null;
    }
  }
  if (current) out.push(current);
  return out;
}

/** The names in backticks in the first column of the one table whose header row is `head`. */
function firstColumn(text: string, head: readonly string[]): string[] {
  const found = tables(text).filter((t) => t[0]?.join('|') === head.join('|'));
  expect(found, `one table headed "${head.join(' | ')}"`).toHaveLength(1);
  return found[0]!.slice(1).flatMap((row) => [...(row[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

/** The ```json blocks of a text, parsed. */
function jsonBlocks(text: string): unknown[] {
  return [...text.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]!));
}

for (const { lang, file, step, field } of PAGES) {
  describe(`${file} (${lang})`, () => {
    const page = readFileSync(join(root, file), 'utf8');

    for (const { heading, dir, adapter, component } of GAMES) {
      const text = section(page, heading);

      it(`lists exactly the ${heading} steps (adapter.moves) in its step table`, () => {
        expect(firstColumn(text, step).sort()).toEqual([...adapter.moves].sort());
      });

      it(`lists exactly the ${heading} expect fields (adapter.fields) in its expect table`, () => {
        expect(firstColumn(text, field).sort()).toEqual(Object.keys(adapter.fields).sort());
      });

      it(`shows a ${heading} example file that is the live example's file, and it passes`, () => {
        const names = [...text.matchAll(new RegExp(`<${component} name="([^"]+)"(?: lazy)? />`, 'g'))].map((m) => m[1]!);
        expect(names).toHaveLength(1);
        const site = JSON.parse(readFileSync(join(root, 'src/content/scenarios', dir, `${names[0]}.json`), 'utf8'));
        delete site.$schema;
        const shown = jsonBlocks(text).filter((d): d is { game: string; steps: unknown[] } => typeof d === 'object' && d !== null && 'steps' in d);
        expect(shown).toHaveLength(1);
        expect(shown[0]).toEqual(site);
        expect(shown[0]!.game).toBe(adapter.game);
        expect(runScenario(shown[0])).toMatchObject({ pass: true });
        // The path the text names is the file shown.
        expect(text).toContain(`src/content/scenarios/${dir}/${names[0]}.json`);
      });
    }

    it('names the limits the command line and the pages apply', () => {
      expect(page).toContain(`${MAX_FILE_MB} MB`);
      expect(page).toContain(`${MAX_DEPTH} ${lang === 'nl' ? 'niveaus' : 'levels'}`);
      expect(page).toContain(`${MAX_TEXT_KB} KB`);
      expect(page).toContain(`${MAX_STEPS.toLocaleString(lang === 'nl' ? 'nl-NL' : 'en-GB')} ${lang === 'nl' ? 'stappen' : 'steps'}`);
      expect(page).toContain('npm run scenario -- --json');
      expect(page).toContain('/scenario.schema.json');
      expect(page).toContain(lang === 'nl' ? '/nl/checker/' : '](/checker/)');
    });
  });
}

describe('the tables parser', () => {
  it('finds a table by its header and reads the names in its first column', () => {
    const text = '| step | x |\n|---|---|\n| `a` | 1 |\n| `b`, `c` | 2 |\n\n| field | y |\n|---|---|\n| `z` | \\| |\n';
    expect(firstColumn(text, ['step', 'x'])).toEqual(['a', 'b', 'c']);
    expect(firstColumn(text, ['field', 'y'])).toEqual(['z']);
    expect(() => firstColumn(text, ['step'])).toThrow();
  });
});
