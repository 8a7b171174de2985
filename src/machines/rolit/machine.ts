/**
 * Rolit's round and match as an XState v5 statechart. The chart decides *when*
 * things happen; every guard and action is a one-line call into the pure rules
 * core in ./rules, which decides *what* is legal (`explainPlace`, with the
 * clause id) and what follows. Capturing, passing the turn, scoring a round
 * and dealing the next one are transient states: passed through at once, but
 * real states, so the chart shows them and the tests cover them. No
 * invoke/after: animation belongs to the UI.
 *
 *   placing --ball.place--> capturing → nextPlayer → placing
 *                                                  ↘ roundOver → matchOver (final)
 *                                                              ↘ betweenRounds --round.next--> nextRound → placing
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { routed } from '../shared/routes';
import { explainPlace } from './rules/play';
import {
  explainNextRound, finishMatch, isBoardFull, isMatchDecided, isRoundPlaying, isRoundScored, passTurn, placeBall, rollCaptured,
  scoreRound, startNextRound, type RolitEvent, type RolitMatch,
} from './rules/match';

export type { RolitEvent, RolitMatch } from './rules/match';

export const rolitMachine = routed(setup({
  types: {
    context: {} as RolitMatch,
    events: {} as RolitEvent,
    input: {} as RolitMatch,
  },
  guards: {
    isRoundPlaying: ({ context }) => isRoundPlaying(context),
    isRoundScored: ({ context }) => isRoundScored(context),
    isMatchDecided: ({ context }) => isMatchDecided(context),
    isBoardFull: ({ context }) => isBoardFull(context),
    canPlace: ({ context, event }) => event.type === 'ball.place' && explainPlace(context.game, event.square) === null,
    canStartNextRound: ({ context }) => explainNextRound(context) === null,
  },
  actions: {
    placeBall: assign(({ context, event }) => (assertEvent(event, 'ball.place'), placeBall(context, event.square))),
    rollCaptured: assign(({ context }) => rollCaptured(context)),
    passTurn: assign(({ context }) => passTurn(context)),
    scoreRound: assign(({ context }) => scoreRound(context)),
    scoreMatch: assign(({ context }) => finishMatch(context)),
    startNextRound: assign(({ context }) => startNextRound(context)),
  },
}).createMachine({
  // Each state's `meta.rules` names the clauses it carries out, for the statechart page.
  id: 'rolit',
  context: ({ input }) => input,
  initial: 'resume',
  states: {
    /** Enters the chart wherever the given match stands (a scenario can start on a full board). */
    resume: {
      meta: { rules: [] },
      always: [
        { guard: 'isRoundPlaying', target: 'placing' },
        { guard: and(['isRoundScored', 'isMatchDecided']), target: 'matchOver' },
        { guard: 'isRoundScored', target: 'betweenRounds' },
        { target: 'roundOver' },
      ],
    },
    /** RO5, RO8, RO10, RO11: the current colour puts one ball next to the others; a refusal changes nothing. */
    placing: {
      meta: { rules: ['RO5', 'RO8', 'RO10', 'RO11'] },
      on: {
        'ball.place': { guard: 'canPlace', target: 'capturing', actions: 'placeBall' },
      },
    },
    /** RO6, RO7, RO9: the lines from the new ball are read once and every enclosed ball rolls over. */
    capturing: {
      meta: { rules: ['RO6', 'RO7', 'RO9'] },
      always: { target: 'nextPlayer', actions: 'rollCaptured' },
    },
    /** Play passes on (RO16: solo alternates red and green); a full board ends the round (RO12). */
    nextPlayer: {
      meta: { rules: ['RO2', 'RO16'] },
      always: [
        { guard: 'isBoardFull', target: 'roundOver', actions: 'passTurn' },
        { target: 'placing', actions: 'passTurn' },
      ],
    },
    /** RO12: balls counted, the round's winner(s) recorded for the match. */
    roundOver: {
      meta: { rules: ['RO12'] },
      entry: 'scoreRound',
      always: [
        { guard: 'isMatchDecided', target: 'matchOver', actions: 'scoreMatch' },
        { target: 'betweenRounds' },
      ],
    },
    /** Waiting for the table to start the next round of the match. */
    betweenRounds: {
      meta: { rules: ['RO13'] },
      on: {
        'round.next': { guard: 'canStartNextRound', target: 'nextRound' },
      },
    },
    /** RO14: the start position again, and the seat after the last starter begins (per edition). */
    nextRound: {
      meta: { rules: ['RO14'] },
      always: { target: 'placing', actions: 'startNextRound' },
    },
    /** RO13: rounds won, then points; the Spanish edition counts only the round winners' balls. */
    matchOver: {
      meta: { rules: ['RO13'] },
      type: 'final',
    },
  },
}));
