/**
 * The ruling checker island (/checker/): paste a scenario file or
 * open one from a shared link (#s=<base64url of the UTF-8 JSON>), run it with
 * the project's runner and read PASS or FAIL with the runner's own reason;
 * step through its moves with the rules that applied at each step; from any
 * step play moves yourself and read the outcome or the refusal; and build a
 * position in the editor below. Every input, however broken, ends in a
 * message, never in a crash or a blank page.
 *
 * This file holds the checker's state and what its parts do to it; the parts draw: the input (CheckerInput.tsx),
 * the verdict (CheckerVerdict.tsx), a Rollecate file's steps (RollecateStory.tsx), a Rolit or Steam Rollers file's
 * (GameStories.tsx), the editors (CheckerEditors.tsx). The pure helpers are checkerDoc.ts, the site's files
 * checkerFiles.ts, what loads when first used checkerLazy.tsx.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Frame } from '../../scenario/frames';
import type { RollecateSnapshot } from '../../scenario/rollecate-chart';
import { fmt, type Strings } from '../../play/kit/fmt';
import { ErrorBoundary, errorText, guarded } from '../kit/ErrorBoundary';
import { pasteLimit, type Limit } from '../../play/kit/limits';
// Steam Rollers' styles, imported here and not only by its island: Astro already links the stylesheet of a
// dynamically imported island into the page, and when the lazy chunk also asked for it, Vite's preload looked
// for it under a name Astro never wrote ("Unable to preload CSS"), and the step-through never loaded.
import '../steam-rollers/steam.css';
import { STEPPED_GAMES, encodeShared, isObject, openLink, rolitStoryDoc, safeStory, steamStoryDoc, type LinkError, type Verdict } from './checkerDoc';
import { loadSiteFile, type SiteFile } from './checkerFiles';
import { loadRunner, type Runner } from './checkerLazy';
import { CheckerInput } from './CheckerInput';
import { CheckerVerdict } from './CheckerVerdict';
import { RollecateStory, currentOf, type Play } from './RollecateStory';
import { RolitStory, SteamStory } from './GameStories';
import { CheckerEditors, EDITOR_GAMES, type EditorGame } from './CheckerEditors';

// The pure helpers and the runner's loader, where the tests and the page have read them.
export * from './checkerDoc';
export { SCHEMA_URL, asSiteFile, fileGame, fileName, fileOrder, siteFiles, type SiteFile } from './checkerFiles';
export { loadRunner } from './checkerLazy';

export interface RulingCheckerProps {
  t: Strings;
  lang: string;
  /** Every site file of the three games, in `fileOrder` (RulingChecker.astro reads them at build time). */
  files: readonly SiteFile[];
}

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
  const runner = useRef<Runner | null>(loadRunner.loaded());

  const story = useMemo(() => (verdict && doc !== undefined ? safeStory(doc, lang, verdict.reason) : null), [doc, verdict]);
  // A Rolit or Steam Rollers file steps through that game's own island, loaded only when one is opened.
  const rolitDoc = useMemo(() => (verdict && doc !== undefined ? rolitStoryDoc(doc, verdict.reason) : null), [doc, verdict]);
  const steamDoc = useMemo(() => (verdict && doc !== undefined ? steamStoryDoc(doc, verdict.reason) : null), [doc, verdict]);
  useEffect(() => {
    const game = isObject(doc) ? doc.game : undefined;
    if (EDITOR_GAMES.includes(game as EditorGame)) setEditorGame(game as EditorGame);
  }, [doc]);
  const frames = (story?.frames ?? []) as Frame<RollecateSnapshot>[];

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
    const out = await loadSiteFile(name);
    if (!out.ok) {
      setLinkError({ text: 'missing' in out ? fmt(t, 'chk.link.noFile', { name: JSON.stringify(name) }) : errorText(out.error) });
      return;
    }
    setLinkError(null);
    if (files.some((f) => f.name === name)) setExample(name);
    run(JSON.stringify(out.doc, null, 2), focus);
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

  const go = (i: number) => {
    setPlay(null);
    setIndex(Math.max(0, Math.min(frames.length - 1, i)));
  };
  /** The file with the moves played from a step written in: run it, and show the step they reach. */
  const writeMoves = (next: Record<string, unknown>, target: number) => {
    run(JSON.stringify(next, null, 2));
    setIndex(target);
  };
  /** A document written by one of the position editors: run it, and show the result. */
  const checkBuilt = (d: Record<string, unknown>) => {
    setLinkError(null);
    run(JSON.stringify(d, null, 2), true);
    results.current?.scrollIntoView({ block: 'start' });
  };
  const clear = () => {
    setText('');
    setVerdict(null);
    setDoc(undefined);
    setPlay(null);
    setLinkError(null);
    setLimit(null);
  };

  const current = currentOf(play, frames[Math.min(index, frames.length - 1)]);
  const prefetchRunner = () => loadRunner.preload();

  return (
    <div class={`rc-checker not-content${verdict ? ' with-results' : ''}`} onPointerEnter={prefetchRunner} onFocusIn={prefetchRunner}>
      <CheckerInput
        t={t}
        lang={lang}
        text={text}
        onText={setText}
        onRun={() => run(text, true)}
        onClear={clear}
        linkError={linkError}
        limit={limit}
        files={files}
        example={example}
        onExample={setExample}
        onLoad={() => loadFile(example, true)}
      />

      <div class="chk-results" ref={results} tabIndex={-1} aria-labelledby="chk-result-h">
        <h2 id="chk-result-h" class="sr-only">{fmt(t, 'chk.result.heading')}</h2>
        {verdict && <CheckerVerdict t={t} lang={lang} verdict={verdict} shareHref={shareHref} onShare={() => share(doc)} shareNote={shareNote} />}

        {verdict && doc !== undefined && !story && !rolitDoc && !steamDoc && (
          <p class="chk-note">{isObject(doc) && doc.game !== undefined && !STEPPED_GAMES.includes(doc.game as string) ? fmt(t, 'chk.story.otherGames') : fmt(t, 'chk.story.none')}</p>
        )}
        {rolitDoc !== null && <RolitStory t={t} lang={lang} doc={rolitDoc} runId={runId} />}
        {steamDoc !== null && <SteamStory t={t} lang={lang} doc={steamDoc} runId={runId} />}
        {story && current && (
          <ErrorBoundary key={runId} t={t} note={fmt(t, 'chk.story.crash')}>
            <RollecateStory t={t} lang={lang} doc={doc} frames={frames} index={index} go={go} play={play} setPlay={setPlay} onWrite={writeMoves} />
          </ErrorBoundary>
        )}
      </div>

      <CheckerEditors t={t} lang={lang} game={editorGame} onGame={setEditorGame} fileDoc={doc} shownState={current ? current.context : null} onCheck={checkBuilt} onShare={share} />
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(RulingChecker);
