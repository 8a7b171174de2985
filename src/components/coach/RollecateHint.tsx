/**
 * Rollecate's hint pane: every action the coach weighed with its expected penalty points and chance of derailing, the
 * best one marked with why, and a button to play it (or, before a roll, the dice to roll).
 */
import type { RollecateOption, RollecateReport } from '../../coach/rollecate';
import { fmt, type Strings } from '../../play/kit/fmt';
import { actionWords, cardWords, num, pctText } from './words';
import type { Action, Card } from '../../machines/rollecate/rules/types';

export function RollecateHint({ t, lang, report, cards, onPlay }: { t: Strings; lang: string; report: RollecateReport; cards: Map<string, Card>; onPlay?: (a: Action) => void }) {
  const best = report.options[report.best];
  if (report.kind === 'dice') {
    const o = report.options[0];
    return <p class="coach-best">{fmt(t, 'coach.dice', { derail: pctText(lang, o?.derail ?? 0), cards: num(lang, o?.penaltyCards ?? 0, 2) })}</p>;
  }
  if (report.kind !== 'choose' && report.kind !== 'discard') return <p class="coach-best">{t['coach.forced']}</p>;
  const words = (a: Action) => actionWords(t, a, cards);
  const sorted = report.options.map((o, i) => ({ o, i })).sort((a, b) => a.o.value - b.o.value || a.i - b.i);
  const shown = sorted.slice(0, 12);
  return (
    <>
      {best && (
        <p class="coach-best" data-coach-best={JSON.stringify(best.action)}>
          <strong>{fmt(t, 'coach.best', { move: words(best.action) })}</strong>{' '}
          {onPlay && <button type="button" class="coach-play" onClick={() => onPlay(best.action)}>{t['coach.play']}</button>}
        </p>
      )}
      {best && report.kind === 'choose' && <p class="coach-why">{rollecateWhy(t, lang, report, best, sorted.map((x) => x.o), words)}</p>}
      <div class="coach-table-wrap" tabIndex={0} role="region" aria-label={t['coach.table.label']}>
        <table class="coach-table">
          <caption>{report.kind === 'discard' ? t['coach.caption.discard'] : fmt(t, 'coach.caption.rollecate', { n: report.budget.playouts, top: report.budget.top, last: report.budget.late + 1 })}</caption>
          <thead>
            <tr>
              <th scope="col">{t['coach.col.move']}</th>
              <th scope="col">{t['coach.col.points']}</th>
              {report.kind === 'choose' && <th scope="col">{t['coach.col.derail']}</th>}
              {report.kind === 'choose' && <th scope="col">{t['coach.col.hand']}</th>}
              <th scope="col">{t['coach.col.regret']}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ o, i }) => (
              <RollecateRow key={i} t={t} lang={lang} o={o} best={i === report.best} kind={report.kind} words={words} />
            ))}
          </tbody>
        </table>
      </div>
      {sorted.length > shown.length && <p class="coach-more">{fmt(t, 'coach.more', { n: sorted.length - shown.length })}</p>}
      {best?.plan && best.plan.length > 0 && (
        <p class="coach-plan">{fmt(t, 'coach.plan', { order: best.plan.map((p) => (p.combine ? fmt(t, 'coach.combined', { card: cardWords(t, cards.get(p.card), p.card) }) : cardWords(t, cards.get(p.card), p.card))).join(', ') })}</p>
      )}
    </>
  );
}

/** Which cards an action uses, whatever their turns: two builds of the same cards are one choice for the why line. */
const choiceOf = (a: Action): string =>
  a.type === 'turn.build' || a.type === 'chaos.discard' ? `${a.type}:${a.cards.map((c) => c.card).sort().join()}` : a.type;

/**
 * Why the coach's choice, in a player's terms: what it does to the hand and the
 * pile this turn (R24–R32), then how far behind the best different choice comes
 * (other cards or another kind of move: the same cards turned the other way
 * teach nothing), and how often each won the coach's playouts when they ran.
 * `ranked` is every option, best first.
 */
function rollecateWhy(t: Strings, lang: string, report: RollecateReport, best: RollecateOption, ranked: readonly RollecateOption[], words: (a: Action) => string): string {
  // A pass keeps the hand (R13-R16), so it says what the hand holds now.
  const pass = report.options.find((o) => o.action.type === 'turn.pass');
  const cards = pass ? pass.handCards - best.handCards : 0;
  const points = pass ? pass.handPoints - best.handPoints : 0;
  // What the turn's penalty cards do to the pile after the best discard order (R19-R22): combining can make it negative.
  const p = best.penaltyPoints;
  const pile = p > 0.05 ? fmt(t, 'coach.why.pileAdds', { n: num(lang, p) }) : p < -0.05 ? fmt(t, 'coach.why.pileTakes', { n: num(lang, -p) }) : t['coach.why.pileNone'] ?? '';
  const parts: string[] = [];
  if (best.action.type === 'turn.build') parts.push(fmt(t, 'coach.why.build', { cards, points, pile, derail: pctText(lang, best.derail) }));
  else if (best.action.type === 'turn.pass') parts.push(fmt(t, 'coach.why.pass', { pile }));
  else if (best.action.type === 'chaos.discard') {
    // Chaos cards count the same in hand as on the pile (R34, R35): only combining lowers the score.
    const saved = points - best.penaltyPoints;
    parts.push(saved > 0.05 ? fmt(t, 'coach.why.chaosCombine', { cards, saved: num(lang, saved) }) : fmt(t, 'coach.why.chaos', { cards }));
  }
  const other = ranked.find((o) => choiceOf(o.action) !== choiceOf(best.action));
  if (other) {
    const key = other.regret < 0.05 ? 'coach.why.close' : 'coach.why.next';
    parts.push(fmt(t, key, { move: words(other.action), points: num(lang, other.regret) }));
    if (best.winShare !== null && other.winShare !== null) {
      parts.push(fmt(t, 'coach.why.wins', { mine: pctText(lang, best.winShare), next: pctText(lang, other.winShare) }));
    }
  }
  return parts.join(' ');
}

function RollecateRow({ t, lang, o, best, kind, words }: { t: Strings; lang: string; o: RollecateOption; best: boolean; kind: RollecateReport['kind']; words: (a: Action) => string }) {
  return (
    <tr class={best ? 'coach-row best' : 'coach-row'}>
      <th scope="row">
        {words(o.action)}
        {best && <span class="coach-badge"> {t['coach.badge']}</span>}
      </th>
      <td>{num(lang, o.penaltyPoints)}</td>
      {kind === 'choose' && <td>{o.action.type === 'turn.build' ? pctText(lang, o.derail) : '—'}</td>}
      {kind === 'choose' && <td>{fmt(t, 'coach.handLeft', { n: o.handCards, points: o.handPoints })}</td>}
      <td>{best ? '—' : fmt(t, 'coach.regret', { points: num(lang, o.regret) })}</td>
    </tr>
  );
}
