/**
 * The game log as the examples and the ruling checker show it: each line names
 * its cards in words ("the broken 2"), as a player would, and is followed by
 * small pictures of those cards (the play table's CardView, `mini`), whose
 * tooltip holds the card's id for readers of the scenario file. The pictures
 * are hidden from screen readers: the words already say it.
 */
import { cardNamer, cardsOf, describe } from '../../machines/rollecate/rules/narrate';
import type { Card, GameState } from '../../machines/rollecate/rules/types';
import type { Strings } from '../../play/kit/fmt';
import { CardView } from './CardView';
import { entriesFrom } from '../../machines/shared/logbook';

export interface LogLine {
  text: string;
  /** The cards the line names, in the order it names them, each once. */
  cards: Card[];
}

/** The log lines of `s` from entry `from` on, in the page's language. */
export function logLines(s: GameState, t: Strings, from = 0): LogLine[] {
  const names = s.players.map((p) => p.name);
  const byId = cardsOf(s);
  const namer = cardNamer(s, t);
  return entriesFrom(s.log, from).map((entry) => {
    const named: string[] = [];
    const text = describe(entry, names, t, {
      variant: s.variant,
      card: (id, article) => {
        if (!named.includes(id)) named.push(id);
        return namer(id, article);
      },
    });
    return { text, cards: named.map((id) => byId.get(id)).filter((c): c is Card => !!c) };
  });
}

/** One line: its words, then its cards' pictures. */
export function LogLineView({ line, t }: { line: LogLine; t: Strings }) {
  return (
    <>
      {line.text}
      {line.cards.length > 0 && (
        <span class="rc-log-cards" aria-hidden="true">
          {line.cards.map((c) => <CardView key={c.id} card={c} t={t} mini ids={false} />)}
        </span>
      )}
    </>
  );
}

/** Several lines run together as one paragraph's text (a step's narration). */
export function LogLinesText({ lines, t }: { lines: readonly LogLine[]; t: Strings }) {
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} class="rc-log-line">
          {i > 0 && ' '}
          <LogLineView line={line} t={t} />
        </span>
      ))}
    </>
  );
}
