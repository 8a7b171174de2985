/**
 * The step-through of a Rolit or a Steam Rollers file in the checker: that game's own example island, loaded once
 * (kit/loadOnce.ts) when the first such file is opened, with the checker's coach passed in. Steam Rollers' island
 * comes with its words in the page's language and the story it replays, worked out from the file here (a failure to
 * work it out is said, not thrown). A load that fails is said too; the verdict above still applies.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { RolitScenarioProps } from '../rolit/RolitScenario';
import type { SteamScenarioProps } from '../steam-rollers/SteamScenario';
import { fmt, type Strings } from '../../play/kit/fmt';
import { ErrorBoundary, errorText } from '../kit/ErrorBoundary';
import { loadOnce, type Once } from '../kit/loadOnce';
import { CoachPanel } from './checkerLazy';

type RolitView = ComponentType<{ doc: unknown; t: Strings; lang: string; name: string; followEdition?: boolean; coach?: RolitScenarioProps['coach'] }>;
type SteamView = ComponentType<Omit<SteamScenarioProps, 't'> & { t: Strings }>;
interface SteamPart {
  view: SteamView;
  words: Strings;
  props: (doc: unknown, lang: string) => Pick<SteamScenarioProps, 'story'>;
}

const rolitView = loadOnce(() => import('../rolit/RolitScenario').then((m) => m.default as RolitView));
const steamParts = new Map<string, Once<SteamPart>>();
/** Steam Rollers' island and its words in `lang`: they and the site's Steam Rollers files load only when one is opened. */
function steamPart(lang: string): Once<SteamPart> {
  let part = steamParts.get(lang);
  if (!part) {
    part = loadOnce(async () => {
      const m = await import('./checkerSteam');
      return { view: m.SteamScenario as SteamView, words: await m.steamStrings(lang), props: m.steamStoryProps };
    });
    steamParts.set(lang, part);
  }
  return part;
}

/** What `once` brought, drawn again when it arrives; or why it could not be loaded. */
function useLoaded<T>(once: Once<T>): { value: T | null; error: string | null } {
  const [, setReady] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!once.loaded()) once().then(() => setReady((n) => n + 1), (e: unknown) => setError(errorText(e)));
  }, [once]);
  return { value: once.loaded(), error };
}

interface StoryProps {
  t: Strings;
  lang: string;
  /** The file, cut before the step the runner stopped at (checkerDoc.ts, gameStoryDoc). */
  doc: unknown;
  /** One per run: a new run draws a new island. */
  runId: number;
}

/** The frame every step-through of the checker is drawn in. */
function StoryFrame({ t, runId, children }: { t: Strings; runId: number; children: ComponentChildren }) {
  return (
    <ErrorBoundary key={runId} t={t} note={fmt(t, 'chk.story.crash')}>
      <section class="chk-story" aria-labelledby="chk-story-h">
        <h2 id="chk-story-h">{fmt(t, 'chk.story.heading')}</h2>
        {children}
      </section>
    </ErrorBoundary>
  );
}

const Loading = ({ t }: { t: Strings }) => <p class="chk-note">{fmt(t, 'rop.loading')}</p>;
const LoadFailed = ({ t, message }: { t: Strings; message: string }) => (
  <p class="chk-alert" role="alert">{fmt(t, 'chk.story.loadFailed', { message })}</p>
);

export function RolitStory({ t, lang, doc, runId }: StoryProps) {
  const { value: View, error } = useLoaded(rolitView);
  return (
    <StoryFrame t={t} runId={runId}>
      {View ? (
        <View
          key={runId}
          doc={doc}
          t={t}
          lang={lang}
          name={`chk-rolit-${runId}`}
          followEdition={false}
          coach={({ state, names, play }) => <CoachPanel game="rolit" t={t} lang={lang} state={state} names={names} onPlay={play ?? undefined} />}
        />
      ) : error ? (
        <LoadFailed t={t} message={error} />
      ) : (
        <Loading t={t} />
      )}
    </StoryFrame>
  );
}

export function SteamStory({ t, lang, doc, runId }: StoryProps) {
  const { value: part, error } = useLoaded(steamPart(lang));
  const words = useMemo(() => (part ? { ...t, ...part.words } : null), [part, t]);
  // The file's story, worked out once per file (the island replays it on the chart).
  const story = useMemo((): { props: Pick<SteamScenarioProps, 'story'> } | { error: string } | null => {
    if (!part) return null;
    try {
      return { props: part.props(doc, lang) };
    } catch (e) {
      return { error: errorText(e) };
    }
  }, [part, doc, lang]);
  return (
    <StoryFrame t={t} runId={runId}>
      {part && words && story && 'props' in story ? (
        <part.view
          key={runId}
          {...story.props}
          t={words}
          lang={lang}
          name={`chk-steam-${runId}`}
          coach={({ state, names, play, moves }) => (
            <CoachPanel game="steam-rollers" t={words} lang={lang} state={state} names={names} moves={moves} onPlay={play ?? undefined} />
          )}
        />
      ) : error || (story && 'error' in story) ? (
        <LoadFailed t={t} message={error ?? (story as { error: string }).error} />
      ) : (
        <Loading t={t} />
      )}
    </StoryFrame>
  );
}
