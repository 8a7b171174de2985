/**
 * Chart coverage for model-based tests: every state node and transition an
 * actor took, transient ones included (from the inspector's @xstate.microstep
 * events), measured against the machine's own definition.
 */
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

export interface Coverage {
  stateNodes: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const out: AnyTransitionDefinition[] = [];
  for (const node of getStateNodes(machine.root)) {
    for (const list of node.transitions.values()) out.push(...list);
    out.push(...(node.always ?? []));
  }
  return out;
}

export function describeTransition(t: AnyTransitionDefinition): string {
  const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string }).type ?? 'guard'}]` : '';
  return `${t.source.id} --${t.eventType || 'always'}--> ${(t.target ?? []).map((n) => n.id).join(',') || '(self)'}${guard}`;
}

export class ChartCoverage {
  readonly nodes = new Set<string>();
  readonly transitions = new Set<AnyTransitionDefinition>();

  constructor(private readonly machine: AnyStateMachine) {}

  /** Pass as an actor's `inspect` option. */
  inspect = (ev: { type: string; _transitions?: AnyTransitionDefinition[] }) => {
    if (ev.type !== '@xstate.microstep' || !ev._transitions) return;
    for (const t of ev._transitions) {
      this.transitions.add(t);
      this.nodes.add(t.source.id);
      for (const target of t.target ?? []) this.nodes.add(target.id);
    }
  };

  record(snapshot: { _nodes: readonly { id: string }[] }): void {
    for (const node of snapshot._nodes) this.nodes.add(node.id);
  }

  report(): Coverage {
    const nodes = [this.machine.root.id, ...getStateNodes(this.machine.root).map((n) => n.id)];
    const trans = transitionsOf(this.machine);
    const missingNodes = nodes.filter((id) => !this.nodes.has(id));
    const missingTrans = trans.filter((t) => !this.transitions.has(t)).map(describeTransition);
    return {
      stateNodes: { covered: nodes.length - missingNodes.length, total: nodes.length, missing: missingNodes },
      transitions: { covered: trans.length - missingTrans.length, total: trans.length, missing: missingTrans },
    };
  }
}
