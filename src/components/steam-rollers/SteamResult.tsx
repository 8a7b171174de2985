/** The Steam Rollers table's score sheet at the game's end: the winners, each seat's points by kind, the tie-break, why the game ended. */
import type { SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { ResultPanel, ScoreTable } from '../kit/table/ResultSheet';
import { listOf, signed } from './words';

export function SteamResult({ t, result, who }: { t: Strings; result: NonNullable<SteamState['result']>; who: (seat: number) => string }) {
  return (
    <ResultPanel cls="srp-result" id="srp-result-title" title={t['sr.play.result.title'] ?? ''}>
      <p class="srp-winner">
        {fmt(t, result.winners.length > 1 ? 'sr.play.result.shared' : 'sr.play.result.wins', { who: listOf(t, result.winners.map(who)) })}
      </p>
      <div class="srp-table-wrap">
        <ScoreTable
          caption={t['sr.play.result.caption']}
          rows={result.ranking}
          rowKey={(seat) => seat}
          rowClass={(seat) => (result.winners.includes(seat) ? 'srp-won' : undefined)}
          who={{ head: t['sr.play.result.player'], cell: who }}
          columns={[
            { head: t['sr.play.result.deliveries'], cell: (seat) => result.scores[seat]!.deliveries },
            { head: t['sr.play.result.network'], cell: (seat) => result.scores[seat]!.network },
            { head: t['sr.play.result.engine'], cell: (seat) => result.scores[seat]!.engineBonus },
            { head: t['sr.play.result.cards'], cell: (seat) => signed(result.scores[seat]!.cards) },
            { head: t['sr.play.result.total'], cell: (seat) => <strong>{result.scores[seat]!.total}</strong> },
            { head: t['sr.play.result.tiebreak'], cell: (seat) => fmt(t, 'sr.play.result.tiebreakCell', { engine: result.scores[seat]!.engine, network: result.scores[seat]!.network }) },
          ]}
        />
      </div>
      <p class="srp-hint">{t[`sr.play.result.reason.${result.reason}`]}</p>
      <p class="srp-hint">{t['sr.play.result.rule']}</p>
    </ResultPanel>
  );
}
