/**
 * Starlight route middleware: "Previous" and "Next" at the foot of a page never
 * lead into another game. Starlight links the pages in sidebar order, so the
 * last page of Rollecate's group would otherwise point at Rolit's landing page.
 * A link is kept only when it belongs to the same game (or, off the games'
 * pages, to no game) as the page it is shown on, or is the next page after a
 * game's last one and every game shares it (the ruling checker).
 */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';

/** The game a site path belongs to ("rollecate", "rolit", "steam-rollers"), or '' for the home and scenario pages. */
export function gameOf(path: string): string {
  return /^\/?(?:nl\/)?(rollecate|rolit|steam-rollers)(?:\/|$)/.exec(path)?.[1] ?? '';
}

/** A page every game shares and lists in its own group (the ruling checker), in either language. */
export function sharedByGames(path: string): boolean {
  return /^\/?(?:nl\/)?checker\/?$/.test(path);
}

/**
 * Keeps a neighbour link only when it stays within the game of `path`, or, as the next page
 * (`onward`), leads from a game's last page to a page every game shares. (The page after the
 * checker in Rollecate's group is Rolit's landing page, whose previous page it is, and the page after
 * it in Steam Rollers' group is the scenario-file page: neither leads back to it.)
 */
export function sameGame<L extends { href: string }>(path: string, link: L | undefined, onward = false): L | undefined {
  if (!link) return undefined;
  if (sharedByGames(link.href)) return onward && gameOf(path) !== '' ? link : undefined;
  return gameOf(link.href) === gameOf(path) ? link : undefined;
}

/** A heading as Astro lists a page's headings (`MarkdownHeading`). */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}
/** A table-of-contents entry as Starlight draws it: a heading with the headings under it. */
export interface TocEntry extends Heading {
  children: TocEntry[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
/** A heading's words from its HTML: tags dropped, the few entities our pages use read. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '').trim();
}

const MARKDOWN_HEADING = /^(#{1,6})\s/;
const HTML_HEADING = /^\s*<h([1-6]) id="([^"]+)">(.*?)<\/h\1>\s*$/;

/**
 * Every heading of a page in reading order. Astro lists only the headings written in Markdown
 * (`listed`, in order); the rulings pages write each ruling's heading in HTML so that it keeps a
 * stable id ("ruling-07", which links everywhere on the site point to), and Astro does not list
 * those. They are read from the page's source (`<hN id="…">…</hN>`, each on a line of its own)
 * and put between the Markdown ones where they stand. Fenced code is skipped.
 */
export function allHeadings(body: string, listed: readonly Heading[]): Heading[] {
  const out: Heading[] = [];
  let next = 0;
  let fenced = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const md = MARKDOWN_HEADING.exec(line);
    if (md && listed[next]?.depth === md[1]!.length) {
      out.push(listed[next++]!);
      continue;
    }
    const html = HTML_HEADING.exec(line);
    if (html) out.push({ depth: Number(html[1]), slug: html[2]!, text: plainText(html[3]!) });
  }
  // Whatever could not be placed (a heading made by a component, say) keeps Astro's order at the end.
  return [...out, ...listed.slice(next)];
}

/** Starlight's nesting of a table of contents (its generateToC, which it does not export): the page's top first, then each heading under the last shallower one. */
export function tocOf(headings: readonly Heading[], top: Heading, min: number, max: number): TocEntry[] {
  const toc: TocEntry[] = [{ ...top, children: [] }];
  const inject = (items: TocEntry[], item: TocEntry): void => {
    const last = items.at(-1);
    if (!last || last.depth >= item.depth) items.push(item);
    else inject(last.children, item);
  };
  for (const h of headings) if (h.depth >= min && h.depth <= max) inject(toc, { ...h, children: [] });
  return toc;
}

export const onRequest = defineRouteMiddleware((context) => {
  // Starlight types Astro.locals in a global declaration this project's tsconfig ("types": ["node"]) leaves out.
  const route = (context.locals as unknown as { starlightRoute: StarlightRouteData }).starlightRoute;
  const path = context.url.pathname;
  route.pagination = { prev: sameGame(path, route.pagination.prev), next: sameGame(path, route.pagination.next, true) };
  // The rulings pages' contents list every ruling, not only the groups they stand in.
  const body = route.entry.body ?? '';
  if (route.toc && body.includes('<h')) {
    const headings = allHeadings(body, route.headings);
    if (headings.length > route.headings.length) {
      route.headings = headings;
      const top = route.toc.items[0]!;
      route.toc = { ...route.toc, items: tocOf(headings, top, route.toc.minHeadingLevel, route.toc.maxHeadingLevel) };
    }
  }
});
