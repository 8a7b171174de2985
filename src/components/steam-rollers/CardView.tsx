/**
 * One side of a special card: its number and letter, its symbol (lightning:
 * used once, then back to the centre; infinity: kept until stolen), its
 * points, where it lies (in the centre, or held, upright or sideways) and
 * its effect in one line of the page's language.
 */
import { CARD_SIDES, sideOf, type CardSide, type Symbol } from '../../machines/steam-rollers/rules/cards';
import { heldSides } from '../../machines/steam-rollers/rules/state';
import type { CardState, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { listOf, plural, signed } from './words';
import './steam.css';

export function SymbolIcon(props: { symbol: Symbol }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" data-symbol={props.symbol}>
      {props.symbol === 'lightning' ? (
        <path class="sr-symbol-icon" d="M13.5,2 L5,13.5 L11,13.5 L9.5,22 L19,9.5 L13,9.5 Z" />
      ) : (
        <path class="sr-symbol-icon" d="M12,12 C9,6.5 3,6.5 3,12 C3,17.5 9,17.5 12,12 C15,6.5 21,6.5 21,12 C21,17.5 15,17.5 12,12 Z" />
      )}
    </svg>
  );
}

/** "−1 point", "0 points" */
export const pointsText = (t: Strings, lang: string, points: number): string => plural(t, lang, 'sr.card.points', points, { points: signed(points) });

export interface CardViewProps {
  side: CardSide;
  /** Where the card lies; left out, only the side itself is shown. */
  state?: CardState | null;
  names?: readonly string[];
  t: Strings;
  lang: string;
  /** Drawn small, for the play table's side, where all six stand together. */
  compact?: boolean;
}

export default function CardView(props: CardViewProps) {
  const { t, lang } = props;
  const info = CARD_SIDES[props.side];
  const who = (seat: number) => props.names?.[seat] ?? fmt(t, 'sr.player', { n: seat + 1 });
  const st = props.state;
  let where = '';
  /** A small card says a sideways one's place in short; the whole sentence (why it matters) is read out. */
  let short = '';
  if (st) {
    if (st.holder === null) where = t['sr.card.inCentre'] ?? '';
    else where = fmt(t, st.sideways ? 'sr.card.heldSideways' : 'sr.card.held', { who: who(st.holder) });
    if (props.compact && st.holder !== null && st.sideways) short = fmt(t, 'sr.card.heldSidewaysShort', { who: who(st.holder) });
  }
  return (
    <div class={`sr-card${props.compact ? ' sr-card-compact' : ''}${st?.sideways ? ' sr-card-sideways' : ''}`} role="group" aria-label={fmt(t, 'sr.card.name', { side: info.side })} data-side={info.side} lang={lang}>
      <div class="sr-card-head">
        <span class="sr-card-side">{info.side}</span>
        <span class="sr-card-symbol">
          <SymbolIcon symbol={info.symbol} />
          {props.compact ? <span class="sr-only">{t[`sr.card.symbol.${info.symbol}`]}</span> : t[`sr.card.symbol.${info.symbol}`]}
        </span>
        <span class="sr-card-points">{pointsText(t, lang, info.points)}</span>
      </div>
      <p class="sr-card-effect">{t[`sr.card.effect.${info.side}`]}</p>
      {where && (
        <p class="sr-card-state">
          <svg viewBox="0 0 20 20" aria-hidden="true">
            {st?.sideways ? <rect x={2} y={5} width={16} height={10} rx={2} /> : <rect x={5} y={2} width={10} height={16} rx={2} />}
          </svg>
          {short ? (
            <>
              <span aria-hidden="true">{short}</span>
              <span class="sr-only">{where}</span>
            </>
          ) : (
            where
          )}
        </p>
      )}
    </div>
  );
}

/**
 * The cards the seats hold, each drawn whole, or a line saying nobody holds one; then the cards still in the centre,
 * named. The examples' side panel draws it (the play table draws all six cards: CardsInPlay).
 */
export function HeldCards(props: { s: SteamState; names?: readonly string[]; t: Strings; lang: string }) {
  const { s, names, t, lang } = props;
  const held = s.players.flatMap((_, seat) => heldSides(s, seat));
  const centre = s.cards.flatMap((c, i) => (c.holder === null ? [sideOf(i + 1, c.face)] : []));
  return (
    <>
      {held.length > 0 ? (
        <ul class="sr-cards sr-held">
          {held.map((side) => (
            <li key={side}>
              <CardView side={side} state={s.cards[CARD_SIDES[side].card - 1]} names={names} t={t} lang={lang} />
            </li>
          ))}
        </ul>
      ) : (
        <p class="rc-hint">{fmt(t, 'sr.story.noneHeld')}</p>
      )}
      {centre.length > 0 && <p class="rc-hint">{fmt(t, 'sr.story.centre', { list: listOf(t, centre) })}</p>}
    </>
  );
}

/**
 * The six special cards as the play table shows them: each one's side in play with its points and what it does, and
 * where it lies (the centre, or who holds it), so a player choosing a die sees what the card of that number would do.
 * A die takes the card of its number (RD2, rules/specials.ts `takeCard`): the card the die in hand would take is
 * marked, as the supply board marks the city it names.
 */
export function CardsInPlay(props: { s: SteamState; names?: readonly string[]; takes: number | null; t: Strings; lang: string }) {
  const { s, names, takes, t, lang } = props;
  return (
    <ul class="sr-cards sr-cards-compact">
      {s.cards.map((c, i) => (
        <li key={i} aria-current={takes === i + 1 ? 'true' : undefined}>
          <CardView side={sideOf(i + 1, c.face)} state={c} names={names} t={t} lang={lang} compact />
        </li>
      ))}
    </ul>
  );
}
