/**
 * The statechart drawing, computed at build time: the machine's state nodes
 * and transitions (from `toDirectedGraph` in 'xstate/graph', plus the
 * `always` transitions it leaves out) laid out by ELK's layered algorithm
 * into plain boxes and polylines that Statechart.astro turns into inline SVG.
 * Server side only: it imports elkjs, which must never reach the browser.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import type { ChartWords } from './chartWords';

type StateNodeLike = ReturnType<typeof getStateNodes>[number];
type TransitionLike = StateNodeLike['always'] extends (infer T)[] | undefined ? T : never;

/**
 * The rule clauses each state implements (the comments in machine.ts name
 * them). A state's `meta.rules` in the machine, if ever added, wins.
 */
export const STATE_RULES: Record<string, string[]> = {
  'rollecate.resume': [],
  'rollecate.setup': ['R2', 'R3', 'R4'],
  'rollecate.dealing': ['R3', 'R5', 'R6', 'R7', 'R8', 'R9'],
  'rollecate.turn': ['R10', 'R11', 'R12'],
  'rollecate.turn.draw': ['R11'],
  'rollecate.turn.action': ['R12'],
  'rollecate.turn.passing': ['R14', 'R15', 'R16'],
  'rollecate.turn.roll': ['R27'],
  'rollecate.turn.riding': ['R28', 'R29', 'R30'],
  'rollecate.turn.derailed': ['R29', 'R39'],
  'rollecate.turn.takingPenalties': ['R17', 'R18'],
  'rollecate.turn.discard': ['R19', 'R20', 'R21', 'R22'],
  'rollecate.turn.betsy': ['R41', 'R42', 'R43'],
  'rollecate.turn.betsyDiscarding': ['R44'],
  'rollecate.turn.endOfTurn': ['R33', 'R10'],
  'rollecate.scoring': ['R34', 'R35', 'R36', 'R45'],
  'rollecate.over': ['R33'],
};

/** The guard every player event carries (the rules core's `explain…`); the drawing leaves it out and the legend says so. */
export const IMPLICIT_GUARD = 'isLegal';

export interface ChartNode {
  /** The XState id, e.g. "rollecate.turn.discard" (the SVG's data-state). */
  id: string;
  /** The state's own key, e.g. "discard". */
  key: string;
  /** The name drawn in the box: the state in words ("Discard penalty cards"), or its key without words. */
  label: string;
  parent: string | null;
  depth: number;
  kind: 'state' | 'compound' | 'initial';
  /** Left at once by an unguarded `always` transition: never a resting state. */
  transient: boolean;
  final: boolean;
  /** The child entered first, for compound states and the machine. */
  initial: string | null;
  rules: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  /** The event type, or "always" for an eventless transition; "" for an initial arrow. */
  event: string;
  /** Guard names joined with " ∧ " without isLegal; "else" for the fallback of a guarded choice; null if none. */
  guard: string | null;
  actions: string[];
  /** Re-entering self transition. */
  reenter: boolean;
  /** Label lines as drawn. */
  lines: string[];
  points: { x: number; y: number }[];
  label: { x: number; y: number; width: number; height: number } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: ChartNode[];
  edges: ChartEdge[];
}

/** Type sizes the layout reserves room for; Statechart.astro draws with the same numbers. */
export const FONT = {
  state: 15,
  edge: 12,
  compound: 15,
  /** Width of one character of the monospace edge labels, as a fraction of the font size. */
  monoAdvance: 0.61,
  /** Average advance of the sans-serif state names (a generous estimate). */
  sansAdvance: 0.6,
  lineGap: 1.25,
};

const INITIAL_DOT = 14;
/** States with more outgoing arrows than this get their labels at the arrow heads. */
const FAN_OUT_AT_HEAD = 4;

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) {
      const names = inner.map(guardName).filter((g): g is string => !!g);
      return names.join(' ∧ ') || null;
    }
    return guard.name || 'guard';
  }
  if (typeof guard === 'object' && 'type' in (guard as object)) return String((guard as { type: unknown }).type);
  return 'guard';
}

/** A guard's name as drawn: without the implicit isLegal, or null. */
export function shownGuard(guard: unknown): string | null {
  const name = guardName(guard);
  if (!name) return null;
  const parts = name.split(' ∧ ').filter((p) => p !== IMPLICIT_GUARD);
  return parts.length ? parts.join(' ∧ ') : null;
}

