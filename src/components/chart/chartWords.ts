/**
 * The statecharts in words: what each state, move and guard of the three
 * machines means, for the drawing's labels, in English and Dutch. The engine's
 * names (turn.discard, ride.roll, isDerailing) stay in each label's tooltip
 * and in the list under the drawing, for readers who look at the code.
 * A name missing here is drawn as the engine names it.
 */

export interface ChartWords {
  /** By state path without the machine id: "turn.discard". */
  states: Readonly<Record<string, string>>;
  /** By event type; "always" for a step taken at once. */
  events: Readonly<Record<string, string>>;
  /** By guard name; "else" for the fallback of a guarded choice. */
  guards: Readonly<Record<string, string>>;
}

type ByLang = Readonly<Record<'en' | 'nl', ChartWords>>;

const ROLLECATE: ByLang = {
  en: {
    states: {
      resume: 'Enter the game', setup: 'Lay the first railway', dealing: 'Deal the cards', turn: 'A turn',
      'turn.draw': 'Draw a card', 'turn.action': 'Choose an action', 'turn.passing': 'Pass', 'turn.roll': 'Roll the dice',
      'turn.riding': 'Ride', 'turn.derailed': 'Derail', 'turn.takingPenalties': 'Take penalty cards',
      'turn.discard': 'Discard penalty cards', 'turn.betsy': 'Betsy plays', 'turn.betsyDiscarding': 'Betsy discards',
      'turn.endOfTurn': 'End of the turn', scoring: 'Count the scores', over: 'Game over',
    },
    events: {
      always: 'at once', 'setup.place': 'lay a first card', 'turn.pass': 'pass', 'turn.build': 'build',
      'chaos.discard': 'discard chaos', 'ride.roll': 'roll', 'penalty.discard': 'discard a card', 'betsy.play': 'Betsy’s card',
    },
    guards: {
      inPhaseSetup: 'still setting up', inPhaseOver: 'game over', inPhaseRoll: 'dice owed', inPhaseDiscard: 'cards to discard',
      inPhaseDraw: 'card to draw', isBetsyTurn: 'Betsy’s turn', else: 'otherwise', isSetupDone: 'four cards laid',
      isDerailing: 'wheels to spare', isHardSoloLost: 'fourth derailment, hard solo', hasPenaltyToTake: 'penalty owed',
      isLastPending: 'last penalty card', betsyHasChaos: 'she drew chaos', betsyCanBuild: 'she can build',
      betsyPassHasEffects: 'her pass moves the train', isLastCardDrawn: 'draw pile empty',
    },
  },
  nl: {
    states: {
      resume: 'Instappen', setup: 'Eerste spoor leggen', dealing: 'Kaarten delen', turn: 'Een beurt',
      'turn.draw': 'Kaart trekken', 'turn.action': 'Actie kiezen', 'turn.passing': 'Passen', 'turn.roll': 'Dobbelen',
      'turn.riding': 'Rijden', 'turn.derailed': 'Ontsporen', 'turn.takingPenalties': 'Strafkaarten pakken',
      'turn.discard': 'Strafkaarten afleggen', 'turn.betsy': 'Betsy speelt', 'turn.betsyDiscarding': 'Betsy legt af',
      'turn.endOfTurn': 'Einde van de beurt', scoring: 'Punten tellen', over: 'Spel voorbij',
    },
    events: {
      always: 'meteen', 'setup.place': 'startkaart leggen', 'turn.pass': 'passen', 'turn.build': 'aanleggen',
      'chaos.discard': 'chaos afleggen', 'ride.roll': 'gooien', 'penalty.discard': 'kaart afleggen', 'betsy.play': 'kaart van Betsy',
    },
    guards: {
      inPhaseSetup: 'nog in voorbereiding', inPhaseOver: 'spel voorbij', inPhaseRoll: 'er moet gegooid', inPhaseDiscard: 'kaarten af te leggen',
      inPhaseDraw: 'kaart te trekken', isBetsyTurn: 'Betsy aan de beurt', else: 'anders', isSetupDone: 'vier kaarten gelegd',
      isDerailing: 'wielen over', isHardSoloLost: 'vierde ontsporing, moeilijke solo', hasPenaltyToTake: 'straf open',
      isLastPending: 'laatste strafkaart', betsyHasChaos: 'ze trok chaos', betsyCanBuild: 'ze kan aanleggen',
      betsyPassHasEffects: 'haar pas verzet de trein', isLastCardDrawn: 'trekstapel op',
    },
  },
};

