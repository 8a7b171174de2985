/**
 * Every step-through example the site embeds, checked by one test file a game
 * (examples-<game>.test.tsx, so that the two test workers share them out).
 *
 * Each example is rendered as its island (Preact in a DOM, no browser) in
 * each language a page shows it in: it loads without
 * an error, Next steps it to its last frame, every frame says something, and
 * "Try it" opens the reader's turn from the last frame and "reset" brings the
 * story back. The browser suite then only checks that each page hydrates its
 * islands and that one example per page steps (tests/e2e/site.spec.ts).
 * A Rollecate example names its cards in words at every frame, never by the
 * file's ids (issue 12): the ids are only the tooltips of the cards' pictures.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import * as rollecateExample from '../../src/components/rollecate/example';
import * as rolitExample from '../../src/components/rolit/example';
import * as steamExample from '../../src/components/steam-rollers/example';
import { pick } from '../../src/components/i18n';
import { PREFIXES } from '../../src/components/kit/story/LazyScenario';
import { cardIdsOf, idsIn } from '../unit/helpers';
import { mount, unmountAfterEach } from './host';

const root = join(import.meta.dirname, '..', '..');
const docs = join(root, 'src/content/docs');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.mdx$/.test(name) ? [p] : [];
  });
}

interface Island {
  game: 'rollecate' | 'rolit' | 'steam-rollers';
  component: ComponentType<any>;
  /** The island's props for a file, as the page's Astro wrapper makes them when the site is built. */
  propsFor: (doc: unknown, lang: string) => Record<string, unknown>;
  /** The same string prefixes the page's Astro wrapper passes (Example.astro, RolitExample.astro, SteamExample.astro). */
  strings: (lang: string) => Record<string, string>;
  tag: RegExp;
}

const ISLANDS: Island[] = [
  { game: 'rollecate', component: rollecateExample.Island, propsFor: rollecateExample.propsFor, strings: (lang) => pick(lang, ...PREFIXES['rollecate']), tag: /<Example\s+name="([^"]+)"/g },
  { game: 'rolit', component: rolitExample.Island, propsFor: rolitExample.propsFor, strings: (lang) => pick(lang, ...PREFIXES['rolit']), tag: /<RolitExample\s+name="([^"]+)"/g },
  { game: 'steam-rollers', component: steamExample.Island, propsFor: steamExample.propsFor, strings: (lang) => pick(lang, ...PREFIXES['steam-rollers']), tag: /<SteamExample\s+name="([^"]+)"/g },
];

/** Every (game, file, language) an MDX page embeds, once each, with the pages that show it. */
function embedded() {
  const found = new Map<string, { island: Island; name: string; lang: 'en' | 'nl'; pages: string[] }>();
  for (const file of walk(docs)) {
    const rel = relative(docs, file);
    const lang = rel.startsWith('nl/') ? 'nl' : 'en';
    const text = readFileSync(file, 'utf8');
    for (const island of ISLANDS) {
      for (const m of text.matchAll(island.tag)) {
        const key = `${island.game}/${m[1]}/${lang}`;
        const entry = found.get(key) ?? { island, name: m[1]!, lang, pages: [] };
        entry.pages.push(rel);
        found.set(key, entry);
      }
    }
  }
  return [...found.values()].sort((a, b) => `${a.island.game}/${a.name}/${a.lang}`.localeCompare(`${b.island.game}/${b.name}/${b.lang}`));
}

const readDoc = (island: Island, name: string) => JSON.parse(readFileSync(join(root, 'src/content/scenarios', island.game, `${name}.json`), 'utf8'));

/**
 * An example as its page shows it: the props worked out as the build does, then sent through JSON, as
 * strict a trip as the page's (Astro writes the props into the page and the island reads them back).
 */
function mountExample(island: Island, name: string, lang: string) {
  const props = JSON.parse(JSON.stringify(island.propsFor(readDoc(island, name), lang))) as Record<string, unknown>;
  return mount(island.component, { ...props, t: island.strings(lang), lang, name });
}

/**
 * Rollecate: the words of `part` (narration, try log, board) name no card by an id of the file, and the
 * cards pictured there carry their id as a tooltip only (title), never as text on the card.
 */
function cardsInWords(part: Element | null, ids: readonly string[], where: string) {
  if (!part) return;
  // Each text node on its own (textContent runs one log line into the next); the railway's tiles keep their
  // tooltip in an SVG <title>, which is text to the DOM, and the cards' pictures show a value: read those apart.
  const tiles = [...part.querySelectorAll('svg title')];
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? '');
    else if (!(node instanceof Element && (node.matches('svg title') || node.classList.contains('rc-cardview')))) node.childNodes.forEach(walk);
  };
  walk(part);
  expect(texts.flatMap((text) => idsIn(text, ids)), `${where}: a card named by its id`).toEqual([]);
  expect(part.querySelectorAll('.rc-cv-id').length, `${where}: an id printed on a card`).toBe(0);
  const tooltips = [...part.querySelectorAll('.rc-cardview')].map((pic) => {
    expect(idsIn(pic.getAttribute('aria-label') ?? '', ids), `${where}: a card's spoken name`).toEqual([]);
    return pic.getAttribute('title') ?? '';
  });
  for (const title of [...tooltips, ...tiles.map((tile) => tile.textContent ?? '')]) {
    expect(idsIn(title, ids).length, `${where}: the tooltip "${title}" holds the card's id`).toBe(1);
  }
}

