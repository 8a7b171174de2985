/**
 * The Steam Rollers play table (/steam-rollers/play/): a start form, then a
 * whole game run through the statechart (src/machines/steam-rollers/machine.ts)
 * with XState's pure `transition`, by way of src/scenario/steam-rollers.ts
 * `sendEvent`, whose guard asks the rules core, so a refused try shows the
 * core's clause and reason in the page's language. Seats are people at this
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
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFollowLog } from '../kit/log/useFollowLog';
import type { BotLevel } from '../../machines/steam-rollers/bots';
import { CARD_SIDES, sideOf, type CardSide } from '../../machines/steam-rollers/rules/cards';
import { legalDeliveries } from '../../machines/steam-rollers/rules/deliver';
import { legalBuilds, legalCardPlays, legalMoves } from '../../machines/steam-rollers/rules/legal';
import { lastEntries, logEntries } from '../../machines/shared/logbook';
import { describeEntry } from '../../machines/steam-rollers/rules/narrate';
import { refusalText } from '../../machines/steam-rollers/rules/refusal';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import { dieInHand, heldSides } from '../../machines/steam-rollers/rules/state';
import { allowedTracks } from '../../machines/steam-rollers/rules/build';
import type { Difficulty, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { sendEvent, startSnapshot, type SteamSnapshot } from '../../scenario/steam-rollers-chart';
import { checkerPath, encodeScenario } from '../kit/share/share';
import { errorText, guarded } from '../kit/ErrorBoundary';
import { SavedGameRefused } from '../kit/save/SavedGameRefused';
import { fmt, type Strings } from '../kit/fmt';
import CardView from './CardView';
import DiceView, { DieFace } from './DiceView';
import { useTumble } from '../kit/useTumble';
import SteamMap, { type MapRoute } from './SteamMap';
import SupplyBoard from './SupplyBoard';
import TrackIcon from './TrackIcon';
import { SEAT_KINDS, SAVE_KEY, clearGame, loadGame, replay, saveGame, startState, type LoadResult, type SeatKind, type SteamConfig } from './steamSave';
import { positionDoc } from './steamShare';
import { deliveryLabel, listOf, moveLabel, sheetStats, signed, trackPhrase } from './words';
import './steam.css';
import { prefersReducedMotion, storage } from '../kit/save/savedGame';
import CoachPanel from '../coach/CoachPanel';
import { BotLevelField, steamBotMoveAsync } from '../coach/botLevel';

interface Props {
  t: Strings;
  lang: string;
}



/** A bot's pause before each move by the chosen speed, so a person can follow the draft (the same choice as the Rollecate table's). */
const BOT_PAUSES = { slow: 1500, normal: 700, fast: 250 } as const;
type BotSpeed = keyof typeof BOT_PAUSES;
const SPEED_KEY = 'rulebook.botSpeed';

function loadSpeed(): BotSpeed {
  try {
    const v = storage()?.getItem(SPEED_KEY);
    return v === 'slow' || v === 'fast' || v === 'normal' ? v : 'normal';
  } catch {
    return 'normal';
  }
}
const SAVED_FILE = 'steam-rollers-saved-game.json';

interface Game {
  config: SteamConfig;
  events: SteamEvent[];
  /** Who made each move (the seat the rules let move then). */
  actors: number[];
  snap: SteamSnapshot;
  /** The moves up to and with the last die a person drafted: their action can be taken back to here. */
  mark: number | null;
}

type Refused = Extract<LoadResult, { status: 'invalid' }>;

interface FormState {
  seats: SeatKind[];
  difficulty: Difficulty;
  railsStopAtWalls: boolean;
  bonus3b: 'exact' | 'upTo';
  seed: string;
}

const defaultForm = (): FormState => ({ seats: ['human', 'planner'], difficulty: 'none', railsStopAtWalls: false, bonus3b: 'exact', seed: '' });

const cap = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Replays the saved moves with who made each. */
function rebuild(config: SteamConfig, events: readonly SteamEvent[]): Game {
  const state = replay(config, events);
  const actors: number[] = [];
  // Who made each move: replay once more, cheaply, reading the seat to move before each.
  let s = startState(config);
  for (const e of events) {
    actors.push(actorOf(s));
    const out = sendEvent(startSnapshot(s), e);
    if (!out.ok) break;
    s = out.snapshot.context;
  }
  return { config, events: events.slice(), actors, snap: startSnapshot(state), mark: null };
}

