// @vitest-environment happy-dom
/**
 * The Steam Rollers drawing (src/components/steam-rollers), rendered as
 * Preact in a DOM: the map draws every hex of the map data once, in its
 * region's colour; a track's ends sit on the middles of the right hex sides
 * (measured on the drawn hexes themselves, not on the drawing code's
 * formulas); towns and cities are labelled; a delivery route counts its
 * distance 1, 2, 3… at each town and city; the keyboard moves between hexes
 * and Enter chooses; and the names read in English and in Dutch. The small
 * views (supply board, dice, card) say in words what their colours show.
 * Every expectation is derived from the map data, so a replaced map.ts is
 * tested the same way.
 */
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SteamMap, { MAP_DEFS, SteamMapDefs, wallId } from '../../src/components/steam-rollers/SteamMap';
import SupplyBoard from '../../src/components/steam-rollers/SupplyBoard';
import DiceView from '../../src/components/steam-rollers/DiceView';
import CardView, { CardsInPlay } from '../../src/components/steam-rollers/CardView';
import { sideOf } from '../../src/machines/steam-rollers/rules/cards';
import { innerHex, sampleTracks } from '../../src/play/steam-rollers/sample';
import { pick } from '../../src/components/i18n';
import { hexKey, parseHexKey } from '../../src/machines/steam-rollers/rules/hex';
import { HEXES, REGIONS, REGION_BORDERS, cityHex, hexAt, mapNeighbour, region } from '../../src/machines/steam-rollers/rules/map';
import { BLACK_DIE, ROTATIONS, TRACK_TYPES, trackSides, type DrawnTrack } from '../../src/machines/steam-rollers/rules/tracks';
import { CHARTS, wallsFor } from '../../src/machines/steam-rollers/rules/charts';
import { connections } from '../../src/machines/steam-rollers/rules/network';
import { findRoutes, routeDistance } from '../../src/machines/steam-rollers/rules/deliver';
import type { Colour } from '../../src/machines/steam-rollers/rules/types';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';

const en = pick('en', 'sr.');
const nl = pick('nl', 'sr.');

let hosts: HTMLElement[] = [];
function unmountAll() {
  for (const host of hosts) {
    render(null, host);
    host.remove();
  }
  hosts = [];
}
afterEach(unmountAll);

function mount(node: ComponentChild): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  act(() => render(node, host));
  return host;
}

type Pt = [number, number];
const close = (a: Pt, b: Pt, eps = 0.05) => Math.abs(a[0] - b[0]) < eps && Math.abs(a[1] - b[1]) < eps;
const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The corners of the drawn hex `key`, read from its polygon. */
function corners(el: HTMLElement, key: string): Pt[] {
  const poly = el.querySelector(`polygon.sr-hex[data-hex="${key}"]`);
  expect(poly, `hex ${key} drawn`).not.toBeNull();
  return poly!
    .getAttribute('points')!
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as Pt);
}

/** The middle of the edge that hexes `a` and `b` share in the drawing: the two corners they have in common. */
function sharedEdgeMiddle(el: HTMLElement, a: string, b: string): Pt {
  const ca = corners(el, a);
  const cb = corners(el, b);
  const common = ca.filter((p) => cb.some((q) => close(p, q)));
  expect(common, `${a} and ${b} share an edge`).toHaveLength(2);
  return [(common[0]![0] + common[1]![0]) / 2, (common[0]![1] + common[1]![1]) / 2];
}

const numbers = (d: string): number[] => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
const ends = (d: string): [Pt, Pt] => {
  const n = numbers(d);
  return [[n[0]!, n[1]!], [n[n.length - 2]!, n[n.length - 1]!]];
};
const centreOf = (el: HTMLElement, key: string): Pt => {
  const c = corners(el, key);
  return [c.reduce((s, p) => s + p[0], 0) / c.length, c.reduce((s, p) => s + p[1], 0) / c.length];
};

const colourOf = (id: number) => REGIONS.find((g) => g.id === id)!.colour;

