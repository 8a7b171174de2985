/**
 * A player's turn (R10–R36): draw, then exactly one action, the ride, the
 * penalty cards and the discards. Each exported step is a pure function
 * (state in, new state out) that the statechart calls as an action; the
 * `explain…` functions are the single source of legality.
 */
import { nextSquare, place, squareFree, turnFits } from './geometry';
import { nextInt } from '../../shared/rng';
import { currentPlayer, draft, edit, editDiscard, editHand, isBetsyTurn, log, replace, topOf, trainIndex } from './state';
import { explainValue } from './values';
import { copyList, removeAt } from '../../shared/lists';
import { why } from './refusal';
import type { BuildCard, Card, ChaosDiscard, GameState, Placed, Refusal, Ride, RuleSwitches } from './types';


/** Names the phase a move came in at the wrong time, with the rule that says what must happen first. */
export function explainPhase(s: GameState, wanted: GameState['phase']): Refusal | null {
  if (s.phase === wanted) return null;
  switch (s.phase) {
    case 'setup':
      return why('R2', 'phase.setup');
    case 'roll':
      return why('R27', 'phase.roll', { dice: s.dice });
    case 'discard':
      return why('R19', 'phase.discard');
    case 'betsy':
      return why('R41', 'phase.betsy');
    case 'over':
      return why('R33', 'phase.over');
    case 'action':
      return wanted === 'betsy'
        ? why('R40', 'phase.notBetsy', { name: currentPlayer(s).name })
        : why('R12', 'phase.action');
    default:
      return why('R11', 'phase.draw');
  }
}

/**
 * Starts the current player's turn by drawing the top card.
 * @rule R11 Draw one card into your hand; there is no hand limit.
 */
export function drawCard(input: GameState): GameState {
  const s = draft(input);
  const card = input.drawPile[0];
  if (!card) throw new Error('drawCard: the draw pile is empty, so the game should already be over.');
  replace(s, 'drawPile', input.drawPile.slice(1));
  editHand(s, s.current).push(card);
  log(s, { t: 'draw', player: s.current, card: card.id, last: s.drawPile.length === 0 });
  s.phase = isBetsyTurn(s) ? 'betsy' : 'action';
  s.ride = null;
  return s;
}

/**
 * @rule R12 Exactly one action per turn; the turn ends after it.
 * @rule R13 Passing is always allowed (it may be the only option: ruling 7).
 */
export function explainPass(s: GameState): Refusal | null {
  return explainPhase(s, 'action');
}

/**
 * Where a pass takes the train (as an index into the railway) and how many
 * penalty cards it owes. The engine and the bots both ask here.
 * @rule R14 The train moves one card forward if possible (rulings 16, 17, 18: move first).
 * @rule R15 A pass never derails the train.
 * @rule R16 Then one penalty card is taken; by ruling 22 (switch passDamage) one more when it stops on a broken track.
 */
export function passEffect(railway: readonly Placed[], at: number, rules: Pick<RuleSwitches, 'passDamage'>): { to: number; owed: number; damaged: boolean } {
  const moved = at < railway.length - 1;
  const to = moved ? at + 1 : at;
  const damaged = moved && !!railway[to]?.card.broken && rules.passDamage;
  return { to, owed: 1 + (damaged ? 1 : 0), damaged };
}

/** The pass: the train moves one card on if it can, then the penalty cards are owed. */
export function passMove(input: GameState): GameState {
  const s = draft(input);
  const i = trainIndex(s);
  const from = s.train as string;
  const effect = passEffect(s.railway, i, s.rules);
  const to = (s.railway[effect.to] as Placed).card;
  s.train = to.id;
  s.owed = effect.owed;
  s.ride = { wheels: effect.to - i, from, to: to.id, overshoot: 0, broken: effect.damaged ? [to.id] : [] };
  log(s, { t: 'pass', player: s.current, from, to: to.id });
  return s;
}

/**
 * @rule R24 Build with one or more hand cards of the same value, laid at the end of the railway.
 * @rule R26 Cards of different values cannot go down together (a 3 and a 4: only one of them).
 * @rule R25 Each card is laid square, lined up, in an empty square, and the first one obeys the value rule (ruling 4).
 */
