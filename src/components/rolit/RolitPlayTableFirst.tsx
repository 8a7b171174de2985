/**
 * The Rolit play page's first step (issue 30): the start form, drawn without the table's engine
 * (RolitPlayTable.tsx), which Start loads (the kit's TableFirst.tsx). A new game starts in the reader's edition.
 */
import { guarded } from '../kit/ErrorBoundary';
import { fmt, type Strings } from '../../play/kit/fmt';
import { TableFirst } from '../kit/table/TableFirst';
import { readEdition } from '../../play/rolit/editionChoice';
import { SAVE_KEY } from '../../play/rolit/rolitKey';
import type { RolitConfig } from '../../play/rolit/rolitSave';
import { RolitStartForm } from './RolitStartForm';
import { defaultForm } from '../../play/rolit/startForm';

const load = () => import('./RolitPlayTable');
const inEdition = (f: RolitConfig): RolitConfig => ({ ...f, edition: readEdition() });

function RolitPlayTableFirst({ t, lang }: { t: Strings; lang: string }) {
  return (
    <TableFirst
      t={t}
      lang={lang}
      load={load}
      saveKey={SAVE_KEY}
      Form={RolitStartForm}
      newForm={defaultForm}
      prepare={inEdition}
      cls="rop-play"
      loading={<p class="rop-loading">{t['rop.loading']}</p>}
    />
  );
}

export default guarded(RolitPlayTableFirst, { note: (t) => fmt(t, 'rop.err.saved') });
