/**
 * Words of the lab pages, in English and Dutch. Counted phrases go through
 * `count` (the language's plural rules); numbers through `num` and `pct`
 * (the language's decimal sign).
 */
export type Lang = 'en' | 'nl';

const PLURALS = { en: new Intl.PluralRules('en'), nl: new Intl.PluralRules('nl') };

/** "1 game" / "2,000 games" in the page's language: forms [one, other]. */
export function count(lang: Lang, n: number, forms: readonly [string, string]): string {
  return `${num(lang, n, 0)} ${PLURALS[lang].select(n) === 'one' ? forms[0] : forms[1]}`;
}

export function num(lang: Lang, x: number, digits = 1): string {
  return new Intl.NumberFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(x);
}

/** A share as a percentage: "34.2 %" / "34,2 %". */
export function pct(lang: Lang, x: number, digits = 1): string {
  return `${num(lang, 100 * x, digits)} %`;
}

/** A value with its interval: "34.2 % (31.0–37.5 %)". */
export function withInterval(lang: Lang, v: { value: number; lo: number; hi: number }, kind: 'share' | 'mean', digits = 1): string {
  if (kind === 'share') return `${pct(lang, v.value, digits)} (${num(lang, 100 * v.lo, digits)}–${pct(lang, v.hi, digits)})`;
  if (v.lo === v.hi) return num(lang, v.value, digits);
  return `${num(lang, v.value, digits)} (${num(lang, v.lo, digits)}–${num(lang, v.hi, digits)})`;
}

interface Words {
  games: readonly [string, string];
  seeds: readonly [string, string];
  moves: readonly [string, string];
  seats: readonly [string, string];
  players: readonly [string, string];
  intro: (o: { bot: string; version: string; commit: string; date: string }) => string;
  provenanceRun: string;
  madeWith: string;
  sampleNote: (n: string) => string;
  intervalNote: string;
  measured: string;
  readings: string;
  parting: string;
  specials: string;
  table: string;
  figure: string;
  value: string;
  turns: string;
  rounds: string;
  winningScore: string;
  meanScore: string;
  seat: (i: number) => string;
  seatShare: string;
  seatShareOf: (table: string) => string;
  parity: (p: string) => string;
  turnLength: (table: string) => string;
  scoreSpread: (table: string) => string;
  histogramDesc: (what: string, n: string, min: string, max: string, mode: string) => string;
  ends: string;
  defaultReading: string;
  thisReading: string;
  firstSeatChange: (from: string, to: string, apart: boolean) => string;
  noParting: (tries: string) => string;
  partsAfter: (moves: string, seed: number, parted: string, tries: string) => string;
  partsAtStart: (seed: number, parted: string, tries: string) => string;
  kind: Record<'refused' | 'legal' | 'state', string>;
  readingA: string;
  readingB: string;
  withIt: string;
  withoutIt: string;
  specialDesc: (name: string, a: string, b: string) => string;
  botLevel: string;
  levelKey: Record<string, string>;
  seeAlso: string;
  movesToParting: (moves: string) => string;
  /** The link to a long parting's moves as a text file (lab/partingMoves.ts), and what shows if reading it failed. */
  movesFile: string;
  /** A bar plot's description: its figures are in the table beside it (ShareBars.astro). */
  barsInTable: string;
  movesUnread: string;
  dashed: string;
  none: string;
  underEach: string;
  seedRange: (a: number, b: number) => string;
}

