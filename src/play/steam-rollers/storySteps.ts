/**
 * What a step of a Steam Rollers story did, for its narration: the clauses its log entries carry out, the seat that
 * acted, the track it drew and the route a delivery took (so the maps can point at them), a move that wrote nothing
 * in the log said in words, the hex a refused build was tried in, and the delivery "Try it" offers so that the rules
 * can say why none is open.
 */
import { findRoutes, type Route } from '../../machines/steam-rollers/rules/deliver';
import { lastEntries } from '../../machines/shared/logbook';
import { citiesOfColour, colourOfCity, hexAt } from '../../machines/steam-rollers/rules/map';
import { connections, openConnections } from '../../machines/steam-rollers/rules/network';
import { dieInHand, wallsOf } from '../../machines/steam-rollers/rules/state';
import type { LogEntry, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../kit/fmt';
import { hexName } from '../../scenario/steam-rollers-hex';

/** A delivery route: the cities in order (the source first) and the connections between them (deliver.ts `Route`). */
export interface MapRoute {
  cities: readonly number[];
  connections: readonly { a: number; b: number; hexes: readonly string[] }[];
}

/** The clauses a log entry carries out, for the "rules applied" line. */
const ENTRY_RULES: Record<LogEntry['t'], readonly string[]> = {
  setup: ['S2', 'S3', 'S4'],
  roll: ['RD1'],
  straighten: ['SC2'],
  take: ['RD2'],
  steal: ['SC3'],
  letGo: ['SC3'],
  change: ['SC3'],
  second: ['SC3', 'RD3'],
  build: ['B1', 'B2'],
  improve: ['E1', 'E2'],
  deliver: ['D1', 'D2', 'D3', 'D4', 'D5'],
  card: ['SC1', 'SC2'],
  return: ['SC3'],
  pass: ['RD2'],
  round: ['RD4'],
  end: ['F1', 'F5'],
};

const ORDER = ['S', 'RD', 'B', 'E', 'D', 'SC', 'F'];
function clauseOrder(a: string, b: string): number {
  const pa = /^[A-Z]+/.exec(a)?.[0] ?? '';
  const pb = /^[A-Z]+/.exec(b)?.[0] ?? '';
  return ORDER.indexOf(pa) - ORDER.indexOf(pb) || Number(a.slice(pa.length)) - Number(b.slice(pb.length));
}

/** The clauses the entries of one step used. */
export function rulesOf(entries: readonly LogEntry[], s: SteamState): string[] {
  const ids = new Set<string>();
  for (const e of entries) {
    for (const id of ENTRY_RULES[e.t]) ids.add(id);
    if (e.t === 'build') {
      const h = hexAt(e.hex);
      if (h?.kind === 'town') ids.add('B5');
      if (connections(s.players[e.player]?.tracks ?? {}, wallsOf(s)).some((c) => c.hexes.includes(e.hex))) ids.add('B4');
      if (e.card) ids.add('SC3');
    }
    if (e.t === 'deliver') {
      if (e.via.length || e.towns) ids.add('D6');
      if (e.cube === 'grey' && e.via.some((c) => colourOfCity(c) === 'grey')) ids.add('D7');
      if (e.cards.length || e.bonus) ids.add('SC3');
    }
    if (e.t === 'round' && e.over) ids.add('F1');
  }
  return [...ids].sort(clauseOrder);
}

/** The route a logged delivery took on its player's sheet (cities and towns as the log names them). */
function routeOf(s: SteamState, e: Extract<LogEntry, { t: 'deliver' }>): Route | null {
  const sheet = s.players[e.player];
  if (!sheet) return null;
  const cities = [e.from, ...e.via, e.to];
  return findRoutes(openConnections(sheet.tracks, wallsOf(s)), e.from, e.to).find((r) => r.towns === e.towns && r.cities.join() === cities.join()) ?? null;
}

/**
 * The hex a refused build step names, for the map to mark, read as the runner reads it (hexName: "q,r", "city 3",
 * "town 3", here also with spaces around the comma); null for another move, text that names no hex, or a place the map does not hold.
 */
export function refusedHexOf(move: { key: string; value: unknown } | null | undefined): string | null {
  if (move?.key !== 'build' || typeof move.value !== 'object' || move.value === null) return null;
  try {
    const named = (move.value as { hex?: unknown }).hex;
    // Spaces around the comma are dropped, so that the map still points where "4, 2" meant.
    const hex = hexName('build', typeof named === 'string' ? named.replace(/\s*,\s*/, ',') : named);
    return hexAt(hex) ? hex : null;
  } catch {
    return null;
  }
}

/** What one step did: its log entries, and where the maps should point (the actor, the track drawn, the route). */
export interface StepView {
  entries: LogEntry[];
  actor: number | null;
  built: { seat: number; hex: string } | null;
  route: { seat: number; route: MapRoute; distance: number } | null;
}

export function stepView(before: SteamState | null, after: SteamState): StepView {
  const n = before ? after.log.size - before.log.size : 0;
  const entries = n > 0 ? lastEntries(after.log, n) : [];
  let actor: number | null = null;
  let built: StepView['built'] = null;
  let route: StepView['route'] = null;
  for (const e of entries) {
    if (e.t === 'build') {
      built = { seat: e.player, hex: e.hex };
      actor = e.player;
    } else if (e.t === 'deliver') {
      const r = routeOf(after, e);
      if (r) route = { seat: e.player, route: r, distance: r.distance };
      actor = e.player;
    } else if (e.t === 'improve' || e.t === 'card' || e.t === 'pass') actor = e.player;
  }
  return { entries, actor, built, route };
}

/** A delivery from the die's city that the rules will refuse, so the reader learns why none is offered. */
export function doomedDelivery(s: SteamState): SteamEvent | null {
  const die = dieInHand(s);
  if (!die) return null;
  const cube = (s.supply[die.value] ?? [])[0] ?? colourOfCity(die.value === 1 ? 2 : 1) ?? 'red';
  const to = citiesOfColour(cube).find((c) => c !== die.value) ?? 1;
  const routes = findRoutes(connections(s.players[s.current]?.tracks ?? {}, wallsOf(s)), die.value, to);
  return { type: 'cargo.deliver', from: die.value, cube, to, route: routes[0]?.connections.map((c) => c.id) ?? [] };
}

/** The step names of the scenario format, as the events they send. */
const STEP_EVENTS: Record<string, string> = {
  roll: 'dice.roll', draft: 'die.take', build: 'track.build', engine: 'engine.improve', deliver: 'cargo.deliver',
  takeCard: 'card.take', playCard: 'card.play', passSteal: 'steal.pass', pass: 'turn.pass', endTurn: 'turn.end',
};

export function silentMove(key: string, before: SteamState, t: Strings, who: (seat: number) => string): string {
  const actor = before.phase === 'steal' && before.steal ? before.steal.thief : before.current;
  if (key === 'endTurn') return fmt(t, 'sr.story.endTurn', { who: who(actor) });
  const event = STEP_EVENTS[key];
  return fmt(t, 'sr.story.move', { who: who(actor), what: (event && t[`sr.event.${event}`]) || key });
}
