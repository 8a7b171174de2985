/**
 * The Rolit play table (/rolit/play/): a start form, then a whole match run
 * through the statechart (src/machines/rolit/machine.ts), by way of Rolit's
 * TableAdapter (table.ts). The table's own flow (the form, the bots' pace,
 * skip, take-back, saving after every move, refused saves, shared links) is
 * the kit's chart (kit/table/tableMachine.ts); this file draws it. The rules
 * chart's guard asks the rules core, so a refused try shows the core's RO
 * reason. Bots (src/machines/rolit/bots.ts) choose among the core's legal
 * squares. The match is saved in localStorage after every move
 * (rolitSave.ts); "share this position" writes a Rolit contract scenario into
 * the URL fragment.
 *
 * A shared position never replaces a game without asking: with a match in
 * progress, or a saved game that could not be resumed, the table asks first
 * and offers the ruling checker instead. A saved game that cannot be resumed
 * is said to be so, offered for download and left in the browser until the
 * visitor removes it or agrees to replace it.
 *
 * Bots move at a readable pace the visitor can change (at once under
 * prefers-reduced-motion), and "skip to my turn" plays them out at once. The
 * last move's turned balls stay marked until the next move; hovering or
 * focusing a square previews what it would turn (RolitBoard). A click on a
 * forbidden square shows the core's refusal, as a typed one does. The log
 * keeps its newest line in view. The optional one-minute limit (RO15) can be
 * switched on in the form; it shows a countdown and says when a move is over time.
 *
 * A person's ball can be taken back, with the bots' replies to it, until the round
 * ends and the next one starts (the other tables let a move be undone too; here
 * nothing is hidden or rolled, so a take-back tells a player nothing new).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFollowLog } from '../kit/log/useFollowLog';
import type { JSX } from 'preact';
import RolitBoard from './RolitBoard';
import { rolitBotMove as chooseMove } from '../coach/rolitBot';
import CoachPanel from '../coach/CoachPanel';
import type { RolitConfig, SeatKind } from './rolitSave';
import { givenName, namesToShare, rolitTable, seatCalled, type RolitGame, type RolitMove } from './table';
import { useTable } from '../kit/table/useTable';
import type { TableIslandProps } from '../kit/table/TableFirst';
import { RolitStartForm, SAVED_FILE, boardStrings, configFromForm, defaultForm } from './RolitStartForm';
// Kept here for the pages and tests that read it from the table.
export { orList } from './RolitStartForm';
import { readEdition } from './editionChoice';
import { boardToRows, parseSquare, SquareSyntaxError } from '../../machines/rolit/rules/board';
import { edition } from '../../machines/rolit/rules/editions';
import { matchPhase, type RolitMatch } from '../../machines/rolit/rules/match';
import { legalPlacements, mayPlaceFreely } from '../../machines/rolit/rules/play';
import { isOverTime, OPTIONAL_RULES } from '../../machines/rolit/rules/board';
import { refusalText, why } from '../../machines/rolit/rules/refusal';
import { scoreMatch } from '../../machines/rolit/rules/scoring';
import type { Colour, LogEntry, RolitState } from '../../machines/rolit/rules/types';
import { checkerPath, encodeScenario, linkProblemText } from '../kit/share/share';
import { fmt, type Strings } from '../kit/fmt';
import { guarded } from '../kit/ErrorBoundary';
import { DownloadLink } from '../kit/DownloadLink';
import { SavedGameRefused } from '../kit/save/SavedGameRefused';
import { LimitNote } from '../kit/LimitNote';
import type { Limit } from '../kit/limits';
import type { BotSpeed } from '../kit/table/tableMachine';

/** The start form as the page's first step left it (RolitPlayTableFirst.tsx, before this engine was loaded), and whether Start was pressed there. */
export type Props = TableIslandProps<RolitConfig>;

/** How long a bot waits before its move, per speed setting (ms); under reduced motion it does not wait. */
export const BOT_PACE: Readonly<Record<BotSpeed, number>> = { slow: 2000, normal: 1200, fast: 500 };
const SPEED_KEY = 'rulebook.rolit.botSpeed';