const ROLIT: ByLang = {
  en: {
    states: {
      resume: 'Enter the game', placing: 'Place a ball', capturing: 'Capture', nextPlayer: 'Next player',
      roundOver: 'Round over', betweenRounds: 'Between rounds', nextRound: 'Next round', matchOver: 'Match over',
    },
    events: { always: 'at once', 'ball.place': 'place a ball', 'round.next': 'next round' },
    guards: {
      isRoundPlaying: 'round in play', 'isRoundScored ∧ isMatchDecided': 'round scored, match decided', isRoundScored: 'round scored',
      else: 'otherwise', canPlace: 'allowed here', isBoardFull: 'board full', isMatchDecided: 'match decided',
      canStartNextRound: 'next round allowed',
    },
  },
  nl: {
    states: {
      resume: 'Instappen', placing: 'Bal plaatsen', capturing: 'Veroveren', nextPlayer: 'Volgende speler',
      roundOver: 'Ronde voorbij', betweenRounds: 'Tussen de rondes', nextRound: 'Volgende ronde', matchOver: 'Wedstrijd voorbij',
    },
    events: { always: 'meteen', 'ball.place': 'bal plaatsen', 'round.next': 'volgende ronde' },
    guards: {
      isRoundPlaying: 'ronde bezig', 'isRoundScored ∧ isMatchDecided': 'ronde geteld, wedstrijd beslist', isRoundScored: 'ronde geteld',
      else: 'anders', canPlace: 'hier toegestaan', isBoardFull: 'bord vol', isMatchDecided: 'wedstrijd beslist',
      canStartNextRound: 'volgende ronde mag',
    },
  },
};

const STEAM: ByLang = {
  en: {
    states: {
      resume: 'Enter the game', rolling: 'Roll the dice', turnStart: 'Start of a turn', drafting: 'Take a white die',
      dieTaken: 'Die taken', stealWindow: 'Card 2b may claim it', acting: 'Do one action', afterAction: 'After the action',
      secondDie: 'Second die (card 2a)', endOfTurn: 'End of the turn', endOfRound: 'End of the round', nextRound: 'Next round',
      scoring: 'Count the scores', over: 'Game over',
    },
    events: {
      always: 'at once', 'dice.roll': 'roll', 'die.take': 'take a die', 'card.play': 'play a card', 'steal.pass': 'let it go',
      'track.build': 'build', 'engine.improve': 'improve engine', 'cargo.deliver': 'deliver', 'card.take': 'take a card',
      'turn.pass': 'do nothing', 'turn.end': 'end the turn',
    },
    guards: {
      inPhaseRoll: 'dice to roll', inPhaseDraft: 'die to take', inPhaseSteal: 'card 2b may claim', inPhaseAction: 'action to do',
      inPhaseSecond: 'second die open', else: 'otherwise', isActing: 'die already given', isStealOpen: 'card 2b can claim',
      isWaitingForSecond: 'card 2a and a die spare', hasDieToAct: 'second die already taken', isLastTurn: 'everyone has played', isGameEnding: 'three cities empty',
    },
  },
  nl: {
    states: {
      resume: 'Instappen', rolling: 'Dobbelen', turnStart: 'Begin van een beurt', drafting: 'Witte dobbelsteen nemen',
      dieTaken: 'Dobbelsteen genomen', stealWindow: 'Kaart 2b mag hem opeisen', acting: 'Eén actie doen', afterAction: 'Na de actie',
      secondDie: 'Tweede dobbelsteen (kaart 2a)', endOfTurn: 'Einde van de beurt', endOfRound: 'Einde van de ronde', nextRound: 'Volgende ronde',
      scoring: 'Punten tellen', over: 'Spel voorbij',
    },
    events: {
      always: 'meteen', 'dice.roll': 'gooien', 'die.take': 'dobbelsteen nemen', 'card.play': 'kaart spelen', 'steal.pass': 'laten gaan',
      'track.build': 'spoor tekenen', 'engine.improve': 'locomotief verbeteren', 'cargo.deliver': 'leveren', 'card.take': 'kaart nemen',
      'turn.pass': 'niets doen', 'turn.end': 'beurt beëindigen',
    },
    guards: {
      inPhaseRoll: 'er moet gegooid', inPhaseDraft: 'dobbelsteen te nemen', inPhaseSteal: 'kaart 2b mag opeisen', inPhaseAction: 'actie te doen',
      inPhaseSecond: 'tweede dobbelsteen open', else: 'anders', isActing: 'dobbelsteen al gekregen', isStealOpen: 'kaart 2b kan opeisen',
      isWaitingForSecond: 'kaart 2a en een dobbelsteen over', hasDieToAct: 'tweede dobbelsteen al genomen', isLastTurn: 'iedereen is geweest', isGameEnding: 'drie steden leeg',
    },
  },
};

const BY_MACHINE: Readonly<Record<string, ByLang>> = { rollecate: ROLLECATE, rolit: ROLIT, steamRollers: STEAM };

/** The words for a machine (by its id: "rollecate", "rolit", "steamRollers") in a language, or null when it has none. */
export function chartWords(machineId: string, lang: string): ChartWords | null {
  const words = BY_MACHINE[machineId];
  return words ? words[lang === 'nl' ? 'nl' : 'en'] : null;
}
