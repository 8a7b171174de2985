/**
 * Readings of the rulebook that differ between its languages and can be
 * switched (rules analysis C.4). The defaults follow the English text.
 */
export interface Switches {
  /**
   * French reading: "no rail or transport" across a blocked border, so no
   * track may be drawn across one either. English, German and Dutch forbid
   * only carrying cargo across, and such connections score nothing.
   */
  railsStopAtWalls: boolean;
  /**
   * Card 3b. `exact` (English): every delivery its holder makes counts one or
   * two more (the holder chooses which); `upTo` (Dutch only, "tot met 2": the German
   * text says "+1 oder +2" like the English): zero, one or two more, as the
   * holder likes.
   */
  bonus3b: 'exact' | 'upTo';
  /**
   * Card 2a, "take 2 white dice". `after` (default, C.5 #9, #16): the second
   * die is drafted after the first die's action, so a 2a taken with the first
   * die may already be used. `together`: both dice are taken at once, before
   * either action (the holder plays 2a with the first die in hand), then the
   * player acts with each in turn. Left out, it is `after`.
   */
  card2a?: 'after' | 'together';
}

export const DEFAULT_SWITCHES: Switches = { railsStopAtWalls: false, bonus3b: 'exact', card2a: 'after' };

/** True when card 2a takes its second die together with the first (the switch `card2a: "together"`). */
export const takesBothAtOnce = (switches: Switches): boolean => switches.card2a === 'together';

export function withSwitches(partial: Partial<Switches> = {}): Switches {
  return { ...DEFAULT_SWITCHES, ...partial };
}
