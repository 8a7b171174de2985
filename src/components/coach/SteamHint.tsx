/**
 * Steam Rollers' hint pane: the moves the coach weighed with their points now and over its look-ahead, the best one
 * marked with what it is for in the plan, and a button to play it.
 */
import type { SteamOption, SteamReport } from '../../coach/steam';
import { steamPlanWords } from './steamWhy';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { moveLabel as steamMoveWords } from '../steam-rollers/words';
import { fmt, type Strings } from '../../play/kit/fmt';
import { num } from './words';

function steamCaption(t: Strings, r: SteamReport): string {
  const exact = r.options.some((o) => o.dice === 'exact') ? ` ${t['coach.sr.caption.exact']}` : '';
  const horizon = r.horizon === null
    ? (t['coach.sr.caption.turn'] ?? '')
    : fmt(t, 'coach.sr.caption', { n: r.budget.playouts, top: r.budget.top, rounds: r.budget.rounds });
  return `${horizon}${exact}`;
}

/** Why the coach's choice: what it is for in the plan's terms, what it scores this turn and over its look-ahead, and how far behind the runner-up comes. */
function steamWhy(t: Strings, lang: string, report: SteamReport, best: SteamOption, next: SteamOption | undefined, words: (e: SteamEvent) => string): string {
  const parts = [
    ...(report.why ? [fmt(t, 'coach.sr.why.plan', { what: steamPlanWords(t, report.why) })] : []),
    report.horizon === null
      ? fmt(t, 'coach.sr.why.turn', { now: num(lang, best.now) })
      : fmt(t, 'coach.sr.why.ahead', { now: num(lang, best.now), points: num(lang, best.points), rounds: report.budget.rounds }),
  ];
  if (next) parts.push(fmt(t, next.regret < 0.05 ? 'coach.why.close' : 'coach.why.next', { move: words(next.move), points: num(lang, next.regret) }));
  return parts.join(' ');
}

export function SteamHint({ t, lang, state, report, onPlay }: { t: Strings; lang: string; state: SteamState; report: SteamReport; onPlay?: (e: SteamEvent) => unknown }) {
  const best = report.options[report.best];
  const words = (e: SteamEvent) => steamMoveWords(t, lang, state, e);
  if (report.kind === 'dice') return <p class="coach-best">{t['coach.sr.dice']}</p>;
  if (report.kind !== 'choose' || !best) return <p class="coach-best">{t['coach.forced']}</p>;
  const sorted = report.options.map((o, i) => ({ o, i })).sort((a, b) => b.o.value - a.o.value || a.i - b.i);
  const shown = sorted.slice(0, 12);
  return (
    <>
      <p class="coach-best" data-coach-best={JSON.stringify(best.move)}>
        <strong>{fmt(t, 'coach.best', { move: words(best.move) })}</strong>{' '}
        {onPlay && <button type="button" class="coach-play" onClick={() => onPlay(best.move)}>{t['coach.play']}</button>}
      </p>
      <p class="coach-why">{steamWhy(t, lang, report, best, sorted.find((x) => x.i !== report.best)?.o, words)}</p>
      <div class="coach-table-wrap" tabIndex={0} role="region" aria-label={t['coach.table.label']}>
        <table class="coach-table">
          <caption>{steamCaption(t, report)}</caption>
          <thead>
            <tr>
              <th scope="col">{t['coach.col.move']}</th>
              <th scope="col">{t['coach.sr.col.now']}</th>
              <th scope="col">{t['coach.sr.col.points']}</th>
              <th scope="col">{t['coach.col.regret']}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ o, i }) => (
              <SteamRow key={i} t={t} lang={lang} o={o} best={i === report.best} words={words} />
            ))}
          </tbody>
        </table>
      </div>
      {sorted.length > shown.length && <p class="coach-more">{fmt(t, 'coach.more', { n: sorted.length - shown.length })}</p>}
    </>
  );
}

function SteamRow({ t, lang, o, best, words }: { t: Strings; lang: string; o: SteamOption; best: boolean; words: (e: SteamEvent) => string }) {
  return (
    <tr class={best ? 'coach-row best' : 'coach-row'}>
      <th scope="row">
        {words(o.move)}
        {best && <span class="coach-badge"> {t['coach.badge']}</span>}
      </th>
      <td>{num(lang, o.now)}</td>
      <td>{num(lang, o.points)}</td>
      <td>{best ? '—' : fmt(t, 'coach.regret', { points: num(lang, o.regret) })}</td>
    </tr>
  );
}
