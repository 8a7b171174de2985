/**
 * The coach at the table: a hint pane for the player to move (every legal
 * action with its expected cost, the best one marked, and a button to play
 * it), and "explain this move" for any move already played since the page
 * opened (what the coach would have played and what the choice cost in
 * expectation). The coach thinks in a Web Worker (src/coach/client.ts), so the
 * page stays responsive; the rules cores decide every legal move.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { coach } from '../../coach/client';
import type { CoachReport } from '../../coach/analyse';
import type { RollecateOption, RollecateReport } from '../../coach/rollecate';
import type { RolitOption, RolitReport } from '../../coach/rolit';
import type { SteamOption, SteamReport } from '../../coach/steam';
import { steamPlanWords } from './steamWhy';
import { legalMoves as steamLegalMoves, sameMove } from '../../machines/steam-rollers/rules/legal';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { entriesFrom } from '../../machines/shared/logbook';
import { moveLabel as steamMoveWords } from '../steam-rollers/words';
import { fmt, type Strings } from '../kit/fmt';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import type { RolitState } from '../../machines/rolit/rules/types';
import { actionWords, cardIndex, cardWords, decisionAt, num, pctText, sameDecision } from './words';
import type { Card } from '../../machines/rollecate/rules/types';
import './coach.css';

interface Common {
  t: Strings;
  lang: string;
  /** Seat names, for "explain this move". */
  names?: string[];
  /** Whether the hint may be shown now: only to a person whose turn it is (a bot's hint would show its hand). */
  canHint?: boolean;
  /** Seats whose moves may be explained (Rollecate: the people at this device; all once the game is over). */
  explainSeats?: number[];
}

type Props =
  | (Common & { game: 'rollecate'; state: GameState; onPlay?: (a: Action) => string | null | void })
  | (Common & { game: 'rolit'; state: RolitState; onPlay?: (square: string) => unknown })
  | (Common & {
      game: 'steam-rollers';
      state: SteamState;
      /** The moves played so far (the table's list): a move played one at a time can be explained. */
      moves?: readonly SteamEvent[];
      onPlay?: (e: SteamEvent) => unknown;
    });

/** Steam Rollers: at most this many played moves are kept to explain (a game runs to hundreds). */
const STEAM_KEPT = 60;

/** A decision already played: the state before it, and what was played. */
interface Played {
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

type Decision = NonNullable<ReturnType<typeof decisionAt>>;

function useCoach(req: (() => Parameters<ReturnType<typeof coach>['ask']>[0]) | null, key: string) {
  const [answer, setAnswer] = useState<{ key: string; report: CoachReport; ms: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!req) return;
    let live = true;
    setError(null);
    coach()
      .ask(req())
      .then((a) => live && setAnswer({ key, report: a.report, ms: a.ms }))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [key, !!req]);
  return { answer: answer && answer.key === key ? answer : null, error };
}

function rollecateKey(s: GameState): string {
  return `${s.log.size}:${s.phase}:${s.current}:${s.pending.length}:${s.railway.length}:${s.drawPile.length}`;
}

function steamKey(s: SteamState): string {
  return `${s.log.size}:${s.round}:${s.phase}:${s.current}:${s.turn.die}:${s.turn.actions}:${s.turn.used.join(',')}:${s.steal?.thief ?? ''}`;
}

function rolitKey(s: RolitState): string {
  return `${s.current}:${s.cells.join('')}`;
}

