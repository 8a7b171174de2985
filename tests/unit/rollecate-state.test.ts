/**
 * The state helpers under every rule (state.ts): a move never changes the state it was made from
 * (copy on write), a rule that edits a state it did not draft is caught, and the lookups the rules
 * lean on answer at their edges. Found by mutation testing (`npm run mutate -- rollecate`).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/machines/rollecate/rules/game';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import {
  cardPlaces, cloneState, currentPlayer, draft, edit, editDiscard, editHand, editPlayer, editSetup, inOneDraft, isBetsyTurn, lastPlaced, log, replace, trainIndex,
} from '../../src/machines/rollecate/rules/state';
import type { Card, GameState } from '../../src/machines/rollecate/rules/types';
import { logEntries } from '../../src/machines/shared/logbook';
import { nextInt, seedFrom } from '../../src/machines/shared/rng';
import { laid, position, track } from './helpers';

const card = (id: string) => track(id, 1) as Card;

describe('copy on write (the refusal rule "refused moves change nothing" and its twin: made moves change only the new state)', () => {
  it('R12: no move of a whole game, of any variant, changes the state it was made from', () => {
    for (const [variant, players] of [['standard', ['A', 'B', 'C']], ['betsy', ['A']], ['solo-hard', ['A']]] as const) {
      let s = newGame({ variant, players: [...players], seed: 21 });
      let r = seedFrom(5);
      for (let step = 0; s.phase !== 'over' && step < 300; step++) {
        const moves = legalActions(s, { rolls: 'engine' });
        let i: number;
        [i, r] = nextInt(r, moves.length);
        const before = JSON.stringify(s);
        const out = apply(s, moves[i]!);
        if (!out.ok) throw new Error(out.refusal.message);
        expect(JSON.stringify(s), `${variant} step ${step} ${moves[i]!.type}`).toBe(before);
        s = out.state;
      }
    }
  });

  it('a draft shares its lists until a list is edited; then only that list is copied, once', () => {
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] });
    const d = draft(s);
    expect(d).not.toBe(s);
    expect(d.drawPile).toBe(s.drawPile);
    const pile = edit(d, 'drawPile');
    expect(pile).not.toBe(s.drawPile);
    expect(edit(d, 'drawPile')).toBe(pile);
    pile.push(card('n1'));
    expect(s.drawPile.map((c) => c.id)).toEqual(['d2']);
    expect(d.drawPile.map((c) => c.id)).toEqual(['d2', 'n1']);
    for (const field of ['railway', 'box', 'pending', 'derailments'] as const) {
      const list = edit(d, field);
      expect(list, field).not.toBe(s[field]);
      expect(list, field).toEqual(s[field]);
      expect(edit(d, field), field).toBe(list);
      expect(d[field], field).toBe(list);
    }
    const hand = editHand(d, 0);
    hand.push(card('n2'));
    expect(editHand(d, 0)).toBe(hand);
    const pile0 = editDiscard(d, 0);
    pile0.push(card('n3'));
    expect(editDiscard(d, 0)).toBe(pile0);
    // A seat, and the list of seats, are copied once per draft: a step holding either keeps editing the draft's own.
    const seat0 = editPlayer(d, 0);
    expect(seat0).toBe(d.players[0]);
    expect(seat0).not.toBe(s.players[0]);
    const seats = d.players;
    expect(seats).not.toBe(s.players);
    expect(editPlayer(d, 0)).toBe(seat0);
    expect(s.players[0]!.hand.map((c) => c.id)).toEqual(['d1']);
    expect(s.players[0]!.discard).toEqual([]);
    expect(d.players[0]!.hand.map((c) => c.id)).toEqual(['d1', 'n2']);
    expect(d.players[0]!.discard.map((c) => c.id)).toEqual(['n3']);
    // A seat no step edited is shared; editing it copies that seat only, into the same list of seats.
    expect(d.players[1]).toBe(s.players[1]);
    const seat1 = editPlayer(d, 1);
    expect(seat1).not.toBe(s.players[1]);
    expect(d.players).toBe(seats);
    expect(editPlayer(d, 1)).toBe(seat1);
    const fresh = [card('z')];
    expect(replace(d, 'box', fresh)).toBe(fresh);
    expect(d.box).toBe(fresh);
    expect(edit(d, 'box')).toBe(fresh);
    // The list replace gave is the draft's own: editing it after copies nothing.
    const pile2 = [card('y')];
    replace(d, 'pending', pile2);
    expect(edit(d, 'pending')).toBe(pile2);
  });

  it('a rule that changes a state it did not draft, or a seat or setup that does not exist, is an error', () => {
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] });
    const d = draft(s);
    expect(() => edit(s, 'box')).toThrow(/not the draft/);
    expect(() => replace(s, 'box', [])).toThrow(/not the draft/);
    expect(() => editPlayer(s, 0)).toThrow(/not the draft/);
    expect(() => editHand(s, 0)).toThrow(/not the draft/);
    expect(s.box).toEqual([]);
    expect(s.players[0]!.hand.map((c) => c.id)).toEqual(['d1']);
    expect(() => log(s, { t: 'lost', player: 0 })).toThrow(/not the draft/);
    const e = draft(s);
    expect(() => edit(d, 'box')).toThrow(/not the draft/);
    expect(() => editPlayer(e, 5)).toThrow(/no player at seat 5/);
    expect(() => editSetup(e)).toThrow(/no setup in progress/);
    expect(() => currentPlayer({ ...s, current: 2 })).toThrow(/no player at seat 2/);
    log(e, { t: 'lost', player: 0 });
    expect(logEntries(e.log).at(-1)).toEqual({ t: 'lost', player: 0 });
    expect(logEntries(s.log).at(-1)).not.toEqual({ t: 'lost', player: 0 });
  });

  it('editSetup copies the setup progress once, its lists too', () => {
    const s = newGame({ seed: 3 });
    const d = draft(s);
    const setup = editSetup(d);
    expect(setup).not.toBe(s.setup);
    expect(setup).toEqual(s.setup);
    expect(editSetup(d)).toBe(setup);
    setup.aside.push(card('a1'));
    setup.order.push(9);
    expect(s.setup!.aside).not.toContainEqual(card('a1'));
    expect(s.setup!.order).toHaveLength(4);
  });

  it('inOneDraft: the steps of a chain share one draft; a nested chain runs inside it; after it a new draft starts afresh', () => {
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] });
    const out = inOneDraft(() => {
      const a = draft(s);
      edit(a, 'box').push(card('b1'));
      const b = draft(a);
      expect(b).toBe(a);
      const copy = { ...a };
      const c = draft(copy);
      expect(c).not.toBe(a);
      // The list the chain copied is still its own, edited in place.
      const box = edit(c, 'box');
      expect(box).toBe(a.box);
      box.push(card('b2'));
      // A nested chain runs inside this one: the draft stays open after it, its lists still the chain's own.
      const inner = inOneDraft(() => {
        const e = draft(c);
        edit(e, 'box').push(card('b3'));
        return e;
      });
      expect(inner).toBe(c);
      expect(edit(c, 'box')).toBe(box);
      box.push(card('b4'));
      return inOneDraft((x: GameState, y: number) => ({ ...x, current: y }), c, 1);
    });
    expect(out.box.map((c) => c.id)).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(out.current).toBe(1);
    expect(s.box).toEqual([]);
    // Outside the chain a draft of the chain's result copies afresh.
    const d = draft(out);
    expect(d).not.toBe(out);
    expect(edit(d, 'box')).not.toBe(out.box);
  });
});

describe('lookups', () => {
  const s = position({ railway: [laid('r1', 1), laid('r2', 1), laid('r3', 2)], train: 'r2', drawPile: [track('d1', 1), track('d2', 1)] });

  it('R5, R28: the train\'s index on the railway, -1 when it is on none', () => {
    expect(trainIndex(s)).toBe(1);
    expect(trainIndex({ ...s, train: 'r1' })).toBe(0);
    expect(trainIndex({ ...s, train: 'r3' })).toBe(2);
    expect(trainIndex({ ...s, train: 'zz' })).toBe(-1);
    expect(lastPlaced(s)!.card.id).toBe('r3');
  });

  it('R40: Betsy\'s turn only when the seat to play is hers', () => {
    expect(isBetsyTurn(s)).toBe(false);
    expect(isBetsyTurn({ ...s, players: [{ ...s.players[0]!, betsy: true }, s.players[1]!] })).toBe(true);
    expect(isBetsyTurn({ ...s, current: 7 })).toBe(false);
    // A seat copied to be changed keeps its mark: Betsy's stays hers, another seat does not become hers.
    const withBetsy = { ...s, players: [s.players[0]!, { ...s.players[1]!, betsy: true }] };
    const d = draft(withBetsy);
    expect(editPlayer(d, 1).betsy).toBe(true);
    expect(editPlayer(d, 0).betsy).toBeFalsy();
    expect(isBetsyTurn({ ...d, current: 1 })).toBe(true);
    expect(isBetsyTurn({ ...d, current: 0 })).toBe(false);
  });

  it('R1: every card\'s places, setup\'s aside and drawn card included', () => {
    const g = newGame({ seed: 3 });
    const t = cloneState({ ...g, setup: { ...g.setup!, aside: [...g.setup!.aside, card('a1')] } });
    const places = cardPlaces(t);
    expect(places.get('a1')).toEqual(['aside']);
    expect(places.get(g.setup!.card!.id)).toEqual(['setupCard']);
    expect(places.size).toBe(56);
    const played = cardPlaces(cloneState(s));
    expect(played.get('r2')).toEqual(['railway']);
    expect(played.get('d1')).toEqual(['hand0']);
    expect(played.get('d2')).toEqual(['drawPile']);
    // The box and the penalty cards pending are places of their own, named as such.
    const piles = cardPlaces({ ...s, box: [card('x1')], pending: [card('p1')] });
    expect(piles.get('x1')).toEqual(['box']);
    expect(piles.get('p1')).toEqual(['pending']);
    // A card in two places is listed in both (the invariant that every card is in one place reads this).
    expect(cardPlaces({ ...s, box: [card('d2')] }).get('d2')).toEqual(['drawPile', 'box']);
    // During setup before a card is drawn, there is no drawn card to count.
    const between = cardPlaces({ ...g, setup: { ...g.setup!, card: null } });
    expect([...between.values()].flat()).not.toContain('setupCard');
    expect(between.size).toBe(54);
  });

  it('cloneState copies every list deep enough to change the copy alone', () => {
    const t = cloneState(s);
    t.players[0]!.hand.push(card('n'));
    t.players[1]!.discard.push(card('m'));
    t.railway.pop();
    t.drawPile.pop();
    t.box.push(card('b'));
    t.pending.push(card('p'));
    t.derailments[0] = 3;
    expect(s.players[0]!.hand.map((c) => c.id)).toEqual(['d1']);
    expect(s.players[1]!.discard).toEqual([]);
    expect(s.railway).toHaveLength(3);
    expect(s.drawPile).toHaveLength(1);
    expect(s.box).toEqual([]);
    expect(s.pending).toEqual([]);
    expect(s.derailments).toEqual([0, 0]);
    const g = newGame({ seed: 3 });
    const c = cloneState(g);
    c.setup!.aside.push(card('x'));
    c.setup!.order.push(1);
    expect(g.setup!.aside.map((x) => x.id)).not.toContain('x');
    expect(g.setup!.order).toHaveLength(4);
    expect(cloneState(s).setup).toBeNull();
  });
});
