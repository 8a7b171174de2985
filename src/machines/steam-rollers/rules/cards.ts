/**
 * The six special cards, each printed on two sides (a and b). The effects are
 * from the rulebook; each side's symbol (lightning: used once, then back to
 * the centre; infinity: kept until stolen) and its victory points are printed
 * on the cards but not given in the text, so the values below are a
 * RECONSTRUCTION (rules analysis C.6): lightning sides 0, infinity sides −1,
 * side 4b −2. Replace this table with the printed values; nothing else needs
 * to change.
 */
export type CardSide = '1a' | '1b' | '2a' | '2b' | '3a' | '3b' | '4a' | '4b' | '5a' | '5b' | '6a' | '6b';
export type Face = 'a' | 'b';
export type Symbol = 'lightning' | 'infinity';

/**
 * When a side is used:
 * - `die`: on your turn, after drafting and before your action, it changes your white die;
 * - `second`: after your action, it takes a second white die for a second action;
 * - `steal`: right after another player drafts, before your own draft, it takes that die;
 * - `deliver`: it changes a delivery you make;
 * - `build`: it changes which track you may draw;
 * - `passive`: it works for as long as you hold it.
 */
export type Timing = 'die' | 'second' | 'steal' | 'deliver' | 'build' | 'passive';

export interface CardSideInfo {
  side: CardSide;
  card: number;
  face: Face;
  symbol: Symbol;
  /** Victory points printed at the bottom (added to or taken from the holder's score). */
  points: number;
  timing: Timing;
}

export const CARD_SIDES: Readonly<Record<CardSide, CardSideInfo>> = {
  '1a': { side: '1a', card: 1, face: 'a', symbol: 'lightning', points: 0, timing: 'die' },
  '1b': { side: '1b', card: 1, face: 'b', symbol: 'infinity', points: -1, timing: 'die' },
  '2a': { side: '2a', card: 2, face: 'a', symbol: 'lightning', points: 0, timing: 'second' },
  '2b': { side: '2b', card: 2, face: 'b', symbol: 'lightning', points: 0, timing: 'steal' },
  '3a': { side: '3a', card: 3, face: 'a', symbol: 'infinity', points: -1, timing: 'deliver' },
  '3b': { side: '3b', card: 3, face: 'b', symbol: 'infinity', points: -1, timing: 'deliver' },
  '4a': { side: '4a', card: 4, face: 'a', symbol: 'lightning', points: 0, timing: 'deliver' },
  '4b': { side: '4b', card: 4, face: 'b', symbol: 'infinity', points: -2, timing: 'passive' },
  '5a': { side: '5a', card: 5, face: 'a', symbol: 'infinity', points: -1, timing: 'die' },
  '5b': { side: '5b', card: 5, face: 'b', symbol: 'lightning', points: 0, timing: 'die' },
  '6a': { side: '6a', card: 6, face: 'a', symbol: 'lightning', points: 0, timing: 'build' },
  '6b': { side: '6b', card: 6, face: 'b', symbol: 'infinity', points: -1, timing: 'build' },
};

/** The card numbers (each matches a die face). */
export const CARD_NUMBERS: readonly number[] = [1, 2, 3, 4, 5, 6];

export const sideOf = (card: number, face: Face): CardSide => `${card}${face}` as CardSide;

/** True for a side's own name; anything else (another type, an inherited name) is none. Object.hasOwn reads a non-string as its text, which names no side. */
export const isCardSide = (x: unknown): x is CardSide => Object.hasOwn(CARD_SIDES, x as PropertyKey);
