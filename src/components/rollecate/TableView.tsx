/**
 * The whole table for one moment of a game: whose turn and what the game
 * waits for, the railway, the dice, every player's hand, pending penalty cards
 * and discard pile, the draw pile and the box. A visually hidden summary tells
 * screen-reader users the same.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { nextSquare, squareFree } from '../../machines/rollecate/rules/geometry';
import { pileScore } from '../../machines/rollecate/rules/scoring';
import { trainIndex } from '../../machines/rollecate/rules/state';
import type { GameState } from '../../machines/rollecate/rules/types';
import { cardNamer, cardWords } from '../../machines/rollecate/rules/narrate';
import { fmt, type Strings } from '../../play/kit/fmt';
import { CardView } from './CardView';
import { Dice, facesOf } from './Dice';
import { Railway, type Ghost } from './Railway';
import { findLast } from '../../machines/shared/logbook';

export function phaseText(t: Strings, s: GameState): string {
  const name = s.players[s.current]?.name ?? '';
  switch (s.phase) {
    case 'over':
      return s.result?.lost ? fmt(t, 'rc.phase.lost') : fmt(t, 'rc.phase.over');
    case 'setup':
      return fmt(t, 'rc.phase.setup', { name, n: s.railway.length + 1 });
    case 'roll':
      return fmt(t, 'rc.phase.roll', { name, dice: s.dice });
    case 'discard':
      return fmt(t, 'rc.phase.discard', { name, n: s.pending.length });
    case 'betsy':
      return fmt(t, 'rc.phase.betsy');
    default:
      return fmt(t, 'rc.phase.action', { name });
  }
}

/** The table in one paragraph for screen readers; cards named in words ("the train is on the broken 2"). */
export function summary(t: Strings, s: GameState): string {
  const named = cardNamer(s, t);
  const name = (id: string) => named(id, 'the');
  const ti = trainIndex(s);
  const ahead = ti >= 0 ? s.railway.length - 1 - ti : 0;
  const parts = [
    phaseText(t, s),
    fmt(t, 'rc.sum.railway', { n: s.railway.length, train: s.train ? name(s.train) : '—', ahead }),
    fmt(t, 'rc.sum.draw', { n: s.drawPile.length }),
    ...s.players.map((p, i) => fmt(t, 'rc.sum.player', { name: p.name, hand: p.hand.length, pile: p.discard.length, points: pileScore(p.discard), derail: s.derailments[i] ?? 0 })),
  ];
  if (s.pending.length) parts.push(fmt(t, 'rc.sum.pending', { cards: s.pending.map((c) => cardWords(c, 'a', t)).join(', ') }));
  // One player has a score, not a win (R37); several have a winner.
  if (s.result && !s.result.lost) {
    parts.push(s.players.length === 1
      ? fmt(t, 'rc.sum.solo', { name: s.players[0]?.name ?? '', score: s.result.scores[0] ?? 0 })
      : fmt(t, 'rc.sum.result', { winners: s.result.winners.map((w) => s.players[w]?.name).join(', ') }));
  }
  return parts.join(' ');
}

export interface TableViewProps {
  state: GameState;
  t: Strings;
  /** Whose hand is face up: a seat, or 'all' for examples. */
  viewer: number | 'all';
  ghosts?: Ghost[];
  fresh?: string[];
  rolling?: boolean;
  /** Rendered under the current player's hand (the move controls). */
  children?: ComponentChildren;
  handSlot?: (seat: number) => ComponentChildren | null;
}

/** How many cards of a pile show before "look through the pile". */
const PILE_TOP = 6;

