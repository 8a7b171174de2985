/**
 * The table with move controls for whoever is to move. It offers the moves the
 * rules core lists as legal (legal.ts), sends them through `onMove`, and shows
 * the engine's refusal, with a link to the rule, when a move is illegal. No
 * rule is decided here.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { explain } from '../../machines/rollecate/rules/game';
import { place, turnsFor } from '../../machines/rollecate/rules/geometry';
import { chooseTurn } from '../../machines/rollecate/rules/orientation';
import { planDiscards } from '../../machines/rollecate/rules/planner';
import { betsyCanBuild, betsyCard } from '../../machines/rollecate/rules/betsy';
import { refusalText } from '../../machines/rollecate/rules/refusal';
import type { Action, Card, GameState, Placed, Refusal, Turn } from '../../machines/rollecate/rules/types';
import { fmt, type Strings } from '../fmt';
import { CardView, cardLabel } from './CardView';
import { clauseHref, clausesIn } from './clauses';
import type { Ghost } from './Railway';
import { TableView } from './TableView';

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
}

/** A refusal in the page's language when the engine gave its refusal object, else its English reason. */
export function reasonText(reason: string, refusal: unknown, t: Strings): string {
  return refusal && typeof refusal === 'object' && 'rule' in refusal ? refusalText(refusal as Refusal, t) : reason;
}

export function RuleLinks({ text, lang }: { text: string; lang: string }) {
  const ids = clausesIn(text);
  if (!ids.length) return null;
  return (
    <span class="rc-rulelinks">
      {ids.map((id) => (
        <a key={id} href={clauseHref(id, lang)} class="rc-rulelink">
          {id}
        </a>
      ))}
    </span>
  );
}

