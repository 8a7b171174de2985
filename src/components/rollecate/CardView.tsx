/** One card: value, shape, broken or chaos; optionally a toggle button. */
import type { Card } from '../../machines/rollecate/rules/types';
import { fmt, type Strings } from '../fmt';

export function cardLabel(t: Strings, c: Card): string {
  const kind = c.chaos ? fmt(t, 'rc.card.chaos') : c.broken ? fmt(t, `rc.card.broken.${c.shape}`) : fmt(t, `rc.card.${c.shape}`);
  return fmt(t, 'rc.card.label', { id: c.id, value: c.value, kind });
}

function Glyph({ c }: { c: Card }) {
  if (c.chaos) return <path d="M6,22 l6,-10 l4,6 l6,-12 l4,8" class="rc-glyph chaos" />;
  if (c.shape === 'curve') return <path d="M16,30 Q16,16 30,16" class="rc-glyph" />;
  return <path d="M16,30 L16,4" class="rc-glyph" />;
}

export function CardView({ card, t, selected, onToggle, disabled, small }: {
  card: Card;
  t: Strings;
  selected?: boolean;
  onToggle?: () => void;
  disabled?: boolean;
  small?: boolean;
}) {
  const cls = `rc-cardview v${card.value}${card.broken ? ' broken' : ''}${card.chaos ? ' chaos' : ''}${selected ? ' selected' : ''}${small ? ' small' : ''}`;
  const body = (
    <>
      <span class="rc-cv-value" aria-hidden="true">{card.value}</span>
      <svg viewBox="0 0 32 32" class="rc-cv-art" aria-hidden="true">
        <Glyph c={card} />
        {card.broken && <path d="M10,10 l5,5 l-4,4 l6,6" class="rc-crack" />}
      </svg>
      <span class="rc-cv-id" aria-hidden="true">{card.id}</span>
    </>
  );
  if (!onToggle) {
    return <span class={cls} role="img" aria-label={cardLabel(t, card)}>{body}</span>;
  }
  return (
    <button type="button" class={cls} aria-pressed={selected ? 'true' : 'false'} aria-label={cardLabel(t, card)} onClick={onToggle} disabled={disabled}>
      {body}
    </button>
  );
}