export function explainBuild(s: GameState, cards: readonly BuildCard[]): Refusal | null {
  const phase = explainPhase(s, 'action');
  if (phase) return phase;
  if (!Array.isArray(cards) || cards.length === 0) return why('R24', 'build.empty');
  const hand = currentPlayer(s).hand;
  // A build is a handful of cards: a list beats building a Set on every call.
  const found: { card: Card; turn: BuildCard['turn'] }[] = [];
  for (const b of cards) {
    const card = hand.find((c) => c.id === b?.card);
    if (!card) return why('R24', 'build.notInHand', { card: String(b?.card), name: currentPlayer(s).name });
    if (found.some((f) => f.card === card)) return why('R24', 'twice', { card: card.id });
    if (card.chaos) return why('R24', 'build.chaos', { card: card.id });
    found.push({ card, turn: b.turn });
  }
  const value = found[0]!.card.value; // cards is not empty and every card was found
  const odd = found.find((f) => f.card.value !== value);
  if (odd) return why('R26', 'build.values', { card: odd.card.id, value: odd.card.value, first: value });
  // The railway as it grows card by card: the state's own list until a second card needs the first one laid.
  let railway: readonly Placed[] = s.railway;
  for (const { card, turn } of found) {
    if (!turnFits(card, turn)) {
      return why('R25b', `shape.${card.shape}`, { card: card.id, turn: String(turn) });
    }
    const next = nextSquare(railway);
    // A square is not free when a card lies there or it is off the table (switch table).
    if (!squareFree(railway, next.x, next.y, s.rules.table)) {
      const blocked = railway.find((p) => p.x === next.x && p.y === next.y);
      return blocked ? why('R25c', 'build.overlap', { card: card.id, other: blocked.card.id }) : why('R25c', 'build.offTable', { card: card.id });
    }
    const value = explainValue(s, railway, card, next.x, next.y);
    if (value) return value;
    if (card === found[found.length - 1]!.card) break; // the last card: nothing after it to check against it
    const laid = place(railway, card, turn);
    // Stryker disable next-line ConditionalExpression: copying every time gives the same railway; the test only saves copies
    if (railway === s.railway) railway = [...railway, laid];
    else (railway as Placed[]).push(laid);
  }
  return null;
}

/**
 * Lays the cards and owes the dice.
 * @rule R27 Roll as many dice as the values laid add up to (more than 4: roll again; ruling 25).
 */
export function buildTrack(input: GameState, cards: readonly BuildCard[]): GameState {
  const s = draft(input);
  const hand = editHand(s, s.current);
  const railway = edit(s, 'railway');
  const laid: string[] = [];
  let dice = 0;
  for (const b of cards) {
    const card = removeAt(hand, hand.findIndex((c) => c.id === b.card));
    railway.push(place(railway, card, b.turn));
    laid.push(card.id);
    dice += card.value;
  }
  s.dice = dice;
  s.phase = 'roll';
  log(s, { t: 'build', player: s.current, cards: laid, dice });
  return s;
}

export function explainRoll(s: GameState, wheels: number | undefined): Refusal | null {
  const phase = explainPhase(s, 'roll');
  if (phase) return phase;
  if (wheels === undefined) return null;
  if (!Number.isInteger(wheels) || wheels < 0 || wheels > s.dice) {
    return why('R28', 'roll.range', { dice: s.dice, wheels: JSON.stringify(wheels) });
  }
  return null;
}

/** A ride, field by field in one shape; `faces` only when the engine rolled the dice itself. */
function makeRide(wheels: number, faces: boolean[] | undefined, from: string, to: string, overshoot: number, broken: string[]): Ride {
  return faces ? { wheels, faces, from, to, overshoot, broken } : { wheels, from, to, overshoot, broken };
}

/**
 * Records the dice. Without a given result the engine rolls them with the
 * game's seeded generator: each die has 4 wheel faces and 2 blank ones (A-R1).
 * @rule R28 The train moves one card for each wheel rolled.
 */
