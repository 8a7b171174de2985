/**
 * The Steam Rollers play page's first step (issue 30): the start form, drawn
 * without the table's engine. Pressing Start loads the engine
 * (SteamPlayTable.tsx: the kit's chart, the rules, the map, the bots, the
 * coach) and hands it the form, which starts that game at once; the pointer
 * over the form or focus in it fetches the engine ahead. A saved game on the
 * page is read by the engine only, so it is loaded at once then (see
 * kit/table/lazyTable.ts).
 */
import { useState } from 'preact/hooks';
import { guarded } from '../kit/ErrorBoundary';
import { fmt, type Strings } from '../kit/fmt';
import { useLazyTable } from '../kit/table/lazyTable';
import { SAVE_KEY } from './seatKinds';
import { SteamStartForm, defaultForm, type FormState } from './SteamStartForm';

function SteamPlayTableFirst({ t, lang }: { t: Strings; lang: string }) {
  const { Engine, waiting, starting, prefetch, start } = useLazyTable(() => import('./SteamPlayTable'), SAVE_KEY);
  const [form, setForm] = useState<FormState>(defaultForm);

  if (Engine) return <Engine t={t} lang={lang} form={form} startNow={starting} />;
  if (waiting) return <p class="srp-loading">{t['sr.play.loading']}</p>;
  return (
    <div class="srp-play" onPointerEnter={prefetch} onFocusIn={prefetch}>
      <SteamStartForm
        t={t}
        form={form}
        setForm={setForm}
        onStart={(e: Event) => {
          e.preventDefault();
          start();
        }}
        replacing={false}
      />
    </div>
  );
}

export default guarded(SteamPlayTableFirst, { note: (t) => fmt(t, 'sr.play.err.saved') });
