/**
 * Model-based exploration of the Steam Rollers chart with xstate/graph:
 * small positions explored to the end of their round (shortest path to every
 * reachable state), each path replayed on a real actor and checked against
 * the rules core at every step. The serialisation drops only the narration
 * log, which cannot change the future, so two states it merges really are
 * the same position. To keep the state space small each fixture names the
 * kinds of action it explores (the first legal move of each kind), and the
 * dice are rolled with given values.
 */
import { isDeepStrictEqual } from 'node:util';
import { createActor, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ChartCoverage } from './coverage';
import { RESTING, steamRollersMachine } from '../../src/machines/steam-rollers/machine';
import { CARD_SIDES, type CardSide, type Face } from '../../src/machines/steam-rollers/rules/cards';
import { applyEvent, explain } from '../../src/machines/steam-rollers/rules/game';
import { legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { CITIES, region } from '../../src/machines/steam-rollers/rules/map';
import { tracksAlong } from '../../src/machines/steam-rollers/rules/network';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import { withCard, withSheet } from '../../src/machines/steam-rollers/rules/state';
import type { Colour, SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';

export type Snap = SnapshotFrom<typeof steamRollersMachine>;

export function serializeState(snapshot: Snap): string {
  const { log: _log, ...rest } = snapshot.context;
  return JSON.stringify([snapshot.value, rest]);
}

// ------------------------------------------------------------------ fixtures

type Kind = 'build' | 'improve' | 'deliver' | 'take' | 'cards' | 'pass';

export interface Fixture {
  name: string;
  /** Built when read (a getter): inside a test, not while the test file loads. */
  readonly state: SteamState;
  /** The dice each round is rolled with (white dice, then the black one). */
  roll: { white: number[]; black: number };
  /** The kinds of action explored (the first legal move of each); die changes, 2a, 2b and ending the turn are always explored. */
  kinds: readonly Kind[];
  /** Stop exploring past states where this holds (a fixture ends with its round). */
  stopWhen?: (s: SteamState) => boolean;
}

function sides(...list: CardSide[]): Face[] {
  const out: Face[] = ['a', 'a', 'a', 'a', 'a', 'a'];
  for (const s of list) out[CARD_SIDES[s].card - 1] = CARD_SIDES[s].face;
  return out;
}

function give(s: SteamState, card: number, seat: number, sideways = false): SteamState {
  return withCard(s, card, { ...s.cards[card - 1]!, holder: seat, sideways });
}

function supply(s: SteamState, cubes: Partial<Record<number, Colour[]>>): SteamState {
  return { ...s, supply: Object.fromEntries(CITIES.map((c) => [c, cubes[c] ?? []])) };
}

/** The red lines 1–3–4–2, drawn when the fixtures are built (not while the module loads). */
const red = () => ({
  ...tracksAlong(['1,1', '2,2', '3,2', '4,2', '5,1']),
  ...tracksAlong(['5,1', '5,2', '5,3', '5,4', '5,5', '5,6']),
  ...tracksAlong(['5,6', '6,6', '7,6', '8,6', '9,6']),
});

const nextRoundBegun = (round: number) => (s: SteamState) => s.round > round;

/** The fixtures' positions, built on first use: inside a test, not while the test file loads. */
function positions() {
  // A: the last round (four supply cities already empty); seat 0 holds 2a and 5a and has a red line to deliver along
  let last = newGame({ players: 2, seed: 11, start: 0 });
  last = withSheet(last, 0, { tracks: red(), engine: [1, 2, 3], points: [] });
  last = supply(give(give(last, 2, 0), 5, 0), { 1: ['red'], 5: ['blue'] });

  // B: three players, seat 2 holds 2b and may take the first die drafted; the game goes on into round 2
  const steal = give(newGame({ players: 3, seed: 5, start: 0, sides: sides('2b') }), 2, 2);

  // C: for seat 0, who starts, a 3 allows nothing (region 3 full, box 3 crossed, city 3 empty, card 3 sideways with seat 1)
  let stuck = newGame({ players: 2, seed: 3, start: 0 });
  const full = Object.fromEntries(region(3)!.buildable.map((k) => [k, { type: 'sharp' as const, rotation: 0 }]));
  stuck = withSheet(stuck, 0, { tracks: full, engine: [3], points: [] });
  stuck = give(supply(stuck, { 1: ['red'], 2: ['blue'], 5: ['red'] }), 3, 1, true);

  // D: a game between rounds: roll, one turn each, into the next round
  const fresh = newGame({ players: 2, seed: 8, start: 1 });

  // E: card 2a read as "both dice at once" (switch card2a): seat 0 holds 2a and takes the second die with the first
  const together = give(newGame({ players: 2, seed: 8, start: 0, sides: sides('2a'), switches: { card2a: 'together' } }), 2, 0);

  return { last, steal, stuck, fresh, together };
}

export function fixtures(): Fixture[] {
  return [
    {
      name: 'last round: 2a second die, 5a, a delivery, the game ends and is scored',
      get state() {
        return positions().last;
      },
      roll: { white: [1, 1, 1], black: 3 },
      kinds: ['deliver', 'take'],
    },
    {
      name: 'card 2b takes the first die drafted; its holder plays it on their turn',
      get state() {
        return positions().steal;
      },
      roll: { white: [5, 5, 5, 5], black: 5 },
      kinds: ['improve', 'take'],
      stopWhen: nextRoundBegun(1),
    },
    {
      name: 'a die that allows nothing is given up',
      get state() {
        return positions().stuck;
      },
      roll: { white: [3, 3, 3], black: 1 },
      kinds: ['take', 'pass', 'improve'],
      stopWhen: nextRoundBegun(1),
    },
    {
      name: 'a plain round: roll, build, improve, into the next round',
      get state() {
        return positions().fresh;
      },
      roll: { white: [2, 4, 4], black: 6 },
      kinds: ['build', 'improve'],
      stopWhen: nextRoundBegun(1),
    },
    {
      name: 'card 2a takes both dice at once (switch card2a), then an action with each',
      get state() {
        return positions().together;
      },
      roll: { white: [1, 3, 6], black: 1 },
      kinds: ['improve'],
      stopWhen: nextRoundBegun(1),
    },
  ];
}

// ------------------------------------------------------------------ events

/** Moves that are refused in most positions, so the traversal also asks the chart to refuse. */
const PROBES: SteamEvent[] = [
  { type: 'dice.roll', white: [7] },
  { type: 'die.take', die: 0 },
  { type: 'engine.improve' },
  { type: 'steal.pass' },
  { type: 'turn.end' },
  { type: 'turn.pass' },
  { type: 'card.play', card: '2b' },
  { type: 'track.build', hex: '1,1', track: 'straight', rotation: 0 },
  { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: [] },
];

const KIND_OF: Partial<Record<SteamEvent['type'], Kind>> = {
  'track.build': 'build',
  'engine.improve': 'improve',
  'cargo.deliver': 'deliver',
  'card.take': 'take',
  'turn.pass': 'pass',
};

/** The first legal move of each explored kind, every card play (one value for cards 1a/1b), the fixture's roll, and the probes. */
export function eventsFor(snapshot: Snap, fixture: Fixture): SteamEvent[] {
  const s = snapshot.context;
  const out: SteamEvent[] = [];
  const seen = new Set<string>();
  for (const m of legalMoves(s)) {
    if (m.type === 'dice.roll') continue;
    const kind = KIND_OF[m.type];
    if (kind && !fixture.kinds.includes(kind)) continue;
    const tag = kind ?? (m.type === 'card.play' && (m.card === '1a' || m.card === '1b') ? m.card : JSON.stringify(m));
    if (seen.has(tag)) continue;
    seen.add(tag);
    out.push(m);
  }
  if (s.phase === 'roll') out.push({ type: 'dice.roll', white: fixture.roll.white.slice(0, s.options.players + 1), black: fixture.roll.black });
  return [...out, ...PROBES];
}

// ------------------------------------------------------------------ coverage

export class CoverageRecorder extends ChartCoverage {
  constructor() {
    super(steamRollersMachine);
  }
}

// ------------------------------------------------------------------ exploration

export interface Exploration {
  fixture: string;
  states: number;
  steps: number;
  problems: string[];
  /** One context seen resting in each chart state, for the resume check. */
  rests: Map<string, SteamState>;
}

const where = (s: Snap) => JSON.stringify(s.value);

/**
 * Explores one fixture: shortest paths to every reachable state, each replayed
 * on an actor. At every step the chart must agree with `explain` on every
 * event offered (and a refused one must leave the snapshot untouched), the
 * core's `applyEvent` must reach the same context, the replay must match the
 * traversal, and the chart must rest in the state of the core's phase.
 */
export function explore(fixture: Fixture, recorder: CoverageRecorder): Exploration {
  const paths = getShortestPaths(steamRollersMachine, {
    input: fixture.state,
    events: (s) => eventsFor(s as Snap, fixture),
    serializeState: (s) => serializeState(s as Snap),
    filterEvents: (s, e) => (s as Snap).can(e),
    ...(fixture.stopWhen ? { stopWhen: (s: Snap) => fixture.stopWhen!(s.context) } : {}),
  });
  const problems: string[] = [];
  const rests = new Map<string, SteamState>();
  let steps = 0;
  for (const path of paths) {
    const actor = createActor(steamRollersMachine, { input: fixture.state, inspect: recorder.inspect });
    actor.start();
    let core: SteamState = actor.getSnapshot().context;
    for (const step of path.steps) {
      const before = actor.getSnapshot();
      recorder.record(before);
      if ((step.event as { type: string }).type === 'xstate.init') continue;
      const event = step.event as SteamEvent;
      steps++;
      for (const probe of eventsFor(before, fixture)) {
        const refusal = explain(before.context, probe);
        if ((refusal === null) !== before.can(probe)) problems.push(`${fixture.name}: chart and rules disagree on ${JSON.stringify(probe)} in ${where(before)}`);
        if (refusal) {
          if (!/^(S|RD|B|E|D|SC|F)\d+: /.test(refusal.message) || !refusal.message.startsWith(`${refusal.rule}: `)) problems.push(`${fixture.name}: refusal without its clause: ${refusal.message}`);
          const [next] = transition(steamRollersMachine, before, probe);
          if (next.context !== before.context || where(next) !== where(before)) problems.push(`${fixture.name}: refused ${JSON.stringify(probe)} changed the chart`);
        }
      }
      actor.send(event);
      const after = actor.getSnapshot();
      const out = applyEvent(core, event);
      if (!out.ok) problems.push(`${fixture.name}: core refused ${JSON.stringify(event)}: ${out.refusal.message}`);
      else core = out.state;
      if (!isDeepStrictEqual(core, after.context)) problems.push(`${fixture.name}: core and chart differ after ${JSON.stringify(event)} in ${where(after)}`);
      if (serializeState(after) !== serializeState(step.state as Snap)) problems.push(`${fixture.name}: replay differs from the traversal after ${JSON.stringify(event)}`);
      if (RESTING[String(after.value)] !== after.context.phase) problems.push(`${fixture.name}: chart rests in ${where(after)} but the core's phase is ${after.context.phase}`);
      if ((after.value === 'over') !== (after.status === 'done')) problems.push(`${fixture.name}: ${where(after)} but status ${after.status}`);
      if (after.value === 'over' && !after.context.result) problems.push(`${fixture.name}: the game is over without a result`);
      if (!rests.has(String(after.value))) rests.set(String(after.value), after.context);
      recorder.record(after);
    }
    actor.stop();
    if (problems.length > 20) break;
  }
  return { fixture: fixture.name, states: paths.length, steps, problems, rests };
}

/** Starts the chart from saved positions (resting in every phase) and checks where it lands. */
export function resumeFrom(states: readonly SteamState[], recorder: CoverageRecorder): string[] {
  const problems: string[] = [];
  for (const s of states) {
    const actor = createActor(steamRollersMachine, { input: s, inspect: recorder.inspect });
    actor.start();
    const snap = actor.getSnapshot();
    recorder.record(snap);
    if (RESTING[String(snap.value)] !== s.phase) problems.push(`resume from phase ${s.phase} reached ${JSON.stringify(snap.value)}`);
    if (!isDeepStrictEqual(snap.context, s)) problems.push(`resume from phase ${s.phase} changed the position`);
    actor.stop();
  }
  return problems;
}
