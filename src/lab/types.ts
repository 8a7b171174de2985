/**
 * The shape of a lab data file (src/content/lab-data/<game>.json): what
 * `npm run lab` writes and the lab pages draw. Plain JSON.
 */
import type { Mean, Share } from './stats';

export type LabGame = 'rollecate' | 'rolit' | 'steam-rollers';

/** One special thing (a card, a corner, combining): the win share of the seats that held or used it and of those that did not. */
export interface SpecialFigure {
  key: string;
  with: Share;
  without: Share;
}

/** A figure the pages show as a number with its interval (e.g. derailments per game). */
export interface Figure {
  key: string;
  kind: 'mean' | 'share';
  value: Mean | Share;
}

/** The figures of one table under one reading. */
export interface ConfigSummary {
  /** Games played. */
  n: number;
  /** Turns per game (every seat's turns counted). */
  turns: Mean;
  turnCounts: [number, number][];
  /** Rounds per game. */
  rounds: Mean;
  /** Win share by seat in turn order from the first player (seat 0 starts); empty where nobody competes. */
  seats: Share[];
  /** Final scores of every seat (points, balls…), counted. */
  scoreCounts: [number, number][];
  /** Winning score, mean. */
  winningScore: Mean | null;
  /** How games end: key → games. */
  ends: Record<string, number>;
  figures: Figure[];
  specials: SpecialFigure[];
}

/** A game replayed by the test to check that the numbers reproduce. */
export interface SampleGame {
  seed: number;
  turns: number;
  scores: number[];
  winners: number[];
}

export interface LabConfig {
  id: string;
  /** The table: players (2–5), or a named variant (solo…). */
  table: string;
  /** The rule switches / edition that differ from the default reading (empty for the default). */
  reading: Record<string, unknown>;
  /** The config this one is compared with (same table, default reading), if it is a reading. */
  base?: string;
  /** Seeds first..first+n-1. */
  seeds: { first: number; count: number };
  summary: ConfigSummary;
  sample: SampleGame[];
}

/** A step of a divergence example: the move, written for people in both languages, and the move itself. */
export interface DivergenceStep {
  move: unknown;
  en: string;
  nl: string;
}

/** Where two readings first part: the moves from a real setup and what differs at the last one. */
export interface Divergence {
  /** The switch or edition that is compared. */
  reading: string;
  /** The config whose table is used (its default reading is side A). */
  config: string;
  seed: number;
  /** How many of `tries` seeded random games parted at all, and the shortest. */
  tries: number;
  parted: number;
  /** Moves before the readings part (the last listed move is where they part, or nothing if they part at setup). */
  steps: DivergenceStep[];
  /** What differs: kind and words in both languages. */
  kind: 'refused' | 'legal' | 'state';
  en: string;
  nl: string;
  /** Scenario files (one per reading) for the live example, relative to src/content/scenarios. */
  scenarios?: [string, string];
}

export interface LabData {
  game: LabGame;
  version: string;
  commit: string;
  generated: string;
  /** The command that wrote the file (sample sizes given on a busy machine show here). */
  command?: string;
  /** The bot in every seat and its measured level. */
  bot: { id: string; level: Figure[] };
  configs: LabConfig[];
  divergences: Divergence[];
}
