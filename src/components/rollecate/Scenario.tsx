/**
 * <Scenario> island: a Rollecate scenario file as a step-through example, in
 * the kit's step-through island (kit/story/StoryIsland.tsx: stepper,
 * narration, "try it", reset). What is Rollecate's here: the board a frame
 * shows (its moves in "try it" played on it through the statechart, illegal
 * ones refused with the engine's reason), its log's lines, the short-pile note.
 */
import { useMemo } from 'preact/hooks';
import type { Action, GameState } from '../../machines/rollecate/rules/types';
import { storyOf, type CompiledStory } from '../../scenario/replay';
import { sendMove, startSnapshot, type RollecateSnapshot } from '../../scenario/rollecate-chart';
import { fmt } from '../../play/kit/fmt';
import { storyIsland, type StoryIslandProps } from '../kit/story/StoryIsland';
import { clauseChip } from './clauses';
import { GameBoard, RuleLinks, reasonText } from './GameBoard';
import { LogLinesText, LogLineView, logLines } from './LogLines';
import { rulesOf } from '../../play/rollecate/stepRules';
import { guarded } from '../kit/ErrorBoundary';
import { entriesFrom } from '../../machines/shared/logbook';

export interface ScenarioProps extends StoryIslandProps {
  /** The file's story, worked out when the page was built (compileStory in ../../scenario/frames.ts; ./example.ts for a file loaded later). */
  story: CompiledStory;
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

/** Rollecate's part of the kit's step-through island (kit/story/StoryIsland.tsx): its board, its moves, its log's words. */
const Scenario = storyIsland<ScenarioProps, RollecateSnapshot>({
  name: 'Scenario',
  useStory: ({ story: compiled }) => ({ story: useMemo(() => rollecateStory(compiled), [compiled]), own: undefined }),
  chart: (snapshot) => snapshot.value,
  inspect: { load: () => import('../../machines/rollecate/machine').then((m) => m.rollecateMachine), input: (snapshot) => snapshot.context },
  chip: clauseChip,
  draw: ({ t, lang, frame, prev, shown: snapshot, trying, nav, advance }) => {
    const { frames } = nav;
    const newEntries = prev ? entriesFrom(frame.state.context.log, prev.state.context.log.size) : [];
    const stepRules = frame.refused ? [] : rulesOf(newEntries, frame.state.context);
    // Cards are named in words, each line followed by its cards' pictures (the id is their tooltip).
    const stepLines = prev ? logLines(frame.state.context, t, prev.state.context.log.size) : [];
    // What the reader played from this frame: the try's log after the frame's.
    const tryLines = trying ? logLines(trying.context, t, frame.state.context.log.size) : [];

    const onMove = (action: Action): string | null => {
      const out = sendMove(snapshot, action);
      if (!out.ok) return reasonText(out.reason, out.refusal, t, snapshot.context);
      advance(out.snapshot, [], null, action);
      return null;
    };

    // A story's position holds only the cards it needs: say so where the draw pile looks short (issue: "Draw pile: 5"
    // right after the setup chapter says 36). A real game starts its pile with 36 cards (38 in solo, R6, R38).
    const start = frames[0]?.state.context;
    const solo = start && (start.variant === 'solo' || start.variant === 'solo-hard') && !start.rules.soloDealToBox;
    const shortPile = start && start.drawPile.length < (solo ? 38 : 36) ? start.drawPile.length : null;

    return {
      notes: shortPile !== null && <p class="rc-hint rc-story-short">{fmt(t, 'rc.story.short', { n: shortPile, full: solo ? 38 : 36 })}</p>,
      told: (
        <>
          {frame.move && frame.refused && (
            <p class="rc-refused">
              {fmt(t, 'rc.story.refused')} {reasonText(frame.refused, frame.refusal, t, frame.state.context)} <RuleLinks text={frame.refused} lang={lang} t={t} />
            </p>
          )}
          {!frame.refused && stepLines.length > 0 && <p class="rc-log-lines"><LogLinesText lines={stepLines} t={t} /></p>}
        </>
      ),
      applied: stepRules,
      tryLines: tryLines.map((line) => <LogLineView line={line} t={t} />),
      body: ({ told, tryLog }) => (
        <>
          {told}
          <GameBoard state={snapshot.context} t={t} lang={lang} viewer="all" interactive={!!trying} onMove={trying ? onMove : undefined} />
          {tryLog}
        </>
      ),
      canTry: frame.state.context.phase !== 'over',
    };
  },
});

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(Scenario);
