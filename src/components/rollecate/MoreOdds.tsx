import { useState } from 'preact/hooks';
import type { RideOdds } from '../../machines/rollecate/rules/odds';
import { fmt, type Strings } from '../../play/kit/fmt';
import type OddsPanel from './OddsPanel';

/**
 * The preview's every number of wheels and penalty cards, folded away: the
 * odds panel's code loads the first time a reader unfolds it, so a rule page's
 * examples, which show the one-line preview, do not carry the charts' code
 * (the play table loads it anyway, for its own odds pane).
 */
export function MoreOdds({ t, lang, live }: { t: Strings; lang: string; live: RideOdds }) {
  const [Panel, setPanel] = useState<typeof OddsPanel | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const onToggle = (e: Event) => {
    if (Panel || !(e.currentTarget as HTMLDetailsElement).open) return;
    setFailed(null);
    import('./OddsPanel').then(
      (m) => setPanel(() => m.default),
      (err: unknown) => setFailed(err instanceof Error ? err.message : String(err)),
    );
  };
  return (
    <details onToggle={onToggle}>
      <summary>{fmt(t, 'rc.odds.more')}</summary>
      {Panel ? <Panel t={t} lang={lang} live={live} /> : <p class="small" role="status">{failed === null ? fmt(t, 'rc.odds.loading') : fmt(t, 'rc.odds.unloaded', { reason: failed })}</p>}
    </details>
  );
}
