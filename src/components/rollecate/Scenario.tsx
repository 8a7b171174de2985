/**
 * <Scenario> island: any scenario file as a step-through example. Next / back
 * / restart (buttons and the arrow keys, Home), the file's narration, the
 * rules that applied at each step as links, and "try it": from any step the
 * reader takes over, plays legal moves through the statechart and sees
 * illegal ones refused with the engine's reason; "reset" returns to the story.
 */
import { StoryHead, StoryNarration } from '../kit/story/StoryParts';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import { storyOf, type CompiledStory } from '../../scenario/replay';
import { sendMove, startSnapshot, type RollecateSnapshot } from '../../scenario/rollecate-chart';
import { fmt, type Strings } from '../kit/fmt';
import { StoryInvalid, StoryStepper, useStory } from '../kit/story/story';
import { announceChart } from '../chart/announce';
import { clauseChip } from './clauses';
import { mirrorActor, type Mirror } from './inspect';
import { GameBoard, RuleLinks, reasonText } from './GameBoard';
import { LogLinesText, LogLineView, logLines } from './LogLines';
import { rulesOf } from './stepRules';
import { guarded } from '../kit/ErrorBoundary';
import { entriesFrom } from '../../machines/shared/logbook';

export interface ScenarioProps {
  /** The file's story, worked out when the page was built (compileStory in ../../scenario/frames.ts; ./example.ts for a file loaded later). */
  story: CompiledStory;
  t: Strings;
  lang: string;
  /** Name used for ids and for the chart page's live highlight. */
  name: string;
  /** The frame to open at, and whether in "try it" (the step-through island hands over this way: StoryFrames.tsx). */
  initial?: number;
  tryNow?: boolean;
}

/** A compiled Rollecate story on the chart: its start entered, each frame's move sent through the chart again. */
export function rollecateStory(compiled: CompiledStory) {
  return storyOf<RollecateSnapshot>(
    compiled,
    (start) => startSnapshot(start as GameState),
    (snapshot, action) => {
      const out = sendMove(snapshot, action as Action);
      if (!out.ok) throw new Error(`the chart refused a move it took when the story was made (${out.reason})`);
      return out.snapshot;
    },
  );
}

function Scenario({ story: compiled, t, lang, name, initial, tryNow }: ScenarioProps) {
  const story = useMemo(() => rollecateStory(compiled), [compiled]);
  const nav = useStory(story, { initial, tryNow });
  const { frames, frame, index, tryState, setTryState } = nav;
  const root = useRef<HTMLDivElement>(null);
  // The developer inspector (off unless switched on): a mirrored actor that follows what the reader sees.
  const mirror = useRef<Mirror | null>(null);

  const snapshot = tryState ?? frame?.state;
  useEffect(() => {
    if (snapshot) announceChart(snapshot.value, name);
  }, [snapshot]);
  const frameState = frame?.state;
  useEffect(() => {
    mirror.current?.stop();
    mirror.current = frameState ? mirrorActor(frameState.context) : null;
    return () => mirror.current?.stop();
  }, [frameState, tryState === null]);

  if (!story.ok || !frame || !snapshot) return <StoryInvalid reason={story.error} t={t} />;

  const prev = frames[index - 1];
  const newEntries = prev ? entriesFrom(frame.state.context.log, prev.state.context.log.size) : [];
  const stepRules = frame.refused ? [] : rulesOf(newEntries, frame.state.context);
  // Cards are named in words, each line followed by its cards' pictures (the id is their tooltip).
  const stepLines = prev ? logLines(frame.state.context, t, prev.state.context.log.size) : [];
  // What the reader played from this frame: the try's log after the frame's.
  const tryLines = tryState ? logLines(tryState.context, t, frame.state.context.log.size) : [];

  const onMove = (action: Action): string | null => {
    const out = sendMove(snapshot, action);
    if (!out.ok) return reasonText(out.reason, out.refusal, t, snapshot.context);
    mirror.current?.send(action);
    setTryState(out.snapshot);
    return null;
  };

  // A story's position holds only the cards it needs: say so where the draw pile looks short (issue: "Draw pile: 5"
  // right after the setup chapter says 36). A real game starts its pile with 36 cards (38 in solo, R6, R38).
  const start = frames[0]?.state.context;
  const solo = start && (start.variant === 'solo' || start.variant === 'solo-hard') && !start.rules.soloDealToBox;
  const shortPile = start && start.drawPile.length < (solo ? 38 : 36) ? start.drawPile.length : null;

  const heading = `${name}-title`;
  const chip = (id: string) => clauseChip(id, lang, t);
  return (
    <div class="rc-scenario not-content" ref={root} onKeyDown={nav.onKey} role="region" aria-labelledby={heading} data-chart={JSON.stringify(snapshot.value)}>
      <StoryHead id={heading} title={story.title} rules={story.rules} chip={chip} t={t}>
        {shortPile !== null && <p class="rc-hint rc-story-short">{fmt(t, 'rc.story.short', { n: shortPile, full: solo ? 38 : 36 })}</p>}
      </StoryHead>
      {!tryState && (
        <StoryNarration t={t} say={frame.say} applied={stepRules} chip={chip}>
          {frame.move && frame.refused && (
            <p class="rc-refused">
              {fmt(t, 'rc.story.refused')} {reasonText(frame.refused, frame.refusal, t, frame.state.context)} <RuleLinks text={frame.refused} lang={lang} t={t} />
            </p>
          )}
          {!frame.refused && stepLines.length > 0 && <p class="rc-log-lines"><LogLinesText lines={stepLines} t={t} /></p>}
        </StoryNarration>
      )}
      <GameBoard state={snapshot.context} t={t} lang={lang} viewer="all" interactive={!!tryState} onMove={tryState ? onMove : undefined} />
      {tryState && tryLines.length > 0 && (
        <ol class="rc-trylog" aria-label={fmt(t, 'rc.story.trylog')}>
          {tryLines.map((line, i) => <li key={i}><LogLineView line={line} t={t} /></li>)}
        </ol>
      )}
      <StoryStepper nav={nav} t={t} canTry={frame.state.context.phase !== 'over'} />
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(Scenario);
