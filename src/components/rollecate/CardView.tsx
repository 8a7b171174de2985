/**
 * One card as a small picture: value, track shape (straight or curve), a
 * crack for broken track, a zigzag for chaos. The site names a card in words
 * ("a straight 3") and keeps its id as a tooltip only (`ids={false}`: the play
 * table, the examples, the ruling checker); `ids` prints the id on the card.
 */
import type { Card } from '../../machines/rollecate/rules/types';
import { cardWords } from '../../machines/rollecate/rules/narrate';
import { fmt, type Strings } from '../../play/kit/fmt';

export function cardLabel(t: Strings, c: Card): string {
  const kind = c.chaos ? fmt(t, 'rc.card.chaos') : c.broken ? fmt(t, `rc.card.broken.${c.shape}`) : fmt(t, `rc.card.${c.shape}`);
  return fmt(t, 'rc.card.label', { id: c.id, value: c.value, kind });
}

/** The card in words, as the log says it: "a straight 3" (article 'a') or "the straight 3". */
export function cardName(t: Strings, c: Card, article: 'a' | 'the' = 'a'): string {
  return cardWords(c, article, t);
}

function Glyph({ c }: { c: Card }) {
  if (c.chaos) return <path d="M6,22 l6,-10 l4,6 l6,-12 l4,8" class="rc-glyph chaos" />;
  if (c.shape === 'curve') return <path d="M16,30 Q16,16 30,16" class="rc-glyph" />;
  return <path d="M16,30 L16,4" class="rc-glyph" />;
}

export function CardView({ card, t, selected, onToggle, disabled, small, mini, ids = true, playable, label }: {
  card: Card;
  t: Strings;
  selected?: boolean;
  onToggle?: () => void;
  disabled?: boolean;
  small?: boolean;
  /** The size of a word, for a card named in a sentence (the move log, the controls). */
  mini?: boolean;
  /** Show the card's id on it and name it by id; else (everywhere on the site) the id is a tooltip only. */
  ids?: boolean;
  /** Marked as able to start (or continue) a legal build: true, false, or unmarked. */
  playable?: boolean;
  /** The accessible name, when the card's own name is not enough. */
  label?: string;
}) {
  const cls = `rc-cardview v${card.value}${card.broken ? ' broken' : ''}${card.chaos ? ' chaos' : ''}${selected ? ' selected' : ''}${small ? ' small' : ''}${mini ? ' mini' : ''}${playable ? ' playable' : ''}${playable === false ? ' unplayable' : ''}`;
  const name = label ?? (ids ? cardLabel(t, card) : cardName(t, card));
  const body = (
    <>
      <span class="rc-cv-value" aria-hidden="true">{card.value}</span>
      <svg viewBox="0 0 32 32" class="rc-cv-art" aria-hidden="true">
        <Glyph c={card} />
        {card.broken && <path d="M10,10 l5,5 l-4,4 l6,6" class="rc-crack" />}
      </svg>
      {ids && !mini && <span class="rc-cv-id" aria-hidden="true">{card.id}</span>}
    </>
  );
  const title = ids ? undefined : `${cardName(t, card)} (${card.id})`;
  if (!onToggle) {
    return <span class={cls} role="img" aria-label={name} title={title}>{body}</span>;
  }
  return (
    <button type="button" class={cls} aria-pressed={selected ? 'true' : 'false'} aria-label={name} title={title} onClick={onToggle} disabled={disabled}>
      {body}
    </button>
  );
}

/** A card named in a sentence: its small picture followed by its name in words (the picture is hidden from screen readers). */
export function CardWord({ card, t, article = 'a' }: { card: Card; t: Strings; article?: 'a' | 'the' }) {
  return (
    <span class="rc-cardword">
      <span aria-hidden="true"><CardView card={card} t={t} mini ids={false} /></span>
      {cardName(t, card, article)}
    </span>
  );
}
