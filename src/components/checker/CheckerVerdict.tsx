/** The checker's verdict on a file: PASS or FAIL with the runner's own reason and its rule links, and sharing the file. */
import { fmt, type Strings } from '../../play/kit/fmt';
import type { Verdict } from './checkerDoc';
import { RuleLinks } from './checkerLazy';

export interface CheckerVerdictProps {
  t: Strings;
  lang: string;
  verdict: Verdict;
  /** The file's own `#s=` link, when it can be written. */
  shareHref: string | null;
  onShare: () => void;
  /** What sharing did (copied, or ready to copy). */
  shareNote: string | null;
}

export function CheckerVerdict({ t, lang, verdict, shareHref, onShare, shareNote }: CheckerVerdictProps) {
  return (
    <div class={`chk-verdict ${verdict.pass ? 'pass' : 'fail'}`} role="status" data-testid="chk-verdict">
      <p>
        <strong class="chk-badge">{verdict.pass ? 'PASS' : 'FAIL'}</strong>{' '}
        {verdict.title && <span class="chk-title">{verdict.title}</span>}
      </p>
      {verdict.pass ? (
        <p>{fmt(t, 'chk.result.pass')}</p>
      ) : (
        <p>
          {fmt(t, 'chk.result.fail')} <code class="chk-reason" data-testid="chk-reason">{verdict.reason}</code>{' '}
          {verdict.reason && <RuleLinks text={verdict.reason} lang={lang} t={t} />}
        </p>
      )}
      {shareHref && (
        <p class="chk-share">
          <button type="button" onClick={onShare}>{fmt(t, 'chk.share.copy')}</button>{' '}
          <a href={shareHref}>{fmt(t, 'chk.share.link')}</a>
          {shareNote && <span class="chk-note" role="status"> {shareNote}</span>}
        </p>
      )}
    </div>
  );
}
