/**
 * Starlight route middleware: "Previous" and "Next" at the foot of a page never
 * lead into another game. Starlight links the pages in sidebar order, so the
 * last page of Rollecate's group would otherwise point at Rolit's landing page.
 * A link is kept only when it belongs to the same game (or, off the games'
 * pages, to no game) as the page it is shown on.
 */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';

/** The game a site path belongs to ("rollecate", "rolit", "steam-rollers"), or '' for the home and scenario pages. */
export function gameOf(path: string): string {
  return /^\/?(?:nl\/)?(rollecate|rolit|steam-rollers)(?:\/|$)/.exec(path)?.[1] ?? '';
}

/** Keeps a neighbour link only when it stays within the game of `path`. */
export function sameGame<L extends { href: string }>(path: string, link: L | undefined): L | undefined {
  return link && gameOf(link.href) === gameOf(path) ? link : undefined;
}

export const onRequest = defineRouteMiddleware((context) => {
  // Starlight types Astro.locals in a global declaration this project's tsconfig ("types": ["node"]) leaves out.
  const route = (context.locals as unknown as { starlightRoute: StarlightRouteData }).starlightRoute;
  const path = context.url.pathname;
  route.pagination = { prev: sameGame(path, route.pagination.prev), next: sameGame(path, route.pagination.next) };
});
