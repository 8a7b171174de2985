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
}

export const DEFAULT_SWITCHES: Switches = { railsStopAtWalls: false, bonus3b: 'exact' };

export const SWITCH_INFO: Record<keyof Switches, { ruling: string; summary: string }> = {
  railsStopAtWalls: { ruling: 'C.4 (French S6)', summary: 'Blocked borders also stop tracks: no track may be drawn across one.' },
  bonus3b: { ruling: 'C.2 3b (Dutch)', summary: 'Card 3b adds up to two (zero allowed) instead of exactly one or two.' },
};

export function withSwitches(partial: Partial<Switches> = {}): Switches {
  return { ...DEFAULT_SWITCHES, ...partial };
}
