/**
 * Delivering cargo: a cube travels from its supply city along the player's
 * own connections to a city matching its colour, and scores the distance.
 */
import { CITIES, citiesOfColour, colourOfCity } from './map';
import { connections, openConnections, type Connection } from './network';
import { why } from './refusal';
import { spendCard } from './specials';
import { strength } from './engine';
import { COLOUR_ORDER, currentSheet, dieInHand, holds, sortCubes, wallsOf, withLog, withSheet } from './state';
import type { Colour, DeliverEvent, Refusal, SteamState } from './types';

export interface Route {
  connections: Connection[];
  /** The cities reached in order, the source first. */
  cities: number[];
  towns: number;
  distance: number;
}

/** One legal delivery and what it scores. */
export interface DeliveryOption {
  event: DeliverEvent;
  route: Route;
  distance: number;
  /** Points ticked: the distance plus card 3b's bonus. */
  points: number;
}

/**
 * Distance: every city and town the cube reaches after leaving its source,
 * the destination included (ruling C.5 #4). A connection reaches its towns
 * and the city at its far end, so it adds 1 + its towns; a direct city to
 * city connection is 1. A delivery needs an engine at least that strong.
 * @rule D4
 */
export function routeDistance(connections: readonly Pick<Connection, 'towns'>[]): number {
  return connections.reduce((sum, c) => sum + 1 + c.towns, 0);
}

const otherEnd = (c: Connection, city: number): number => (c.a === city ? c.b : c.a);

/**
 * Every route from `from` to `to` along the given connections that reaches
 * no city twice. A route may pass through any city on the way, also one of
 * the cube's colour: grey cubes may run through one grey city on their way
 * to the other. Parallel connections between the same two cities make
 * different routes.
 * @rule D7
 */
export function findRoutes(conns: readonly Connection[], from: number, to: number): Route[] {
  const out: Route[] = [];
  if (from === to) return out;
  const path: Connection[] = [];
  const cities = [from];
  const visit = (at: number) => {
    if (at === to) {
      out.push({ connections: path.slice(), cities: cities.slice(), towns: path.reduce((n, c) => n + c.towns, 0), distance: routeDistance(path) });
      return;
    }
    for (const c of conns) {
      if (c.a !== at && c.b !== at) continue;
      const next = otherEnd(c, at);
      if (cities.includes(next)) continue;
      path.push(c);
      cities.push(next);
      visit(next);
      path.pop();
      cities.pop();
    }
  };
  visit(from);
  return out;
}

/**
 * The white die names the source city and the cube comes from there (with
 * card 3a the die may name the destination instead, and the cube then comes
 * from any city: ruling C.5 #6). An empty source city gives nothing to
 * deliver (ruling C.5 #5).
 * @rule D1
 */
export function explainSource(s: SteamState, e: DeliverEvent): Refusal | null {
  const die = dieInHand(s)!;
  if (e.cards?.includes('3a')) {
    if (e.to !== die.value) return why('D1', 'source.3a', { die: die.value, to: e.to });
  } else if (e.from !== die.value) return why('D1', 'source.die', { die: die.value, from: e.from });
  // Stryker disable next-line ArrayDeclaration: every city has its supply list (setup, checked positions), so the empty default is never used
  const cubes = s.supply[e.from] ?? [];
  if (cubes.length === 0) return why('D1', 'source.empty', { from: e.from });
  if (!cubes.includes(e.cube)) return why('D1', 'cube.absent', { cube: e.cube, from: e.from });
  return null;
}

/**
 * A cube goes to the city of its colour; a grey cube to city 3 or city 4.
 * @rule D2
 */
export function explainDestination(e: DeliverEvent): Refusal | null {
  const targets = citiesOfColour(e.cube);
  if (!targets.includes(e.to)) return why('D2', 'destination.colour', { cube: e.cube, to: e.to, cities: targets.join(' or ') });
  return null;
}

/**
 * The route is a run of the player's own connections, each starting where
 * the last one ended, from the source to the destination; none may cross a
 * blocked border.
 * @rule D3
 */
