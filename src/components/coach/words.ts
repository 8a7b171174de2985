/**
 * The coach's words: moves named the way a player names them ("build curve 3,
 * turning left", "discard chaos 2 and combine"), never by internal ids alone,
 * in the page's language (keys "coach.*" in src/content/i18n/<lang>.json).
 */
import { fmt, type Strings } from '../../play/kit/fmt';
import type { Action, Card, GameState, LogEntry } from '../../machines/rollecate/rules/types';

/** "curve 3", "broken straight 1", "chaos 4". */
export function cardWords(t: Strings, c: Card | undefined, id: string): string {
  if (!c) return id;
  const kind = c.chaos ? 'chaos' : `${c.broken ? 'broken.' : ''}${c.shape ?? 'straight'}`;
  return fmt(t, 'coach.card', { kind: fmt(t, `coach.kind.${kind}`), value: c.value });
}

/** Every card the position shows to anyone, by id, to name the cards a move uses. */
export function cardIndex(s: GameState): Map<string, Card> {
  const m = new Map<string, Card>();
  const add = (c: Card) => m.set(c.id, c);
  s.players.forEach((p) => {
    p.hand.forEach(add);
    p.discard.forEach(add);
  });
  s.railway.forEach((p) => add(p.card));
  s.pending.forEach(add);
  s.box.forEach(add);
  s.drawPile.forEach(add);
  return m;
}

function list(t: Strings, items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return fmt(t, 'coach.and', { a: items.slice(0, -1).join(', '), b: items[items.length - 1] as string });
}

/** A Rollecate action in a player's words. */
export function actionWords(t: Strings, a: Action, cards: Map<string, Card>): string {
  const name = (id: string) => cardWords(t, cards.get(id), id);
  switch (a.type) {
    case 'turn.pass':
      return fmt(t, 'coach.move.pass');
    case 'turn.build':
      return fmt(t, 'coach.move.build', {
        cards: list(t, a.cards.map((b) => (b.turn === 'straight' ? name(b.card) : fmt(t, `coach.turn.${b.turn}`, { card: name(b.card) })))),
      });
    case 'chaos.discard':
      return fmt(t, 'coach.move.chaos', { cards: list(t, a.cards.map((c) => (c.combine ? fmt(t, 'coach.combined', { card: name(c.card) }) : name(c.card)))) });
    case 'penalty.discard':
      return fmt(t, a.combine ? 'coach.move.discardCombine' : 'coach.move.discard', { card: name(a.card) });
    case 'ride.roll':
      return fmt(t, 'coach.move.roll');
    case 'setup.place':
      return fmt(t, 'coach.move.setup');
    case 'betsy.play':
      return fmt(t, 'coach.move.betsy');
  }
}

/**
 * The decision a log entry records (pass, build, chaos discard), as the action
 * the coach weighs; null for entries that are not a choice. Builds are matched
 * without the orientation, which the log does not keep.
 */
export function decisionAt(log: readonly LogEntry[], from: number): { seat: number; cards: string[]; kind: 'pass' | 'build' | 'chaos'; combine: boolean[] } | null {
  const e = log[from];
  if (!e) return null;
  if (e.t === 'pass') return { seat: e.player, cards: [], kind: 'pass', combine: [] };
  if (e.t === 'build') return { seat: e.player, cards: e.cards.slice(), kind: 'build', combine: [] };
  if (e.t === 'chaos') {
    const cards: string[] = [];
    const combine: boolean[] = [];
    for (let i = from; i < log.length; i++) {
      const c = log[i] as LogEntry;
      if (c.t !== 'chaos' || c.player !== e.player) break;
      cards.push(c.card);
      combine.push(c.combinedWith !== null);
    }
    return { seat: e.player, cards, kind: 'chaos', combine };
  }
  return null;
}

/** True when the coach's action is the decision the log recorded. */
export function sameDecision(a: Action, d: NonNullable<ReturnType<typeof decisionAt>>): boolean {
  if (d.kind === 'pass') return a.type === 'turn.pass';
  if (d.kind === 'build') return a.type === 'turn.build' && a.cards.map((c) => c.card).join() === d.cards.join();
  return a.type === 'chaos.discard' && a.cards.map((c) => c.card).join() === d.cards.join() && a.cards.every((c, i) => c.combine === d.combine[i]);
}

/** A number for print in the page's language. */
export function num(lang: string, x: number, digits = 1): string {
  const v = Math.abs(x) < 0.5 * 10 ** -digits ? 0 : x;
  return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
}

export function pctText(lang: string, x: number): string {
  if (x > 0 && x < 0.0005) return `< ${new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(0.001)}`;
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(x);
}
