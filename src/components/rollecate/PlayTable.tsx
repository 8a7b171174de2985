/**
 * <PlayTable> island: a whole game of Rollecate on one page. A start form
 * (hot-seat, against bots, solo, hard solo, against Betsy; names, seed, rule
 * switches), then the table: every move goes through the statechart with
 * `sendMove` (scenario/rollecate.ts), the GameBoard offers the legal moves and
 * shows refusals; bots and Betsy move after a short pause (at once under
 * prefers-reduced-motion). The game is saved after every move, a step can be
 * undone until the dice roll, and any turn's start can be shared with the
 * ruling checker. No rule is decided here.
 *
 * A shared position (`/rollecate/play/#s=…`, a contract scenario) can be
 * played on here. It never replaces a game without asking: with a game in
 * progress, or a saved game that could not be loaded, the table asks first
 * and offers the ruling checker instead. A saved game that cannot be loaded
 * is said to be so, offered for download and left in the browser until the
 * visitor removes it or agrees to replace it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFollowLog } from '../kit/log/useFollowLog';
import { nextSquare } from '../../machines/rollecate/rules/geometry';
import { cardNamer, describe } from '../../machines/rollecate/rules/narrate';
import { rankKey } from '../../machines/rollecate/rules/scoring';
import { newGame } from '../../machines/rollecate/rules/setup';
import { DEFAULT_RULES, SWITCH_INFO } from '../../machines/rollecate/rules/switches';
import type { Action, Card, GameState, LogEntry, RuleSwitches, Variant } from '../../machines/rollecate/rules/types';
import type { SoloRecord } from '../../machines/rollecate/rules/scoring';
import { sendMove, startSnapshot, type RollecateSnapshot } from '../../scenario/rollecate-chart';
import { fmt, type Strings } from '../kit/fmt';
import CoachPanel from '../coach/CoachPanel';
import { BotLevelField, rollecateBotMoveAsync } from '../coach/botLevel';
import { GameBoard, RuleLinks, reasonText } from './GameBoard';
import { useTumble } from '../kit/useTumble';
import { CardView } from './CardView';
import OddsPanel from './OddsPanel';
import { rideOdds } from '../../machines/rollecate/rules/odds';
import {
  MODES, SAVE_KEY, clearGame, gameFromShared, loadGame, loadSolo, recordSolo, saveGame, type GameConfig, type LoadResult, type Mode, type SeatKind, type SoloVariant,
} from './save';
import { checkerPath, decodeScenario, linkProblemText, shareUrl } from '../kit/share/share';
import { canShare, positionDoc } from './rollecateShare';
import { guarded } from '../kit/ErrorBoundary';
import { DownloadLink } from '../kit/DownloadLink';
import { LimitNote } from '../kit/LimitNote';
import { SeatNameField } from '../kit/seats/SeatNameField';
import { seatLabel } from '../kit/seats/seatName';
import type { Limit } from '../kit/limits';
import { prefersReducedMotion as reducedMotion, storage } from '../kit/save/savedGame';
import { entriesFrom, lastEntries, lastEntry, logEntries } from '../../machines/shared/logbook';

export interface PlayTableProps {
  t: Strings;
  lang: string;
}

/** Pause before each move of a bot or Betsy, by the chosen speed, so a person can follow; none under prefers-reduced-motion. */
export const BOT_SPEEDS = { slow: 1500, normal: 800, fast: 300 } as const;
export type BotSpeed = keyof typeof BOT_SPEEDS;
const SPEED_KEY = 'rulebook.botSpeed';
/** After a bot's roll: the dice tumble and the train runs before its next move. */
const AFTER_ROLL = 700;

export function loadSpeed(): BotSpeed {
  try {
    const v = storage()?.getItem(SPEED_KEY);
    return v === 'slow' || v === 'fast' || v === 'normal' ? v : 'normal';
  } catch {
    return 'normal';
  }
}

function saveSpeed(v: BotSpeed): void {
  try {
    storage()?.setItem(SPEED_KEY, v);
  } catch {
    /* a blocked storage keeps the choice for this page only */
  }
}

/** The cards a log line names, for their small pictures beside the words. */
function entryCards(e: LogEntry): string[] {
  switch (e.t) {
    case 'setup':
    case 'aside':
    case 'draw':
    case 'betsyBox':
      return [e.card];
    case 'build':
    case 'penalty':
      return e.cards;
    case 'ride':
      return e.broken;
    case 'discard':
    case 'chaos':
      return e.combinedWith ? [e.card, e.combinedWith] : [e.card];
    default:
      return [];
  }
}

/**
 * The hands that went onto the piles at the end (R34), read from the last turn's start:
 * every hand then, less the cards the last turn built or discarded. Null when unknown.
 */
function endHands(s: GameState, turnStart: GameState | null): Card[][] | null {
  if (s.phase !== 'over' || !s.result || s.result.lost || !turnStart) return null;
  const used = new Set<string>();
  for (const e of entriesFrom(s.log, turnStart.log.size)) {
    if (e.t === 'build') e.cards.forEach((c) => used.add(c));
    if (e.t === 'chaos' || e.t === 'betsyBox') used.add(e.card);
  }
  return turnStart.players.map((p) => p.hand.filter((c) => !used.has(c.id)));
}

