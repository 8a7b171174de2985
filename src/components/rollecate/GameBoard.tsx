/**
 * The table with move controls for whoever is to move. It offers the moves the
 * rules core accepts (every highlight is a question to `explain`), sends them
 * through `onMove`, and shows the engine's refusal, with a link to the rule,
 * when a move is illegal. No rule is decided here.
 *
 * With `guide` (the play table) the hand marks the cards that can start or
 * continue a legal build, offers only the buttons that can do something (and
 * says why one is absent where a learner would look for it), and shows the
 * ride's exact odds for a selected build before it is confirmed; "let me try
 * any card" turns the marks off so a refusal can be seen on purpose.
 */
import TryToggle from '../kit/table/TryToggle';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { explain } from '../../machines/rollecate/rules/game';
import { decimalText, percentText } from '../../machines/rollecate/rules/odds';
import { place, turnsFor } from '../../machines/rollecate/rules/geometry';
import { chooseTurn } from '../../machines/rollecate/rules/orientation';
import { planDiscards } from '../../machines/rollecate/rules/planner';
import { betsyCanBuild, betsyCard } from '../../machines/rollecate/rules/betsy';
import type { Action, BuildCard, Card, GameState, Turn } from '../../machines/rollecate/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { CardView, cardName } from './CardView';
import type { Ghost } from './Railway';
import { TableView } from './TableView';
import { buildOdds, buildPreview, chaosPlanOf, legalTurnsOf, penaltyCombines, playableCards, unselected } from '../../play/rollecate/boardPlans';
import { MoreOdds } from './MoreOdds';
import { RuleLinks, reasonText } from './ruleLinks';

// The refusal words and rule chips, used wherever a Rollecate move is refused, are where they were.
export { RuleLinks, reasonText };

export interface GameBoardProps {
  state: GameState;
  t: Strings;
  lang: string;
  /** Make a move; returns the refusal text when the engine refuses it. */
  onMove?: (action: Action) => string | null;
  viewer: number | 'all';
  /** Whether the current seat is played here (false while a bot or Betsy is thinking). */
  interactive?: boolean;
  /** Offer the discard planner's best order. */
  hints?: boolean;
  fresh?: string[];
  rolling?: boolean;
  /** Offer "set the result" for the dice (examples, the checker); a real game rolls the seeded dice. */
  chooseRoll?: boolean;
  /** The play table's teaching mode: legal cards marked, only useful buttons, odds before a build. */
  guide?: boolean;
}

