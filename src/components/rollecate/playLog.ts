/**
 * What the Rollecate play table (PlayTable.tsx) draws from a game, as pure
 * functions: the log's lines in words with their cards' pictures (another
 * seat's draws hidden, the hands going onto the piles at the end, R34), and
 * the railway's extent. What it reads first (the cards a line names, the hands
 * at the end, the cards laid this turn, whose hands are face up) is
 * src/play/rollecate/tableView.ts.
 */
import { nextSquare } from '../../machines/rollecate/rules/geometry';
import { cardNamer, describe } from '../../machines/rollecate/rules/narrate';
import type { Card, GameState } from '../../machines/rollecate/rules/types';
import { logEntries } from '../../machines/shared/logbook';
import { fmt, type Strings } from '../../play/kit/fmt';
import type { RollecateGame } from '../../play/rollecate/table';
import { endHands, entryCards, humans } from '../../play/rollecate/tableView';

export interface Line {
  text: string;
  cards: Card[];
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
