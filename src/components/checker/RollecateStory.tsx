/**
 * A Rollecate file stepped through in the checker: the step list (restart, back, next), each step's move, the
 * refusal it met (expected or not), the log's lines, the narration, the rules that applied and the file's checks;
 * and from any step, moves of one's own ("play from here"): each accepted move with its lines and rules, or the
 * rules' refusal, taken back one by one or written into the file. Rolit's and Steam Rollers' files step through
 * their own islands (GameStories.tsx).
 */
import { cardNamer } from '../../machines/rollecate/rules/narrate';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import { trainIndex } from '../../machines/rollecate/rules/state';
import { entriesFrom } from '../../machines/shared/logbook';
import type { Frame } from '../../scenario/frames';
import { sendMove, type RollecateSnapshot } from '../../scenario/rollecate-chart';
import { fmt, type Strings } from '../../play/kit/fmt';
import { LogLinesText, logLines, type LogLine } from '../rollecate/LogLines';
import { rulesOf } from '../../play/rollecate/stepRules';
import { phaseText } from '../rollecate/TableView';
import { cutAfter, isObject, stepOfAction, withMoves } from './checkerDoc';
import { CoachPanel, GameBoard, RuleLinks, Rules, reasonText } from './checkerLazy';

interface Played {
  step: Record<string, unknown>;
  lines: LogLine[];
  rules: string[];
  state: RollecateSnapshot;
}

/** Moves played from a step: where they started, each accepted one, and the last refusal. */
export interface Play {
  start: RollecateSnapshot;
  moves: Played[];
  refusal: string | null;
}

/** The position on the board: the last move played from the step, or the step's own. */
export function currentOf(play: Play | null, frame: Frame<RollecateSnapshot> | undefined): RollecateSnapshot | undefined {
  return play ? (play.moves[play.moves.length - 1]?.state ?? play.start) : frame?.state;
}

/**
 * One short sentence on the state after a move: whose move and what for, where the train is, what is pending.
 * Cards are named in words, as in the narration (the file's ids are the pictures' tooltips there).
 */
function stateLine(t: Strings, s: GameState): string {
  const ti = trainIndex(s);
  const name = cardNamer(s, t);
  const parts = [`${phaseText(t, s)}.`, fmt(t, 'rc.sum.railway', { n: s.railway.length, train: s.train ? name(s.train, 'the') : '—', ahead: ti >= 0 ? s.railway.length - 1 - ti : 0 })];
  if (s.pending.length) parts.push(fmt(t, 'rc.sum.pending', { cards: s.pending.map((c) => name(c.id, 'a')).join(', ') }));
  return parts.join(' ');
}

export interface RollecateStoryProps {
  t: Strings;
  lang: string;
  /** The file as run. */
  doc: unknown;
  frames: Frame<RollecateSnapshot>[];
  index: number;
  go: (i: number) => void;
  play: Play | null;
  setPlay: (p: Play | null) => void;
  /** The file with the moves played written in, to run, shown at step `target`. */
  onWrite: (doc: Record<string, unknown>, target: number) => void;
}