export function rollDice(input: GameState, wheels?: number): GameState {
  const s = draft(input);
  let faces: boolean[] | undefined;
  let total = wheels ?? 0;
  if (wheels === undefined) {
    faces = [];
    for (let i = 0; i < s.dice; i++) {
      let face: number;
      [face, s.rng] = nextInt(s.rng, 6);
      faces.push(face < 4);
      if (face < 4) total++;
    }
  }
  log(s, { t: 'roll', player: s.current, wheels: total, dice: s.dice });
  const at = s.train as string;
  s.ride = makeRide(total, faces, at, at, 0, []);
  s.dice = 0;
  return s;
}

/** Whether the ride just rolled runs past the end of the railway (R29). */
export function isDerailing(s: GameState): boolean {
  const steps = s.ride?.wheels ?? 0;
  return trainIndex(s) + steps > s.railway.length - 1;
}

/**
 * Moves the train for the ride and owes its penalty cards.
 * @rule R29 Past the end, the train stops on the last card and one card is owed per step not taken (ruling 26); Betsy owes exactly one (R43).
 * @rule R30 Each broken track passed over or stopped on owes one card; the card the ride starts from does not count (rulings 19, 20, 21).
 */
export function moveTrain(input: GameState): GameState {
  const s = draft(input);
  const ride = s.ride as NonNullable<GameState['ride']>;
  const from = trainIndex(s);
  const end = Math.min(from + ride.wheels, s.railway.length - 1);
  const overshoot = from + ride.wheels - end;
  const broken: string[] = [];
  for (let i = from + 1; i <= end; i++) {
    const card = (s.railway[i] as Placed).card;
    if (card.broken) broken.push(card.id);
  }
  s.train = (s.railway[end] as Placed).card.id;
  const derailCost = overshoot > 0 ? (isBetsyTurn(s) ? 1 : overshoot) : 0;
  s.owed = derailCost + broken.length;
  s.ride = makeRide(ride.wheels, ride.faces, ride.from, s.train, overshoot, broken);
  log(s, { t: 'ride', player: s.current, from: ride.from, to: s.train, overshoot, broken });
  return s;
}

/**
 * Counts a derailment: one per ride that overshoots, however far (ruling 38).
 * @rule R39 In hard solo, broken tracks never count as derailments; the fourth derailment loses.
 */
export function countDerailment(input: GameState): GameState {
  const s = draft(input);
  edit(s, 'derailments')[s.current] = (s.derailments[s.current] ?? 0) + 1;
  log(s, { t: 'derail', player: s.current, count: s.derailments[s.current] as number });
  return s;
}

/** Hard solo: the derailment just counted was the fourth (ruling 39: the game ends at once, lost). */
export function isHardSoloLost(s: GameState): boolean {
  return s.variant === 'solo-hard' && (s.derailments[s.current] ?? 0) >= 4;
}

/** How many of the owed penalty cards can actually be taken (R18). */
export function penaltiesAvailable(s: GameState): number {
  return Math.min(s.owed, Math.max(trainIndex(s), 0));
}

/**
 * Takes the owed penalty cards.
 * @rule R17 One at a time from the start of the railway.
 * @rule R18 Never the card the train stands on: what cannot be taken is forfeited (rulings 15, 24).
 */
export function takePenalties(input: GameState): GameState {
  const s = draft(input);
  const n = penaltiesAvailable(s);
  const ids: string[] = [];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with n = 0 the block takes nothing and copies the railway unchanged; the test only saves the copy
  if (n > 0) {
    const pending = edit(s, 'pending');
    for (let i = 0; i < n; i++) {
      const card = (input.railway[i] as Placed).card;
      pending.push(card);
      ids.push(card.id);
    }
    replace(s, 'railway', input.railway.slice(n));
  }
  if (s.owed) log(s, { t: 'penalty', player: s.current, cards: ids, forfeited: s.owed - n });
  s.owed = 0;
  s.phase = s.pending.length ? 'discard' : s.phase;
  return s;
}

/**
 * @rule R20 A discarded card may be combined with the pile's top card of the same value.
 * @rule R19 Penalty cards go on your pile one at a time, in the order you choose (ruling 31).
 */
