/** The Steam Rollers table's score sheet at the game's end: the winners, each seat's points by kind, the tie-break, why the game ended. */
import type { SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../kit/fmt';
import { listOf, signed } from './words';

export function SteamResult({ t, result, who }: { t: Strings; result: NonNullable<SteamState['result']>; who: (seat: number) => string }) {
  return (
    <section class="srp-result" aria-labelledby="srp-result-title">
      <h3 id="srp-result-title" tabIndex={-1}>{t['sr.play.result.title']}</h3>
      <p class="srp-winner">
        {fmt(t, result.winners.length > 1 ? 'sr.play.result.shared' : 'sr.play.result.wins', { who: listOf(t, result.winners.map(who)) })}
      </p>
      <div class="srp-table-wrap">
        <table>
          <caption class="sr-only">{t['sr.play.result.caption']}</caption>
          <thead>
            <tr>
              <th scope="col">{t['sr.play.result.player']}</th>
              <th scope="col">{t['sr.play.result.deliveries']}</th>
              <th scope="col">{t['sr.play.result.network']}</th>
              <th scope="col">{t['sr.play.result.engine']}</th>
              <th scope="col">{t['sr.play.result.cards']}</th>
              <th scope="col">{t['sr.play.result.total']}</th>
              <th scope="col">{t['sr.play.result.tiebreak']}</th>
            </tr>
          </thead>
          <tbody>
            {result.ranking.map((seat) => {
              const p = result.scores[seat]!;
              return (
                <tr key={seat} class={result.winners.includes(seat) ? 'srp-won' : undefined}>
                  <th scope="row">{who(seat)}</th>
                  <td>{p.deliveries}</td>
                  <td>{p.network}</td>
                  <td>{p.engineBonus}</td>
                  <td>{signed(p.cards)}</td>
                  <td><strong>{p.total}</strong></td>
                  <td>{fmt(t, 'sr.play.result.tiebreakCell', { engine: p.engine, network: p.network })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="srp-hint">{t[`sr.play.result.reason.${result.reason}`]}</p>
      <p class="srp-hint">{t['sr.play.result.rule']}</p>
    </section>
  );
}