export function RollecateStory({ t, lang, doc, frames, index, go, play, setPlay, onWrite }: RollecateStoryProps) {
  const frame = frames[Math.min(index, frames.length - 1)];
  const current = currentOf(play, frame);
  if (!frame || !current) return null;
  const last = frames.length - 1;
  const prev = frames[index - 1];
  const stepsOfDoc = isObject(doc) && Array.isArray(doc.steps) ? doc.steps : [];
  const rawStep = frame.move ? stepsOfDoc[frame.move.index] : undefined;
  const expectedRefusal = isObject(rawStep) && (rawStep.rejected === true || typeof rawStep.rejected === 'string');
  const newEntries = prev ? entriesFrom(frame.state.context.log, prev.state.context.log.size) : [];
  const stepLines = prev && !frame.refused ? logLines(frame.state.context, t, prev.state.context.log.size) : [];
  const stepRules = !frame.refused ? rulesOf(newEntries, frame.state.context) : [];

  const onMove = (action: Action): string | null => {
    if (!play) return null;
    // A chart that drifted from its core throws (checkedSend): said here as an internal error, with no rule to cite.
    let out: ReturnType<typeof sendMove> | { ok: false; reason: string; refusal?: undefined };
    try {
      out = sendMove(current, action);
    } catch (e) {
      out = { ok: false, reason: `internal error: ${e instanceof Error ? e.message : String(e)}` };
    }
    if (!out.ok) {
      const text = reasonText(out.reason, out.refusal, t, current.context);
      setPlay({ ...play, refusal: text });
      return text;
    }
    const before = current.context.log.size;
    const after = out.snapshot.context;
    const move: Played = {
      step: stepOfAction(action, after),
      lines: logLines(after, t, before),
      rules: rulesOf(entriesFrom(after.log, before), after),
      state: out.snapshot,
    };
    setPlay({ ...play, moves: [...play.moves, move], refusal: null });
    return null;
  };
  const undo = () => play && setPlay({ ...play, moves: play.moves.slice(0, -1), refusal: null });
  const writeMoves = () => {
    if (!play || !play.moves.length || !isObject(doc)) return;
    const cut = cutAfter(stepsOfDoc, frame.move ? frame.move.index : null);
    const final = play.moves[play.moves.length - 1]!.state.context;
    onWrite(withMoves(doc, cut, play.moves.map((m) => m.step), final), index + play.moves.length);
  };
  const lastMove = play?.moves[play.moves.length - 1];

  return (
    <section class="chk-story" aria-labelledby="chk-story-h">
      <h2 id="chk-story-h">{fmt(t, play ? 'chk.play.heading' : 'chk.story.heading')}</h2>
      {!play && (
        <>
          <nav class="rc-stepper" aria-label={fmt(t, 'chk.story.nav')}>
            <button type="button" onClick={() => go(0)} disabled={index === 0}>{fmt(t, 'rc.story.restart')}</button>
            <button type="button" onClick={() => go(index - 1)} disabled={index === 0}>{fmt(t, 'rc.story.back')}</button>
            <span class="rc-progress" aria-live="polite">{fmt(t, 'rc.story.progress', { n: index + 1, of: frames.length })}</span>
            <button type="button" class="primary" onClick={() => go(index + 1)} disabled={index === last}>{fmt(t, 'rc.story.next')}</button>
            <button type="button" onClick={() => setPlay({ start: frame.state, moves: [], refusal: null })} disabled={frame.state.context.phase === 'over'}>
              {fmt(t, 'chk.play.start')}
            </button>
          </nav>
          <div class="chk-step" aria-live="polite">
            {frame.move ? (
              <p class="chk-move">
                {fmt(t, 'chk.story.step', { n: frame.move.index })} <code>{JSON.stringify({ [frame.move.key]: frame.move.value })}</code>
                {expectedRefusal && <span class="chk-tag">{fmt(t, 'chk.story.rejectedTag')}</span>}
              </p>
            ) : (
              <p class="chk-move">{fmt(t, 'chk.story.start')}</p>
            )}
            {frame.refused && frame.refused !== 'accepted' && (
              <p class={expectedRefusal ? 'chk-refused-ok' : 'rc-refused'}>
                {fmt(t, expectedRefusal ? 'chk.story.refusedOk' : 'chk.story.refusedBad')} {reasonText(frame.refused, frame.refusal, t, frame.state.context)} <RuleLinks text={frame.refused} lang={lang} t={t} />
              </p>
            )}
            {frame.refused === 'accepted' && <p class="rc-refused">{fmt(t, 'chk.story.acceptedBad')}</p>}
            {stepLines.length > 0 && <p class="rc-log-lines"><LogLinesText lines={stepLines} t={t} /></p>}
            {frame.say.map((line, i) => <p key={i} class="rc-say">{line}</p>)}
            <Rules ids={stepRules} lang={lang} label={fmt(t, 'rc.story.applied')} />
            {frame.checks.length > 0 && (
              <ul class="chk-checks" aria-label={fmt(t, 'chk.story.checks')}>
                {frame.checks.map((c, i) => (
                  <li key={i} class={c.ok ? 'ok' : 'bad'}>
                    <span aria-hidden="true">{c.ok ? '✓' : '✗'}</span> <span class="sr-only">{fmt(t, c.ok ? 'chk.check.ok' : 'chk.check.bad')}</span> {c.text}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      {play && (
        <div class="chk-play">
          <p class="chk-help">{fmt(t, 'chk.play.help')}</p>
          <div class="chk-outcome" aria-live="polite" data-testid="chk-outcome">
            {play.refusal ? (
              <p class="rc-refused">
                {fmt(t, 'chk.play.refused')} {play.refusal} <RuleLinks text={play.refusal} lang={lang} t={t} />
              </p>
            ) : lastMove ? (
              <>
                <p class="chk-move">{fmt(t, 'chk.play.accepted')} <code>{JSON.stringify(lastMove.step)}</code></p>
                {lastMove.lines.length > 0 && <p class="rc-log-lines"><LogLinesText lines={lastMove.lines} t={t} /></p>}
                <Rules ids={lastMove.rules} lang={lang} label={fmt(t, 'rc.story.applied')} />
                <p class="chk-summary">{fmt(t, 'chk.play.state')} {stateLine(t, lastMove.state.context)}</p>
              </>
            ) : (
              <p>{fmt(t, 'chk.play.waiting')}</p>
            )}
          </div>
          {play.moves.length > 0 && (
            <ol class="chk-moves" aria-label={fmt(t, 'chk.play.list')}>
              {play.moves.map((m, i) => <li key={i}><code>{JSON.stringify(m.step)}</code></li>)}
            </ol>
          )}
          <div class="chk-buttons">
            <button type="button" onClick={undo} disabled={!play.moves.length}>{fmt(t, 'chk.play.undo')}</button>
            <button type="button" class="primary" onClick={writeMoves} disabled={!play.moves.length}>{fmt(t, 'chk.play.write')}</button>
            <button type="button" onClick={() => setPlay(null)}>{fmt(t, 'chk.play.back')}</button>
          </div>
        </div>
      )}
      <GameBoard state={current.context} t={t} lang={lang} viewer="all" interactive={!!play} onMove={play ? onMove : undefined} />
      <CoachPanel game="rollecate" t={t} lang={lang} state={current.context} names={current.context.players.map((p) => p.name)} onPlay={play ? (a) => onMove(a) : undefined} />
    </section>
  );
}