export const WORDS: Record<Lang, Words> = {
  en: {
    games: ['game', 'games'],
    seeds: ['seed', 'seeds'],
    moves: ['move', 'moves'],
    seats: ['seat', 'seats'],
    players: ['player', 'players'],
    intro: (o) => `Every figure on this page comes from seeded games played by ${o.bot}, made by \`npm run lab\` from version ${o.version} of the site (commit ${o.commit}) on ${o.date}. The same seeds give the same games, and the test suite replays a few of them to check that they still do.`,
    provenanceRun: 'Run again with',
    madeWith: 'These files were written by',
    sampleNote: (n) => `Sample: ${n} per table and reading, below the 2,000 we aim for: games of strong bots are slow, and the machine that made these files was shared with other work. The intervals say how much that costs; running the lab again gives bigger samples.`,
    intervalNote: 'Brackets give the 95 % interval (Wilson for shares, ±1.96 standard errors for means). Where two intervals overlap, the sample does not show a difference.',
    measured: 'The game, measured',
    readings: 'Each reading, side by side',
    parting: 'Where two readings part',
    specials: 'What the special things are worth',
    table: 'Table',
    figure: 'Figure',
    value: 'Value',
    turns: 'Turns per game',
    rounds: 'Rounds per game',
    winningScore: "Winner's score",
    meanScore: 'Every seat\'s final score, mean',
    seat: (i) => (i === 0 ? 'first player' : `${ordinalEn(i + 1)} seat`),
    seatShare: 'Win share by seat (from the first player)',
    seatShareOf: (t) => `Win share by seat, ${t}`,
    parity: (p) => `parity ${p}`,
    turnLength: (t) => `Game length in turns, ${t}`,
    scoreSpread: (t) => `Final scores, ${t}`,
    histogramDesc: (what, n, min, max, mode) => `${what}: ${n}, from ${min} to ${max}, most often ${mode}.`,
    ends: 'How the games end',
    defaultReading: 'default reading',
    thisReading: 'this reading',
    firstSeatChange: (a, b, apart) => `The first player's win share goes from ${a} to ${b}: ${apart ? 'a difference the sample shows' : 'the intervals overlap, so the sample shows no difference'}.`,
    noParting: (tries) => `In ${tries} the two readings never parted.`,
    partsAfter: (moves, seed, parted, tries) => `The shortest parting found: after ${moves} from the setup of seed ${seed} (${parted} of ${tries} parted at all).`,
    partsAtStart: (seed, parted, tries) => `The readings part before the first move, at the setup of seed ${seed} (${parted} of ${tries} parted).`,
    kind: {
      refused: 'The default reading allows the last move; the other refuses it:',
      legal: 'The other reading allows the last move; the default refuses it:',
      state: 'The same move leaves the two games different. Under the other reading:',
    },
    readingA: 'Default reading',
    readingB: 'Other reading',
    withIt: 'with',
    withoutIt: 'without',
    specialDesc: (name, a, b) => `${name}: win share ${a} with it, ${b} without.`,
    botLevel: "The bot's level",
    levelKey: {
      vsPlanner4: "Its win share in 4-player games against three planning bots (parity 25 %)",
      vsCorner2: 'Its win share in 2-player games against the corner-and-edge bot (parity 50 %)',
      vsRandom2: 'Its win share in 2-player games against the random bot (parity 50 %)',
      medianTurns4: 'Median game length in turns, 4 players',
      medianTurns2: 'Median game length in turns, 2 players',
    },
    seeAlso: 'See also',
    movesToParting: (m) => `The ${m} from the setup, in words`,
    movesFile: 'The list as a text file, one move a line',
    barsInTable: 'Each bar is a share with its 95 % interval; the table beside the plot gives every one of them in figures',
    movesUnread: 'The list could not be read here; the link opens it.',
    dashed: 'dashed line',
    none: 'no seat',
    underEach: 'under each reading, the same seeds',
    seedRange: (a, b) => `seeds ${a}–${b}`,
  },
  nl: {
    games: ['spel', 'spellen'],
    seeds: ['seed', 'seeds'],
    moves: ['zet', 'zetten'],
    seats: ['plaats', 'plaatsen'],
    players: ['speler', 'spelers'],
    intro: (o) => `Elk getal op deze pagina komt uit spellen met een vaste seed, gespeeld door ${o.bot}, gemaakt met \`npm run lab\` uit versie ${o.version} van de site (commit ${o.commit}) op ${o.date}. Dezelfde seeds geven dezelfde spellen, en de tests spelen er een paar opnieuw om te zien dat dat nog zo is.`,
    provenanceRun: 'Opnieuw maken met',
    madeWith: 'Deze bestanden zijn geschreven door',
    sampleNote: (n) => `Steekproef: ${n} per tafel en lezing, minder dan de 2.000 die we nastreven: spellen van sterke bots zijn traag, en de machine die deze bestanden maakte, deed ook ander werk. De intervallen laten zien wat dat kost; het lab opnieuw draaien geeft grotere steekproeven.`,
    intervalNote: 'Tussen haakjes staat het 95%-interval (Wilson voor aandelen, ±1,96 standaardfouten voor gemiddelden). Waar twee intervallen overlappen, toont de steekproef geen verschil.',
    measured: 'Het spel in cijfers',
    readings: 'Elke lezing naast elkaar',
    parting: 'Waar twee lezingen uiteengaan',
    specials: 'Wat de bijzondere dingen waard zijn',
    table: 'Tafel',
    figure: 'Grootheid',
    value: 'Waarde',
    turns: 'Beurten per spel',
    rounds: 'Rondes per spel',
    winningScore: 'Score van de winnaar',
    meanScore: 'Eindscore per plaats, gemiddeld',
    seat: (i) => (i === 0 ? 'startspeler' : `${i + 1}e plaats`),
    seatShare: 'Winstaandeel per plaats (vanaf de startspeler)',
    seatShareOf: (t) => `Winstaandeel per plaats, ${t}`,
    parity: (p) => `gelijke kansen ${p}`,
    turnLength: (t) => `Speelduur in beurten, ${t}`,
    scoreSpread: (t) => `Eindscores, ${t}`,
    histogramDesc: (what, n, min, max, mode) => `${what}: ${n}, van ${min} tot ${max}, het vaakst ${mode}.`,
    ends: 'Hoe de spellen eindigen',
    defaultReading: 'standaardlezing',
    thisReading: 'deze lezing',
    firstSeatChange: (a, b, apart) => `Het winstaandeel van de startspeler gaat van ${a} naar ${b}: ${apart ? 'een verschil dat de steekproef laat zien' : 'de intervallen overlappen, dus de steekproef toont geen verschil'}.`,
    noParting: (tries) => `In ${tries} gingen de twee lezingen nooit uiteen.`,
    partsAfter: (moves, seed, parted, tries) => `Het kortste uiteengaan dat gevonden is: na ${moves} vanaf de opbouw van seed ${seed} (${parted} van ${tries} gingen überhaupt uiteen).`,
    partsAtStart: (seed, parted, tries) => `De lezingen gaan al voor de eerste zet uiteen, bij de opbouw van seed ${seed} (${parted} van ${tries} gingen uiteen).`,
    kind: {
      refused: 'De standaardlezing staat de laatste zet toe; de andere weigert hem:',
      legal: 'De andere lezing staat de laatste zet toe; de standaardlezing weigert hem:',
      state: 'Dezelfde zet laat de twee spellen verschillend achter. In de andere lezing:',
    },
    readingA: 'Standaardlezing',
    readingB: 'Andere lezing',
    withIt: 'met',
    withoutIt: 'zonder',
    specialDesc: (name, a, b) => `${name}: winstaandeel ${a} met, ${b} zonder.`,
    botLevel: 'Het niveau van de bot',
    levelKey: {
      vsPlanner4: 'Zijn winstaandeel in spellen met 4 spelers tegen drie plannende bots (gelijke kansen 25 %)',
      vsCorner2: 'Zijn winstaandeel in spellen met 2 spelers tegen de hoek-en-randbot (gelijke kansen 50 %)',
      vsRandom2: 'Zijn winstaandeel in spellen met 2 spelers tegen de willekeurige bot (gelijke kansen 50 %)',
      medianTurns4: 'Mediane speelduur in beurten, 4 spelers',
      medianTurns2: 'Mediane speelduur in beurten, 2 spelers',
    },
    seeAlso: 'Zie ook',
    movesToParting: (m) => `De ${m} vanaf de opbouw, in woorden`,
    movesFile: 'De lijst als tekstbestand, één zet per regel',
    barsInTable: 'Elke balk is een aandeel met zijn 95 %-interval; de tabel bij de grafiek geeft ze allemaal in cijfers',
    movesUnread: 'De lijst kon hier niet gelezen worden; de link opent hem.',
    dashed: 'stippellijn',
    none: 'geen plaats',
    underEach: 'in elke lezing, dezelfde seeds',
    seedRange: (a, b) => `seeds ${a}–${b}`,
  },
};