function actionNames(t: TransitionLike): string[] {
  return (t.actions ?? []).map((a: unknown) => (typeof a === 'string' ? a : ((a as { type?: string })?.type ?? 'action')));
}

/** Every transition of a state node: event transitions in order, then its `always` ones. */
export function transitionsOf(node: StateNodeLike): { event: string; t: TransitionLike }[] {
  const out: { event: string; t: TransitionLike }[] = [];
  for (const list of node.transitions.values()) for (const t of list) out.push({ event: t.eventType, t: t as TransitionLike });
  for (const t of node.always ?? []) out.push({ event: 'always', t });
  return out;
}

function isTransient(node: StateNodeLike): boolean {
  return (node.always ?? []).some((t) => !t.guard) && node.type !== 'final';
}

/** A guard as drawn: in words when there are words for it, else its name; several joined with " and "/" en ". */
function guardWords(guard: string, words: ChartWords | undefined): string {
  if (!words) return guard;
  return words.guards[guard] ?? guard.split(' ∧ ').map((g) => words.guards[g] ?? g).join(' ∧ ');
}

/**
 * The chart as nodes and edges, before layout (x, y, label are zero / null). With `words`, the
 * boxes and arrows are labelled in words (the engine's names stay in `key`, `event` and `guard`).
 */
export function chartModel(machine: AnyStateMachine, words?: ChartWords): { nodes: ChartNode[]; edges: ChartEdge[] } {
  const path = (id: string) => id.replace(new RegExp(`^${machine.id}\\.`), '');
  const graph = toDirectedGraph(machine);
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const visit = (g: DirectedGraphNode, parent: string | null, depth: number) => {
    const sn = g.stateNode as StateNodeLike;
    const compound = g.children.length > 0;
    const initialKey = compound ? (sn.initial?.target?.[0]?.id ?? null) : null;
    if (depth > 0) {
      const meta = (sn.meta ?? {}) as { rules?: string[] };
      nodes.push({
        id: sn.id, key: sn.key, label: words?.states[path(sn.id)] ?? sn.key, parent, depth, kind: compound ? 'compound' : 'state',
        transient: isTransient(sn), final: sn.type === 'final', initial: initialKey,
        rules: meta.rules ?? STATE_RULES[sn.id] ?? [], x: 0, y: 0, width: 0, height: 0,
      });
    }
    if (compound && initialKey) {
      const dot = `${sn.id}.__initial`;
      nodes.push({
        id: dot, key: '', label: '', parent: depth > 0 ? sn.id : null, depth: depth + 1, kind: 'initial', transient: false, final: false,
        initial: null, rules: [], x: 0, y: 0, width: INITIAL_DOT, height: INITIAL_DOT,
      });
      edges.push({ id: `${dot}:0:0`, source: dot, target: initialKey, event: '', guard: null, actions: [], reenter: false, lines: [], points: [], label: null });
    }
    // Event transitions come from the directed graph; `always` ones it leaves out.
    const all = transitionsOf(sn);
    const guardedBefore = new Set<string>();
    all.forEach(({ event, t }, index) => {
      const shown = shownGuard(t.guard);
      const guard = shown ?? (guardedBefore.has(event) ? 'else' : null);
      if (shown) guardedBefore.add(event);
      const targets = t.target && t.target.length ? t.target : [sn];
      targets.forEach((target: StateNodeLike, ti: number) => {
        const lines = [words?.events[event] ?? event];
        if (guard) lines.push(`[${guardWords(guard, words)}]`);
        edges.push({
          id: `${sn.id}:${index}:${ti}`, source: sn.id, target: target.id, event, guard, actions: actionNames(t),
          reenter: !!t.reenter, lines, points: [], label: null,
        });
      });
    });
    for (const c of g.children) visit(c, depth > 0 ? sn.id : null, depth + 1);
  };
  visit(graph, null, 0);
  return { nodes, edges };
}

function textWidth(text: string, size: number, advance: number): number {
  return Math.ceil(text.length * size * advance);
}

function labelSize(lines: string[]): { width: number; height: number } {
  if (!lines.length) return { width: 0, height: 0 };
  const w = Math.max(...lines.map((l) => textWidth(l, FONT.edge, FONT.monoAdvance)));
  return { width: w + 8, height: Math.ceil(lines.length * FONT.edge * FONT.lineGap) + 4 };
}

/**
 * Siblings in reading order: a depth-first walk from the container's initial
 * child finds the back edges (loops such as endOfTurn → draw), and a
 * topological order of what remains puts each state after every state that
 * leads into it. ELK then keeps this order and reverses only the loops.
 */
