// @vitest-environment happy-dom
/**
 * The ruling checker names Rollecate cards in words (issue 12, item 12): at
 * every step of a site file its narration, refusals and board say "the broken
 * 2", never the file's "r2"; the file's id is the tooltip of the card's small
 * picture. Playing on from a step (a pass) reads the same way, and so does
 * the one-line summary of the state after it. The file's own text (the move
 * as JSON, the expectations) keeps its ids: that is the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import RulingChecker, { siteFiles } from '../../src/components/checker/RulingChecker';
import { pick } from '../../src/components/i18n';
import { cardIdsOf, idsIn } from '../unit/helpers';

const root = join(import.meta.dirname, '..', '..');
/** The strings RulingChecker.astro gives the island. */
const strings = (lang: string) => pick(lang, 'coach.', 'chk.', 'rc.', 'log.', 'why.', 'ro.', 'rop.loading', 'err.', 'link.', 'limit.');

/** The site's files as RulingChecker.astro reads them (path → parsed file), titled in `lang`. */
const filesIn = (lang: string) => {
  const docs: Record<string, unknown> = {};
  for (const game of ['rollecate', 'rolit', 'steam-rollers']) {
    const dir = join(root, 'src/content/scenarios', game);
    for (const f of readdirSync(dir)) docs[`../../content/scenarios/${game}/${f}`] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  }
  return siteFiles(docs, lang);
};

let host: HTMLElement | null = null;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = null;
  window.location.hash = '';
});

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check(), what).toBe(true);
}

const click = (b: HTMLButtonElement) => act(() => b.click());

/** Words shown to the reader: each text node on its own, without the file's JSON and the pictures' digits. */
function wordsOf(part: Element): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) out.push(node.textContent ?? '');
    else if (!(node instanceof Element && node.matches('code, .chk-checks, svg title, .rc-cardview'))) node.childNodes.forEach(walk);
  };
  walk(part);
  return out;
}

/** No id among the words; every card picture and railway tile carries its id as a tooltip. */
function inWords(part: Element, ids: readonly string[], where: string) {
  expect(wordsOf(part).flatMap((text) => idsIn(text, ids)), `${where}: a card named by its id`).toEqual([]);
  expect(part.querySelectorAll('.rc-cv-id').length, `${where}: an id printed on a card`).toBe(0);
  const pics = [...part.querySelectorAll('.rc-cardview')];
  for (const pic of pics) {
    expect(idsIn(pic.getAttribute('title') ?? '', ids), `${where}: a picture's tooltip`).toHaveLength(1);
    expect(idsIn(pic.getAttribute('aria-label') ?? '', ids), `${where}: a card's spoken name`).toEqual([]);
  }
  return pics;
}

// A refused combine (its refusal names two cards), broken track, penalty cards; and a Betsy file with a derailment.
const FILES = ['ruling-31-penalties-pooled-any-order', 'ruling-44-betsy-derail-and-broken-track'];

