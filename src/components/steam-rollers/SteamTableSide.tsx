/**
 * What lies between the players at the Steam Rollers table: the dice (they tumble in after a roll), the supply
 * board (the die in hand's city marked) and the six special cards with what they do and where they lie (the card the
 * die in hand would take marked). In "try an illegal move" a
 * die or a cube can be chosen too, and the rules answer.
 */
import { dieInHand } from '../../machines/steam-rollers/rules/state';
import type { Colour, SteamState } from '../../machines/steam-rollers/rules/types';
import type { Strings } from '../../play/kit/fmt';
import { CardsInPlay } from './CardView';
import DiceView from './DiceView';
import SupplyBoard from './SupplyBoard';

export interface SteamTableSideProps {
  t: Strings;
  lang: string;
  s: SteamState;
  names: string[];
  /** The dice tumble (useTumble): a new key after each roll. */
  rolling: boolean;
  rollKey: number;
  /** Try mode: a die or a cube chosen is played, and the rules answer. */
  onDie?: (i: number) => void;
  onCube?: (city: number, cube: Colour) => void;
}

export function SteamTableSide({ t, lang, s, names, rolling, rollKey, onDie, onCube }: SteamTableSideProps) {
  const inHand = dieInHand(s)?.value ?? null;
  return (
    <>
      <section aria-labelledby="srp-dice-title">
        <h3 id="srp-dice-title" class="sr-table-title">{t['sr.story.dice']}</h3>
        {s.dice.white.length > 0 || s.dice.black !== null ? (
          <DiceView key={rollKey} rolling={rolling} white={s.dice.white} black={s.dice.black} current={s.turn.die} names={names} t={t} lang={lang} onDie={onDie} />
        ) : (
          <p class="srp-hint">{t['sr.story.noDice']}</p>
        )}
      </section>
      <section aria-labelledby="srp-supply-title">
        <h3 id="srp-supply-title" class="sr-table-title">{t['sr.supply.name']}</h3>
        <SupplyBoard supply={s.supply} highlight={inHand} t={t} lang={lang} onCube={onCube} />
      </section>
      <section aria-labelledby="srp-cards-title">
        <div class="srp-cards-head">
          <h3 id="srp-cards-title" class="sr-table-title">{t['sr.play.cards']}</h3>
          <p class="srp-hint">{t['sr.play.cardsHint']}</p>
        </div>
        <CardsInPlay s={s} names={names} takes={inHand} t={t} lang={lang} />
      </section>
    </>
  );
}
