/** Small builders for Rollecate positions in tests, and an in-memory Storage. */
import { apply, startTurn } from '../../src/machines/rollecate/rules/game';
import type { Action, GameState } from '../../src/machines/rollecate/rules/types';
import { loadPosition } from '../../src/scenario/rollecate';

export const track = (id: string, value: number, shape: 'straight' | 'curve' = 'straight', extra: object = {}) => ({ id, value, shape, ...extra });
export const laid = (id: string, value: number, turn: 'straight' | 'left' | 'right' = 'straight', extra: object = {}) => ({
  ...track(id, value, turn === 'straight' ? 'straight' : 'curve', extra),
  turn,
});
export const chaos = (id: string, value: number) => ({ id, value, chaos: true });

/** A position (contract format) with the current player's draw already made. */
export function position(position: Record<string, unknown>, options: Record<string, unknown> = {}): GameState {
  return startTurn(loadPosition(options, {
    players: [{ name: 'Ann', hand: [], discard: [] }, { name: 'Bob', hand: [], discard: [] }],
    current: 0,
    ...position,
  }));
}

/** Plays legal moves in order; throws with the engine's reason if one is refused. */
export function play(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce((s, a) => {
    const out = apply(s, a);
    if (!out.ok) throw new Error(out.refusal.message);
    return out.state;
  }, state);
}

export function refusal(state: GameState, action: Action): string {
  const out = apply(state, action);
  if (out.ok) throw new Error(`expected ${action.type} to be refused`);
  return out.refusal.message;
}

export const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id);
export const railIds = (s: GameState) => s.railway.map((p) => p.card.id);

/** A tiny in-memory Storage (localStorage's getItem, setItem, removeItem), with its map for inspection. */
export function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/**
 * The card ids a scenario file uses: every card of its position and every card its moves name
 * (ids are the file's own strings, "r1", "h2", "3s2"; its narration and title are not read).
 */
export function cardIdsOf(doc: unknown): string[] {
  const ids = new Set<string>();
  const walk = (v: unknown, key: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) if (k !== 'say' && k !== 'title') walk(x, k);
    } else if (typeof v === 'string' && v && ['id', 'card', 'train', 'combinedWith'].includes(key)) ids.add(v);
  };
  const d = doc as { position?: unknown; steps?: unknown };
  walk(d.position, '');
  walk(d.steps, '');
  return [...ids];
}

/** The ids that stand as a word of their own in a text: "onto r1," has r1, "r12", "R1" and "car1" do not. */
export function idsIn(text: string, ids: readonly string[]): string[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return ids.filter((id) => new RegExp(`(?<![\\p{L}\\p{N}_])${escape(id)}(?![\\p{L}\\p{N}_])`, 'u').test(text));
}
