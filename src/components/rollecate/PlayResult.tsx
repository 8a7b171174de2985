/**
 * The Rollecate play table's result (PlayTable.tsx): each player's score,
 * cards and values, the verdict and the rule that decided it, and in solo the
 * reader's record (R37), as the table kit's `ended` hook recorded it. What
 * decided the game is src/play/rollecate/result.ts; this file words and draws it.
 */
import { fmt, type Strings } from '../../play/kit/fmt';
import { ResultPanel, ScoreTable } from '../kit/table/ResultSheet';
import { storage } from '../../play/kit/save/savedGame';
import { RuleLinks } from './GameBoard';
import { loadSolo } from '../../play/rollecate/save';
import type { RollecateGame } from '../../play/rollecate/table';
import { isNewBest, verdictOf } from '../../play/rollecate/result';

export function Result({ t, lang, live, onAgain, onNew }: { t: Strings; lang: string; live: RollecateGame; onAgain: () => void; onNew: () => void }) {
  const s = live.snap.context;
  const r = s.result;
  if (!r) return null;
  const name = (i: number) => s.players[i]?.name ?? '';
  // What decided the game is the play layer's (result.ts); its words are said here.
  const v = verdictOf(s)!;
  const rules = v.rules;
  const says = (): string => {
    if (v.kind === 'lost') return fmt(t, 'play.result.lost');
    if (v.kind === 'solo') return fmt(t, 'play.result.solo', { score: v.score });
    if (v.kind === 'soloHard') return fmt(t, 'play.result.soloHard.won', { score: v.score });
    if (v.kind === 'betsy') return fmt(t, `play.result.betsy.${v.who}`, { points: v.points, cards: v.cards });
    if (v.kind === 'shared') return fmt(t, 'play.result.shared', { names: v.winners.map(name).join(' & ') });
    const vars = { winner: name(v.winner), other: name(v.other), points: v.points, cards: v.cards, a: v.a, b: v.b };
    return v.by === 'value' ? fmt(t, 'play.result.by.value', { ...vars, value: fmt(t, `play.value.${v.value}`) }) : fmt(t, `play.result.by.${v.by}`, vars);
  };
  const verdict = says();
  const soloVariant = s.variant === 'solo' || s.variant === 'solo-hard' ? s.variant : null;
  const record = live.solo?.after ?? (soloVariant ? loadSolo(storage())[soloVariant] : undefined);
  const newBest = isNewBest(live);
  const solo = s.players.length === 1;
  const heading = v.kind === 'lost' ? 'play.result.headingLost' : v.kind === 'soloHard' ? 'play.result.headingWon' : v.kind === 'solo' ? 'play.result.headingSolo' : 'play.result.heading';
  return (
    <ResultPanel cls="rc-play-result" id="rc-play-result-title" level={2} autofocus title={fmt(t, heading)}>
      <ScoreTable
        rows={s.players.map((p, i) => ({ p, i }))}
        rowKey={({ i }) => i}
        rowClass={({ i }) => (r.winners.includes(i) && !solo ? 'winner' : '')}
        who={{
          head: fmt(t, 'play.result.player'),
          cell: ({ p, i }) => <>{p.name}{r.winners.includes(i) && !r.lost && !solo && <span class="rc-badge">{fmt(t, 'play.result.won')}</span>}</>,
        }}
        columns={[
          { head: fmt(t, 'play.result.score'), cell: ({ p, i }) => (r.lost ? fmt(t, 'play.result.noScore') : fmt(t, p.betsy ? 'rc.player.betsyScore' : 'rc.player.score', { score: r.scores[i] ?? 0 })) },
          { head: fmt(t, 'play.result.cards'), cell: ({ i }) => r.cards[i] ?? 0 },
          ...[4, 3, 2, 1].map((v) => ({ head: fmt(t, `play.value.${v}`), cell: ({ p }: { p: (typeof s.players)[number] }) => p.discard.filter((c) => c.value === v).length })),
        ]}
      />
      <p class="rc-play-verdict">
        {verdict} <RuleLinks text={rules} lang={lang} t={t} />
      </p>
      {soloVariant && record && (
        <p>
          {newBest && <strong>{fmt(t, 'play.result.newBest')} </strong>}
          {live.solo && live.solo.before.games === 0 && !r.lost && <>{fmt(t, 'play.result.solo.first')} </>}
          {fmt(t, record.best === null ? 'play.result.record.none' : 'play.result.record', {
            variant: fmt(t, `play.variant.${soloVariant}`), best: record.best ?? 0, games: record.games, lost: record.lost,
          })}
        </p>
      )}
      <div class="rc-buttons">
        <button type="button" class="primary" onClick={onNew}>{fmt(t, 'play.new')}</button>
        <button type="button" onClick={onAgain}>{fmt(t, 'play.again')}</button>
      </div>
    </ResultPanel>
  );
}