/** Cards are drawn without their ids and named in words; the id is the card's tooltip (the play table, the examples, the checker). */
export function TableView({ state: s, t, viewer, ghosts, fresh, rolling, children, handSlot }: TableViewProps) {
  /** Seats whose whole pile is shown: players may look through their own pile (rulebook, Combining cards). */
  const [open, setOpen] = useState<number[]>([]);
  const next = nextSquare(s.railway);
  const blocked = s.railway.length > 0 && !squareFree(s.railway, next.x, next.y, s.rules.table);
  const ride = s.ride;
  // The dice of this turn's roll, if any (a new turn's draw clears them).
  const lastRoll = findLast(s.log, (e) => e.t === 'roll' || e.t === 'draw');
  const dice = lastRoll && lastRoll.t === 'roll' ? facesOf(lastRoll.wheels, lastRoll.dice, ride?.faces) : null;
  return (
    <div class="rc-table">
      <p class="rc-status" aria-hidden="true">
        <strong>{phaseText(t, s)}</strong>
        <span class="rc-counts">
          <span>{fmt(t, 'rc.drawPile', { n: s.drawPile.length })}</span>
          <span>{fmt(t, 'rc.box', { n: s.box.length })}</span>
        </span>
      </p>
      <p class="sr-only" aria-live="polite">{summary(t, s)}</p>
      <div class="rc-board">
        <Railway
          railway={s.railway}
          train={s.train}
          table={s.rules.table}
          showNext={s.phase !== 'over'}
          ghosts={ghosts}
          fresh={fresh}
          label={fmt(t, 'rc.railway.label')}
          description={summary(t, s) + (blocked ? ` ${fmt(t, 'rc.railway.blocked')}` : '')}
          tileTitle={(p) => fmt(t, p.turn === 'straight' ? 'rc.tile' : 'rc.tile.turn', { card: cardWords(p.card, 'the', t), turn: fmt(t, `rc.turn.${p.turn}`), id: p.card.id })}
        />
        {(dice || s.phase === 'roll') && (
          <div class="rc-dicebox">
            {s.phase === 'roll' ? <p>{fmt(t, 'rc.dice.owed', { dice: s.dice })}</p> : dice && <Dice faces={dice} t={t} rolling={rolling} />}
          </div>
        )}
      </div>
      {s.setup?.card && (
        <p class="rc-setupcard">
          {fmt(t, 'rc.setup.drawn', { name: s.players[s.current]?.name ?? '' })} <CardView card={s.setup.card} t={t} small ids={false} />
        </p>
      )}
      <div class="rc-players">
        {s.players.map((p, i) => {
          const faceUp = viewer === 'all' || viewer === i || p.betsy || s.phase === 'over';
          const isCurrent = i === s.current && s.phase !== 'over';
          // Your own pile (or every pile in an example, or at the end) may be looked through.
          const mayLook = viewer === 'all' || viewer === i || s.phase === 'over';
          const whole = mayLook && open.includes(i);
          const top = whole ? p.discard : p.discard.slice(-PILE_TOP);
          const hidden = p.discard.length - top.length;
          const won = !!s.result && !s.result.lost && s.players.length > 1 && s.result.winners.includes(i);
          const pileId = `rc-pile-${i}`;
          return (
            <section key={i} class={`rc-player${isCurrent ? ' current' : ''}${won ? ' winner' : ''}`} aria-label={fmt(t, 'rc.player.label', { name: p.name })}>
              <h4>
                {p.name}
                {isCurrent && <span class="rc-badge">{fmt(t, 'rc.player.turn')}</span>}
                {s.result && <span class="rc-badge score">{fmt(t, p.betsy ? 'rc.player.betsyScore' : 'rc.player.score', { score: s.result.scores[i] ?? 0 })}</span>}
              </h4>
              <div class="rc-row">
                <span class="rc-label">{fmt(t, 'rc.hand')}</span>
                <div class="rc-cards">
                  {handSlot?.(i) ?? (faceUp ? p.hand.map((c) => <CardView key={c.id} card={c} t={t} small ids={false} />) : p.hand.map((c) => <span key={c.id} class="rc-back" role="img" aria-label={fmt(t, 'rc.card.hidden')} />))}
                  {p.hand.length === 0 && !handSlot?.(i) && <span class="rc-empty">{fmt(t, 'rc.none')}</span>}
                </div>
              </div>
              {isCurrent && s.pending.length > 0 && (
                <div class="rc-row pending">
                  <span class="rc-label">{fmt(t, 'rc.pending')}</span>
                  <div class="rc-cards">{s.pending.map((c) => <CardView key={c.id} card={c} t={t} small ids={false} />)}</div>
                </div>
              )}
              <div class="rc-row">
                <span class="rc-label">{fmt(t, 'rc.pile', { n: p.discard.length, points: pileScore(p.discard) })}</span>
                <div class={`rc-cards pile${whole ? ' whole' : ''}`} id={pileId}>
                  {hidden > 0 && !mayLook && (
                    <span class="rc-more" title={fmt(t, 'rc.pile.hidden', { n: hidden })}>
                      <span aria-hidden="true">+{hidden}</span>
                      <span class="sr-only">{fmt(t, 'rc.pile.hidden', { n: hidden })}</span>
                    </span>
                  )}
                  {top.map((c) => <CardView key={c.id} card={c} t={t} small ids={false} />)}
                  {mayLook && p.discard.length > PILE_TOP && (
                    <button
                      type="button"
                      class="rc-pile-toggle"
                      aria-expanded={whole ? 'true' : 'false'}
                      aria-controls={pileId}
                      onClick={() => setOpen(whole ? open.filter((x) => x !== i) : [...open, i])}
                    >
                      {whole ? fmt(t, 'rc.pile.top') : fmt(t, 'rc.pile.all', { n: p.discard.length })}
                    </button>
                  )}
                </div>
              </div>
              {s.variant === 'solo-hard' && <p class="rc-derail">{fmt(t, 'rc.derailments', { n: s.derailments[i] ?? 0 })}</p>}
              {isCurrent && children}
            </section>
          );
        })}
      </div>
    </div>
  );
}
