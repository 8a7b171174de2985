/**
 * <PlayTable> island: a whole game of Rollecate on one page. A start form
 * (hot-seat, against bots, solo, hard solo, against Betsy; names, seed, rule
 * switches), then the table. The table's flow — bots and Betsy at the chosen
 * speed (the dice left in view after their roll), skip to my turn, the
 * hand-over between people at one screen, saving after every move, undo until
 * the dice roll, resuming, refused saves and shared positions that ask first —
 * is the table kit's chart (kit/table/tableMachine.ts) over Rollecate's
 * adapter (table.ts). This island draws it: the board, the log, the toolbar,
 * the questions; it decides no rule and no turn.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFollowLog } from '../kit/log/useFollowLog';
import type { Action, LogEntry } from '../../machines/rollecate/rules/types';
import { entriesFrom, logEntries } from '../../machines/shared/logbook';
import { fmt, type Strings } from '../kit/fmt';
import CoachPanel from '../coach/CoachPanel';
import { rollecateBotMoveAsync } from '../coach/rollecateBot';
import { GameBoard, RuleLinks } from './GameBoard';
import { useTumble } from '../kit/useTumble';
import { CardView } from './CardView';
import OddsPanel from './OddsPanel';
import { rideOdds } from '../../machines/rollecate/rules/odds';
import { checkerPath, linkProblemText, shareUrl } from '../kit/share/share';
import { canShare, positionDoc } from './rollecateShare';
import { guarded } from '../kit/ErrorBoundary';
import { DownloadLink } from '../kit/DownloadLink';
import { LimitNote } from '../kit/LimitNote';
import { useTable } from '../kit/table/useTable';
import type { TableIslandProps } from '../kit/table/TableFirst';
import { BOT_SPEEDS, type BotSpeed } from '../kit/table/tableMachine';
import { rollecateTable, type RollecateGame } from './table';
import { SAVED_FILE, StartForm, formFrom, newForm, randomSeed, type Form } from './PlayStartForm';
import { startFrom } from './startFrom';
import { Result } from './PlayResult';
import { freshCards, humans, logLines, railwaySize, viewerOf } from './playLog';

/** The start form as the page's first step left it (PlayTableFirst.tsx, before this engine was loaded), and whether Start was pressed there. */
export type PlayTableProps = TableIslandProps<Form>;

/** Where the reader's bot speed is kept (the kit's speeds and pauses). */
const SPEED_KEY = 'rulebook.botSpeed';

