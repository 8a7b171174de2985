/**
 * Rollecate's pieces of a lab parting (../lab/Parting.tsx): a reading's file
 * as a story on the chart, the log lines of a move, and the table as the
 * examples draw it, read-only. Drawn when the site is built only.
 */
import type { PartingGame } from '../lab/Parting';
import { compileStory } from '../../scenario/frames';
import { rollecateAdapter } from '../../scenario/rollecate';
import { GameBoard, reasonText } from './GameBoard';
import { LogLinesText, logLines } from './LogLines';
import type { RollecateSnapshot } from '../../scenario/rollecate-chart';
import { rollecateStory } from './Scenario';

export const rollecateParting: PartingGame<RollecateSnapshot> = {
  story: (doc, lang) => rollecateStory(compileStory(doc, lang, { rollecate: rollecateAdapter })),
  refusal: (frame, t) => reasonText(frame.refused ?? '', frame.refusal, t, frame.state.context),
  Said: ({ frame, prev, t }) => {
    const lines = prev ? logLines(frame.state.context, t, prev.state.context.log.size) : [];
    return lines.length > 0 ? <p class="rc-log-lines"><LogLinesText lines={lines} t={t} /></p> : null;
  },
  Board: ({ frame, t, lang }) => <GameBoard state={frame.state.context} t={t} lang={lang} viewer="all" interactive={false} />,
};
