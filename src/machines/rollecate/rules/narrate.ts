/**
 * Plain-language lines for the game log (the CLI's --json, the move log and
 * the examples). The sentences are templates from src/content/i18n/<lang>.json
 * ("log.*" keys), so the Dutch pages narrate in Dutch.
 */
import { ENGLISH, fill, type Templates } from './templates';
import type { GameState, LogEntry } from './types';

export type { Templates };

export function describe(entry: LogEntry, names: readonly string[], t: Templates = ENGLISH): string {
  const who = (i: number) => names[i] ?? `#${i + 1}`;
  const list = (ids: readonly string[]) => ids.join(', ');
  const n = (key: string, count: number, vars: Record<string, string | number>) => fill(t, count === 1 ? `${key}.one` : key, { ...vars, n: count });
  switch (entry.t) {
    case 'setup':
      return fill(t, `log.setup.${entry.turn}`, { who: who(entry.player), card: entry.card });
    case 'aside':
      return fill(t, 'log.aside', { who: who(entry.player), card: entry.card });
    case 'setupDone':
      return fill(t, 'log.setupDone', { removed: entry.removed, dealt: entry.dealt, left: entry.drawPile });
    case 'draw':
      return fill(t, entry.last ? 'log.draw.last' : 'log.draw', { who: who(entry.player), card: entry.card });
    case 'pass':
      return fill(t, entry.from === entry.to ? 'log.pass.stay' : 'log.pass', { who: who(entry.player), from: entry.from, to: entry.to });
    case 'build':
      return entry.dice ? n('log.build.dice', entry.dice, { who: who(entry.player), cards: list(entry.cards) }) : fill(t, 'log.build', { who: who(entry.player), cards: list(entry.cards) });
    case 'roll':
      return fill(t, 'log.roll', { who: who(entry.player), dice: n('log.count.dice', entry.dice, {}), wheels: n('log.count.wheels', entry.wheels, {}) });
    case 'ride': {
      let line = fill(t, 'log.ride', { from: entry.from, to: entry.to });
      if (entry.overshoot) line += ` ${n('log.ride.derail', entry.overshoot, {})}`;
      if (entry.broken.length) line += ` ${fill(t, 'log.ride.broken', { cards: list(entry.broken) })}`;
      return line;
    }
    case 'derail':
      return fill(t, 'log.derail', { who: who(entry.player), count: entry.count });
    case 'lost':
      return fill(t, 'log.lost', { who: who(entry.player) });
    case 'penalty':
      if (!entry.cards.length) return n('log.penalty.none', entry.forfeited, { who: who(entry.player) });
      return n('log.penalty', entry.cards.length, { who: who(entry.player), cards: list(entry.cards) }) + (entry.forfeited ? ` ${fill(t, 'log.penalty.forfeit', { n: entry.forfeited })}` : '');
    case 'discard':
    case 'chaos':
      return entry.combinedWith
        ? fill(t, 'log.combine', { who: who(entry.player), card: entry.card, with: entry.combinedWith })
        : fill(t, 'log.discard', { who: who(entry.player), card: entry.card });
    case 'betsyBox':
      return fill(t, 'log.betsyBox', { who: who(entry.player), card: entry.card });
    case 'end': {
      const r = entry.result;
      if (r.lost) return fill(t, 'log.end.lost', {});
      const scores = r.scores.map((v, i) => `${who(i)} ${v}`).join(', ');
      const winners = r.winners.map(who).join(' & ');
      return fill(t, r.winners.length > 1 ? 'log.end.shared' : 'log.end', { scores, winners });
    }
  }
}

export function narrate(s: GameState, t?: Templates): string[] {
  const names = s.players.map((p) => p.name);
  return s.log.map((e) => describe(e, names, t));
}
