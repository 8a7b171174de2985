/**
 * The Rollecate play table's result (PlayTable.tsx): each player's score,
 * cards and values, the verdict and the rule that decided it, and in solo the
 * reader's record (R37), as the table kit's `ended` hook recorded it.
 */
import { rankKey } from '../../machines/rollecate/rules/scoring';
import { fmt, type Strings } from '../../play/kit/fmt';
import { ResultPanel, ScoreTable } from '../kit/table/ResultSheet';
import { storage } from '../../play/kit/save/savedGame';
import { RuleLinks } from './GameBoard';
import { loadSolo } from '../../play/rollecate/save';
import type { RollecateGame } from '../../play/rollecate/table';

const VALUE_INDEX: Record<number, number> = { 2: 4, 3: 3, 4: 2, 5: 1 };

export function Result({ t, lang, live, onAgain, onNew }: { t: Strings; lang: string; live: RollecateGame; onAgain: () => void; onNew: () => void }) {
  const s = live.snap.context;
  const r = s.result;
  if (!r) return null;
  const name = (i: number) => s.players[i]?.name ?? '';
  const keys = s.players.map((p) => rankKey(p.discard));
  let verdict: string;
  let rules = 'R35 R36';
  if (r.lost) {
    verdict = fmt(t, 'play.result.lost');
    rules = 'R39';
  } else if (s.players.length === 1) {
    // Solo has no winner: a score to compare with your best (R37); hard solo is won by not derailing a fourth time.
    verdict = fmt(t, s.variant === 'solo-hard' ? 'play.result.soloHard.won' : 'play.result.solo', { score: r.scores[0] ?? 0 });
    rules = s.variant === 'solo-hard' ? 'R35 R37 R39' : 'R35 R37';
  } else if (s.variant === 'betsy') {
    const vars = { points: r.scores[0] ?? 0, cards: r.scores[1] ?? 0 };
    verdict = fmt(t, r.winners.length > 1 ? 'play.result.betsy.draw' : r.winners[0] === 1 ? 'play.result.betsy.her' : 'play.result.betsy.you', vars);
    rules = 'R35 R45';
  } else if (r.winners.length > 1) {
    verdict = fmt(t, 'play.result.shared', { names: r.winners.map(name).join(' & ') });
  } else {
    const w = r.winners[0] ?? 0;
    const others = s.players.map((_, i) => i).filter((i) => i !== w);
    // The runner-up: the best key among the others; the first place where the keys differ decided it.
    const cmp = (a: number[], b: number[]) => a.reduce((acc, v, i) => acc || v - (b[i] ?? 0), 0);
    const o = others.reduce((a, b) => (cmp(keys[a] as number[], keys[b] as number[]) <= 0 ? a : b));
    const kw = keys[w] as number[];
    const ko = keys[o] as number[];
    const at = kw.findIndex((v, i) => v !== ko[i]);
    const vars = { winner: name(w), other: name(o), points: kw[0] ?? 0, cards: kw[1] ?? 0, a: kw[at] ?? 0, b: ko[at] ?? 0 };
    if (at <= 0) {
      verdict = fmt(t, 'play.result.by.points', vars);
      rules = 'R35';
    } else if (at === 1) verdict = fmt(t, 'play.result.by.cards', vars);
    else verdict = fmt(t, 'play.result.by.value', { ...vars, value: fmt(t, `play.value.${VALUE_INDEX[at] ?? 1}`) });
  }
  const soloVariant = s.variant === 'solo' || s.variant === 'solo-hard' ? s.variant : null;
  const record = live.solo?.after ?? (soloVariant ? loadSolo(storage())[soloVariant] : undefined);
  const newBest = !!live.solo && !r.lost && (live.solo.before.best === null || (r.scores[0] ?? 0) < live.solo.before.best) && live.solo.before.games > 0;
  const solo = s.players.length === 1;
  const heading = r.lost ? 'play.result.headingLost' : solo ? (s.variant === 'solo-hard' ? 'play.result.headingWon' : 'play.result.headingSolo') : 'play.result.heading';
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