describe('SteamMap draws the map data', () => {
  it('draws every hex of the map once, tinted by its region, and the cities as city hexes', () => {
    const el = mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" />);
    const drawn = [...el.querySelectorAll('svg polygon.sr-hex[data-hex]')];
    expect(drawn.map((p) => p.getAttribute('data-hex')).sort()).toEqual(HEXES.map((x) => x.key).sort());
    for (const p of drawn) {
      const hex = hexAt(p.getAttribute('data-hex')!)!;
      expect(p.getAttribute('data-region')).toBe(String(hex.region));
      expect(p.classList.contains(`sr-c-${colourOf(hex.region)}`), hex.key).toBe(true);
      expect(p.classList.contains('sr-city'), hex.key).toBe(hex.kind === 'city');
    }
    // scales to its container: a viewBox and no fixed size
    const svg = el.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/);
    expect(svg.getAttribute('width')).toBeNull();
  });

  it('draws each kind of track in every position with its ends on the middles of the right hex sides', () => {
    const key = innerHex();
    for (const type of TRACK_TYPES) {
      for (const rotation of ROTATIONS[type]) {
        const track: DrawnTrack = { type, rotation };
        const el = mount(<SteamMap sheet={{ tracks: { [key]: track } }} t={en} lang="en" />);
        const line = el.querySelector(`.sr-track[data-hex="${key}"] .sr-track-line`);
        expect(line, `${type} ${rotation}`).not.toBeNull();
        const d = line!.getAttribute('d')!;
        const [p, q] = ends(d);
        const [a, b] = trackSides(track).map((s) => sharedEdgeMiddle(el, key, mapNeighbour(key, s)!.key));
        expect((close(p, a!) && close(q, b!)) || (close(p, b!) && close(q, a!)), `${type} ${rotation}: ${d}`).toBe(true);
        // the shape: a straight is a line, a curve an arc round a corner (sharp) or round the next hex's centre (wide)
        const side = dist(corners(el, key)[0]!, corners(el, key)[1]!);
        const arc = /A(-?[\d.]+),(-?[\d.]+)/.exec(d);
        if (type === 'straight') expect(arc, d).toBeNull();
        else expect(Number(arc![1])).toBeCloseTo(type === 'sharp' ? side / 2 : 1.5 * side, 1);
        unmountAll();
      }
    }
  });

  it('draws a track in a town hex through the town', () => {
    const town = region(REGIONS[0]!.id)!.town;
    const el = mount(<SteamMap sheet={{ tracks: { [town]: { type: 'sharp', rotation: 0 } } }} t={en} lang="en" />);
    const d = el.querySelector(`.sr-track[data-hex="${town}"] .sr-track-line`)!.getAttribute('d')!;
    const dot = el.querySelector(`circle.sr-town[data-hex="${town}"]`)!;
    const centre: Pt = [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))];
    const n = numbers(d);
    const points: Pt[] = [];
    for (let i = 0; i + 1 < n.length; i += 2) points.push([n[i]!, n[i + 1]!]);
    expect(points.some((p) => close(p, centre))).toBe(true);
    expect(close(centre, centreOf(el, town))).toBe(true);
  });

  it('labels every city with its die number and marks every town', () => {
    const el = mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" onHex={() => {}} />);
    for (const g of REGIONS) {
      expect(el.querySelector(`text.sr-city-label[data-hex="${g.city}"]`)?.textContent).toBe(String(g.id));
      expect(el.querySelector(`[role="button"][data-hex="${g.city}"]`)?.getAttribute('aria-label')).toBe(`hex ${g.city}, ${g.colour} region ${g.id}, city ${g.id}`);
      expect(el.querySelector(`circle.sr-town[data-hex="${g.town}"]`)).not.toBeNull();
      expect(el.querySelector(`[role="button"][data-hex="${g.town}"]`)?.getAttribute('aria-label')).toBe(`hex ${g.town}, ${g.colour} region ${g.id}, town, empty`);
    }
    expect(el.querySelectorAll('circle.sr-town[data-hex]')).toHaveLength(REGIONS.length);
  });

  it('draws the walls of a chart on every side of the blocked borders, and names them', () => {
    const chart = Number(Object.keys(CHARTS.hard)[0]);
    const walls = wallsFor('hard', chart);
    const el = mount(<SteamMap sheet={{ tracks: {} }} walls={walls} t={en} lang="en" />);
    const expected = REGION_BORDERS.filter((b) => walls.has(`${b.a}-${b.b}`)).flatMap((b) => b.sides.map((s) => `${s.hex}/${s.side}`));
    const drawn = [...el.querySelectorAll('.sr-wall[data-hex]')].map((w) => `${w.getAttribute('data-hex')}/${w.getAttribute('data-side')}`);
    expect(drawn.sort()).toEqual(expected.sort());
    expect(el.querySelector('svg')!.getAttribute('aria-label')).toContain(`${walls.size} blocked borders.`);
    const listed = el.querySelector('.sr-only')!.textContent!;
    for (const b of walls) expect(listed).toContain(`Between region ${b.split('-')[0]} and region ${b.split('-')[1]}.`);
  });
});

