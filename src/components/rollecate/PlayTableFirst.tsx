/**
 * The Rollecate play page's first step (issue 30): the start form, drawn
 * without the table's engine. Pressing Start loads the engine (PlayTable.tsx:
 * the kit's chart, the rules, the board, the bots, the coach, sharing) and
 * hands it the form, which starts that game at once; the pointer over the form
 * or focus in it fetches the engine ahead. A saved game or a shared position
 * on the page is read by the engine only, so it is loaded at once then (see
 * kit/table/lazyTable.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { guarded } from '../kit/ErrorBoundary';
import { fmt, type Strings } from '../kit/fmt';
import { useLazyTable } from '../kit/table/lazyTable';
import { SAVE_KEY } from './modes';
import { StartForm, newForm, randomSeed, type Form } from './PlayStartForm';

const noop = () => {};

function PlayTableFirst({ t, lang }: { t: Strings; lang: string }) {
  const { Engine, waiting, starting, prefetch, start } = useLazyTable(() => import('./PlayTable'), SAVE_KEY);
  const [form, setForm] = useState<Form>(newForm);
  // A random seed for the form, once the island runs in the browser (as the engine's own form does).
  useEffect(() => setForm((f) => ({ ...f, seed: f.seed || randomSeed() })), []);

  if (Engine) return <Engine t={t} lang={lang} form={form} startNow={starting} />;
  if (waiting) return <p class="rc-play-loading">{fmt(t, 'play.loading')}</p>;
  return (
    <div class="rc-play rc-playtable not-content" onPointerEnter={prefetch} onFocusIn={prefetch}>
      <StartForm
        t={t}
        form={form}
        setForm={setForm}
        resumable={null}
        refused={null}
        freshNote={false}
        askStart={false}
        onStart={start}
        onReplace={noop}
        onKeep={noop}
        onResume={noop}
        onFresh={noop}
      />
    </div>
  );
}

export default guarded(PlayTableFirst, { note: (t) => fmt(t, 'play.err.saved') });
