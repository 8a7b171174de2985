/**
 * Plain-language lines for the game log (the CLI's --json, the move log and
 * the examples). The sentences are templates from rules/messages/<lang>.json
 * ("log.*" keys), so the Dutch pages narrate in Dutch. Counts take the
 * language's plural forms ({{n|card|cards}}, see ../../shared/slots.ts).
 *
 * A card is named by its id ("3s2") unless the caller passes a namer: the site
 * (the play table, the examples, the ruling checker) names cards as a player
 * would ("a straight 3", "the broken 1") with `cardNamer`; the CLI keeps ids.
 */
import { logEntries } from '../../shared/logbook';
import { ENGLISH, fill, type Templates } from './templates';
import type { Card, GameState, LogEntry, Variant } from './types';

export type { Templates };

/**
 * "a" names a card the sentence brings in, "the" one already on the table (the train's card, a pile's top),
 * "another" a card named just like the one before it in the sentence ("from the straight 1 to another straight 1").
 */
export type Article = 'a' | 'the' | 'another';
export type CardNamer = (id: string, article: Article) => string;

export interface DescribeOptions {
  /** How a card is named; by its id when absent. */
  card?: CardNamer;
  /** The game's variant: a solo game ends with a score, not a winner. */
  variant?: Variant;
}

/** A card in words: "a straight 3", "the curved 2", "the broken 1", "a chaos 4". */
export function cardWords(c: Card, article: Article, t: Templates = ENGLISH): string {
  const kind = c.chaos ? 'chaos' : c.broken ? 'broken' : c.shape === 'curve' ? 'curve' : 'straight';
  return fill(t, `log.card.${article}.${kind}`, { value: c.value });
}

type Zones = Pick<GameState, 'railway' | 'players' | 'drawPile' | 'box' | 'pending' | 'setup'>;

/** Every card of a position by its id, from every zone (a card never leaves the game, so the log's ids are all here). */
export function cardsOf(s: Zones): Map<string, Card> {
  const cards = new Map<string, Card>();
  const add = (list: readonly Card[] | undefined) => list?.forEach((c) => cards.set(c.id, c));
  add(s.railway.map((p) => p.card));
  for (const p of s.players) {
    add(p.hand);
    add(p.discard);
  }
  add(s.drawPile);
  add(s.box);
  add(s.pending);
  if (s.setup?.card) add([s.setup.card]);
  add(s.setup?.aside);
  return cards;
}

/** A namer over the cards of a position (every zone); an unknown id is named as it is. */
export function cardNamer(s: Zones, t: Templates = ENGLISH): CardNamer {
  const cards = cardsOf(s);
  return (id, article) => {
    const c = cards.get(id);
    return c ? cardWords(c, article, t) : id;
  };
}

export function describe(entry: LogEntry, names: readonly string[], t: Templates = ENGLISH, options: DescribeOptions = {}): string {
  const who = (i: number) => names[i] ?? `#${i + 1}`;
  const name = (id: string, article: Article = 'a') => (options.card ? options.card(id, article) : id);
  const list = (ids: readonly string[], article: Article = 'a') => {
    const words = ids.map((id) => name(id, article));
    if (!options.card || words.length < 2) return words.join(', ');
    return `${words.slice(0, -1).join(', ')} ${fill(t, 'log.and', {})} ${words.at(-1)}`;
  };
  /** Where the train went: "another straight 1" when it left a card of the same name, which "the straight 1" would not tell apart. */
  const onTo = (from: string, to: string) => {
    const there = name(to, 'the');
    return options.card && there === name(from, 'the') ? name(to, 'another') : there;
  };
  switch (entry.t) {
    case 'setup':
      return fill(t, `log.setup.${entry.turn}`, { who: who(entry.player), card: name(entry.card) });
    case 'aside':
      return fill(t, 'log.aside', { who: who(entry.player), card: name(entry.card) });
    case 'setupDone':
      return fill(t, 'log.setupDone', { removed: entry.removed, dealt: entry.dealt, left: entry.drawPile });
    case 'draw':
      return fill(t, entry.last ? 'log.draw.last' : 'log.draw', { who: who(entry.player), card: name(entry.card) });
    case 'pass':
      return fill(t, entry.from === entry.to ? 'log.pass.stay' : 'log.pass', { who: who(entry.player), from: name(entry.from, 'the'), to: onTo(entry.from, entry.to) });
    case 'build':
      return fill(t, entry.dice ? 'log.build.dice' : 'log.build', { who: who(entry.player), cards: list(entry.cards), n: entry.dice });
    case 'roll':
      return fill(t, 'log.roll', { who: who(entry.player), dice: entry.dice, wheels: entry.wheels });
    case 'ride': {
      let line = entry.from === entry.to ? fill(t, 'log.ride.stay', { at: name(entry.to, 'the') }) : fill(t, 'log.ride', { from: name(entry.from, 'the'), to: onTo(entry.from, entry.to) });
      if (entry.overshoot) line += ` ${fill(t, 'log.ride.derail', { n: entry.overshoot })}`;
      if (entry.broken.length) line += ` ${fill(t, 'log.ride.broken', { cards: list(entry.broken, 'the') })}`;
      return line;
    }
    case 'derail':
      return fill(t, 'log.derail', { who: who(entry.player), count: entry.count });
    case 'lost':
      return fill(t, 'log.lost', { who: who(entry.player) });
    case 'penalty':
      if (!entry.cards.length) return fill(t, 'log.penalty.none', { who: who(entry.player), n: entry.forfeited });
      return fill(t, 'log.penalty', { who: who(entry.player), cards: list(entry.cards), n: entry.cards.length }) + (entry.forfeited ? ` ${fill(t, 'log.penalty.forfeit', { n: entry.forfeited })}` : '');
    case 'discard':
    case 'chaos':
      return entry.combinedWith
        ? fill(t, 'log.combine', { who: who(entry.player), card: name(entry.card), with: name(entry.combinedWith, 'the') })
        : fill(t, 'log.discard', { who: who(entry.player), card: name(entry.card) });
    case 'betsyBox':
      return fill(t, 'log.betsyBox', { who: who(entry.player), card: name(entry.card) });
    case 'end': {
      const r = entry.result;
      if (r.lost) return fill(t, 'log.end.lost', {});
      // One player (solo, hard solo): a score, measured against the player's own best; nobody "wins".
      if (r.scores.length === 1) {
        return fill(t, options.variant === 'solo-hard' ? 'log.end.soloHard' : 'log.end.solo', { who: who(0), n: r.scores[0] ?? 0 });
      }
      const scores = r.scores.map((v, i) => `${who(i)} ${v}`).join(', ');
      const winners = r.winners.map(who).join(' & ');
      return fill(t, r.winners.length > 1 ? 'log.end.shared' : 'log.end', { scores, winners });
    }
  }
}

export function narrate(s: GameState, t?: Templates, options: DescribeOptions = {}): string[] {
  const names = s.players.map((p) => p.name);
  return logEntries(s.log).map((e) => describe(e, names, t, { variant: s.variant, ...options }));
}
