/**
 * Two readings of a Rolit rule or edition, stepped at once: the same seeded
 * round and the same placements in two columns under one stepper (the
 * examples' shell, ../story.tsx). Each column is the examples' board, read-only;
 * a placement one reading refuses is marked on its board with the reason.
 */
import { useMemo } from 'preact/hooks';
import { legalPlacements } from '../../machines/rolit/rules/play';
import type { Refusal } from '../../machines/rolit/rules/types';
import { storyWith } from '../../scenario/frames';
import { rolitAdapter, type RolitSnapshot } from '../../scenario/rolit';
import { fmt, type Strings } from '../kit/fmt';
import { StoryInvalid, StoryStepper, useStory } from '../kit/story/story';
import { guarded } from '../kit/ErrorBoundary';
import RolitBoard from '../rolit/RolitBoard';
import { Counts, logLine, refusalReason } from '../rolit/RolitScenario';

export interface RolitPartingProps {
  a: unknown;
  b: unknown;
  labels: [string, string];
  t: Strings;
  lang: string;
  /** Unique on the page: the ids of the example's title. */
  name: string;
}

const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'rule' in x && 'key' in x;

function RolitParting({ a, b, labels, t, lang, name }: RolitPartingProps) {
  const sa = useMemo(() => storyWith<RolitSnapshot>(a, lang, { rolit: rolitAdapter }), [a]);
  const sb = useMemo(() => storyWith<RolitSnapshot>(b, lang, { rolit: rolitAdapter }), [b]);
  const nav = useStory(sa, { ignore: '.ro-btn' });
  if (!sa.ok || !sb.ok || !nav.frame) return <StoryInvalid reason={sa.error ?? sb.error} t={t} />;
  const cols = [
    { label: labels[0], frames: sa.frames },
    { label: labels[1], frames: sb.frames },
  ];
  return (
    <div class="rc-scenario not-content lab-parting" onKeyDown={nav.onKey} role="region" aria-labelledby={`${name}-title`}>
      <p class="rc-story-title" id={`${name}-title`}>{labels[0]} / {labels[1]}</p>
      <div class="lab-two">
        {cols.map(({ label, frames }) => {
          const i = Math.min(nav.index, frames.length - 1);
          const frame = frames[i]!;
          const prev = frames[i - 1];
          const game = frame.state.context.game;
          const added = prev && !frame.refused ? game.log.slice(prev.state.context.game.log.length) : [];
          const placed = added.find((e) => e.t === 'place');
          const refusedSquare = frame.refused && frame.move?.key === 'place' ? String(frame.move.value) : null;
          return (
            <div key={label} class="lab-column">
              <p class="lab-column-title"><strong>{label}</strong></p>
              <div class="rc-narration" aria-live="polite">
                {frame.refused && <p class="rc-refused">{fmt(t, 'rc.story.refused')} {isRefusal(frame.refusal) ? refusalReason(frame.refusal, t) : frame.refused}</p>}
                {added.map((e, k) => <p key={k} class="rc-log-lines">{logLine(e, t)}</p>)}
              </div>
              <RolitBoard
                board={game.cells}
                size={game.size}
                t={t}
                legal={game.phase === 'over' ? [] : legalPlacements(game)}
                flipped={placed && placed.t === 'place' ? placed.captured : []}
                last={placed && placed.t === 'place' ? placed.square : null}
                marked={refusedSquare ? [refusedSquare] : []}
                current={game.current}
                players={game.players}
                label={label}
              />
              <Counts s={game} t={t} />
            </div>
          );
        })}
      </div>
      <StoryStepper nav={nav} t={t} canTry={false} />
    </div>
  );
}

export default guarded(RolitParting);
