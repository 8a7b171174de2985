/**
 * The Steam Rollers play table (/steam-rollers/play/): a start form, then a
 * whole game run through the statechart (src/machines/steam-rollers/machine.ts)
 * by way of the game's TableAdapter (table.ts), whose rules chart asks the
 * rules core, so a refused try shows the core's clause and reason in the
 * page's language. The table's own flow (form, bots' pace, skip, take-back,
 * saving, a refused save) is the kit's chart (kit/table/tableMachine.ts);
 * this file draws it. Seats are people at this
 * screen (hot-seat) or bots (../../machines/steam-rollers/bots.ts), which
 * choose among the core's legal moves at a readable pace (at once under
 * prefers-reduced-motion; "skip to my turn" plays them out at once).
 *
 * The game is saved in localStorage after every move as its settings and the
 * moves played (steamSave.ts): a save is replayed through the rules, so a
 * damaged one is refused with the move that breaks them, kept, and offered
 * for download. A person may take back their action until the next player
 * drafts. "Share this position" writes a Steam Rollers scenario file into a
 * link to the ruling checker.
 */
import { randomSeed } from '../kit/table/seed';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFollowLog } from '../kit/log/useFollowLog';
import { CARD_SIDES, sideOf, type CardSide } from '../../machines/steam-rollers/rules/cards';
import { findRoutes, legalDeliveries } from '../../machines/steam-rollers/rules/deliver';
import { legalBuilds, legalCardPlays, legalMoves } from '../../machines/steam-rollers/rules/legal';
import { lastEntries, logEntries } from '../../machines/shared/logbook';
import { describeEntry } from '../../machines/steam-rollers/rules/narrate';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import { dieInHand, heldSides, sheetOf, wallsOf } from '../../machines/steam-rollers/rules/state';
import { allowedTracks } from '../../machines/steam-rollers/rules/build';
import type { Colour, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { checkerPath, encodeScenario } from '../kit/share/share';
import { guarded } from '../kit/ErrorBoundary';
import { SavedGameRefused } from '../kit/save/SavedGameRefused';
import type { BotSpeed } from '../kit/table/tableMachine';
import { fmt, type Strings } from '../kit/fmt';
import CardView from './CardView';
import DiceView, { DieFace } from './DiceView';
import { useTumble } from '../kit/useTumble';
import SteamMap, { type MapRoute } from './SteamMap';
import SupplyBoard from './SupplyBoard';
import type { SeatKind, SteamConfig } from './steamSave';
import { seatNames, steamTable, type SteamGame } from './table';
import { useTable } from '../kit/table/useTable';
import type { TableIslandProps } from '../kit/table/TableFirst';
import { SteamStartForm, defaultForm, namesOf, type FormState } from './SteamStartForm';
import { positionDoc } from './steamShare';
import { deliveryLabel, listOf, moveLabel, orListOf, sheetStats, signed } from './words';
import TrackChooser from './TrackChooser';
import TryPieces from './TryPieces';
import TryToggle from '../kit/table/TryToggle';
import { citiesOfColour } from '../../machines/steam-rollers/rules/map';
import { connections } from '../../machines/steam-rollers/rules/network';
import './steam.css';
import CoachPanel from '../coach/CoachPanel';
import { steamBotMoveAsync } from '../coach/steamBot';

/** The start form as the page's first step left it (SteamPlayTableFirst.tsx, before this engine was loaded), and whether Start was pressed there. */
export type Props = TableIslandProps<FormState>;



/** A bot's pause before each move by the chosen speed, so a person can follow the draft (the same choice as the Rollecate table's). */
const BOT_PAUSES: Readonly<Record<BotSpeed, number>> = { slow: 1500, normal: 700, fast: 250 };
const SPEED_KEY = 'rulebook.botSpeed';

const SAVED_FILE = 'steam-rollers-saved-game.json';

const cap = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

function SteamPlayTable({ t, lang, form: firstForm, startNow }: Props) {
  // The table's flow (the form, the bots' pace, skip, take-back, saving after every move, a refused save) is the kit's chart.
  const adapter = useMemo(() => steamTable({ t, bot: steamBotMoveAsync }), [t]);
  const { snap, send: sendTable } = useTable({ adapter, speedKey: SPEED_KEY, pace: BOT_PAUSES });
  const ctx = snap?.context ?? null;
  const game = (ctx?.game ?? null) as SteamGame | null;
  const refused = ctx?.refusedSave ?? null;
  const removed = !!ctx?.removedSave;
  const speed = ctx?.speed ?? 'normal';
  const setSpeed = (v: BotSpeed) => sendTable({ type: 'SPEED', speed: v });
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
  const [shareLink, setShareLink] = useState<string | null>(null);
  /** Who took back their action, when the last change was that take-back (said instead of the log's lines). */
  const undoneBy = useRef<number | null>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The log follows its newest line unless the reader has scrolled up in it; then a button leads back down. */
  const { ref: logRef, following, onScroll: onLogScroll, toNewest } = useFollowLog();
  const keepFocus = useRef(false);
  const s = game?.snap.context ?? null;
  const actor = s ? actorOf(s) : 0;
  const kindOf = (seat: number): SeatKind => game?.config.seats[seat] ?? 'human';
  const botToMove = !!s && s.phase !== 'over' && kindOf(actor) !== 'human';
  const names = useMemo(() => (game ? seatNames(game.config, t) : []), [game?.config]);
  const who = (seat: number) => names[seat] ?? fmt(t, 'sr.player', { n: seat + 1 });

  // The live region says what the last change added to the log (the last few lines; the bots' moves one after
  // another, paced or at once, together from the last position a person saw), or who took back their action.
  // Worked out once per change of the game, while drawing it.
  const said = useRef<{ game: SteamGame | null; news: string; botRun: SteamState | null }>({ game: null, news: '', botRun: null });
  if (said.current.game !== game) {
    const before = said.current.game?.snap.context ?? null;
    let news = '';
    let botRun = said.current.botRun;
    if (game && before && undoneBy.current !== null) {
      news = fmt(t, 'sr.play.undone', { who: who(undoneBy.current) });
      undoneBy.current = null;
      botRun = null;
    } else if (game && before) {
      const botMoved = before.phase !== 'over' && (game.config.seats[actorOf(before)] ?? 'human') !== 'human';
      botRun = botMoved ? (botRun ?? before) : null;
      const from = botRun ?? before;
      const after = game.snap.context;
      const n = Math.min(after.log.size - from.log.size, 8);
      news = n > 0 ? lastEntries(after.log, n).map((e) => cap(describeEntry(e, names, t))).join(' ') : '';
    }
    said.current = { game, news, botRun };
  }
  const news = said.current.news;
  // The log's lines, worded once per change of the log.
  const logLines = useMemo(() => (s ? logEntries(s.log).map((e) => cap(describeEntry(e, names, t))) : []), [s?.log, names]);

  // A roll since the last change (a bot's, a person's, or one among the moves "skip to my turn" played): the dice
  // tumble in, before the first paint that shows them; not for a game loaded, started or taken back. The live
  // region says the roll once, with the log's line.
  const { rolling, rollKey, roll } = useTumble();
  const seenLog = useRef<SteamState['log'] | null>(null);
  useLayoutEffect(() => {
    const log = s?.log ?? null;
    const before = seenLog.current;
    seenLog.current = log;
    if (log && before && log.size > before.size && lastEntries(log, log.size - before.size).some((e) => e.t === 'roll')) roll();
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

  // A hex chosen: its first allowed track is drawn in it (focus stays on the map, where R turns and Enter draws), and
  // the page scrolls, if it must, so that the whole map and the bar under it are in view together (below the site's header).
  useEffect(() => {
    setDrawAt(0);
    const fig = pickedHex ? rootRef.current?.querySelector('.sr-sheet-main') : null;
    const map = fig?.querySelector('.sr-map > svg')?.getBoundingClientRect();
    const bar = fig?.querySelector('.srp-drawbar')?.getBoundingClientRect();
    if (!map || !bar) return;
    const top = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 8;
    const over = map.bottom + bar.height + 8 - window.innerHeight;
    const by = Math.min(over, map.top - top);
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (by > 0) window.scrollBy({ top: by, behavior: calm ? 'auto' : 'smooth' });
  }, [pickedHex]);

  /** A new game from the form's choices. */
  const startFrom = (f: FormState) => {
    const seed = f.seed.trim() || randomSeed();
    const config: SteamConfig = { seats: f.seats.slice(), difficulty: f.difficulty, switches: { railsStopAtWalls: f.railsStopAtWalls, bonus3b: f.bonus3b }, seed, names: namesOf(f) };
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

  // ------------------------------------------------------------------ start form
  const begin = () => startFrom(form);

  const removeRefused = () => sendTable({ type: 'REMOVE_SAVED' });

  if (!game || !s) {
    return (
      <div class="srp-play" ref={rootRef}>
        {refused && <SavedGameRefused t={t} prefix="sr.play.save." cls="srp" refused={refused} file={SAVED_FILE} onRemove={removeRefused} />}
        {removed && <p class="srp-notice" role="status">{t['sr.play.save.removed']}</p>}
        <SteamStartForm t={t} lang={lang} form={form} setForm={setForm} onStart={begin} replacing={!!refused} />
      </div>
    );
  }

  // ------------------------------------------------------------------ the table
  const over = s.phase === 'over';
  const inHand = dieInHand(s);
  const human = !over && !botToMove;
  const myAction = human && s.phase === 'action' && !!inHand;
  const builds = myAction ? legalBuilds(s) : [];
  const legalHexes = [...new Set(builds.map((b) => b.hex))];
  const hexBuilds = pickedHex ? builds.filter((b) => b.hex === pickedHex) : [];
  const drawing = hexBuilds[drawAt] ?? hexBuilds[0] ?? null;
  const turn = (step: 1 | -1) => setDrawAt((i) => (i + step + hexBuilds.length) % Math.max(1, hexBuilds.length));
  /** Back to the map, on the hex that was being drawn in. */
  const toMap = () => {
    const hex = pickedHex;
    setPickedHex(null);
    if (hex) window.setTimeout(() => rootRef.current?.querySelector<HTMLElement>(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`)?.focus(), 0);
  };
  const trial = trying && human;
  /**
   * A cube reached for in try mode: the delivery of that cube (a legal one if there is one), to the city of its
   * colour along the player's connections when they reach it. The rules decide whether it may go.
   */
  const tryCube = (city: number, cube: Colour) => {
    const legal = deliveries.find((d) => d.event.from === city && d.event.cube === cube);
    if (legal) return send(legal.event);
    const seat = s.current;
    const conns = connections(sheetOf(s, seat).tracks, wallsOf(s)).filter((c) => !c.blocked);
    const targets = citiesOfColour(cube).filter((c) => c !== city);
    let to = targets[0] ?? city;
    let route: string[] = [];
    for (const c of targets) {
      const r = findRoutes(conns, city, c)[0];
      if (r) {
        to = c;
        route = r.connections.map((x) => x.id);
        break;
      }
    }
    send({ type: 'cargo.deliver', from: city, cube, to, route });
  };
  const deliveries = myAction ? legalDeliveries(s) : [];
  const moves = human ? legalMoves(s) : [];
  const plays = human ? legalCardPlays(s) : [];
  const shown = deliveries[preview] ?? deliveries[0] ?? null;
  const humansLeft = game.config.seats.some((k) => k === 'human');
  const hasBots = game.config.seats.some((k) => k !== 'human');

  const phaseText = (): string => {
    const w = who(actor);
    switch (s.phase) {
      case 'roll':
        return fmt(t, 'sr.play.status.roll', { who: w });
      case 'draft':
        return fmt(t, 'sr.play.status.draft', { who: w });
      case 'steal':
        return fmt(t, 'sr.play.status.steal', { who: w, value: s.steal ? (s.dice.white[s.steal.die]?.value ?? 0) : 0, victim: s.steal ? who(s.steal.victim) : '' });
      case 'action':
        return fmt(t, 'sr.play.status.action', { who: w, value: inHand?.value ?? 0 });
      case 'second':
        return fmt(t, 'sr.play.status.second', { who: w });
      case 'over':
        return t['sr.play.status.over'] ?? '';
    }
  };
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
    const kind = allowedTracks(s)[0] ?? 'straight';
    send({ type: 'track.build', hex, track: kind, rotation: 0 }, hex);
  };

  // A person's action can be taken back until the dice are rolled or drafted again (the adapter's canTakeBack).
  const undoable = snap.can({ type: 'TAKE_BACK' });
  const undo = () => {
    const to = ctx?.back.at(-1) as SteamGame | undefined;
    if (!undoable || !to) return;
    undoneBy.current = actorOf(to.snap.context);
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
    setShareLink(`${window.location.origin}${checkerPath(lang)}#s=${encodeScenario(doc)}`);
  };

  const newGameClick = () => sendTable({ type: 'NEW_GAME' });

  // ---- the choices for a person to move
  const controls = () => {
    if (!human) return null;
    const buttons: { key: string; label: string; event: SteamEvent }[] = [];
    const offer = (key: string, event: SteamEvent) => buttons.push({ key, label: moveLabel(t, lang, s, event), event });
    if (s.phase === 'roll') offer('roll', { type: 'dice.roll' });
    for (const p of plays) offer(`play${JSON.stringify(p)}`, p);
    if (s.phase === 'steal') offer('letgo', { type: 'steal.pass' });
    if (s.phase === 'second') offer('end', { type: 'turn.end' });
    if (myAction && inHand) {
      for (const type of ['engine.improve', 'card.take', 'turn.pass'] as const) if (moves.some((m) => m.type === type)) offer(type, { type });
    }
    return (
      <div class="srp-moves" data-testid="srp-moves">
        {s.phase === 'draft' && (
          <div class="srp-choices" role="group" aria-label={t['sr.play.draftTitle']}>
            {s.dice.white.map((d, i) => {
              if (d.by !== null) return null;
              if (s.dice.white.findIndex((x) => x.value === d.value && x.by === null) !== i) return null;
              return (
                <button key={i} type="button" class="srp-die-btn" onClick={() => send({ type: 'die.take', die: i })}>
                  <DieFace value={d.value} colour="white" />
                  {fmt(t, 'sr.ui.draft', { value: d.value })}
                </button>
              );
            })}
          </div>
        )}
        {myAction && (
          <p class="srp-hint">
            {legalHexes.length > 0
              ? fmt(t, 'sr.play.hintBuild', { region: inHand!.value, kinds: orListOf(t, allowedTracks(s).map((k) => t[`sr.name.track.${k}`] ?? k)) })
              : fmt(t, 'sr.play.hintNoBuild', { region: inHand!.value })}
          </p>
        )}
        {deliveries.length > 0 && (
          <div class="srp-choices srp-deliveries" role="group" aria-label={t['sr.ui.deliveries']}>
            <p class="srp-hint">{t['sr.ui.deliveries']}</p>
            {deliveries.map((d, i) => (
              <button
                key={`d${i}`}
                type="button"
                aria-pressed={undefined}
                class={i === preview ? 'srp-shown' : undefined}
                onMouseEnter={() => setPreview(i)}
                onFocus={() => setPreview(i)}
                onClick={() => send(d.event)}
              >
                {deliveryLabel(d, t, lang)}
              </button>
            ))}
          </div>
        )}
        {buttons.length > 0 && (
          <div class="srp-choices" role="group" aria-label={t['sr.ui.moves']}>
            {buttons.map((b) => (
              <button key={b.key} type="button" class={b.key === 'roll' ? 'srp-primary' : undefined} onClick={() => send(b.event)}>
                {b.label}
              </button>
            ))}
          </div>
        )}
      </div>
    );
  };

  // ---- the maps: the player to move large, the others beside it
  const focusSeat = over ? (s.result?.winners[0] ?? 0) : actor;
  const seats = [focusSeat, ...s.players.map((_, i) => i).filter((i) => i !== focusSeat)];
  const route: MapRoute | null = shown ? shown.route : null;
  const maps = seats.map((seat, i) => {
    const main = i === 0;
    const stats = sheetStats(t, lang, s, seat);
    const held = heldSides(s, seat);
    return (
      <figure key={seat} class={main ? 'sr-sheet sr-sheet-main' : 'sr-sheet'} data-seat={seat}>
        <figcaption>
          <strong>{fmt(t, seat === actor && !over ? 'sr.story.mapToPlay' : 'sr.story.map', { who: who(seat) })}</strong>{' '}
          <span class="sr-sheet-stats">{stats}</span>
          {held.length > 0 && <span class="sr-sheet-stats"> · {fmt(t, 'sr.play.holds', { cards: listOf(t, held) })}</span>}
        </figcaption>
        <SteamMap
          state={s}
          seat={seat}
          t={t}
          lang={lang}
          compact={!main}
          selected={main ? (pickedHex ?? refusedHex) : null}
          route={main && seat === actor ? route : null}
          legal={main && myAction ? legalHexes : undefined}
          onHex={main && myAction ? onHex : undefined}
          preview={main && drawing ? { type: drawing.track, rotation: drawing.rotation } : null}
          onTurn={main ? turn : undefined}
          onConfirm={main && drawing ? () => send(drawing, drawing.hex) : undefined}
          onCancel={main ? toMap : undefined}
        />
        {main && pickedHex && drawing && (
          <TrackChooser t={t} hex={pickedHex} builds={hexBuilds} shown={hexBuilds.indexOf(drawing)} onShow={setDrawAt} onTurn={() => turn(1)} onDraw={(b) => send(b, b.hex)} onOtherHex={toMap} />
        )}
      </figure>
    );
  });

  // ---- the score sheet
  const result = s.result;
  const scoreSheet = result && (
    <section class="srp-result" aria-labelledby="srp-result-title">
      <h3 id="srp-result-title" tabIndex={-1}>{t['sr.play.result.title']}</h3>
      <p class="srp-winner">
        {fmt(t, result.winners.length > 1 ? 'sr.play.result.shared' : 'sr.play.result.wins', { who: listOf(t, result.winners.map(who)) })}
      </p>
      <div class="srp-table-wrap">
        <table>
          <caption class="sr-only">{t['sr.play.result.caption']}</caption>
          <thead>
            <tr>
              <th scope="col">{t['sr.play.result.player']}</th>
              <th scope="col">{t['sr.play.result.deliveries']}</th>
              <th scope="col">{t['sr.play.result.network']}</th>
              <th scope="col">{t['sr.play.result.engine']}</th>
              <th scope="col">{t['sr.play.result.cards']}</th>
              <th scope="col">{t['sr.play.result.total']}</th>
              <th scope="col">{t['sr.play.result.tiebreak']}</th>
            </tr>
          </thead>
          <tbody>
            {result.ranking.map((seat) => {
              const p = result.scores[seat]!;
              return (
                <tr key={seat} class={result.winners.includes(seat) ? 'srp-won' : undefined}>
                  <th scope="row">{who(seat)}</th>
                  <td>{p.deliveries}</td>
                  <td>{p.network}</td>
                  <td>{p.engineBonus}</td>
                  <td>{signed(p.cards)}</td>
                  <td><strong>{p.total}</strong></td>
                  <td>{fmt(t, 'sr.play.result.tiebreakCell', { engine: p.engine, network: p.network })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="srp-hint">{t[`sr.play.result.reason.${result.reason}`]}</p>
      <p class="srp-hint">{t['sr.play.result.rule']}</p>
    </section>
  );

  const held = s.players.flatMap((_, seat) => heldSides(s, seat));
  const centre = s.cards.map((c, i) => (c.holder === null ? sideOf(i + 1, c.face) : null)).filter((x): x is CardSide => x !== null);

  return (
    <div class="srp-play not-content" ref={rootRef}>
      <h2 class="srp-status" ref={statusRef} tabIndex={-1} id="srp-status">{status}</h2>
      <p class="sr-only" role="status" aria-live="polite" data-testid="srp-live">{`${news} ${over ? '' : phaseText()}`.trim()}</p>
      {/* Always there in a game with bots, so the table does not jump each time a bot starts or stops. */}
      {hasBots && humansLeft && !over && (
        <p class="srp-hint srp-bot-note">
          {/* The speed first: it keeps its place, in line with the table, while a bot starts and stops thinking. */}
          <label class="srp-speed">
            {t['sr.play.speed']}{' '}
            <select value={speed} onChange={(e) => setSpeed((e.target as HTMLSelectElement).value as BotSpeed)}>
              {(Object.keys(BOT_PAUSES) as BotSpeed[]).map((v) => <option key={v} value={v}>{t[`sr.play.speed.${v}`]}</option>)}
            </select>
          </label>
          {botToMove && <span>{fmt(t, 'sr.play.botThinking', { who: who(actor) })}</span>}
          {botToMove && <button type="button" onClick={skip} disabled={skipping} aria-busy={skipping ? 'true' : undefined}>{t['sr.play.skip']}</button>}
        </p>
      )}
      <p class="srp-refusal" role="alert" data-testid="srp-refusal">{refusal ?? ''}</p>
      {controls()}
      {human && (
        <div class="srp-try">
          <TryToggle t={t} on={trying} onChange={setTrying} />
          {trying && <TryPieces t={t} state={s} seat={actor} onTry={(e) => send(e)} />}
        </div>
      )}
      {scoreSheet}
      <div class="srp-actions">
        {undoable && <button type="button" onClick={undo}>{t['sr.play.undo']}</button>}
        {!over && <button type="button" onClick={share}>{t['sr.play.share.button']}</button>}
        <button type="button" onClick={newGameClick}>{t['sr.play.newGame']}</button>
      </div>
      {shareLink && (
        <p class="srp-share">
          <label for="srp-share-link">{t['sr.play.share.label']}</label>
          <input id="srp-share-link" type="text" readOnly value={shareLink} onFocus={(e) => (e.target as HTMLInputElement).select()} />{' '}
          <a href={shareLink}>{t['sr.play.share.check']}</a>
        </p>
      )}
      <div class="srp-body">
        <div class="sr-sheets srp-sheets">{maps}</div>
        <div class="srp-side">
          <section aria-labelledby="srp-dice-title">
            <h3 id="srp-dice-title" class="sr-table-title">{t['sr.story.dice']}</h3>
            {s.dice.white.length > 0 || s.dice.black !== null ? (
              <DiceView key={rollKey} rolling={rolling} white={s.dice.white} black={s.dice.black} current={s.turn.die} names={names} t={t} lang={lang} onDie={trial ? (i) => send({ type: 'die.take', die: i }) : undefined} />
            ) : (
              <p class="srp-hint">{t['sr.story.noDice']}</p>
            )}
          </section>
          <section aria-labelledby="srp-supply-title">
            <h3 id="srp-supply-title" class="sr-table-title">{t['sr.supply.name']}</h3>
            <SupplyBoard supply={s.supply} highlight={inHand?.value ?? null} t={t} lang={lang} onCube={trial ? tryCube : undefined} />
          </section>
          <section aria-labelledby="srp-cards-title">
            <h3 id="srp-cards-title" class="sr-table-title">{t['sr.story.cards']}</h3>
            {held.length > 0 ? (
              <ul class="sr-cards sr-held">
                {held.map((side) => (
                  <li key={side}>
                    <CardView side={side} state={s.cards[CARD_SIDES[side].card - 1]} names={names} t={t} lang={lang} />
                  </li>
                ))}
              </ul>
            ) : (
              <p class="srp-hint">{t['sr.story.noneHeld']}</p>
            )}
            {centre.length > 0 && <p class="srp-hint">{fmt(t, 'sr.story.centre', { list: listOf(t, centre) })}</p>}
          </section>
          <CoachPanel game="steam-rollers" t={t} lang={lang} state={s} names={names} moves={game.events} canHint={human && kindOf(actor) === 'human'} onPlay={(e) => send(e)} />
          <section class="srp-log" aria-labelledby="srp-log-title">
            <h3 id="srp-log-title">{t['sr.play.log']}</h3>
            <ol ref={logRef} tabIndex={0} aria-labelledby="srp-log-title" onScroll={onLogScroll}>
              {logLines.map((line, i) => <li key={i}>{line}</li>)}
            </ol>
            {!following && <button type="button" class="srp-newest" onClick={toNewest}>{t['sr.play.log.newest']}</button>}
          </section>
        </div>
      </div>
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(SteamPlayTable, { note: (t) => fmt(t, 'sr.play.err.saved') });
