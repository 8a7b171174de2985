/**
 * Writing games out as scenario documents (../shared/contracts/scenario.md),
 * so that any game the engine played — a fuzzer failure, a bot game, a game on
 * the play table — can be replayed with `npm run scenario`.
 *
 * - `exportGame` replays a list of moves from a start state and writes the
 *   start (from setup, in the project's setup extension, or a contract
 *   position), one step per move, and a final `expect` that pins the outcome.
 * - `exportPosition` writes the contract position at the start of the turn
 *   of a state that has just drawn.
 */
import { logEntries } from '../machines/shared/logbook';
import { apply } from '../machines/rollecate/rules/game';
import { layOut } from '../machines/rollecate/rules/geometry';
import { DEFAULT_RULES } from '../machines/rollecate/rules/switches';
import { rollDice } from '../machines/rollecate/rules/turn';
import type { Action, Card, GameState, RuleSwitches, Turn } from '../machines/rollecate/rules/types';
import { viewState } from './rollecate';
import type { Json } from './types';

type Obj = { [key: string]: Json };

export interface ExportMeta {
  title: string;
  /**
   * Mark the last step `"rejected": true`: the engine should have refused it
   * (the fuzzer uses this when the engine accepted an illegal move, so that
   * the replay fails exactly where the bug is).
   */
  lastRejected?: boolean;
}

/** A card with all its data, as the contract writes it. */
export function cardJson(c: Card, turn?: Turn): Obj {
  const out: Obj = { id: c.id, value: c.value };
  if (c.shape !== undefined) out.shape = c.shape;
  if (c.broken) out.broken = true;
  if (c.chaos) out.chaos = true;
  if (turn !== undefined) out.turn = turn;
  return out;
}


/** Only the switches that differ from the defaults, so the file says what is unusual. */
function rulesJson(rules: RuleSwitches): Obj {
  const out: Obj = {};
  for (const k of Object.keys(DEFAULT_RULES) as (keyof RuleSwitches)[]) {
    if (JSON.stringify(rules[k]) !== JSON.stringify(DEFAULT_RULES[k])) out[k] = rules[k] as unknown as Json;
  }
  return out;
}

function optionsJson(s: GameState): Obj {
  const rules = rulesJson(s.rules);
  // The engine's generator state is a uint32 and seedFrom(n) = n >>> 0, so this seed restores it exactly.
  return { variant: s.variant, ...(Object.keys(rules).length ? { rules } : {}), seed: s.rng >>> 0 };
}

/**
 * The contract position at the start of the current turn, before the draw,
 * for a state waiting for the current player's action (phase "action" or
 * "betsy", right after the draw) or for the draw itself (phase "draw"). The
 * card just drawn goes back on top of the draw pile.
 *
 * The contract lays the railway out from (0,0) heading east; the engine keeps
 * squares where they were when the railway's start is taken as penalties. The
 * two differ only by a turn and a shift, which changes nothing on an unbounded
 * table, but with a table size it would, so such a state is refused.
 */
export function exportPosition(state: GameState): Obj {
  if (state.phase !== 'action' && state.phase !== 'betsy' && state.phase !== 'draw') {
    throw new Error(`exportPosition: a position is the start of a turn; this state is in phase "${state.phase}"`);
  }
  if (state.rules.table) {
    const laid = layOut(state.railway.map((p) => ({ card: p.card, turn: p.turn })));
    if (laid.some((p, i) => p.x !== state.railway[i]?.x || p.y !== state.railway[i]?.y)) {
      throw new Error('exportPosition: with a table size, a railway that no longer starts at (0,0) heading east cannot be written as a contract position');
    }
  }
  const drawPile = state.drawPile.slice();
  const players = state.players.map((p, i) => {
    const hand = p.hand.slice();
    if (state.phase !== 'draw' && i === state.current) {
      // The card just drawn: the last one into a hand (Betsy's only card).
      const drawn = hand.pop();
      if (!drawn) throw new Error('exportPosition: the current player has not drawn a card');
      drawPile.unshift(drawn);
    }
    return { name: p.name, hand: hand.map((c) => cardJson(c)), discard: p.discard.map((c) => cardJson(c)) };
  });
  return {
    railway: state.railway.map((p) => cardJson(p.card, p.turn)),
    train: state.train,
    drawPile: drawPile.map((c) => cardJson(c)),
    players,
    current: state.current,
    box: state.box.map((c) => cardJson(c)),
    derailments: state.derailments.slice(),
  };
}

/**
 * The setup position (the project's extension: an empty railway): the deck in
 * the order the setup draws it — cards already set aside, the card waiting to
 * be laid, then the draw pile — and the setup steps already played. Cards on
 * the railway and set aside are put back in the order the log shows they were drawn.
 */
