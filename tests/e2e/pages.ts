/** Every page of the site, listed from the sources (docs collection and src/pages), as URL paths. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

function walk(dir: string, exts: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p, exts));
    else if (exts.test(name)) out.push(p);
  }
  return out;
}

export function sitePages(): { path: string; lang: 'en' | 'nl' }[] {
  const docs = join(root, 'src/content/docs');
  const pages = join(root, 'src/pages');
  const fromDocs = walk(docs, /\.mdx?$/).map((f) => relative(docs, f).replace(/\.mdx?$/, ''));
  // The 404 page has no address of its own (tests/e2e/not-found.spec.ts opens it at missing ones).
  // A page that only sends the reader on to a moved one (<Redirect>, e.g. /rollecate/checker/ to /checker/) has
  // no page of its own to scan: tests/e2e/checker.spec.ts follows it.
  const fromPages = walk(pages, /\.astro$/)
    .filter((f) => !/<Redirect\b/.test(readFileSync(f, 'utf8')))
    .map((f) => relative(pages, f).replace(/\.astro$/, ''))
    .filter((p) => p !== '404');
  return [...fromDocs, ...fromPages]
    .map((p) => '/' + p.replace(/(^|\/)index$/, '').replace(/\/?$/, '/').replace(/^\/+/, ''))
    .map((p) => (p === '//' ? '/' : p))
    .sort()
    .map((path) => ({ path, lang: path.startsWith('/nl/') ? ('nl' as const) : ('en' as const) }));
}

/**
 * The step-through examples each page embeds (`<Example name=…>`, `<RolitExample name=…>`), each
 * marked `owned` on exactly one page per language: the first, in path order, that shows it. An
 * example renders the same on every page that shows it, so the page scans check it there only.
 */
export function examplesOnPages(): Map<string, { name: string; owned: boolean }[]> {
  const docs = join(root, 'src/content/docs');
  const seen = new Set<string>();
  const byPage = new Map<string, { name: string; owned: boolean }[]>();
  const files = walk(docs, /\.mdx$/)
    .map((f) => ({ f, path: '/' + relative(docs, f).replace(/\.mdx$/, '').replace(/(^|\/)index$/, '').replace(/\/?$/, '/').replace(/^\/+/, '') }))
    .map(({ f, path }) => ({ f, path: path === '//' ? '/' : path }))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const { f, path } of files) {
    const lang = path.startsWith('/nl/') ? 'nl' : 'en';
    const list: { name: string; owned: boolean }[] = [];
    for (const m of readFileSync(f, 'utf8').matchAll(/<(Example|RolitExample|SteamExample)\s+name="([^"]+)"/g)) {
      const key = `${m[1]}/${m[2]}/${lang}`;
      list.push({ name: m[2]!, owned: !seen.has(key) });
      seen.add(key);
    }
    byPage.set(path, list);
  }
  return byPage;
}
