/**
 * A long, legal Rollecate scenario: `longChainScenario(turns, seed)` builds a
 * two-player position whose draw pile holds exactly `turns` cards and the
 * steps of a seeded game that plays every one of those turns to the end: builds
 * with their rolls (derailments included), passes, penalty discards with and
 * without combining, and chaos discards. The moves are chosen and checked by a
 * small model of the rules written here, independently of the engine, and the
 * file pins what the model says at every thousandth turn and at the end, so
 * running it through the scenario runner also checks that the two agree.
 *
 * It exists to time the runner on long files (each step must cost what it
 * changes, not what the game has accumulated): the unit tests run 20,000 turns,
 * `npm run bench` prints the time. From the command line it writes the file:
 *
 *   npx tsx scripts/long-chain.ts 20000 [seed] > /tmp/long.json
 *   npm run scenario -- /tmp/long.json
 */
import { pathToFileURL } from 'node:url';
import { nextInt, seedFrom, type RngState } from '../src/machines/shared/rng';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface ChainCard {
  id: string;
  value: 1 | 2;
  shape?: 'straight' | 'curve';
  chaos?: true;
}

export interface LongChain {
  /** The scenario document (contract format, plain JSON). */
  doc: { [key: string]: Json };
  /** Turns played: always the `turns` asked for (one per card of the draw pile). */
  turns: number;
  /** Steps in the file, `expect` steps included. */
  steps: number;
}

const cardJson = (c: ChainCard, turn?: string): { [key: string]: Json } => ({
  id: c.id,
  value: c.value,
  ...(c.chaos ? { chaos: true } : { shape: c.shape as string }),
  ...(turn ? { turn } : {}),
});

/** A legal `turns`-turn game of standard two-player Rollecate, as a scenario file that passes. */
export function longChainScenario(turns: number, seed: number | string = 1): LongChain {
  if (!Number.isInteger(turns) || turns < 1) throw new Error(`longChainScenario: turns must be a whole number of at least 1, not ${turns}`);
  let rng: RngState = seedFrom(seed);
  const roll = (n: number): number => {
    let v: number;
    [v, rng] = nextInt(rng, n);
    return v;
  };

  // Values 1 and 2 only: they always fit each other (R25d), so the model needs no value rule.
  const deck: ChainCard[] = [];
  for (let i = 1; i <= turns; i++) {
    const value = (1 + roll(2)) as 1 | 2;
    deck.push(roll(25) === 0 ? { id: `x${i}`, value, chaos: true } : { id: `c${i}`, value, shape: roll(3) === 0 ? 'curve' : 'straight' });
  }
  const start: ChainCard[] = [1, 2, 3].map((i) => ({ id: `r${i}`, value: 1, shape: 'straight' }));

  // The model: the railway from its start (straight cards and curves that only ever head east or
  // north, so it never meets itself), the train as an index into it, hands, piles, the box.
  const railway: ChainCard[] = start.slice();
  let heading: 'east' | 'north' = 'east';
  let train = 0;
  const hands: ChainCard[][] = [[], []];
  const piles: ChainCard[][] = [[], []];
  const box: ChainCard[] = [];
  const derailments = [0, 0];
  let current = 0;
  const steps: Json[] = [];

  const discardOnto = (pile: ChainCard[], card: ChainCard): boolean => {
    const top = pile[pile.length - 1];
    const combine = !!top && top.value === card.value && roll(2) === 0;
    if (combine) box.push(pile.pop() as ChainCard, card);
    else pile.push(card);
    return combine;
  };
  /** R17–R19: take what is owed from the start of the railway, never the train's card; discard each. */
  const penalties = (owed: number) => {
    const taken = railway.splice(0, Math.min(owed, train));
    train -= taken.length;
    for (const card of taken) steps.push({ discard: { card: card.id, combine: discardOnto(piles[current] as ChainCard[], card) } });
  };

  for (let turn = 0; turn < turns; turn++) {
    const hand = hands[current] as ChainCard[];
    const drawn = deck[turn] as ChainCard;
    hand.push(drawn);
    const end = railway.length - 1;
    const track = hand.find((c) => !c.chaos);
    if (drawn.chaos) {
      // R31, R32: the chaos card just drawn goes onto the pile; no ride, no penalty.
      hand.pop();
      steps.push({ discardChaos: [{ card: drawn.id, combine: discardOnto(piles[current] as ChainCard[], drawn) }] });
    } else if (track && (railway.length < 4 || (railway.length < 30 && roll(2) === 0))) {
      // R24–R30: build the oldest track card in hand, roll, ride, derail past the end.
      hand.splice(hand.indexOf(track), 1);
      let turnName = 'straight';
      if (track.shape === 'curve') {
        turnName = heading === 'east' ? 'left' : 'right';
        heading = heading === 'east' ? 'north' : 'east';
      }
      railway.push(track);
      steps.push({ build: [{ card: track.id, turn: turnName }] });
      const wheels = roll(track.value + 1);
      steps.push({ roll: { wheels } });
      const last = end + 1;
      const overshoot = Math.max(0, train + wheels - last);
      train = Math.min(train + wheels, last);
      if (overshoot > 0) (derailments[current] as number)++;
      penalties(overshoot);
    } else {
      // R13–R16: the train moves one card if it can, then one penalty card.
      steps.push({ pass: true });
      if (train < end) train++;
      penalties(1);
    }
    if (turn === turns - 1) break;
    current = 1 - current;
    if ((turn + 1) % 1000 === 0) {
      steps.push({ expect: { current, train: (railway[train] as ChainCard).id, railway: railway.map((c) => c.id), derailments: derailments.slice() } });
    }
  }

  // R34–R36: hands onto the piles without combining, the lowest score wins, then the tie-breaks.
  hands.forEach((h, i) => (piles[i] as ChainCard[]).push(...h.splice(0)));
  const key = (pile: ChainCard[]) => {
    const count = (v: number) => pile.filter((c) => c.value === v).length;
    return [pile.reduce((n, c) => n + c.value, 0), pile.length, count(4), count(3), count(2), count(1)];
  };
  const keys = piles.map(key);
  const cmp = (a: number[], b: number[]) => a.reduce((d, v, i) => d || v - (b[i] as number), 0);
  const best = keys.reduce((a, b) => (cmp(a, b) <= 0 ? a : b));
  steps.push({
    expect: {
      phase: 'over',
      drawPile: [],
      railway: railway.map((c) => c.id),
      train: (railway[train] as ChainCard).id,
      hands: [[], []],
      pending: [],
      discards: piles.map((p) => p.map((c) => c.id)),
      box: box.map((c) => c.id),
      derailments,
      result: { scores: keys.map((k) => k[0] as number), cards: keys.map((k) => k[1] as number), winners: keys.flatMap((k, i) => (cmp(k, best) === 0 ? [i] : [])), lost: false },
    },
  });

  const doc = {
    game: 'rollecate',
    title: `A legal chain of ${turns} turns (seed ${seed})`,
    options: { variant: 'standard' },
    position: {
      railway: start.map((c) => cardJson(c, 'straight')),
      train: 'r1',
      drawPile: deck.map((c) => cardJson(c)),
      players: [
        { name: 'Ann', hand: [], discard: [] },
        { name: 'Bob', hand: [], discard: [] },
      ],
      current: 0,
    },
    steps,
  };
  return { doc, turns, steps: steps.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const turns = Number(process.argv[2] ?? 20000);
  const seed = process.argv[3] ?? 1;
  process.stdout.write(`${JSON.stringify(longChainScenario(turns, Number.isNaN(Number(seed)) ? seed : Number(seed)).doc)}\n`);
}