describe('the ruling checker names cards in words', () => {
  for (const lang of ['en', 'nl'] as const) {
    for (const name of FILES) {
      it(`${name} (${lang}): every step, and a pass played from the first`, async () => {
        const t = strings(lang);
        const ids = cardIdsOf(JSON.parse(readFileSync(join(root, 'src/content/scenarios/rollecate', `${name}.json`), 'utf8')));
        window.location.hash = `#file=${name}`;
        host = document.createElement('div');
        document.body.append(host);
        act(() => render(h(RulingChecker, { t, lang, files: filesIn(lang) }), host!));
        await until(() => !!host!.querySelector('.chk-story .rc-stepper'), 'the file opens and steps');
        const story = () => host!.querySelector<HTMLElement>('.chk-story')!;
        expect(host.querySelector('[data-testid="chk-verdict"]')?.textContent).toContain('PASS');

        const next = () => story().querySelector<HTMLButtonElement>('.rc-stepper button.primary')!;
        let lines = 0;
        let refusals = 0;
        let tooltips = 0;
        inWords(story(), ids, 'the start');
        for (let step = 1; !next().disabled; step++) {
          click(next());
          const pics = inWords(story(), ids, `step ${step}`);
          const log = story().querySelector('.chk-step .rc-log-lines');
          if (log) {
            lines++;
            // The log's cards are pictured beside its words, each with the file's id as its tooltip.
            tooltips += log.querySelectorAll('.rc-log-cards .rc-cardview[title]').length;
          }
          if (story().querySelector('.chk-step :is(.rc-refused, .chk-refused-ok)')) refusals++;
          expect(pics.length).toBeGreaterThan(0);
        }
        expect(lines, 'steps with log lines').toBeGreaterThan(0);
        expect(tooltips, 'log pictures with the id as tooltip').toBeGreaterThan(0);
        if (name.startsWith('ruling-31')) expect(refusals, 'the refused combine').toBe(1);

        // Back to the start, then play a pass from there.
        click(story().querySelector<HTMLButtonElement>('.rc-stepper button')!);
        click([...story().querySelectorAll<HTMLButtonElement>('.rc-stepper button')].find((b) => b.textContent === t['chk.play.start'])!);
        const pass = [...story().querySelectorAll<HTMLButtonElement>('.rc-controls button')].find((b) => b.textContent === t['rc.action.pass']);
        if (pass) {
          click(pass);
          const outcome = host.querySelector<HTMLElement>('[data-testid="chk-outcome"]')!;
          expect(outcome.querySelector('code')?.textContent).toBe('{"pass":true}');
          expect(outcome.querySelector('.rc-log-lines .rc-log-cards .rc-cardview[title]'), 'the pass pictures its cards').not.toBeNull();
          expect(outcome.querySelector('.chk-summary')?.textContent ?? '').not.toBe('');
          inWords(outcome, ids, 'after a pass');
        }
      });
    }
  }
});

describe('the site-file picker names each file by its title', () => {
  for (const lang of ['en', 'nl'] as const) {
    it(`(${lang}): every site file of the three games, grouped by game, titled in the page's language; a Steam Rollers file opens from it`, async () => {
      const files = filesIn(lang);
      host = document.createElement('div');
      document.body.append(host);
      act(() => render(h(RulingChecker, { t: strings(lang), lang, files }), host!));
      const picker = host.querySelector<HTMLSelectElement>('#chk-example')!;
      const groups = [...picker.querySelectorAll('optgroup')];
      expect(groups.map((g) => g.label)).toEqual(['Rollecate', 'Rolit', 'Steam Rollers']);
      const counts = groups.map((g) => g.querySelectorAll('option').length);
      for (const [i, game] of ['rollecate', 'rolit', 'steam-rollers'].entries()) {
        expect(counts[i], game).toBe(readdirSync(join(root, 'src/content/scenarios', game)).length);
      }
      const options = [...picker.querySelectorAll('option')];
      for (const o of options) {
        const [game, file] = o.value.includes('/') ? o.value.split('/') : ['rollecate', o.value];
        const doc = JSON.parse(readFileSync(join(root, 'src/content/scenarios', game!, `${file}.json`), 'utf8'));
        expect(o.textContent, o.value).toBe(doc.title[lang]);
      }
      // Pick a Steam Rollers file (its code loads only now) and open it.
      const steam = options.find((o) => o.value.startsWith('steam-rollers/'))!;
      act(() => {
        picker.value = steam.value;
        picker.dispatchEvent(new Event('change', { bubbles: true }));
      });
      click([...host.querySelectorAll<HTMLButtonElement>('.chk-example button')][0]!);
      await until(() => !!host!.querySelector('[data-testid="chk-verdict"]'), 'the picked file is checked');
      expect(host.querySelector('[data-testid="chk-verdict"]')?.textContent).toContain('PASS');
      expect(host.querySelector('.chk-verdict .chk-title')?.textContent).toBe(steam.textContent);
      expect(picker.value).toBe(steam.value);
    });
  }
});
