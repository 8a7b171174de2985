/** Preact hook: the reader's Rolit edition, following every change (see editionChoice.ts). */
import { useEffect, useState } from 'preact/hooks';
import type { EditionId } from '../../machines/rolit/rules/types';
import { onEdition, readEdition } from '../../play/rolit/editionChoice';

/**
 * Starts at the standard edition, as the server rendered it, and switches to
 * the stored one after hydration, so the first render matches the HTML.
 */
export function useEdition(): EditionId {
  const [id, setId] = useState<EditionId>('standard');
  useEffect(() => {
    setId(readEdition());
    return onEdition(setId);
  }, []);
  return id;
}