export default function CoachPanel(props: Props) {
  const { t, lang } = props;
  const [open, setOpen] = useState(false);
  const [explainKey, setExplainKey] = useState<string>('');
  const [explaining, setExplaining] = useState<Played | null>(null);
  const history = useRef<Map<string, Played>>(new Map());
  const seen = useRef<{ key: string; state: GameState | RolitState | SteamState; moves?: number } | null>(null);

  const stateKey = props.game === 'rollecate' ? rollecateKey(props.state) : props.game === 'steam-rollers' ? steamKey(props.state) : rolitKey(props.state);
  const cards = useMemo(() => (props.game === 'rollecate' ? cardIndex(props.state) : new Map<string, Card>()), [props.game === 'rollecate' ? props.state : null]);

  // Remember the positions where a choice was made, to explain the move later.
  useEffect(() => {
    const prev = seen.current;
    if (props.game === 'rollecate') {
      const s = props.state;
      const p = prev?.state as GameState | undefined;
      if (p && prev && prev.key !== stateKey && p.phase === 'action') {
        const found = findDecision(s, p.log.size);
        const k = found ? `rc:${found.at}` : '';
        if (found && !history.current.has(k)) {
          const who = props.names?.[found.d.seat] ?? `#${found.d.seat + 1}`;
          history.current.set(k, { key: k, before: p, seat: found.d.seat, decision: found.d, label: fmt(t, 'coach.explain.entry', { who, move: describeDecision(t, found.d, s) }) });
        }
      }
    } else if (props.game === 'steam-rollers') {
      // One move played since the last look: remember the position before it, when it was a choice.
      const p = prev?.state as SteamState | undefined;
      const n = props.moves?.length ?? 0;
      const move = props.moves?.[n - 1];
      if (p && prev && prev.key !== stateKey && move && prev.moves === n - 1 && p.phase !== 'roll' && p.phase !== 'over' && steamLegalMoves(p).length > 1) {
        const k = `sr:${n}`;
        const seat = actorOf(p);
        const who = props.names?.[seat] ?? `#${seat + 1}`;
        history.current.set(k, { key: k, before: p, seat, move, label: fmt(t, 'coach.explain.entry', { who, move: steamMoveWords(t, lang, p, move) }) });
        if (history.current.size > STEAM_KEPT) history.current.delete(history.current.keys().next().value as string);
      }
    } else {
      const s = props.state;
      const p = prev?.state as RolitState | undefined;
      const last = s.log[s.log.length - 1];
      if (p && prev && prev.key !== stateKey && last && last.t !== 'end') {
        const place = [...s.log].reverse().find((e) => e.t === 'place');
        if (place && place.t === 'place' && p.phase === 'play' && p.current === place.colour && p.cells[indexOfSquare(place.square, p.size)] === '.') {
          const k = `ro:${p.cells.join('')}:${place.square}`;
          const who = props.names?.[p.players.indexOf(place.colour)] ?? place.colour;
          history.current.set(k, { key: k, before: p, seat: p.players.indexOf(place.colour), square: place.square, label: fmt(t, 'coach.explain.entry', { who, move: fmt(t, 'coach.rolit.place', { square: place.square }) }) });
        }
      }
    }
    seen.current = { key: stateKey, state: props.state, moves: props.game === 'steam-rollers' ? props.moves?.length : undefined };
  }, [stateKey]);

  const over = props.state.phase === 'over';
  const hintable = props.canHint !== false && !over;
  const mayExplain = (p: Played) => props.game === 'rolit' || over || !props.explainSeats || props.explainSeats.includes(p.seat);
  const playedList = [...history.current.values()].reverse().filter(mayExplain);

  const hintReq = open && hintable ? () => ({ game: props.game, state: props.state }) as Parameters<ReturnType<typeof coach>['ask']>[0] : null;
  const hint = useCoach(hintReq, stateKey);
  const explainReq = explaining ? () => ({ game: props.game, state: explaining.before }) as Parameters<ReturnType<typeof coach>['ask']>[0] : null;
  const explained = useCoach(explainReq, explaining?.key ?? '');


  return (
    <section class="coach" aria-labelledby="coach-title">
      <h3 id="coach-title">{t['coach.title']}</h3>
      <p class="coach-intro">{t['coach.intro']}</p>
      <div class="coach-buttons">
        <button type="button" class="coach-toggle" aria-expanded={open ? 'true' : 'false'} aria-controls="coach-hint" onClick={() => setOpen(!open)} disabled={over}>
          {open ? t['coach.hide'] : t['coach.show']}
        </button>
      </div>
      <div id="coach-hint" hidden={!open || over}>
        <div aria-live="polite" aria-busy={open && hintable && !hint.answer && !hint.error ? 'true' : 'false'}>
          {open && !hintable && <p class="coach-wait">{t['coach.wait']}</p>}
          {open && hintable && !hint.answer && !hint.error && <p class="coach-thinking">{t['coach.thinking']}</p>}
          {hint.error && <p class="coach-error" role="alert">{fmt(t, 'coach.error', { reason: hint.error })}</p>}
          {hintable && hint.answer && props.game === 'rollecate' && hint.answer.report.game === 'rollecate' && (
            <RollecateHint t={t} lang={lang} report={hint.answer.report} cards={cards} onPlay={props.onPlay} />
          )}
          {hintable && hint.answer && props.game === 'rolit' && hint.answer.report.game === 'rolit' && (
            <RolitHint t={t} lang={lang} report={hint.answer.report} onPlay={props.onPlay} />
          )}
          {hintable && hint.answer && props.game === 'steam-rollers' && hint.answer.report.game === 'steam-rollers' && (
            <SteamHint t={t} lang={lang} state={props.state} report={hint.answer.report} onPlay={props.onPlay} />
          )}
        </div>
      </div>
      <div class="coach-explain">
        <h4 id="coach-explain-title">{t['coach.explain.title']}</h4>
        {playedList.length === 0 ? (
          <p class="coach-none">{t[`coach.explain.none.${props.game}`]}</p>
        ) : (
          <div class="coach-explain-pick">
            <label>
              {t['coach.explain.pick']}{' '}
              <select value={explainKey || playedList[0]?.key} onChange={(e) => setExplainKey((e.target as HTMLSelectElement).value)}>
                {playedList.map((p) => <option key={p.key} value={p.key}>{p.label}</option>)}
              </select>
            </label>{' '}
            <button type="button" class="coach-explain-go" onClick={() => setExplaining(history.current.get(explainKey || playedList[0]?.key || '') ?? null)}>
              {t['coach.explain.go']}
            </button>
          </div>
        )}
        <div aria-live="polite">
          {explaining && !explained.answer && !explained.error && <p class="coach-thinking">{t['coach.thinking']}</p>}
          {explained.error && <p class="coach-error" role="alert">{fmt(t, 'coach.error', { reason: explained.error })}</p>}
          {explaining && explained.answer && (
            <Explanation t={t} lang={lang} played={explaining} report={explained.answer.report} />
          )}
        </div>
      </div>
    </section>
  );
}

