/**
 * The Rollecate play page's first step (issue 30): the start form, drawn without the table's engine
 * (PlayTable.tsx), which Start loads (the kit's TableFirst.tsx). The form gets a random seed once the island runs
 * in the browser, as the engine's own form does.
 */
import { guarded } from '../kit/ErrorBoundary';
import { fmt, type Strings } from '../../play/kit/fmt';
import { TableFirst } from '../kit/table/TableFirst';
import { SAVE_KEY } from '../../play/rollecate/modes';
import { StartForm } from './PlayStartForm';
import { randomSeed } from '../../play/kit/seed';
import { newForm, type Form } from '../../play/rollecate/startForm';

const load = () => import('./PlayTable');
const withSeed = (f: Form): Form => ({ ...f, seed: f.seed || randomSeed() });

function PlayTableFirst({ t, lang }: { t: Strings; lang: string }) {
  return (
    <TableFirst
      t={t}
      lang={lang}
      load={load}
      saveKey={SAVE_KEY}
      Form={StartForm}
      newForm={newForm}
      prepare={withSeed}
      cls="rc-play rc-playtable not-content"
      loading={<p class="rc-play-loading">{fmt(t, 'play.loading')}</p>}
    />
  );
}

export default guarded(PlayTableFirst, { note: (t) => fmt(t, 'play.err.saved') });