function ordinalEn(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** Per game: the bot's name, each table's and reading's name, each figure's and special's name, each end's name. */
export interface GameWords {
  bot: Record<string, string>;
  tables: Record<string, string>;
  readings: Record<string, string>;
  figures: Record<string, string>;
  specials: Record<string, string>;
  ends: Record<string, string>;
  /** What a score is, for the score plot. */
  score: string;
  /** A short note shown under the game's figures. */
  note?: string;
}

const players = (lang: Lang, n: number) => count(lang, n, WORDS[lang].players);

export const GAME_WORDS: Record<'rollecate' | 'rolit' | 'steam-rollers', Record<Lang, GameWords>> = {
  rollecate: {
    en: {
      bot: { 'strong-static': "the strong bot's choices without its late playouts (the exact turn and the static estimate) in every seat" },
      tables: { 2: players('en', 2), 3: players('en', 3), 4: players('en', 4), betsy: 'against Betsy', solo: 'solo', 'solo-hard': 'hard solo' },
      readings: {
        passDamage: 'A pass onto a broken track costs nothing extra (ruling A.3 #22 off)',
        valueRuleInSetup: 'The value rule also applies to the initial railway (A.3 #1)',
        valueRuleTouching: 'The value rule also checks cards that only touch the new one (A.3 #3)',
        table: 'The railway must stay on a 7 × 7 table (A.3 #8)',
        betsyPassEffects: "Betsy's pass neither moves the train nor costs her a card (A.3 #41 off)",
        soloDealToBox: 'Solo: two more cards into the box, 36 to draw (A.3 #37)',
      },
      figures: { derailments: 'Derailments per game', penaltyCards: 'Penalty cards taken per game', chaosPlayed: 'Chaos cards played as a turn, per game', combined: 'Cards combined per game', lost: 'Games lost by a fourth derailment' },
      specials: { chaosStart: 'A chaos card in the starting hand', chaosPlayed: 'Played at least one chaos card as a turn', combined: 'Combined at least once' },
      ends: { lastCard: 'the last card drawn', derailed: 'lost by a fourth derailment' },
      score: 'points on the pile (lower is better)',
      note: 'Against Betsy, the first seat is the person and the second Betsy. In solo and hard solo nobody competes: the figures are the score and the games lost.',
    },
    nl: {
      bot: { 'strong-static': 'de keuzes van de sterke bot zonder zijn simulaties aan het eind (de exacte beurt en de vaste schatting) op elke plaats' },
      tables: { 2: players('nl', 2), 3: players('nl', 3), 4: players('nl', 4), betsy: 'tegen Betsy', solo: 'solo', 'solo-hard': 'moeilijke solo' },
      readings: {
        passDamage: 'Passen naar een kapot spoor kost niets extra (uitspraak A.3 #22 uit)',
        valueRuleInSetup: 'De waarderegel geldt ook voor de beginspoorlijn (A.3 #1)',
        valueRuleTouching: 'De waarderegel kijkt ook naar kaarten die de nieuwe alleen raken (A.3 #3)',
        table: 'De spoorlijn moet op een tafel van 7 × 7 blijven (A.3 #8)',
        betsyPassEffects: 'Als Betsy past, rijdt de trein niet en krijgt ze geen kaart (A.3 #41 uit)',
        soloDealToBox: 'Solo: twee kaarten extra in de doos, 36 om te trekken (A.3 #37)',
      },
      figures: { derailments: 'Ontsporingen per spel', penaltyCards: 'Strafkaarten per spel', chaosPlayed: 'Chaoskaarten als beurt gespeeld, per spel', combined: 'Gecombineerde kaarten per spel', lost: 'Spellen verloren door een vierde ontsporing' },
      specials: { chaosStart: 'Een chaoskaart in de beginhand', chaosPlayed: 'Minstens één chaoskaart als beurt gespeeld', combined: 'Minstens één keer gecombineerd' },
      ends: { lastCard: 'de laatste kaart getrokken', derailed: 'verloren door een vierde ontsporing' },
      score: 'punten op de stapel (lager is beter)',
      note: 'Tegen Betsy is de eerste plaats de speler en de tweede Betsy. Solo en moeilijke solo kennen geen tegenstander: daar gaat het om de score en de verloren spellen.',
    },
  },
  rolit: {
    en: {
      bot: { strong: 'the strong bot for every colour, after four random opening balls' },
      tables: { 2: players('en', 2), 3: players('en', 3), 4: players('en', 4) },
      readings: {
        'es-3': 'Spanish edition, 3 players (red, blue, green)',
        'es-4': 'Spanish edition, 4 players (play passes the other way)',
        adjacency4: 'Only side neighbours count as “next to” (ruling B.3 #5), 2 players',
        'adjacency4-4': 'Only side neighbours count as “next to” (ruling B.3 #5), 4 players',
        size6: 'The 6 × 6 board (optional rule), 2 players',
      },
      figures: { lateSwing: 'Games where the leader ten balls before the end does not win', lateCaptures: 'Balls captured by the last four placements', cornersOfWinner: "Corners the winner holds at the end", ties: 'Shared wins' },
      specials: { corner1: 'Holds a corner at the end', corner2: 'Holds two or more corners at the end', firstCorner: 'Took the first corner' },
      ends: { lateSwing: 'decided in the last ten placements', heldLead: 'the leader ten balls before the end wins' },
      score: 'balls of the colour at the end',
      note: 'The Italian edition plays as the standard one on the full board, so it has no figures of its own. Turns are all placements of a round, the four random opening balls included.',
    },
    nl: {
      bot: { strong: 'de sterke bot voor elke kleur, na vier willekeurige openingsballen' },
      tables: { 2: players('nl', 2), 3: players('nl', 3), 4: players('nl', 4) },
      readings: {
        'es-3': 'Spaanse editie, 3 spelers (rood, blauw, groen)',
        'es-4': 'Spaanse editie, 4 spelers (de beurt gaat de andere kant op)',
        adjacency4: 'Alleen zijburen tellen als „ernaast” (uitspraak B.3 #5), 2 spelers',
        'adjacency4-4': 'Alleen zijburen tellen als „ernaast” (uitspraak B.3 #5), 4 spelers',
        size6: 'Het bord van 6 × 6 (optionele regel), 2 spelers',
      },
      figures: { lateSwing: 'Spellen waarin wie tien ballen voor het eind voorstaat niet wint', lateCaptures: 'Ballen veroverd door de laatste vier zetten', cornersOfWinner: 'Hoeken van de winnaar aan het eind', ties: 'Gedeelde winst' },
      specials: { corner1: 'Heeft aan het eind een hoek', corner2: 'Heeft aan het eind twee of meer hoeken', firstCorner: 'Nam de eerste hoek' },
      ends: { lateSwing: 'beslist in de laatste tien zetten', heldLead: 'wie tien ballen voor het eind voorstaat, wint' },
      score: 'ballen van de kleur aan het eind',
      note: 'De Italiaanse editie speelt op het volle bord als de standaardeditie en heeft dus geen eigen cijfers. Beurten zijn alle zetten van een ronde, de vier willekeurige openingsballen meegeteld.',
    },
  },
  'steam-rollers': {
    en: {
      bot: { planner: 'the planning bot (the easy level) in every seat', strong: 'the strong bot in every seat' },
      tables: { 2: players('en', 2), 3: players('en', 3), 4: players('en', 4), 5: players('en', 5), '3-medium': '3 players, medium', '3-hard': '3 players, hard' },
      readings: {
        railsStopAtWalls: 'French reading: no track across a blocked border (3 players, hard)',
        bonus3b: 'Dutch reading of card 3b: up to 2 more (3 players)',
        card2a: 'Card 2a takes both white dice at once (3 players)',
      },
      figures: { deliveries: 'Delivery points per player', network: 'Network points per player', engine: 'Engine points per player', cards: 'Card points per player', stuck: 'Games ended because nothing could be delivered any more (C.5 #17)' },
      specials: Object.fromEntries(['1a', '1b', '2a', '2b', '3a', '3b', '4a', '4b', '5a', '5b', '6a', '6b'].map((s) => [s, `Took card ${s}`])),
      ends: { supply: 'three cities empty', stuck: 'nothing left to deliver (C.5 #17)' },
      score: 'points at the end',
      note: 'Card sides: the win share of the seats that took the card at least once, in games where that side was in play. The map, charts and card values are our reconstruction.',
    },
    nl: {
      bot: { planner: 'de plannende bot (het makkelijke niveau) op elke plaats', strong: 'de sterke bot op elke plaats' },
      tables: { 2: players('nl', 2), 3: players('nl', 3), 4: players('nl', 4), 5: players('nl', 5), '3-medium': '3 spelers, gemiddeld', '3-hard': '3 spelers, moeilijk' },
      readings: {
        railsStopAtWalls: 'Franse lezing: geen spoor over een geblokkeerde grens (3 spelers, moeilijk)',
        bonus3b: 'Nederlandse lezing van kaart 3b: tot 2 meer (3 spelers)',
        card2a: 'Kaart 2a neemt beide witte dobbelstenen tegelijk (3 spelers)',
      },
      figures: { deliveries: 'Leverpunten per speler', network: 'Netwerkpunten per speler', engine: 'Locomotiefpunten per speler', cards: 'Kaartpunten per speler', stuck: 'Spellen die eindigden omdat niets meer te leveren viel (C.5 #17)' },
      specials: Object.fromEntries(['1a', '1b', '2a', '2b', '3a', '3b', '4a', '4b', '5a', '5b', '6a', '6b'].map((s) => [s, `Nam kaart ${s}`])),
      ends: { supply: 'drie steden leeg', stuck: 'niets meer te leveren (C.5 #17)' },
      score: 'punten aan het eind',
      note: 'Kaartzijden: het winstaandeel van wie de kaart minstens één keer nam, in spellen waarin die zijde meedeed. De kaart, de tabellen en de kaartwaarden zijn onze reconstructie.',
    },
  },
};
