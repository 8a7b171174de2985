/**
 * Invariants of a Steam Rollers state: facts that hold after every move,
 * whatever was played. The property tests (and a fuzzer) check them after
 * each step; a violation is an engine bug, never a player's mistake. Each
 * returns a sentence naming what is wrong.
 */
import { CITIES, colourOfCity, hexAt } from './map';
import { whiteDiceFor } from './round';
import { CUBES_PER_COLOUR } from './setup';
import { COLOUR_ORDER, dieInHand, seatAt } from './state';
import { ROTATIONS } from './tracks';
import type { Colour, SteamState } from './types';

/** Where every cube is (ruling C.5 #18): never drawn, removed at setup, on the supply board, delivered. */
export function cubeCount(s: SteamState): Record<Colour, number> {
  const count = Object.fromEntries(COLOUR_ORDER.map((c) => [c, 0])) as Record<Colour, number>;
  for (const c of [...s.bag, ...s.removed, ...Object.values(s.supply).flat(), ...s.delivered]) count[c]++;
  return count;
}

export function checkInvariants(s: SteamState): string[] {
  const out: string[] = [];
  const n = s.options.players;
  const isSeat = (x: number) => Number.isInteger(x) && x >= 0 && x < n;

  for (const [colour, k] of Object.entries(cubeCount(s))) if (k !== CUBES_PER_COLOUR) out.push(`${k} ${colour} cubes are accounted for, not ${CUBES_PER_COLOUR}`);
  for (const city of CITIES) {
    // Stryker disable next-line ArrayDeclaration: a list put in for a missing city names no cube of a city's colour either
    for (const c of s.supply[city] ?? []) if (c === colourOfCity(city)) out.push(`a ${c} cube lies on city ${city} of its own colour`);
  }
  if (s.players.length !== n) out.push(`${s.players.length} sheets for ${n} players`);
  s.players.forEach((p, i) => {
    for (const [key, t] of Object.entries(p.tracks)) {
      const h = hexAt(key);
      if (!h) out.push(`player ${i + 1} drew in ${key}, which is off the map`);
      else if (h.kind === 'city') out.push(`player ${i + 1} drew in city hex ${key}`);
      if (!ROTATIONS[t.type]?.includes(t.rotation)) out.push(`player ${i + 1}'s track in ${key} is ${t.type} turned ${t.rotation}`);
    }
    const e = p.engine;
    // Rising strictly from box to box: distinct and in order at once.
    if (e.some((v) => !Number.isInteger(v) || v < 1 || v > 6) || e.slice(1).some((v, k) => v <= (e[k] as number))) {
      out.push(`player ${i + 1}'s engine boxes ${JSON.stringify(e)} are not distinct values 1–6 in order`);
    }
    if (p.points.some((v) => !Number.isInteger(v) || v < 1)) out.push(`player ${i + 1} has delivery points ${JSON.stringify(p.points)}`);
  });
  if (s.delivered.length !== s.players.reduce((k, p) => k + p.points.length, 0)) out.push(`${s.delivered.length} cubes delivered but ${s.players.reduce((k, p) => k + p.points.length, 0)} deliveries ticked`);

  s.cards.forEach((c, i) => {
    if (c.holder !== null && !isSeat(c.holder)) out.push(`card ${i + 1} is held by seat ${c.holder}`);
    if (c.holder === null && c.sideways) out.push(`card ${i + 1} lies sideways in the centre`);
  });

  if (s.order < 0 || s.order >= n) out.push(`turn position ${s.order} in a ${n}-player round`);
  if (s.current !== seatAt(s, s.order)) out.push(`seat ${s.current} is playing but position ${s.order} from start ${s.start} is seat ${seatAt(s, s.order)}`);
  if (s.phase === 'roll' || s.phase === 'over') {
    if (s.phase === 'roll' && (s.dice.white.length || s.dice.black !== null)) out.push('dice lie rolled before the roll');
  } else {
    if (s.dice.white.length !== whiteDiceFor(n)) out.push(`${s.dice.white.length} white dice in play, not ${whiteDiceFor(n)}`);
    if (s.dice.black === null) out.push('the black die has not been rolled');
    const spare = s.dice.white.filter((d) => d.by === null).length;
    if (spare < 1 && s.phase === 'draft') out.push('no die left to draft');
  }
  s.dice.white.forEach((d, i) => {
    if (d.spent && d.by === null) out.push(`white die ${i} was used by nobody`);
    if (d.by !== null && !isSeat(d.by)) out.push(`white die ${i} is held by seat ${d.by}`);
  });
  const inHand = dieInHand(s);
  if ((s.phase === 'action' || s.phase === 'steal') && (!inHand || inHand.by !== s.current || inHand.spent)) out.push(`in phase ${s.phase} the current player holds no fresh die`);
  if ((s.phase === 'draft' || s.phase === 'second' || s.phase === 'roll') && s.turn.die !== null) out.push(`in phase ${s.phase} a die is in hand`);
  if ((s.phase === 'steal') !== (s.steal !== null)) out.push(`phase ${s.phase} with steal window ${JSON.stringify(s.steal)}`);
  if ((s.phase === 'over') !== (s.result !== null)) out.push(`phase ${s.phase} with ${s.result ? 'a' : 'no'} result`);
  return out;
}
