import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { activeStateIds } from '../../src/components/chart/ChartHighlight';
import { layoutChart, ruleRange, STATE_RULES, transitionsOf, type ChartLayout, type ChartNode } from '../../src/components/chart/chartLayout';
import { INSPECT_KEY, isInspecting, mirrorActor, setInspecting } from '../../src/components/rollecate/inspect';
import { rollecateMachine } from '../../src/machines/rollecate/machine';
import { rolitMachine } from '../../src/machines/rolit/machine';
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

describe('the inspector mirror (inspect.ts)', () => {
  const store = new Map<string, string>();
  const g = globalThis as Record<string, unknown>;
  beforeAll(() => {
    g.window = globalThis;
    g.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
  });
  afterEach(() => setInspecting(false));

  const state = () => position({
    railway: [laid('r1', 2), laid('r2', 2), laid('r3', 2)], train: 'r2',
    drawPile: [track('d1', 1), track('d2', 1)],
    players: [{ name: 'Ann', hand: [track('h1', 2)], discard: [] }, { name: 'Bob', hand: [], discard: [] }],
  });

  it('is null while the switch is off, and the switch is localStorage rulebook.inspect', () => {
    expect(isInspecting()).toBe(false);
    expect(mirrorActor(state())).toBeNull();
    setInspecting(true);
    expect(store.get(INSPECT_KEY)).toBe('1');
    setInspecting(false);
    expect(store.has(INSPECT_KEY)).toBe(false);
  });

  it('queues moves until the inspector has loaded, then follows them in an inspected actor', async () => {
    setInspecting(true);
    const mirror = mirrorActor(state());
    expect(mirror).not.toBeNull();
    mirror?.send({ type: 'turn.pass' });
    await vi.waitFor(() => expect(inspected.some((e) => e.event?.type === 'turn.pass')).toBe(true));
    const values = inspected.filter((e) => e.type === '@xstate.snapshot').map((e) => JSON.stringify(e.snapshot?.value));
    expect(values[0]).toBe(JSON.stringify({ turn: 'action' }));
    // The pass moves the train and owes a card: Ann now discards it (R14, R16, R19).
    expect(values[values.length - 1]).toBe(JSON.stringify({ turn: 'discard' }));
    expect(values.length).toBeGreaterThan(1);
    mirror?.stop();
    const seen = inspected.length;
    mirror?.send({ type: 'turn.pass' });
    expect(inspected.length).toBe(seen);
  });
});
