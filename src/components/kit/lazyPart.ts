/**
 * A part of an island that loads when it is first drawn (issue 30): the
 * checker's coach and its Rolit and Steam Rollers editors, which a reader
 * sees only after running a file or choosing that game. Until the part's code
 * is here, `Fallback` (or nothing) stands in its place; `preload()` fetches it
 * ahead on intent. A failed load is thrown while drawing, so the error boundary
 * around the part says so; drawing it again tries again (loadOnce.ts).
 */
import { h, type ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadOnce } from './loadOnce';

export type LazyPart<P> = ComponentType<P> & { preload: () => void };

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P> | null = null): LazyPart<P> {
  const part = loadOnce(load);
  function Lazy(props: P) {
    const [, setReady] = useState(0);
    const [failed, setFailed] = useState<unknown>(null);
    useEffect(() => {
      if (!part.loaded()) part().then(() => setReady((n) => n + 1), (e: unknown) => setFailed(e ?? new Error('a part of the page could not be loaded')));
    }, []);
    if (failed) throw failed;
    const loaded = part.loaded();
    if (loaded) return h(loaded as ComponentType<any>, props);
    return Fallback ? h(Fallback as ComponentType<any>, props) : null;
  }
  Lazy.preload = part.preload;
  return Lazy;
}
