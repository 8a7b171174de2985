/**
 * What the Rollecate play table (PlayTable.tsx) draws from a game, as pure
 * functions: the log's lines in words with their cards' pictures (another
 * seat's draws hidden, the hands going onto the piles at the end, R34), the
 * cards laid this turn, the railway's extent, and whose hands are face up.
 */
import { nextSquare } from '../../machines/rollecate/rules/geometry';
import { cardNamer, describe } from '../../machines/rollecate/rules/narrate';
import type { Card, GameState, LogEntry } from '../../machines/rollecate/rules/types';
import { entriesFrom, logEntries } from '../../machines/shared/logbook';
import { fmt, type Strings } from '../../play/kit/fmt';
import type { GameConfig } from '../../play/rollecate/save';
import type { RollecateGame } from '../../play/rollecate/table';


/** The cards a log line names, for their small pictures beside the words. */
function entryCards(e: LogEntry): string[] {
  switch (e.t) {
    case 'setup':
    case 'aside':
    case 'draw':
    case 'betsyBox':
      return [e.card];
    case 'build':
    case 'penalty':
      return e.cards;
    case 'ride':
      return e.broken;
    case 'discard':
    case 'chaos':
      return e.combinedWith ? [e.card, e.combinedWith] : [e.card];
    default:
      return [];
  }
}

/**
 * The hands that went onto the piles at the end (R34), read from the last turn's start:
 * every hand then, less the cards the last turn built or discarded. Null when unknown.
 */
function endHands(s: GameState, turnStart: GameState | null): Card[][] | null {
  if (s.phase !== 'over' || !s.result || s.result.lost || !turnStart) return null;
  const used = new Set<string>();
  for (const e of entriesFrom(s.log, turnStart.log.size)) {
    if (e.t === 'build') e.cards.forEach((c) => used.add(c));
    if (e.t === 'chaos' || e.t === 'betsyBox') used.add(e.card);
  }
  return turnStart.players.map((p) => p.hand.filter((c) => !used.has(c.id)));
}

export interface Line {
  text: string;
  cards: Card[];
}

/** Cards laid in the current turn (or the last initial card), from the game's log lines, for the railway's highlight. */
export function freshCards(entries: readonly LogEntry[]): string[] {
  const out: string[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as LogEntry;
    if (e.t === 'draw') break;
    if (e.t === 'build') out.push(...e.cards);
    if (e.t === 'setup') {
      out.push(e.card);
      break;
    }
  }
  return out;
}

/**
 * The railway's extent in squares (with the next square and room for a preview), so the
 * stylesheet can keep a tile at a readable size instead of blowing a short railway up.
 */
export function railwaySize(s: GameState): Record<string, string> {
  const squares = [...s.railway.map((p) => ({ x: p.x, y: p.y })), nextSquare(s.railway)];
  const xs = squares.map((q) => q.x);
  const ys = squares.map((q) => q.y);
  const cols = Math.max(...xs) - Math.min(...xs) + 2.5;
  const rows = Math.max(...ys) - Math.min(...ys) + 2.5;
  return { '--rc-cols': String(cols), '--rc-rows': String(rows) };
}

/** Seats that are played at this device. */
export function humans(config: GameConfig): number[] {
  return config.seats.flatMap((k, i) => (k === 'human' ? [i] : []));
}

/** Whose hands are face up: everyone's after the game, the screen holder's in hot-seat, the one person's otherwise. */
export function viewerOf(live: RollecateGame): number | 'all' {
  const s = live.snap.context;
  if (s.phase === 'over') return 'all';
  const people = humans(live.config);
  if (people.length > 1) return live.deviceSeat ?? (s.phase === 'setup' ? s.current : -1);
  return people[0] ?? 0;
}

/** The game's log as lines for people: cards named in words, each with its small picture (the id is a tooltip). */
export function logLines(live: RollecateGame, t: Strings): Line[] {
  const s = live.snap.context;
  const names = s.players.map((p) => p.name);
  const people = humans(live.config);
  // Cards are named as players say them ("a straight 3"), each with its small picture; the id is a tooltip.
  const all = new Map<string, Card>();
  const known = (st: GameState) => {
    st.railway.forEach((p) => all.set(p.card.id, p.card));
    for (const p of st.players) [...p.hand, ...p.discard].forEach((c) => all.set(c.id, c));
    [...st.drawPile, ...st.box, ...st.pending, ...(st.setup?.aside ?? [])].forEach((c) => all.set(c.id, c));
  };
  known(s);
  const namer = cardNamer(s, t);
  const pics = (ids: string[]) => ids.map((id) => all.get(id)).filter((c): c is Card => !!c);
  // Another seat's draw stays hidden: from bots in a game against bots, from everyone in hot-seat.
  const sees = (seat: number) => people.length === 1 && people[0] === seat;
  const hands = endHands(s, live.turnStart);
  const out: Line[] = [];
  for (const e of logEntries(s.log)) {
    if (e.t === 'draw' && !s.players[e.player]?.betsy && !sees(e.player)) {
      out.push({ text: fmt(t, e.last ? 'play.log.drawHidden.last' : 'play.log.drawHidden', { who: names[e.player] ?? '' }), cards: [] });
      continue;
    }
    // R34: before the final scores, the hands go onto the piles.
    if (e.t === 'end' && hands) {
      const list = hands
        .map((h, i) => (h.length ? fmt(t, 'play.log.hand', { who: names[i] ?? '', cards: h.map((c) => namer(c.id, 'a')).join(', ') }) : fmt(t, 'play.log.handEmpty', { who: names[i] ?? '' })))
        .join('; ');
      out.push({ text: fmt(t, 'play.log.hands', { list: `${list}.` }), cards: hands.flat() });
    }
    out.push({ text: describe(e, names, t, { card: namer, variant: s.variant }) ?? '', cards: pics(entryCards(e)) });
  }
  return out;
}
