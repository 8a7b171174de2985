/** Every page of the site, listed from the sources (docs collection and src/pages), as URL paths. */
import { readdirSync, statSync } from 'node:fs';
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
  const fromPages = walk(pages, /\.astro$/).map((f) => relative(pages, f).replace(/\.astro$/, ''));
  return [...fromDocs, ...fromPages]
    .map((p) => '/' + p.replace(/(^|\/)index$/, '').replace(/\/?$/, '/').replace(/^\/+/, ''))
    .map((p) => (p === '//' ? '/' : p))
    .sort()
    .map((path) => ({ path, lang: path.startsWith('/nl/') ? ('nl' as const) : ('en' as const) }));
}
