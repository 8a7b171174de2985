/**
 * Two readings of a Rollecate rule, stepped at once: the same seeded setup and
 * the same moves in two columns, one stepper for both (the examples' shell,
 * ../story.tsx), so the reader sees the move where they part. Each column
 * is the examples' table view, read-only.
 */
import { useMemo } from 'preact/hooks';
import type { CompiledStory } from '../../scenario/replay';
import { rollecateStory } from '../rollecate/Scenario';
import { GameBoard, reasonText } from '../rollecate/GameBoard';
import { LogLinesText, logLines } from '../rollecate/LogLines';
import { fmt, type Strings } from '../kit/fmt';
import { StoryInvalid, StoryStepper, useStory } from '../kit/story/story';
import { guarded } from '../kit/ErrorBoundary';

export interface RollecatePartingProps {
  a: CompiledStory;
  b: CompiledStory;
  /** Column headings: the default reading, the other. */
  labels: [string, string];
  t: Strings;
  lang: string;
  /** Unique on the page: the ids of the example's title. */
  name: string;
}

function RollecateParting({ a, b, labels, t, lang, name }: RollecatePartingProps) {
  const sa = useMemo(() => rollecateStory(a), [a]);
  const sb = useMemo(() => rollecateStory(b), [b]);
  const nav = useStory(sa);
  if (!sa.ok || !sb.ok || !nav.frame) return <StoryInvalid reason={sa.error ?? sb.error} t={t} />;
  const at = (frames: typeof sa.frames) => Math.min(nav.index, frames.length - 1);
  const cols = [
    { label: labels[0], frames: sa.frames, i: at(sa.frames) },
    { label: labels[1], frames: sb.frames, i: at(sb.frames) },
  ];
  return (
    <div class="rc-scenario not-content lab-parting" onKeyDown={nav.onKey} role="region" aria-labelledby={`${name}-title`}>
      <p class="rc-story-title" id={`${name}-title`}>{labels[0]} / {labels[1]}</p>
      <div class="lab-two">
        {cols.map(({ label, frames, i }) => {
          const frame = frames[i]!;
          const prev = frames[i - 1];
          const lines = prev && !frame.refused ? logLines(frame.state.context, t, prev.state.context.log.size) : [];
          return (
            <div key={label} class="lab-column">
              <p class="lab-column-title"><strong>{label}</strong></p>
              <div class="rc-narration" aria-live="polite">
                {frame.refused && <p class="rc-refused">{fmt(t, 'rc.story.refused')} {reasonText(frame.refused, frame.refusal, t, frame.state.context)}</p>}
                {lines.length > 0 && <p class="rc-log-lines"><LogLinesText lines={lines} t={t} /></p>}
              </div>
              <GameBoard state={frame.state.context} t={t} lang={lang} viewer="all" interactive={false} />
            </div>
          );
        })}
      </div>
      <StoryStepper nav={nav} t={t} canTry={false} />
    </div>
  );
}

export default guarded(RollecateParting);