describe('SteamMap from a game state', () => {
  it('draws the chosen seat\'s sheet and the walls of the game\'s chart, and names the walls on each hex', () => {
    const chart = Number(Object.keys(CHARTS.medium)[0]);
    const base = newGame({ players: 2, seed: 3, difficulty: 'medium', chart });
    const [a, b] = [REGIONS[0]!.id, REGIONS[1]!.id];
    const tracks = sampleTracks([[a, b]]);
    const s = { ...base, players: [base.players[0]!, { ...base.players[1]!, tracks }] };
    const el = mount(<SteamMap state={s} seat={1} t={en} lang="en" onHex={() => {}} />);
    expect([...el.querySelectorAll('.sr-track[data-hex]')].map((x) => x.getAttribute('data-hex')).sort()).toEqual(Object.keys(tracks).sort());
    const walls = wallsFor('medium', chart);
    expect(el.querySelectorAll('.sr-wall[data-hex]').length).toBe(REGION_BORDERS.filter((x) => walls.has(`${x.a}-${x.b}`)).reduce((n, x) => n + x.sides.length, 0));
    const side = REGION_BORDERS.find((x) => walls.has(`${x.a}-${x.b}`))!.sides[0]!;
    const names = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'];
    expect(el.querySelector(`[role="button"][data-hex="${side.hex}"]`)!.getAttribute('aria-label')).toMatch(new RegExp(`blocked borders?: [a-z -]*${names[side.side]}`));
    // seat 0's sheet is still empty
    const other = mount(<SteamMap state={s} seat={0} t={en} lang="en" />);
    expect(other.querySelectorAll('.sr-track')).toHaveLength(0);
  });
});

describe('SteamMap highlights', () => {
  it('numbers a delivery route 1, 2, 3… at each town and city it reaches, as the distance counts', () => {
    const first = REGIONS[0]!.id;
    const tracks = sampleTracks([[first, `t${first}` as const, `t${REGIONS[1]!.id}` as const, REGIONS[2]!.id], [REGIONS[2]!.id, REGIONS[3]!.id]]);
    const routes = findRoutes(connections(tracks), first, REGIONS[3]!.id);
    expect(routes.length).toBeGreaterThan(0);
    const route = routes.reduce((a, b) => (b.distance > a.distance ? b : a));
    const el = mount(<SteamMap sheet={{ tracks }} route={route} t={en} lang="en" />);
    const badges = [...el.querySelectorAll('.sr-stop')];
    expect(badges.map((b) => b.textContent)).toEqual(Array.from({ length: route.distance }, (_, i) => String(i + 1)));
    expect(badges.length).toBe(routeDistance(route.connections));
    // in travel order: the towns and cities along each connection, then the city it reaches
    const expected: string[] = [];
    let at = route.cities[0]!;
    for (const c of route.connections) {
      const hexes = c.a === at ? c.hexes : c.hexes.slice().reverse();
      expected.push(...hexes.filter((k) => hexAt(k)!.kind === 'town'));
      at = c.a === at ? c.b : c.a;
      expected.push(cityHex(at)!);
    }
    expect(badges.map((b) => b.getAttribute('data-hex'))).toEqual(expected);
    // the route line leaves the source city across the edge it shares with the first track hex
    const [start, end] = ends(el.querySelector('path.sr-route')!.getAttribute('d')!);
    const firstHex = route.connections[0]!.a === route.cities[0] ? route.connections[0]!.hexes[0]! : route.connections[0]!.hexes.at(-1)!;
    expect(close(start, sharedEdgeMiddle(el, cityHex(route.cities[0]!)!, firstHex))).toBe(true);
    const last = route.connections.at(-1)!;
    const lastHex = last.b === route.cities.at(-1) ? last.hexes.at(-1)! : last.hexes[0]!;
    expect(close(end, sharedEdgeMiddle(el, lastHex, cityHex(route.cities.at(-1)!)!))).toBe(true);
    expect(el.querySelector('.sr-only')!.textContent).toContain(`Delivery route from city ${route.cities[0]} to city ${route.cities.at(-1)}, distance ${route.distance}:`);
  });

  it('marks the hexes open for drawing, in the drawing and in the names', () => {
    const open = region(REGIONS[0]!.id)!.buildable.slice(0, 3);
    const el = mount(<SteamMap sheet={{ tracks: {} }} legal={open} t={en} lang="en" onHex={() => {}} />);
    expect([...el.querySelectorAll('polygon.sr-hex.sr-legal')].map((p) => p.getAttribute('data-hex')).sort()).toEqual(open.slice().sort());
    for (const k of open) expect(el.querySelector(`[role="button"][data-hex="${k}"]`)!.getAttribute('aria-label')).toMatch(/, you may draw here$/);
    // the tab stop starts on the first open hex
    expect(el.querySelector('[role="button"][tabindex="0"]')!.getAttribute('data-hex')).toBe(open[0]);
  });
});

