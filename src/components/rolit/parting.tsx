/**
 * Rolit's pieces of a lab parting (../lab/Parting.tsx): a reading's file as a
 * story, what a placement did, and the board as the examples draw it,
 * read-only, with a placement its reading refuses marked on it. Drawn when
 * the site is built only.
 */
import type { PartingGame } from '../lab/Parting';
import { legalPlacements } from '../../machines/rolit/rules/play';
import type { Refusal } from '../../machines/rolit/rules/types';
import { storyWith } from '../../scenario/frames';
import { rolitAdapter, type RolitSnapshot } from '../../scenario/rolit';
import RolitBoard from './RolitBoard';
import { isRefusal } from '../../play/kit/refusal';
import { Counts, logLine, refusalReason } from './RolitScenario';


export const rolitParting: PartingGame<RolitSnapshot> = {
  story: (doc, lang) => storyWith<RolitSnapshot>(doc, lang, { rolit: rolitAdapter }),
  refusal: (frame, t) => (isRefusal<Refusal>(frame.refusal) ? refusalReason(frame.refusal, t) : (frame.refused ?? '')),
  Said: ({ frame, prev, t }) => (
    <>
      {frame.state.context.game.log.slice(prev?.state.context.game.log.length ?? 0).map((e, k) => <p key={k} class="rc-log-lines">{logLine(e, t)}</p>)}
    </>
  ),
  Board: ({ frame, prev, label, t }) => {
    const game = frame.state.context.game;
    const placed = prev && !frame.refused ? game.log.slice(prev.state.context.game.log.length).find((e) => e.t === 'place') : undefined;
    const refusedSquare = frame.refused && frame.move?.key === 'place' ? String(frame.move.value) : null;
    return (
      <>
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
      </>
    );
  },
};
