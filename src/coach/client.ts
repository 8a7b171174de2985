/**
 * Asking the coach from a page: the question goes to a Web Worker
 * (./worker.ts) and the answer comes back as a promise. Where no worker can be
 * started (a test DOM, an old browser) it runs on the page after a tick
 * instead, which is slower to the eye but gives the same answer.
 */
import { analyse, lean, type CoachReport, type CoachRequest } from './analyse';

export interface CoachAnswer {
  report: CoachReport;
  /** Time the coach took, in milliseconds. */
  ms: number;
}

export interface Coach {
  ask(req: CoachRequest): Promise<CoachAnswer>;
  dispose(): void;
}

type Pending = { resolve: (a: CoachAnswer) => void; reject: (e: Error) => void };

function inPage(): Coach {
  return {
    ask: (req) =>
      new Promise((resolve, reject) => {
        setTimeout(() => {
          const t0 = performance.now();
          try {
            resolve({ report: analyse(lean(req)), ms: performance.now() - t0 });
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        }, 0);
      }),
    dispose: () => {},
  };
}

function inWorker(worker: Worker): Coach {
  let next = 1;
  const pending = new Map<number, Pending>();
  worker.onmessage = (e: MessageEvent<{ id: number; report?: CoachReport; ms?: number; error?: string }>) => {
    const p = pending.get(e.data.id);
    if (!p) return;
    pending.delete(e.data.id);
    if (e.data.report) p.resolve({ report: e.data.report, ms: e.data.ms ?? 0 });
    else p.reject(new Error(e.data.error ?? 'the coach did not answer'));
  };
  worker.onerror = (e) => {
    for (const p of pending.values()) p.reject(new Error(e.message || 'the coach stopped'));
    pending.clear();
  };
  return {
    ask: (req) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, req: lean(req) });
      }),
    dispose: () => {
      worker.terminate();
      for (const p of pending.values()) p.reject(new Error('the coach was closed'));
      pending.clear();
    },
  };
}

let shared: Coach | null = null;

/** The page's one coach (a worker when the browser can start one). */
export function coach(): Coach {
  if (shared) return shared;
  let worker: Worker | null = null;
  try {
    if (typeof Worker !== 'undefined' && typeof window !== 'undefined' && !(window as { happyDOM?: unknown }).happyDOM) {
      worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    }
  } catch {
    worker = null;
  }
  shared = worker ? inWorker(worker) : inPage();
  return shared;
}

/** For tests: use this coach instead (null: start afresh). */
export function setCoach(c: Coach | null): void {
  shared?.dispose();
  shared = c;
}
