/**
 * The Rolit play page's first step (issue 30): the start form, drawn without
 * the table's engine. Pressing Start loads the engine (RolitPlayTable.tsx: the
 * kit's chart, the rules, the board, the bots, the coach, sharing) and hands
 * it the form, which starts that game at once; the pointer over the form or
 * focus in it fetches the engine ahead. A saved game or a shared position on
 * the page is read by the engine only, so it is loaded at once then (see
 * kit/table/lazyTable.ts).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { guarded } from '../kit/ErrorBoundary';
import { fmt, type Strings } from '../kit/fmt';
import { useLazyTable } from '../kit/table/lazyTable';
import type { Colour } from '../../machines/rolit/rules/types';
import { readEdition } from './editionChoice';
import { SAVE_KEY } from './rolitKey';
import type { RolitConfig } from './rolitSave';
import { RolitStartForm, SAVED_FILE, boardStrings, configFromForm, defaultForm } from './RolitStartForm';

const noop = () => {};

function RolitPlayTableFirst({ t, lang }: { t: Strings; lang: string }) {
  const { Engine, waiting, starting, prefetch, start } = useLazyTable(() => import('./RolitPlayTable'), SAVE_KEY);
  const bt = useMemo(() => boardStrings(t, lang), [t]);
  const [form, setForm] = useState<RolitConfig>(defaultForm);
  // A new game starts in the reader's edition.
  useEffect(() => setForm((f) => ({ ...f, edition: readEdition() })), []);

  if (Engine) return <Engine t={t} lang={lang} form={form} startNow={starting} />;
  if (waiting) return <p class="rop-loading">{t['rop.loading']}</p>;
  return (
    <div class="rop-play" onPointerEnter={prefetch} onFocusIn={prefetch}>
      <RolitStartForm
        t={t}
        lang={lang}
        form={form}
        setForm={setForm}
        colourName={(c: Colour) => bt[`ro.colour.${c}`] ?? c}
        onStart={(e: Event) => {
          e.preventDefault();
          if (configFromForm(form)) start();
        }}
        asking={null}
        onReplace={noop}
        onKeep={noop}
        savedFile={SAVED_FILE}
      />
    </div>
  );
}

export default guarded(RolitPlayTableFirst, { note: (t) => fmt(t, 'rop.err.saved') });
