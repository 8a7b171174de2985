/**
 * The Steam Rollers play table (/steam-rollers/play/): a start form, then a
 * whole game run through the statechart (src/machines/steam-rollers/machine.ts)
 * by way of the game's TableAdapter (src/play/steam-rollers/table.ts), whose rules chart asks the
 * rules core, so a refused try shows the core's clause and reason in the
 * page's language. The table's own flow (form, bots' pace, skip, take-back,
 * saving, a refused save) is the kit's chart (src/play/kit/table/tableMachine.ts);
 * this file draws it. Seats are people at this
 * screen (hot-seat) or bots (../../machines/steam-rollers/bots.ts), which
 * choose among the core's legal moves at a readable pace (at once under
 * prefers-reduced-motion; "skip to my turn" plays them out at once).
 *
 * The game is saved in localStorage after every move as its settings and the
 * moves played (src/play/steam-rollers/steamSave.ts): a save is replayed through the rules, so a
 * damaged one is refused with the move that breaks them, kept, and offered
 * for download. A person may take back their action until the next player
 * drafts. "Share this position" writes a Steam Rollers scenario file into a
 * link to this table (the ruling checker beside it); such a link opens here,
 * asking first when it would replace a game (the kit's SharedLinkNotes).
 *
 * Its parts: the choices of a person to move (SteamMoves.tsx), the dice, supply board and cards (SteamTableSide.tsx),
 * the sheets (SteamSheets.tsx), the score sheet (SteamResult.tsx), the live region's news and the log's lines (useTableNews.ts); the kit draws the
 * speed, the log, the share link and the save notes.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFollowLog } from '../kit/log/useFollowLog';
import { FollowingLog } from '../kit/log/FollowingLog';
import { legalDeliveries } from '../../machines/steam-rollers/rules/deliver';
import { legalMoves } from '../../machines/steam-rollers/rules/legal';
import { rolledSince } from '../../play/kit/rolled';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import { dieInHand } from '../../machines/steam-rollers/rules/state';
import type { BuildEvent, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { shareLinks, type ShareLinks } from '../../play/kit/share';
import { ShareLinkField } from '../kit/share/ShareLinkField';
import { guarded } from '../kit/ErrorBoundary';
import { SaveNotes } from '../kit/save/SavedGameRefused';
import type { BotSpeed } from '../../play/kit/table/tableMachine';
import { BotPace } from '../kit/table/BotPace';
import { fmt } from '../../play/kit/fmt';
import { useTumble } from '../kit/useTumble';
import type { SeatKind } from '../../play/steam-rollers/steamSave';
import { seatNames, steamTable, type SteamGame } from '../../play/steam-rollers/table';
import { useTable } from '../kit/table/useTable';
import type { TableIslandProps } from '../kit/table/TableFirst';
import { SteamStartForm } from './SteamStartForm';
import { configFromForm, defaultForm, type FormState } from '../../play/steam-rollers/startForm';
import { positionDoc } from '../../play/steam-rollers/steamShare';
import { statusText } from './words';
import TryPieces from './TryPieces';
import TryToggle from '../kit/table/TryToggle';
import { SteamMoves } from './SteamMoves';
import { SteamResult } from './SteamResult';
import { SteamSheets } from './SteamSheets';
import { SteamTableSide } from './SteamTableSide';
import { tryDelivery } from '../../play/steam-rollers/tryDelivery';
import { buildsByHex, tryBuild } from '../../play/steam-rollers/mapChoices';
import { useTableNews } from './useTableNews';
import './steam.css';
import CoachPanel from '../coach/CoachPanel';
import { steamBotMoveAsync } from '../coach/steamBot';
import { TableShell } from '../kit/table/TableShell';
import { SharedLinkNotes } from '../kit/table/SharedLinkNotes';
import { useMapInView } from './useMapInView';
import { useMapRoom } from './useMapRoom';

/** The start form as the page's first step left it (SteamPlayTableFirst.tsx, before this engine was loaded), and whether Start was pressed there. */
export type Props = TableIslandProps<FormState>;

/** A bot's pause before each move by the chosen speed, so a person can follow the draft (the same choice as the Rollecate table's). */
const BOT_PAUSES: Readonly<Record<BotSpeed, number>> = { slow: 1500, normal: 700, fast: 250 };
const SPEED_KEY = 'rulebook.botSpeed';

