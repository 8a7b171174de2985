/**
 * The inspector mirror (inspect.ts) for a play table (src/components/kit/table/useTable.ts),
 * for every game whose adapter says how its chart is inspected
 * (`TableAdapter.inspect`). The switch is read when the table starts: a table
 * started while it is off loads nothing and plays through its adapter as is.
 *
 * On, the adapter is wrapped: every move its rules accept (a person's, each
 * of a bot's, one by one in a batch) is sent to the mirror when it was played
 * on the position the mirror stands at, which then stands at the game after
 * it. The table reports each game it shows (`follow`): any other change (a new
 * game, a move taken back, a saved game read back, a shared position) starts
 * a fresh mirror from that game, as does a bot's move the table then dropped.
 */
import { isInspecting, mirrorActor, type ChartEvent, type Mirror } from './inspect';
import type { TableAdapter } from '../table/types';

export interface TableMirror<G, M, C> {
  /** The adapter the table runs: the game's own, or the same with each accepted move also sent to the mirror. */
  adapter: TableAdapter<G, M, C>;
  /** The game the table now shows (null: none). */
  follow(game: G | null): void;
  stop(): void;
}

export function mirrorTable<G, M, C>(adapter: TableAdapter<G, M, C>): TableMirror<G, M, C> {
  const inspect = adapter.inspect;
  if (!inspect || typeof window === 'undefined' || !isInspecting()) return { adapter, follow() {}, stop() {} };
  let mirror: Mirror | null = null;
  /** The chart's input (context) the mirror stands at: compared by identity, as the rules make a new one per move. */
  let at: unknown = undefined;
  const stop = () => {
    mirror?.stop();
    mirror = null;
    at = undefined;
  };
  return {
    adapter: {
      ...adapter,
      play(game, move) {
        const out = adapter.play(game, move);
        if (out.ok && mirror && inspect.input(game) === at) {
          // A move at the table is its chart's event (every game's adapter plays the chart's own events).
          mirror.send(move as ChartEvent);
          at = inspect.input(out.game);
        }
        return out;
      },
    },
    follow(game) {
      if (game === null) return stop();
      const position = inspect.input(game);
      if (position === at) return;
      mirror?.stop();
      at = position;
      mirror = mirrorActor(inspect.load, position);
    },
    stop,
  };
}
