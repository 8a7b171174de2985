/** Plain-English lines for the game log (the CLI's --json and the move log). */
import type { GameState, LogEntry } from './types';

export function describe(entry: LogEntry, names: readonly string[]): string {
  const who = (i: number) => names[i] ?? `Player ${i + 1}`;
  const list = (ids: readonly string[]) => ids.join(', ');
  switch (entry.t) {
    case 'setup':
      return `${who(entry.player)} lays ${entry.card} (${entry.turn}) on the initial railway.`;
    case 'aside':
      return `${who(entry.player)} draws ${entry.card} during setup and sets it aside.`;
    case 'setupDone':
      return `Setup done: ${entry.removed} cards go back in the box unseen, ${entry.dealt} are dealt, ${entry.drawPile} remain to draw.`;
    case 'draw':
      return `${who(entry.player)} draws ${entry.card}${entry.last ? ' — the last card: this is the final turn' : ''}.`;
    case 'pass':
      return entry.from === entry.to
        ? `${who(entry.player)} passes; the train is already on the last card and stays.`
        : `${who(entry.player)} passes; the train moves from ${entry.from} to ${entry.to}.`;
    case 'build':
      return entry.dice
        ? `${who(entry.player)} builds ${list(entry.cards)}: ${entry.dice} ${entry.dice === 1 ? 'die' : 'dice'} to roll.`
        : `${who(entry.player)} builds ${list(entry.cards)}.`;
    case 'roll':
      return `${who(entry.player)} rolls ${entry.dice} ${entry.dice === 1 ? 'die' : 'dice'}: ${entry.wheels} ${entry.wheels === 1 ? 'wheel' : 'wheels'}.`;
    case 'ride': {
      const parts = [`The train runs from ${entry.from} to ${entry.to}`];
      if (entry.overshoot) parts.push(`and derails, ${entry.overshoot} ${entry.overshoot === 1 ? 'step' : 'steps'} short`);
      if (entry.broken.length) parts.push(`over broken track ${list(entry.broken)}`);
      return `${parts.join(' ')}.`;
    }
    case 'derail':
      return `${who(entry.player)}'s derailment number ${entry.count}.`;
    case 'lost':
      return `${who(entry.player)} derails a fourth time and loses the hard solo game.`;
    case 'penalty':
      return entry.cards.length
        ? `${who(entry.player)} takes ${entry.cards.length} penalty ${entry.cards.length === 1 ? 'card' : 'cards'}: ${list(entry.cards)}${entry.forfeited ? ` (${entry.forfeited} more could not be taken)` : ''}.`
        : `${who(entry.player)} owes ${entry.forfeited} penalty ${entry.forfeited === 1 ? 'card' : 'cards'}, but none can be taken: the train stands on the first card.`;
    case 'discard':
    case 'chaos':
      return entry.combinedWith
        ? `${who(entry.player)} discards ${entry.card} and combines it with ${entry.combinedWith}: both go in the box.`
        : `${who(entry.player)} puts ${entry.card} on the discard pile.`;
    case 'betsyBox':
      return `${who(entry.player)} cannot build ${entry.card}; it goes in the box and she passes.`;
    case 'end': {
      const r = entry.result;
      if (r.lost) return 'The game is over: lost.';
      const scores = r.scores.map((v, i) => `${who(i)} ${v}`).join(', ');
      const win = r.winners.map(who).join(' and ');
      return `The game is over. Scores: ${scores}. ${r.winners.length > 1 ? `Shared win: ${win}.` : `Winner: ${win}.`}`;
    }
  }
}

export function narrate(s: GameState): string[] {
  const names = s.players.map((p) => p.name);
  return s.log.map((e) => describe(e, names));
}
