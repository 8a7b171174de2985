import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { activeStateIds } from '../../src/components/chart/ChartHighlight';
import { layoutChart, ruleRange, STATE_RULES, transitionsOf, type ChartLayout, type ChartNode } from '../../src/components/chart/chartLayout';
import { INSPECT_KEY, isInspecting, mirrorActor, setInspecting, type ChartEvent, type LoadMachine } from '../../src/play/kit/inspect/inspect';
import { rollecateMachine } from '../../src/machines/rollecate/machine';
import { rolitMachine } from '../../src/machines/rolit/machine';
import { steamRollersMachine } from '../../src/machines/steam-rollers/machine';
import { newMatch } from '../../src/machines/rolit/rules/match';
import { legalPlacements } from '../../src/machines/rolit/rules/play';
import { newGame as newSteamGame } from '../../src/machines/steam-rollers/rules/setup';
import { sendMove, startSnapshot as rollecateStart } from '../../src/scenario/rollecate-chart';
import { sendEvent as sendRolit, startSnapshot as rolitStart } from '../../src/scenario/rolit';
import { sendEvent as sendSteam, startSnapshot as steamStart } from '../../src/scenario/steam-rollers-chart';
import { laid, position, track } from './helpers';

const inspected: { type: string; event?: { type: string }; snapshot?: { value?: unknown } }[] = [];
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({ inspect: { next: (e: (typeof inspected)[number]) => inspected.push(e) }, start() {}, stop() {} }),
}));

let layout: ChartLayout;
beforeAll(async () => {
  layout = await layoutChart(rollecateMachine);
});

const states = () => layout.nodes.filter((n) => n.kind !== 'initial');
const key = (source: string, event: string, target: string) => `${source} --${event}--> ${target}`;

function isAncestor(a: ChartNode, b: ChartNode, byId: Map<string, ChartNode>): boolean {
  for (let p = b.parent; p; p = byId.get(p)?.parent ?? null) if (p === a.id) return true;
  return false;
}

