/**
 * Steam Rollers moves in the coach's pane, named as the play table's own
 * buttons name them (src/components/steam-rollers/words.ts and the "sr.ui.*"
 * strings): "Take the 4", "Cross engine box 3", "Deliver a red cube from
 * city 2 to city 5: 3 points", "Draw a wide curve from north to south-east
 * in hex 1,2".
 */
import { legalDeliveries } from '../../machines/steam-rollers/rules/deliver';
import { sideOf } from '../../machines/steam-rollers/rules/cards';
import { dieInHand } from '../../machines/steam-rollers/rules/state';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { sameMove } from '../../coach/steam';
import { colourName, deliveryLabel, playLabel, trackPhrase } from '../steam-rollers/words';
import { fmt, type Strings } from '../fmt';

/** A legal Steam Rollers move of position `s` in a player's words. */
export function steamMoveWords(t: Strings, lang: string, s: SteamState, e: SteamEvent): string {
  const die = dieInHand(s)?.value ?? 0;
  switch (e.type) {
    case 'dice.roll':
      return t['sr.play.roll'] ?? e.type;
    case 'die.take':
      return fmt(t, 'sr.ui.draft', { value: s.dice.white[e.die]?.value ?? 0 });
    case 'card.play':
      return playLabel(e, s, t);
    case 'steal.pass':
      return t['sr.ui.letGo'] ?? e.type;
    case 'turn.end':
      return t['sr.ui.endTurn'] ?? e.type;
    case 'engine.improve':
      return fmt(t, 'sr.ui.engine', { value: die });
    case 'card.take': {
      const c = s.cards[die - 1];
      return fmt(t, 'sr.ui.takeCard', { n: die, side: c ? sideOf(die, c.face) : '' });
    }
    case 'turn.pass':
      return fmt(t, 'sr.ui.pass', { value: die });
    case 'cargo.deliver': {
      const d = legalDeliveries(s).find((o) => sameMove(o.event, e));
      return d ? deliveryLabel(d, t, lang) : fmt(t, 'coach.sr.deliver', { cube: colourName(t, e.cube), from: e.from, to: e.to });
    }
    case 'track.build':
      return fmt(t, 'coach.sr.build', {
        track: trackPhrase(t, { type: e.track, rotation: e.rotation }),
        hex: e.hex,
        card: e.card ? ` (${fmt(t, 'sr.ui.card', { side: e.card })})` : '',
      });
  }
}
