/**
 * The Rolit table's result after a round or the match: who won the round (and whether the one person against bots
 * did), each seat's balls, rounds won and points by the edition's scoring, and the match's winner once it is over.
 */
import { edition } from '../../machines/rolit/rules/editions';
import type { RolitMatch } from '../../machines/rolit/rules/match';
import { scoreMatch } from '../../machines/rolit/rules/scoring';
import type { Colour } from '../../machines/rolit/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { ResultPanel, ScoreTable } from '../kit/table/ResultSheet';
import type { TableWords } from './tableWords';

export function RolitResult({ t, match, words, title, id }: { t: Strings; match: RolitMatch; words: TableWords; title: string; id: string }) {
  const { seatName, names, verdict } = words;
  const g = match.game;
  const roundNo = match.starters.length;
  const score = match.score ?? scoreMatch(match.results, match.colours, g.edition);
  const winnerBallsOnly = edition(g.edition).matchScoring === 'rounds-then-winner-balls';
  const counts = (c: Colour) => g.cells.filter((x) => x === c).length;
  return (
    <ResultPanel cls="rop-result" id={id} title={title}>
      {g.result && (
        <p>
          {fmt(t, g.result.winners.length > 1 ? 'rop.result.roundShared' : 'rop.result.round', {
            n: roundNo,
            who: g.result.winners.map(seatName).join(t['rop.and'] ?? ' and '),
          })}
          {!match.score && verdict(g.result.winners, 'round') && <> <span class="rop-verdict">{verdict(g.result.winners, 'round')}</span></>}
        </p>
      )}
      <ScoreTable
        caption={t['rop.result.caption']}
        rows={match.colours}
        rowKey={(c) => c}
        who={{ head: t['rop.result.player'], cell: (c) => <><span class={`ro-chip ro-chip-${c}`} aria-hidden="true" /> {seatName(c)}</> }}
        columns={[
          { head: t['rop.result.balls'], cell: (c) => g.result?.counts[c] ?? counts(c) },
          { head: t['rop.result.rounds'], cell: (c) => score.roundsWon[c] },
          { head: winnerBallsOnly ? t['rop.result.pointsEs'] : t['rop.result.points'], cell: (c) => score.points[c] },
        ]}
      />
      {match.score && (
        <p class="rop-winner" data-testid="rop-winner">
          {fmt(t, match.score.winners.length > 1 ? 'rop.result.matchShared' : 'rop.result.match', { who: names(match.score.winners) })}
          {verdict(match.score.winners, 'match') && <> <span class="rop-verdict">{verdict(match.score.winners, 'match')}</span></>}
        </p>
      )}
      <p class="rop-hint">{winnerBallsOnly ? t['rop.result.ruleEs'] : t['rop.result.rule']}</p>
    </ResultPanel>
  );
}
