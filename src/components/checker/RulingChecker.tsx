/**
 * The ruling checker island (/checker/): paste a scenario file or
 * open one from a shared link (#s=<base64url of the UTF-8 JSON>), run it with
 * the project's runner and read PASS or FAIL with the runner's own reason;
 * step through its moves with the rules that applied at each step; from any
 * step play moves yourself and read the outcome or the refusal; and build a
 * position in the editor below. Every input, however broken, ends in a
 * message, never in a crash or a blank page.
 */
import type { ComponentProps, ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { cardNamer } from '../../machines/rollecate/rules/narrate';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import { expectOf } from '../../scenario/export';
import { sayIn, storyWith, type Frame, type Story } from '../../scenario/frames';
import { rollecateAdapter } from '../../scenario/rollecate';
import type CoachPanelIsland from '../coach/CoachPanel';
import type { RolitScenarioProps } from '../rolit/RolitScenario';
import type { SteamScenarioProps } from '../steam-rollers/SteamScenario';
import { sendMove, type RollecateSnapshot } from '../../scenario/rollecate-chart';
import { decodeScenario, encodeScenario, linkProblemText, type Decoded as LinkDecoded } from '../kit/share/share';
import { parseScenarioJson } from '../../scenario/json';
import { fmt, type Strings } from '../kit/fmt';
import { clauseHref } from '../rollecate/clauses';
import { LogLinesText, logLines, type LogLine } from '../rollecate/LogLines';
import { PositionEditor } from '../rollecate/PositionEditor';
import type { RolitPositionEditorProps } from '../rolit/RolitPositionEditor';
import type { SteamPositionEditorProps } from '../steam-rollers/SteamPositionEditor';
import { lazyPart } from '../kit/lazyPart';
import { rulesOf } from '../rollecate/stepRules';
import { phaseText } from '../rollecate/TableView';
import { trainIndex } from '../../machines/rollecate/rules/state';
import { ErrorBoundary, errorText, guarded } from '../kit/ErrorBoundary';
import { LimitNote } from '../kit/LimitNote';
import { pasteLimit, type Limit } from '../kit/limits';
// Steam Rollers' styles, imported here and not only by its island: Astro already links the stylesheet of a
// dynamically imported island into the page, and when the lazy chunk also asked for it, Vite's preload looked
// for it under a name Astro never wrote ("Unable to preload CSS"), and the step-through never loaded.
import '../steam-rollers/steam.css';
import { entriesFrom, findLast } from '../../machines/shared/logbook';

// Loaded when first used (issue 30): the runner over every game's rules when a file is first run, the coach with a
// story to coach, and the Rolit and Steam Rollers editors when that game is chosen. Rollecate's editor, which the page
// shows from the start with its verdict, runs on Rollecate's adapter alone.
type Runner = typeof import('./checkerRun');
let runnerLoad: Promise<Runner> | null = null;
/** The runner once here: a verdict or a story exists only after it is (the parts below draw nothing before). */
let loaded: Runner | null = null;
export function loadRunner(): Promise<Runner> {
  return (runnerLoad ??= import('./checkerRun').then(
    (r) => (loaded = r),
    (e: unknown) => {
      runnerLoad = null;
      throw e;
    },
  ));
}
const GameBoard = (props: ComponentProps<Runner['GameBoard']>) => (loaded ? <loaded.GameBoard {...props} /> : null);
const RuleLinks = (props: ComponentProps<Runner['RuleLinks']>) => (loaded ? <loaded.RuleLinks {...props} /> : null);
const reasonText = (...args: Parameters<Runner['reasonText']>): string => (loaded ? loaded.reasonText(...args) : args[0]);
const CoachPanel = lazyPart<ComponentProps<typeof CoachPanelIsland>>(() => import('../coach/CoachPanel').then((m) => m.default));
const EditorLoading = ({ t }: { t: Strings }) => <p class="chk-note">{fmt(t, 'chk.ed.loading')}</p>;
const RolitPositionEditor = lazyPart<RolitPositionEditorProps>(() => import('../rolit/RolitPositionEditor').then((m) => m.RolitPositionEditor), EditorLoading);
const SteamPositionEditor = lazyPart<SteamPositionEditorProps>(() => import('../steam-rollers/SteamPositionEditor').then((m) => m.SteamPositionEditor), EditorLoading);

/* ------------------------------------------------------------------ */
/* Pure helpers (unit-tested in tests/unit/checker.test.ts)            */
/* ------------------------------------------------------------------ */

export type Decoded = { ok: true; doc: unknown } | { ok: false; error: string };

/** Why a link could not be opened: a sentence in the page's language, or the limit it went over. */
export type LinkError = { text: string } | { limit: Limit };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Text as a JSON document, with the CLI's wording when it is not JSON. */
export function parseScenarioText(text: string): Decoded {
  if (text.trim() === '') return { ok: false, error: 'the scenario is empty: paste one JSON object' };
  return parseScenarioJson(text);
}

/** The share format of src/components/kit/share/share.ts: base64url, without padding, of the UTF-8 JSON text. */
export function encodeShared(doc: unknown): string {
  return encodeScenario(doc);
}

/**
 * Reads the text after `#s=` (percent-escapes undone); every failure is a
 * sentence saying what is wrong. A link over the limits (its size, nesting or
 * steps, limits.ts) is refused here, before anything runs it.
 */
export function decodeShared(raw: string): LinkDecoded {
  let s = raw.trim();
  if (s.includes('%')) {
    try {
      s = decodeURIComponent(s);
    } catch {
      /* keep the raw text; the decoder names the problem */
    }
  }
  return decodeScenario(s);
}

export interface Verdict {
  pass: boolean;
  /** The runner's reason (or the CLI's "not valid JSON (…)"), null on PASS. */
  reason: string | null;
  title: string;
}

/** A step holds a move when it has a key besides "say", "expect" and "rejected". */
export function isMoveStep(step: unknown): boolean {
  return isObject(step) && Object.keys(step).some((k) => k !== 'say' && k !== 'expect' && k !== 'rejected');
}

const ROLLECATE = { rollecate: rollecateAdapter };

/**
 * The frames of a Rollecate scenario, or null when there is nothing to step
 * through (another game, or a file that does not load). A file whose later
 * steps are malformed is shown up to the step the runner stopped at. Only
 * Rollecate's adapter is needed here (the other games step through their own
 * islands), so the page loads no other game's rules for it.
 */
export function safeStory(doc: unknown, lang: string, reason: string | null): Story<RollecateSnapshot> | null {
  if (!isObject(doc) || doc.game !== 'rollecate') return null;
  const attempt = (d: unknown): Story<RollecateSnapshot> | null => {
    try {
      const story = storyWith<RollecateSnapshot>(d, lang, ROLLECATE);
      return story.frames.length ? story : null;
    } catch {
      return null;
    }
  };
  const whole = attempt(doc);
  if (whole) return whole;
  const before = upToFailure(doc, reason);
  return before && before !== doc ? attempt(before) : null;
}

/**
 * The file cut before the step the runner stopped at ("step 7 (…): …"), the
 * whole file when it passed, or null when it failed before any step (a bad
 * position): what can still be stepped through.
 */
export function upToFailure(doc: Record<string, unknown>, reason: string | null): Record<string, unknown> | null {
  if (!reason) return doc;
  const failed = /^step (\d+)/.exec(reason);
  if (!failed || !Array.isArray(doc.steps)) return null;
  return { ...doc, steps: doc.steps.slice(0, Number(failed[1])) };
}

/** The contract step for a move just played; a roll records the wheels it showed. */
export function stepOfAction(action: Action, after: GameState): Record<string, unknown> {
  switch (action.type) {
    case 'turn.pass':
      return { pass: true };
    case 'turn.build':
      return { build: action.cards.map((c) => ({ card: c.card, turn: c.turn })) };
    case 'ride.roll': {
      const roll = findLast(after.log, (e) => e.t === 'roll');
      const wheels = action.wheels ?? (roll && roll.t === 'roll' ? roll.wheels : undefined);
      return { roll: wheels === undefined ? {} : { wheels } };
    }
    case 'penalty.discard':
      return { discard: { card: action.card, combine: action.combine } };
    case 'chaos.discard':
      return { discardChaos: action.cards.map((c) => ({ card: c.card, combine: c.combine })) };
    case 'betsy.play':
      return { betsy: action.turn ? { turn: action.turn } : {} };
    case 'setup.place':
      return { setup: action.turn ? { turn: action.turn } : {} };
  }
}

/** Index in `steps` just after the frame's move and the narration/expectations that follow it. */
export function cutAfter(steps: readonly unknown[], moveIndex: number | null): number {
  let i = moveIndex === null ? 0 : moveIndex + 1;
  while (i < steps.length && !isMoveStep(steps[i])) i++;
  return i;
}

/** The document with its steps up to `cut`, then the given moves and an `expect` of the state they reach. */
export function withMoves(doc: Record<string, unknown>, cut: number, moves: Record<string, unknown>[], final: GameState): Record<string, unknown> {
  const steps = Array.isArray(doc.steps) ? doc.steps.slice(0, cut) : [];
  return { ...doc, steps: [...steps, ...moves, { expect: expectOf(final) }] };
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

/**
 * What the checker does with a `#s=` link's text: the document, pretty-printed
 * for the text box (safe: its nesting is within the limit), or why it cannot
 * be opened, in the page's language. Never throws.
 */
export function openLink(raw: string, t: Strings, lang: string): { ok: true; text: string } | { ok: false; error: LinkError } {
  try {
    const out = decodeShared(raw);
    if (!out.ok) return { ok: false, error: out.limit ? { limit: out.limit } : { text: linkProblemText(t, lang, out) } };
    return { ok: true, text: JSON.stringify(out.doc, null, 2) };
  } catch (e) {
    return { ok: false, error: { text: fmt(t, 'chk.link.crash', { message: errorText(e) }) } };
  }
}

/* ------------------------------------------------------------------ */
/* The island                                                           */
/* ------------------------------------------------------------------ */

interface Played {
  step: Record<string, unknown>;
  lines: LogLine[];
  rules: string[];
  state: RollecateSnapshot;
}

interface Play {
  start: RollecateSnapshot;
  moves: Played[];
  refusal: string | null;
}

/** A site file as the picker offers it: its name (the value, as `#file=` names it) and its title in the page's language. */
export interface SiteFile {
  name: string;
  title: string;
}

export interface RulingCheckerProps {
  t: Strings;
  lang: string;
  /** Every site file of the three games, in `fileOrder` (RulingChecker.astro reads them at build time). */
  files: readonly SiteFile[];
}

const FILES = import.meta.glob('../../content/scenarios/{rollecate,rolit}/*.json', { import: 'default' });
/**
 * A site file's name in links and the picker: "ruling-17-…" for Rollecate (as the rulings pages link),
 * "rolit/b3-01-…" for Rolit, "steam-rollers/c5-01-…" for Steam Rollers.
 */
export function fileName(path: string): string {
  return path.replace(/^.*\/scenarios\/(?:rollecate\/)?/, '').replace(/\.json$/, '');
}
const EXAMPLES = new Map(Object.entries(FILES).map(([path, load]) => [fileName(path), load]));
const STEAM_PREFIX = 'steam-rollers/';
/** The game a site file's name belongs to, as a player names it (the same in both languages). */
export function fileGame(name: string): 'Rollecate' | 'Rolit' | 'Steam Rollers' {
  return name.startsWith(STEAM_PREFIX) ? 'Steam Rollers' : name.startsWith('rolit/') ? 'Rolit' : 'Rollecate';
}
const GAMES = ['Rollecate', 'Rolit', 'Steam Rollers'] as const;
/**
 * The picker's order: Rollecate's files, then Rolit's, then Steam Rollers', each by name. Steam Rollers'
 * files load from the module loaded with its step-through (checkerSteam.ts), so the page's own code
 * carries no Steam Rollers file.
 */
export function fileOrder(a: string, b: string): number {
  return GAMES.indexOf(fileGame(a)) - GAMES.indexOf(fileGame(b)) || a.localeCompare(b);
}

/** The picker's list from the site's files (path → parsed file), each titled in `lang`, in `fileOrder`. */
export function siteFiles(docs: Record<string, unknown>, lang: string): SiteFile[] {
  return Object.entries(docs)
    .map(([path, doc]) => ({ name: fileName(path), title: sayIn((doc as { title?: unknown } | null)?.title, lang) ?? fileName(path) }))
    .sort((a, b) => fileOrder(a.name, b.name));
}

/** Where the site serves the format's JSON Schema (public/scenario.schema.json). */
export const SCHEMA_URL = '/scenario.schema.json';

/**
 * A site file as the checker shows it: its `$schema` (a path from the file to
 * public/ in the repository, which means nothing in a browser) becomes the
 * schema's address on the site; nothing else changes, key order included.
 */
export function asSiteFile(doc: unknown): unknown {
  if (!isObject(doc) || !Object.hasOwn(doc, '$schema')) return doc;
  return Object.fromEntries(Object.entries(doc).map(([k, v]) => [k, k === '$schema' ? SCHEMA_URL : v]));
}

function Rules({ ids, lang, label }: { ids: string[]; lang: string; label: string }) {
  if (!ids.length) return null;
  return (
    <p class="chk-rules">
      {label}{' '}
      {ids.map((id) => (
        <a key={id} href={clauseHref(id, lang)} class="rc-rulelink">{id}</a>
      ))}
    </p>
  );
}

/** A file of `game` to step through (see `upToFailure`), for that game's own island; null for another game or a file that failed before any step. */
export function gameStoryDoc(game: string, doc: unknown, reason: string | null): unknown | null {
  return isObject(doc) && doc.game === game ? upToFailure(doc, reason) : null;
}

/** A Rolit file to step through (see `upToFailure`); Rolit's own island shows it. */
export function rolitStoryDoc(doc: unknown, reason: string | null): unknown | null {
  return gameStoryDoc('rolit', doc, reason);
}

/** A Steam Rollers file to step through (see `upToFailure`); the SteamScenario island shows it. */
export function steamStoryDoc(doc: unknown, reason: string | null): unknown | null {
  return gameStoryDoc('steam-rollers', doc, reason);
}

/** The games the position editor builds positions for. */
type EditorGame = 'rollecate' | 'rolit' | 'steam-rollers';
const EDITOR_GAMES: readonly EditorGame[] = ['rollecate', 'rolit', 'steam-rollers'];

/** The games the checker steps through: Rollecate here, the others in their own islands. */
export const STEPPED_GAMES: readonly string[] = ['rollecate', 'rolit', 'steam-rollers'];

type RolitView = ComponentType<{ doc: unknown; t: Strings; lang: string; name: string; followEdition?: boolean; coach?: RolitScenarioProps['coach'] }>;
type SteamView = ComponentType<Omit<SteamScenarioProps, 't'> & { t: Strings }>;

function RulingChecker({ t, lang, files }: RulingCheckerProps) {
  const [text, setText] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [doc, setDoc] = useState<unknown>(undefined);
  const [linkError, setLinkError] = useState<LinkError | null>(null);
  /** A paste (or a file written here) over the limits: refused before it runs. */
  const [limit, setLimit] = useState<Limit | null>(null);
  const [runId, setRunId] = useState(0);
  const [index, setIndex] = useState(0);
  const [play, setPlay] = useState<Play | null>(null);
  const [example, setExample] = useState(files[0]?.name ?? '');
  const [shareNote, setShareNote] = useState<string | null>(null);
  /** Which game the position editor builds; it follows the game of a file that is opened. */
  const [editorGame, setEditorGame] = useState<EditorGame>('rollecate');
  const results = useRef<HTMLDivElement>(null);
  // Once the runner is here (an earlier checker on the page, or fetched ahead), a file runs at once.
  const runner = useRef<Runner | null>(loaded);

  const story = useMemo(() => (verdict && doc !== undefined ? safeStory(doc, lang, verdict.reason) : null), [doc, verdict]);
  // A Rolit file steps through Rolit's own example island, loaded only when one is opened.
  const rolitDoc = useMemo(() => (verdict && doc !== undefined ? rolitStoryDoc(doc, verdict.reason) : null), [doc, verdict]);
  const [rolitView, setRolitView] = useState<{ view: RolitView } | null>(null);
  useEffect(() => {
    if (!rolitDoc || rolitView) return;
    void import('../rolit/RolitScenario').then((m) => setRolitView({ view: m.default as RolitView }));
  }, [rolitDoc]);
  // A Steam Rollers file steps through the SteamScenario island; it and its words load only when one is opened.
  const steamDoc = useMemo(() => (verdict && doc !== undefined ? steamStoryDoc(doc, verdict.reason) : null), [doc, verdict]);
  const [steamView, setSteamView] = useState<{ view: SteamView; t: Strings; props: (doc: unknown, lang: string) => Pick<SteamScenarioProps, 'story'> } | null>(null);
  const [steamError, setSteamError] = useState<string | null>(null);
  useEffect(() => {
    if (!steamDoc || steamView) return;
    void import('./checkerSteam')
      .then(async (m) => {
        const words = await m.steamStrings(lang);
        setSteamView({ view: m.SteamScenario as SteamView, t: { ...t, ...words }, props: m.steamStoryProps });
      })
      .catch((e) => setSteamError(errorText(e)));
  }, [steamDoc]);
  // The file's story, worked out once per file (the island replays it on the chart); a failure to work it out is said, not thrown.
  const steamStory = useMemo((): { props: Pick<SteamScenarioProps, 'story'> } | { error: string } | null => {
    if (!steamView || !steamDoc) return null;
    try {
      return { props: steamView.props(steamDoc, lang) };
    } catch (e) {
      return { error: errorText(e) };
    }
  }, [steamView, steamDoc, lang]);
  useEffect(() => {
    const game = isObject(doc) ? doc.game : undefined;
    if (EDITOR_GAMES.includes(game as EditorGame)) setEditorGame(game as EditorGame);
  }, [doc]);
  const frames = (story?.frames ?? []) as Frame<RollecateSnapshot>[];
  const frame = frames[Math.min(index, frames.length - 1)];

  const run = (source: string, focus = false) => {
    setText(source);
    const over = pasteLimit(source);
    setLimit(over);
    if (over) {
      setVerdict(null);
      setDoc(undefined);
      setPlay(null);
      setShareNote(null);
      return;
    }
    const show = (r: Runner) => {
      const out = r.verdictOf(source, lang);
      setVerdict(out.verdict);
      setDoc(out.doc);
      setIndex(0);
      setPlay(null);
      setShareNote(null);
      setRunId((n) => n + 1);
      if (focus) requestAnimationFrame(() => results.current?.focus());
    };
    // The first run waits for the runner (fetched ahead when the pointer or the focus comes into the checker).
    if (runner.current) show(runner.current);
    else
      loadRunner().then(
        (r) => {
          runner.current = r;
          show(r);
        },
        (e: unknown) => setLinkError({ text: errorText(e) }),
      );
  };

  /** Loads one of the site's scenario files by name (src/content/scenarios/rollecate/NAME.json, rolit/NAME, steam-rollers/NAME). */
  const loadFile = async (name: string, focus: boolean) => {
    let load = EXAMPLES.get(name);
    if (!load && name.startsWith(STEAM_PREFIX)) {
      try {
        load = (await import('./checkerSteam')).steamFiles.get(name.slice(STEAM_PREFIX.length));
      } catch (e) {
        setLinkError({ text: errorText(e) });
        return;
      }
    }
    if (!load) {
      setLinkError({ text: fmt(t, 'chk.link.noFile', { name: JSON.stringify(name) }) });
      return;
    }
    try {
      const loaded = await load();
      setLinkError(null);
      if (files.some((f) => f.name === name)) setExample(name);
      run(JSON.stringify(asSiteFile(loaded), null, 2), focus);
    } catch (e) {
      setLinkError({ text: errorText(e) });
    }
  };

  /** `#s=<base64url>` carries a whole scenario; `#file=<name>` names one of the site's files (the rulings pages link so). */
  const readHash = () => {
    const hash = window.location.hash;
    if (hash.startsWith('#file=')) {
      let name = hash.slice(6);
      try {
        name = decodeURIComponent(name);
      } catch {
        /* keep it as it is */
      }
      void loadFile(name, false);
      return;
    }
    if (!hash.startsWith('#s=')) return;
    const out = openLink(hash.slice(3), t, lang);
    if (!out.ok) {
      setLinkError(out.error);
      setLimit(null);
      setVerdict(null);
      setDoc(undefined);
      setPlay(null);
      return;
    }
    setLinkError(null);
    run(out.text);
  };

  useEffect(() => {
    // A link is read from an effect and from an event: whatever goes wrong becomes the link's message, never a blank page.
    const onHash = () => {
      try {
        readHash();
      } catch (e) {
        setLinkError({ text: fmt(t, 'chk.link.crash', { message: errorText(e) }) });
      }
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const loadExample = () => loadFile(example, true);

  /** Puts the link in the address bar and, where allowed, on the clipboard; returns what happened, in words. */
  const share = async (value: unknown): Promise<string> => {
    const url = `${window.location.origin}${window.location.pathname}#s=${encodeShared(value)}`;
    window.history.replaceState(null, '', url);
    let note: string;
    try {
      await navigator.clipboard.writeText(url);
      note = fmt(t, 'chk.share.copied');
    } catch {
      note = fmt(t, 'chk.share.ready');
    }
    setShareNote(note);
    return note;
  };

  const shareHref = useMemo(() => {
    if (doc === undefined) return null;
    try {
      return `#s=${encodeShared(doc)}`;
    } catch {
      return null;
    }
  }, [doc]);

  /* -- stepping -- */
  const last = frames.length - 1;
  const go = (i: number) => {
    setPlay(null);
    setIndex(Math.max(0, Math.min(last, i)));
  };
  const prev = frames[index - 1];
  const stepsOfDoc = isObject(doc) && Array.isArray(doc.steps) ? doc.steps : [];
  const rawStep = frame?.move ? stepsOfDoc[frame.move.index] : undefined;
  const expectedRefusal = isObject(rawStep) && (rawStep.rejected === true || typeof rawStep.rejected === 'string');
  const newEntries = frame && prev ? entriesFrom(frame.state.context.log, prev.state.context.log.size) : [];
  const stepLines = frame && prev && !frame.refused ? logLines(frame.state.context, t, prev.state.context.log.size) : [];
  const stepRules = frame && !frame.refused ? rulesOf(newEntries, frame.state.context) : [];

  /* -- playing -- */
  const current = play ? (play.moves[play.moves.length - 1]?.state ?? play.start) : frame?.state;
  const onMove = (action: Action): string | null => {
    if (!play || !current) return null;
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
    if (!play || !play.moves.length || !isObject(doc) || !frame) return;
    const cut = cutAfter(stepsOfDoc, frame.move ? frame.move.index : null);
    const final = play.moves[play.moves.length - 1]!.state.context;
    const next = withMoves(doc, cut, play.moves.map((m) => m.step), final);
    const target = index + play.moves.length;
    run(JSON.stringify(next, null, 2));
    setIndex(target);
  };
  const lastMove = play?.moves[play.moves.length - 1];
  /** A document written by one of the position editors: run it, and show the result. */
  const checkBuilt = (d: Record<string, unknown>) => {
    setLinkError(null);
    run(JSON.stringify(d, null, 2), true);
    results.current?.scrollIntoView({ block: 'start' });
  };

  const shownState: GameState | null = current ? current.context : null;
  const prefetchRunner = () => void loadRunner().catch(() => {});
  const prefetchEditors = () => {
    RolitPositionEditor.preload();
    SteamPositionEditor.preload();
  };

  return (
    <div class={`rc-checker not-content${verdict ? ' with-results' : ''}`} onPointerEnter={prefetchRunner} onFocusIn={prefetchRunner}>
      <section class="chk-input" aria-labelledby="chk-input-h">
        <h2 id="chk-input-h">{fmt(t, 'chk.input.heading')}</h2>
        <p class="chk-help">{fmt(t, 'chk.input.help')}</p>
        {linkError && 'text' in linkError && (
          <p class="chk-alert" role="alert" data-testid="chk-link-error">
            {fmt(t, 'chk.link.bad', { reason: linkError.text })}
          </p>
        )}
        {linkError && 'limit' in linkError && (
          <LimitNote t={t} lang={lang} limit={linkError.limit} lead={fmt(t, 'chk.link.bad', { reason: '' }).trim()} class="chk-alert" testId="chk-link-error" />
        )}
        {limit && <LimitNote t={t} lang={lang} limit={limit} lead={fmt(t, 'chk.limit.lead')} class="chk-alert" testId="chk-limit" />}
        <label for="chk-text" class="chk-label">{fmt(t, 'chk.input.label')}</label>
        <textarea
          id="chk-text"
          class="chk-text"
          rows={14}
          spellcheck={false}
          value={text}
          placeholder={fmt(t, 'chk.input.placeholder')}
          aria-describedby="chk-text-keys"
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              run(text, true);
            }
          }}
        />
        <p id="chk-text-keys" class="chk-hint">{fmt(t, 'chk.input.keys')}</p>
        <div class="chk-buttons">
          <button type="button" class="primary" onClick={() => run(text, true)}>{fmt(t, 'chk.input.run')}</button>
          <button type="button" onClick={() => { setText(''); setVerdict(null); setDoc(undefined); setPlay(null); setLinkError(null); setLimit(null); }}>{fmt(t, 'chk.input.clear')}</button>
          <span class="chk-example">
            <label for="chk-example">{fmt(t, 'chk.example.label')}</label>
            <select id="chk-example" value={example} onChange={(e) => setExample((e.target as HTMLSelectElement).value)}>
              {GAMES.map((game) => (
                <optgroup key={game} label={game}>
                  {files.filter((f) => fileGame(f.name) === game).map((f) => <option key={f.name} value={f.name}>{f.title}</option>)}
                </optgroup>
              ))}
            </select>
            <button type="button" onClick={loadExample}>{fmt(t, 'chk.example.load')}</button>
          </span>
        </div>
      </section>

      <div class="chk-results" ref={results} tabIndex={-1} aria-labelledby="chk-result-h">
        <h2 id="chk-result-h" class="sr-only">{fmt(t, 'chk.result.heading')}</h2>
        {verdict && (
          <div class={`chk-verdict ${verdict.pass ? 'pass' : 'fail'}`} role="status" data-testid="chk-verdict">
            <p>
              <strong class="chk-badge">{verdict.pass ? 'PASS' : 'FAIL'}</strong>{' '}
              {verdict.title && <span class="chk-title">{verdict.title}</span>}
            </p>
            {verdict.pass ? (
              <p>{fmt(t, 'chk.result.pass')}</p>
            ) : (
              <p>
                {fmt(t, 'chk.result.fail')} <code class="chk-reason" data-testid="chk-reason">{verdict.reason}</code>{' '}
                {verdict.reason && <RuleLinks text={verdict.reason} lang={lang} t={t} />}
              </p>
            )}
            {shareHref && (
              <p class="chk-share">
                <button type="button" onClick={() => share(doc)}>{fmt(t, 'chk.share.copy')}</button>{' '}
                <a href={shareHref}>{fmt(t, 'chk.share.link')}</a>
                {shareNote && <span class="chk-note" role="status"> {shareNote}</span>}
              </p>
            )}
          </div>
        )}

        {verdict && doc !== undefined && !story && !rolitDoc && !steamDoc && (
          <p class="chk-note">{isObject(doc) && doc.game !== undefined && !STEPPED_GAMES.includes(doc.game as string) ? fmt(t, 'chk.story.otherGames') : fmt(t, 'chk.story.none')}</p>
        )}

        {rolitDoc !== null && (
          <ErrorBoundary key={runId} t={t} note={fmt(t, 'chk.story.crash')}>
            <section class="chk-story" aria-labelledby="chk-story-h">
              <h2 id="chk-story-h">{fmt(t, 'chk.story.heading')}</h2>
              {rolitView ? (
                <rolitView.view
                  key={runId}
                  doc={rolitDoc}
                  t={t}
                  lang={lang}
                  name={`chk-rolit-${runId}`}
                  followEdition={false}
                  coach={({ state, names, play }) => <CoachPanel game="rolit" t={t} lang={lang} state={state} names={names} onPlay={play ?? undefined} />}
                />
              ) : (
                <p class="chk-note">{fmt(t, 'rop.loading')}</p>
              )}
            </section>
          </ErrorBoundary>
        )}

        {steamDoc !== null && (
          <ErrorBoundary key={runId} t={t} note={fmt(t, 'chk.story.crash')}>
            <section class="chk-story" aria-labelledby="chk-story-h">
              <h2 id="chk-story-h">{fmt(t, 'chk.story.heading')}</h2>
              {steamView && steamStory && 'props' in steamStory ? (
                <steamView.view
                  key={runId}
                  {...steamStory.props}
                  t={steamView.t}
                  lang={lang}
                  name={`chk-steam-${runId}`}
                  coach={({ state, names, play, moves }) => (
                    <CoachPanel game="steam-rollers" t={steamView.t} lang={lang} state={state} names={names} moves={moves} onPlay={play ?? undefined} />
                  )}
                />
              ) : steamError || (steamStory && 'error' in steamStory) ? (
                <p class="chk-alert" role="alert">{fmt(t, 'chk.story.loadFailed', { message: steamError ?? (steamStory as { error: string }).error })}</p>
              ) : (
                <p class="chk-note">{fmt(t, 'rop.loading')}</p>
              )}
            </section>
          </ErrorBoundary>
        )}

        {story && frame && current && (
          <ErrorBoundary key={runId} t={t} note={fmt(t, 'chk.story.crash')}>
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
          </ErrorBoundary>
        )}
      </div>

      <ErrorBoundary t={t}>
        <div class="chk-ed-games" role="group" aria-labelledby="chk-ed-game-label" onPointerEnter={prefetchEditors} onFocusIn={prefetchEditors}>
          <span id="chk-ed-game-label" class="chk-label">{fmt(t, 'chk.ed.gameChoice')}</span>
          {EDITOR_GAMES.map((g) => (
            <label key={g} class="chk-check">
              <input type="radio" name="chk-ed-game" value={g} checked={editorGame === g} onChange={() => setEditorGame(g)} />
              <span>{fmt(t, `chk.ed.gameName.${g}`)}</span>
            </label>
          ))}
        </div>
        {editorGame === 'rollecate' && (
          <PositionEditor t={t} lang={lang} fileDoc={doc} shownState={shownState} onCheck={checkBuilt} onShare={share} />
        )}
        {editorGame === 'rolit' && <RolitPositionEditor t={t} lang={lang} fileDoc={doc} onCheck={checkBuilt} onShare={share} />}
        {editorGame === 'steam-rollers' && <SteamPositionEditor t={t} lang={lang} fileDoc={doc} onCheck={checkBuilt} onShare={share} />}
      </ErrorBoundary>
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(RulingChecker);
