/**
 * Steam Rollers' pieces of a lab parting (../lab/Parting.tsx): a reading's
 * file as a story on the chart, what a move did, and the map sheet of the
 * player to move, as the examples draw it, its unchanging layer by <use> of
 * the page's one copy (the lab page places MapDefs.astro). Drawn when the
 * site is built only.
 */
import type { PartingGame } from '../lab/Parting';
import { entriesFrom } from '../../machines/shared/logbook';
import { describeEntry } from '../../machines/steam-rollers/rules/narrate';
import { refusalText } from '../../machines/steam-rollers/rules/refusal';
import type { Refusal } from '../../machines/steam-rollers/rules/types';
import { compileStory } from '../../scenario/frames';
import { steamRollersAdapter } from '../../scenario/steam-rollers';
import type { SteamRun } from '../../scenario/steam-rollers-chart';
import { fmt, type Strings } from '../../play/kit/fmt';
import { isRefusal } from '../../play/kit/refusal';
import { steamStory } from './SteamScenario';
import SteamMap from './SteamMap';
import { sheetStats } from './words';

const namesOf = (run: SteamRun, t: Strings) => run.snapshot.context.players.map((_, k) => run.names[k] ?? fmt(t, 'sr.player', { n: k + 1 }));

export const steamParting: PartingGame<SteamRun> = {
  story: (doc, lang) => steamStory(compileStory(doc, lang, { 'steam-rollers': steamRollersAdapter })),
  refusal: (frame, t) => (isRefusal<Refusal>(frame.refusal) ? refusalText(frame.refusal, t) : (frame.refused ?? '')),
  Said: ({ frame, prev, t }) => {
    const s = frame.state.snapshot.context;
    const names = namesOf(frame.state, t);
    const added = entriesFrom(s.log, prev?.state.snapshot.context.log.size ?? 0);
    return added.length > 0 ? <p class="rc-log-lines">{added.map((e) => describeEntry(e, names, t)).join(' ')}</p> : null;
  },
  Board: ({ frame, t, lang }) => {
    const s = frame.state.snapshot.context;
    const seat = s.current;
    return (
      <figure class="sr-sheet sr-sheet-main">
        <figcaption><strong>{fmt(t, 'sr.story.map', { who: namesOf(frame.state, t)[seat] ?? '' })}</strong> <span class="sr-sheet-stats">{sheetStats(t, lang, s, seat)}</span></figcaption>
        <SteamMap state={s} seat={seat} t={t} lang={lang} compact={false} selected={null} route={null} shared />
      </figure>
    );
  },
  box: 'sr-scenario',
};
