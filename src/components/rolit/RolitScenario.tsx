/**
 * <RolitScenario> island: a Rolit scenario file as a step-through example,
 * in the kit's step-through island (kit/story/StoryIsland.tsx: stepper,
 * narration, "try it", reset). What is Rolit's here: the board, counts and
 * match a frame shows, refusals with links to their clause, and in "try it"
 * the squares offered (on the board or typed), illegal ones refused with the
 * engine's reason (a click on a forbidden square too).
 * An example follows the reader's edition when that edition seats its players
 * as the file does, and says which edition it plays by otherwise
 * (exampleEdition.ts). A position built for the example, one no real game
 * reaches, carries a note saying so.
 */
import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { legalPlacements } from '../../machines/rolit/rules/play';
import { refusalText } from '../../machines/rolit/rules/refusal';
import type { RolitMatch } from '../../machines/rolit/rules/match';
import type { FirstPlayerRoll } from '../../machines/rolit/rules/rounds';
import { scoreMatch } from '../../machines/rolit/rules/scoring';
import type { Colour, EditionId, LogEntry, Refusal, RolitState } from '../../machines/rolit/rules/types';
import { sayIn, storyWith } from '../../scenario/frames';
import { rolitAdapter, sendEvent, type RolitSnapshot } from '../../scenario/rolit';
import { fmt, type Strings } from '../../play/kit/fmt';
import { ClauseChips } from '../kit/story/StoryParts';
import { storyIsland, type StoryIslandProps } from '../kit/story/StoryIsland';
import RolitBoard, { colourName, colourTitle } from './RolitBoard';
import { examplePlay, pinnedEdition, underEdition } from '../../play/rolit/exampleEdition';
import { rulesOfMove } from '../../play/rolit/stepRules';
import { lastBall, onBoard } from '../../play/rolit/boardView';
import { isRefusal } from '../../play/kit/refusal';
import { useEdition } from './useEdition';
import { roClauseChip, roClauseHref, roClausesIn } from './clauses';
import './rolit.css';
import { guarded } from '../kit/ErrorBoundary';

export { roClauseHref, roClausesIn, pinnedEdition, underEdition };

/** Rule chips for clause ids, each with its tooltip from `t` (ro.tip.*). */
export function RoLinks({ ids, lang, t }: { ids: string[]; lang: string; t: Strings }) {
  return <ClauseChips ids={ids} chip={(id) => roClauseChip(id, lang, t)} />;
}

function whoText(colours: readonly Colour[], t: Strings): string {
  const names = colours.map((c, i) => (i === 0 ? colourTitle(t, c) : colourName(t, c)));
  return fmt(t, names.length > 1 ? 'ro.story.share' : 'ro.story.wins', { who: names.join(' + ') });
}

export function logLine(e: LogEntry, t: Strings): string {
  if (e.t === 'place') {
    const colour = colourName(t, e.colour);
    const cap = colour.charAt(0).toUpperCase() + colour.slice(1);
    return e.captured.length
      ? fmt(t, 'ro.log.place', { colour: cap, square: e.square, captures: e.captured.join(', ') })
      : fmt(t, 'ro.log.placeNone', { colour: cap, square: e.square });
  }
  return fmt(t, 'ro.log.end', { who: whoText(e.result.winners, t) });
}

export function Counts({ s, t }: { s: RolitState; t: Strings }) {
  const shown = (['R', 'Y', 'G', 'B'] as Colour[]).filter((c) => s.players.includes(c) || s.cells.includes(c));
  return (
    <ul class="ro-counts">
      {shown.map((c) => (
        <li key={c} class={s.phase === 'play' && s.current === c ? 'current' : ''}>
          <span class={`ro-chip ro-chip-${c}`} aria-hidden="true" />
          {colourName(t, c)}: {s.cells.filter((x) => x === c).length}
          {!s.players.includes(c) && ' (–)'}
        </li>
      ))}
    </ul>
  );
}