export function resolveRoute(s: SteamState, e: DeliverEvent): Route | Refusal {
  if (!Array.isArray(e.route) || e.route.length === 0) return why('D3', 'route.empty', { from: e.from, to: e.to });
  const all = new Map(connections(currentSheet(s).tracks, wallsOf(s)).map((c) => [c.id, c]));
  const path: Connection[] = [];
  const cities = [e.from];
  let at = e.from;
  for (const id of e.route) {
    const c = all.get(String(id));
    if (!c) return why('D3', 'route.unknown', { connection: String(id) });
    if (c.blocked) return why('S6', 'wall.cargo', { connection: c.id });
    if (c.a !== at && c.b !== at) return why('D3', 'route.broken', { connection: c.id, at });
    const next = otherEnd(c, at);
    const loop = explainLoop(cities, next);
    if (loop) return loop;
    path.push(c);
    cities.push(next);
    at = next;
  }
  if (at !== e.to) return why('D3', 'route.end', { at, to: e.to });
  return { connections: path, cities, towns: path.reduce((n, c) => n + c.towns, 0), distance: routeDistance(path) };
}

/**
 * A route visits each city at most once, the source included (no loops).
 * A longer route is fine and scores more.
 * @rule D6
 */
export function explainLoop(citiesSoFar: readonly number[], next: number): Refusal | null {
  return citiesSoFar.includes(next) ? why('D6', 'route.loop', { city: next }) : null;
}

/** The extra distance card 3b may or must add for the current player. */
export function bonusChoices(s: SteamState): number[] {
  if (!holds(s, s.current, '3b')) return [0];
  return s.options.switches.bonus3b === 'exact' ? [1, 2] : [0, 1, 2];
}

// Stryker disable next-line ConditionalExpression: the string test only narrows the type; a list of strings includes nothing else
const isColour = (x: unknown): x is Colour => typeof x === 'string' && (COLOUR_ORDER as readonly string[]).includes(x);

export function explainDeliver(s: SteamState, e: DeliverEvent): Refusal | null {
  const die = dieInHand(s);
  if (!die) return why('RD2', 'die.none');
  if (!CITIES.includes(e.from)) return why('D1', 'city.unknown', { city: String(e.from) });
  if (!CITIES.includes(e.to)) return why('D2', 'city.unknown', { city: String(e.to) });
  if (!isColour(e.cube)) return why('D1', 'cube.unknown', { cube: String(e.cube) });
  if (e.cards !== undefined && !Array.isArray(e.cards)) return why('SC3', 'card.notForDelivery', { card: String(e.cards) });
  for (const card of e.cards ?? []) {
    if (card !== '3a' && card !== '4a') return why('SC3', 'card.notForDelivery', { card: String(card) });
    if (!holds(s, s.current, card)) return why('SC3', 'card.notHeld', { card });
  }
  const bonus = e.bonus ?? 0;
  const choices = bonusChoices(s);
  if (!choices.includes(bonus)) {
    if (!holds(s, s.current, '3b')) return why('SC3', 'card.notHeld', { card: '3b' });
    return why('SC3', s.options.switches.bonus3b === 'exact' ? 'bonus.exact' : 'bonus.upTo', { bonus: String(bonus) });
  }
  const refusal = explainSource(s, e) ?? explainDestination(e);
  if (refusal) return refusal;
  const route = resolveRoute(s, e);
  if ('rule' in route) return route;
  if (e.cards?.includes('4a')) return null;
  const engine = strength(s, s.current);
  if (route.distance + bonus > engine) return why('D4', bonus ? 'engine.weakBonus' : 'engine.weak', { distance: route.distance, bonus, total: route.distance + bonus, engine });
  return null;
}

/** The points a delivery along a route of this distance ticks: the distance plus card 3b's extra (D5). */
export function pointsFor(route: Pick<Route, 'distance'>, e: Pick<DeliverEvent, 'bonus'>): number {
  return route.distance + (e.bonus ?? 0);
}

/**
 * The cube is out of the game, and its deliverer ticks points equal to the
 * distance (card 3b's extra included, `pointsFor`); a 4a used for it goes back to the centre.
 * @rule D5
 */