export function playPath(lang: string): string {
  return lang === 'nl' ? '/nl/rolit/play/' : '/rolit/play/';
}

/**
 * The contract scenario for the position in `g` (no steps), with the names
 * people gave their seats beside it, by colour, when there are any (table.ts,
 * namesToShare: the contract's position lists colours only).
 */
export function positionDoc(g: RolitState, title: string, names?: Partial<Record<Colour, string>>): Record<string, unknown> {
  return {
    game: 'rolit',
    title,
    options: { size: g.size, adjacency: g.adjacency, edition: g.edition },
    position: { board: boardToRows(g.cells, g.size), players: g.players.slice(), current: g.current },
    steps: [],
    ...(names ? { names: { ...names } } : {}),
  };
}

/** What happened to a shared link: opened, or refused as damaged, foreign or too big. */
type LinkNote = { kind: 'opened' } | { kind: 'bad'; text: string } | { kind: 'limit'; limit: Limit };

const cap = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

function RolitPlayTable({ t, lang, form: firstForm, startNow }: Props) {
  // RolitBoard reads `ro.` keys; our own `rop.ro.` copies fill them in when the board's strings are missing.
  const bt = useMemo(() => boardStrings(t, lang), [t]);
  const colourName = (c: Colour) => bt[`ro.colour.${c}`] ?? c;

  // The table's flow (start form, bots' pace, skip, take-back, saving, shared links) is the kit's chart.
  const adapter = useMemo(() => rolitTable({ t, bot: chooseMove }), [t]);
  const { snap, send: sendTable, linkError, encoded } = useTable({ adapter, speedKey: SPEED_KEY, pace: BOT_PACE });
  const ctx = snap?.context ?? null;
  const game = (ctx?.game ?? null) as RolitGame | null;
  const refused = ctx?.refusedSave ?? null;
  const removed = !!ctx?.removedSave;
  const askStart = !!snap?.matches({ setup: 'confirm' });
  const incoming = snap?.matches('askReplace') ? (ctx?.incoming as RolitGame | null) : null;
  const speed = ctx?.speed ?? 'normal';

  const [form, setForm] = useState<RolitConfig>(() => firstForm ?? defaultForm());
  const askRef = useRef<HTMLHeadingElement>(null);
  /** A typed square that is not a square at all (the board never sends one): said here, the table unchanged. */
  const [typedRefusal, setTypedRefusal] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [shareLink, setShareLink] = useState<string | null>(null);
  const [handover, setHandover] = useState(false);
  /** The last take-back, for the status line: shown while the table still stands on the game it returned to. */
  const [takenBack, setTakenBack] = useState<{ to: RolitGame; colour: Colour; bots: number } | null>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The log keeps its newest line in view unless the reader scrolled up to an older one.
  const { ref: logRef, following, onScroll: onLogScroll, toNewest } = useFollowLog();
  /** Seconds the person to move has been thinking (only counted with the one-minute limit on). */
  const [elapsed, setElapsed] = useState(0);
  /** The last placement was made from the board with the keyboard or mouse: bring focus back to it when it is our turn again. */
  const keepFocus = useRef(false);

  // A new game starts in the reader's edition (the page's first step has already read it into its form).
  useEffect(() => {
    if (!firstForm) setForm((f) => ({ ...f, edition: readEdition() }));
  }, []);

  /** What happened to a shared link: opened, or refused as damaged, foreign or too big. */
  const linkNote: LinkNote | null = linkError
    ? linkError.kind === 'limit'
      ? { kind: 'limit', limit: linkError.limit }
      : { kind: 'bad', text: fmt(t, 'rop.share.bad', { why: linkProblemText(t, lang, linkError.decoded) }) }
    : ctx?.linkNote?.kind === 'bad'
      ? { kind: 'bad', text: fmt(t, 'rop.share.bad', { why: ctx.linkNote.text }) }
      : ctx?.linkNote?.kind === 'opened'
        ? { kind: 'opened' }
        : null;

  /** What opening a shared position would replace: a match in progress, or a kept saved game that could not be resumed. */
  const atStake: 'game' | 'refused' | null = game ? (matchPhase(game.snap.context) !== 'matchOver' ? 'game' : null) : refused ? 'refused' : null;

  const openIncoming = () => sendTable({ type: 'REPLACE' });

  const keepMine = () => {
    sendTable({ type: 'KEEP' });
    // The question goes away with the button just pressed: focus the table's status, or the start form.
    setTimeout(() => (statusRef.current ?? rootRef.current?.querySelector<HTMLElement>('.rop-form input, .rop-form button'))?.focus(), 0);
  };

  useEffect(() => {
    if (incoming) askRef.current?.focus();
  }, [!!incoming]);

  // Every change of the game drops a share link made for the one before, and a typed square's complaint.
  useEffect(() => {
    setShareLink(null);
    setTypedRefusal(null);
  }, [game]);

  const match: RolitMatch | null = game ? game.snap.context : null;
  const g = match?.game ?? null;
  const phase = match ? matchPhase(match) : null;
  const seatOf = (c: Colour): SeatKind => game?.config.seats[c] ?? 'human';
  const botToMove = !!g && phase === 'placing' && seatOf(g.current) === 'bot';
  const legal = g && phase === 'placing' && !botToMove ? legalPlacements(g) : [];

  const lastPlace = g ? ([...g.log].reverse().find((e) => e.t === 'place') as Extract<LogEntry, { t: 'place' }> | undefined) : undefined;

  /** The refusal to show: a typed square that is none, or the rules' answer to the last move (its square marked on the board). */
  const tried = ctx?.refusal ?? null;
  const triedRefusal = tried?.detail as { rule?: string; key?: string } | undefined;
  const triedMove = tried?.move as RolitMove | undefined;
  const refusal: { text: string; square: string | null } | null = typedRefusal
    ? { text: typedRefusal, square: null }
    : tried
      ? {
        text: fmt(t, 'rop.refused', { why: tried.reason }),
        square: triedMove?.type !== 'ball.place' || (triedRefusal?.rule === 'RO5' && triedRefusal.key?.startsWith('square.')) ? null : triedMove.square.trim().toLowerCase(),
      }
      : null;

  const send = (square: string) => {
    if (!game) return;
    if (document.activeElement?.closest?.('.ro-board')) keepFocus.current = true;
    setTypedRefusal(null);
    sendTable({ type: 'PICK', move: { type: 'ball.place', square } });
  };

  /** Takes back the last ball a person placed, with every bot reply since. */
  const takeBack = () => {
    const to = ctx?.back.at(-1) as RolitGame | undefined;
    if (!game || !to || !snap?.can({ type: 'TAKE_BACK' })) return;
    const balls = (m: RolitMatch) => m.game.log.filter((e) => e.t === 'place').length;
    setTakenBack({ to, colour: to.snap.context.game.current, bots: balls(game.snap.context) - balls(to.snap.context) - 1 });
    sendTable({ type: 'TAKE_BACK' });
    keepFocus.current = true;
  };

  // The optional one-minute limit (RO15): a clock for the person to move, restarted by every move.
  const clockOn = !!game?.config.timer && phase === 'placing' && !botToMove;
  useEffect(() => {
    setElapsed(0);
    if (!clockOn) return;
    const began = Date.now();
    const id = window.setInterval(() => setElapsed(Math.floor((Date.now() - began) / 1000)), 1000);
    return () => window.clearInterval(id);
  }, [clockOn, g?.log.length, match?.starters.length]);

  // Focus follows the game: back to the board when a person is to move again, to the result when a round ends.
  useEffect(() => {
    if (!keepFocus.current || !rootRef.current) return;
    if (phase === 'placing' && !botToMove) {
      const el = rootRef.current.querySelector<SVGGElement>('.ro-btn[tabindex="0"]');
      if (el) {
        el.focus();
        keepFocus.current = false;
      }
    } else if (phase !== 'placing') {
      rootRef.current.querySelector<HTMLElement>('.rop-result h3')?.focus();
      keepFocus.current = false;
    }
  }, [game]);

  // Hot-seat with two or more people: say whose turn it is when the person changes.
  useEffect(() => {
    if (!g || phase !== 'placing') return;
    const humans = game ? Object.values(game.config.seats).filter((k) => k === 'human').length : 0;
    setHandover(humans > 1 && game?.config.mode === 'hotseat');
  }, [g?.current, phase]);

  /** "Skip to my turn": the bots play on at once until a person is to move or the round is over. */
  const skipBots = () => {
    sendTable({ type: 'SKIP_BOTS' });
    keepFocus.current = true;
  };

  const changeSpeed = (v: BotSpeed) => sendTable({ type: 'SPEED', speed: v });

  if (!snap) return <p class="rop-loading">{t['rop.loading']}</p>;

  // ------------------------------------------------------------------ start form
  const start = () => {
    const config = configFromForm(form);
    if (!config) return;
    // With a saved game that could not be resumed kept, the chart asks first (askStart).
    sendTable({ type: 'START', config });
    window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  // Start pressed on the page's first step, before this engine was here: that game starts now (after the kit's chart has).
  useEffect(() => {
    const config = startNow && firstForm ? configFromForm(firstForm) : null;
    if (!config) return;
    sendTable({ type: 'START', config });
    window.setTimeout(() => statusRef.current?.focus(), 0);
  }, []);

  const begin = () => {
    sendTable({ type: 'CONFIRM_START' });
    window.setTimeout(() => statusRef.current?.focus(), 0);
  };

  const removeRefused = () => sendTable({ type: 'REMOVE_SAVED' });

  const newGameClick = () => sendTable({ type: 'NEW_GAME' });

  const stakeMatch = game?.snap.context;
  const linkBox = (
    <>
      {incoming && atStake && (
        <section class="rop-alert" role="alert" aria-labelledby="rop-ask-title" data-testid="rop-ask-shared">
          <h2 id="rop-ask-title" tabIndex={-1} ref={askRef}>{t['rop.share.ask.title']}</h2>
          <p>
            {atStake === 'refused' || !stakeMatch
              ? t['rop.share.ask.refused']
              : fmt(t, 'rop.share.ask.game', {
                n: stakeMatch.starters.length,
                rounds: stakeMatch.rounds,
                balls: stakeMatch.game.cells.filter((c) => c !== '.').length,
              })}
          </p>
          <div class="rop-actions">
            <button type="button" class="rop-primary" onClick={openIncoming}>{t['rop.share.ask.open']}</button>
            <button type="button" onClick={keepMine}>{t['rop.share.ask.keep']}</button>
            {atStake === 'refused' && refused && <DownloadLink text={refused.text} file={SAVED_FILE}>{t['rop.save.download']}</DownloadLink>}
          </div>
          <p>
            <a href={`${checkerPath(lang)}#s=${encoded ?? ''}`}>{t['rop.share.ask.checker']}</a>
          </p>
        </section>
      )}
      {linkNote?.kind === 'opened' && <p class="rop-notice" role="status">{t['rop.share.opened']}</p>}
      {linkNote?.kind === 'bad' && <p class="rop-alert" role="alert" data-testid="rop-link-error">{linkNote.text}</p>}
      {linkNote?.kind === 'limit' && (
        <LimitNote t={t} lang={lang} limit={linkNote.limit} lead={fmt(t, 'rop.share.bad', { why: '' }).trim()} class="rop-alert" testId="rop-link-error" />
      )}
    </>
  );

  if (!game || !match || !g) {
    return (
      <div class="rop-play" ref={rootRef}>
        {linkBox}
        {refused && <SavedGameRefused t={t} prefix="rop.save." cls="rop" refused={refused} file={SAVED_FILE} onRemove={removeRefused} />}
        {removed && <p class="rop-notice" role="status">{t['rop.save.removed']}</p>}
        <RolitStartForm
          t={t}
          lang={lang}
          form={form}
          setForm={setForm}
          onStart={start}
          asking={askStart ? refused : null}
          onReplace={begin}
          onKeep={() => sendTable({ type: 'CANCEL_START' })}
        />
      </div>
    );
  }

  // ------------------------------------------------------------------ the table
  const colours = match.colours;
  const counts = (c: Colour) => g.cells.filter((x) => x === c).length;
  /** A seat in a sentence: "Ann (red)" when a person named it, else its colour ("red"). */
  const seatName = (c: Colour) => seatCalled(game.config, c, colourName(c), t);
  /** A seat where the table says whose it is (the prompt, the counts): a named one as above, else "red" or "red (bot)". */
  const who = (c: Colour) => {
    const kind = seatOf(c);
    const name = colourName(c);
    if (game.config.mode === 'solo') return name;
    return seatCalled(game.config, c, name, t, kind === 'bot' ? fmt(t, 'rop.seat.bot', { colour: name }) : fmt(t, 'rop.seat.human', { colour: name }));
  };
  const describe = (e: LogEntry): string => {
    if (e.t === 'place') {
      return e.captured.length
        ? fmt(t, 'rop.log.capture', { who: seatName(e.colour), square: e.square, n: e.captured.length, squares: e.captured.join(', ') })
        : fmt(t, 'rop.log.place', { who: seatName(e.colour), square: e.square });
    }
    return fmt(t, e.result.winners.length > 1 ? 'rop.log.endShared' : 'rop.log.end', {
      who: names(e.result.winners),
    });
  };
  const score = match.score ?? scoreMatch(match.results, colours, g.edition);
  const names = (list: readonly Colour[]) => cap(list.map(seatName).join(t['rop.and'] ?? ' and '));
  /** The one person at this screen against bots: told whether they won. */
  const humans = colours.filter((c) => seatOf(c) === 'human');
  const you = game.config.mode === 'bots' && humans.length === 1 ? humans[0] : null;
  const verdict = (winners: readonly Colour[], scope: 'round' | 'match'): string | null => {
    if (!you) return null;
    const how = !winners.includes(you) ? 'lost' : winners.length > 1 ? 'shared' : 'won';
    return fmt(t, `rop.result.you.${scope}.${how}`);
  };
  const winnerBallsOnly = edition(g.edition).matchScoring === 'rounds-then-winner-balls';
  const roundNo = match.starters.length;

  const status =
    phase === 'placing'
      ? botToMove
        ? fmt(t, 'rop.status.bot', { colour: colourName(g.current) })
        : fmt(t, 'rop.status.turn', { who: who(g.current) })
      : phase === 'betweenRounds'
        ? fmt(t, 'rop.status.roundOver', { n: roundNo })
        : match.score
          ? fmt(t, match.score.winners.length > 1 ? 'rop.status.matchShared' : 'rop.status.matchWon', { who: names(match.score.winners) })
          : (t['rop.status.matchOver'] ?? '');

  const onTyped = (e: Event) => {
    e.preventDefault();
    const text = typed.trim().toLowerCase();
    if (!text) return;
    try {
      parseSquare(text);
    } catch (err) {
      if (err instanceof SquareSyntaxError) {
        setTypedRefusal(fmt(t, 'rop.refused', { why: refusalText(why('RO5', err.key, err.vars), t) }));
        return;
      }
      throw err;
    }
    // The square stays typed when it is refused, so it can be corrected.
    if (game && adapter.play(game, { type: 'ball.place', square: text }).ok) setTyped('');
    send(text);
  };

  const share = () => {
    const doc = positionDoc(g, fmt(t, 'rop.share.title', { colour: seatName(g.current) }), namesToShare(game.config, g.players));
    setShareLink(`${window.location.origin}${playPath(lang)}#s=${encodeScenario(doc)}`);
  };

  // A new round is not taken back: the balls of the last one stay where they ended (the adapter's canTakeBack).
  const nextRound = () => sendTable({ type: 'PICK', move: { type: 'round.next' } });

  const resultTable = (title: string, id: string): JSX.Element => (
    <section class="rop-result" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1}>{title}</h3>
      {g.result && (
        <p>
          {fmt(t, g.result.winners.length > 1 ? 'rop.result.roundShared' : 'rop.result.round', {
            n: roundNo,
            who: g.result.winners.map(seatName).join(t['rop.and'] ?? ' and '),
          })}
          {!match.score && verdict(g.result.winners, 'round') && <> <span class="rop-verdict">{verdict(g.result.winners, 'round')}</span></>}
        </p>
      )}
      <table>
        <caption class="sr-only">{t['rop.result.caption']}</caption>
        <thead>
          <tr>
            <th scope="col">{t['rop.result.player']}</th>
            <th scope="col">{t['rop.result.balls']}</th>
            <th scope="col">{t['rop.result.rounds']}</th>
            <th scope="col">{winnerBallsOnly ? t['rop.result.pointsEs'] : t['rop.result.points']}</th>
          </tr>
        </thead>
        <tbody>
          {colours.map((c) => (
            <tr key={c}>
              <th scope="row"><span class={`ro-chip ro-chip-${c}`} aria-hidden="true" /> {seatName(c)}</th>
              <td>{g.result?.counts[c] ?? counts(c)}</td>
              <td>{score.roundsWon[c]}</td>
              <td>{score.points[c]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {match.score && (
        <p class="rop-winner" data-testid="rop-winner">
          {fmt(t, match.score.winners.length > 1 ? 'rop.result.matchShared' : 'rop.result.match', {
            who: names(match.score.winners),
          })}
          {verdict(match.score.winners, 'match') && <> <span class="rop-verdict">{verdict(match.score.winners, 'match')}</span></>}
        </p>
      )}
      <p class="rop-hint">{winnerBallsOnly ? t['rop.result.ruleEs'] : t['rop.result.rule']}</p>
    </section>
  );

  return (
    <div class="rop-play" ref={rootRef}>
      {linkBox}
      <h2 class="rop-status" ref={statusRef} tabIndex={-1} id="rop-status">{cap(status)}</h2>
      <p class="rop-meta">
        {fmt(t, 'rop.meta', {
          n: roundNo,
          rounds: match.rounds,
          size: g.size,
          adj: t[`rop.adj.${g.adjacency}`] ?? '',
          edition: t[`rop.edition.${g.edition}`] ?? g.edition,
        })}
      </p>
      <ul class="ro-counts rop-counts" aria-label={t['rop.counts']}>
        {g.players.map((c) => (
          <li key={c} class={c === g.current && phase === 'placing' ? 'current' : ''}>
            <span class={`ro-chip ro-chip-${c}`} aria-hidden="true" />
            {who(c)}: {counts(c)}
          </li>
        ))}
      </ul>
      {handover && phase === 'placing' && !botToMove && (
        <p class="rop-hint">
          {givenName(game.config, g.current) ? fmt(t, 'rop.handover.named', { who: seatName(g.current) }) : fmt(t, 'rop.handover', { colour: colourName(g.current) })}
        </p>
      )}
      <div class="rop-body">
        <RolitBoard
          board={g.cells}
          size={g.size}
          legal={legal}
          onPlace={phase === 'placing' && !botToMove ? (sq) => send(sq) : undefined}
          flipped={lastPlace?.captured ?? []}
          last={lastPlace?.square ?? null}
          current={phase === 'placing' ? g.current : null}
          players={g.players}
          marked={refusal?.square ? [refusal.square] : []}
          status={phase === 'placing' && givenName(game.config, g.current) ? fmt(bt, 'ro.board.turn', { colour: cap(seatName(g.current)) }) : undefined}
          t={bt}
          label={fmt(t, 'rop.boardLabel', { size: g.size })}
        />
        <div class="rop-side">
          {phase === 'placing' && !botToMove && (
            <form class="rop-typed" onSubmit={onTyped}>
              <label for="rop-square">{t['rop.typed.label']}</label>
              <input id="rop-square" type="text" autoComplete="off" value={typed} onInput={(e) => setTyped((e.target as HTMLInputElement).value)} />
              <button type="submit">{t['rop.typed.place']}</button>
            </form>
          )}
          <p class="rop-refusal" role="alert">{refusal?.text ?? ''}</p>
          {phase === 'placing' && !botToMove && (
            <>
              <p class="rop-hint">{fmt(t, 'rop.legal', { squares: legal.join(', ') })}</p>
              <p class="rop-hint" data-testid="rop-why-legal">{t[mayPlaceFreely(g) ? 'rop.free' : 'rop.mustCapture']}</p>
            </>
          )}
          {clockOn && (
            <p class={`rop-clock${isOverTime(elapsed) ? ' over' : ''}`} data-testid="rop-clock" role={isOverTime(elapsed) ? 'alert' : undefined}>
              {isOverTime(elapsed)
                ? fmt(t, 'rop.clock.over', { seconds: OPTIONAL_RULES.timeLimitSeconds })
                : fmt(t, 'rop.clock.left', { n: OPTIONAL_RULES.timeLimitSeconds - elapsed })}
            </p>
          )}
          {phase === 'placing' && humans.length > 0 && colours.some((c) => seatOf(c) === 'bot') && (
            <div class="rop-pace">
              <label>
                {t['rop.speed.label']}{' '}
                <select value={speed} onChange={(e) => changeSpeed((e.target as HTMLSelectElement).value as BotSpeed)}>
                  {(['slow', 'normal', 'fast'] as BotSpeed[]).map((v) => <option key={v} value={v}>{t[`rop.speed.${v}`]}</option>)}
                </select>
              </label>
              {botToMove && <button type="button" onClick={skipBots}>{t['rop.skip']}</button>}
            </div>
          )}
          {phase === 'betweenRounds' && (
            <>
              {resultTable(fmt(t, 'rop.result.roundTitle', { n: roundNo }), 'rop-round-result')}
              <p class="rop-hint" data-testid="rop-next-order">{t[g.edition === 'es' ? 'rop.nextOrder.es' : 'rop.nextOrder.standard']}</p>
              <button type="button" class="rop-primary" onClick={nextRound}>{t['rop.nextRound']}</button>
            </>
          )}
          {phase === 'matchOver' && resultTable(t['rop.result.matchTitle'] ?? '', 'rop-match-result')}
          {takenBack?.to === game && (
            <p class="rop-notice" role="status" data-testid="rop-taken-back">
              {cap(givenName(game.config, takenBack.colour)
                ? fmt(t, takenBack.bots > 0 ? 'rop.takenBack.named.bots' : 'rop.takenBack.named', { who: seatName(takenBack.colour), n: takenBack.bots })
                : fmt(t, takenBack.bots > 0 ? 'rop.takenBack.bots' : 'rop.takenBack', { colour: colourName(takenBack.colour), n: takenBack.bots }))}
            </p>
          )}
          <div class="rop-actions">
            {snap.can({ type: 'TAKE_BACK' }) && <button type="button" onClick={takeBack}>{t[you ? 'rop.takeBack.mine' : 'rop.takeBack']}</button>}
            {phase === 'placing' && <button type="button" onClick={share}>{t['rop.share.button']}</button>}
            <button type="button" onClick={newGameClick}>{t['rop.newGame']}</button>
          </div>
          {shareLink && (
            <p class="rop-share">
              <label for="rop-share-link">{t['rop.share.label']}</label>
              <input id="rop-share-link" type="text" readOnly value={shareLink} onFocus={(e) => (e.target as HTMLInputElement).select()} />{' '}
              <a href={shareLink.replace(playPath(lang), checkerPath(lang))}>{t['rop.share.check']}</a>
            </p>
          )}
          <section class="rop-log" aria-labelledby="rop-log-title">
            <h3 id="rop-log-title">{t['rop.log.title']}</h3>
            <p class="rop-hint">{fmt(t, 'rop.starter', { colour: seatName(match.starters.at(-1) ?? g.players[0] as Colour) })}</p>
            <ol aria-live="polite" aria-relevant="additions" tabIndex={0} aria-labelledby="rop-log-title" ref={logRef} data-testid="rop-log" onScroll={onLogScroll}>
              {g.log.map((e, i) => <li key={i}>{cap(describe(e))}</li>)}
            </ol>
            {!following && <button type="button" class="rop-newest" onClick={toNewest}>{t['rop.log.newest']}</button>}
          </section>
          <CoachPanel game="rolit" t={t} lang={lang} state={g} names={g.players.map(seatName)} canHint={phase === 'placing' && !botToMove} onPlay={(sq) => send(sq)} />
        </div>
      </div>
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(RolitPlayTable, { note: (t) => fmt(t, 'rop.err.saved') });