function SteamPlayTable({ t, lang }: Props) {
  const [loaded, setLoaded] = useState(false);
  const [game, setGame] = useState<Game | null>(null);
  /** The game on the table now, for an answer that arrives late (a skip that ran in the coach's worker). */
  const latest = useRef<Game | null>(null);
  latest.current = game;
  /** True while "Skip to my turn" plays the bots on (the paced bot moves wait meanwhile). */
  const [skipping, setSkipping] = useState(false);
  const [form, setForm] = useState<FormState>(defaultForm);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [removed, setRemoved] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedHex, setRefusedHex] = useState<string | null>(null);
  const [pickedHex, setPickedHex] = useState<string | null>(null);
  const [preview, setPreview] = useState(0);
  const [shareLink, setShareLink] = useState<string | null>(null);
  /** The lines the last change added to the log, for the live region. */
  const [news, setNews] = useState('');
  const fromStorage = useRef<Game | null>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The log follows its newest line unless the reader has scrolled up in it; then a button leads back down. */
  const { ref: logRef, following, onScroll: onLogScroll, toNewest } = useFollowLog();
  const choicesRef = useRef<HTMLDivElement>(null);
  const keepFocus = useRef(false);
  const [speed, setSpeedState] = useState<BotSpeed>('normal');
  const setSpeed = (v: BotSpeed) => {
    setSpeedState(v);
    try {
      storage()?.setItem(SPEED_KEY, v);
    } catch {
      /* kept for this page only */
    }
  };

  useEffect(() => {
    setSpeedState(loadSpeed());
    const store = storage();
    if (store) {
      const res = loadGame(store);
      if (res.status === 'ok') {
        try {
          const g = rebuild(res.game.config, res.game.events);
          fromStorage.current = g;
          setGame(g);
        } catch (e) {
          let text = '';
          try {
            text = store.getItem(SAVE_KEY) ?? '';
          } catch {
            /* blocked */
          }
          setRefused({ status: 'invalid', reason: 'corrupt', detail: errorText(e), text });
        }
      } else if (res.status === 'invalid') setRefused(res);
    }
    setLoaded(true);
  }, []);

  // Save after every change (a refused save is replaced only by a new game).
  useEffect(() => {
    if (!loaded || !game || game === fromStorage.current) return;
    const store = storage();
    if (store) saveGame(store, game.config, game.events);
  }, [game, loaded]);

  const s = game?.snap.context ?? null;
  const actor = s ? actorOf(s) : 0;
  const kindOf = (seat: number): SeatKind => game?.config.seats[seat] ?? 'human';
  const botToMove = !!s && s.phase !== 'over' && kindOf(actor) !== 'human';
  const names = useMemo(
    () => (game ? game.config.seats.map((k, i) => fmt(t, k === 'human' ? 'sr.play.seat.human' : 'sr.play.seat.bot', { n: i + 1 })) : []),
    [game?.config],
  );
  const who = (seat: number) => names[seat] ?? fmt(t, 'sr.player', { n: seat + 1 });
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

  /** Plays one event; returns the new game, or null (and says why) when the rules refuse it. */
  const advance = (g: Game, e: SteamEvent): Game | { refused: string } => {
    const before = g.snap.context;
    const out = sendEvent(g.snap, e);
    if (!out.ok) return { refused: refusalText(out.refusal, t) };
    const seat = actorOf(before);
    const events = [...g.events, e];
    const actors = [...g.actors, seat];
    let mark = g.mark;
    // A person's draft (or second die with 2a): their action can be taken back to here.
    if (g.config.seats[seat] === 'human' && (e.type === 'die.take' || (e.type === 'card.play' && e.card === '2a'))) mark = events.length;
    return { ...g, events, actors, snap: out.snapshot, mark };
  };

  const describe = (before: SteamState, after: SteamState): string => {
    const n = after.log.size - before.log.size;
    return n > 0 ? lastEntries(after.log, n).map((e) => cap(describeEntry(e, names, t))).join(' ') : '';
  };

  /** What the bots did since `before`, for the live region: the last few lines only. */
  const recent = (before: SteamState, after: SteamState): string => {
    const n = Math.min(after.log.size - before.log.size, 8);
    return n > 0 ? lastEntries(after.log, n).map((e) => cap(describeEntry(e, names, t))).join(' ') : '';
  };

  const send = (e: SteamEvent, hex: string | null = null): boolean => {
    if (!game) return false;
    const next = advance(game, e);
    if ('refused' in next) {
      setRefusal(fmt(t, 'sr.play.refused', { why: next.refused }));
      setRefusedHex(hex);
      return false;
    }
    if (document.activeElement?.closest?.('.srp-play')) keepFocus.current = true;
    setRefusal(null);
    setRefusedHex(null);
    setPickedHex(null);
    setPreview(0);
    setShareLink(null);
    setNews(describe(game.snap.context, next.snap.context));
    setGame(next);
    return true;
  };

  /** The bots play on until a person is to move (or the game ends): "skip to my turn", and every bot turn under reduced motion. */
  const runBots = async (g: Game): Promise<Game> => {
    for (let i = 0; i < 20000; i++) {
      const st = g.snap.context;
      if (st.phase === 'over') break;
      const seat = actorOf(st);
      const kind = g.config.seats[seat] ?? 'human';
      if (kind === 'human') break;
      // The strong level thinks in the coach's worker; every other bot answers at once.
      const e = await steamBotMoveAsync(st, kind, `${g.config.seed}/${seat}`);
      if (!e) break;
      const next = advance(g, e);
      if ('refused' in next) break;
      g = next;
    }
    return g;
  };

  // Bots move one by one after a pause; under reduced motion all at once.
  useEffect(() => {
    if (!game || !botToMove || !s || skipping) return;
    let live = true;
    if (prefersReducedMotion()) {
      const timer = window.setTimeout(() => {
        void runBots(game).then((g) => {
          if (!live) return;
          setNews(recent(game.snap.context, g.snap.context));
          setGame(g);
        });
      }, 0);
      return () => {
        live = false;
        window.clearTimeout(timer);
      };
    }
    const timer = window.setTimeout(() => {
      void steamBotMoveAsync(s, kindOf(actor) as BotLevel, `${game.config.seed}/${actor}`).then((e) => {
        if (live && e) send(e);
      });
    }, BOT_PAUSES[speed]);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [game, botToMove, speed, skipping]);

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

  // A hex chosen: its tracks are next.
  useEffect(() => {
    if (pickedHex) choicesRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [pickedHex]);

  if (!loaded) return <p class="srp-loading">{t['sr.play.loading']}</p>;

  // ------------------------------------------------------------------ start form
  const begin = (e: Event) => {
    e.preventDefault();
    const seed = form.seed.trim() || String(Math.floor(Math.random() * 1e9));
    const config: SteamConfig = { seats: form.seats.slice(), difficulty: form.difficulty, switches: { railsStopAtWalls: form.railsStopAtWalls, bonus3b: form.bonus3b }, seed };
    const first = startState(config);
    setRefused(null);
    setRemoved(false);
    setRefusal(null);
    setShareLink(null);
    setNews('');
    setGame({ config, events: [], actors: [], snap: startSnapshot(first), mark: null });
    window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  const removeRefused = () => {
    const store = storage();
    if (store) clearGame(store);
    setRefused(null);
    setRemoved(true);
  };

  if (!game || !s) {
    const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
    const setPlayers = (n: number) => set({ seats: Array.from({ length: n }, (_, i) => form.seats[i] ?? (i === 0 ? 'human' : 'planner')) });
    const noHuman = !form.seats.includes('human');
    return (
      <div class="srp-play" ref={rootRef}>
        {refused && <SavedGameRefused t={t} prefix="sr.play.save." cls="srp" refused={refused} file={SAVED_FILE} onRemove={removeRefused} />}
        {removed && <p class="srp-notice" role="status">{t['sr.play.save.removed']}</p>}
        <form class="srp-form" onSubmit={begin} aria-labelledby="srp-form-title">
          <h2 id="srp-form-title">{t['sr.play.form.title']}</h2>
          <div class="srp-fields">
            <label>
              {t['sr.play.form.players']}
              <select value={String(form.seats.length)} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
                {[2, 3, 4, 5].map((n) => <option key={n} value={String(n)}>{n}</option>)}
              </select>
            </label>
            <label>
              {t['sr.play.form.difficulty']}
              <select value={form.difficulty} onChange={(e) => set({ difficulty: (e.target as HTMLSelectElement).value as Difficulty })}>
                {(['none', 'medium', 'hard'] as Difficulty[]).map((d) => <option key={d} value={d}>{t[`sr.play.difficulty.${d}`]}</option>)}
              </select>
            </label>
            <label>
              {t['sr.play.form.seed']}
              <input type="text" value={form.seed} maxLength={40} autoComplete="off" onInput={(e) => set({ seed: (e.target as HTMLInputElement).value })} />
            </label>
          </div>
          <p class="srp-hint">{t['sr.play.form.seedHint']}</p>
          <fieldset>
            <legend>{t['sr.play.form.seats']}</legend>
            <div class="srp-fields">
              {form.seats.map((k, i) => (
                <label key={i}>
                  {fmt(t, 'sr.player', { n: i + 1 })}
                  <select
                    value={k}
                    onChange={(e) => {
                      const seats = form.seats.slice();
                      seats[i] = (e.target as HTMLSelectElement).value as SeatKind;
                      set({ seats });
                    }}
                  >
                    {SEAT_KINDS.map((kind) => <option key={kind} value={kind}>{t[`sr.play.kind.${kind}`]}</option>)}
                  </select>
                </label>
              ))}
            </div>
            <p class="srp-hint">{t['sr.play.form.hotseat']}</p>
            <BotLevelField t={t} game="steam-rollers" />
            <p class="srp-hint">{t['coach.sr.levelNote']}</p>
          </fieldset>
          <fieldset>
            <legend>{t['sr.play.form.switches']}</legend>
            <label class="srp-check">
              <input type="checkbox" checked={form.railsStopAtWalls} onChange={(e) => set({ railsStopAtWalls: (e.target as HTMLInputElement).checked })} />
              {t['sr.play.switch.walls']}
            </label>
            <label>
              {t['sr.play.switch.bonus3b']}
              <select value={form.bonus3b} onChange={(e) => set({ bonus3b: (e.target as HTMLSelectElement).value as 'exact' | 'upTo' })}>
                <option value="exact">{t['sr.play.switch.bonus3b.exact']}</option>
                <option value="upTo">{t['sr.play.switch.bonus3b.upTo']}</option>
              </select>
            </label>
          </fieldset>
          {noHuman && <p class="srp-error" role="alert">{t['sr.play.form.noHuman']}</p>}
          {refused && <p class="srp-hint">{t['sr.play.save.replaceNote']}</p>}
          <button type="submit" class="srp-primary" disabled={noHuman}>{t['sr.play.form.start']}</button>
        </form>
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
      setRefusal(null);
      setRefusedHex(null);
      setPickedHex(hex);
      return;
    }
    // Not a hex this die allows: let the rules say why.
    setPickedHex(null);
    const kind = allowedTracks(s)[0] ?? 'straight';
    send({ type: 'track.build', hex, track: kind, rotation: 0 }, hex);
  };

  const undoable = game.mark !== null && game.events.length > game.mark && game.actors.slice(game.mark).every((a) => a === game.actors[game.mark! - 1]);
  const undo = () => {
    if (!undoable || game.mark === null) return;
    const back = rebuild(game.config, game.events.slice(0, game.mark));
    setNews(fmt(t, 'sr.play.undone', { who: who(game.actors[game.mark - 1] ?? 0) }));
    setRefusal(null);
    setPickedHex(null);
    setGame({ ...back, actors: game.actors.slice(0, game.mark), mark: game.mark });
    window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  const skip = async () => {
    if (skipping) return;
    setSkipping(true);
    const g = await runBots(game).finally(() => setSkipping(false));
    // A new game started (or one loaded) while the bots thought: this answer is for the old one.
    if (latest.current !== game) return;
    setNews(recent(game.snap.context, g.snap.context));
    setPickedHex(null);
    setRefusal(null);
    keepFocus.current = true;
    setGame(g);
  };

  const share = () => {
    const doc = positionDoc(s, game.config, fmt(t, 'sr.play.share.title', { round: s.round, who: who(s.current) }));
    setShareLink(`${window.location.origin}${checkerPath(lang)}#s=${encodeScenario(doc)}`);
  };

  const newGameClick = () => {
    const store = storage();
    if (store) clearGame(store);
    setGame(null);
    setRefusal(null);
    setShareLink(null);
    setNews('');
  };

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
              ? fmt(t, 'sr.play.hintBuild', { region: inHand!.value, kinds: listOf(t, allowedTracks(s).map((k) => t[`sr.name.track.${k}`] ?? k)) })
              : fmt(t, 'sr.play.hintNoBuild', { region: inHand!.value })}
          </p>
        )}
        {pickedHex && (
          <div class="srp-choices srp-tracks" role="group" aria-label={fmt(t, 'sr.ui.buildIn', { hex: pickedHex })} ref={choicesRef}>
            <p class="srp-hint">{fmt(t, 'sr.ui.buildIn', { hex: pickedHex })}</p>
            {hexBuilds.map((b) => (
              <button key={`${b.track}${b.rotation}`} type="button" class="srp-track-btn" onClick={() => send(b, b.hex)}>
                <TrackIcon type={b.track} rotation={b.rotation} />
                <span>
                  {trackPhrase(t, { type: b.track, rotation: b.rotation })}
                  {b.card ? ` (${fmt(t, 'sr.ui.card', { side: b.card })})` : ''}
                </span>
              </button>
            ))}
            <button type="button" onClick={() => setPickedHex(null)}>{t['sr.play.otherHex']}</button>
          </div>
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
        />
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
              <DiceView key={rollKey} rolling={rolling} white={s.dice.white} black={s.dice.black} current={s.turn.die} names={names} t={t} lang={lang} />
            ) : (
              <p class="srp-hint">{t['sr.story.noDice']}</p>
            )}
          </section>
          <section aria-labelledby="srp-supply-title">
            <h3 id="srp-supply-title" class="sr-table-title">{t['sr.supply.name']}</h3>
            <SupplyBoard supply={s.supply} highlight={inHand?.value ?? null} t={t} lang={lang} />
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