interface Line {
  text: string;
  cards: Card[];
}
const SWITCHES = ['passDamage', 'valueRuleInSetup', 'betsyPassEffects', 'valueRuleTouching', 'soloDealToBox'] as const;
type SwitchKey = (typeof SWITCHES)[number];

interface Live {
  config: GameConfig;
  snap: RollecateSnapshot;
  /** Positions to go back to within the current seat's turn, before its roll (newest last). */
  undo: RollecateSnapshot[];
  turnStart: GameState | null;
  deviceSeat: number | null;
  soloRecorded: boolean;
  solo: { before: SoloRecord; after: SoloRecord } | null;
}

interface Form {
  mode: Mode;
  players: number;
  bots: number;
  names: string[];
  seed: string;
  rules: Record<SwitchKey, boolean>;
  hints: boolean;
}


/** The saved text as it is in storage (to offer a save that failed to resume for download). */
function savedText(): string {
  try {
    return storage()?.getItem(SAVE_KEY) ?? '';
  } catch {
    return '';
  }
}


function randomSeed(): string {
  const buf = new Uint32Array(1);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(buf);
  else buf[0] = Date.now();
  return String((buf[0] ?? 0) % 1_000_000);
}

/** Digits are used as a number (as the scenario files write seeds); anything else as text. */
function seedValue(seed: string): number | string {
  const s = seed.trim();
  return /^\d{1,10}$/.test(s) && Number(s) <= 0xffffffff ? Number(s) : s;
}

function variantOf(mode: Mode): Variant {
  return mode === 'hotseat' || mode === 'bots' ? 'standard' : mode;
}

function defaultRules(): Record<SwitchKey, boolean> {
  return Object.fromEntries(SWITCHES.map((k) => [k, DEFAULT_RULES[k]])) as Record<SwitchKey, boolean>;
}

/** Which switches matter for a mode: Betsy's only against Betsy, the solo deal only in solo. */
function switchesFor(mode: Mode): SwitchKey[] {
  return SWITCHES.filter((k) => (k === 'betsyPassEffects' ? mode === 'betsy' : k === 'soloDealToBox' ? mode === 'solo' || mode === 'solo-hard' : true));
}

/** Cards laid in the current turn (or the last initial card), from the game's log lines, for the railway's highlight. */
function freshCards(entries: readonly LogEntry[]): string[] {
  const out: string[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as LogEntry;
    if (e.t === 'draw') break;
    if (e.t === 'build') out.push(...e.cards);
    if (e.t === 'setup') {
      out.push(e.card);
      break;
    }
  }
  return out;
}

/**
 * The railway's extent in squares (with the next square and room for a preview), so the
 * stylesheet can keep a tile at a readable size instead of blowing a short railway up.
 */
function railwaySize(s: GameState): Record<string, string> {
  const squares = [...s.railway.map((p) => ({ x: p.x, y: p.y })), nextSquare(s.railway)];
  const xs = squares.map((q) => q.x);
  const ys = squares.map((q) => q.y);
  const cols = Math.max(...xs) - Math.min(...xs) + 2.5;
  const rows = Math.max(...ys) - Math.min(...ys) + 2.5;
  return { '--rc-cols': String(cols), '--rc-rows': String(rows) };
}

/** The start form filled in as for the game `live` plays (a new seed unless `seed` is given). */
function formFrom(live: Live, seed: string): Form {
  const s = live.snap.context;
  const names = ['', '', '', ''];
  live.config.seats.forEach((k, i) => {
    if (k === 'human') names[i] = s.players[i]?.name ?? '';
  });
  const rules = Object.fromEntries(SWITCHES.map((k) => [k, s.rules[k]])) as Record<SwitchKey, boolean>;
  return {
    mode: live.config.mode,
    // A solo or Betsy game has one person: the hot-seat choice keeps a count it offers (2 to 4).
    players: Math.min(4, Math.max(2, s.players.length)),
    bots: Math.min(3, Math.max(1, live.config.seats.filter((k) => k === 'bot').length)),
    names,
    seed,
    rules,
    hints: live.config.hints,
  };
}

/** Seats that are played at this device. */
function humans(config: GameConfig): number[] {
  return config.seats.flatMap((k, i) => (k === 'human' ? [i] : []));
}

/** Hot-seat: the turn belongs to a person who does not hold the device yet. */
function needsHandover(live: Live): boolean {
  const s = live.snap.context;
  if (humans(live.config).length < 2 || s.phase === 'over' || s.phase === 'setup') return false;
  return live.config.seats[s.current] === 'human' && live.deviceSeat !== s.current;
}

/** A shared position waiting to be played, and its link text (for the checker). */
interface Incoming {
  live: Live;
  encoded: string;
}

/** What happened to a shared link: opened, refused as damaged or too big, or not one the table can play. */
type LinkNote =
  | { kind: 'opened' }
  | { kind: 'bad'; text: string }
  | { kind: 'limit'; limit: Limit }
  | { kind: 'notPlayable'; text: string; encoded: string };

/** The file name a refused saved game is offered under. */
const SAVED_FILE = 'rollecate-saved-game.json';