const buttons = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>('.rc-stepper button')];
const progress = (el: HTMLElement) => (el.querySelector('.rc-progress')?.textContent ?? '').match(/\d+/g)?.map(Number) ?? [];
const click = (b: HTMLButtonElement) => act(() => b.click());

/** The examples of one game, each checked in every language a page shows it in. */
export function describeExamples(game: Island['game']): void {
  const examples = embedded().filter((e) => e.island.game === game);
  unmountAfterEach();
  describe(`embedded ${game} examples`, () => {
    it(`finds the ${game} examples on the pages, in both languages`, () => {
      // Rollecate and Rolit: many examples a language; Steam Rollers: at least one a rule chapter (setup, round, building, engine, deliveries…).
      const least = game === 'steam-rollers' ? 5 : 11;
      for (const lang of ['en', 'nl']) expect(examples.filter((e) => e.lang === lang).length, `${game} ${lang}`).toBeGreaterThanOrEqual(least);
    });

    for (const { island, name, lang, pages } of examples) {
      it(`${island.game}/${name} (${lang}, on ${pages.join(', ')}) steps to its end, and "Try it" plays on from there`, () => {
        const el = mountExample(island, name, lang);
        expect(el.querySelector('.rc-scenario.error')?.textContent ?? null).toBeNull();
        const ids = island.game === 'rollecate' ? cardIdsOf(readDoc(island, name)) : [];
        const inWords = (where: string) => ids.length && cardsInWords(el.querySelector('.rc-scenario'), ids, where);
        // Steam Rollers: where the file names every seat, a refusal or log line says whose turn or card by name, not "player 2" (issue 34).
        const seats = (readDoc(island, name) as { position?: { players?: unknown } }).position?.players;
        const named = island.game === 'steam-rollers' && Array.isArray(seats) && seats.every((p) => typeof p?.name === 'string');
        inWords('frame 1');
        const [first, of] = progress(el);
        expect(first).toBe(1);
        expect(of).toBeGreaterThan(1);
        const next = () => el.querySelector<HTMLButtonElement>('.rc-stepper button.primary');
        for (let i = 1; i < of!; i++) {
          const before = progress(el)[0];
          expect(next()?.disabled, `step ${i}`).toBe(false);
          click(next()!);
          expect(progress(el)[0], `Next from frame ${before}`).toBe(before! + 1);
          // Each frame after the first says what happened: the move's log lines, a refusal or the file's narration.
          const said = el.querySelector('.rc-narration')?.textContent?.trim() ?? '';
          expect(said.length, `frame ${i + 1} has words`).toBeGreaterThan(0);
          expect(said, `frame ${i + 1}: a template slot left unfilled`).not.toMatch(/\{\{|\b(rc|ro|sr|log|why)\.[a-z]+\.[a-zA-Z.]+/);
          inWords(`frame ${i + 1}`);
          if (named) expect(said, `frame ${i + 1}: a seat called by its number`).not.toMatch(/\b(player|speler) \d/i);
        }
        expect(progress(el)).toEqual([of, of]);
        expect(next()?.disabled).toBe(true);

        // "Try it" from the last frame, unless the game is over there (then the button is off).
        const tryButton = buttons(el).at(-1)!;
        if (!tryButton.disabled) {
          click(tryButton);
          expect(el.querySelector('.rc-stepper .primary')).toBeNull();
          expect(buttons(el)).toHaveLength(1);
          if (island.game === 'steam-rollers') {
            // The reader's moves are offered as buttons; the first one is played (or refused with its clause).
            const moves = [...el.querySelectorAll<HTMLButtonElement>('.sr-try .sr-choices button')];
            expect(moves.length, 'moves offered while trying').toBeGreaterThan(0);
            click(moves[0]!);
            const answered = (el.querySelector('.sr-try .rc-trylog')?.textContent ?? '') + (el.querySelector('.sr-try .rc-refusal')?.textContent ?? '');
            expect(answered.trim().length, 'the move played or refused').toBeGreaterThan(0);
            expect(answered).not.toMatch(/\{\{|\bsr\.[a-z]+\.[a-zA-Z.]+/);
          }
          if (island.game === 'rollecate') {
            // The reader passes (when the turn allows it): the try log names the cards in words too.
            const pass = [...el.querySelectorAll<HTMLButtonElement>('.rc-controls button')].find((b) => b.textContent === island.strings(lang)['rc.action.pass']);
            if (pass) {
              click(pass);
              expect(el.querySelector('.rc-trylog li')?.textContent ?? '', 'the pass in the try log').not.toBe('');
              inWords('after "Try it" and a pass');
            }
          }
          click(buttons(el)[0]!);
          expect(progress(el)).toEqual([of, of]);
        }
        // Home (Restart) goes back to the first frame.
        click(buttons(el)[0]!);
        expect(progress(el)[0]).toBe(1);
      });
    }
  });
}
