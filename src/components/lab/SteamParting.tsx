/**
 * Two readings of a Steam Rollers rule, stepped at once: the same seeded game
 * and the same moves in two columns under one stepper (the examples' shell,
 * ../story.tsx). Each column shows the map sheet of the player to move, as the
 * examples draw it, and what the move did or why it was refused.
 */
import { useMemo } from 'preact/hooks';
import { entriesFrom } from '../../machines/shared/logbook';
import { describeEntry } from '../../machines/steam-rollers/rules/narrate';
import { refusalText } from '../../machines/steam-rollers/rules/refusal';
import type { Refusal } from '../../machines/steam-rollers/rules/types';
import type { CompiledStory } from '../../scenario/replay';
import { fmt, type Strings } from '../kit/fmt';
import { StoryInvalid, StoryStepper, useStory } from '../kit/story/story';
import { guarded } from '../kit/ErrorBoundary';
import { steamStory } from '../steam-rollers/SteamScenario';
import SteamMap from '../steam-rollers/SteamMap';
import { sheetStats } from '../steam-rollers/words';

export interface SteamPartingProps {
  a: CompiledStory;
  b: CompiledStory;
  labels: [string, string];
  t: Strings;
  lang: string;
  name: string;
}

const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'rule' in x && 'key' in x;

function SteamParting({ a, b, labels, t, lang, name }: SteamPartingProps) {
  const sa = useMemo(() => steamStory(a), [a]);
  const sb = useMemo(() => steamStory(b), [b]);
  const nav = useStory(sa, { ignore: '.sr-btn' });
  if (!sa.ok || !sb.ok || !nav.frame) return <StoryInvalid reason={sa.error ?? sb.error} t={t} />;
  const cols = [
    { label: labels[0], frames: sa.frames },
    { label: labels[1], frames: sb.frames },
  ];
  return (
    <div class="rc-scenario sr-scenario not-content lab-parting" onKeyDown={nav.onKey} role="region" aria-labelledby={`${name}-title`}>
      <p class="rc-story-title" id={`${name}-title`}>{labels[0]} / {labels[1]}</p>
      <div class="lab-two">
        {cols.map(({ label, frames }) => {
          const i = Math.min(nav.index, frames.length - 1);
          const frame = frames[i]!;
          const prev = frames[i - 1];
          const s = frame.state.snapshot.context;
          const names = s.players.map((_, k) => frame.state.names[k] ?? fmt(t, 'sr.player', { n: k + 1 }));
          const added = prev && !frame.refused ? entriesFrom(s.log, prev.state.snapshot.context.log.size) : [];
          const seat = s.current;
          return (
            <div key={label} class="lab-column">
              <p class="lab-column-title"><strong>{label}</strong></p>
              <div class="rc-narration" aria-live="polite">
                {frame.refused && <p class="rc-refused">{fmt(t, 'rc.story.refused')} {isRefusal(frame.refusal) ? refusalText(frame.refusal, t) : frame.refused}</p>}
                {added.length > 0 && <p class="rc-log-lines">{added.map((e) => describeEntry(e, names, t)).join(' ')}</p>}
              </div>
              <figure class="sr-sheet sr-sheet-main">
                <figcaption><strong>{fmt(t, 'sr.story.map', { who: names[seat] ?? '' })}</strong> <span class="sr-sheet-stats">{sheetStats(t, lang, s, seat)}</span></figcaption>
                <SteamMap state={s} seat={seat} t={t} lang={lang} compact={false} selected={null} route={null} />
              </figure>
            </div>
          );
        })}
      </div>
      <StoryStepper nav={nav} t={t} canTry={false} />
    </div>
  );
}

export default guarded(SteamParting);