export function GameBoard({ state: s, t, lang, onMove, viewer, interactive = true, hints = true, fresh, rolling, chooseRoll = true, guide = false }: GameBoardProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [turns, setTurns] = useState<Record<string, Turn>>({});
  const [combine, setCombine] = useState<Record<string, boolean>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showPlan, setShowPlan] = useState(false);
  const [wheels, setWheels] = useState<string>('');
  /** The play table's deliberate mode: any card may be selected, to see the rules refuse a move. */
  const [tryAny, setTryAny] = useState(false);

  // A new position clears the selection and any old refusal.
  useEffect(() => {
    setSelected([]);
    setCombine({});
    setTurns({});
    setRefusal(null);
    setShowPlan(false);
    setWheels('');
  }, [s]);

  const player = s.players[s.current];
  const hand = player && !player.betsy ? player.hand : [];
  const chosen = selected.map((id) => hand.find((c) => c.id === id)).filter((c): c is Card => !!c);
  const tracks = chosen.filter((c) => !c.chaos);
  const chaos = chosen.filter((c) => c.chaos);
  const canAct = interactive && !!onMove && s.phase !== 'over';
  /** Marks and trimmed controls: the play table, unless the player chose to try any move. */
  const marks = guide && !tryAny;
  /** A card in words, everywhere: "a straight 3" (the id is only ever a tooltip, on the card's picture). */
  const named = (c: Card, article: 'a' | 'the' = 'a') => cardName(t, c, article);
  const byId = (id: string) => [...hand, ...s.pending, ...(player?.discard ?? [])].find((c) => c.id === id);
  const namedId = (id: string, article: 'a' | 'the' = 'a') => {
    const c = byId(id);
    return c ? named(c, article) : id;
  };

  const send = (action: Action) => {
    if (!onMove) return;
    const why = onMove(action);
    setRefusal(why);
  };

  const build = (cards: BuildCard[]): Action => ({ type: 'turn.build', cards });

  /** The selected track cards with their turns (boardPlans.ts `buildPreview`). */
  const placedPreview = useMemo(() => buildPreview(s, tracks, turns, guide), [s, selected, turns]);

  /** Per track card in the hand: can it start (or continue) a legal build after the selected ones? (boardPlans.ts) */
  const playable = useMemo(() => (guide && s.phase === 'action' ? playableCards(s, hand, selected, placedPreview.cards) : {}), [s, selected, placedPreview]);
  const anyBuild = hand.some((c) => playable[c.id]) || tracks.length > 0;

  const flip = (c: Card) => {
    const options = turnsFor(c);
    if (options.length < 2) return;
    const now = placedPreview.turns[c.id] ?? 'right';
    setTurns({ ...turns, [c.id]: now === 'left' ? 'right' : 'left' });
  };
  const canFlip = (c: Card) => turnsFor(c).length > 1 && (!marks || legalTurnsOf(s, placedPreview.cards, c).length > 1);

  const ghosts: Ghost[] = s.phase === 'action' && canAct
    ? placedPreview.placed.map((p) => ({
        placed: p,
        label: fmt(t, p.card.shape === 'curve' ? 'rc.ghost.curve' : 'rc.ghost.straight', { id: p.card.id, card: named(p.card), turn: fmt(t, `rc.turn.${p.turn}`) }),
        onChoose: () => (canFlip(p.card) ? flip(p.card) : undefined),
      }))
    : s.phase === 'setup' && s.setup?.card && canAct
      ? [{ placed: place(s.railway, s.setup.card, turns[s.setup.card.id] ?? chooseTurn(s.railway, s.setup.card, s.rules.table)), label: fmt(t, 'rc.ghost.setup'), onChoose: () => s.setup?.card && flip(s.setup.card) }]
      : [];

  const toggle = (c: Card) => {
    setRefusal(null);
    setSelected(selected.includes(c.id) ? unselected(selected, c, hand, marks) : [...selected, c.id]);
  };

  const handSlot = (seat: number) => {
    if (!canAct || seat !== s.current || s.phase !== 'action' || !player || player.betsy) return null;
    return hand.map((c) => {
      const isSel = selected.includes(c.id);
      // At the play table a card that cannot help is not selectable: a track card no build can use, or the other kind of action.
      const off = marks && !isSel && (c.chaos ? tracks.length > 0 : chaos.length > 0 || !playable[c.id]);
      const mark = guide && !c.chaos && !isSel && chaos.length === 0 ? !!playable[c.id] : undefined;
      const label = guide && !c.chaos && !isSel && chaos.length === 0 ? fmt(t, mark ? 'rc.card.canBuild' : 'rc.card.cannotBuild', { name: named(c) }) : undefined;
      return <CardView key={c.id} card={c} t={t} ids={false} selected={isSel} onToggle={() => toggle(c)} disabled={off} playable={marks ? mark : undefined} label={label} />;
    });
  };

  const plan = useMemo(() => (s.phase === 'discard' && player ? planDiscards(s.pending, player.discard) : null), [s]);

  // ---- chaos cards: combine where the rules allow it, by default; say why not where they do not (boardPlans.ts).
  const chaosPlan = useMemo(() => chaosPlanOf(s, chaos, combine), [s, selected, combine]);

  // ---- the ride's odds for the selected build, before it is confirmed (R27: a die per card value).
  const preview = useMemo(() => (!guide || s.phase !== 'action' || tracks.length === 0 || chaos.length > 0 ? null : buildOdds(s, placedPreview.cards)), [s, placedPreview, chaos.length]);

  const actionHint = () => {
    if (chaos.length && tracks.length) return fmt(t, 'rc.action.selected.mixed');
    if (chaos.length) return fmt(t, 'rc.action.selected.chaos', { n: chaos.length });
    if (tracks.length) return fmt(t, 'rc.action.selected', { n: tracks.length });
    if (guide && !anyBuild) return fmt(t, 'rc.action.hint.noBuild');
    return fmt(t, 'rc.action.hint');
  };

  const showBuild = guide ? tracks.length > 0 && (tryAny || chaos.length === 0) : true;
  const showChaos = guide ? chaos.length > 0 && (tryAny || tracks.length === 0) : hand.some((c) => c.chaos);

  const controls = canAct && (
    <div class="rc-controls" role="group" aria-label={fmt(t, 'rc.controls')}>
      {s.phase === 'setup' && s.setup?.card && (
        <>
          <p>{fmt(t, 'rc.setup.hint')}</p>
          {turnsFor(s.setup.card).filter((turn) => !guide || explain(s, { type: 'setup.place', turn }) === null).map((turn) => (
            <button key={turn} type="button" onClick={() => send({ type: 'setup.place', turn })}>
              {fmt(t, `rc.setup.lay.${turn}`)}
            </button>
          ))}
        </>
      )}
      {s.phase === 'action' && (
        <>
          <p class="rc-hint">{actionHint()}</p>
          {tracks.some((c) => c.shape === 'curve') && (
            <div class="rc-turns">
              {tracks.filter((c) => c.shape === 'curve').map((c) => {
                const turn = fmt(t, `rc.turn.${placedPreview.turns[c.id]}`);
                return canFlip(c) ? (
                  <button key={c.id} type="button" class="rc-turn" onClick={() => flip(c)} aria-label={fmt(t, 'rc.turn.flip', { id: c.id, card: named(c), turn })}>
                    <CardView card={c} t={t} mini ids={false} /> {turn}
                  </button>
                ) : (
                  <span key={c.id} class="rc-turn-only small">{fmt(t, 'rc.turn.only', { card: named(c), turn })}</span>
                );
              })}
            </div>
          )}
          {chaos.length > 0 && (
            <div class="rc-combines">
              {chaosPlan.map((p) =>
                p.can || !guide ? (
                  <label key={p.card.id}>
                    <input type="checkbox" checked={p.combine} disabled={guide && !p.can} onChange={(e) => setCombine({ ...combine, [p.card.id]: (e.target as HTMLInputElement).checked })} />
                    {fmt(t, 'rc.chaos.combine', { card: named(p.card), top: p.top ? namedId(p.top, 'the') : fmt(t, 'rc.none') })}
                  </label>
                ) : (
                  <p key={p.card.id} class="small rc-nocombine">
                    {fmt(t, p.why === 'empty' ? 'rc.chaos.noCombine.empty' : 'rc.chaos.noCombine.values', { card: named(p.card), top: p.top ? namedId(p.top, 'the') : '' })}
                  </p>
                ),
              )}
            </div>
          )}
          {preview && (
            <div class="rc-preview-odds" data-testid="rc-preview-odds">
              <p>
                {fmt(t, 'rc.odds.preview', {
                  dice: preview.dice,
                  derail: percentText({ num: preview.derail, den: preview.den }, lang),
                  safe: percentText({ num: preview.owed[0] ?? 0n, den: preview.den }, lang),
                  expected: decimalText(preview.expectedOwed, lang),
                })}{' '}
                <RuleLinks text="R27" lang={lang} t={t} />
              </p>
              <MoreOdds t={t} lang={lang} live={preview} />
            </div>
          )}
          <div class="rc-buttons">
            <button type="button" onClick={() => send({ type: 'turn.pass' })}>{fmt(t, 'rc.action.pass')}</button>
            {showBuild && (
              <button type="button" class={guide ? 'primary' : ''} disabled={tracks.length === 0} onClick={() => send(build(tracks.map((c) => ({ card: c.id, turn: placedPreview.turns[c.id] as Turn }))))}>
                {fmt(t, 'rc.action.build', { n: tracks.length })}
              </button>
            )}
            {showChaos && (
              <button type="button" class={guide ? 'primary' : ''} disabled={chaos.length === 0} onClick={() => send({ type: 'chaos.discard', cards: chaosPlan.map((p) => ({ card: p.card.id, combine: p.combine })) })}>
                {fmt(t, 'rc.action.chaos', { n: chaos.length })}
              </button>
            )}
          </div>
          {guide && (
            <TryToggle t={t} on={tryAny} onChange={setTryAny} />
          )}
        </>
      )}
      {s.phase === 'roll' && (
        <div class="rc-buttons">
          <button type="button" class="primary" onClick={() => send(wheels === '' ? { type: 'ride.roll' } : { type: 'ride.roll', wheels: Number(wheels) })}>
            {fmt(t, 'rc.roll.button', { dice: s.dice })}
          </button>
          {chooseRoll && <label class="rc-choose">
            {fmt(t, 'rc.roll.choose')}
            <select value={wheels} onChange={(e) => setWheels((e.target as HTMLSelectElement).value)}>
              <option value="">{fmt(t, 'rc.roll.random')}</option>
              {Array.from({ length: s.dice + 1 }, (_, w) => <option key={w} value={String(w)}>{w}</option>)}
            </select>
          </label>}
        </div>
      )}
      {s.phase === 'discard' && player && (() => {
        const top = player.discard.at(-1);
        const topName = top ? named(top, 'the') : fmt(t, 'rc.none');
        const can = penaltyCombines(s);
        const anyCombine = can.some((r) => r === null);
        const choice = s.pending.length > 1 || anyCombine;
        return (
          <>
            <p class="rc-hint">{fmt(t, 'rc.discard.hint', { top: top ? cardName(t, top) : fmt(t, 'rc.none') })}</p>
            <ul class="rc-discards">
              {s.pending.map((c, i) => (
                <li key={c.id}>
                  <CardView card={c} t={t} small ids={false} />
                  <button type="button" onClick={() => send({ type: 'penalty.discard', card: c.id, combine: false })}>{fmt(t, 'rc.discard.put', { id: c.id, card: named(c) })}</button>
                  {(can[i] === null || !guide) && (
                    <button type="button" class={can[i] === null ? 'primary' : ''} onClick={() => send({ type: 'penalty.discard', card: c.id, combine: true })}>
                      {fmt(t, 'rc.discard.combine', { id: c.id, card: named(c), top: topName })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {guide && !anyCombine && (
              <p class="small rc-nocombine">{fmt(t, top ? 'rc.discard.noCombine.values' : 'rc.discard.noCombine.empty', { top: topName })}</p>
            )}
            {hints && plan && (choice || !guide) && (
              <div class="rc-plan">
                <button type="button" aria-expanded={showPlan ? 'true' : 'false'} onClick={() => setShowPlan(!showPlan)}>{fmt(t, 'rc.plan.button')}</button>
                {showPlan && (
                  <p>
                    {fmt(t, 'rc.plan.text', { points: plan.points })}{' '}
                    {plan.order.map((o, i) => (
                      <span key={o.card}>{i ? ', ' : ''}{fmt(t, o.combine ? 'rc.plan.combine' : 'rc.plan.put', { id: o.card, card: namedId(o.card) })}</span>
                    ))}
                  </p>
                )}
              </div>
            )}
            {hints && guide && !choice && <p class="small rc-noplan">{fmt(t, 'rc.plan.onlyOne')}</p>}
          </>
        );
      })()}
      {s.phase === 'betsy' && (
        <div class="rc-buttons">
          <button type="button" class="primary" onClick={() => send({ type: 'betsy.play' })}>{fmt(t, 'rc.betsy.play')}</button>
          {betsyCard(s)?.shape === 'curve' && betsyCanBuild(s) &&
            (['left', 'right'] as Turn[]).filter((turn) => !guide || explain(s, { type: 'betsy.play', turn }) === null).map((turn) => (
              <button key={turn} type="button" onClick={() => send({ type: 'betsy.play', turn })}>{fmt(t, 'rc.betsy.turn', { turn: fmt(t, `rc.turn.${turn}`) })}</button>
            ))}
        </div>
      )}
      {refusal && (
        <p class="rc-refusal" role="alert">
          {refusal} <RuleLinks text={refusal} lang={lang} t={t} />
        </p>
      )}
    </div>
  );

  return (
    <TableView state={s} t={t} viewer={viewer} ghosts={ghosts} fresh={fresh} rolling={rolling} handSlot={handSlot}>
      {controls}
    </TableView>
  );
}
