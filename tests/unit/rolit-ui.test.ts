import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roClauseHref, roClausesIn } from '../../src/components/rolit/RolitScenario';

const root = join(import.meta.dirname, '..', '..');

describe('Rolit pages', () => {
  it('every clause RO1–RO16 links to a page that carries its anchor, in both languages', () => {
    for (const lang of ['en', 'nl']) {
      for (let n = 1; n <= 16; n++) {
        const href = roClauseHref(`RO${n}`, lang);
        const slug = href.replace(/^\/(nl\/)?rolit\//, '').replace(/\/?#.*$/, '') || 'index';
        const file = join(root, 'src/content/docs', lang === 'nl' ? 'nl' : '', 'rolit', `${slug}.mdx`);
        expect(readFileSync(file, 'utf8'), `${href}`).toContain(`id="ro${n}"`);
      }
    }
  });

  it('finds clause ids in a refusal', () => {
    expect(roClausesIn('RO8: a capture is possible (see RO6)')).toEqual(['RO8', 'RO6']);
  });

  it('every Rolit scenario has a Dutch title and Dutch narration', () => {
    const dir = join(root, 'src/content/scenarios/rolit');
    for (const f of readdirSync(dir)) {
      const doc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { title: unknown; steps: { say?: unknown }[] };
      expect((doc.title as { nl?: string }).nl, f).toBeTruthy();
      for (const s of doc.steps) if (s.say !== undefined) expect((s.say as { nl?: string }).nl, f).toBeTruthy();
    }
  });
});
