/**
 * <SteamScenario> island: a Steam Rollers scenario file as a step-through
 * example, in the shell the other games' examples share (story.tsx, the
 * .rc-* classes): the title and the clauses it checks, the narration, the
 * log lines of each step, a refused step's reason in the page's language
 * with its clause, every player's map (the one who acted or is to act first,
 * the others smaller beside it; the last track drawn ringed, a delivery's
 * route drawn with its distance counted), the supply board, the dice and the
 * special cards held. "Try it" plays on from any frame through the
 * statechart: the moves open now as buttons and hexes, and any other move
 * refused with the rules' reason.
 */
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { legalBuilds } from '../../machines/steam-rollers/rules/legal';
import { lastEntries } from '../../machines/shared/logbook';
import { describeEntry } from '../../machines/steam-rollers/rules/narrate';
import { refusalText } from '../../machines/steam-rollers/rules/refusal';
import { dieInHand } from '../../machines/steam-rollers/rules/state';
import type { LogEntry, Refusal, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { storyOf, type CompiledStory } from '../../scenario/replay';
import { sendEvent, startSnapshot, type SteamRun, type SteamStart } from '../../scenario/steam-rollers-chart';
import { guarded } from '../kit/ErrorBoundary';
import { fmt, type Strings } from '../../play/kit/fmt';
import { storyIsland, type StoryIslandProps } from '../kit/story/StoryIsland';
import { HeldCards } from './CardView';
import DiceView from './DiceView';
import SteamMap from './SteamMap';
import { SrLinks } from './SrLinks';
import SupplyBoard from './SupplyBoard';
import tryControls from './TryControls';
import { srClauseChip, srClauseHref, srClausesIn } from './clauses';
import { refusedHexOf, rulesOf, silentMove, stepView, type StepView } from '../../play/steam-rollers/storySteps';
import { buildsByHex, tryBuild } from '../../play/steam-rollers/mapChoices';
import { isRefusal } from '../../play/kit/refusal';
import { sheetHeading, sheetStats } from './words';
import './steam.css';

export { SrLinks, srClauseHref, srClausesIn };

export interface SteamScenarioProps extends StoryIslandProps {
  /** The file's story, worked out when the page was built (compileStory in ../../scenario/frames.ts; ./example.ts for a file loaded later). */
  story: CompiledStory;
  /** Strings with prefixes `sr.` (UI words and the rules core's log and refusal sentences), `rc.story.` and `err.`. */
  t: Strings;
  /**
   * The ruling checker's coach for the position shown (its CoachPanel, passed in so that the rule pages'
   * examples do not load it): the state, the seat names, a way to play a move while trying (null otherwise)
   * and the moves played in "Try it" so far (so that each can be explained).
   */
  coach?: (view: { state: SteamState; names: string[]; play: ((e: SteamEvent) => void) | null; moves: readonly SteamEvent[] }) => ComponentChildren;
  /** The page holds the map's unchanging layer once (MapDefs.astro): the maps draw it with <use> (SteamMap's `shared`). */
  sharedMap?: boolean;
}

/** A compiled Steam Rollers story on the chart: its start entered, each frame's event sent through the chart again. */
export function steamStory(compiled: CompiledStory) {
  return storyOf<SteamRun>(
    compiled,
    (start) => {
      const { state, names } = start as SteamStart;
      // A name left out travels as null through JSON: the log then says "player N".
      return { snapshot: startSnapshot(state), names: names.map((n) => n ?? undefined) };
    },
    (run, event) => {
      const out = sendEvent(run.snapshot, event as SteamEvent);
      if (!out.ok) throw new Error(`the chart refused a move it took when the story was made (${out.reason})`);
      return { snapshot: out.snapshot, names: run.names };
    },
  );
}

/** What a try holds besides its position: a refused move's reason, the last move's view, the hex chosen to draw in, the moves played. */
interface Tried {
  refusal: { text: string; rule: string; hex: string | null } | null;
  step: StepView | null;
  picked: string | null;
  moves: SteamEvent[];
}

/** Steam Rollers' part of the kit's step-through island (kit/story/StoryIsland.tsx): its maps, dice, cards and supply, the moves offered in "Try it", its words. */
const SteamScenario = storyIsland<SteamScenarioProps, SteamRun, Tried>({
  name: 'SteamScenario',
  useStory: ({ story: compiled }) => ({ story: useMemo(() => steamStory(compiled), [compiled]), own: undefined }),
  chart: (run) => run.snapshot.value,
  inspect: { load: () => import('../../machines/steam-rollers/machine').then((m) => m.steamRollersMachine), input: (run) => run.snapshot.context },
  chip: srClauseChip,
  ignore: '.sr-btn, .sr-try',
  draw: ({ p: { coach, sharedMap }, t, lang, nav: { index }, frame, prev, shown: run, trying: tryState, aside, setAside, advance }) => {
    const snapshot = run.snapshot;
    const tryRefusal = aside?.refusal ?? null;
    const tryStep = aside?.step ?? null;
    const pickedHex = aside?.picked ?? null;
    const tryMoves = aside?.moves ?? [];
    const s = snapshot.context;
    const who = (seat: number) => run.names[seat] ?? fmt(t, 'sr.player', { n: seat + 1 });
    const names = s.players.map((_, i) => who(i));
    const say = (e: LogEntry) => describeEntry(e, names, t);

    // The first frame tells how the game was set up (a new game's setup line); later frames what their move did.
    const step: StepView = tryState
      ? (tryStep ?? stepView(null, s))
      : frame.refused || !prev
        ? { ...stepView(null, s), entries: index === 0 ? lastEntries(s.log, Math.min(3, s.log.size)) : [] }
        : stepView(prev.state.snapshot.context, s);
    const stepRules = tryState ? [] : rulesOf(step.entries, s);
    // A move that writes nothing in the log (ending a turn after card 2a, letting a die go) is still said.
    const silent = !tryState && prev && !frame.refused && step.entries.length === 0 && frame.move ? silentMove(frame.move.key, prev.state.snapshot.context, t, who) : null;

    let refusedText: string | null = null;
    let refusedRules: string[] = [];
    let refusedHex: string | null = null;
    if (!tryState && frame.refused) {
      const r = isRefusal<Refusal>(frame.refusal) ? frame.refusal : null;
      refusedText = r ? refusalText(r, t, run.names) : frame.refused;
      refusedRules = srClausesIn(r ? r.rule : frame.refused);
      refusedHex = refusedHexOf(frame.move);
    }

    const over = s.phase === 'over';
    // The map shown first: the player who acted in this step, else the one to play.
    const focus = tryState ? s.current : (step.actor ?? s.current);
    const seats = [focus, ...s.players.map((_, i) => i).filter((i) => i !== focus)];
    const inHand = dieInHand(s);
    const builds = tryState && s.phase === 'action' ? legalBuilds(s) : [];
    const { legalHexes, hexBuilds } = buildsByHex(builds, pickedHex);

    // `picked`: the hex chosen to draw in after this move is refused (kept, unless the move was a click on another hex).
    const send = (event: SteamEvent, hex: string | null = null, picked = pickedHex) => {
      if (!tryState) return;
      const out = sendEvent(tryState.snapshot, event);
      if (!out.ok) {
        setAside({ refusal: { text: refusalText(out.refusal, t, tryState.names), rule: out.refusal.rule, hex }, step: tryStep, picked, moves: tryMoves });
        return;
      }
      const next: SteamRun = { snapshot: out.snapshot, names: tryState.names };
      const view = stepView(tryState.snapshot.context, out.snapshot.context);
      advance(next, view.entries.map(say), { refusal: null, step: view, picked: null, moves: [...tryMoves, event] }, event);
    };

    const onHex = (hex: string) => {
      if (!tryState || s.phase !== 'action' || !inHand) return;
      if (builds.some((b) => b.hex === hex)) {
        setAside({ refusal: null, step: tryStep, picked: hex, moves: tryMoves });
        return;
      }
      // Not a hex the die allows: let the rules say why, with none chosen.
      send(tryBuild(s, hex), hex, null);
    };

    // ---- the maps
    const maps = seats.map((seat, i) => {
      const main = i === 0;
      const lastBuilt = step.built?.seat === seat ? step.built.hex : null;
      const marked = main && (tryRefusal?.hex ?? refusedHex);
      const selected = main && pickedHex ? pickedHex : marked || lastBuilt;
      const route = step.route?.seat === seat ? step.route.route : null;
      const heading = sheetHeading(t, who(seat), seat === s.current && !over);
      const stats = sheetStats(t, lang, s, seat);
      return (
        <figure key={seat} class={main ? 'sr-sheet sr-sheet-main' : 'sr-sheet'} data-seat={seat}>
          <figcaption>
            <strong>{heading}</strong> <span class="sr-sheet-stats">{stats}</span>
          </figcaption>
          <SteamMap
            state={s}
            seat={seat}
            t={t}
            lang={lang}
            compact={!main}
            shared={sharedMap}
            selected={selected || null}
            route={route}
            legal={main && tryState ? legalHexes : undefined}
            onHex={main && tryState && s.phase === 'action' ? onHex : undefined}
          />
        </figure>
      );
    });

    const status = over && s.result ? say({ t: 'end', result: s.result }) : fmt(t, 'sr.story.round', { n: s.round, who: who(s.phase === 'steal' && s.steal ? s.steal.thief : s.current), what: t[`sr.phase.${s.phase}`] ?? s.phase });

    return {
      class: 'rc-scenario sr-scenario not-content',
      told: (
        <>
          {refusedText && (
            <p class="rc-refused">
              {fmt(t, 'rc.story.refused')} {refusedText} <SrLinks ids={refusedRules} lang={lang} t={t} />
            </p>
          )}
          {step.entries.length > 0 && <p class="rc-log-lines">{step.entries.map(say).join(' ')}</p>}
          {silent && <p class="rc-log-lines">{silent}</p>}
        </>
      ),
      applied: stepRules,
      tryPanel: tryState ? tryControls({ s, t, lang, who, say, pickedHex, hexBuilds, send, tryRefusal, tryStep }) : undefined,
      body: ({ told, tryPanel }) => (
        <>
          {told}
          {tryPanel}
          <p class="rc-hint sr-status">{status}</p>
          <div class="sr-sheets">{maps}</div>
          <div class="sr-tableau">
            <div>
              <p class="sr-table-title">{fmt(t, 'sr.story.dice')}</p>
              {s.dice.white.length > 0 || s.dice.black !== null ? (
                <DiceView white={s.dice.white} black={s.dice.black} current={s.turn.die} names={names} t={t} lang={lang} />
              ) : (
                <p class="rc-hint">{fmt(t, 'sr.story.noDice')}</p>
              )}
              <p class="sr-table-title">{fmt(t, 'sr.story.cards')}</p>
              <HeldCards s={s} names={names} t={t} lang={lang} />
            </div>
            <div>
              <p class="sr-table-title">{t['sr.supply.name']}</p>
              <SupplyBoard supply={s.supply} highlight={inHand?.value ?? null} t={t} lang={lang} />
            </div>
          </div>
        </>
      ),
      canTry: !frame.state.snapshot.context.result && frame.state.snapshot.context.phase !== 'over',
      after: coach?.({ state: s, names, play: tryState ? (e) => send(e) : null, moves: tryState ? tryMoves : [] }),
    };
  },
});

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(SteamScenario);
