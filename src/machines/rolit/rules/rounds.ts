/** Who starts a round, and how the order changes for the next one (RO4, RO14; ruling B.3 #10). */
import { nextInt, type RngState } from '../../shared/rng';
import { COLOURS } from './board';
import { edition } from './editions';
import type { Colour, EditionId } from './types';

export interface FirstPlayerRoll {
  /** The colour that starts. */
  colour: Colour;
  /** Every roll made, in order: who rolled (the table, or a player under ES) and the colour on top. */
  rolls: { by: Colour | 'table'; face: Colour }[];
  rng: RngState;
}

/** One ball rolled like a die: each of the four colours equally likely. */
export function rollBall(rng: RngState): [Colour, RngState] {
  const [i, next] = nextInt(rng, COLOURS.length);
  return [COLOURS[i] as Colour, next];
}

const MAX_ROLLS = 10_000;

/**
 * A ball is rolled like a die and the colour on top starts. A colour nobody
 * plays is rolled again (ruling B.3 #10). Under the Spanish edition the
 * players roll in turn order until one of them rolls their own colour.
 * The generator state is carried in and out, so the roll replays exactly.
 * @rule RO4
 */
export function firstPlayer(colours: readonly Colour[], rng: RngState, id: EditionId = 'standard'): FirstPlayerRoll {
  if (colours.length === 0) throw new Error('firstPlayer needs at least one colour in play');
  const rolls: FirstPlayerRoll['rolls'] = [];
  const eachPlayer = edition(id).firstRoll === 'each-player';
  let s = rng;
  // Stryker disable next-line EqualityOperator: a cap against a broken generator; with a working one 10,000 misses in a row do not happen, so one roll more or less changes no game
  for (let n = 0; n < MAX_ROLLS; n++) {
    const by = eachPlayer ? (colours[n % colours.length] as Colour) : 'table';
    let face: Colour;
    [face, s] = rollBall(s);
    rolls.push({ by, face });
    if (eachPlayer ? face === by : colours.includes(face)) return { colour: face, rolls, rng: s };
  }
  throw new Error('firstPlayer: no colour in play came up (the generator is broken)');
}

/**
 * Before the next round the order changes so that each player gets to start
 * in turn: the seat after the last round's starter begins (under ES, the player
 * to the right of the last starter, who is also the next player when play runs
 * counter-clockwise). Returns the turn order starting with the new starter.
 * @rule RO14
 */
export function nextRoundOrder(order: readonly Colour[], lastStarter: Colour = order[0] as Colour): Colour[] {
  const i = order.indexOf(lastStarter);
  if (i < 0) throw new Error(`${lastStarter} is not among the colours ${order.join(', ')}`);
  const start = (i + 1) % order.length;
  return [...order.slice(start), ...order.slice(0, start)];
}
