/**
 * The ruling checker island mounted as RulingChecker.astro mounts it, and driven as a reader
 * drives it (paste, press a button, follow a link), for the component tests checker-*.test.tsx.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, expect } from 'vitest';
import RulingChecker, { loadRunner, siteFiles } from '../../src/components/checker/RulingChecker';
import { pick } from '../../src/components/i18n';
import { runCli } from '../../src/scenario/files';
import { CONTRACT_EXAMPLES } from '../fixtures/contract';

const root = join(import.meta.dirname, '..', '..');
const scenarios = join(root, 'src/content/scenarios');
export const readDoc = (game: string, name: string) => JSON.parse(readFileSync(join(scenarios, game, `${name}.json`), 'utf8'));
/** The contract's example: Ann builds a 4 after a 3, a roll of five wheels is refused, two wheels ride. */
export const contractExample = () => JSON.parse(readFileSync(join(CONTRACT_EXAMPLES, 'rollecate-build-and-ride.json'), 'utf8'));
export const share = (doc: unknown) => Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url');

/** The strings and site files RulingChecker.astro gives the island. */
const strings = (lang: string) => pick(lang, 'coach.', 'chk.', 'rc.', 'log.', 'why.', 'ro.', 'rop.loading', 'err.', 'link.', 'limit.');
const filesIn = (lang: string) => {
  const docs: Record<string, unknown> = {};
  for (const game of ['rollecate', 'rolit', 'steam-rollers']) {
    for (const f of readdirSync(join(scenarios, game))) docs[`../../content/scenarios/${game}/${f}`] = JSON.parse(readFileSync(join(scenarios, game, f), 'utf8'));
  }
  return siteFiles(docs, lang);
};
const FILES = { en: filesIn('en'), nl: filesIn('nl') };

/** What `npm run scenario -- FILE` prints for this document (run in this process): the reason after "FAIL FILE: ", or "PASS". */
export function cliVerdict(doc: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'checker-flow-'));
  const file = join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(doc));
  const lines: string[] = [];
  try {
    runCli([file], (l) => lines.push(l));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const line = lines.find((l) => l.includes(file)) ?? '';
  return line.startsWith('PASS') ? 'PASS' : line.slice(line.indexOf(`${file}: `) + file.length + 2);
}

let host: HTMLElement | null = null;
function close() {
  if (host) render(null, host);
  host?.remove();
  host = null;
}
/**
 * Call once at the top of a test file: the checker's runner is loaded first (the page fetches it ahead when the
 * pointer or focus comes into the checker; tests/e2e/checker.spec.ts follows a ruling's link through that load),
 * so a file runs at once; after each test the checker is taken down, storage and the address cleared.
 */
export function closeAfterEach(): void {
  beforeAll(() => loadRunner());
  afterEach(() => {
    close();
    localStorage.clear();
    window.location.hash = '';
  });
}

/** The checker as the page mounts it (the one on the page: any other is taken down), with `hash` in the address first. */
export function open(lang: 'en' | 'nl' = 'en', hash = ''): HTMLElement {
  close();
  window.location.hash = hash;
  host = document.createElement('div');
  document.body.append(host);
  act(() => render(h(RulingChecker, { t: strings(lang), lang, files: FILES[lang] }), host!));
  return host;
}
/** A new address in the same page, as a link or the address bar gives it. */
export function go(hash: string) {
  window.location.hash = hash;
  act(() => {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

export const q = (el: ParentNode, sel: string) => el.querySelector<HTMLElement>(sel);
export const text = (el: ParentNode, sel: string) => q(el, sel)?.textContent ?? '';
const nameOf = (b: Element) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
/** The button whose accessible name is `name` (exactly, or matching it). */
export function button(el: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = [...el.querySelectorAll<HTMLButtonElement>('button')].find((b) => (typeof name === 'string' ? nameOf(b) === name : name.test(nameOf(b))));
  expect(found, `a button named ${name}`).toBeTruthy();
  return found!;
}
export const click = (b: HTMLElement) => act(() => b.click());
export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Pastes `source` into the text box and presses Check. */
export function paste(el: HTMLElement, source: string) {
  type(q(el, '#chk-text') as HTMLTextAreaElement, source);
  click(button(el, 'Check'));
}
export const verdict = (el: HTMLElement) => text(el, '[data-testid="chk-verdict"]');
export const reason = (el: HTMLElement) => text(el, '[data-testid="chk-reason"]');
export const progress = (el: HTMLElement) => text(el, '.chk-story .rc-progress');

