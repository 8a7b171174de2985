/**
 * The box a play table shows for a saved game it could not resume: why (the
 * reason under `prefix`, with its detail), that it is kept until removed, a
 * download of it as it is, and a button to remove it. The Rolit and Steam
 * Rollers tables use it with their own words and class prefix; Rollecate's
 * table words the same box differently (a detail line, "start fresh").
 */
import { DownloadLink } from '../DownloadLink';
import { fmt, type Strings } from '../../../play/kit/fmt';

export interface RefusedSave {
  reason: string;
  detail?: string;
  /** The saved text as it is in storage, for the download. */
  text: string;
}

export function SavedGameRefused(p: { t: Strings; prefix: string; cls: string; refused: RefusedSave; file: string; onRemove: () => void }) {
  const { t, prefix, cls, refused } = p;
  return (
    <div class={`${cls}-alert`} role="alert" data-testid={`${cls}-save-refused`}>
      <p><strong>{fmt(t, `${prefix}${refused.reason}`, { detail: refused.detail ?? '' })}</strong></p>
      <p>{t[`${prefix}kept`]}</p>
      <div class={`${cls}-actions`}>
        <DownloadLink text={refused.text} file={p.file}>{t[`${prefix}download`]}</DownloadLink>
        <button type="button" onClick={p.onRemove}>{t[`${prefix}remove`]}</button>
      </div>
    </div>
  );
}

/** Above a table's start form: the box for a saved game that could not be resumed, or the note that it was removed. */
export function SaveNotes(p: { t: Strings; prefix: string; cls: string; refused: RefusedSave | null; removed: boolean; file: string; onRemove: () => void }) {
  return (
    <>
      {p.refused && <SavedGameRefused t={p.t} prefix={p.prefix} cls={p.cls} refused={p.refused} file={p.file} onRemove={p.onRemove} />}
      {p.removed && <p class={`${p.cls}-notice`} role="status">{p.t[`${p.prefix}removed`]}</p>}
    </>
  );
}