function clearHash(): void {
  if (typeof window !== 'undefined' && window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
}

function viewerOf(live: Live): number | 'all' {
  const s = live.snap.context;
  if (s.phase === 'over') return 'all';
  const people = humans(live.config);
  if (people.length > 1) return live.deviceSeat ?? (s.phase === 'setup' ? s.current : -1);
  return people[0] ?? 0;
}

function PlayTable({ t, lang }: PlayTableProps) {
  const [saved, setSaved] = useState<LoadResult>({ status: 'none' });
  const [freshNote, setFreshNote] = useState(false);
  const [form, setForm] = useState<Form>(() => ({
    mode: 'bots', players: 2, bots: 1, names: ['', '', '', ''], seed: '', rules: defaultRules(), hints: true,
  }));
  const [live, setLive] = useState<Live | null>(null);
  const { rolling, roll, settle } = useTumble();
  const [error, setError] = useState<string | null>(null);
  const [storageOk, setStorageOk] = useState(true);
  const [share, setShare] = useState<{ url: string; copied: boolean | null } | null>(null);
  const [status, setStatus] = useState('');
  const [incoming, setIncoming] = useState<Incoming | null>(null);
  const [linkNote, setLinkNote] = useState<LinkNote | null>(null);
  /** The start button was pressed while a saved game that could not be loaded is kept: ask first. */
  const [askStart, setAskStart] = useState(false);
  const [speed, setSpeedState] = useState<BotSpeed>('normal');
  /** True while "Skip to my turn" plays the bots on (the paced bot moves wait meanwhile). */
  const [skipping, setSkipping] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  /** The log follows its newest line unless the reader has scrolled up in it; then a button leads back down. */
  const { ref: logRef, following, setFollowing, onScroll: onLogScroll, toNewest } = useFollowLog();
  const askRef = useRef<HTMLHeadingElement>(null);

  /** Reads a shared position from the URL fragment (`#s=…`): refused with a reason, or waiting to be opened. */
  const readShared = () => {
    const hash = window.location.hash;
    if (!hash.startsWith('#s=')) return;
    const encoded = hash.slice(3);
    const out = decodeScenario(encoded);
    if (!out.ok) {
      clearHash();
      setIncoming(null);
      setLinkNote(out.limit ? { kind: 'limit', limit: out.limit } : { kind: 'bad', text: linkProblemText(t, lang, out) });
      return;
    }
    const made = gameFromShared(out.doc);
    if (!made.ok) {
      clearHash();
      setIncoming(null);
      setLinkNote(made.problem === 'otherGame'
        ? { kind: 'bad', text: fmt(t, 'play.link.notRollecate') }
        : { kind: 'notPlayable', text: fmt(t, 'play.link.notPlayable', { detail: made.detail }), encoded });
      return;
    }
    const l: Live = { config: made.config, snap: startSnapshot(made.state), undo: [], turnStart: null, deviceSeat: null, soloRecorded: false, solo: null };
    setLinkNote(null);
    setIncoming({ live: l, encoded });
  };

  // After mount (the island renders only in the browser): what is saved, a random seed, and a shared position in the link.
  useEffect(() => {
    setSaved(loadGame(storage()));
    setSpeedState(loadSpeed());
    setForm((f) => ({ ...f, seed: f.seed || randomSeed() }));
    const onHash = () => {
      try {
        readShared();
      } catch (e) {
        setLinkNote({ kind: 'bad', text: e instanceof Error ? e.message : String(e) });
      }
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const persist = (l: Live) => {
    const ok = saveGame(storage(), {
      config: l.config, state: l.snap.context, turnStart: l.turnStart, deviceSeat: l.deviceSeat, soloRecorded: l.soloRecorded,
    });
    setStorageOk(ok);
  };

  /** What opening a shared position would replace: a game in progress, or a saved game (in progress, or one that could not be loaded). */
  const atStake: 'game' | 'refused' | null = live
    ? live.snap.context.phase !== 'over' ? 'game' : null
    : saved.status === 'invalid' ? 'refused' : saved.status === 'ok' && saved.game.state.phase !== 'over' ? 'game' : null;
  const stakeState = live ? live.snap.context : saved.status === 'ok' ? saved.game.state : null;

  const openIncoming = () => {
    if (!incoming) return;
    clearHash();
    persist(incoming.live);
    setLive(incoming.live);
    setSaved({ status: 'none' });
    setIncoming(null);
    setAskStart(false);
    setShare(null);
    setError(null);
    setFreshNote(false);
    setLinkNote({ kind: 'opened' });
  };

  const keepMine = () => {
    clearHash();
    setIncoming(null);
    // The question goes away with the button just pressed: focus what the table offers next.
    setTimeout(() => {
      const el = root.current;
      const next = ['[data-autofocus]', '.rc-player.current .rc-controls button:not([disabled])', '.rc-play-resume button', 'button:not([disabled])'];
      next.map((q) => el?.querySelector<HTMLElement>(q)).find(Boolean)?.focus();
    }, 0);
  };

  // Nothing to lose: the shared position opens at once. Otherwise the question below waits for an answer.
  useEffect(() => {
    if (incoming && !atStake) openIncoming();
    if (incoming && atStake) askRef.current?.focus();
  }, [incoming]);

  /** The table after a move: undo points, the turn's start, the solo record, then save. */
  const commit = (prev: Live, next: RollecateSnapshot, action: Action, byPerson: boolean): Live => {
    const before = prev.snap.context;
    const s = next.context;
    let undo: RollecateSnapshot[] = [];
    if (byPerson && s.current === before.current && s.phase !== 'over') {
      const step = (action.type === 'turn.build' && s.phase === 'roll') || ((action.type === 'turn.pass' || action.type === 'penalty.discard') && s.phase === 'discard');
      if (step) undo = [...prev.undo, prev.snap];
    }
    const l: Live = {
      ...prev, snap: next, undo, turnStart: s.phase === 'action' || s.phase === 'betsy' ? s : prev.turnStart,
    };
    if (s.phase === 'over' && s.result && (s.variant === 'solo' || s.variant === 'solo-hard') && !l.soloRecorded) {
      l.solo = recordSolo(storage(), s.variant as SoloVariant, s.result);
      l.soloRecorded = true;
    }
    if (entriesFrom(s.log, before.log.size).some((e) => e.t === 'roll')) roll();
    persist(l);
    setShare(null);
    setStatus('');
    return l;
  };

  /** Whether a bot or Betsy is to move in `l` (no hand-over screen, game not over). */
  const botToMove = (l: Live): boolean => {
    if (needsHandover(l)) return false;
    const s = l.snap.context;
    return s.phase !== 'over' && l.config.seats[s.current] !== 'human';
  };

  /**
   * One move of the bot or Betsy to move now; null when a person is to move (or the game is over).
   * The strong bot thinks in the coach's Web Worker (rollecateBotMoveAsync), so the page never
   * stutters while it does; today's bot and every forced step answer at once.
   */
  const botStep = async (l: Live): Promise<Live | null> => {
    if (!botToMove(l)) return null;
    const move = await rollecateBotMoveAsync(l.snap.context);
    const out = sendMove(l.snap, move);
    if (!out.ok) throw new Error(out.reason);
    return commit(l, out.snapshot, move, false);
  };

  /** Bumped by every change of the game, so a bot move that was thought over for an older position is dropped. */
  const generation = useRef(0);
  useEffect(() => {
    generation.current++;
  }, [live?.snap]);

  // Bots and Betsy move by themselves, one move at a time at the chosen speed (at once under reduced motion).
  useEffect(() => {
    if (!live || !botToMove(live) || skipping) return;
    const s = live.snap.context;
    const justRolled = lastEntry(s.log)?.t === 'roll' || lastEntries(s.log, 4).some((e) => e.t === 'ride');
    const pause = reducedMotion() ? 0 : BOT_SPEEDS[speed] + (justRolled && speed !== 'fast' ? AFTER_ROLL : 0);
    const asked = generation.current;
    let cancelled = false;
    const id = setTimeout(() => {
      botStep(live)
        .then((next) => {
          if (next && !cancelled && asked === generation.current) setLive(next);
        })
        .catch((e: unknown) => {
          if (!cancelled) setError(e instanceof Error ? e.message : String(e));
        });
    }, pause);
    return () => {
      cancelled = true;
      clearTimeout(id);
    };
  }, [live, speed, skipping]);

  /** "Skip to my turn": the bots play on at once until a person is to move or the game ends. */
  const skip = async () => {
    if (!live || skipping) return;
    setSkipping(true);
    let l = live;
    try {
      for (let i = 0; i < 2000; i++) {
        const next = await botStep(l);
        if (!next) break;
        l = next;
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    settle();
    setLive(l);
    setSkipping(false);
  };

  const setSpeed = (v: BotSpeed) => {
    setSpeedState(v);
    saveSpeed(v);
  };

  // When the focused control disappeared with the move, give focus to the next useful one.
  useEffect(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (active && active !== document.body) return;
    const el = root.current;
    if (!el) return;
    const target = el.querySelector<HTMLElement>('[data-autofocus]')
      ?? el.querySelector<HTMLElement>('.rc-player.current .rc-controls button:not([disabled])');
    target?.focus();
  }, [live, error, freshNote]);

  // ---------------------------------------------------------------- starting and resuming

  const startGame = (f: Form) => {
    const variant = variantOf(f.mode);
    const seed = f.seed.trim() || randomSeed();
    const name = (i: number) => seatLabel(f.names[i], fmt(t, 'play.defaultName', { n: i + 1 }));
    let names: string[];
    let seats: SeatKind[];
    if (f.mode === 'hotseat') {
      names = Array.from({ length: Math.min(4, Math.max(2, f.players)) }, (_, i) => name(i));
      seats = names.map(() => 'human');
    } else if (f.mode === 'bots') {
      names = [name(0), ...Array.from({ length: f.bots }, (_, i) => fmt(t, 'play.botName', { n: i + 1 }))];
      seats = names.map((_, i) => (i === 0 ? 'human' : 'bot'));
    } else if (f.mode === 'betsy') {
      names = [name(0)];
      seats = ['human', 'betsy'];
    } else {
      names = [name(0)];
      seats = ['human'];
    }
    const rules: Partial<RuleSwitches> = {};
    for (const k of SWITCHES) rules[k] = switchesFor(f.mode).includes(k) ? f.rules[k] : DEFAULT_RULES[k];
    try {
      const state = newGame({ variant, players: names, seed: seedValue(seed), rules });
      const config: GameConfig = { mode: f.mode, seed, seats, hints: f.hints };
      const l: Live = { config, snap: startSnapshot(state), undo: [], turnStart: null, deviceSeat: null, soloRecorded: false, solo: null };
      setForm({ ...f, seed });
      setError(null);
      setShare(null);
      setFreshNote(false);
      setAskStart(false);
      setLinkNote(null);
      persist(l);
      setLive(l);
      setSaved({ status: 'none' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const resume = () => {
    if (saved.status !== 'ok') return;
    const g = saved.game;
    try {
      setLive({ config: g.config, snap: startSnapshot(g.state), undo: [], turnStart: g.turnStart, deviceSeat: g.deviceSeat, soloRecorded: g.soloRecorded, solo: null });
      setError(null);
    } catch (e) {
      setSaved({ status: 'invalid', reason: 'corrupt', detail: e instanceof Error ? e.message : String(e), text: savedText() });
    }
  };

  const freshStart = () => {
    clearGame(storage());
    setSaved({ status: 'none' });
    setAskStart(false);
    setFreshNote(true);
  };

  /** The start form's button: a kept saved game that could not be loaded is replaced only when the visitor says so. */
  const requestStart = () => {
    if (saved.status === 'invalid') setAskStart(true);
    else startGame(form);
  };

  const toForm = () => {
    setFollowing(true);
    if (live) setForm(formFrom(live, randomSeed()));
    setSaved(loadGame(storage()));
    setLive(null);
    setShare(null);
    setError(null);
    setLinkNote(null);
  };

  // ---------------------------------------------------------------- moves

  const onMove = (action: Action): string | null => {
    if (!live) return null;
    // The play table rolls the engine's seeded dice; setting a result is for the examples.
    if (action.type === 'ride.roll' && action.wheels !== undefined) return fmt(t, 'play.roll.dice');
    try {
      const out = sendMove(live.snap, action);
      if (!out.ok) return reasonText(out.reason, out.refusal, t, live.snap.context);
      setLive(commit(live, out.snapshot, action, true));
      return null;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return null;
    }
  };

  const undo = () => {
    if (!live || live.undo.length === 0) return;
    const snap = live.undo[live.undo.length - 1] as RollecateSnapshot;
    const l = { ...live, snap, undo: live.undo.slice(0, -1) };
    persist(l);
    setLive(l);
    setShare(null);
    setStatus(fmt(t, 'play.undone'));
  };

  const takeDevice = () => {
    if (!live) return;
    const l = { ...live, deviceSeat: live.snap.context.current };
    persist(l);
    setLive(l);
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
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  // ---------------------------------------------------------------- render

  const lines = useMemo((): Line[] => {
    if (!live) return [];
    const s = live.snap.context;
    const names = s.players.map((p) => p.name);
    const people = humans(live.config);
    // Cards are named as players say them ("a straight 3"), each with its small picture; the id is a tooltip.
    const all = new Map<string, Card>();
    const known = (st: GameState) => {
      st.railway.forEach((p) => all.set(p.card.id, p.card));
      for (const p of st.players) [...p.hand, ...p.discard].forEach((c) => all.set(c.id, c));
      [...st.drawPile, ...st.box, ...st.pending, ...(st.setup?.aside ?? [])].forEach((c) => all.set(c.id, c));
    };
    known(s);
    const namer = cardNamer(s, t);
    const pics = (ids: string[]) => ids.map((id) => all.get(id)).filter((c): c is Card => !!c);
    // Another seat's draw stays hidden: from bots in a game against bots, from everyone in hot-seat.
    const sees = (seat: number) => people.length === 1 && people[0] === seat;
    const hands = endHands(s, live.turnStart);
    const out: Line[] = [];
    for (const e of logEntries(s.log)) {
      if (e.t === 'draw' && !s.players[e.player]?.betsy && !sees(e.player)) {
        out.push({ text: fmt(t, e.last ? 'play.log.drawHidden.last' : 'play.log.drawHidden', { who: names[e.player] ?? '' }), cards: [] });
        continue;
      }
      // R34: before the final scores, the hands go onto the piles.
      if (e.t === 'end' && hands) {
        const list = hands
          .map((h, i) => (h.length ? fmt(t, 'play.log.hand', { who: names[i] ?? '', cards: h.map((c) => namer(c.id, 'a')).join(', ') }) : fmt(t, 'play.log.handEmpty', { who: names[i] ?? '' })))
          .join('; ');
        out.push({ text: fmt(t, 'play.log.hands', { list: `${list}.` }), cards: hands.flat() });
      }
      out.push({ text: describe(e, names, t, { card: namer, variant: s.variant }) ?? '', cards: pics(entryCards(e)) });
    }
    return out;
  }, [live?.snap]);

  const linkBox = (
    <>
      {incoming && atStake && (
        <section class="rc-play-alert rc-play-ask" role="alert" aria-labelledby="rc-play-ask-title" data-testid="play-ask-shared">
          <h2 id="rc-play-ask-title" tabIndex={-1} ref={askRef}>{fmt(t, 'play.link.ask.title')}</h2>
          <p>
            {atStake === 'refused'
              ? fmt(t, 'play.link.ask.refused')
              : fmt(t, 'play.link.ask.game', { names: stakeState?.players.map((p) => p.name).join(', ') ?? '', left: stakeState?.drawPile.length ?? 0 })}
          </p>
          <div class="rc-buttons">
            <button type="button" class="primary" onClick={openIncoming}>{fmt(t, 'play.link.ask.open')}</button>
            <button type="button" onClick={keepMine}>{fmt(t, 'play.link.ask.keep')}</button>
            {atStake === 'refused' && saved.status === 'invalid' && (
              <DownloadLink text={saved.text} file={SAVED_FILE}>{fmt(t, 'play.save.download')}</DownloadLink>
            )}
          </div>
          <p>
            <a href={`${checkerPath(lang)}#s=${incoming.encoded}`}>{fmt(t, 'play.link.ask.checker')}</a>
          </p>
        </section>
      )}
      {linkNote?.kind === 'opened' && <p class="rc-play-note" role="status">{fmt(t, 'play.link.opened')}</p>}
      {linkNote?.kind === 'bad' && (
        <p class="rc-play-alert" role="alert" data-testid="play-link-error">{fmt(t, 'play.link.bad', { reason: linkNote.text })}</p>
      )}
      {linkNote?.kind === 'limit' && (
        <LimitNote t={t} lang={lang} limit={linkNote.limit} lead={fmt(t, 'play.link.bad', { reason: '' }).trim()} class="rc-play-alert" testId="play-link-error" />
      )}
      {linkNote?.kind === 'notPlayable' && (
        <div class="rc-play-alert" role="alert" data-testid="play-link-error">
          <p>{linkNote.text}</p>
          <p><a href={`${checkerPath(lang)}#s=${linkNote.encoded}`}>{fmt(t, 'play.link.checker')}</a></p>
        </div>
      )}
    </>
  );

  if (!live) {
    return (
      <div class="rc-play rc-playtable not-content" ref={root}>
        {linkBox}
        <StartForm
          t={t}
          form={form}
          setForm={setForm}
          saved={saved}
          freshNote={freshNote}
          askStart={askStart}
          onStart={requestStart}
          onReplace={() => startGame(form)}
          onKeep={() => setAskStart(false)}
          onResume={resume}
          onFresh={freshStart}
        />
        {error && <p class="rc-refusal" role="alert">{fmt(t, 'play.error', { message: error })}</p>}
      </div>
    );
  }

  const s = live.snap.context;
  const handover = needsHandover(live);
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
        {live.undo.length > 0 && kind === 'human' && !handover && (
          <button type="button" onClick={undo}>{fmt(t, 'play.undo')}</button>
        )}
        <button type="button" onClick={doShare} disabled={!shareState || handover}>
          {fmt(t, 'play.share')}
        </button>
        <button type="button" onClick={toForm}>{fmt(t, 'play.leave')}</button>
        {hasBots && (
          <label class="rc-play-speed">
            {fmt(t, 'play.speed')}
            <select value={speed} onChange={(e) => setSpeed((e.target as HTMLSelectElement).value as BotSpeed)}>
              {(Object.keys(BOT_SPEEDS) as BotSpeed[]).map((v) => <option key={v} value={v}>{fmt(t, `play.speed.${v}`)}</option>)}
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
      {!storageOk && <p class="rc-play-note warn">{fmt(t, 'play.save.failed')}</p>}
      {error && <p class="rc-refusal" role="alert">{fmt(t, 'play.error', { message: error })}</p>}

      {s.phase === 'over' && <Result t={t} lang={lang} live={live} onAgain={() => startGame(formFrom(live, live.config.seed))} onNew={toForm} />}

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
              <button type="button" class="primary" onClick={takeDevice} data-autofocus>
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

// ---------------------------------------------------------------- the start form

function StartForm({ t, form, setForm, saved, freshNote, askStart, onStart, onReplace, onKeep, onResume, onFresh }: {
  t: Strings;
  form: Form;
  setForm: (f: Form) => void;
  saved: LoadResult;
  freshNote: boolean;
  /** Starting would replace a kept saved game that could not be loaded: the question is showing. */
  askStart: boolean;
  onStart: () => void;
  onReplace: () => void;
  onKeep: () => void;
  onResume: () => void;
  onFresh: () => void;
}) {
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const askRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  // The question appears above the button just pressed: take the reader to it.
  useEffect(() => {
    if (askStart) askRef.current?.focus();
  }, [askStart]);
  const seatsNamed = form.mode === 'hotseat' ? form.players : 1;
  const switchText = (k: SwitchKey) => t[`play.switch.${k}`] ?? SWITCH_INFO[k].summary;
  return (
    <form
      class="rc-play-form"
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      {saved.status === 'ok' && (
        <div class="rc-play-resume">
          <p>
            {fmt(t, saved.game.state.phase === 'over' ? 'play.resume.over' : 'play.resume.text', {
              names: saved.game.state.players.map((p) => p.name).join(', '),
              left: saved.game.state.drawPile.length,
              seed: saved.game.config.seed,
            })}
          </p>
          {/* A finished game has nothing left to resume: it is only mentioned. */}
          {saved.game.state.phase !== 'over' && <button type="button" class="primary" onClick={onResume}>{fmt(t, 'play.resume.button')}</button>}
        </div>
      )}
      {saved.status === 'invalid' && (
        <div class="rc-play-alert" role="alert" data-testid="play-save-refused">
          <p><strong>{fmt(t, `play.save.${saved.reason}`)}</strong></p>
          <p class="small">{fmt(t, 'play.save.detail', { detail: saved.detail })}</p>
          <p class="small">{fmt(t, 'play.save.kept')}</p>
          <div class="rc-buttons">
            <DownloadLink text={saved.text} file={SAVED_FILE}>{fmt(t, 'play.save.download')}</DownloadLink>
            <button type="button" onClick={onFresh}>{fmt(t, 'play.save.fresh')}</button>
          </div>
        </div>
      )}
      {freshNote && <p class="rc-play-note" role="status">{fmt(t, 'play.save.freshDone')}</p>}

      <h2 tabIndex={-1} {...(freshNote ? { 'data-autofocus': true } : {})}>{fmt(t, 'play.form.heading')}</h2>
      <fieldset>
        <legend>{fmt(t, 'play.form.mode')}</legend>
        {MODES.map((m) => (
          <label key={m} class="rc-play-radio">
            <input type="radio" name="rc-play-mode" value={m} checked={form.mode === m} onChange={() => set({ mode: m })} />
            {fmt(t, `play.mode.${m}`)}
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>{fmt(t, form.mode === 'hotseat' ? 'play.form.people' : 'play.form.you')}</legend>
        {form.mode === 'hotseat' && (
          <label class="rc-play-field">
            {fmt(t, 'play.form.players')}
            <select value={String(Math.min(4, Math.max(2, form.players)))} onChange={(e) => set({ players: Number((e.target as HTMLSelectElement).value) })}>
              {[2, 3, 4].map((n) => <option key={n} value={String(n)}>{n}</option>)}
            </select>
          </label>
        )}
        {form.mode === 'bots' && (
          <label class="rc-play-field">
            {fmt(t, 'play.form.bots')}
            <select value={String(form.bots)} onChange={(e) => set({ bots: Number((e.target as HTMLSelectElement).value) })}>
              {[1, 2, 3].map((n) => <option key={n} value={String(n)}>{n}</option>)}
            </select>
          </label>
        )}
        {form.mode === 'bots' && <BotLevelField t={t} game="rollecate" class="rc-play-field" />}
        {Array.from({ length: seatsNamed }, (_, i) => (
          <SeatNameField
            key={i}
            class="rc-play-field"
            label={form.mode === 'hotseat' ? fmt(t, 'play.form.name', { n: i + 1 }) : fmt(t, 'play.form.yourName')}
            value={form.names[i] ?? ''}
            placeholder={fmt(t, 'play.defaultName', { n: i + 1 })}
            onChange={(v) => {
              const names = form.names.slice();
              names[i] = v;
              set({ names });
            }}
          />
        ))}
      </fieldset>

      <fieldset>
        <legend>{fmt(t, 'play.form.seed')}</legend>
        <div class="rc-play-seedrow">
          <input type="text" value={form.seed} aria-label={fmt(t, 'play.form.seed')} aria-describedby="rc-play-seed-help" maxLength={40} autocomplete="off" onInput={(e) => set({ seed: (e.target as HTMLInputElement).value })} />
          <button type="button" onClick={() => set({ seed: randomSeed() })}>{fmt(t, 'play.form.newSeed')}</button>
        </div>
        <p id="rc-play-seed-help" class="small">{fmt(t, 'play.form.seedHelp')}</p>
      </fieldset>

      <fieldset>
        <legend>{fmt(t, 'play.form.rules')}</legend>
        <p class="small">{fmt(t, 'play.form.rulesHelp')}</p>
        {switchesFor(form.mode).map((k) => (
          <label key={k} class="rc-play-check">
            <input type="checkbox" checked={form.rules[k]} onChange={(e) => set({ rules: { ...form.rules, [k]: (e.target as HTMLInputElement).checked } })} />
            <span>
              {switchText(k)}{' '}
              <span class="rc-play-ruling">
                (<a href={`${t._lang === 'nl' ? '/nl' : ''}/rollecate/rulings/#ruling-${SWITCH_INFO[k].ruling.replace(/^.*#/, '').padStart(2, '0')}`}>{fmt(t, 'play.form.ruling', { id: Number(SWITCH_INFO[k].ruling.replace(/^.*#/, '')) })}</a>)
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>{fmt(t, 'play.form.help')}</legend>
        <label class="rc-play-check">
          <input type="checkbox" checked={form.hints} onChange={(e) => set({ hints: (e.target as HTMLInputElement).checked })} />
          <span>{fmt(t, 'play.form.hints')}</span>
        </label>
      </fieldset>

      {askStart && saved.status === 'invalid' && (
        <section class="rc-play-alert" role="alert" aria-labelledby="rc-play-askstart-title" data-testid="play-ask-start">
          <h2 id="rc-play-askstart-title" tabIndex={-1} ref={askRef}>{fmt(t, 'play.save.ask.title')}</h2>
          <p>{fmt(t, 'play.save.ask.text')}</p>
          <div class="rc-buttons">
            <button type="button" class="primary" onClick={onReplace}>{fmt(t, 'play.save.ask.replace')}</button>
            <button type="button" onClick={() => { onKeep(); startRef.current?.focus(); }}>{fmt(t, 'play.save.ask.keep')}</button>
            <DownloadLink text={saved.text} file={SAVED_FILE}>{fmt(t, 'play.save.download')}</DownloadLink>
          </div>
        </section>
      )}
      <button type="submit" class="primary rc-play-start" ref={startRef}>{fmt(t, 'play.form.start')}</button>
    </form>
  );
}

// ---------------------------------------------------------------- the result

const VALUE_INDEX: Record<number, number> = { 2: 4, 3: 3, 4: 2, 5: 1 };

function Result({ t, lang, live, onAgain, onNew }: { t: Strings; lang: string; live: Live; onAgain: () => void; onNew: () => void }) {
  const s = live.snap.context;
  const r = s.result;
  if (!r) return null;
  const name = (i: number) => s.players[i]?.name ?? '';
  const keys = s.players.map((p) => rankKey(p.discard));
  let verdict: string;
  let rules = 'R35 R36';
  if (r.lost) {
    verdict = fmt(t, 'play.result.lost');
    rules = 'R39';
  } else if (s.players.length === 1) {
    // Solo has no winner: a score to compare with your best (R37); hard solo is won by not derailing a fourth time.
    verdict = fmt(t, s.variant === 'solo-hard' ? 'play.result.soloHard.won' : 'play.result.solo', { score: r.scores[0] ?? 0 });
    rules = s.variant === 'solo-hard' ? 'R35 R37 R39' : 'R35 R37';
  } else if (s.variant === 'betsy') {
    const vars = { points: r.scores[0] ?? 0, cards: r.scores[1] ?? 0 };
    verdict = fmt(t, r.winners.length > 1 ? 'play.result.betsy.draw' : r.winners[0] === 1 ? 'play.result.betsy.her' : 'play.result.betsy.you', vars);
    rules = 'R35 R45';
  } else if (r.winners.length > 1) {
    verdict = fmt(t, 'play.result.shared', { names: r.winners.map(name).join(' & ') });
  } else {
    const w = r.winners[0] ?? 0;
    const others = s.players.map((_, i) => i).filter((i) => i !== w);
    // The runner-up: the best key among the others; the first place where the keys differ decided it.
    const cmp = (a: number[], b: number[]) => a.reduce((acc, v, i) => acc || v - (b[i] ?? 0), 0);
    const o = others.reduce((a, b) => (cmp(keys[a] as number[], keys[b] as number[]) <= 0 ? a : b));
    const kw = keys[w] as number[];
    const ko = keys[o] as number[];
    const at = kw.findIndex((v, i) => v !== ko[i]);
    const vars = { winner: name(w), other: name(o), points: kw[0] ?? 0, cards: kw[1] ?? 0, a: kw[at] ?? 0, b: ko[at] ?? 0 };
    if (at <= 0) {
      verdict = fmt(t, 'play.result.by.points', vars);
      rules = 'R35';
    } else if (at === 1) verdict = fmt(t, 'play.result.by.cards', vars);
    else verdict = fmt(t, 'play.result.by.value', { ...vars, value: fmt(t, `play.value.${VALUE_INDEX[at] ?? 1}`) });
  }
  const soloVariant = s.variant === 'solo' || s.variant === 'solo-hard' ? s.variant : null;
  const record = live.solo?.after ?? (soloVariant ? loadSolo(storage())[soloVariant] : undefined);
  const newBest = !!live.solo && !r.lost && (live.solo.before.best === null || (r.scores[0] ?? 0) < live.solo.before.best) && live.solo.before.games > 0;
  const solo = s.players.length === 1;
  const heading = r.lost ? 'play.result.headingLost' : solo ? (s.variant === 'solo-hard' ? 'play.result.headingWon' : 'play.result.headingSolo') : 'play.result.heading';
  return (
    <section class="rc-play-result" aria-labelledby="rc-play-result-title">
      <h2 id="rc-play-result-title" tabIndex={-1} data-autofocus>{fmt(t, heading)}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{fmt(t, 'play.result.player')}</th>
            <th scope="col">{fmt(t, 'play.result.score')}</th>
            <th scope="col">{fmt(t, 'play.result.cards')}</th>
            {[4, 3, 2, 1].map((v) => <th key={v} scope="col">{fmt(t, `play.value.${v}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {s.players.map((p, i) => (
            <tr key={i} class={r.winners.includes(i) && !solo ? 'winner' : ''}>
              <th scope="row">
                {p.name}
                {r.winners.includes(i) && !r.lost && !solo && <span class="rc-badge">{fmt(t, 'play.result.won')}</span>}
              </th>
              <td>
                {r.lost
                  ? fmt(t, 'play.result.noScore')
                  : fmt(t, p.betsy ? 'rc.player.betsyScore' : 'rc.player.score', { score: r.scores[i] ?? 0 })}
              </td>
              <td>{r.cards[i] ?? 0}</td>
              {[4, 3, 2, 1].map((v) => <td key={v}>{p.discard.filter((c) => c.value === v).length}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="rc-play-verdict">
        {verdict} <RuleLinks text={rules} lang={lang} t={t} />
      </p>
      {soloVariant && record && (
        <p>
          {newBest && <strong>{fmt(t, 'play.result.newBest')} </strong>}
          {live.solo && live.solo.before.games === 0 && !r.lost && <>{fmt(t, 'play.result.solo.first')} </>}
          {fmt(t, record.best === null ? 'play.result.record.none' : 'play.result.record', {
            variant: fmt(t, `play.variant.${soloVariant}`), best: record.best ?? 0, games: record.games, lost: record.lost,
          })}
        </p>
      )}
      <div class="rc-buttons">
        <button type="button" class="primary" onClick={onNew}>{fmt(t, 'play.new')}</button>
        <button type="button" onClick={onAgain}>{fmt(t, 'play.again')}</button>
      </div>
    </section>
  );
}

export default guarded(PlayTable, { note: (t) => fmt(t, 'play.err.saved') });
