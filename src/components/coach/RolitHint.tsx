/**
 * Rolit's hint pane: each square the coach weighed with what it gains and what it leaves the next colour, the best one
 * marked with why, and a button to play it.
 */
import type { RolitOption, RolitReport } from '../../coach/rolit';
import { fmt, type Strings } from '../../play/kit/fmt';
import { num } from './words';

export function RolitHint({ t, lang, report, onPlay }: { t: Strings; lang: string; report: RolitReport; onPlay?: (square: string) => void }) {
  const best = report.options[report.best];
  if (!best) return <p class="coach-best">{t['coach.forced']}</p>;
  const sorted = report.options.map((o, i) => ({ o, i })).sort((a, b) => b.o.value - a.o.value || a.i - b.i).slice(0, 12);
  return (
    <>
      <p class="coach-best" data-coach-best={best.square}>
        <strong>{fmt(t, 'coach.best', { move: fmt(t, 'coach.rolit.place', { square: best.square }) })}</strong>{' '}
        {onPlay && <button type="button" class="coach-play" onClick={() => onPlay(best.square)}>{t['coach.play']}</button>}
      </p>
      <p class="coach-why">{rolitWhy(t, lang, best, sorted.find((x) => x.i !== report.best)?.o)}</p>
      <div class="coach-table-wrap" tabIndex={0} role="region" aria-label={t['coach.table.label']}>
        <table class="coach-table">
          <caption>{fmt(t, 'coach.caption.rolit', { depth: report.budget.depth })}</caption>
          <thead>
            <tr>
              <th scope="col">{t['coach.col.square']}</th>
              <th scope="col">{t['coach.col.gain']}</th>
              <th scope="col">{t['coach.col.given']}</th>
              <th scope="col">{t['coach.col.reply']}</th>
              <th scope="col">{t['coach.col.playout']}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map(({ o, i }) => (
              <RolitRow key={i} t={t} lang={lang} o={o} best={i === report.best} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Why the coach's square: where it stands, what it gains, what it leaves the next colour, and how far behind the runner-up comes. */
function rolitWhy(t: Strings, lang: string, o: RolitOption, next: RolitOption | undefined): string {
  const parts: string[] = [];
  if (o.corner) parts.push(t['coach.rolit.why.corner'] ?? '');
  else if (o.edge) parts.push(t['coach.rolit.why.edge'] ?? '');
  parts.push(fmt(t, 'coach.rolit.why.gain', { n: o.gain }));
  if (o.cornersGiven === 0) parts.push(t['coach.rolit.why.safe'] ?? '');
  if (o.reply) parts.push(fmt(t, 'coach.rolit.why.reply', { square: o.reply, n: o.replyGain }));
  if (next) parts.push(fmt(t, next.regret < 0.05 ? 'coach.rolit.why.close' : 'coach.rolit.why.next', { square: next.square, n: num(lang, next.regret) }));
  return parts.filter(Boolean).join(' ');
}

function RolitRow({ t, o, best }: { t: Strings; lang: string; o: RolitOption; best: boolean }) {
  return (
    <tr class={best ? 'coach-row best' : 'coach-row'}>
      <th scope="row">
        {o.square}
        {o.corner ? ` (${t['coach.rolit.corner']})` : o.edge ? ` (${t['coach.rolit.edge']})` : ''}
        {best && <span class="coach-badge"> {t['coach.badge']}</span>}
      </th>
      <td>{o.gain}</td>
      <td>{fmt(t, 'coach.rolit.given', { corners: o.cornersGiven, edges: o.edgesGiven })}</td>
      <td>{o.reply ? fmt(t, 'coach.rolit.reply', { square: o.reply, n: o.replyGain }) : '—'}</td>
      <td>{o.playout ? fmt(t, 'coach.rolit.playout', { mine: o.playout.mine, best: o.playout.best }) : '—'}</td>
    </tr>
  );
}