function indexOfSquare(square: string, size: number): number {
  const col = square.charCodeAt(0) - 97;
  const row = Number(square.slice(1));
  return (row - 1) * size + col;
}

/** The first decision logged at or after `from` (a draw may come first). */
function findDecision(s: GameState, from: number) {
  const since = entriesFrom(s.log, from);
  for (let i = 0; i < since.length; i++) {
    const d = decisionAt(since, i);
    if (d) return { d, at: from + i };
    const e = since[i];
    if (e && (e.t === 'setup' || e.t === 'betsyBox')) return null;
  }
  return null;
}

function describeDecision(t: Strings, d: Decision, s: GameState): string {
  const cards = cardIndex(s);
  if (d.kind === 'pass') return actionWords(t, { type: 'turn.pass' }, cards);
  if (d.kind === 'build') return actionWords(t, { type: 'turn.build', cards: d.cards.map((card) => ({ card, turn: 'straight' })) }, cards);
  return actionWords(t, { type: 'chaos.discard', cards: d.cards.map((card, i) => ({ card, combine: !!d.combine[i] })) }, cards);
}

function RollecateHint({ t, lang, report, cards, onPlay }: { t: Strings; lang: string; report: RollecateReport; cards: Map<string, Card>; onPlay?: (a: Action) => void }) {
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

function RolitHint({ t, lang, report, onPlay }: { t: Strings; lang: string; report: RolitReport; onPlay?: (square: string) => void }) {
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

function SteamHint({ t, lang, state, report, onPlay }: { t: Strings; lang: string; state: SteamState; report: SteamReport; onPlay?: (e: SteamEvent) => unknown }) {
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

function Explanation({ t, lang, played, report }: { t: Strings; lang: string; played: Played; report: CoachReport }) {
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