/** The refusal's sentence without its leading clause id ("RO8: "), which the page shows as a link. */
export function refusalReason(r: Refusal, t: Strings): string {
  const text = refusalText(r, t);
  return text.startsWith(`${r.rule}: `) ? text.slice(r.rule.length + 2) : text;
}

/** "Refused (RO8): …", the clause a link to its paragraph. */
export function RefusalLine({ label, rule, reason, lang, t, class: cls }: { label: string; rule: string | null; reason: string; lang: string; t: Strings; class: string }) {
  return (
    <p class={cls}>
      {label.replace(/:\s*$/, '')}
      {rule ? (
        <>
          {' ('}
          <RoLinks ids={[rule]} lang={lang} t={t} />
          {'): '}
        </>
      ) : ': '}
      {reason}
    </p>
  );
}

/** The sentence under an example's title: which edition it plays by, and why when that is not the reader's. */
export function editionLabel(doc: unknown, chosen: EditionId, t: Strings): string {
  const play = examplePlay(doc, chosen);
  const noun = (id: EditionId) => t[`ro.story.editionNoun.${id}`] ?? id;
  if (play.reason === 'pinned') return fmt(t, 'ro.story.editionPinned', { edition: noun(play.edition) });
  if (play.reason === 'seats') {
    const seats = (play.chosenSeats ?? []).map((c) => colourName(t, c)).join(', ');
    return fmt(t, 'ro.story.editionSeats', { edition: t[`ro.story.editionName.${play.edition}`] ?? play.edition, chosen: noun(play.chosen), n: play.chosenSeats?.length ?? 0, seats });
  }
  return fmt(t, 'ro.story.edition', { edition: t[`ro.story.editionName.${play.edition}`] ?? play.edition });
}

/** The rolls for who begins, in words: "blue → yellow", or "red rolls green → blue rolls blue" when each player rolls (Spanish). */
export function rollsText(rolls: readonly FirstPlayerRoll['rolls'][number][], t: Strings): string {
  return rolls
    .map((r) => (r.by === 'table' ? colourName(t, r.face) : fmt(t, 'ro.story.rollBy', { who: colourName(t, r.by), face: colourName(t, r.face) })))
    .join(' → ');
}

/** The match around the board: the roll for who begins, the round, rounds won and, at the end, the match result. */
export function MatchLine({ m, t, showRolls }: { m: RolitMatch; t: Strings; showRolls: boolean }) {
  const rolls = showRolls ? (m.firstRolls ?? []) : [];
  const list = (r: Record<Colour, number>) => m.colours.map((c) => `${colourName(t, c)} ${r[c]}`).join(', ');
  const won = m.results.length ? scoreMatch(m.results, m.colours, m.game.edition).roundsWon : null;
  return (
    <>
      {rolls.length > 0 && <p class="rc-hint">{fmt(t, 'ro.story.firstRoll', { rolls: rollsText(rolls, t) })}</p>}
      {m.rounds > 1 && <p class="rc-hint">{fmt(t, 'ro.story.round', { n: m.starters.length, rounds: m.rounds })}{won && ` ${fmt(t, 'ro.story.roundsWon', { list: list(won) })}`}</p>}
      {m.score && m.rounds > 1 && (
        <p class="rc-say">
          <strong>{fmt(t, 'ro.story.matchScore', { who: m.score.winners.map((c) => colourTitle(t, c)).join(' + '), points: list(m.score.points) })}</strong>
        </p>
      )}
    </>
  );
}

export interface RolitScenarioProps extends StoryIslandProps {
  doc: unknown;
  /** Replay the file under the reader's chosen edition (rule pages); false to play it as written (the checker). */
  followEdition?: boolean;
  /**
   * The ruling checker's coach for the position shown (its CoachPanel, passed in so that the rule pages'
   * examples do not load it): the state, the colours' names, and a way to place a ball while trying (null otherwise).
   */
  coach?: (view: { state: RolitState; names: string[]; play: ((square: string) => void) | null }) => ComponentChildren;
}

