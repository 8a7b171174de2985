import type { Strings } from '../kit/fmt';
import { srClauseChip } from './clauses';

/** Rule chips for clause ids, each with its tooltip from `t` (sr.tip.*). */
export function SrLinks({ ids, lang, t }: { ids: readonly string[]; lang: string; t: Strings }) {
  return (
    <>
      {ids.map((id) => (
        <a key={id} {...srClauseChip(id, lang, t)}>
          {id}
        </a>
      ))}
    </>
  );
}
