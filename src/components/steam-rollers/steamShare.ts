/**
 * "Share this position": the play table's position as a Steam Rollers
 * scenario file (the format in README.md, "Scenario files"; read back by
 * src/scenario/steam-rollers.ts), with no steps yet. Every field the loader
 * checks is written out: the sheets, the supply, the bag, the removed and
 * delivered cubes, the cards, the dice, the seats and the phase, and the
 * names people gave their seats (a bot's seat, or one left unnamed, gets the
 * checker's own "Player n").
 */
import { sideOf } from '../../machines/steam-rollers/rules/cards';
import type { SteamState } from '../../machines/steam-rollers/rules/types';
import type { SteamConfig } from './steamSave';
import { cleanName } from '../kit/seats/seatName';

/** The name seat `i` was given by a person, or "" (a bot's seat keeps no name). */
const givenName = (config: SteamConfig, i: number): string => (config.seats[i] === 'human' ? cleanName(config.names?.[i]) : '');

export function positionDoc(s: SteamState, config: SteamConfig, title: string): Record<string, unknown> {
  const options: Record<string, unknown> = { players: s.options.players, difficulty: s.options.difficulty, rules: { ...s.options.switches }, seed: config.seed };
  if (s.options.difficulty !== 'none' && s.options.chart !== null) options.chart = s.options.chart;
  const cards: Record<string, unknown> = {};
  s.cards.forEach((c, i) => {
    cards[sideOf(i + 1, c.face)] = c.holder === null ? 'centre' : { holder: c.holder, sideways: c.sideways };
  });
  const position: Record<string, unknown> = {
    players: s.players.map((p, i) => ({
      ...(givenName(config, i) ? { name: givenName(config, i) } : {}),
      tracks: Object.entries(p.tracks).map(([hex, tr]) => ({ hex, track: tr.type, rotation: tr.rotation })),
      engine: p.engine.slice(),
      points: p.points.slice(),
    })),
    supply: Object.fromEntries(Object.entries(s.supply).map(([city, cubes]) => [city, cubes.slice()])),
    bag: s.bag.slice(),
    removed: s.removed.slice(),
    delivered: s.delivered.slice(),
    cards,
    start: s.start,
    current: s.current,
    round: s.round,
    phase: s.phase,
  };
  if (s.phase !== 'roll' && s.phase !== 'over') position.dice = { white: s.dice.white.map((d) => ({ value: d.value, by: d.by, spent: d.spent })), black: s.dice.black };
  return { game: 'steam-rollers', title, options, position, steps: [] };
}