function PlayTable({ t, lang, form: firstForm, startNow }: PlayTableProps) {
  const adapter = useMemo(() => rollecateTable({ t, bot: rollecateBotMoveAsync }), [t]);
  const { snap, send, now, linkError, encoded } = useTable({ adapter, speedKey: SPEED_KEY, offerResume: true });
  const ctx = snap?.context ?? null;
  const live = (ctx?.game ?? null) as RollecateGame | null;
  const [form, setForm] = useState<Form>(() => firstForm ?? newForm());
  const { rolling, roll, settle } = useTumble();
  /** The form's choices made no game (the rules' reason). */
  const [startError, setStartError] = useState<string | null>(null);
  const [share, setShare] = useState<{ url: string; copied: boolean | null } | null>(null);
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  /** The log follows its newest line unless the reader has scrolled up in it; then a button leads back down. */
  const { ref: logRef, following, setFollowing, onScroll: onLogScroll, toNewest } = useFollowLog();
  const askRef = useRef<HTMLHeadingElement>(null);
  const error = startError ?? ctx?.botError ?? null;
  const asking = !!snap?.matches('askReplace');
  const skipping = !!ctx?.skipping;

  // A random seed for the form, once the island runs in the browser.
  useEffect(() => setForm((f) => ({ ...f, seed: f.seed || randomSeed() })), []);

  // A new position on the table: an old share link goes; the dice tumble after a roll (settled at once after "skip to my turn").
  const shown = useRef<RollecateGame | null>(null);
  const skipped = useRef(false);
  useEffect(() => {
    const before = shown.current;
    shown.current = live;
    if (!live || !before || live === before) return;
    setShare(null);
    const size = before.snap.context.log.size;
    if (skipped.current) {
      settle();
      if (!skipping) skipped.current = false;
    } else if (live.snap.context.log.size > size && entriesFrom(live.snap.context.log, size).some((e) => e.t === 'roll')) roll();
  }, [live, skipping]);

  // A shared position that would replace something waits for an answer: the question takes the focus. Once answered,
  // the question goes away with the button just pressed: focus what the table offers next.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) askRef.current?.focus();
    else if (wasAsking.current) {
      const next = ['[data-autofocus]', '.rc-player.current .rc-controls button:not([disabled])', '.rc-play-resume button', 'button:not([disabled])'];
      next.map((q) => root.current?.querySelector<HTMLElement>(q)).find(Boolean)?.focus();
    }
    wasAsking.current = asking;
  }, [asking]);

  // When the focused control disappeared with the move, give focus to the next useful one.
  useEffect(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (active && active !== document.body) return;
    const el = root.current;
    if (!el) return;
    const target = el.querySelector<HTMLElement>('[data-autofocus]')
      ?? el.querySelector<HTMLElement>('.rc-player.current .rc-controls button:not([disabled])');
    target?.focus();
  }, [live, error, ctx?.removedSave]);

  /** A new game from the form (the kit asks first when it would replace a refused save), or the finished one `again`. */
  const startGame = (f: Form, again = false) => {
    try {
      const config = startFrom(f, t);
      setForm({ ...f, seed: config.config.seed });
      setStartError(null);
      setShare(null);
      send(again ? { type: 'PLAY_AGAIN', config } : { type: 'START', config });
    } catch (e) {
      setStartError(e instanceof Error ? e.message : String(e));
    }
  };

  // Start pressed on the page's first step, before this engine was here: that game starts now (after the kit's chart has).
  useEffect(() => {
    if (startNow && firstForm) startGame(firstForm);
  }, []);

  /** Back to the form: the game stays saved and is offered there. */
  const toForm = () => {
    setFollowing(true);
    if (live) setForm(formFrom(live, randomSeed()));
    setShare(null);
    setStartError(null);
    send({ type: 'LEAVE' });
  };

  /** A move through the kit; a refusal is said by the board at once, in the rules' words. */
  const onMove = (action: Action): string | null => {
    setShare(null);
    setStatus('');
    send({ type: 'PICK', move: action });
    const refusal = now()?.context.refusal;
    return refusal && refusal.move === action ? refusal.reason : null;
  };

  const undo = () => {
    send({ type: 'TAKE_BACK' });
    setShare(null);
    setStatus(fmt(t, 'play.undone'));
  };

  const skip = () => {
    skipped.current = true;
    send({ type: 'SKIP_BOTS' });
  };

  const shareState = live ? (canShare(live.snap.context) ? live.snap.context : live.turnStart) : null;
  const doShare = () => {
    if (!shareState || typeof window === 'undefined') return;
    const names = shareState.players.map((p) => p.name).join(', ');
    try {
      const url = shareUrl(positionDoc(shareState, fmt(t, 'play.share.title', { names, left: shareState.drawPile.length + 1 })), lang, window.location.origin);
      setShare({ url, copied: null });
      const clip = navigator.clipboard;
      if (!clip?.writeText) {
        setShare({ url, copied: false });
        return;
      }
      clip.writeText(url).then(
        () => setShare({ url, copied: true }),
        () => setShare({ url, copied: false }),
      );
    } catch (e) {
      setStartError(e instanceof Error ? e.message : String(e));
    }
  };

  const lines = useMemo(() => (live ? logLines(live, t) : []), [live?.snap]);

  /** What a shared position would replace: the game on the table or offered on the form, or a refused save. */
  const stake = live ?? (ctx?.resumable as RollecateGame | null | undefined) ?? null;
  const stakeState = stake?.snap.context ?? null;
  const linkBox = (
    <>
      {asking && (
        <section class="rc-play-alert rc-play-ask" role="alert" aria-labelledby="rc-play-ask-title" data-testid="play-ask-shared">
          <h2 id="rc-play-ask-title" tabIndex={-1} ref={askRef}>{fmt(t, 'play.link.ask.title')}</h2>
          <p>
            {!stakeState
              ? fmt(t, 'play.link.ask.refused')
              : fmt(t, 'play.link.ask.game', { names: stakeState.players.map((p) => p.name).join(', '), left: stakeState.drawPile.length })}
          </p>
          <div class="rc-buttons">
            <button type="button" class="primary" onClick={() => send({ type: 'REPLACE' })}>{fmt(t, 'play.link.ask.open')}</button>
            <button type="button" onClick={() => send({ type: 'KEEP' })}>{fmt(t, 'play.link.ask.keep')}</button>
            {!stakeState && ctx?.refusedSave && (
              <DownloadLink text={ctx.refusedSave.text} file={SAVED_FILE}>{fmt(t, 'play.save.download')}</DownloadLink>
            )}
          </div>
          <p>
            <a href={`${checkerPath(lang)}#s=${encoded ?? ''}`}>{fmt(t, 'play.link.ask.checker')}</a>
          </p>
        </section>
      )}
      {ctx?.linkNote?.kind === 'opened' && <p class="rc-play-note" role="status">{fmt(t, 'play.link.opened')}</p>}
      {ctx?.linkNote?.kind === 'bad' && (
        <div class="rc-play-alert" role="alert" data-testid="play-link-error">
          <p>{ctx.linkNote.text}</p>
          {encoded && <p><a href={`${checkerPath(lang)}#s=${encoded}`}>{fmt(t, 'play.link.checker')}</a></p>}
        </div>
      )}
      {linkError?.kind === 'bad' && (
        <p class="rc-play-alert" role="alert" data-testid="play-link-error">{fmt(t, 'play.link.bad', { reason: linkProblemText(t, lang, linkError.decoded) })}</p>
      )}
      {linkError?.kind === 'limit' && (
        <LimitNote t={t} lang={lang} limit={linkError.limit} lead={fmt(t, 'play.link.bad', { reason: '' }).trim()} class="rc-play-alert" testId="play-link-error" />
      )}
    </>
  );

  if (!live) {
    return (
      <div class="rc-play rc-playtable not-content" ref={root}>
        {linkBox}
        <StartForm
          t={t}
          lang={lang}
          form={form}
          setForm={setForm}
          resumable={(ctx?.resumable ?? null) as RollecateGame | null}
          refused={ctx?.refusedSave ?? null}
          freshNote={!!ctx?.removedSave}
          askStart={!!snap?.matches({ setup: 'confirm' })}
          onStart={() => startGame(form)}
          onReplace={() => send({ type: 'CONFIRM_START' })}
          onKeep={() => send({ type: 'CANCEL_START' })}
          onResume={() => send({ type: 'RESUME' })}
          onFresh={() => send({ type: 'REMOVE_SAVED' })}
        />
        {error && <p class="rc-refusal" role="alert">{fmt(t, 'play.error', { message: error })}</p>}
      </div>
    );
  }

  const s = live.snap.context;
  const handover = !!snap?.matches({ playing: 'handover' });
  const kind = live.config.seats[s.current];
  const hasBots = live.config.seats.some((k) => k !== 'human') && humans(live.config).length > 0;
  const mover = s.players[s.current]?.name ?? '';
  const entries = logEntries(s.log);
  const setupDone = entries.findIndex((e) => e.t === 'setupDone');
  const drawsSince = setupDone < 0 ? 0 : entries.slice(setupDone).filter((e) => e.t === 'draw').length;
  const setupEntry = setupDone >= 0 ? (entries[setupDone] as Extract<LogEntry, { t: 'setupDone' }>) : null;

  return (
    <div class="rc-play rc-playtable not-content" ref={root}>
      {linkBox}
      <div class="rc-play-toolbar" role="group" aria-label={fmt(t, 'play.toolbar')}>
        <span class="rc-play-seed">{fmt(t, 'play.seed', { seed: live.config.seed })}</span>
        {snap?.can({ type: 'TAKE_BACK' }) && kind === 'human' && !handover && (
          <button type="button" onClick={undo}>{fmt(t, 'play.undo')}</button>
        )}
        <button type="button" onClick={doShare} disabled={!shareState || handover}>
          {fmt(t, 'play.share')}
        </button>
        <button type="button" onClick={toForm}>{fmt(t, 'play.leave')}</button>
        {hasBots && (
          <label class="rc-play-speed">
            {fmt(t, 'play.speed')}
            <select value={ctx?.speed ?? 'normal'} onChange={(e) => send({ type: 'SPEED', speed: (e.target as HTMLSelectElement).value as BotSpeed })}>
              {BOT_SPEEDS.map((v) => <option key={v} value={v}>{fmt(t, `play.speed.${v}`)}</option>)}
            </select>
          </label>
        )}
      </div>
      {/* Always there while bots play, so the table does not jump each time a bot starts or stops. */}
      {hasBots && s.phase !== 'over' && (
        <p class="rc-play-botline">
          <span class="rc-play-thinking">{kind !== 'human' ? fmt(t, 'play.thinking', { name: mover }) : '\u00a0'}</span>
          {kind !== 'human' && <button type="button" onClick={skip} disabled={skipping} aria-busy={skipping ? 'true' : undefined}>{fmt(t, 'play.skip')}</button>}
        </p>
      )}
      {!shareState && <p class="rc-play-note small">{fmt(t, 'play.share.unavailable')}</p>}
      {share && (
        <div class="rc-play-share">
          <p role="status">{share.copied === true ? fmt(t, 'play.share.copied') : share.copied === false ? fmt(t, 'play.share.manual') : ''}</p>
          <p class="small">{fmt(t, 'play.share.note')}</p>
          <div class="rc-play-sharelink">
            <input type="text" readOnly value={share.url} aria-label={fmt(t, 'play.share.link')} onFocus={(e) => (e.target as HTMLInputElement).select()} />
            <a href={share.url}>{fmt(t, 'play.share.open')}</a>
          </div>
        </div>
      )}
      <p class="sr-only" role="status">{status}</p>
      {!ctx?.storage && <p class="rc-play-note warn">{fmt(t, 'play.save.failed')}</p>}
      {error && <p class="rc-refusal" role="alert">{fmt(t, 'play.error', { message: error })}</p>}

      {s.phase === 'over' && <Result t={t} lang={lang} live={live} onAgain={() => startGame(formFrom(live, live.config.seed), true)} onNew={toForm} />}

      {setupEntry && drawsSince <= s.players.length && s.phase !== 'over' && (
        <p class="rc-play-note setup">
          {fmt(t, 'play.setupNote', { removed: setupEntry.removed, dealt: setupEntry.dealt, left: setupEntry.drawPile })}{' '}
          <RuleLinks text="R3 R5 R6 R7" lang={lang} t={t} />
        </p>
      )}

      <div class="rc-play-main">
        <div class="rc-play-board" style={railwaySize(s)}>
          {handover ? (
            <section class="rc-play-handover" aria-labelledby="rc-play-handover-title">
              <h2 id="rc-play-handover-title">{fmt(t, 'play.handover.title', { name: mover })}</h2>
              <p>{fmt(t, 'play.handover.text', { name: mover })}</p>
              <button type="button" class="primary" onClick={() => send({ type: 'READY' })} data-autofocus>
                {fmt(t, 'play.handover.ready', { name: mover })}
              </button>
            </section>
          ) : (
            <GameBoard
              state={s}
              t={t}
              lang={lang}
              onMove={onMove}
              viewer={viewerOf(live)}
              interactive={kind === 'human' && s.phase !== 'over'}
              hints={live.config.hints}
              fresh={freshCards(entries)}
              rolling={rolling}
              chooseRoll={false}
              guide
            />
          )}
          {!handover && kind === 'human' && s.phase === 'roll' && (
            <details class="rc-play-odds">
              <summary>{fmt(t, 'play.odds', { dice: s.dice })}</summary>
              <OddsPanel t={t} lang={lang} live={rideOdds(s)} />
            </details>
          )}
        </div>
        <section class="rc-play-log" aria-labelledby="rc-play-log-title">
          <h2 id="rc-play-log-title">{fmt(t, 'play.log')}</h2>
          {lines.length === 0 && <p class="small">{fmt(t, 'play.log.empty')}</p>}
          <ol ref={logRef} aria-live="polite" aria-relevant="additions" tabIndex={0} aria-labelledby="rc-play-log-title" onScroll={onLogScroll}>
            {lines.map((line, i) => (
              <li key={i}>
                {line.text}
                {line.cards.length > 0 && (
                  <span class="rc-log-cards" aria-hidden="true">
                    {line.cards.map((c) => <CardView key={c.id} card={c} t={t} mini ids={false} />)}
                  </span>
                )}
              </li>
            ))}
          </ol>
          {!following && (
            <button type="button" class="rc-log-newest" onClick={toNewest}>{fmt(t, 'play.log.newest')}</button>
          )}
        </section>
      </div>
      <CoachPanel game="rollecate" t={t} lang={lang} state={s} names={s.players.map((p) => p.name)} canHint={kind === 'human' && !handover && s.phase !== 'over'} explainSeats={humans(live.config)} onPlay={(a) => onMove(a)} />
    </div>
  );
}

export default guarded(PlayTable, { note: (t) => fmt(t, 'play.err.saved') });
