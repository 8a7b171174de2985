/**
 * The play table's own flow, for every game: a small XState chart in front of
 * the game's rules chart (architecture.md, "The play layer"). It knows nothing
 * of any game: the game hands it a `TableAdapter` (types.ts) and draws the
 * table; this chart decides what the table is doing.
 *
 *   loading ─▶ route ─┬▶ askReplace   a shared position arrived while a game is at stake
 *                     ├▶ setup        the start form (confirm: a refused save would be replaced)
 *                     ├▶ playing ─┬ next      (where the game stands)
 *                     │           ├ person    a person's move; a refusal is kept to show
 *                     │           ├ bot       a pause by the chosen speed, longer when the last
 *                     │           │           move left something to see (`linger`; none under
 *                     │           │           reduced motion; skipped while skipping to my turn), then
 *                     │           ├ thinking  the bot's move, which may take a worker's while
 *                     │           ├ handover  one person gives the screen to the next
 *                     │           └ stalled   a bot without a move: said, never a hang
 *                     └▶ over         result (`ended` records it once); play again, or a new game
 *
 * Leaving the table for the form (LEAVE) keeps the game saved and offers it
 * there; a new game (NEW_GAME) removes it.
 *
 * After every accepted move the game is written to storage (`save`), unless a
 * saved game that could not be resumed is kept there: that one is replaced
 * only once the person agrees (starting anew, or opening a shared position).
 * A person's move can be taken back, with the bots' replies to it, as far as
 * the game allows (`canTakeBack`).
 *
 * Timers live here as delayed transitions, never in the rules chart or in
 * effects, so the whole flow is tested without a browser
 * (tests/unit/table-machine.test.ts, with fake timers).
 */
