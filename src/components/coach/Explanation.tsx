/**
 * "Explain this move": what the coach would have played in a position already left behind, and what the move played
 * cost against it, for each game.
 */
import type { CoachReport } from '../../coach/analyse';
import { sameMove } from '../../machines/steam-rollers/rules/legal';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { moveLabel as steamMoveWords } from '../steam-rollers/words';
import { fmt, type Strings } from '../../play/kit/fmt';
import type { GameState } from '../../machines/rollecate/rules/types';
import type { RolitState } from '../../machines/rolit/rules/types';
import { actionWords, cardIndex, decisionAt, num, pctText, sameDecision } from './words';

/** A decision already played: the state before it, and what was played. */
export interface Played {
  key: string;
  before: GameState | RolitState | SteamState;
  label: string;
  /** Steam Rollers: the move played. */
  move?: SteamEvent;
  /** Rollecate: the decision the log recorded; Rolit: the square. */
  decision?: Decision;
  seat: number;
  square?: string;
}

export type Decision = NonNullable<ReturnType<typeof decisionAt>>;

export function Explanation({ t, lang, played, report }: { t: Strings; lang: string; played: Played; report: CoachReport }) {
  if (report.game === 'steam-rollers') {
    const before = played.before as SteamState;
    const best = report.options[report.best];
    const mine = played.move ? report.options.find((o) => sameMove(o.move, played.move!)) : undefined;
    if (!best || !mine) return <p>{t['coach.explain.unknown']}</p>;
    const bestWords = steamMoveWords(t, lang, before, best.move);
    if (mine === best || mine.regret < 0.05) return <p class="coach-verdict">{fmt(t, 'coach.sr.explain.same', { best: bestWords, points: num(lang, mine.points) })}</p>;
    return (
      <p class="coach-verdict">
        {fmt(t, 'coach.sr.explain.other', {
          played: steamMoveWords(t, lang, before, mine.move), best: bestWords, regret: num(lang, mine.regret),
          points: num(lang, mine.points), bestPoints: num(lang, best.points),
        })}
      </p>
    );
  }
  if (report.game === 'rolit') {
    const mine = report.options.find((o) => o.square === played.square);
    const best = report.options[report.best];
    if (!best || !mine) return <p>{t['coach.explain.unknown']}</p>;
    if (best.square === mine.square) return <p class="coach-verdict">{fmt(t, 'coach.explain.rolit.same', { square: mine.square })}</p>;
    return (
      <p class="coach-verdict">
        {fmt(t, 'coach.explain.rolit.other', {
          played: mine.square, best: best.square, gain: mine.gain, bestGain: best.gain,
          corners: mine.cornersGiven, bestCorners: best.cornersGiven,
        })}
      </p>
    );
  }
  const before = played.before as GameState;
  const d = played.decision;
  const cards = cardIndex(before);
  const best = report.options[report.best];
  const mine = d ? report.options.find((o) => sameDecision(o.action, d)) : undefined;
  if (!best) return <p>{t['coach.explain.unknown']}</p>;
  const bestWords = actionWords(t, best.action, cards);
  if (!mine) return <p class="coach-verdict">{fmt(t, 'coach.explain.notWeighed', { best: bestWords })}</p>;
  if (mine === best || mine.regret < 0.05) return <p class="coach-verdict">{fmt(t, 'coach.explain.same', { best: bestWords, points: num(lang, mine.penaltyPoints) })}</p>;
  return (
    <p class="coach-verdict">
      {fmt(t, 'coach.explain.other', {
        played: actionWords(t, mine.action, cards), best: bestWords, regret: num(lang, mine.regret),
        points: num(lang, mine.penaltyPoints), bestPoints: num(lang, best.penaltyPoints),
        derail: pctText(lang, mine.derail), bestDerail: pctText(lang, best.derail),
      })}
    </p>
  );
}
