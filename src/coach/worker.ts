/// <reference lib="webworker" />
/**
 * The coach's Web Worker: the search runs here, so the page never stutters
 * while the coach thinks. Messages: `{ id, req }` in, `{ id, report }` or
 * `{ id, error }` out.
 */
import { analyse, type CoachRequest } from './analyse';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<{ id: number; req: CoachRequest }>) => {
  const { id, req } = e.data;
  const t0 = performance.now();
  try {
    const report = analyse(req);
    scope.postMessage({ id, report, ms: performance.now() - t0 });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