export function explainDiscard(s: GameState, card: string, combine: boolean): Refusal | null {
  const phase = explainPhase(s, 'discard');
  if (phase) return phase;
  const c = s.pending.find((p) => p.id === card);
  if (!c) return why('R19', 'discard.notPending', { card: String(card), cards: s.pending.map((p) => p.id).join(', ') });
  if (combine) return explainCombine(currentPlayer(s).discard, c, 'R20');
  return null;
}

function explainCombine(pile: readonly Card[], card: Card, rule: string): Refusal | null {
  const top = topOf(pile);
  if (!top) return why(rule, 'combine.empty', { card: card.id });
  if (top.value !== card.value) {
    return why(rule, 'combine.values', { card: card.id, value: card.value, top: top.id, topValue: top.value });
  }
  return null;
}

/**
 * Puts one card on the pile, or boxes it with the top card when combining.
 * A combined card leaves the game with its partner, so each card combines at
 * most once and the newly exposed top is not combined in a cascade (ruling 28).
 * @rule R21 Several combinations in one turn, each card at most once.
 * @rule R22 The top card may be one discarded earlier this same turn (ruling 29).
 */
export function discardOnto(s: GameState, card: Card, combine: boolean): string | null {
  const pile = editDiscard(s, s.current);
  if (combine) {
    const top = pile.pop() as Card;
    edit(s, 'box').push(top, card);
    return top.id;
  }
  pile.push(card);
  return null;
}

export function discardPenalty(input: GameState, card: string, combine: boolean): GameState {
  const s = draft(input);
  const pending = edit(s, 'pending');
  const c = removeAt(pending, pending.findIndex((p) => p.id === card));
  const partner = discardOnto(s, c, combine);
  log(s, { t: 'discard', player: s.current, card: c.id, combinedWith: partner });
  return s;
}

export function isLastPending(s: GameState): boolean {
  return s.pending.length === 1;
}

/**
 * @rule R31 Only with at least one chaos card in hand: one or more, in any order.
 * @rule R32 Combining applies (values need not match each other); no train move, no penalty.
 */
export function explainChaos(s: GameState, cards: readonly ChaosDiscard[]): Refusal | null {
  const phase = explainPhase(s, 'action');
  if (phase) return phase;
  const hand = currentPlayer(s).hand;
  if (!hand.some((c) => c.chaos)) return why('R31', 'chaos.none', { name: currentPlayer(s).name });
  if (!Array.isArray(cards) || cards.length === 0) return why('R31', 'chaos.empty');
  const pile = copyList(currentPlayer(s).discard);
  const seen = new Set<string>();
  for (const d of cards) {
    const card = hand.find((c) => c.id === d?.card);
    if (!card) return why('R31', 'build.notInHand', { card: String(d?.card), name: currentPlayer(s).name });
    if (!card.chaos) return why('R31', 'chaos.notChaos', { card: card.id });
    if (seen.has(card.id)) return why('R31', 'twice', { card: card.id });
    seen.add(card.id);
    if (d.combine) {
      const bad = explainCombine(pile, card, 'R32');
      if (bad) return bad;
      pile.pop();
    } else pile.push(card);
  }
  return null;
}

export function discardChaos(input: GameState, cards: readonly ChaosDiscard[]): GameState {
  const s = draft(input);
  const hand = editHand(s, s.current);
  for (const d of cards) {
    const card = removeAt(hand, hand.findIndex((c) => c.id === d.card));
    const partner = discardOnto(s, card, d.combine);
    log(s, { t: 'chaos', player: s.current, card: card.id, combinedWith: partner });
  }
  return s;
}

/** @rule R33 The game ends once the last card has been drawn and that turn is finished. */
export function isLastCardDrawn(s: GameState): boolean {
  return s.drawPile.length === 0;
}

/**
 * Hands the turn on.
 * @rule R10 Turns go clockwise (seat order).
 */
export function nextPlayer(input: GameState): GameState {
  const s = draft(input);
  s.current = (s.current + 1) % s.players.length;
  s.phase = 'draw';
  return s;
}
