/**
 * The Steam Rollers play page's first step (issue 30): the start form, drawn without the table's engine
 * (SteamPlayTable.tsx), which Start loads (the kit's TableFirst.tsx).
 */
import { guarded } from '../kit/ErrorBoundary';
import { fmt, type Strings } from '../../play/kit/fmt';
import { TableFirst } from '../kit/table/TableFirst';
import { SAVE_KEY } from '../../play/steam-rollers/seatKinds';
import { SteamStartForm } from './SteamStartForm';
import { defaultForm } from '../../play/steam-rollers/startForm';

const load = () => import('./SteamPlayTable');

function SteamPlayTableFirst({ t, lang }: { t: Strings; lang: string }) {
  return (
    <TableFirst
      t={t}
      lang={lang}
      load={load}
      saveKey={SAVE_KEY}
      Form={SteamStartForm}
      newForm={defaultForm}
      cls="srp-play"
      loading={<p class="srp-loading">{t['sr.play.loading']}</p>}
    />
  );
}

export default guarded(SteamPlayTableFirst, { note: (t) => fmt(t, 'sr.play.err.saved') });