export function GameBoard({ state: s, t, lang, onMove, viewer, interactive = true, hints = true, fresh, rolling, chooseRoll = true }: GameBoardProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [turns, setTurns] = useState<Record<string, Turn>>({});
  const [combine, setCombine] = useState<Record<string, boolean>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showPlan, setShowPlan] = useState(false);
  const [wheels, setWheels] = useState<string>('');

  // A new position clears the selection and any old refusal.
  useEffect(() => {
    setSelected([]);
    setCombine({});
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

  const send = (action: Action) => {
    if (!onMove) return;
    const why = onMove(action);
    setRefusal(why);
  };

  const turnOf = (c: Card, before: Placed[]): Turn => turns[c.id] ?? chooseTurn([...s.railway, ...before], c, s.rules.table);
  const placedPreview = useMemo(() => {
    const ts: Record<string, Turn> = {};
    const out: Placed[] = [];
    for (const c of tracks) {
      ts[c.id] = turnOf(c, out);
      out.push(place([...s.railway, ...out], c, ts[c.id] as Turn));
    }
    return { placed: out, turns: ts };
  }, [s, selected, turns]);

  const flip = (c: Card) => {
    const options = turnsFor(c);
    if (options.length < 2) return;
    const now = placedPreview.turns[c.id] ?? 'right';
    setTurns({ ...turns, [c.id]: now === 'left' ? 'right' : 'left' });
  };

  const ghosts: Ghost[] = s.phase === 'action' && canAct
    ? placedPreview.placed.map((p) => ({
        placed: p,
        label: fmt(t, p.card.shape === 'curve' ? 'rc.ghost.curve' : 'rc.ghost.straight', { id: p.card.id, turn: fmt(t, `rc.turn.${p.turn}`) }),
        onChoose: () => flip(p.card),
      }))
    : s.phase === 'setup' && s.setup?.card && canAct
      ? [{ placed: place(s.railway, s.setup.card, turns[s.setup.card.id] ?? chooseTurn(s.railway, s.setup.card, s.rules.table)), label: fmt(t, 'rc.ghost.setup'), onChoose: () => s.setup?.card && flip(s.setup.card) }]
      : [];

  const toggle = (c: Card) => {
    setRefusal(null);
    setSelected(selected.includes(c.id) ? selected.filter((x) => x !== c.id) : [...selected, c.id]);
  };

  const handSlot = (seat: number) => {
    if (!canAct || seat !== s.current || s.phase !== 'action' || !player || player.betsy) return null;
    return hand.map((c) => <CardView key={c.id} card={c} t={t} selected={selected.includes(c.id)} onToggle={() => toggle(c)} />);
  };

  const plan = useMemo(() => (s.phase === 'discard' && player ? planDiscards(s.pending, player.discard) : null), [s]);

  const controls = canAct && (
    <div class="rc-controls" role="group" aria-label={fmt(t, 'rc.controls')}>
      {s.phase === 'setup' && s.setup?.card && (
        <>
          <p>{fmt(t, 'rc.setup.hint')}</p>
          {turnsFor(s.setup.card).map((turn) => (
            <button key={turn} type="button" onClick={() => send({ type: 'setup.place', turn })}>
              {fmt(t, `rc.setup.lay.${turn}`)}
            </button>
          ))}
        </>
      )}
      {s.phase === 'action' && (
        <>
          <p class="rc-hint">{fmt(t, chosen.length ? 'rc.action.selected' : 'rc.action.hint', { n: chosen.length })}</p>
          {tracks.some((c) => c.shape === 'curve') && (
            <div class="rc-turns">
              {tracks.filter((c) => c.shape === 'curve').map((c) => (
                <button key={c.id} type="button" class="rc-turn" onClick={() => flip(c)} aria-label={fmt(t, 'rc.turn.flip', { id: c.id, turn: fmt(t, `rc.turn.${placedPreview.turns[c.id]}`) })}>
                  {c.id}: {fmt(t, `rc.turn.${placedPreview.turns[c.id]}`)}
                </button>
              ))}
            </div>
          )}
          {chaos.length > 0 && (
            <div class="rc-combines">
              {chaos.map((c) => (
                <label key={c.id}>
                  <input type="checkbox" checked={!!combine[c.id]} onChange={(e) => setCombine({ ...combine, [c.id]: (e.target as HTMLInputElement).checked })} />
                  {fmt(t, 'rc.chaos.combine', { id: c.id })}
                </label>
              ))}
            </div>
          )}
          <div class="rc-buttons">
            <button type="button" onClick={() => send({ type: 'turn.pass' })}>{fmt(t, 'rc.action.pass')}</button>
            <button type="button" disabled={tracks.length === 0} onClick={() => send({ type: 'turn.build', cards: tracks.map((c) => ({ card: c.id, turn: placedPreview.turns[c.id] as Turn })) })}>
              {fmt(t, 'rc.action.build', { n: tracks.length })}
            </button>
            {hand.some((c) => c.chaos) && (
              <button type="button" disabled={chaos.length === 0} onClick={() => send({ type: 'chaos.discard', cards: chaos.map((c) => ({ card: c.id, combine: !!combine[c.id] })) })}>
                {fmt(t, 'rc.action.chaos', { n: chaos.length })}
              </button>
            )}
          </div>
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
      {s.phase === 'discard' && player && (
        <>
          <p class="rc-hint">{fmt(t, 'rc.discard.hint', { top: player.discard.length ? cardLabel(t, player.discard[player.discard.length - 1] as Card) : fmt(t, 'rc.none') })}</p>
          <ul class="rc-discards">
            {s.pending.map((c) => {
              const canCombine = explain(s, { type: 'penalty.discard', card: c.id, combine: true }) === null;
              return (
                <li key={c.id}>
                  <CardView card={c} t={t} small />
                  <button type="button" onClick={() => send({ type: 'penalty.discard', card: c.id, combine: false })}>{fmt(t, 'rc.discard.put', { id: c.id })}</button>
                  <button type="button" class={canCombine ? 'primary' : ''} onClick={() => send({ type: 'penalty.discard', card: c.id, combine: true })}>
                    {fmt(t, 'rc.discard.combine', { id: c.id })}
                  </button>
                </li>
              );
            })}
          </ul>
          {hints && plan && (
            <div class="rc-plan">
              <button type="button" aria-expanded={showPlan ? 'true' : 'false'} onClick={() => setShowPlan(!showPlan)}>{fmt(t, 'rc.plan.button')}</button>
              {showPlan && (
                <p>
                  {fmt(t, 'rc.plan.text', { points: plan.points })}{' '}
                  {plan.order.map((o, i) => (
                    <span key={o.card}>{i ? ', ' : ''}{fmt(t, o.combine ? 'rc.plan.combine' : 'rc.plan.put', { id: o.card })}</span>
                  ))}
                </p>
              )}
            </div>
          )}
        </>
      )}
      {s.phase === 'betsy' && (
        <div class="rc-buttons">
          <button type="button" class="primary" onClick={() => send({ type: 'betsy.play' })}>{fmt(t, 'rc.betsy.play')}</button>
          {betsyCard(s)?.shape === 'curve' && betsyCanBuild(s) &&
            (['left', 'right'] as Turn[]).map((turn) => (
              <button key={turn} type="button" onClick={() => send({ type: 'betsy.play', turn })}>{fmt(t, 'rc.betsy.turn', { turn: fmt(t, `rc.turn.${turn}`) })}</button>
            ))}
        </div>
      )}
      {refusal && (
        <p class="rc-refusal" role="alert">
          {refusal} <RuleLinks text={refusal} lang={lang} />
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
