/**
 * The reader's Rolit edition: which printed rulebook the pages, examples and
 * boards follow. One value for the whole site, kept in localStorage and on
 * <html data-rolit-edition>, so CSS shows the passages of that edition, and
 * announced with a window event so every island on the page follows a change
 * at once. A missing or hand-edited value reads as the standard edition.
 */
import { isEditionId } from '../../machines/rolit/rules/editions';
import type { EditionId } from '../../machines/rolit/rules/types';

export const EDITION_KEY = 'rulebook.rolit.edition';
export const EDITION_EVENT = 'rolit:edition';

type StoreLike = Pick<Storage, 'getItem' | 'setItem'>;

export { isEditionId };

function store(): StoreLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The chosen edition; the standard one when nothing (or nothing valid) is stored. */
export function readEdition(s: StoreLike | null = store()): EditionId {
  try {
    const v = s?.getItem(EDITION_KEY);
    return isEditionId(v) ? v : 'standard';
  } catch {
    return 'standard';
  }
}

/** Remembers the edition, marks the page with it and tells every island. */
export function chooseEdition(id: EditionId, s: StoreLike | null = store()): void {
  if (!isEditionId(id)) return;
  try {
    s?.setItem(EDITION_KEY, id);
  } catch {
    // Private mode or a full store: the choice still applies to this page.
  }
  if (typeof document !== 'undefined') document.documentElement.dataset.rolitEdition = id;
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<EditionId>(EDITION_EVENT, { detail: id }));
}

/** Calls `fn` with the edition whenever it changes, here or in another tab; returns the unsubscribe. */
export function onEdition(fn: (id: EditionId) => void): () => void {
  const local = (e: Event) => {
    const id = (e as CustomEvent<unknown>).detail;
    if (isEditionId(id)) fn(id);
  };
  const other = (e: StorageEvent) => {
    if (e.key !== EDITION_KEY) return;
    const id = isEditionId(e.newValue) ? e.newValue : 'standard';
    document.documentElement.dataset.rolitEdition = id;
    fn(id);
  };
  window.addEventListener(EDITION_EVENT, local);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(EDITION_EVENT, local);
    window.removeEventListener('storage', other);
  };
}