function setupStart(start: GameState): { position: Obj; steps: Obj[] } {
  const setup = start.setup;
  if (!setup) throw new Error('exportGame: a state in phase "setup" without setup progress');
  const byId = new Map<string, Card>();
  for (const c of [...setup.aside, ...start.railway.map((p) => p.card)]) byId.set(c.id, c);
  const drawn: Card[] = [];
  const steps: Obj[] = [];
  for (const e of logEntries(start.log)) {
    if (e.t === 'aside' || e.t === 'setup') {
      const c = byId.get(e.card);
      if (!c) throw new Error(`exportGame: the setup log names ${e.card}, which is neither on the railway nor set aside`);
      drawn.push(c);
      byId.delete(e.card);
      if (e.t === 'setup') steps.push({ setup: { turn: e.turn } });
    }
  }
  if (byId.size) {
    // Without a log, only a setup that has laid nothing yet can be rebuilt: set-aside cards were drawn first.
    if (start.railway.length) throw new Error('exportGame: a setup already under way needs its log to be exported');
    drawn.push(...setup.aside);
  }
  const deck = [...drawn, ...(setup.card ? [setup.card] : []), ...start.drawPile];
  return {
    position: {
      railway: [],
      drawPile: deck.map((c) => cardJson(c)),
      players: start.players.map((p) => ({ name: p.name, hand: [], discard: [] })),
      current: setup.start,
    },
    steps,
  };
}

/** The contract step for one move; a roll is written with the wheels it showed, so the file never depends on the dice. */
function stepOf(s: GameState, a: Action): Obj {
  switch (a.type) {
    case 'turn.pass':
      return { pass: true };
    case 'turn.build':
      return { build: a.cards.map((b) => ({ card: b.card, turn: b.turn })) };
    case 'ride.roll': {
      let wheels = a.wheels;
      if (wheels === undefined) {
        try {
          wheels = s.phase === 'roll' ? rollDice(s).ride?.wheels : undefined;
        } catch {
          wheels = undefined;
        }
      }
      return { roll: wheels === undefined ? {} : { wheels } };
    }
    case 'penalty.discard':
      return { discard: { card: a.card, combine: !!a.combine } };
    case 'chaos.discard':
      return { discardChaos: a.cards.map((d) => ({ card: d.card, combine: !!d.combine })) };
    case 'betsy.play':
      return { betsy: a.turn === undefined ? {} : { turn: a.turn } };
    case 'setup.place':
      return { setup: a.turn === undefined ? {} : { turn: a.turn } };
    default:
      throw new Error(`exportGame: unknown move ${JSON.stringify((a as { type?: unknown }).type)}`);
  }
}

/** The state fields that pin a replay down: the contract's fields (the runner's own view, less `dice`). */
export function expectOf(s: GameState): Obj {
  const { dice: _dice, ...fields } = viewState(s);
  return fields as Obj;
}

/**
 * A scenario document that replays `actions` from `start`. From setup, the
 * position is the whole deck in draw order and the seed restores the
 * generator, so the shuffle after setup comes out the same; otherwise the
 * position is the start of the current turn (see `exportPosition`). A move the
 * engine refuses is written with `"rejected"` and the clause it was refused under. When every move could be
 * played, the document ends with an `expect` of the final state; when a move
 * crashed the engine, it is the last step and there is no `expect`.
 */
export function exportGame(start: GameState, actions: readonly Action[], meta: ExportMeta): Obj {
  let position: Obj;
  const steps: Obj[] = [];
  if (start.phase === 'setup') {
    const out = setupStart(start);
    position = out.position;
    steps.push(...out.steps);
  } else {
    position = exportPosition(start);
  }
  let s = start;
  let crashed = false;
  for (const [i, a] of actions.entries()) {
    const step = stepOf(s, a);
    const last = i === actions.length - 1;
    if (last && meta.lastRejected) {
      steps.push({ ...step, rejected: true });
      break;
    }
    let out: ReturnType<typeof apply>;
    try {
      out = apply(s, a);
    } catch {
      steps.push(step);
      crashed = true;
      break;
    }
    if (!out.ok) {
      // The clause it was refused under: a replay then fails if the move is ever refused for another reason.
      steps.push({ ...step, rejected: out.refusal.rule });
      continue;
    }
    steps.push(step);
    s = out.state;
  }
  if (!crashed && !meta.lastRejected) steps.push({ expect: expectOf(s) });
  return { game: 'rollecate', title: meta.title, options: optionsJson(start), position, steps };
}
