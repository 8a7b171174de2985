/**
 * Plain-language log lines ("Player 2 draws a wide curve in hex 5,2 (region
 * 3)"), as a player would say them: cards by their side ("card 3a"), tracks
 * by their kind ("a straight"). The sentences are templates in
 * rules/messages/<lang>.json ("sr.log.*"), so a Dutch page narrates in Dutch.
 */
import { fillTemplate, type Templates } from '../../shared/templates';
import { CHARTS } from './charts';
import { EMPTY_CITIES_TO_END } from './round';
import { BLACK_DIE } from './tracks';
import { logEntries } from '../../shared/logbook';
import { ENGLISH } from './refusal';
import type { CardSide, LogEntry, SteamState } from './types';

/** "−2", "0", "+1": points with a real minus sign. */
export function signed(n: number): string {
  if (n < 0) return `−${Math.abs(n)}`;
  if (n > 0) return `+${n}`;
  return '0';
}

export function describeEntry(e: LogEntry, names: readonly string[] = [], t: Templates = ENGLISH): string {
  const f = (key: string, vars: Record<string, string | number> = {}) => fillTemplate(t, ENGLISH, key, vars);
  const who = (i: number) => names[i] ?? f('sr.log.player', { n: i + 1 });
  const and = (items: readonly string[]) => (items.length <= 1 ? items : [items.slice(0, -1).join(', '), f('sr.log.and'), items.at(-1)]).join(' ');
  const cardName = (side: CardSide) => f('sr.log.cardName', { side });
  const cards = (list: readonly CardSide[]) => and(list.map(cardName));
  const word = (prefix: string, w: string) => t[`${prefix}${w}`] ?? ENGLISH[`${prefix}${w}`] ?? w;
  switch (e.t) {
    case 'setup': {
      let line = f('sr.log.setup', { players: e.players, sides: e.sides.join(', '), who: who(e.start) });
      if (e.removed.length) line += ` ${f('sr.log.setup.removed', { cubes: e.removed.map((c) => word('sr.colour.', c)).join(', ') })}`;
      if (e.difficulty !== 'none' && e.chart !== null) {
        // Stryker disable next-line ArrayDeclaration: the chart of a setup entry is one setup accepted (newGame refuses any other), so its borders are always found
        line += ` ${f('sr.log.setup.chart', { difficulty: f(`sr.log.difficulty.${e.difficulty}`), chart: e.chart, borders: and([...(CHARTS[e.difficulty][e.chart] ?? [])]) })}`;
      }
      return line;
    }
    case 'roll': {
      // The black die's face by number (our reconstruction numbers them) and by the two kinds of track it allows this round.
      // Stryker disable next-line StringLiteral,ArrayDeclaration: a roll entry's black die is 1–6 (the roll refuses any other), so its two kinds are always found
      const [first = '', second = ''] = (BLACK_DIE[e.black] ?? []).map((k) => word('sr.track.', k));
      return f('sr.log.roll', { who: who(e.player), white: e.white.join(', '), black: e.black, first, second });
    }
    case 'straighten':
      return f('sr.log.straighten', { who: who(e.player), cards: cards(e.cards) });
    case 'take':
      return f('sr.log.take', { who: who(e.player), value: e.value });
    case 'steal':
      return f('sr.log.steal', { thief: who(e.thief), victim: who(e.victim), value: e.value });
    case 'letGo':
      return f('sr.log.letGo', { who: who(e.player) });
    case 'change':
      return f(`sr.log.change.${e.how}`, { who: who(e.player), card: cardName(e.card), from: e.from, to: e.to });
    case 'second':
      return f('sr.log.second', { who: who(e.player), value: e.value });
    case 'build': {
      const vars = { who: who(e.player), track: word('sr.track.', e.track), hex: e.hex, region: e.region };
      return e.card ? f('sr.log.build.card', { ...vars, card: cardName(e.card) }) : f('sr.log.build', vars);
    }
    case 'improve':
      return f('sr.log.improve', { who: who(e.player), box: e.box, strength: e.strength });
    case 'deliver': {
      const parts: string[] = [];
      if (e.towns) parts.push(f('sr.log.deliver.towns', { n: e.towns }));
      if (e.via.length) parts.push(f(e.via.length === 1 ? 'sr.log.deliver.cities' : 'sr.log.deliver.cities.many', { list: and(e.via.map(String)) }));
      const via = parts.length ? f('sr.log.deliver.via', { cities: and(parts) }) : '';
      let line = f('sr.log.deliver', { who: who(e.player), cube: word('sr.colour.', e.cube), from: e.from, to: e.to, via, distance: e.distance, points: e.distance + e.bonus });
      if (e.bonus) line += ` ${f('sr.log.deliver.bonus', { bonus: e.bonus })}`;
      if (e.cards.length) line += ` ${f('sr.log.deliver.cards', { cards: cards(e.cards) })}`;
      return line;
    }
    case 'card':
      if (e.from === null) return f('sr.log.card.centre', { who: who(e.player), card: cardName(e.card) });
      if (e.from === e.player) return f('sr.log.card.own', { who: who(e.player), card: cardName(e.card) });
      return f('sr.log.card.steal', { who: who(e.player), card: cardName(e.card), from: who(e.from) });
    case 'return':
      return f('sr.log.return', { side: e.card });
    case 'pass':
      return f('sr.log.pass', { who: who(e.player), value: e.value });
    case 'round': {
      if (e.reason === 'stuck') return f('sr.log.round.stuck', { round: e.round });
      const list = e.empty.join(', ');
      const empty = e.empty.length === 0 ? f('sr.log.empty.none') : f('sr.log.empty.some', { n: e.empty.length, list });
      return f(e.over ? 'sr.log.round.over' : 'sr.log.round', { round: e.round, empty, end: EMPTY_CITIES_TO_END });
    }
    case 'end': {
      const r = e.result;
      const scores = r.ranking
        .map((seat) => r.scores[seat]!)
        .map((p) => f('sr.log.score', { who: who(p.player), total: p.total, deliveries: p.deliveries, network: p.network, engine: p.engineBonus, cards: signed(p.cards) }))
        .join(', ');
      return f(r.winners.length > 1 ? 'sr.log.end.shared' : 'sr.log.end', { scores, winners: and(r.winners.map(who)) });
    }
  }
}

export function narrate(s: SteamState, names: readonly string[] = [], t?: Templates): string[] {
  return logEntries(s.log).map((e) => describeEntry(e, names, t));
}
