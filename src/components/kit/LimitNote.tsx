/**
 * A limit a link or a paste went over (limits.ts), in the page's language:
 * what was found, and what to do instead (`npm run scenario` for a big file;
 * for a document nested too deep, where to look). Shown as an alert.
 */
import type { ComponentChildren } from 'preact';
import type { Strings } from '../../play/kit/fmt';
import { adviceParts, limitText, type Limit } from '../../play/kit/limits';

export function LimitNote({ t, lang, limit, lead, class: cls, testId, children }: {
  t: Strings;
  lang: string;
  limit: Limit;
  /** A sentence before the limit, e.g. "This link cannot be opened in the checker." */
  lead?: string;
  class: string;
  testId?: string;
  children?: ComponentChildren;
}) {
  const advice = adviceParts(t, limit);
  return (
    <div class={cls} role="alert" data-testid={testId}>
      <p>
        {lead ? `${lead} ` : ''}
        {limitText(t, lang, limit)}
      </p>
      <p>
        {'text' in advice ? advice.text : (
          <>
            {advice.before}
            <code>{advice.command}</code>
            {advice.after}
          </>
        )}
      </p>
      {children}
    </div>
  );
}
