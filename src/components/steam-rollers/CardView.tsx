/**
 * One side of a special card: its number and letter, its symbol (lightning:
 * used once, then back to the centre; infinity: kept until stolen), its
 * points, where it lies (in the centre, or held, upright or sideways) and
 * its effect in one line of the page's language.
 */
import { CARD_SIDES, type CardSide, type Symbol } from '../../machines/steam-rollers/rules/cards';
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
}

export default function CardView(props: CardViewProps) {
  const { t, lang } = props;
  const info = CARD_SIDES[props.side];
  const who = (seat: number) => props.names?.[seat] ?? fmt(t, 'sr.player', { n: seat + 1 });
  const st = props.state;
  let where = '';
  if (st) {
    if (st.holder === null) where = t['sr.card.inCentre'] ?? '';
    else where = fmt(t, st.sideways ? 'sr.card.heldSideways' : 'sr.card.held', { who: who(st.holder) });
  }
  return (
    <div class={`sr-card${st?.sideways ? ' sr-card-sideways' : ''}`} role="group" aria-label={fmt(t, 'sr.card.name', { side: info.side })} data-side={info.side} lang={lang}>
      <div class="sr-card-head">
        <span class="sr-card-side">{info.side}</span>
        <span class="sr-card-symbol">
          <SymbolIcon symbol={info.symbol} />
          {t[`sr.card.symbol.${info.symbol}`]}
        </span>
        <span class="sr-card-points">{pointsText(t, lang, info.points)}</span>
      </div>
      <p class="sr-card-effect">{t[`sr.card.effect.${info.side}`]}</p>
      {where && (
        <p class="sr-card-state">
          <svg viewBox="0 0 20 20" aria-hidden="true">
            {st?.sideways ? <rect x={2} y={5} width={16} height={10} rx={2} /> : <rect x={5} y={2} width={10} height={16} rx={2} />}
          </svg>
          {where}
        </p>
      )}
    </div>
  );
}

/**
 * The cards a seat holds, each drawn whole, or a line saying it holds none; then the cards still in the centre, named.
 * The example's side panel and the play table's draw it alike; `hint` is the class of their quiet lines.
 */
export function HeldCards(props: { s: SteamState; held: readonly CardSide[]; centre: readonly string[]; names?: readonly string[]; t: Strings; lang: string; hint: string }) {
  const { s, held, centre, names, t, lang, hint } = props;
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
        <p class={hint}>{fmt(t, 'sr.story.noneHeld')}</p>
      )}
      {centre.length > 0 && <p class={hint}>{fmt(t, 'sr.story.centre', { list: listOf(t, centre) })}</p>}
    </>
  );
}