export function readingOrder(nodes: ChartNode[], edges: ChartEdge[], parent: string | null): ChartNode[] {
  const kids = nodes.filter((n) => n.parent === parent);
  const ids = new Set(kids.map((n) => n.id));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  /** The sibling (child of `parent`) that contains `id`, if any. */
  const lift = (id: string): string | null => {
    let n = byId.get(id);
    while (n && n.parent !== parent) n = n.parent ? byId.get(n.parent) : undefined;
    return n && ids.has(n.id) ? n.id : null;
  };
  const next = new Map<string, string[]>(kids.map((n) => [n.id, []]));
  for (const e of edges) {
    const a = lift(e.source);
    const b = lift(e.target);
    if (a && b && a !== b) next.get(a)?.push(b);
  }
  const back = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const dfs = (id: string) => {
    state.set(id, 'open');
    for (const to of next.get(id) ?? []) {
      if (state.get(to) === 'open') back.add(`${id}>${to}`);
      else if (!state.has(to)) dfs(to);
    }
    state.set(id, 'done');
  };
  const initialDot = kids.find((n) => n.kind === 'initial');
  if (initialDot) dfs(initialDot.id);
  for (const n of kids) if (!state.has(n.id)) dfs(n.id);
  const indegree = new Map(kids.map((n) => [n.id, 0]));
  for (const [a, tos] of next) for (const b of tos) if (!back.has(`${a}>${b}`)) indegree.set(b, (indegree.get(b) ?? 0) + 1);
  const order: ChartNode[] = [];
  const ready = kids.filter((n) => indegree.get(n.id) === 0);
  while (ready.length) {
    const n = ready.shift() as ChartNode;
    order.push(n);
    for (const b of next.get(n.id) ?? []) {
      if (back.has(`${n.id}>${b}`)) continue;
      const d = (indegree.get(b) ?? 0) - 1;
      indegree.set(b, d);
      if (d === 0) ready.push(byId.get(b) as ChartNode);
    }
  }
  return order.length === kids.length ? order : kids;
}

export interface LayoutOptions {
  /** 'DOWN' (default) or 'RIGHT'. */
  direction?: 'DOWN' | 'RIGHT';
  /** Label states and arrows in these words (chartWords.ts) instead of the engine's names. */
  words?: ChartWords;
  /** Extra ELK options for every level, to try a different arrangement. */
  elk?: Record<string, string>;
}

const cache = new WeakMap<AnyStateMachine, Map<ChartWords | null, Promise<ChartLayout>>>();

/**
 * Lays the chart out with ELK (layered, compound `turn`, labelled orthogonal
 * edges) in absolute coordinates. The default layout (and the one in each
 * language's words) is computed once per machine and build (ELK takes a
 * second or two), and shared by every page.
 */
export function layoutChart(machine: AnyStateMachine, options?: LayoutOptions): Promise<ChartLayout> {
  const onlyWords = !options || Object.keys(options).every((k) => k === 'words');
  if (!onlyWords) return computeLayout(machine, options!);
  const key = options?.words ?? null;
  let byWords = cache.get(machine);
  if (!byWords) cache.set(machine, (byWords = new Map()));
  let done = byWords.get(key);
  if (!done) byWords.set(key, (done = computeLayout(machine, options ?? {})));
  return done;
}

/**
 * A machine's own ELK options. Steam Rollers: straight vertical runs (linear segments) rather than
 * the network-simplex placement, which spread its long chain of states and their side exits 815 px
 * wide (822 in Dutch); this keeps it at 623 (701), so that it fits beside its example at 1366 px.
 */
const MACHINE_ELK: Record<string, Record<string, string>> = {
  steamRollers: { 'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS' },
};

