/**
 * Code loaded once, when first needed (issue 30): a dynamic `import()` behind
 * a function that starts it at most once and remembers what it brought. A
 * failed load is forgotten, so the next call tries again (offline before the
 * service worker held the files, then back online). The checker's runner, the
 * lazy parts of an island (lazyPart.ts) and a play table's engine
 * (table/lazyTable.ts) are loaded so.
 */
export interface Once<T> {
  /** The loaded value, loading it if it is not here yet (one load at a time; a failure is thrown to every caller and forgotten). */
  (): Promise<T>;
  /** The value once loaded, else null: what can be drawn now, without waiting. */
  loaded: () => T | null;
  /** Start loading ahead (the pointer or the focus came near); a failure is left for the load that needs the value. */
  preload: () => void;
}

export function loadOnce<T>(load: () => Promise<T>): Once<T> {
  let value: { v: T } | null = null;
  let pending: Promise<T> | null = null;
  const get = (() =>
    (pending ??= load().then(
      (v) => {
        value = { v };
        return v;
      },
      (e: unknown) => {
        pending = null;
        throw e;
      },
    ))) as Once<T>;
  get.loaded = () => (value ? value.v : null);
  get.preload = () => void get().catch(() => {});
  return get;
}
