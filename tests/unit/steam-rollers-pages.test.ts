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
  }
});
