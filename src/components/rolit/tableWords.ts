/**
 * How the Rolit table names its seats and says what happened, in the page's words: a seat in a sentence ("Ann
 * (red)" when a person named it, else its colour), a seat where the table says whose it is ("red (bot)"), a log
 * line, the status line and the one under it, a hand-over, a take-back, and whether the one person against bots won.
 */
import { matchPhase, type RolitMatch } from '../../machines/rolit/rules/match';
import type { Colour, LogEntry } from '../../machines/rolit/rules/types';
import { cap, fmt, type Strings } from '../../play/kit/fmt';
import type { SeatKind } from '../../play/rolit/rolitSave';
import { givenName, seatCalled, type RolitGame } from '../../play/rolit/table';

export function tableWords(t: Strings, colourName: (c: Colour) => string, game: RolitGame) {
  const { config } = game;
  const match: RolitMatch = game.snap.context;
  const seatOf = (c: Colour): SeatKind => config.seats[c] ?? 'human';
  /** A seat in a sentence: "Ann (red)" when a person named it, else its colour ("red"). */
  const seatName = (c: Colour) => seatCalled(config, c, colourName(c), t);
  /** A seat where the table says whose it is (the prompt, the counts): a named one as above, else "red" or "red (bot)". */
  const who = (c: Colour) => {
    const name = colourName(c);
    if (config.mode === 'solo') return name;
    return seatCalled(config, c, name, t, seatOf(c) === 'bot' ? fmt(t, 'rop.seat.bot', { colour: name }) : fmt(t, 'rop.seat.human', { colour: name }));
  };
  const names = (list: readonly Colour[]) => cap(list.map(seatName).join(t['rop.and'] ?? ' and '));
  const describe = (e: LogEntry): string => {
    if (e.t === 'place') {
      return e.captured.length
        ? fmt(t, 'rop.log.capture', { who: seatName(e.colour), square: e.square, n: e.captured.length, squares: e.captured.join(', ') })
        : fmt(t, 'rop.log.place', { who: seatName(e.colour), square: e.square });
    }
    return fmt(t, e.result.winners.length > 1 ? 'rop.log.endShared' : 'rop.log.end', { who: names(e.result.winners) });
  };
  /** The one person at this screen against bots: told whether they won. */
  const humans = match.colours.filter((c) => seatOf(c) === 'human');
  const you = config.mode === 'bots' && humans.length === 1 ? humans[0] : null;
  const verdict = (winners: readonly Colour[], scope: 'round' | 'match'): string | null => {
    if (!you) return null;
    const how = !winners.includes(you) ? 'lost' : winners.length > 1 ? 'shared' : 'won';
    return fmt(t, `rop.result.you.${scope}.${how}`);
  };
  const g = match.game;
  const phase = matchPhase(match);
  const status =
    phase === 'placing'
      ? seatOf(g.current) === 'bot'
        ? fmt(t, 'rop.status.bot', { colour: colourName(g.current) })
        : fmt(t, 'rop.status.turn', { who: who(g.current) })
      : phase === 'betweenRounds'
        ? fmt(t, 'rop.status.roundOver', { n: match.starters.length })
        : match.score
          ? fmt(t, match.score.winners.length > 1 ? 'rop.status.matchShared' : 'rop.status.matchWon', { who: names(match.score.winners) })
          : (t['rop.status.matchOver'] ?? '');
  /** The round, the board and the rule set, under the status line. */
  const meta = fmt(t, 'rop.meta', {
    n: match.starters.length,
    rounds: match.rounds,
    size: g.size,
    adj: t[`rop.adj.${g.adjacency}`] ?? '',
    edition: t[`rop.edition.${g.edition}`] ?? g.edition,
  });
  /** Whose turn it is now, said when people at one screen change places. */
  const handover = (c: Colour) => (givenName(config, c) ? fmt(t, 'rop.handover.named', { who: seatName(c) }) : fmt(t, 'rop.handover', { colour: colourName(c) }));
  /** A ball taken back, with the bots' replies to it. */
  const takenBack = (c: Colour, bots: number) =>
    cap(givenName(config, c)
      ? fmt(t, bots > 0 ? 'rop.takenBack.named.bots' : 'rop.takenBack.named', { who: seatName(c), n: bots })
      : fmt(t, bots > 0 ? 'rop.takenBack.bots' : 'rop.takenBack', { colour: colourName(c), n: bots }));
  return { seatOf, seatName, who, names, describe, humans, you, verdict, status, meta, handover, takenBack };
}

export type TableWords = ReturnType<typeof tableWords>;
