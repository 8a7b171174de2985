import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SR_CLAUSES, srClauseHref } from '../../src/components/steam-rollers/clauses';

const root = join(import.meta.dirname, '..', '..');

describe('Steam Rollers pages', () => {
  for (const lang of ['en', 'nl'] as const) {
    it(`every clause S1–S6, RD1–RD4, B1–B5, E1–E2, D1–D7, SC1–SC3, F1–F5 links to the one page (${lang}) that carries its anchor`, () => {
      const dir = join(root, 'src/content/docs', lang === 'nl' ? 'nl' : '', 'steam-rollers');
      const pages = new Map(readdirSync(dir).map((f) => [f.replace(/\.mdx$/, ''), readFileSync(join(dir, f), 'utf8')]));
      expect(SR_CLAUSES).toHaveLength(32);
      for (const id of SR_CLAUSES) {
        const href = srClauseHref(id, lang);
        const [path, anchor] = href.split('#');
        const slug = path!.replace(/^\/(nl\/)?steam-rollers\//, '').replace(/\/$/, '') || 'index';
        const holders = [...pages].filter(([, text]) => text.includes(`id="${anchor}"`)).map(([name]) => name);
        expect(holders, `${id} → ${href}`).toEqual([slug]);
      }
    });

    // The standards: the map, black die and card values are a reconstruction, "keep them labelled".
    // A reader must learn that before the first map, not below it (issue 34: the statechart page said
    // so on its last line), and the play table shows the same map.
    it(`every page that shows the map (${lang}) says it is a reconstruction before the first map`, () => {
      const dir = join(root, 'src/content/docs', lang === 'nl' ? 'nl' : '', 'steam-rollers');
      const mapHref = `${lang === 'nl' ? '/nl' : ''}/steam-rollers/map/`;
      const shown = /<(SteamExample|MapPlate|TablePlate|ChartPlates|Statechart)\b/;
      let checked = 0;
      for (const f of readdirSync(dir)) {
        if (f === 'map.mdx') continue; // the page that explains the reconstruction
        const text = readFileSync(join(dir, f), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
        const first = text.search(shown);
        if (first < 0) continue;
        checked++;
        const said = [text.indexOf('<ReconstructionNote'), text.indexOf(`](${mapHref})`)].filter((i) => i >= 0);
        expect(said.length > 0 && Math.min(...said) < first, `${lang}/${f}: no reconstruction note before the first map`).toBe(true);
      }
      expect(checked).toBeGreaterThanOrEqual(11);
      const play = readFileSync(join(root, 'src/pages', lang === 'nl' ? 'nl' : '', 'steam-rollers/play.astro'), 'utf8');
      expect(play.indexOf(`<ReconstructionNote lang="${lang}"`), `${lang} play page`).toBeGreaterThan(-1);
      expect(play.indexOf('<ReconstructionNote')).toBeLessThan(play.indexOf('<SteamPlayTable'));
    });
  }
});