import { and, assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import { writeSaved, clearSaved, type SaveProblem, type StorageLike } from '../save/savedGame';
import type { Played, TableAdapter } from './types';

/** A bot's pause before each move by the chosen speed (ms), so a person can follow; none under reduced motion. */
export type BotSpeed = 'slow' | 'normal' | 'fast';
export const BOT_SPEEDS: readonly BotSpeed[] = ['slow', 'normal', 'fast'];
export const DEFAULT_PACE: Readonly<Record<BotSpeed, number>> = { slow: 1500, normal: 800, fast: 300 };

// The adapter's types are erased inside the chart (one chart serves every game); `tableMachine`'s
// callers see them again through `TableInput`.
type G = unknown;
type M = unknown;
type C = unknown;
type Adapter = TableAdapter<G, M, C>;

export interface TableInput<Game = G, Move = M, Config = C> {
  adapter: TableAdapter<Game, Move, Config>;
  /** Where the game is saved: the browser's storage, a map in a test, or null (nothing is saved). */
  storage: StorageLike | null;
  reducedMotion?: boolean;
  speed?: BotSpeed;
  /** The pause per speed; the kit's own by default. */
  pace?: Readonly<Record<BotSpeed, number>>;
  /** A shared position already in the address when the page opened (`#s=…`, decoded). */
  link?: Record<string, unknown> | null;
  /** A saved game is offered on the start form ("resume") instead of being put on the table at once. */
  offerResume?: boolean;
}

export interface TableContext {
  adapter: Adapter;
  storage: StorageLike | null;
  reducedMotion: boolean;
  speed: BotSpeed;
  pace: Readonly<Record<BotSpeed, number>>;
  /** The game on the table, or null before one is chosen. */
  game: G | null;
  /** A saved game offered on the start form (with `offerResume`), until resumed or replaced. */
  resumable: G | null;
  /** The settings of the last game started here, for "play again". */
  config: C | null;
  /** The game before each move a person made (newest last): where "take back" returns to. */
  back: G[];
  /** The last move refused, why (in the page's words) and the rules' own refusal; cleared by the next accepted move. */
  refusal: { reason: string; move: M; detail?: unknown } | null;
  /** The bots play on at once until a person is to move ("skip to my turn"). */
  skipping: boolean;
  /** A saved game that could not be resumed: kept in storage and offered for download until replaced or removed. */
  refusedSave: SaveProblem | null;
  /** The refused save was removed at the person's request (said once). */
  removedSave: boolean;
  /** A form's choices waiting for "yes, replace the saved game". */
  pendingConfig: C | null;
  /** A shared position waiting to be opened, and the link that brought it. */
  incoming: G | null;
  /** The last shared position opened, refused or none: for the page to say so. */
  linkNote: { kind: 'opened' } | { kind: 'bad'; text: string } | null;
  /** Why a bot could not move (a stalled table says so). */
  botError: string | null;
  /** Games handed to storage so far: after a start, an accepted move, a take-back or an opened link. */
  saves: number;
}

export type TableEvent =
  | { type: 'START'; config: C }
  | { type: 'CONFIRM_START' }
  | { type: 'RESUME' }
  | { type: 'CANCEL_START' }
  | { type: 'REMOVE_SAVED' }
  | { type: 'LINK'; doc: Record<string, unknown> }
  | { type: 'LINK_BAD'; text: string }
  | { type: 'REPLACE' }
  | { type: 'KEEP' }
  | { type: 'PICK'; move: M }
  | { type: 'TAKE_BACK' }
  | { type: 'READY' }
  | { type: 'SPEED'; speed: BotSpeed }
  | { type: 'SKIP_BOTS' }
  /** Again with the last game's settings, or with `config` (a game read back from a save has none kept). */
  | { type: 'PLAY_AGAIN'; config?: C }
  | { type: 'NEW_GAME' }
  | { type: 'LEAVE' }
  /** Sent by the chart to itself: the game as kept after its ending was recorded (`ended`). */
  | { type: 'ENDED'; game: G };

/** One answer of the rules per game and move: a guard asks, the action that follows uses the same answer. */
const answers = new WeakMap<object, { move: M; out: Played<G> }>();
function playOnce(adapter: Adapter, game: G, move: M): Played<G> {
  const key = game as object;
  const hit = typeof key === 'object' && key !== null ? answers.get(key) : undefined;
  if (hit && hit.move === move) return hit.out;
  const out = adapter.play(game, move);
  if (typeof key === 'object' && key !== null) answers.set(key, { move, out });
  return out;
}

/** The most bot moves played at once (skipping, or under reduced motion): far more than any game has in a row. */
const MAX_BATCH = 20000;

function seatIsBot(adapter: Adapter, game: G): boolean {
  if (adapter.isOver(game)) return false;
  const seat = adapter.toMove(game);
  return seat !== null && adapter.seat(game, seat) === 'bot';
}

function botToMove(c: TableContext): boolean {
  return !!c.game && seatIsBot(c.adapter, c.game);
}

function canTakeBack(c: TableContext): boolean {
  const before = c.back[c.back.length - 1];
  if (before === undefined || !c.game) return false;
  return c.adapter.canTakeBack ? c.adapter.canTakeBack(before, c.game) : true;
}

/** What a shared position would replace: a game in progress, or a refused save kept in storage. */
function atStake(c: TableContext): boolean {
  if (c.game) return !c.adapter.isOver(c.game);
  return !!c.refusedSave || (!!c.resumable && !c.adapter.isOver(c.resumable));
}

/** The game after `next` was accepted over `before`. */
const accepted = (c: TableContext, before: G, next: G, byPerson: boolean): Partial<TableContext> => ({
  game: next,
  back: byPerson ? [...c.back, before] : c.back,
  refusal: null,
  botError: null,
});

/** A person is to move who does not hold the screen yet (games with hidden hands only). */
function handoverDue(c: TableContext): boolean {
  return !!c.game && !c.adapter.isOver(c.game) && !!c.adapter.handover?.due(c.game);
}

/** The table with a new game of `config` on it: nothing kept from before, a refused save replaced (the person agreed). */
const startWith = (c: TableContext, config: C): Partial<TableContext> => ({
  game: c.adapter.newGame(config),
  resumable: null,
  config,
  back: [],
  refusal: null,
  skipping: false,
  refusedSave: null,
  removedSave: false,
  pendingConfig: null,
  linkNote: null,
  botError: null,
});

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableEvent,
    input: {} as TableInput,
  },
  actors: {
    /**
     * The bot's move; while skipping to my turn, or under reduced motion, every bot move up to the next
     * person's turn at once (one change of the table, one save, as a person sees it).
     */
    think: fromPromise<{ game: G | null; error: string | null }, { adapter: Adapter; game: G; batch: boolean }>(async ({ input }) => {
      const { adapter, batch } = input;
      let game = input.game;
      let moved = false;
      for (let i = 0; i < (batch ? MAX_BATCH : 1); i++) {
        if (moved && !seatIsBot(adapter, game)) break;
        const move = await adapter.bot(game);
        if (move == null) return moved ? { game, error: null } : { game: null, error: 'the bot found no move' };
        const out = adapter.play(game, move);
        if (!out.ok) return moved ? { game, error: null } : { game: null, error: out.reason };
        game = out.game;
        moved = true;
      }
      return { game, error: null };
    }),
  },
  delays: {
    botPause: ({ context }) => {
      if (context.reducedMotion) return 0;
      const linger = context.game !== null && context.adapter.linger ? context.adapter.linger(context.game, context.speed) : 0;
      return context.pace[context.speed] + Math.max(0, linger);
    },
  },
  guards: {
    noGame: ({ context }) => !context.game,
    isOver: ({ context }) => !!context.game && context.adapter.isOver(context.game),
    botToMove: ({ context }) => botToMove(context),
    handoverDue: ({ context }) => handoverDue(context),
    skipping: ({ context }) => context.skipping,
    canTakeBack: ({ context }) => canTakeBack(context),
    linkWaiting: ({ context }) => context.incoming !== null,
    linkAtStake: ({ context }) => context.incoming !== null && atStake(context),
    refusedKept: ({ context }) => context.refusedSave !== null,
    accepted: ({ context, event }) =>
      event.type === 'PICK' && !!context.game && playOnce(context.adapter, context.game, event.move).ok,
  },
  actions: {
    /** Writes the game on the table (never over a refused save the person has not agreed to replace). */
    save: ({ context }) => {
      if (!context.storage || !context.game || context.refusedSave) return;
      writeSaved(context.storage, context.adapter.save.key, context.adapter.save.write(context.game));
    },
    /** One more game handed to storage (the page and the tests read the count). */
    counted: assign({ saves: ({ context }) => (context.storage && context.game && !context.refusedSave ? context.saves + 1 : context.saves) }),
    clearSave: ({ context }) => clearSaved(context.storage, context.adapter.save.key),
    /** A game just ended here: the game records its ending once (`ended`) and the chart keeps the game it returns. */
    finish: ({ context, self }) => {
      if (!context.game || !context.adapter.ended) return;
      const kept = context.adapter.ended(context.game, context.storage);
      if (kept !== context.game) (self as AnyActorRef).send({ type: 'ENDED', game: kept });
    },
    /** Back to the form, the game still saved and offered there. */
    leave: assign(({ context }) => ({
      resumable: context.game,
      game: null,
      back: [],
      refusal: null,
      linkNote: null,
      skipping: false,
      botError: null,
    })),
    /** A new game from the form's choices (START), the choices waiting for a yes (CONFIRM_START), or the last game's (PLAY_AGAIN). */
    startChosen: assign(({ context, event }) => (event.type === 'START' ? startWith(context, event.config) : {})),
    startPending: assign(({ context }) => startWith(context, context.pendingConfig)),
    startAgain: assign(({ context, event }) => startWith(context, event.type === 'PLAY_AGAIN' && event.config !== undefined ? event.config : context.config)),
    pick: assign(({ context, event }) => {
      if (event.type !== 'PICK' || !context.game) return {};
      const out = playOnce(context.adapter, context.game, event.move);
      if (!out.ok) return { refusal: { reason: out.reason, move: event.move, detail: out.detail } };
      return accepted(context, context.game, out.game, true);
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'PICK' || !context.game) return {};
      const out = playOnce(context.adapter, context.game, event.move);
      return out.ok ? {} : { refusal: { reason: out.reason, move: event.move, detail: out.detail } };
    }),
    takeBack: assign(({ context }) => ({
      game: context.back[context.back.length - 1] ?? context.game,
      back: context.back.slice(0, -1),
      refusal: null,
      skipping: false,
    })),
    readLink: assign(({ context, event }) => {
      if (event.type !== 'LINK') return {};
      try {
        if (!context.adapter.fromShared) throw new Error(`this table opens no shared positions`);
        return { incoming: context.adapter.fromShared(event.doc), linkNote: null };
      } catch (e) {
        return { incoming: null, linkNote: { kind: 'bad' as const, text: e instanceof Error ? e.message : String(e) } };
      }
    }),
    openIncoming: assign(({ context }) => ({
      game: context.incoming,
      resumable: null,
      config: null,
      incoming: null,
      back: [],
      refusal: null,
      skipping: false,
      refusedSave: null,
      linkNote: { kind: 'opened' as const },
    })),
  },
}).createMachine({
  id: 'table',
  context: ({ input }) => {
    const adapter = input.adapter as Adapter;
    let game: G | null = null;
    let refusedSave: SaveProblem | null = null;
    let resumable: G | null = null;
    if (input.storage) {
      let text: string | null = null;
      try {
        text = input.storage.getItem(adapter.save.key);
      } catch {
        text = null;
      }
      const got = adapter.save.read(text);
      if (got.status === 'ok') {
        if (input.offerResume) resumable = got.game;
        else game = got.game;
      }
      else if (got.status === 'invalid') refusedSave = got;
    }
    const base: TableContext = {
      adapter,
      storage: input.storage,
      reducedMotion: !!input.reducedMotion,
      speed: input.speed ?? 'normal',
      pace: input.pace ?? DEFAULT_PACE,
      game,
      resumable,
      config: null,
      back: [],
      refusal: null,
      skipping: false,
      refusedSave,
      removedSave: false,
      pendingConfig: null,
      incoming: null,
      linkNote: null,
      botError: null,
      saves: 0,
    };
    if (input.link) {
      try {
        if (!adapter.fromShared) throw new Error('this table opens no shared positions');
        base.incoming = adapter.fromShared(input.link);
      } catch (e) {
        base.linkNote = { kind: 'bad', text: e instanceof Error ? e.message : String(e) };
      }
    }
    return base;
  },
  initial: 'route',
  on: {
    SPEED: { actions: assign({ speed: ({ event }) => event.speed }) },
    LINK: { target: '.route', actions: 'readLink' },
    LINK_BAD: { actions: assign({ linkNote: ({ event }) => ({ kind: 'bad' as const, text: event.text }) }) },
  },
  states: {
    /** Where the table stands: asked first, a form, a game, or its end. */
    route: {
      always: [
        { guard: 'linkAtStake', target: 'askReplace' },
        { guard: 'linkWaiting', actions: ['openIncoming', 'counted', 'save'] },
        { guard: 'noGame', target: 'setup' },
        { guard: 'isOver', target: 'over' },
        { target: 'playing' },
      ],
    },
    askReplace: {
      on: {
        REPLACE: { target: 'route', actions: ['openIncoming', 'counted', 'save'] },
        KEEP: { target: 'route', actions: assign({ incoming: null }) },
      },
    },
    setup: {
      initial: 'form',
      on: {
        REMOVE_SAVED: { actions: ['clearSave', assign({ refusedSave: null, removedSave: true })], target: '.form' },
      },
      states: {
        form: {
          on: {
            RESUME: { guard: ({ context }) => context.resumable !== null, target: '#table.route', actions: assign({ game: ({ context }) => context.resumable, resumable: null }) },
            START: [
              { guard: 'refusedKept', target: 'confirm', actions: assign({ pendingConfig: ({ event }) => event.config }) },
              { target: '#table.route', actions: ['startChosen', 'counted', 'save'] },
            ],
          },
        },
        /** Starting anew would replace a saved game that could not be resumed: asked first. */
        confirm: {
          on: {
            CONFIRM_START: { target: '#table.route', actions: ['startPending', 'counted', 'save'] },
            CANCEL_START: { target: 'form', actions: assign({ pendingConfig: null }) },
          },
        },
      },
    },
    playing: {
      initial: 'next',
      on: {
        TAKE_BACK: { guard: 'canTakeBack', target: '.next', actions: ['takeBack', 'counted', 'save'] },
        NEW_GAME: { target: 'setup', actions: ['clearSave', assign({ game: null, back: [], refusal: null, linkNote: null, skipping: false })] },
        LEAVE: { target: 'setup', actions: 'leave' },
      },
      states: {
        next: {
          always: [
            { guard: 'isOver', target: '#table.over', actions: [assign({ skipping: false }), 'finish'] },
            // Skipping to my turn: the bots think at once, with no pause between them.
            { guard: and(['botToMove', 'skipping']), target: 'thinking' },
            { guard: 'botToMove', target: 'bot' },
            { guard: 'handoverDue', target: 'handover', actions: assign({ skipping: false }) },
            { target: 'person', actions: assign({ skipping: false }) },
          ],
        },
        person: {
          on: {
            PICK: [
              { guard: 'accepted', target: 'next', actions: ['pick', 'counted', 'save'] },
              { actions: 'refuse' },
            ],
          },
        },
        bot: {
          // Skipping ends the pause now; the bots after it wait none (botPause) until a person is to move.
          on: { SKIP_BOTS: { target: 'thinking', actions: assign({ skipping: true }) } },
          after: { botPause: 'thinking' },
        },
        thinking: {
          on: { SKIP_BOTS: { actions: assign({ skipping: true }) } },
          invoke: {
            src: 'think',
            input: ({ context }) => ({ adapter: context.adapter, game: context.game, batch: context.skipping || context.reducedMotion }),
            onDone: [
              {
                guard: ({ event }) => event.output.game !== null,
                target: 'next',
                actions: [assign(({ context, event }) => accepted(context, context.game, event.output.game, false)), 'counted', 'save'],
              },
              { target: 'stalled', actions: assign({ botError: ({ event }) => event.output.error ?? 'the bot could not move' }) },
            ],
            onError: { target: 'stalled', actions: assign({ botError: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
          },
        },
        handover: {
          // The person says they hold the screen: the game knows it from now on, saved for a reload.
          on: { READY: { target: 'next', actions: [assign({ game: ({ context }) => (context.game && context.adapter.handover ? context.adapter.handover.take(context.game) : context.game) }), 'counted', 'save'] } },
        },
        stalled: {},
      },
    },
    over: {
      on: {
        TAKE_BACK: { guard: 'canTakeBack', target: 'playing', actions: ['takeBack', 'counted', 'save'] },
        PLAY_AGAIN: [
          { guard: ({ context, event }) => (event.type === 'PLAY_AGAIN' && event.config !== undefined) || context.config !== null, target: 'route', actions: ['startAgain', 'counted', 'save'] },
          { target: 'setup', actions: ['clearSave', assign({ game: null, back: [] })] },
        ],
        NEW_GAME: { target: 'setup', actions: ['clearSave', assign({ game: null, back: [], refusal: null, linkNote: null })] },
        LEAVE: { target: 'setup', actions: 'leave' },
        ENDED: { actions: [assign({ game: ({ event }) => event.game }), 'counted', 'save'] },
      },
    },
  },
});
