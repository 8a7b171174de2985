/**
 * What lies between the players at the Steam Rollers table: the dice (they tumble in after a roll), the supply
 * board (the die in hand's city marked) and the special cards, held and in the centre. In "try an illegal move" a
 * die or a cube can be chosen too, and the rules answer.
 */
import { sideOf, type CardSide } from '../../machines/steam-rollers/rules/cards';
import { dieInHand, heldSides } from '../../machines/steam-rollers/rules/state';
import type { Colour, SteamState } from '../../machines/steam-rollers/rules/types';
import type { Strings } from '../../play/kit/fmt';
import { HeldCards } from './CardView';
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
  const held = s.players.flatMap((_, seat) => heldSides(s, seat));
  const centre = s.cards.map((c, i) => (c.holder === null ? sideOf(i + 1, c.face) : null)).filter((x): x is CardSide => x !== null);
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
        <SupplyBoard supply={s.supply} highlight={dieInHand(s)?.value ?? null} t={t} lang={lang} onCube={onCube} />
      </section>
      <section aria-labelledby="srp-cards-title">
        <h3 id="srp-cards-title" class="sr-table-title">{t['sr.story.cards']}</h3>
        <HeldCards s={s} held={held} centre={centre} names={names} t={t} lang={lang} hint="srp-hint" />
      </section>
    </>
  );
}
