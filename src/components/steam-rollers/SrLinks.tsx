import type { Strings } from '../../play/kit/fmt';
import { ClauseChips } from '../kit/story/StoryParts';
import { srClauseChip } from './clauses';

/** Rule chips for clause ids, each with its tooltip from `t` (sr.tip.*). */
export function SrLinks({ ids, lang, t }: { ids: readonly string[]; lang: string; t: Strings }) {
  return <ClauseChips ids={ids} chip={(id) => srClauseChip(id, lang, t)} />;
}
