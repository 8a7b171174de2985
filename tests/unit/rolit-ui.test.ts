import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roClauseHref, roClausesIn } from '../../src/components/rolit/RolitScenario';
import { memory } from './helpers';

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

describe('Rolit refusals in the page language', () => {
  // Imported here so the describe above stays about pages.
  const load = async () => ({
    ...(await import('../../src/machines/rolit/rules/refusal')),
    ...(await import('../../src/machines/rolit/rules/play')),
    ...(await import('../../src/machines/rolit/rules/setup')),
    ...(await import('../../src/machines/rolit/rules/match')),
    en: JSON.parse(readFileSync(join(root, 'src/machines/rolit/rules/messages/en.json'), 'utf8')) as Record<string, string>,
    nl: JSON.parse(readFileSync(join(root, 'src/machines/rolit/rules/messages/nl.json'), 'utf8')) as Record<string, string>,
    ui: JSON.parse(readFileSync(join(root, 'src/content/i18n/nl.json'), 'utf8')) as Record<string, string>,
  });

  it('every refusal names the condition that failed, and both languages word every condition', async () => {
    const { explainPlace, explainNextRound, newGame, fromPosition, newMatch, refusalText, why, en, nl, ui } = await load();
    const { parseSquare, SquareSyntaxError } = await import('../../src/machines/rolit/rules/board');
    // What the play table does with a square typed as something other than text.
    const notText = () => {
      try {
        parseSquare(42);
      } catch (e) {
        if (e instanceof SquareSyntaxError) return why('RO5', e.key, e.vars);
      }
      return null;
    };
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    const s = newGame({ players: 4 });
    const four = fromPosition({ ...newGame({ players: 2, size: 4 }), adjacency: 4 });
    const red = fromPosition({ ...s, cells: s.cells.map((c, i) => (i === 27 ? 'R' : c)) }); // d4 turned red: red can capture elsewhere
    const cases = [
      notText(),
      explainPlace(s, 'zz'),
      explainPlace(s, 'i4'),
      explainPlace(s, 'd4'),
      explainPlace(s, 'a1'),
      explainPlace(four, 'd4'),
      explainPlace(red, 'a1') ?? explainPlace(newGame({ players: 2 }), 'c3'),
      explainNextRound(newMatch({ players: 2 })),
    ];
    const keys = cases.map((r) => r?.key);
    expect(keys.slice(0, 6)).toEqual(['square.notText', 'square.syntax', 'square.offBoard', 'socket.occupied', 'socket.alone8', 'socket.alone4']);
    expect(keys.at(-1)).toBe('round.stillOn');
    for (const r of cases) {
      if (!r) throw new Error('expected a refusal');
      // The English sentence is the template filled in; the Dutch one is a different sentence with the same clause.
      expect(refusalText(r, en)).toBe(r.message);
      const dutch = refusalText(r, { ...nl, ...ui });
      expect(dutch.startsWith(`${r.rule}: `)).toBe(true);
      expect(dutch).not.toBe(r.message);
      expect(dutch).not.toMatch(/\{\{|ro\.why\./);
      for (const v of Object.values(r.vars)) if (typeof v === 'string' && /^[a-h]\d$/.test(v)) expect(dutch).toContain(v);
    }
    // A colour is named in the page's language.
    expect(refusalText(explainPlace(s, 'd4')!, { ...nl, ...ui })).toMatch(/\((rood|geel|groen|blauw)\)/);
  });

  it('RO8 says where a capture is possible and that the square tried captures nothing', async () => {
    const { explainPlace, newGame, legalPlacements, refusalText, nl } = await load();
    const s = newGame({ players: 2 });
    const legal = new Set(legalPlacements(s));
    const open = ['c3', 'c4', 'c5', 'c6', 'd3', 'd6', 'e3', 'e6', 'f3', 'f4', 'f5', 'f6'].find((q) => !legal.has(q) && explainPlace(s, q)?.rule === 'RO8');
    if (!open) throw new Error('expected a non-capturing open square on the 2-player start');
    const r = explainPlace(s, open)!;
    expect(r.key).toBe('capture.mandatory');
    expect(refusalText(r, nl)).toBe(`RO8: er is een verovering mogelijk, dus je moet veroveren (bijvoorbeeld op ${r.vars.example}); op ${open} verover je niets`);
  });
});

describe('the reader\'s Rolit edition', () => {

  it('reads a stored edition, and anything else (missing, hand-edited, blocked storage) as the standard one', async () => {
    const { readEdition, chooseEdition, EDITION_KEY } = await import('../../src/play/rolit/editionChoice');
    expect(readEdition(memory())).toBe('standard');
    expect(readEdition(memory({ [EDITION_KEY]: 'es' }))).toBe('es');
    expect(readEdition(memory({ [EDITION_KEY]: 'constructor' }))).toBe('standard');
    expect(readEdition(memory({ [EDITION_KEY]: '"es"' }))).toBe('standard');
    expect(readEdition({ getItem: () => { throw new Error('blocked'); }, setItem: () => {} })).toBe('standard');
    const store = memory();
    chooseEdition('it', store);
    expect(store.data.get(EDITION_KEY)).toBe('it');
    chooseEdition('xx' as never, store);
    expect(store.data.get(EDITION_KEY)).toBe('it');
    expect(() => chooseEdition('es', { getItem: () => null, setItem: () => { throw new Error('full'); } })).not.toThrow();
  });

  it('every Rolit example plays to its end under every edition, and pinned examples keep theirs', async () => {
    const { underEdition, pinnedEdition } = await import('../../src/components/rolit/RolitScenario');
    const { runScenario } = await import('../../src/scenario/run');
    const { EDITION_IDS } = await import('../../src/machines/rolit/rules/editions');
    const dir = join(root, 'src/content/scenarios/rolit');
    let pinned = 0;
    for (const f of readdirSync(dir)) {
      const doc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { options?: { edition?: string } };
      const own = pinnedEdition(doc);
      if (own) pinned++;
      for (const id of EDITION_IDS) {
        const played = underEdition(doc, id) as { options?: { edition?: string } };
        // Placing and capturing are the same in every edition, so each example's own checks still hold.
        expect(runScenario(played).pass, `${f} under ${id}`).toBe(true);
        expect(played.options?.edition).toBe(own ?? id);
      }
    }
    expect(pinned).toBeGreaterThan(0);
  });
});