type TryRefusal = { text: string; square: string; rule: string };
interface Own {
  edition: EditionId;
  chosen: EditionId;
  constructed: string | null | undefined;
  typed: string;
  setTyped: (s: string) => void;
}

/** Rolit's part of the kit's step-through island (kit/story/StoryIsland.tsx): its board and counts, the squares offered in "Try it", its words. */
const RolitScenario = storyIsland<RolitScenarioProps, RolitSnapshot, TryRefusal, Own>({
  name: 'RolitScenario',
  useStory: ({ doc, lang, followEdition = true }) => {
    const reader = useEdition();
    const pinned = pinnedEdition(doc);
    // The checker shows a file exactly as the runner reads it, so it does not follow the reader's edition.
    const chosen = followEdition ? reader : 'standard';
    const edition = followEdition ? examplePlay(doc, chosen).edition : (pinned ?? 'standard');
    const story = useMemo(() => storyWith<RolitSnapshot>(underEdition(doc, edition), lang, { rolit: rolitAdapter }), [doc, edition]);
    const constructed = sayIn(typeof doc === 'object' && doc !== null ? (doc as { constructed?: unknown }).constructed : undefined, lang);
    const [typed, setTyped] = useState('');
    // Another edition chosen above: the story is replayed by its rules, so a game being tried starts again
    // (not the edition it opened with: a game handed over already trying keeps it).
    return { story, own: { edition, chosen, constructed, typed, setTyped }, leaveOn: edition };
  },
  chart: (snapshot) => snapshot.value,
  inspect: { load: () => import('../../machines/rolit/machine').then((m) => m.rolitMachine), input: (snapshot) => snapshot.context },
  chip: roClauseChip,
  ignore: '.ro-btn',
  // "Try it" replaces its own button: focus goes to the board's first offered square (or the square field).
  focusOnTry: '.ro-btn[tabindex="0"], input',
  draw: ({ p: { doc, followEdition = true, coach }, t, lang, name, nav: { index }, frame, prev, shown: snapshot, trying: tryState, aside: tryRefusal, setAside, advance, own }) => {
    const { edition, chosen, constructed, typed, setTyped } = own;
    const game = snapshot.context.game;
    const moved = !tryState && prev && !frame.refused;
    const newRound = moved && frame.move?.key === 'nextRound';
    const newEntries = moved && !newRound ? game.log.slice(prev.state.context.game.log.length) : [];
    const stepRules = newRound ? ['RO14'] : moved ? rulesOfMove(prev.state.context.game, game) : [];
    const placed = newEntries.find((e) => e.t === 'place');
    const refusedSquare = frame.refused && frame.move?.key === 'place' ? String(frame.move.value) : null;
    let refusedText: string | null = null;
    let refusedRules: string[] = [];
    if (!tryState && frame.refused) {
      // The runner keeps the engine's refusal with the frame; its clause and condition word it in the page's language.
      const r = isRefusal<Refusal>(frame.refusal) ? frame.refusal : null;
      refusedText = r ? refusalReason(r, t) : frame.refused;
      refusedRules = roClausesIn(r ? r.rule : frame.refused);
    }
    const match = snapshot.context;

    const tryPlace = (square: string) => {
      if (!tryState) return;
      const s = tryState.context.game;
      const sq = square.trim().toLowerCase();
      const event = { type: 'ball.place', square: sq } as const;
      const out = sendEvent(tryState, event);
      if (!out.ok) {
        setAside({ text: refusalReason(out.refusal, t), square: sq, rule: out.refusal.rule });
        return;
      }
      advance(out.snapshot, out.snapshot.context.game.log.slice(s.log.length).map((e) => logLine(e, t)), null, event);
    };

    const markedSquare: string[] = tryRefusal ? (onBoard(tryRefusal.square, game.size) ? [tryRefusal.square] : []) : refusedSquare ? [refusedSquare] : [];

    const tryEntries = tryState ? tryState.context.game.log : [];
    const lastPlace = tryState ? lastBall(tryEntries) : placed;
    const flipped = lastPlace && lastPlace.t === 'place' && (tryState ? tryEntries.length > frame.state.context.game.log.length : true) ? lastPlace.captured : [];
    const lastSq = lastPlace && lastPlace.t === 'place' && (tryState ? tryEntries.length > frame.state.context.game.log.length : true) ? lastPlace.square : null;

    const over = game.phase === 'over';
    const legal = over ? [] : legalPlacements(game);
    const inputId = `${name}-square`;
    const status = over && game.result ? `${fmt(t, 'ro.story.over')} ${whoText(game.result.winners, t)}` : undefined;

    return {
      notes: (
        <>
          <p class="rc-hint ro-story-edition" data-edition={edition}>
            {followEdition ? editionLabel(doc, chosen, t) : fmt(t, 'ro.story.edition', { edition: t[`ro.story.editionName.${edition}`] ?? edition })}
          </p>
          {constructed && (
            <p class="rc-hint ro-constructed" data-testid="ro-constructed">
              <strong>{fmt(t, 'ro.story.constructed')}</strong> {constructed}
            </p>
          )}
        </>
      ),
      told: (
        <>
          {refusedText && <RefusalLine class="rc-refused" label={fmt(t, 'rc.story.refused')} rule={refusedRules[0] ?? null} reason={refusedText} lang={lang} t={t} />}
          {newRound && <p class="rc-log-lines">{fmt(t, 'ro.story.nextRound', { n: match.starters.length, rounds: match.rounds, colour: colourTitle(t, game.current) })}</p>}
          {newEntries.length > 0 && <p class="rc-log-lines">{newEntries.map((e) => logLine(e, t)).join(' ')}</p>}
        </>
      ),
      applied: stepRules,
      tryPanel: {
        hint: fmt(t, 'ro.story.tryhint'),
        controls: (
          <form
            class="rc-buttons"
            onSubmit={(e) => {
              e.preventDefault();
              if (typed.trim()) tryPlace(typed);
            }}
          >
            <label for={inputId} class="rc-hint">{fmt(t, 'ro.story.square')}</label>
            <input id={inputId} size={4} value={typed} onInput={(e) => setTyped((e.target as HTMLInputElement).value)} autocomplete="off" />
            <button type="submit" disabled={over}>{fmt(t, 'ro.story.place')}</button>
          </form>
        ),
        said: tryRefusal && <RefusalLine class="rc-refusal" label={fmt(t, 'rc.story.refused')} rule={tryRefusal.rule || null} reason={tryRefusal.text} lang={lang} t={t} />,
      },
      body: ({ told, tryPanel }) => (
        <div class="ro-scenario-body">
          <RolitBoard
            board={game.cells}
            size={game.size}
            legal={legal}
            onPlace={tryState ? tryPlace : undefined}
            flipped={flipped}
            last={lastSq}
            current={over ? null : game.current}
            players={game.players}
            marked={markedSquare}
            status={status}
            t={t}
          />
          <div class="ro-side">
            <Counts s={game} t={t} />
            {!over && <p class="rc-hint">{fmt(t, 'ro.board.turn', { colour: colourTitle(t, game.current) })}</p>}
            {over && status && <p class="rc-say"><strong>{status}</strong></p>}
            <MatchLine m={match} t={t} showRolls={index === 0 && !tryState} />
            {told}
            {tryPanel}
          </div>
        </div>
      ),
      canTry: frame.state.context.game.phase !== 'over',
      after: coach?.({ state: game, names: game.players.map((c) => colourName(t, c)), play: tryState ? (sq) => tryPlace(sq) : null }),
    };
  },
});

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(RolitScenario);