describe('SteamMap with the keyboard', () => {
  const press = (key: string) =>
    act(() => {
      (document.activeElement as Element).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  const focused = () => document.activeElement?.getAttribute('data-hex');

  it('has one tab stop; the arrow keys move along columns and rows; Enter and Space choose the hex', () => {
    const onHex = vi.fn();
    const el = mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" onHex={onHex} />);
    const buttons = [...el.querySelectorAll<SVGGElement>('[role="button"][data-hex]')];
    expect(buttons.map((b) => b.getAttribute('data-hex')).sort()).toEqual(HEXES.map((x) => x.key).sort());
    expect(buttons.filter((b) => b.getAttribute('tabindex') === '0').map((b) => b.getAttribute('data-hex'))).toEqual([HEXES[0]!.key]);

    // Start from a hex with neighbours on every side of the grid.
    const start = parseHexKey(innerHex())!;
    act(() => el.querySelector<SVGGElement>(`[data-hex="${hexKey(start)}"][role="button"]`)!.focus());
    expect(focused()).toBe(hexKey(start));
    press('ArrowRight');
    expect(focused()).toBe(hexKey({ q: start.q + 1, r: start.r }));
    press('ArrowDown');
    expect(focused()).toBe(hexKey({ q: start.q + 1, r: start.r + 1 }));
    press('ArrowLeft');
    expect(focused()).toBe(hexKey({ q: start.q, r: start.r + 1 }));
    press('ArrowUp');
    expect(focused()).toBe(hexKey(start));
    // the roving tab stop follows the focus
    expect(el.querySelector('[role="button"][tabindex="0"]')!.getAttribute('data-hex')).toBe(hexKey(start));

    press('Enter');
    expect(onHex).toHaveBeenLastCalledWith(hexKey(start));
    press('ArrowRight');
    press(' ');
    expect(onHex).toHaveBeenLastCalledWith(hexKey({ q: start.q + 1, r: start.r }));
    expect(onHex).toHaveBeenCalledTimes(2);

    // at the top edge, up goes nowhere; Home and End go to the ends of the row
    const top = HEXES.find((x) => x.r === Math.min(...HEXES.map((y) => y.r)))!;
    act(() => el.querySelector<SVGGElement>(`[data-hex="${top.key}"][role="button"]`)!.focus());
    press('ArrowUp');
    expect(focused()).toBe(top.key);
    press('End');
    expect(focused()).toBe(HEXES.filter((x) => x.r === top.r).at(-1)!.key);
    press('Home');
    expect(focused()).toBe(HEXES.filter((x) => x.r === top.r)[0]!.key);

    // a click chooses too
    act(() => {
      el.querySelector<SVGGElement>(`[data-hex="${top.key}"][role="button"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(onHex).toHaveBeenLastCalledWith(top.key);
  });
});

/** A path of an M and relative l steps (SteamMapDefs' hexes) as its absolute corners. */
function pathCorners(d: string): Pt[] {
  // "M x,y" then each corner from the one before: "l dx,dy", or "h dx" along a level side.
  const out: Pt[] = [];
  for (const [, cmd, args] of d.matchAll(/([MlhZz])([^MlhZz]*)/g)) {
    const n = numbers(args!);
    const last = out[out.length - 1] ?? [0, 0];
    if (cmd === 'M') out.push([n[0]!, n[1]!]);
    else if (cmd === 'l') out.push([last[0] + n[0]!, last[1] + n[1]!]);
    else if (cmd === 'h') out.push([last[0] + n[0]!, last[1]]);
  }
  return out;
}
/** Every <use> in `el`: the id it names, and how many elements of the document carry that id. */
const uses = (el: Element) => [...el.querySelectorAll('use')].map((u) => u.getAttribute('href')!.replace(/^#/, ''));
const held = (id: string) => document.querySelectorAll(`[id="${id}"]`).length;

describe("SteamMap over the page's one copy of its unchanging layer", () => {
  it('the copy holds every hex, the edges, towns, city numbers and coordinates of the full drawing, at the same places; a shared map draws none of them again', () => {
    const defs = mount(<SteamMapDefs />);
    const full = mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" shared={false} />);
    const shared = mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" shared />);
    const small = mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" shared compact />);
    // The copy: one hex per map hex, in the full drawing's classes and at its corners.
    const ground = defs.querySelectorAll(`#${MAP_DEFS.ground} path.sr-hex`);
    expect(ground).toHaveLength(HEXES.length);
    HEXES.forEach((h, i) => {
      const p = ground[i]!;
      const twin = full.querySelector(`polygon.sr-hex[data-hex="${h.key}"]`)!;
      expect(p.getAttribute('class'), h.key).toBe(twin.getAttribute('class'));
      const a = pathCorners(p.getAttribute('d')!);
      const b = corners(full, h.key);
      expect(a.every((q, k) => close(q, b[k]!, 0.011)), h.key).toBe(true);
    });
    for (const cls of ['sr-grid-edge', 'sr-region-border']) {
      const a = numbers(defs.querySelector(`#${MAP_DEFS.lines} .${cls}`)!.getAttribute('d')!);
      const b = numbers(full.querySelector(`.${cls}`)!.getAttribute('d')!);
      expect(a.length, cls).toBe(b.length);
      expect(a.every((x, k) => Math.abs(x - b[k]!) < 0.006), cls).toBe(true);
    }
    const same = (sel: string, layer: string, attrs: string[]) => {
      const a = [...defs.querySelectorAll(`#${layer} ${sel}`)];
      const b = [...full.querySelectorAll(`svg ${sel}`)];
      expect(a.length, sel).toBeGreaterThan(0);
      expect(a.map((x) => [...attrs.map((k) => x.getAttribute(k)), x.textContent])).toEqual(b.map((x) => [...attrs.map((k) => x.getAttribute(k)), x.textContent]));
    };
    same('circle.sr-town', MAP_DEFS.towns, ['class', 'cx', 'cy', 'r']);
    same('text.sr-city-label', MAP_DEFS.cities, ['class', 'x', 'y', 'dy']);
    same('text.sr-coord', MAP_DEFS.coords, ['x', 'y', 'dy']);
    // The shared maps: references only, each to one element of the page; a small map has no coordinates.
    for (const el of [shared, small]) {
      const svg = el.querySelector('.sr-map > svg')!;
      expect(svg.querySelectorAll('.sr-hex, .sr-town, .sr-city-label, .sr-coord, .sr-grid-edge, .sr-region-border')).toHaveLength(0);
      for (const id of uses(svg)) expect(held(id), id).toBe(1);
    }
    expect(uses(shared)).toEqual([MAP_DEFS.ground, MAP_DEFS.lines, MAP_DEFS.towns, MAP_DEFS.cities, MAP_DEFS.coords]);
    expect(uses(small)).toEqual([MAP_DEFS.ground, MAP_DEFS.lines, MAP_DEFS.towns, MAP_DEFS.cities]);
    // The point of it: a tenth of the markup.
    expect(shared.innerHTML.length * 10).toBeLessThan(full.innerHTML.length);
  });

  it('draws a highlighted hex over the copy, and after it again the later hexes it borders, as the full drawing paints them', () => {
    mount(<SteamMapDefs />);
    const open = region(REGIONS[0]!.id)!.buildable.slice(0, 3);
    const picked = region(REGIONS[1]!.id)!.town;
    const el = mount(<SteamMap sheet={{ tracks: {} }} legal={open} selected={picked} t={en} lang="en" shared onHex={() => {}} />);
    const drawn = [...el.querySelectorAll('svg polygon.sr-hex[data-hex]')].map((p) => p.getAttribute('data-hex')!);
    expect([...el.querySelectorAll('polygon.sr-hex.sr-legal')].map((p) => p.getAttribute('data-hex')).sort()).toEqual(open.slice().sort());
    expect([...el.querySelectorAll('polygon.sr-hex.sr-selected')].map((p) => p.getAttribute('data-hex'))).toEqual([picked]);
    const order = HEXES.map((h) => h.key);
    const expected = new Set([...open, picked]);
    for (const k of [...open, picked]) for (const n of HEXES) if (order.indexOf(n.key) > order.indexOf(k) && [0, 1, 2, 3, 4, 5].some((side) => mapNeighbour(k, side as never)?.key === n.key)) expected.add(n.key);
    expect(drawn).toEqual(order.filter((k) => expected.has(k)));
    // Drawn over the copy's hexes and under its edges and borders.
    const layer = el.querySelector('.sr-fills')!;
    expect(layer.previousElementSibling?.getAttribute('href')).toBe(`#${MAP_DEFS.ground}`);
    expect(layer.nextElementSibling?.getAttribute('href')).toBe(`#${MAP_DEFS.lines}`);
    // Every hex is still a named button (a <use> copy is not in the accessibility tree).
    expect(el.querySelectorAll('[role="button"][aria-label]')).toHaveLength(HEXES.length);
  });

  it("draws a chart's walls as references to the copy's walls, which stand where the full drawing puts them", () => {
    mount(<SteamMapDefs />);
    const defs = mount(<SteamMapDefs part="walls" />);
    const walls = wallsFor('hard', Number(Object.keys(CHARTS.hard)[0]));
    const full = mount(<SteamMap sheet={{ tracks: {} }} walls={walls} t={en} lang="en" shared={false} compact />);
    const shared = mount(<SteamMap sheet={{ tracks: {} }} walls={walls} t={en} lang="en" shared compact />);
    const drawn = [...full.querySelectorAll('.sr-wall[data-hex]')];
    expect(drawn.length).toBeGreaterThan(0);
    const refs = uses(shared).filter((id) => id.startsWith('sr-w-'));
    expect(refs).toEqual(drawn.map((w) => wallId(w.getAttribute('data-hex')!, Number(w.getAttribute('data-side')))));
    for (const [i, id] of refs.entries()) {
      expect(held(id), id).toBe(1);
      const copy = defs.querySelector(`[id="${id}"]`)!;
      expect(copy.getAttribute('class')).toBe('sr-wall');
      for (const cls of ['sr-wall-body', 'sr-wall-joints']) {
        const a = copy.querySelector(`.${cls}`)!;
        const b = drawn[i]!.querySelector(`.${cls}`)!;
        for (const k of ['x1', 'y1', 'x2', 'y2']) expect(Math.abs(Number(a.getAttribute(k)) - Number(b.getAttribute(k))), `${id} ${k}`).toBeLessThan(0.006);
      }
    }
    // Still named in words.
    expect(shared.querySelector('svg')!.getAttribute('aria-label')).toBe(full.querySelector('svg')!.getAttribute('aria-label'));
    expect(shared.querySelector('.sr-only')!.textContent).toBe(full.querySelector('.sr-only')!.textContent);
  });

  it('uses the copy when the page holds one and nothing says otherwise, and draws in full when it does not', () => {
    const defs = mount(<SteamMapDefs />);
    expect(uses(mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" />))).toContain(MAP_DEFS.ground);
    render(null, defs);
    const el = mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" />);
    expect(uses(el)).toEqual([]);
    expect(el.querySelectorAll('polygon.sr-hex')).toHaveLength(HEXES.length);
  });
});

describe('SteamMap names in the page language', () => {
  const grey = REGIONS.find((g) => g.colour === 'grey')!;
  const plain = HEXES.find((x) => x.region === grey.id && x.kind === 'plain')!.key;
  const straightNS: DrawnTrack = { type: 'straight', rotation: 0 };

  it('English', () => {
    const el = mount(<SteamMap sheet={{ tracks: {} }} t={en} lang="en" onHex={() => {}} />);
    expect(el.querySelector(`[role="button"][data-hex="${plain}"]`)!.getAttribute('aria-label')).toBe(`hex ${plain}, grey region ${grey.id}, empty`);
    const drawn = mount(<SteamMap sheet={{ tracks: { [plain]: straightNS } }} t={en} lang="en" onHex={() => {}} />);
    expect(drawn.querySelector(`[role="button"][data-hex="${plain}"]`)!.getAttribute('aria-label')).toBe(`hex ${plain}, grey region ${grey.id}, a straight from north to south`);
    expect(drawn.querySelector('svg')!.getAttribute('aria-label')).toBe(`Map sheet, ${HEXES.length} hexes in ${REGIONS.length} regions: 1 track drawn, no connections.`);
    expect(drawn.querySelector('svg')!.getAttribute('role')).toBe('group');
  });

  it('Dutch, with its plural forms', () => {
    const el = mount(<SteamMap sheet={{ tracks: {} }} t={nl} lang="nl" onHex={() => {}} />);
    expect(el.querySelector(`[role="button"][data-hex="${plain}"]`)!.getAttribute('aria-label')).toBe(`zeshoek ${plain}, grijs gebied ${grey.id}, leeg`);
    const town = grey.town;
    const tracks = { [plain]: straightNS, [town]: { type: 'wide' as const, rotation: 1 } };
    const drawn = mount(<SteamMap sheet={{ tracks }} t={nl} lang="nl" />);
    const svg = drawn.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(`Spelerskaart, ${HEXES.length} zeshoeken in ${REGIONS.length} gebieden: 2 sporen getekend, geen verbindingen.`);
    const list = drawn.querySelector('.sr-only')!.textContent!;
    expect(list).toContain(`Zeshoek ${plain} (grijs gebied ${grey.id}): een recht stuk van noord naar zuid.`);
    expect(list).toContain(`Zeshoek ${town} (grijs gebied ${grey.id}), het dorp: een wijde bocht van noordoost naar zuid, dwars door het dorp.`);
  });

  it('lists the connections with their towns, counted in words', () => {
    const [a, b] = [REGIONS[0]!.id, REGIONS[1]!.id];
    const tracks = sampleTracks([[a, `t${a}` as const, b]]);
    const c = connections(tracks);
    expect(c).toHaveLength(1);
    const enList = mount(<SteamMap sheet={{ tracks }} t={en} lang="en" />).querySelector('.sr-only')!.textContent!;
    expect(enList).toContain(`City ${Math.min(a, b)} to city ${Math.max(a, b)}, 1 town on the way`);
    const nlList = mount(<SteamMap sheet={{ tracks }} t={nl} lang="nl" />).querySelector('.sr-only')!.textContent!;
    expect(nlList).toContain(`Stad ${Math.min(a, b)} naar stad ${Math.max(a, b)}, 1 dorp onderweg`);
  });
});

describe('the small views say in words what the colours show', () => {
  it('SupplyBoard: every city with its cubes counted by colour', () => {
    const [x, y] = [REGIONS[0]!.id, REGIONS[1]!.id];
    const supply: Record<number, Colour[]> = { [x]: ['red', 'red', 'blue'], [y]: ['grey'] };
    const el = mount(<SupplyBoard supply={supply} t={en} lang="en" />);
    expect(el.querySelectorAll('li[data-city]')).toHaveLength(REGIONS.length);
    expect(el.querySelector(`li[data-city="${x}"]`)!.textContent).toContain('3 cubes: red 2, blue 1');
    expect(el.querySelector(`li[data-city="${x}"] .sr-cubes`)!.children).toHaveLength(3);
    expect(el.querySelector(`li[data-city="${y}"]`)!.textContent).toContain('1 cube: grey 1');
    const empty = REGIONS[2]!.id;
    expect(el.querySelector(`li[data-city="${empty}"]`)!.textContent).toContain('empty');
    const dutch = mount(<SupplyBoard supply={supply} t={nl} lang="nl" />);
    expect(dutch.querySelector(`li[data-city="${x}"]`)!.textContent).toContain('3 blokjes: rood 2, blauw 1');
    expect(dutch.querySelector(`li[data-city="${y}"]`)!.textContent).toContain('1 blokje: grijs 1');
    expect(dutch.querySelector(`li[data-city="${empty}"]`)!.textContent).toContain('leeg');
  });

  it('DiceView: white dice with their pips, the black die with the two kinds its face allows', () => {
    for (const black of Object.keys(BLACK_DIE).map(Number)) {
      const el = mount(<DiceView white={[{ value: 5, by: 1, spent: false }, { value: 2, by: null, spent: false }]} black={black} current={0} t={en} lang="en" />);
      const dice = [...el.querySelectorAll('svg.sr-die-white')];
      expect(dice.map((d) => d.querySelectorAll('circle').length)).toEqual([5, 2]);
      expect(dice[0]!.getAttribute('aria-label')).toBe('white die showing 5, taken by Player 2, in hand');
      expect(dice[1]!.getAttribute('aria-label')).toBe('white die showing 2');
      const kinds = BLACK_DIE[black]!;
      expect([...el.querySelectorAll('[data-die="black"] svg[data-track]')].map((s) => s.getAttribute('data-track'))).toEqual([...kinds]);
      const names = { straight: 'a straight', wide: 'a wide curve', sharp: 'a sharp curve' };
      expect(el.querySelector('svg.sr-die-black')!.getAttribute('aria-label')).toBe(`black die showing ${black}: ${names[kinds[0]!]} or ${names[kinds[1]!]} may be drawn`);
      unmountAll();
    }
  });

  it('CardView: side, symbol, points in words, where it lies and its effect, in both languages', () => {
    const el = mount(<CardView side="4b" state={{ face: 'b', holder: 2, sideways: true }} t={en} lang="en" />);
    const text = el.textContent!;
    expect(text).toContain('4b');
    expect(text).toMatch(/infinity/);
    expect(text).toContain('−2 points');
    expect(text).toContain('held by Player 3, sideways: it cannot be stolen');
    expect(text).toContain(en['sr.card.effect.4b']);
    const one = mount(<CardView side="1b" state={{ face: 'b', holder: null, sideways: false }} t={nl} lang="nl" />).textContent!;
    expect(one).toContain('−1 punt');
    expect(one).toContain('in het midden');
    expect(one).toContain('oneindig');
    const zero = mount(<CardView side="2a" t={nl} lang="nl" />).textContent!;
    expect(zero).toContain('0 punten');
    expect(zero).toContain('bliksem');
  });

  it('CardsInPlay (the play table): all six cards with what they do and where they lie, the card of the die in hand marked (RD2)', () => {
    const s0 = newGame({ players: 3, seed: 2 });
    const cards = s0.cards.map((c, i) => (i === 3 ? { ...c, holder: 1, sideways: true } : c));
    const s = { ...s0, cards };
    const el = mount(<CardsInPlay s={s} names={['Ann', 'Bo', 'Cy']} takes={4} t={en} lang="en" />);
    const items = [...el.querySelectorAll('li')];
    expect(items).toHaveLength(6);
    items.forEach((li, i) => {
      const side = sideOf(i + 1, cards[i]!.face);
      expect(li.querySelector('[data-side]')!.getAttribute('data-side')).toBe(side);
      expect(li.textContent).toContain(en[`sr.card.effect.${side}`]!);
      expect(li.getAttribute('aria-current')).toBe(i === 3 ? 'true' : null);
      if (i !== 3) expect(li.textContent).toContain('in the centre');
    });
    // Small: a sideways card says so in short where it is drawn, and the whole sentence is read out.
    const held = items[3]!.querySelector('.sr-card-state')!;
    expect(held.querySelector('span[aria-hidden="true"]')!.textContent).toBe('held by Bo, sideways');
    expect(held.querySelector('.sr-only')!.textContent).toBe('held by Bo, sideways: it cannot be stolen');
    const dutch = mount(<CardsInPlay s={s} names={['Ann', 'Bo', 'Cy']} takes={null} t={nl} lang="nl" />);
    expect(dutch.querySelectorAll('li[aria-current]')).toHaveLength(0);
    expect(dutch.querySelectorAll('li')[3]!.querySelector('span[aria-hidden="true"]')!.textContent).toBe('bij Bo, dwars');
    expect(dutch.textContent).toContain(nl[`sr.card.effect.${sideOf(1, cards[0]!.face)}`]!);
  });
});
