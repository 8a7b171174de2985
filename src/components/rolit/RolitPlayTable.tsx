/**
 * The Rolit play table (/rolit/play/): a start form, then a whole match run
 * through the statechart (src/machines/rolit/machine.ts), by way of Rolit's
 * TableAdapter (src/play/rolit/table.ts). The table's own flow (the form, the bots' pace,
 * skip, take-back, saving after every move, refused saves, shared links) is
 * the kit's chart (src/play/kit/table/tableMachine.ts); this file draws it. The rules
 * chart's guard asks the rules core, so a refused try shows the core's RO
 * reason. Bots (src/machines/rolit/bots.ts) choose among the core's legal
 * squares. The match is saved in localStorage after every move
 * (src/play/rolit/rolitSave.ts); "share this position" writes a Rolit contract scenario into
 * the URL fragment (src/play/rolit/rolitShare.ts).
 *
 * A shared position never replaces a game without asking: with a match in
 * progress, or a saved game that could not be resumed, the table asks first
 * and offers the ruling checker instead (the kit's SharedLinkNotes). A saved game that cannot be resumed
 * is said to be so, offered for download and left in the browser until the
 * visitor removes it or agrees to replace it.
 *
 * Bots move at a readable pace the visitor can change (at once under
 * prefers-reduced-motion), and "skip to my turn" plays them out at once. The
 * last move's turned balls stay marked until the next move; hovering or
 * focusing a square previews what it would turn (RolitBoard). A click on a
 * forbidden square shows the core's refusal, as a typed one does (TypedSquare.tsx). The log
 * keeps its newest line in view. The optional one-minute limit (RO15) can be
 * switched on in the form; it shows a countdown and says when a move is over time.
 *
 * A person's ball can be taken back, with the bots' replies, until the next round starts (the other tables undo
 * too; here nothing is hidden or rolled, so a take-back tells a player nothing new).
 *
 * Its words are tableWords.ts, its result RolitResult.tsx; the kit draws the speed, log, share link and save notes.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFollowLog } from '../kit/log/useFollowLog';
import { FollowingLog } from '../kit/log/FollowingLog';
import RolitBoard from './RolitBoard';
import { rolitBotMove as chooseMove } from '../coach/rolitBot';
import CoachPanel from '../coach/CoachPanel';
import type { RolitConfig } from '../../play/rolit/rolitSave';
import { givenName, namesToShare, rolitTable, type RolitGame, type RolitMove } from '../../play/rolit/table';
import { useTable } from '../kit/table/useTable';
import type { TableIslandProps } from '../kit/table/TableFirst';
import { RolitStartForm, SAVED_FILE, boardStrings } from './RolitStartForm';
import { configFromForm, defaultForm } from '../../play/rolit/startForm';
import { positionDoc } from '../../play/rolit/rolitShare';
import { readEdition } from '../../play/rolit/editionChoice';
import { botBallsUndone, refusedSquare } from '../../play/rolit/tableView';
import { lastBall } from '../../play/rolit/boardView';
import { matchPhase, type RolitMatch } from '../../machines/rolit/rules/match';
import { legalPlacements, mayPlaceFreely } from '../../machines/rolit/rules/play';
import type { Colour } from '../../machines/rolit/rules/types';
import { shareLinks, type ShareLinks } from '../../play/kit/share';
import { ShareLinkField } from '../kit/share/ShareLinkField';
import { cap, fmt } from '../../play/kit/fmt';
import { guarded } from '../kit/ErrorBoundary';
import { SaveNotes } from '../kit/save/SavedGameRefused';
import type { BotSpeed } from '../../play/kit/table/tableMachine';
import { BotPace } from '../kit/table/BotPace';
import { SharedLinkNotes } from '../kit/table/SharedLinkNotes';
import { RolitClock } from './RolitClock';
import { RolitResult } from './RolitResult';
import { TypedSquare } from './TypedSquare';
import { tableWords } from './tableWords';
import { TableShell } from '../kit/table/TableShell';

/** The start form as the page's first step left it (RolitPlayTableFirst.tsx, before this engine was loaded), and whether Start was pressed there. */
export type Props = TableIslandProps<RolitConfig>;

/** How long a bot waits before its move, per speed setting (ms); under reduced motion it does not wait. */
export const BOT_PACE: Readonly<Record<BotSpeed, number>> = { slow: 2000, normal: 1200, fast: 500 };
const SPEED_KEY = 'rulebook.rolit.botSpeed';