export function deliverCargo(s: SteamState, e: DeliverEvent): SteamState {
  const route = resolveRoute(s, e) as Route;
  const bonus = e.bonus ?? 0;
  const sheet = currentSheet(s);
  // Stryker disable next-line ArrayDeclaration: every city has its supply list (setup, checked positions), so the empty default is never used
  const cubes = (s.supply[e.from] ?? []).slice();
  cubes.splice(cubes.indexOf(e.cube), 1);
  let next = withSheet(s, s.current, { ...sheet, points: [...sheet.points, pointsFor(route, e)] });
  next = { ...next, supply: { ...next.supply, [e.from]: sortCubes(cubes) }, delivered: [...next.delivered, e.cube] };
  const cards = (e.cards ?? []).slice();
  next = withLog(next, { t: 'deliver', player: s.current, cube: e.cube, from: e.from, to: e.to, via: route.cities.slice(1, -1), towns: route.towns, distance: route.distance, bonus, cards });
  return cards.includes('4a') ? spendCard(next, '4a') : next;
}

/** Every legal delivery with the die in hand: each source, cube colour, destination, route and card choice. */
export function legalDeliveries(s: SteamState): DeliveryOption[] {
  const die = dieInHand(s);
  if (!die) return [];
  const with3a = holds(s, s.current, '3a');
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: a shortcut: with no cube at the source and no 3a the loops below add nothing either; every city has its supply list (setup, checked positions), so the empty default is never used
  if ((s.supply[die.value] ?? []).length === 0 && !with3a) return [];
  const conns = openConnections(currentSheet(s).tracks, wallsOf(s));
  // Stryker disable next-line ConditionalExpression: a shortcut: findRoutes over no connections finds no route
  if (conns.length === 0) return [];
  const engine = strength(s, s.current);
  const with4a = holds(s, s.current, '4a');
  const bonuses = bonusChoices(s);
  const out: DeliveryOption[] = [];
  const add = (from: number, cube: Colour, to: number, via3a: boolean) => {
    for (const route of findRoutes(conns, from, to)) {
      for (const bonus of bonuses) {
        for (const use4a of with4a ? [false, true] : [false]) {
          if (!use4a && route.distance + bonus > engine) continue;
          const cards: ('3a' | '4a')[] = [...(via3a ? ['3a' as const] : []), ...(use4a ? ['4a' as const] : [])];
          const event: DeliverEvent = { type: 'cargo.deliver', from, cube, to, route: route.connections.map((c) => c.id) };
          if (cards.length) event.cards = cards;
          if (bonus) event.bonus = bonus;
          out.push({ event, route, distance: route.distance, points: pointsFor(route, event) });
        }
      }
    }
  };
  // Stryker disable next-line ArrayDeclaration: every city has its supply list (setup, checked positions), so the empty default is never used
  for (const cube of new Set(s.supply[die.value] ?? [])) for (const to of citiesOfColour(cube)) add(die.value, cube, to, false);
  if (with3a) {
    const cube = colourOfCity(die.value);
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: every city has a colour; a cube from the destination itself has no route (findRoutes from a city to itself is empty); every city has its supply list (setup, checked positions), so the empty default is never used
    if (cube) for (const from of CITIES) if (from !== die.value && (s.supply[from] ?? []).includes(cube)) add(from, cube, die.value, true);
  }
  return out;
}

/**
 * True while some cube on the supply board could still reach a city matching
 * its colour on some player's sheet, whatever the engine (ruling C.5 #17).
 */
export function anyCubeHasRoute(s: SteamState): boolean {
  const walls = wallsOf(s);
  return s.players.some((p) => {
    const conns = openConnections(p.tracks, walls);
    const group = new Map<number, number>(CITIES.map((c) => [c, c]));
    const find = (c: number): number => {
      let x = c;
      while (group.get(x) !== x) x = group.get(x)!;
      return x;
    };
    for (const c of conns) group.set(find(c.a), find(c.b));
    // Stryker disable next-line ArrayDeclaration: every city has its supply list (setup, checked positions), so the empty default is never used
    return CITIES.some((from) => (s.supply[from] ?? []).some((cube) => citiesOfColour(cube).some((to) => to !== from && find(to) === find(from))));
  });
}