async function computeLayout(machine: AnyStateMachine, options: LayoutOptions): Promise<ChartLayout> {
  const { nodes, edges } = chartModel(machine, options.words);
  const byParent = new Map<string | null, ChartNode[]>();
  for (const n of nodes) if (!byParent.has(n.parent)) byParent.set(n.parent, readingOrder(nodes, edges, n.parent));

  // ELK reads the layered options per hierarchy level, so the compound `turn` gets them too.
  const levelOptions: Record<string, string> = {
    'elk.algorithm': 'layered',
    'elk.direction': options.direction ?? 'DOWN',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.layered.spacing.nodeNodeBetweenLayers': '20',
    'elk.layered.spacing.edgeNodeBetweenLayers': '10',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
    'elk.spacing.nodeNode': '28',
    'elk.spacing.edgeNode': '14',
    'elk.spacing.edgeEdge': '6',
    'elk.spacing.edgeLabel': '2',
    'elk.spacing.labelNode': '3',
    'elk.spacing.labelLabel': '0',
    'elk.edgeLabels.inline': 'false',
    'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
    'elk.layered.thoroughness': '30',
    ...MACHINE_ELK[machine.id],
    ...options.elk,
  };

  const elkNode = (n: ChartNode): ElkNode => {
    if (n.kind === 'initial') return { id: n.id, width: INITIAL_DOT, height: INITIAL_DOT };
    if (n.kind === 'compound') {
      return {
        id: n.id,
        layoutOptions: { ...levelOptions, 'elk.padding': `[top=${FONT.compound * 2 + 8},left=18,bottom=18,right=18]` },
        children: (byParent.get(n.id) ?? []).map(elkNode),
      };
    }
    const name = textWidth(n.label, FONT.state, FONT.sansAdvance);
    return { id: n.id, width: Math.max(96, name + 28), height: 40 };
  };

  const fanOut = new Map<string, number>();
  for (const e of edges) fanOut.set(e.source, (fanOut.get(e.source) ?? 0) + 1);

  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      ...levelOptions,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      // Model order (readingOrder) at the top level only: on the compound level ELK 0.12 crashes with it.
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: (byParent.get(null) ?? []).map(elkNode),
    edges: edges.map((e): ElkExtendedEdge => {
      const size = labelSize(e.lines);
      // Labels sit at the tail, where a reader asks "what can happen from here?"; a wide
      // fan-out (resume's seven entry points) labels each arrow where it arrives instead.
      const placement = (fanOut.get(e.source) ?? 0) > FAN_OUT_AT_HEAD ? 'HEAD' : 'TAIL';
      return {
        id: e.id,
        sources: [e.source],
        targets: [e.target],
        ...(e.lines.length ? { labels: [{ id: `${e.id}:label`, text: e.lines.join('\n'), ...size, layoutOptions: { 'elk.edgeLabels.placement': placement } }] } : {}),
      };
    }),
  };

  const elk = new ELK();
  const out = await elk.layout(graph);

  const placed = new Map<string, ElkNode>();
  const walk = (n: ElkNode) => {
    placed.set(n.id, n);
    n.children?.forEach(walk);
  };
  walk(out);
  for (const n of nodes) {
    const p = placed.get(n.id);
    if (!p) throw new Error(`layout lost state ${n.id}`);
    Object.assign(n, { x: p.x ?? 0, y: p.y ?? 0, width: p.width ?? 0, height: p.height ?? 0 });
  }
  const elkEdges = new Map<string, ElkExtendedEdge>();
  const collect = (n: ElkNode) => {
    n.edges?.forEach((e) => elkEdges.set(e.id, e));
    n.children?.forEach(collect);
  };
  collect(out);
  for (const e of edges) {
    const le = elkEdges.get(e.id);
    const section = le?.sections?.[0];
    if (!le || !section) throw new Error(`layout lost transition ${e.id}`);
    e.points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: p.x, y: p.y }));
    const l = le.labels?.[0];
    e.label = l ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 } : null;
  }
  return { width: Math.ceil(out.width ?? 0), height: Math.ceil(out.height ?? 0), nodes, edges };
}

/** "R2–R4, R9" for ["R2", "R3", "R4", "R9"]. */
export function ruleRange(ids: readonly string[]): string {
  // Clause ids share one prefix per game: R17 (Rollecate), RO5 (Rolit).
  const prefix = /^([A-Z]+)\d+$/.exec(ids[0] ?? '')?.[1] ?? 'R';
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  const nums = [...new Set(ids.map((id) => Number(pattern.exec(id)?.[1])).filter((n) => !Number.isNaN(n)))].sort((a, b) => a - b);
  const parts: string[] = [];
  const id = (n: number | undefined) => `${prefix}${n}`;
  for (let i = 0; i < nums.length; ) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === (nums[j] as number) + 1) j++;
    parts.push(j > i + 1 ? `${id(nums[i])}–${id(nums[j])}` : j === i + 1 ? `${id(nums[i])}, ${id(nums[j])}` : id(nums[i]));
    i = j + 1;
  }
  return parts.join(', ');
}
