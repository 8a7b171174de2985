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
import { legalMoves as steamLegalMoves } from '../../machines/steam-rollers/rules/legal';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { entriesFrom } from '../../machines/shared/logbook';
import { moveLabel as steamMoveWords } from '../steam-rollers/words';
import { fmt, type Strings } from '../../play/kit/fmt';
import type { RolitState } from '../../machines/rolit/rules/types';
import { actionWords, cardIndex, decisionAt } from './words';
import type { Action, Card, GameState } from '../../machines/rollecate/rules/types';
import { Explanation, type Decision, type Played } from './Explanation';
import { RollecateHint } from './RollecateHint';
import { RolitHint } from './RolitHint';
import { SteamHint } from './SteamHint';
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
    <section class="coach not-content" aria-labelledby="coach-title">
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
