/**
 * Steam Rollers' TableAdapter (src/play/kit/table/types.ts): glue between the table
 * kit and the game's rules chart (src/scenario/steam-rollers-chart.ts
 * `sendEvent`), its bots (machines/steam-rollers/bots.ts, or the coach's
 * strong level), its saved game (steamSave.ts: the settings and the moves,
 * replayed from the seed) and its shared positions (a scenario file from a
 * `#s=` link, loaded by the scenario runner's own loader, everyone at this
 * screen). No rule is decided here.
 */
import { refusalText } from '../../machines/steam-rollers/rules/refusal';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import type { BotLevel } from '../../machines/steam-rollers/bots';
import { sendEvent, startSnapshot, type SteamSnapshot } from '../../scenario/steam-rollers-chart';
import { steamRollersAdapter } from '../../scenario/steam-rollers';
import { fmt, type Strings } from '../kit/fmt';
import type { TableAdapter } from '../kit/table/types';
import { cleanName, seatLabel } from '../kit/seatName';
import { isObj, type Obj } from '../../scenario/checks';
import { codec, startState, type SteamConfig } from './steamSave';
import { tableSave } from '../kit/save/codec';

/** One game on the table: its settings, every move since the seed set it up, and the rules chart's snapshot. */
export interface SteamGame {
  config: SteamConfig;
  events: SteamEvent[];
  snap: SteamSnapshot;
}

/** A move that commits a person to what the dice gave: a roll, a draft, card 2a's second die. Nothing before it is taken back. */
const commits = (e: SteamEvent): boolean => e.type === 'dice.roll' || e.type === 'die.take' || (e.type === 'card.play' && e.card === '2a');

/**
 * The seats' names at the table, as the prompt, the log, the dice, the cards, the refusals, the coach, the score
 * sheet and the live region call them: the name a person gave their seat, or "Player 1"; a bot's seat is always
 * "Player 2 (bot)", so a bot is never mistaken for a person.
 */
export const seatNames = (config: SteamConfig, t: Strings): string[] =>
  config.seats.map((k, i) =>
    k === 'human' ? seatLabel(config.names?.[i], fmt(t, 'sr.play.seat.human', { n: i + 1 })) : fmt(t, 'sr.play.seat.bot', { n: i + 1 }));

export interface SteamTableOptions {
  t: Strings;
  /** A bot seat's move (its level; the seed makes the random bot repeatable). */
  bot: (s: SteamState, level: BotLevel, seed: string) => SteamEvent | null | Promise<SteamEvent | null>;
}

export function steamTable({ t, bot }: SteamTableOptions): TableAdapter<SteamGame, SteamEvent, SteamConfig> {
  return {
    id: 'steam-rollers',
    newGame: (config) => ({ config, events: [], snap: startSnapshot(startState(config)) }),
    toMove: (g) => (g.snap.context.phase === 'over' ? null : actorOf(g.snap.context)),
    seat: (g, seat) => ((g.config.seats[seat] ?? 'human') === 'human' ? 'person' : 'bot'),
    isOver: (g) => g.snap.context.phase === 'over',
    play(g, e) {
      const out = sendEvent(g.snap, e);
      return out.ok ? { ok: true, game: { config: g.config, events: [...g.events, e], snap: out.snapshot } } : { ok: false, reason: refusalText(out.refusal, t, seatNames(g.config, t)), detail: out.refusal };
    },
    // The developer inspector's mirror of the chart (src/play/kit/inspect/tableMirror.ts): a table's moves are the chart's events.
    inspect: { load: () => import('../../machines/steam-rollers/machine').then((m) => m.steamRollersMachine), input: (g) => g.snap.context },
    bot(g) {
      const s = g.snap.context;
      const seat = actorOf(s);
      const level = g.config.seats[seat];
      if (!level || level === 'human') return null;
      return bot(s, level, `${g.config.seed}/${seat}`);
    },
    // What a person did since their last draft can be taken back; a roll or a draft cannot (the dice were seen).
    canTakeBack: (before, now) => now.snap.context.phase !== 'over' && !now.events.slice(before.events.length).some(commits),
    // Every sheet is open on the table: nothing to hide at one screen.
    save: tableSave(codec, (g) => ({ config: g.config, events: g.events }), ({ game, state }) => ({ config: game.config, events: game.events, snap: startSnapshot(state) })),
    fromShared: (doc) => gameFromShared(doc, t),
  };
}

/**
 * A shared position as a game for the table: every seat a person at this screen, called by the names the file gives
 * its sheets (cut to a seat name's length); the position as the scenario runner loads it (its reason when it cannot),
 * kept in the settings so that the game saves and resumes from it. The steps a file may hold after its position are
 * the ruling checker's.
 */
export function gameFromShared(doc: Obj, t: Strings): SteamGame {
  if (doc.game !== 'steam-rollers') throw new Error(fmt(t, 'table.link.otherGame'));
  const options = Object.hasOwn(doc, 'options') ? doc.options : {};
  const position = Object.hasOwn(doc, 'position') ? doc.position : {};
  if (!isObj(options) || !isObj(position)) throw new Error(fmt(t, 'sr.play.link.notPosition'));
  let run: ReturnType<typeof steamRollersAdapter.load>;
  try {
    run = steamRollersAdapter.load(options, position);
  } catch (e) {
    throw new Error(fmt(t, 'sr.play.link.notPlayable', { detail: e instanceof Error ? e.message : String(e) }));
  }
  const state = run.snapshot.context;
  const seed = Object.hasOwn(options, 'seed') && (typeof options.seed === 'number' || typeof options.seed === 'string') ? String(options.seed).slice(0, 40) : '';
  const config: SteamConfig = {
    seats: state.players.map(() => 'human'),
    difficulty: state.options.difficulty,
    switches: { ...state.options.switches },
    seed,
    names: state.players.map((_, i) => cleanName(run.names[i])),
    from: { options, position },
  };
  return { config, events: [], snap: run.snapshot };
}
