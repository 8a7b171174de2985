/**
 * <PlayTable> island: a whole game of Rollecate on one page. A start form
 * (hot-seat, against bots, solo, hard solo, against Betsy; names, seed, rule
 * switches), then the table. The table's flow — bots and Betsy at the chosen
 * speed (the dice left in view after their roll), skip to my turn, the
 * hand-over between people at one screen, saving after every move, undo until
 * the dice roll, resuming, refused saves and shared positions that ask first —
 * is the table kit's chart (src/play/kit/table/tableMachine.ts) over Rollecate's
 * adapter (src/play/rollecate/table.ts). This island draws it: the board, the log, the toolbar,
 * the questions; it decides no rule and no turn.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFollowLog } from '../kit/log/useFollowLog';
import type { Action } from '../../machines/rollecate/rules/types';
import { logEntries } from '../../machines/shared/logbook';
import { rolledSince } from '../../play/kit/rolled';
import { fmt } from '../../play/kit/fmt';
import CoachPanel from '../coach/CoachPanel';
import { rollecateBotMoveAsync } from '../coach/rollecateBot';
import { GameBoard, RuleLinks } from './GameBoard';
import { useTumble } from '../kit/useTumble';
import { CardView } from './CardView';
import OddsPanel from './OddsPanel';
import { rideOdds } from '../../machines/rollecate/rules/odds';
import { shareLinks, type ShareLinks } from '../../play/kit/share';
import { canShare, positionDoc } from '../../play/rollecate/rollecateShare';
import { guarded } from '../kit/ErrorBoundary';
import { useTable } from '../kit/table/useTable';
import type { TableIslandProps } from '../kit/table/TableFirst';
import { BotPace } from '../kit/table/BotPace';
import { FollowingLog } from '../kit/log/FollowingLog';
import { rollecateTable, type RollecateGame } from '../../play/rollecate/table';
import { SAVED_FILE, StartForm } from './PlayStartForm';
import { randomSeed } from '../../play/kit/seed';
import { formFrom, newForm, type Form } from '../../play/rollecate/startForm';
import { startFrom } from '../../play/rollecate/startFrom';
import { Result } from './PlayResult';
import { SharedLinkNotes } from '../kit/table/SharedLinkNotes';
import { logLines, railwaySize } from './playLog';
import { freshCards, humans, setupShown, viewerOf } from '../../play/rollecate/tableView';
import { TableShell } from '../kit/table/TableShell';

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
  const [share, setShare] = useState<{ links: ShareLinks; copied: boolean | null } | null>(null);
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  /** The log follows its newest line unless the reader has scrolled up in it; then a button leads back down. */
  const follow = useFollowLog();
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
    } else if (rolledSince(live.snap.context.log, size)) roll();
  }, [live, skipping]);

  // A shared position that would replace something waits for an answer: the question takes the focus (the kit's Ask). Once
  // answered, the question goes away with the button just pressed: focus what the table offers next.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (!asking && wasAsking.current) {
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
    follow.setFollowing(true);
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
      const links = shareLinks('rollecate', positionDoc(shareState, fmt(t, 'play.share.title', { names, left: shareState.drawPile.length + 1 })), lang, window.location.origin);
      setShare({ links, copied: null });
      const clip = navigator.clipboard;
      if (!clip?.writeText) {
        setShare({ links, copied: false });
        return;
      }
      clip.writeText(links.table).then(
        () => setShare({ links, copied: true }),
        () => setShare({ links, copied: false }),
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
    <SharedLinkNotes
      t={t}
      lang={lang}
      cls={{ box: 'rc-play-alert rc-play-ask', buttons: 'rc-buttons', primary: 'primary', note: 'rc-play-note' }}
      ids={{ title: 'rc-play-ask-title', ask: 'play-ask-shared', error: 'play-link-error' }}
      asking={asking}
      stake={stakeState ? fmt(t, 'play.link.stake', { names: stakeState.players.map((p) => p.name).join(', '), left: stakeState.drawPile.length }) : null}
      refused={ctx?.refusedSave ?? null}
      savedFile={SAVED_FILE}
      opened={fmt(t, 'play.link.opened')}
      encoded={encoded}
      linkError={linkError}
      linkNote={ctx?.linkNote ?? null}
      onOpen={() => send({ type: 'REPLACE' })}
      onKeep={() => send({ type: 'KEEP' })}
    />
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
  const setupEntry = setupShown(s, entries);

  return (
    <TableShell
      t={t}
      cls="rc-play rc-playtable not-content"
      rootRef={root}
      head={linkBox}
      tools={<>
      <div class="rc-play-toolbar" role="group" aria-label={fmt(t, 'play.toolbar')}>
        <span class="rc-play-seed">{fmt(t, 'play.seed', { seed: live.config.seed })}</span>
        {snap?.can({ type: 'TAKE_BACK' }) && kind === 'human' && !handover && (
          <button type="button" onClick={undo}>{fmt(t, 'play.undo')}</button>
        )}
        <button type="button" onClick={doShare} disabled={!shareState || handover}>
          {fmt(t, 'play.share')}
        </button>
        <button type="button" onClick={toForm}>{fmt(t, 'play.leave')}</button>
      </div>
      {!shareState && <p class="rc-play-note small">{fmt(t, 'play.share.unavailable')}</p>}
      {share && (
        <div class="rc-play-share">
          <p role="status">{share.copied === true ? fmt(t, 'play.share.copied') : share.copied === false ? fmt(t, 'play.share.manual') : ''}</p>
          <p class="small">{fmt(t, 'play.share.note')}</p>
          <div class="rc-play-sharelink">
            <input type="text" readOnly value={share.links.table} aria-label={fmt(t, 'play.share.link')} onFocus={(e) => (e.target as HTMLInputElement).select()} />
            <a href={share.links.checker}>{fmt(t, 'play.share.open')}</a>
          </div>
        </div>
      )}
      {!ctx?.storage && <p class="rc-play-note warn">{fmt(t, 'play.save.failed')}</p>}
      {setupEntry && (
        <p class="rc-play-note setup">
          {fmt(t, 'play.setupNote', { removed: setupEntry.removed, dealt: setupEntry.dealt, left: setupEntry.drawPile })}{' '}
          <RuleLinks text="R3 R5 R6 R7" lang={lang} t={t} />
        </p>
      )}
      </>}
      top={<>
      {/* Always there while bots play, so the table does not jump each time a bot starts or stops. */}
      {hasBots && s.phase !== 'over' && (
        <BotPace
          speed={ctx?.speed ?? 'normal'}
          onSpeed={(v) => send({ type: 'SPEED', speed: v })}
          t={t}
          botToMove={kind !== 'human'}
          thinking={fmt(t, 'play.thinking', { name: mover })}
          onSkip={skip}
          skipping={skipping}
        />
      )}
      <p class="sr-only" role="status">{status}</p>
      {error && <p class="rc-refusal" role="alert">{fmt(t, 'play.error', { message: error })}</p>}

      {s.phase === 'over' && <Result t={t} lang={lang} live={live} onAgain={() => startGame(formFrom(live, live.config.seed), true)} onNew={toForm} />}

      </>}
      board={
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
      }
      side={<>
        <FollowingLog
          follow={follow}
          cls="rc-play-log"
          titleId="rc-play-log-title"
          newestCls="rc-log-newest"
          level={2}
          title={fmt(t, 'play.log')}
          intro={lines.length === 0 && <p class="small">{fmt(t, 'play.log.empty')}</p>}
          live
          newest={fmt(t, 'play.log.newest')}
        >
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
        </FollowingLog>
        <CoachPanel game="rollecate" t={t} lang={lang} state={s} names={s.players.map((p) => p.name)} canHint={kind === 'human' && !handover && s.phase !== 'over'} explainSeats={humans(live.config)} onPlay={(a) => onMove(a)} />
      </>}
    />
  );
}

export default guarded(PlayTable, { note: (t) => fmt(t, 'play.err.saved') });