const SAVED_FILE = 'steam-rollers-saved-game.json';

function SteamPlayTable({ t, lang, form: firstForm, startNow }: Props) {
  // The table's flow (the form, the bots' pace, skip, take-back, saving after every move, a refused save) is the kit's chart.
  const adapter = useMemo(() => steamTable({ t, bot: steamBotMoveAsync }), [t]);
  const { snap, send: sendTable, linkError, encoded } = useTable({ adapter, speedKey: SPEED_KEY, pace: BOT_PAUSES });
  const ctx = snap?.context ?? null;
  const game = (ctx?.game ?? null) as SteamGame | null;
  /** "Skip to my turn" is playing the bots on (one may think in the coach's worker). */
  const skipping = !!ctx?.skipping;
  const [form, setForm] = useState<FormState>(() => firstForm ?? defaultForm());
  /** The hex of the last build tried on the map, marked when the rules refuse it. */
  const triedHex = useRef<string | null>(null);
  const [pickedHex, setPickedHex] = useState<string | null>(null);
  const [preview, setPreview] = useState(0);
  /** Which of the chosen hex's allowed tracks is drawn on the map, about to be drawn. */
  const [drawAt, setDrawAt] = useState(0);
  /** The kit's "try an illegal move" mode: every cube, engine box, card and die can be chosen, and the rules answer. */
  const [trying, setTrying] = useState(false);
  const [shareLink, setShareLink] = useState<ShareLinks | null>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The log follows its newest line unless the reader has scrolled up in it; then a button leads back down. */
  const follow = useFollowLog();
  const keepFocus = useRef(false);
  const s = game?.snap.context ?? null;
  const actor = s ? actorOf(s) : 0;
  const kindOf = (seat: number): SeatKind => game?.config.seats[seat] ?? 'human';
  const botToMove = !!s && s.phase !== 'over' && kindOf(actor) !== 'human';
  const names = useMemo(() => (game ? seatNames(game.config, t) : []), [game?.config]);
  const who = (seat: number) => names[seat] ?? fmt(t, 'sr.player', { n: seat + 1 });
  const { news, logLines, tookBack } = useTableNews(game, names, t, who);

  // A roll since the last change (a bot's, a person's, or one among the moves "skip to my turn" played): the dice
  // tumble in, before the first paint that shows them; not for a game loaded, started or taken back. The live
  // region says the roll once, with the log's line.
  const { rolling, rollKey, roll } = useTumble();
  const seenLog = useRef<SteamState['log'] | null>(null);
  useLayoutEffect(() => {
    const log = s?.log ?? null;
    const before = seenLog.current;
    seenLog.current = log;
    if (log && before && rolledSince(log, before.size)) roll();
  }, [s?.log]);

  /** The refusal of the last move tried, in the page's words, and the hex it was tried on. */
  const [dismissed, setDismissed] = useState<unknown>(null);
  const tried = ctx?.refusal && ctx.refusal !== dismissed ? ctx.refusal : null;
  const refusal = tried ? fmt(t, 'sr.play.refused', { why: tried.reason }) : null;
  const refusedHex = tried ? triedHex.current : null;

  /** Plays a person's move through the kit; the rules' refusal comes back in the chart's context. */
  const send = (e: SteamEvent, hex: string | null = null) => {
    if (!game) return;
    triedHex.current = hex;
    if (document.activeElement?.closest?.('.srp-play')) keepFocus.current = true;
    sendTable({ type: 'PICK', move: e });
  };

  // Every change of the game: a chosen hex, a preview and a share link are for the game before.
  useEffect(() => {
    setPickedHex(null);
    setPreview(0);
    setShareLink(null);
  }, [game]);

  // Focus follows the game: to the choices when a person is to move again, to the score sheet at the end.
  useEffect(() => {
    if (!keepFocus.current || !rootRef.current || !s) return;
    if (s.phase === 'over') {
      rootRef.current.querySelector<HTMLElement>('.srp-result h3')?.focus();
      keepFocus.current = false;
    } else if (!botToMove) {
      const el = rootRef.current.querySelector<HTMLElement>('.srp-moves button, .srp-moves .sr-btn[tabindex="0"]') ?? statusRef.current;
      el?.focus();
      keepFocus.current = false;
    }
  }, [game]);

  // A hex chosen: its first allowed track is drawn in it, with the whole map and the bar under it in view.
  useMapInView(pickedHex, rootRef, () => setDrawAt(0));
  useMapRoom(rootRef);

  /** A new game from the form's choices. */
  const startFrom = (f: FormState) => {
    const config = configFromForm(f);
    // The form says that starting replaces a saved game that could not be resumed: pressing Start is the yes.
    sendTable({ type: 'START', config });
    sendTable({ type: 'CONFIRM_START' });
    window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  // Start pressed on the page's first step, before this engine was here: that game starts now (after the kit's chart has).
  useEffect(() => {
    if (startNow && firstForm) startFrom(firstForm);
  }, []);

  if (!snap) return <p class="srp-loading">{t['sr.play.loading']}</p>;

  /** A shared position in the address: the question before it replaces a game in progress or a refused save, or why it was refused. */
  const stake = s && s.phase !== 'over' ? fmt(t, 'sr.play.link.stake', { round: s.round, who: who(actorOf(s)) }) : null;
  const linkBox = (
    <SharedLinkNotes
      t={t} lang={lang} cls={{ box: 'srp-alert', buttons: 'srp-actions', primary: 'srp-primary', note: 'srp-hint' }}
      ids={{ title: 'srp-ask-title', ask: 'srp-ask-shared', error: 'srp-link-error' }}
      asking={!!snap.matches('askReplace')} stake={stake} refused={ctx?.refusedSave ?? null} savedFile={SAVED_FILE}
      opened={t['sr.play.link.opened'] ?? ''} encoded={encoded} linkError={linkError} linkNote={ctx?.linkNote ?? null}
      onOpen={() => sendTable({ type: 'REPLACE' })} onKeep={() => sendTable({ type: 'KEEP' })}
    />
  );

  // ------------------------------------------------------------------ start form
  if (!game || !s) {
    const refused = ctx?.refusedSave ?? null;
    return (
      <div class="srp-play" ref={rootRef}>
        {linkBox}
        <SaveNotes t={t} prefix="sr.play.save." cls="srp" refused={refused} removed={!!ctx?.removedSave} file={SAVED_FILE} onRemove={() => sendTable({ type: 'REMOVE_SAVED' })} />
        <SteamStartForm t={t} lang={lang} form={form} setForm={setForm} onStart={() => startFrom(form)} replacing={!!refused} />
      </div>
    );
  }

  // ------------------------------------------------------------------ the table
  const over = s.phase === 'over';
  const inHand = dieInHand(s);
  const human = !over && !botToMove;
  const myAction = human && s.phase === 'action' && !!inHand;
  // The rules' moves, once per drawing: the buttons come from them and so do the builds (legalMoves lists legalBuilds').
  const moves = human ? legalMoves(s) : [];
  const builds = myAction ? moves.filter((m): m is BuildEvent => m.type === 'track.build') : [];
  const { legalHexes, hexBuilds } = buildsByHex(builds, pickedHex);
  const drawing = hexBuilds[drawAt] ?? hexBuilds[0] ?? null;
  const turn = (step: 1 | -1) => setDrawAt((i) => (i + step + hexBuilds.length) % Math.max(1, hexBuilds.length));
  /** Back to the map, on the hex that was being drawn in. */
  const toMap = () => {
    const hex = pickedHex;
    setPickedHex(null);
    if (hex) window.setTimeout(() => rootRef.current?.querySelector<HTMLElement>(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`)?.focus(), 0);
  };
  const trial = trying && human;
  const deliveries = myAction ? legalDeliveries(s) : [];
  const shown = deliveries[preview] ?? deliveries[0] ?? null;
  const humansLeft = game.config.seats.some((k) => k === 'human');
  const hasBots = game.config.seats.some((k) => k !== 'human');
  const phaseText = () => statusText(t, s, who);
  const status = over ? phaseText() : `${fmt(t, 'sr.play.round', { n: s.round })} · ${phaseText()}`;

  const onHex = (hex: string) => {
    if (!myAction) return;
    if (builds.some((b) => b.hex === hex)) {
      setDismissed(ctx?.refusal ?? null);
      setPickedHex(hex);
      return;
    }
    // Not a hex this die allows: let the rules say why.
    setPickedHex(null);
    send(tryBuild(s, hex), hex);
  };

  // A person's action can be taken back until the dice are rolled or drafted again (the adapter's canTakeBack).
  const undoable = snap.can({ type: 'TAKE_BACK' });
  const undo = () => {
    const to = ctx?.back.at(-1) as SteamGame | undefined;
    if (!undoable || !to) return;
    tookBack(actorOf(to.snap.context));
    sendTable({ type: 'TAKE_BACK' });
    window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  const skip = () => {
    if (skipping) return;
    keepFocus.current = true;
    sendTable({ type: 'SKIP_BOTS' });
  };

  const share = () => {
    const doc = positionDoc(s, game.config, fmt(t, 'sr.play.share.title', { round: s.round, who: who(s.current) }));
    setShareLink(shareLinks('steam-rollers', doc, lang, window.location.origin));
  };

  return (
    <TableShell
      t={t}
      cls="srp-play not-content"
      rootRef={rootRef}
      head={linkBox}
      top={<>
      <h2 class="srp-status" ref={statusRef} tabIndex={-1} id="srp-status">{status}</h2>
      <p class="sr-only" role="status" aria-live="polite" data-testid="srp-live">{`${news} ${over ? '' : phaseText()}`.trim()}</p>
      {/* Always there in a game with bots, so the table does not jump each time a bot starts or stops. */}
      {hasBots && humansLeft && !over && (
        <BotPace
          speed={ctx?.speed ?? 'normal'}
          onSpeed={(v) => sendTable({ type: 'SPEED', speed: v })}
          t={t}
          botToMove={botToMove}
          thinking={fmt(t, 'sr.play.botThinking', { who: who(actor) })}
          onSkip={skip}
          skipping={skipping}
        />
      )}
      <p class="srp-refusal" role="alert" data-testid="srp-refusal">{refusal ?? ''}</p>
      {human && (
        <SteamMoves
          t={t}
          lang={lang}
          s={s}
          myAction={myAction}
          buildable={legalHexes.length > 0}
          deliveries={deliveries}
          moves={moves}
          preview={preview}
          onPreview={setPreview}
          send={(e) => send(e)}
        />
      )}
      {s.result && <SteamResult t={t} result={s.result} who={who} />}
      </>}
      tools={<>
      {human && (
        <div class="srp-try">
          <TryToggle t={t} on={trying} onChange={setTrying} />
          {trying && <TryPieces t={t} state={s} seat={actor} onTry={(e) => send(e)} />}
        </div>
      )}
      <div class="srp-actions">
        {undoable && <button type="button" onClick={undo}>{t['sr.play.undo']}</button>}
        {!over && <button type="button" onClick={share}>{t['sr.play.share.button']}</button>}
        <button type="button" onClick={() => sendTable({ type: 'NEW_GAME' })}>{t['sr.play.newGame']}</button>
      </div>
      {shareLink && <ShareLinkField cls="srp" link={shareLink.table} href={shareLink.checker} label={t['sr.play.share.label'] ?? ''} open={t['sr.play.share.check'] ?? ''} />}
      </>}
      board={
        <SteamSheets
          t={t}
          lang={lang}
          s={s}
          who={who}
          selected={pickedHex ?? refusedHex}
          pickedHex={pickedHex}
          hexBuilds={hexBuilds}
          drawing={drawing}
          route={shown ? shown.route : null}
          legalHexes={myAction ? legalHexes : undefined}
          onHex={myAction ? onHex : undefined}
          onShow={setDrawAt}
          turn={turn}
          send={send}
          toMap={toMap}
        />
      }
      side={
        <div class="srp-side">
          <SteamTableSide
            t={t}
            lang={lang}
            s={s}
            names={names}
            rolling={rolling}
            rollKey={rollKey}
            onDie={trial ? (i) => send({ type: 'die.take', die: i }) : undefined}
            onCube={trial ? (city, cube) => send(tryDelivery(s, deliveries, city, cube)) : undefined}
          />
          <CoachPanel game="steam-rollers" t={t} lang={lang} state={s} names={names} moves={game.events} canHint={human && kindOf(actor) === 'human'} onPlay={(e) => send(e)} />
          <FollowingLog follow={follow} cls="srp-log" titleId="srp-log-title" newestCls="srp-newest" title={t['sr.play.log'] ?? ''} newest={t['sr.play.log.newest'] ?? ''}>
            {logLines.map((line, i) => <li key={i}>{line}</li>)}
          </FollowingLog>
        </div>
      }
    />
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(SteamPlayTable, { note: (t) => fmt(t, 'sr.play.err.saved') });
