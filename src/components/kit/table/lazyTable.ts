/**
 * A play table in two steps (issue 30): what a reader sees before any click is
 * the start form, so a page ships the form first and loads the table's engine
 * (the kit's chart and XState, the game's rules, its board, bots, coach and
 * share codec: the game's table island) when the reader starts a game. The
 * engine is fetched ahead on intent (the pointer over the form, or focus in
 * it), so Start feels as quick as before; and at once when the page has
 * something only the engine can read: a saved game in the browser's storage
 * (offered on the form, or put back on the table) or a shared position in the
 * address (`#s=…`, also when it arrives later in the same tab).
 *
 * Every chunk is precached by the service worker (astro.config.mjs), so a
 * table still starts offline.
 */
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { loadOnce } from '../loadOnce';
import { readSaved, storage } from '../../../play/kit/save/savedGame';

/** Whether the page holds something only the engine can read: a saved game under `saveKey`, or a shared position. */
export function needsEngine(saveKey: string): boolean {
  if (typeof window === 'undefined') return false;
  return window.location.hash.startsWith('#s=') || readSaved(storage(), saveKey) !== null;
}

export interface LazyTable<C extends ComponentType<any>> {
  /** The engine's island, once loaded. */
  Engine: C | null;
  /** The engine is loading for something already on the page (a saved game, a link): the page shows its loading line. */
  waiting: boolean;
  /** The reader has asked for a game: the form's choices go to the engine as soon as it is here. */
  starting: boolean;
  /** Fetch the engine ahead (the pointer over the form, focus in it); nothing is drawn differently. */
  prefetch: () => void;
  /** The reader pressed Start: load the engine (if not yet) and hand it the form. */
  start: () => void;
}

/**
 * The engine of a table, loaded by `load` (a dynamic `import()` of the game's table island) when the reader starts a
 * game or the page needs it (see above). A failed load (offline before the service worker held the files) is thrown
 * while drawing, so the island's error boundary says so; the next attempt loads again (kit/loadOnce.ts).
 */
export function useLazyTable<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, saveKey: string): LazyTable<C> {
  const [Engine, setEngine] = useState<C | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const engine = useMemo(() => loadOnce(load), []);
  const open = () =>
    engine().then(
      (m) => setEngine(() => m.default),
      (e: unknown) => setFailed(e ?? new Error('the table could not be loaded')),
    );

  useEffect(() => {
    if (needsEngine(saveKey)) {
      setWaiting(true);
      void open();
    }
    // A shared position opened in the same tab changes only the fragment: the engine reads it once here.
    const onHash = () => {
      if (!window.location.hash.startsWith('#s=')) return;
      setWaiting(true);
      void open();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (failed) throw failed;
  return {
    Engine,
    waiting,
    starting,
    prefetch: engine.preload,
    start: () => {
      setStarting(true);
      void open();
    },
  };
}