describe('the statechart drawing (laid out at build time)', () => {
  it('has a box for every state node of the machine, and nothing else', () => {
    const machineIds = getStateNodes(rollecateMachine.root).map((s) => s.id).sort();
    expect(states().map((n) => n.id).sort()).toEqual(machineIds);
  });

  it('has an arrow for every transition of the machine, event and always alike', () => {
    const expected: string[] = [];
    for (const node of getStateNodes(rollecateMachine.root)) {
      for (const { event, t } of transitionsOf(node)) {
        for (const target of t.target?.length ? t.target : [node]) expected.push(key(node.id, event, target.id));
      }
    }
    const drawn = layout.edges.filter((e) => e.event !== '').map((e) => key(e.source, e.event, e.target));
    expect(drawn.sort()).toEqual(expected.sort());
    // Every edge of xstate/graph's own directed graph is among them.
    const graphEdges: string[] = [];
    const walk = (g: DirectedGraphNode) => {
      for (const e of g.edges) graphEdges.push(key(e.source.id, e.label.text, e.target.id));
      g.children.forEach(walk);
    };
    walk(toDirectedGraph(rollecateMachine));
    expect(graphEdges.length).toBeGreaterThan(0);
    for (const e of graphEdges) expect(drawn).toContain(e);
  });

  it('labels arrows with the event or "always" and the guard names, without the implicit isLegal', () => {
    const find = (source: string, target: string) => layout.edges.filter((e) => e.source === source && e.target === target);
    expect(find('rollecate.turn.riding', 'rollecate.turn.derailed')[0]?.lines).toEqual(['always', '[isDerailing]']);
    expect(find('rollecate.turn.action', 'rollecate.turn.roll')[0]?.lines).toEqual(['turn.build']);
    expect(find('rollecate.turn.discard', 'rollecate.turn.endOfTurn')[0]?.lines).toEqual(['penalty.discard', '[isLastPending]']);
    expect(find('rollecate.turn.discard', 'rollecate.turn.discard')[0]?.lines).toEqual(['penalty.discard', '[else]']);
    expect(find('rollecate.dealing', 'rollecate.turn')[0]?.lines).toEqual(['always']);
    for (const e of layout.edges) expect(e.lines.join(' ')).not.toContain('isLegal');
  });

  it('marks exactly the pass-through states as transient, and over as final', () => {
    const transient = states().filter((n) => n.transient).map((n) => n.key).sort();
    expect(transient).toEqual(
      ['passing', 'riding', 'derailed', 'takingPenalties', 'betsyDiscarding', 'endOfTurn', 'draw', 'dealing', 'scoring', 'resume'].sort(),
    );
    expect(states().filter((n) => n.final).map((n) => n.id)).toEqual(['rollecate.over']);
    expect(states().filter((n) => n.kind === 'compound').map((n) => n.id)).toEqual(['rollecate.turn']);
  });

  it('never lets two boxes overlap, and keeps each state inside its parent', () => {
    const byId = new Map(layout.nodes.map((n) => [n.id, n]));
    const nodes = layout.nodes;
    for (let i = 0; i < nodes.length; i++) {
      const a = nodes[i] as ChartNode;
      expect(a.width, a.id).toBeGreaterThan(0);
      expect(a.x + a.width, a.id).toBeLessThanOrEqual(layout.width);
      expect(a.y + a.height, a.id).toBeLessThanOrEqual(layout.height);
      for (let j = i + 1; j < nodes.length; j++) {
        const b = nodes[j] as ChartNode;
        if (isAncestor(a, b, byId) || isAncestor(b, a, byId)) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
      const parent = a.parent ? byId.get(a.parent) : undefined;
      if (parent) {
        expect(a.x >= parent.x && a.y >= parent.y && a.x + a.width <= parent.x + parent.width && a.y + a.height <= parent.y + parent.height, `${a.id} inside ${parent.id}`).toBe(true);
      }
    }
  });

  it('keeps every arrow label off the state boxes', () => {
    for (const e of layout.edges) {
      if (!e.label) continue;
      const l = e.label;
      for (const n of layout.nodes.filter((x) => x.kind === 'state')) {
        const apart = l.x + l.width <= n.x || n.x + n.width <= l.x || l.y + l.height <= n.y || n.y + n.height <= l.y;
        expect(apart, `label of ${e.id} covers ${n.id}`).toBe(true);
      }
    }
  });

  it('every arrow starts and ends where it should', () => {
    const byId = new Map(layout.nodes.map((n) => [n.id, n]));
    const near = (p: { x: number; y: number }, n: ChartNode) => p.x >= n.x - 2 && p.x <= n.x + n.width + 2 && p.y >= n.y - 2 && p.y <= n.y + n.height + 2;
    for (const e of layout.edges) {
      expect(e.points.length, e.id).toBeGreaterThanOrEqual(2);
      expect(near(e.points[0] as { x: number; y: number }, byId.get(e.source) as ChartNode), `${e.id} start`).toBe(true);
      expect(near(e.points[e.points.length - 1] as { x: number; y: number }, byId.get(e.target) as ChartNode), `${e.id} end`).toBe(true);
    }
  });

  it('names rule clauses for every state that implements one', () => {
    for (const id of Object.keys(STATE_RULES)) expect(states().map((n) => n.id)).toContain(id);
    for (const n of states()) if (n.key !== 'resume') expect(n.rules.length, n.id).toBeGreaterThan(0);
    expect(ruleRange(['R19', 'R20', 'R21', 'R22'])).toBe('R19–R22');
    expect(ruleRange(['R3', 'R5', 'R6', 'R7', 'R8', 'R9'])).toBe('R3, R5–R9');
    expect(ruleRange(['R33', 'R10'])).toBe('R10, R33');
    expect(ruleRange(['R17', 'R18'])).toBe('R17, R18');
    expect(ruleRange(['RO9', 'RO6', 'RO7'])).toBe('RO6, RO7, RO9');
    expect(ruleRange(['RO5', 'RO6', 'RO7', 'RO12'])).toBe('RO5–RO7, RO12');
  });
});

describe('the Rolit statechart drawing', () => {
  let rolit: ChartLayout;
  beforeAll(async () => {
    rolit = await layoutChart(rolitMachine);
  });

  it('draws every state and every transition of the Rolit machine, with the clauses each state carries out', () => {
    const drawnStates = rolit.nodes.filter((n) => n.kind !== 'initial');
    expect(drawnStates.map((n) => n.id).sort()).toEqual(getStateNodes(rolitMachine.root).map((s) => s.id).sort());
    const expected: string[] = [];
    for (const node of getStateNodes(rolitMachine.root)) {
      for (const { event, t } of transitionsOf(node)) for (const target of t.target?.length ? t.target : [node]) expected.push(key(node.id, event, target.id));
    }
    expect(rolit.edges.filter((e) => e.event !== '').map((e) => key(e.source, e.event, e.target)).sort()).toEqual(expected.sort());
    for (const n of drawnStates) if (n.key !== 'resume') expect(n.rules.length, n.id).toBeGreaterThan(0);
    expect(drawnStates.find((n) => n.key === 'capturing')?.rules).toEqual(['RO6', 'RO7', 'RO9']);
    expect(drawnStates.filter((n) => n.transient).map((n) => n.key).sort()).toEqual(['capturing', 'nextPlayer', 'nextRound', 'resume', 'roundOver']);
    expect(drawnStates.filter((n) => n.final).map((n) => n.key)).toEqual(['matchOver']);
  });

  it('lights up the Rolit state a snapshot is in', () => {
    expect(activeStateIds('betweenRounds', 'rolit')).toEqual(['rolit.betweenRounds']);
    // The match's end (the chart page's example ends there; tests/e2e/chart.spec.ts steps it as far as the next round).
    expect(activeStateIds('matchOver', 'rolit')).toEqual(['rolit.matchOver']);
  });
});

describe('the live highlight', () => {
  it('turns a snapshot value into the active state and its ancestors', () => {
    expect(activeStateIds('setup')).toEqual(['rollecate.setup']);
    expect(activeStateIds({ turn: 'discard' })).toEqual(['rollecate.turn', 'rollecate.turn.discard']);
    expect(activeStateIds(null)).toEqual([]);
    const ids = new Set(states().map((n) => n.id));
    for (const value of ['setup', 'over', { turn: 'action' }, { turn: 'roll' }, { turn: 'discard' }, { turn: 'betsy' }]) {
      for (const id of activeStateIds(value)) expect(ids.has(id), id).toBe(true);
    }
  });
});

/**
 * Each game as the kit's mirror is handed it (its machine loaded, its input) with two moves, and the
 * pure chart (scenario/*-chart) that says where those moves lead: the mirror must rest there too.
 */
type Pure = { value: unknown; context: unknown };
type Send = (s: Pure, e: ChartEvent) => { ok: true; snapshot: Pure } | { ok: false };
interface MirrorCase { game: string; load: LoadMachine; input: () => unknown; start: (input: unknown) => Pure; send: Send; moves: (input: unknown) => ChartEvent[] }
const rollecateInput = () => position({
  railway: [laid('r1', 2), laid('r2', 2), laid('r3', 2)], train: 'r2',
  drawPile: [track('d1', 1), track('d2', 1)],
  players: [{ name: 'Ann', hand: [track('h1', 2)], discard: [] }, { name: 'Bob', hand: [], discard: [] }],
});
const mirrorCases: MirrorCase[] = [
  {
    game: 'rollecate',
    load: async () => rollecateMachine,
    input: rollecateInput,
    start: (i) => rollecateStart(i as never),
    send: sendMove as unknown as Send,
    // The pass moves the train and owes the passed-over card r1: Ann then discards it (R14, R16, R19).
    moves: () => [{ type: 'turn.pass' }, { type: 'penalty.discard', card: 'r1' }],
  },
  {
    game: 'rolit',
    load: async () => rolitMachine,
    input: () => newMatch({ players: 2 }),
    start: (i) => rolitStart(i as never),
    send: sendRolit as unknown as Send,
    moves: (i) => {
      const first = { type: 'ball.place', square: legalPlacements((i as ReturnType<typeof newMatch>).game)[0]! };
      const after = sendRolit(rolitStart(i as never), first as never);
      if (!after.ok) throw new Error('the first placement was refused');
      return [first, { type: 'ball.place', square: legalPlacements(after.snapshot.context.game)[0]! }];
    },
  },
  {
    game: 'steam-rollers',
    load: async () => steamRollersMachine,
    input: () => newSteamGame({ players: 2, seed: 3 }),
    start: (i) => steamStart(i as never),
    send: sendSteam as unknown as Send,
    moves: () => [{ type: 'dice.roll', white: [1, 2, 3], black: 1 }, { type: 'die.take', die: 0 }],
  },
];

describe('the inspector mirror (src/play/kit/inspect/inspect.ts), for every game', () => {
  const store = new Map<string, string>();
  // A browser's window and storage for this file only: the test files share their worker's globals (isolate: false),
  // and a `window` left behind without dispatchEvent broke another file's test that runs later in the same worker.
  beforeAll(() => {
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => setInspecting(false));

  it('the switch is localStorage rulebook.inspect', () => {
    expect(isInspecting()).toBe(false);
    setInspecting(true);
    expect(store.get(INSPECT_KEY)).toBe('1');
    expect(isInspecting()).toBe(true);
    setInspecting(false);
    expect(store.has(INSPECT_KEY)).toBe(false);
  });

  describe.each(mirrorCases)('$game', ({ load, input, start, send, moves }) => {
    it('is null while the switch is off, and loads nothing', () => {
      const loader = vi.fn(load);
      expect(mirrorActor(loader, input())).toBeNull();
      expect(loader).not.toHaveBeenCalled();
    });

    it('queues moves until the machine and the inspector have loaded, then replays them in order; stop ends it', async () => {
      inspected.length = 0;
      setInspecting(true);
      const i = input();
      const sent = moves(i);
      // Where the pure chart says the moves lead (each accepted).
      let pure = start(i);
      for (const e of sent) {
        const out = send(pure, e);
        if (!out.ok) throw new Error(`the chart refused ${JSON.stringify(e)}`);
        pure = out.snapshot;
      }
      const mirror = mirrorActor(load, i);
      expect(mirror).not.toBeNull();
      for (const e of sent) mirror?.send(e);
      expect(inspected.filter((e) => e.type === '@xstate.event' && e.event?.type === sent[0]!.type)).toEqual([]);
      const moved = () => inspected.filter((e) => e.type === '@xstate.event' && !e.event?.type.startsWith('xstate.')).map((e) => e.event);
      await vi.waitFor(() => expect(moved()).toHaveLength(sent.length));
      expect(moved()).toEqual(sent);
      const values = inspected.filter((e) => e.type === '@xstate.snapshot').map((e) => JSON.stringify(e.snapshot?.value));
      // A snapshot for the start and one for each move replayed, the first where the chart starts, the last where the moves lead.
      expect(values.length).toBeGreaterThan(sent.length);
      expect(values[0]).toBe(JSON.stringify(start(i).value));
      expect(values[values.length - 1]).toBe(JSON.stringify(pure.value));
      mirror?.stop();
      const seen = inspected.length;
      mirror?.send(sent[0]!);
      expect(inspected.length).toBe(seen);
    });
  });
});