function RolitPlayTable({ t, lang, form: firstForm, startNow }: Props) {
  // RolitBoard reads `ro.` keys; our own `rop.ro.` copies fill them in when the board's strings are missing.
  const bt = useMemo(() => boardStrings(t, lang), [t]);
  const colourName = (c: Colour) => bt[`ro.colour.${c}`] ?? c;

  // The table's flow (start form, bots' pace, skip, take-back, saving, shared links) is the kit's chart.
  const adapter = useMemo(() => rolitTable({ t, bot: chooseMove }), [t]);
  const { snap, send: sendTable, linkError, encoded } = useTable({ adapter, speedKey: SPEED_KEY, pace: BOT_PACE });
  const ctx = snap?.context ?? null;
  const game = (ctx?.game ?? null) as RolitGame | null;
  const refused = ctx?.refusedSave ?? null;
  const incoming = snap?.matches('askReplace') ? (ctx?.incoming as RolitGame | null) : null;

  const [form, setForm] = useState<RolitConfig>(() => firstForm ?? defaultForm());
  /** A typed square that is not a square at all (the board never sends one): said here, the table unchanged. */
  const [typedRefusal, setTypedRefusal] = useState<string | null>(null);
  const [shareLink, setShareLink] = useState<ShareLinks | null>(null);
  const [handover, setHandover] = useState(false);
  /** The last take-back, for the status line: shown while the table still stands on the game it returned to. */
  const [takenBack, setTakenBack] = useState<{ to: RolitGame; colour: Colour; bots: number } | null>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The log keeps its newest line in view unless the reader scrolled up to an older one.
  const follow = useFollowLog();
  /** The last placement was made from the board with the keyboard or mouse: bring focus back to it when it is our turn again. */
  const keepFocus = useRef(false);

  // A new game starts in the reader's edition (the page's first step has already read it into its form).
  useEffect(() => {
    if (!firstForm) setForm((f) => ({ ...f, edition: readEdition() }));
  }, []);

  /** What opening a shared position would replace: a match in progress, or a kept saved game that could not be resumed. */

  const keepMine = () => {
    sendTable({ type: 'KEEP' });
    // The question goes away with the button just pressed: focus the table's status, or the start form.
    setTimeout(() => (statusRef.current ?? rootRef.current?.querySelector<HTMLElement>('.rop-form input, .rop-form button'))?.focus(), 0);
  };

  // Every change of the game drops a share link made for the one before, and a typed square's complaint.
  useEffect(() => {
    setShareLink(null);
    setTypedRefusal(null);
  }, [game]);

  const match: RolitMatch | null = game ? game.snap.context : null;
  const g = match?.game ?? null;
  const phase = match ? matchPhase(match) : null;
  const botToMove = !!g && phase === 'placing' && game?.config.seats[g.current] === 'bot';
  const legal = g && phase === 'placing' && !botToMove ? legalPlacements(g) : [];

  const lastPlace = g ? lastBall(g.log) : undefined;

  /** The refusal to show: a typed square that is none, or the rules' answer to the last move (its square marked on the board). */
  const tried = ctx?.refusal ?? null;
  const triedRefusal = tried?.detail as { rule?: string; key?: string } | undefined;
  const triedMove = tried?.move as RolitMove | undefined;
  const refusal: { text: string; square: string | null } | null = typedRefusal
    ? { text: typedRefusal, square: null }
    : tried
      ? {
        text: fmt(t, 'rop.refused', { why: tried.reason }),
        square: refusedSquare(triedMove, triedRefusal),
      }
      : null;

  const send = (square: string) => {
    if (!game) return;
    if (document.activeElement?.closest?.('.ro-board')) keepFocus.current = true;
    setTypedRefusal(null);
    sendTable({ type: 'PICK', move: { type: 'ball.place', square } });
  };

  /** Takes back the last ball a person placed, with every bot reply since. */
  const takeBack = () => {
    const to = ctx?.back.at(-1) as RolitGame | undefined;
    if (!game || !to || !snap?.can({ type: 'TAKE_BACK' })) return;
    setTakenBack({ to, colour: to.snap.context.game.current, bots: botBallsUndone(game.snap.context, to.snap.context) });
    sendTable({ type: 'TAKE_BACK' });
    keepFocus.current = true;
  };

  // Focus follows the game: back to the board when a person is to move again, to the result when a round ends.
  useEffect(() => {
    if (!keepFocus.current || !rootRef.current) return;
    if (phase === 'placing' && !botToMove) {
      const el = rootRef.current.querySelector<SVGGElement>('.ro-btn[tabindex="0"]');
      if (el) {
        el.focus();
        keepFocus.current = false;
      }
    } else if (phase !== 'placing') {
      rootRef.current.querySelector<HTMLElement>('.rop-result h3')?.focus();
      keepFocus.current = false;
    }
  }, [game]);

  // Hot-seat with two or more people: say whose turn it is when the person changes.
  useEffect(() => {
    if (!g || phase !== 'placing') return;
    const humans = game ? Object.values(game.config.seats).filter((k) => k === 'human').length : 0;
    setHandover(humans > 1 && game?.config.mode === 'hotseat');
  }, [g?.current, phase]);

  /** "Skip to my turn": the bots play on at once until a person is to move or the round is over. */
  const skipBots = () => {
    sendTable({ type: 'SKIP_BOTS' });
    keepFocus.current = true;
  };

  const focusStatus = () => window.setTimeout(() => statusRef.current?.focus(), 0);
  // With a saved game that could not be resumed kept, the chart asks first (setup.confirm).
  const start = (f: RolitConfig) => {
    const config = configFromForm(f);
    if (!config) return;
    sendTable({ type: 'START', config });
    focusStatus();
  };

  // Start pressed on the page's first step, before this engine was here: that game starts now (after the kit's chart has).
  useEffect(() => {
    if (startNow && firstForm) start(firstForm);
  }, []);

  if (!snap) return <p class="rop-loading">{t['rop.loading']}</p>;

  const linkBox = (
    <SharedLinkNotes
      t={t} lang={lang}
      cls={{ box: 'rop-alert', buttons: 'rop-actions', primary: 'rop-primary', note: 'rop-notice' }}
      ids={{ title: 'rop-ask-title', ask: 'rop-ask-shared', error: 'rop-link-error' }}
      asking={!!incoming}
      stake={game && match ? fmt(t, 'rop.share.stake', { n: match.starters.length, rounds: match.rounds, balls: match.game.cells.filter((c) => c !== '.').length }) : null}
      refused={refused} savedFile={SAVED_FILE} opened={t['rop.share.opened'] ?? ''}
      encoded={encoded} linkError={linkError}
      linkNote={ctx?.linkNote ?? null}
      onOpen={() => sendTable({ type: 'REPLACE' })}
      onKeep={keepMine}
    />
  );

  if (!game || !match || !g) {
    return (
      <div class="rop-play" ref={rootRef}>
        {linkBox}
        <SaveNotes t={t} prefix="rop.save." cls="rop" refused={refused} removed={!!ctx?.removedSave} file={SAVED_FILE} onRemove={() => sendTable({ type: 'REMOVE_SAVED' })} />
        <RolitStartForm
          t={t}
          lang={lang}
          form={form}
          setForm={setForm}
          onStart={() => start(form)}
          asking={snap.matches({ setup: 'confirm' }) ? refused : null}
          onReplace={() => {
            sendTable({ type: 'CONFIRM_START' });
            focusStatus();
          }}
          onKeep={() => sendTable({ type: 'CANCEL_START' })}
        />
      </div>
    );
  }

  // ------------------------------------------------------------------ the table
  const words = tableWords(t, colourName, game);
  const { seatOf, seatName, who, humans, you } = words;
  const colours = match.colours;
  const counts = (c: Colour) => g.cells.filter((x) => x === c).length;
  const roundNo = match.starters.length;

  const share = () => {
    const doc = positionDoc(g, fmt(t, 'rop.share.title', { colour: seatName(g.current) }), namesToShare(game.config, g.players));
    setShareLink(shareLinks('rolit', doc, lang, window.location.origin));
  };

  return (
    <TableShell
      t={t}
      cls="rop-play"
      rootRef={rootRef}
      head={linkBox}
      top={<>
      <h2 class="rop-status" ref={statusRef} tabIndex={-1} id="rop-status">{cap(words.status)}</h2>
      <p class="rop-meta">{words.meta}</p>
      <ul class="ro-counts rop-counts" aria-label={t['rop.counts']}>
        {g.players.map((c) => (
          <li key={c} class={c === g.current && phase === 'placing' ? 'current' : ''}>
            <span class={`ro-chip ro-chip-${c}`} aria-hidden="true" />
            {who(c)}: {counts(c)}
          </li>
        ))}
      </ul>
      {handover && phase === 'placing' && !botToMove && (
        <p class="rop-hint">{words.handover(g.current)}</p>
      )}
      </>}
      board={
        <RolitBoard
          board={g.cells}
          size={g.size}
          legal={legal}
          onPlace={phase === 'placing' && !botToMove ? (sq) => send(sq) : undefined}
          flipped={lastPlace?.captured ?? []}
          last={lastPlace?.square ?? null}
          current={phase === 'placing' ? g.current : null}
          players={g.players}
          marked={refusal?.square ? [refusal.square] : []}
          status={phase === 'placing' && givenName(game.config, g.current) ? fmt(bt, 'ro.board.turn', { colour: cap(seatName(g.current)) }) : undefined}
          t={bt}
          label={fmt(t, 'rop.boardLabel', { size: g.size })}
        />
      }
      side={
        <div class="rop-side">
          {phase === 'placing' && !botToMove && (
            <TypedSquare t={t} accepts={(sq) => adapter.play(game, { type: 'ball.place', square: sq }).ok} onPlace={send} onRefused={setTypedRefusal} />
          )}
          <p class="rop-refusal" role="alert">{refusal?.text ?? ''}</p>
          {phase === 'placing' && !botToMove && (
            <>
              <p class="rop-hint">{fmt(t, 'rop.legal', { squares: legal.join(', ') })}</p>
              <p class="rop-hint" data-testid="rop-why-legal">{t[mayPlaceFreely(g) ? 'rop.free' : 'rop.mustCapture']}</p>
            </>
          )}
          <RolitClock t={t} on={!!game.config.timer && phase === 'placing' && !botToMove} since={[g.log.length, match.starters.length]} />
          {phase === 'placing' && humans.length > 0 && colours.some((c) => seatOf(c) === 'bot') && (
            <BotPace speed={ctx?.speed ?? 'normal'} onSpeed={(v) => sendTable({ type: 'SPEED', speed: v })} t={t}
              botToMove={botToMove} onSkip={skipBots} skipping={!!ctx?.skipping} />
          )}
          {phase === 'betweenRounds' && (
            <>
              <RolitResult t={t} match={match} words={words} title={fmt(t, 'rop.result.roundTitle', { n: roundNo })} id="rop-round-result" />
              <p class="rop-hint" data-testid="rop-next-order">{t[g.edition === 'es' ? 'rop.nextOrder.es' : 'rop.nextOrder.standard']}</p>
              {/* A new round is not taken back: the balls of the last one stay where they ended (the adapter's canTakeBack). */}
              <button type="button" class="rop-primary" onClick={() => sendTable({ type: 'PICK', move: { type: 'round.next' } })}>{t['rop.nextRound']}</button>
            </>
          )}
          {phase === 'matchOver' && <RolitResult t={t} match={match} words={words} title={t['rop.result.matchTitle'] ?? ''} id="rop-match-result" />}
          {takenBack?.to === game && (
            <p class="rop-notice" role="status" data-testid="rop-taken-back">{words.takenBack(takenBack.colour, takenBack.bots)}</p>
          )}
          <div class="rop-actions">
            {snap.can({ type: 'TAKE_BACK' }) && <button type="button" onClick={takeBack}>{t[you ? 'rop.takeBack.mine' : 'rop.takeBack']}</button>}
            {phase === 'placing' && <button type="button" onClick={share}>{t['rop.share.button']}</button>}
            <button type="button" onClick={() => sendTable({ type: 'NEW_GAME' })}>{t['rop.newGame']}</button>
          </div>
          {shareLink && (
            <ShareLinkField cls="rop" link={shareLink.table} href={shareLink.checker} label={t['rop.share.label'] ?? ''} open={t['rop.share.check'] ?? ''} />
          )}
          <FollowingLog
            follow={follow}
            cls="rop-log"
            titleId="rop-log-title"
            newestCls="rop-newest"
            title={t['rop.log.title'] ?? ''}
            intro={<p class="rop-hint">{fmt(t, 'rop.starter', { colour: seatName(match.starters.at(-1) ?? g.players[0] as Colour) })}</p>}
            live
            testId="rop-log"
            newest={t['rop.log.newest'] ?? ''}
          >
            {g.log.map((e, i) => <li key={i}>{cap(words.describe(e))}</li>)}
          </FollowingLog>
          <CoachPanel game="rolit" t={t} lang={lang} state={g} names={g.players.map(seatName)} canHint={phase === 'placing' && !botToMove} onPlay={(sq) => send(sq)} />
        </div>
      }
    />
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(RolitPlayTable, { note: (t) => fmt(t, 'rop.err.saved') });
