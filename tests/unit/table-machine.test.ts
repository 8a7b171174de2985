/**
 * The table kit's flow chart (src/play/kit/table/tableMachine.ts), for
 * every game through its adapter (src/play/<game>/table.ts), without a
 * browser: a new game and its first save, a refused move that changes
 * nothing, bots paced by the chosen speed (fake timers), none under reduced
 * motion, "skip to my turn", a move taken back with the bots' replies, the
 * save read back into the same game, a saved game that cannot be resumed kept
 * until the person agrees to replace it, a shared position that asks before it
 * replaces a game in progress, and the hand-over between people at one screen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { DEFAULT_PACE, tableMachine, type TableInput } from '../../src/play/kit/table/tableMachine';
import type { TableAdapter } from '../../src/play/kit/table/types';
import { pick } from '../../src/components/i18n';
import { rolitTable } from '../../src/play/rolit/table';
import { steamTable } from '../../src/play/steam-rollers/table';
import { rollecateTable, type RollecateStart } from '../../src/play/rollecate/table';
import { chooseMove as rolitBot } from '../../src/machines/rolit/bots';
import { chooseMove as rollecateBot } from '../../src/machines/rollecate/bots';
import { botMove as steamBot } from '../../src/machines/steam-rollers/bots';
import { legalPlacements } from '../../src/machines/rolit/rules/play';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { newGame as newRollecate } from '../../src/machines/rollecate/rules/setup';
import { legalMoves as steamMoves } from '../../src/machines/steam-rollers/rules/legal';
import type { RolitGame, RolitMove } from '../../src/play/rolit/table';
import type { SteamGame } from '../../src/play/steam-rollers/table';
import type { RollecateGame } from '../../src/play/rollecate/table';
import { memory } from './helpers';

type Snap = SnapshotFrom<typeof tableMachine>;
type AnyAdapter = TableAdapter<any, any, any>;

/** What each game's suite needs: its adapter, settings for a game against one bot, a legal and an illegal move for the person. */
interface GameCase {
  name: string;
  adapter: AnyAdapter;
  vsBot: unknown;
  legal(game: any): unknown;
  /** Every legal move of the person to move. */
  moves(game: any): unknown[];
  illegal(game: any): unknown;
  /** How the game's state compares across a save (its rules state, not the chart's bookkeeping). */
  stateOf(game: any): unknown;
  /** A shared position of this game, when its table opens them. */
  shared?: Record<string, unknown>;
}

const en = pick('en', 'ro.', 'rop.', 'rc.', 'play.', 'sr.');

const rolit: GameCase = {
  name: 'Rolit',
  adapter: rolitTable({ t: en, bot: rolitBot }),
  vsBot: { mode: 'bots', players: 2, size: 8, adjacency: 8, edition: 'standard', colourChoice: 0, rounds: 1, seed: '7', seats: {}, timer: false },
  legal: (g: RolitGame): RolitMove => ({ type: 'ball.place', square: legalPlacements(g.snap.context.game)[0]! }),
  moves: (g: RolitGame): RolitMove[] => legalPlacements(g.snap.context.game).map((square) => ({ type: 'ball.place', square })),
  illegal: (): RolitMove => ({ type: 'ball.place', square: 'a1' }),
  // The save keeps the match, not the start's dice rolls nor the last ball's animation (rolitSave.ts).
  stateOf: (g: RolitGame) => {
    const m = g.snap.context;
    return { game: m.game, colours: m.colours, rounds: m.rounds, results: m.results, starters: m.starters, score: m.score };
  },
  shared: {
    game: 'rolit',
    title: 'shared',
    options: { size: 8 },
    position: { board: ['........', '........', '........', '...RG...', '...YB...', '........', '........', '........'], players: ['R', 'G', 'Y', 'B'], current: 'R' },
    steps: [],
  },
};

const steam: GameCase = {
  name: 'Steam Rollers',
  adapter: steamTable({ t: en, bot: steamBot }),
  vsBot: { seats: ['human', 'planner'], difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: '11' },
  legal: (g: SteamGame) => steamMoves(g.snap.context)[0],
  moves: (g: SteamGame) => steamMoves(g.snap.context),
  illegal: () => ({ type: 'turn.end' }),
  stateOf: (g: SteamGame) => g.snap.context,
};

const rollecateStart = (seats: ('human' | 'bot')[], seed = 5): RollecateStart => ({
  config: { mode: seats.every((k) => k === 'human') ? 'hotseat' : 'bots', seed: String(seed), seats, hints: false },
  state: newRollecate({ variant: 'standard', players: seats.map((k, i) => (k === 'human' ? `Person ${i + 1}` : `Bot ${i}`)), seed }),
});
const rollecate: GameCase = {
  name: 'Rollecate',
  adapter: rollecateTable({ t: en, bot: rollecateBot }),
  vsBot: rollecateStart(['human', 'bot']),
  legal: (g: RollecateGame) => legalActions(g.snap.context)[0],
  moves: (g: RollecateGame) => legalActions(g.snap.context),
  illegal: () => ({ type: 'turn.pass' }),
  stateOf: (g: RollecateGame) => g.snap.context,
};

function start(c: GameCase, extra: Partial<TableInput> = {}) {
  const storage = memory();
  const actor = createActor(tableMachine, { input: { adapter: c.adapter, storage, ...extra } });
  actor.start();
  return { actor, storage };
}

/** A saved text as data, without the moment it was written (the fake clock moves on between writes). */
const undated = (text: string | null | undefined) => (text ? { ...JSON.parse(text), savedAt: 'any' } : text);
const stored = (storage: ReturnType<typeof memory>, c: GameCase) => undated(storage.data.get(c.adapter.save.key));
const written = (c: GameCase, game: unknown) => undated(c.adapter.save.write(game));
const where = (s: Snap) => JSON.stringify(s.value);
const personToMove = (s: Snap) => s.matches({ playing: 'person' });

/** Lets the bots play (fake timers) until a person is to move or the game ends; at most `limit` bot moves. */
async function untilPerson(actor: ReturnType<typeof start>['actor'], limit = 400): Promise<void> {
  for (let i = 0; i < limit && !personToMove(actor.getSnapshot()) && !actor.getSnapshot().matches('over'); i++) {
    await vi.advanceTimersByTimeAsync(DEFAULT_PACE.slow);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

for (const c of [rollecate, rolit, steam]) {
  describe(`the table's flow: ${c.name}`, () => {
    it('opens on the start form, starts a game, and saves it at once', async () => {
      const { actor, storage } = start(c, { reducedMotion: true });
      expect(actor.getSnapshot().matches({ setup: 'form' })).toBe(true);
      expect(storage.data.size).toBe(0);
      actor.send({ type: 'START', config: c.vsBot });
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(actor.getSnapshot().context.saves).toBe(1);
      expect(stored(storage, c)).toEqual(written(c, actor.getSnapshot().context.game));
      await untilPerson(actor);
      expect(where(actor.getSnapshot())).toBe(JSON.stringify({ playing: 'person' }));
      actor.stop();
    });

    it('a refused move changes nothing and says why; an accepted one is saved', async () => {
      const { actor, storage } = start(c, { reducedMotion: true });
      actor.send({ type: 'START', config: c.vsBot });
      await untilPerson(actor);
      const before = actor.getSnapshot().context;
      const saved = storage.data.get(c.adapter.save.key);
      actor.send({ type: 'PICK', move: c.illegal(before.game) });
      const after = actor.getSnapshot().context;
      expect(after.game).toBe(before.game);
      expect(after.refusal?.reason).toMatch(/\S/);
      expect(after.saves).toBe(before.saves);
      expect(storage.data.get(c.adapter.save.key)).toBe(saved);
      actor.send({ type: 'PICK', move: c.legal(before.game) });
      const moved = actor.getSnapshot().context;
      expect(moved.game).not.toBe(before.game);
      expect(moved.refusal).toBeNull();
      expect(moved.saves).toBe(before.saves + 1);
      expect(stored(storage, c)).toEqual(written(c, moved.game));
      actor.stop();
    });

    it('a bot waits the pause of the chosen speed before it moves, and none under reduced motion', async () => {
      for (const speed of ['slow', 'fast'] as const) {
        const { actor } = start(c, { speed });
        actor.send({ type: 'START', config: c.vsBot });
        // Play the person's moves until it is a bot's turn.
        for (let i = 0; i < 60 && !actor.getSnapshot().matches({ playing: 'bot' }); i++) {
          const s = actor.getSnapshot();
          if (personToMove(s)) actor.send({ type: 'PICK', move: c.legal(s.context.game) });
          else await vi.advanceTimersByTimeAsync(DEFAULT_PACE.slow);
        }
        expect(actor.getSnapshot().matches({ playing: 'bot' })).toBe(true);
        const game = actor.getSnapshot().context.game;
        await vi.advanceTimersByTimeAsync(DEFAULT_PACE[speed] - 1);
        expect(actor.getSnapshot().matches({ playing: 'bot' }), `${speed}: still waiting`).toBe(true);
        expect(actor.getSnapshot().context.game).toBe(game);
        await vi.advanceTimersByTimeAsync(1);
        expect(actor.getSnapshot().context.game, `${speed}: moved after ${DEFAULT_PACE[speed]} ms`).not.toBe(game);
        actor.stop();
      }
      const { actor } = start(c, { reducedMotion: true, speed: 'slow' });
      actor.send({ type: 'START', config: c.vsBot });
      for (let i = 0; i < 60 && !actor.getSnapshot().matches({ playing: 'bot' }); i++) {
        const s = actor.getSnapshot();
        if (personToMove(s)) actor.send({ type: 'PICK', move: c.legal(s.context.game) });
        else await vi.advanceTimersByTimeAsync(0);
      }
      const game = actor.getSnapshot().context.game;
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.game, 'reduced motion: no pause').not.toBe(game);
      actor.stop();
    });

    it('a bot\'s move that left something to see (the adapter\'s `linger`) holds the next bot\'s pause that much longer; never under reduced motion', async () => {
      const lingering: AnyAdapter = { ...c.adapter, linger: () => 500 };
      const storage = memory();
      const actor = createActor(tableMachine, { input: { adapter: lingering, storage, speed: 'fast' } }).start();
      actor.send({ type: 'START', config: c.vsBot });
      for (let i = 0; i < 60 && !actor.getSnapshot().matches({ playing: 'bot' }); i++) {
        const s = actor.getSnapshot();
        if (personToMove(s)) actor.send({ type: 'PICK', move: c.legal(s.context.game) });
        else await vi.advanceTimersByTimeAsync(DEFAULT_PACE.slow + 500);
      }
      expect(actor.getSnapshot().matches({ playing: 'bot' })).toBe(true);
      const game = actor.getSnapshot().context.game;
      await vi.advanceTimersByTimeAsync(DEFAULT_PACE.fast + 499);
      expect(actor.getSnapshot().context.game, 'still lingering').toBe(game);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().context.game, `moved after ${DEFAULT_PACE.fast} + 500 ms`).not.toBe(game);
      actor.stop();
      const quick = createActor(tableMachine, { input: { adapter: lingering, storage: memory(), reducedMotion: true } }).start();
      quick.send({ type: 'START', config: c.vsBot });
      for (let i = 0; i < 60 && !quick.getSnapshot().matches({ playing: 'bot' }); i++) {
        const s = quick.getSnapshot();
        if (personToMove(s)) quick.send({ type: 'PICK', move: c.legal(s.context.game) });
        else await vi.advanceTimersByTimeAsync(0);
      }
      const still = quick.getSnapshot().context.game;
      await vi.advanceTimersByTimeAsync(0);
      expect(quick.getSnapshot().context.game, 'reduced motion: no lingering').not.toBe(still);
      quick.stop();
    });

    it('leaving the table for the form keeps the game saved and offers it there', async () => {
      const { actor, storage } = start(c, { reducedMotion: true });
      actor.send({ type: 'START', config: c.vsBot });
      await untilPerson(actor);
      const game = actor.getSnapshot().context.game;
      const saved = storage.data.get(c.adapter.save.key);
      actor.send({ type: 'LEAVE' });
      expect(actor.getSnapshot().matches({ setup: 'form' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ game: null, resumable: game });
      expect(storage.data.get(c.adapter.save.key)).toBe(saved);
      actor.send({ type: 'RESUME' });
      expect(actor.getSnapshot().context.game).toBe(game);
      expect(personToMove(actor.getSnapshot())).toBe(true);
      actor.stop();
    });

    it('under reduced motion the bots\' replies come as one change of the table, saved once', async () => {
      const { actor } = start(c, { reducedMotion: true });
      actor.send({ type: 'START', config: c.vsBot });
      await untilPerson(actor);
      for (let turn = 0; turn < 6; turn++) {
        const s = actor.getSnapshot();
        if (!personToMove(s)) break;
        const games: unknown[] = [];
        const sub = actor.subscribe((x) => {
          if (games.at(-1) !== x.context.game) games.push(x.context.game);
        });
        const saves = s.context.saves;
        actor.send({ type: 'PICK', move: c.legal(s.context.game) });
        await untilPerson(actor);
        sub.unsubscribe();
        const botsMoved = games.length > 1;
        // The person's move, then at most one change for all the bots' moves after it.
        expect(games.length).toBeLessThanOrEqual(2);
        expect(actor.getSnapshot().context.saves - saves).toBe(botsMoved ? 2 : 1);
      }
      actor.stop();
    });

    it('"skip to my turn" plays the bots on at once, then the pace holds again', async () => {
      const { actor } = start(c, { speed: 'slow' });
      actor.send({ type: 'START', config: c.vsBot });
      for (let i = 0; i < 60 && !actor.getSnapshot().matches({ playing: 'bot' }); i++) {
        const s = actor.getSnapshot();
        if (personToMove(s)) actor.send({ type: 'PICK', move: c.legal(s.context.game) });
        else await vi.advanceTimersByTimeAsync(DEFAULT_PACE.slow);
      }
      actor.send({ type: 'SKIP_BOTS' });
      expect(actor.getSnapshot().context.skipping).toBe(true);
      // No pause at all: the bots finish within zero-delay timers.
      for (let i = 0; i < 400 && !personToMove(actor.getSnapshot()) && !actor.getSnapshot().matches('over'); i++) await vi.advanceTimersByTimeAsync(0);
      expect(personToMove(actor.getSnapshot()) || actor.getSnapshot().matches('over')).toBe(true);
      expect(actor.getSnapshot().context.skipping).toBe(false);
      actor.stop();
    });

    it('takes back a person\'s move with the bots\' replies as far as the game allows, and saves the game it returns to', async () => {
      const { actor, storage } = start(c, { reducedMotion: true });
      actor.send({ type: 'START', config: c.vsBot });
      await untilPerson(actor);
      expect(actor.getSnapshot().can({ type: 'TAKE_BACK' })).toBe(false);
      let tookBack = false;
      for (let i = 0; i < 120 && !tookBack && !actor.getSnapshot().matches('over'); i++) {
        const before = actor.getSnapshot().context.game;
        const moves = c.moves(before);
        // A move the game lets a person take back, if there is one now; else the first, and on.
        const undoable = moves.find((m) => {
          const out = c.adapter.play(before, m);
          return out.ok && (c.adapter.canTakeBack?.(before, out.game) ?? true);
        });
        actor.send({ type: 'PICK', move: undoable ?? moves[0] });
        await untilPerson(actor);
        const now = actor.getSnapshot().context.game;
        const allowed = c.adapter.canTakeBack ? c.adapter.canTakeBack(before, now) : true;
        expect(actor.getSnapshot().can({ type: 'TAKE_BACK' })).toBe(allowed);
        if (!allowed) {
          actor.send({ type: 'TAKE_BACK' });
          expect(actor.getSnapshot().context.game, 'a take-back the game does not allow changes nothing').toBe(now);
          continue;
        }
        actor.send({ type: 'TAKE_BACK' });
        expect(actor.getSnapshot().context.game).toBe(before);
        expect(personToMove(actor.getSnapshot())).toBe(true);
        expect(stored(storage, c)).toEqual(written(c, before));
        tookBack = true;
      }
      expect(tookBack, 'some move of the game was taken back').toBe(true);
      actor.stop();
    });

    it('reads its save back into the same game, and keeps a damaged one until the person agrees to replace it', async () => {
      const { actor, storage } = start(c, { reducedMotion: true });
      actor.send({ type: 'START', config: c.vsBot });
      await untilPerson(actor);
      actor.send({ type: 'PICK', move: c.legal(actor.getSnapshot().context.game) });
      await untilPerson(actor);
      const game = actor.getSnapshot().context.game;
      actor.stop();
      const again = createActor(tableMachine, { input: { adapter: c.adapter, storage, reducedMotion: true } }).start();
      expect(again.getSnapshot().matches('playing')).toBe(true);
      expect(c.stateOf(again.getSnapshot().context.game)).toEqual(c.stateOf(game));
      again.stop();

      const damaged = '{"version":1,"config":';
      storage.data.set(c.adapter.save.key, damaged);
      const kept = createActor(tableMachine, { input: { adapter: c.adapter, storage, reducedMotion: true } }).start();
      const k = kept.getSnapshot();
      expect(k.matches({ setup: 'form' })).toBe(true);
      expect(k.context.refusedSave).toMatchObject({ status: 'invalid', text: damaged });
      // Starting anew asks first; "no" leaves the damaged save where it was.
      kept.send({ type: 'START', config: c.vsBot });
      expect(kept.getSnapshot().matches({ setup: 'confirm' })).toBe(true);
      kept.send({ type: 'CANCEL_START' });
      expect(kept.getSnapshot().matches({ setup: 'form' })).toBe(true);
      expect(storage.data.get(c.adapter.save.key)).toBe(damaged);
      kept.send({ type: 'START', config: c.vsBot });
      kept.send({ type: 'CONFIRM_START' });
      expect(kept.getSnapshot().matches('playing')).toBe(true);
      expect(kept.getSnapshot().context.refusedSave).toBeNull();
      expect(stored(storage, c)).toEqual(written(c, kept.getSnapshot().context.game));
      kept.stop();

      // Removing it, at the person's request, clears it and says so.
      storage.data.set(c.adapter.save.key, damaged);
      const removed = createActor(tableMachine, { input: { adapter: c.adapter, storage } }).start();
      removed.send({ type: 'REMOVE_SAVED' });
      expect(storage.data.has(c.adapter.save.key)).toBe(false);
      expect(removed.getSnapshot().context).toMatchObject({ refusedSave: null, removedSave: true });
      removed.stop();
    });

    it('a new game clears the save and returns to the form', async () => {
      const { actor, storage } = start(c, { reducedMotion: true });
      actor.send({ type: 'START', config: c.vsBot });
      await untilPerson(actor);
      actor.send({ type: 'NEW_GAME' });
      expect(actor.getSnapshot().matches({ setup: 'form' })).toBe(true);
      expect(actor.getSnapshot().context.game).toBeNull();
      expect(storage.data.has(c.adapter.save.key)).toBe(false);
      actor.stop();
    });

    if (c.shared) {
      const shared = c.shared;
      it('a shared position opens at once when nothing is at stake, and asks first over a game in progress', async () => {
        const fresh = start(c, { link: shared });
        expect(fresh.actor.getSnapshot().matches('playing')).toBe(true);
        expect(fresh.actor.getSnapshot().context.linkNote).toEqual({ kind: 'opened' });
        expect(stored(fresh.storage, c)).toEqual(written(c, fresh.actor.getSnapshot().context.game));
        fresh.actor.stop();

        const { actor, storage } = start(c, { reducedMotion: true });
        actor.send({ type: 'START', config: c.vsBot });
        await untilPerson(actor);
        const mine = actor.getSnapshot().context.game;
        const saved = storage.data.get(c.adapter.save.key);
        actor.send({ type: 'LINK', doc: shared });
        expect(actor.getSnapshot().matches('askReplace')).toBe(true);
        actor.send({ type: 'KEEP' });
        expect(actor.getSnapshot().context.game).toBe(mine);
        expect(storage.data.get(c.adapter.save.key)).toBe(saved);
        expect(personToMove(actor.getSnapshot())).toBe(true);
        actor.send({ type: 'LINK', doc: shared });
        actor.send({ type: 'REPLACE' });
        expect(actor.getSnapshot().context.game).not.toBe(mine);
        expect(stored(storage, c)).toEqual(written(c, actor.getSnapshot().context.game));
        // A link of another game is refused with a reason, and the game stays.
        const kept = actor.getSnapshot().context.game;
        actor.send({ type: 'LINK', doc: { game: 'no-such-game', position: {} } });
        expect(actor.getSnapshot().context.game).toBe(kept);
        expect(actor.getSnapshot().context.linkNote).toMatchObject({ kind: 'bad' });
        actor.stop();
      });
    }
  });
}

describe('a whole game to its end, then play again (Rollecate, Rolit)', () => {
  for (const c of [rollecate, rolit]) {
    it(`${c.name}: the table ends on the result; "play again" deals the same settings anew, "new game" goes back to the form`, async () => {
      // The game records its ending once (`ended`); the game it returns is the one kept and saved.
      const endings: unknown[] = [];
      const recording: AnyAdapter = { ...c.adapter, ended: (g: any) => (endings.push(g), { ...g, recorded: true }) };
      const storage = memory();
      const actor = createActor(tableMachine, { input: { adapter: recording, storage, reducedMotion: true } }).start();
      actor.send({ type: 'START', config: c.vsBot });
      const first = actor.getSnapshot().context.game;
      for (let i = 0; i < 400 && !actor.getSnapshot().matches('over'); i++) {
        await untilPerson(actor);
        const s = actor.getSnapshot();
        if (personToMove(s)) actor.send({ type: 'PICK', move: c.legal(s.context.game) });
      }
      const end = actor.getSnapshot();
      expect(end.matches('over')).toBe(true);
      expect(c.adapter.isOver(end.context.game)).toBe(true);
      expect(c.adapter.toMove(end.context.game)).toBeNull();
      expect(stored(storage, c)).toEqual(written(c, end.context.game));
      expect(end.can({ type: 'PICK', move: c.legal(first) })).toBe(false);
      expect(endings).toHaveLength(1);
      expect(end.context.game).toMatchObject({ recorded: true });
      // A finished game read back is not recorded again.
      const finished = storage.data.get(c.adapter.save.key)!;
      const again = createActor(tableMachine, { input: { adapter: recording, storage, reducedMotion: true } }).start();
      expect(again.getSnapshot().matches('over')).toBe(true);
      expect(endings).toHaveLength(1);
      // Read back, the game's settings are not kept: "play again" takes them from the page, or goes to the form.
      again.send({ type: 'PLAY_AGAIN', config: c.vsBot });
      expect(again.getSnapshot().matches('playing')).toBe(true);
      expect(c.stateOf(again.getSnapshot().context.game)).toEqual(c.stateOf(first));
      again.stop();
      const copy = memory();
      copy.data.set(c.adapter.save.key, finished);
      const bare = createActor(tableMachine, { input: { adapter: recording, storage: copy, reducedMotion: true } }).start();
      expect(bare.getSnapshot().matches('over')).toBe(true);
      bare.send({ type: 'PLAY_AGAIN' });
      expect(bare.getSnapshot().matches({ setup: 'form' })).toBe(true);
      bare.stop();
      actor.send({ type: 'PLAY_AGAIN' });
      expect(actor.getSnapshot().matches('playing')).toBe(true);
      expect(c.stateOf(actor.getSnapshot().context.game)).toEqual(c.stateOf(first));
      actor.send({ type: 'NEW_GAME' });
      expect(actor.getSnapshot().matches({ setup: 'form' })).toBe(true);
      expect(storage.data.has(c.adapter.save.key)).toBe(false);
      actor.stop();
    });
  }
});

describe('a saved game offered on the form first (offerResume)', () => {
  it('is resumed on request, replaced by a new game, and a shared position over it asks first', async () => {
    const storage = memory();
    const first = createActor(tableMachine, { input: { adapter: rolit.adapter, storage, reducedMotion: true } }).start();
    first.send({ type: 'START', config: rolit.vsBot });
    await untilPerson(first);
    const game = first.getSnapshot().context.game;
    first.stop();

    const offered = createActor(tableMachine, { input: { adapter: rolit.adapter, storage, offerResume: true } }).start();
    expect(offered.getSnapshot().matches({ setup: 'form' })).toBe(true);
    expect(rolit.stateOf(offered.getSnapshot().context.resumable)).toEqual(rolit.stateOf(game));
    offered.send({ type: 'RESUME' });
    expect(offered.getSnapshot().matches('playing')).toBe(true);
    expect(rolit.stateOf(offered.getSnapshot().context.game)).toEqual(rolit.stateOf(game));
    expect(offered.getSnapshot().can({ type: 'RESUME' })).toBe(false);
    offered.stop();

    const asked = createActor(tableMachine, { input: { adapter: rolit.adapter, storage, offerResume: true, link: rolit.shared } }).start();
    expect(asked.getSnapshot().matches('askReplace')).toBe(true);
    asked.send({ type: 'KEEP' });
    expect(asked.getSnapshot().matches({ setup: 'form' })).toBe(true);
    expect(asked.getSnapshot().context.resumable).not.toBeNull();
    asked.send({ type: 'START', config: rolit.vsBot });
    expect(asked.getSnapshot().context.resumable).toBeNull();
    expect(asked.getSnapshot().matches('playing')).toBe(true);
    asked.stop();
  });
});

describe('the table\'s flow as a pure chart (transition, no actor, nothing written)', () => {
  /** Everyone at this screen: a person is to move at once, with no bot to wait for. */
  const people: Record<string, unknown> = {
    Rollecate: rollecateStart(['human', 'human']),
    Rolit: { ...(rolit.vsBot as object), mode: 'hotseat' },
    'Steam Rollers': { ...(steam.vsBot as object), seats: ['human', 'human'] },
  };

  for (const c of [rollecate, rolit, steam]) {
    it(`${c.name}: a refused move names no save; a legal one names it, and is the point a take-back returns to`, () => {
      const storage = memory();
      let [snap] = initialTransition(tableMachine, { adapter: c.adapter, storage });
      [snap] = transition(tableMachine, snap, { type: 'START', config: people[c.name] });
      expect(personToMove(snap)).toBe(true);
      const game = snap.context.game;
      const [refused, refusedActions] = transition(tableMachine, snap, { type: 'PICK', move: c.illegal(game) });
      expect(refused.context.game).toBe(game);
      expect(refused.context.refusal?.reason).toMatch(/\S/);
      expect(refusedActions.map((a) => a.type)).not.toContain('save');
      const [moved, movedActions] = transition(tableMachine, snap, { type: 'PICK', move: c.legal(game) });
      expect(moved.context.game).not.toBe(game);
      expect(moved.context.back.at(-1)).toBe(game);
      expect(movedActions.map((a) => a.type)).toContain('save');
      // A pure transition writes nothing: the actions are returned, not run.
      expect(storage.data.size).toBe(0);
    });
  }
});

describe('the hand-over between people at one screen (Rollecate hides its hands)', () => {
  it('after a person\'s turn passes to another person, the table shows the hand-over until they are ready', async () => {
    const storage = memory();
    const actor = createActor(tableMachine, { input: { adapter: rollecate.adapter, storage, reducedMotion: true } }).start();
    actor.send({ type: 'START', config: rollecateStart(['human', 'human']) });
    const seen: string[] = [];
    for (let i = 0; i < 40 && !actor.getSnapshot().matches({ playing: 'handover' }); i++) {
      const s = actor.getSnapshot();
      seen.push(where(s));
      expect(personToMove(s), where(s)).toBe(true);
      actor.send({ type: 'PICK', move: rollecate.legal(s.context.game) });
    }
    const s = actor.getSnapshot();
    expect(s.matches({ playing: 'handover' })).toBe(true);
    const g = s.context.game as RollecateGame;
    expect(g.config.seats[g.snap.context.current]).toBe('human');
    // Nothing can be played until the next person says they hold the screen.
    expect(s.can({ type: 'PICK', move: rollecate.legal(g) })).toBe(false);
    // Read back from the save, the table shows the hand-over again: the screen has not been taken yet.
    const reloaded = createActor(tableMachine, { input: { adapter: rollecate.adapter, storage, reducedMotion: true } }).start();
    expect(reloaded.getSnapshot().matches({ playing: 'handover' })).toBe(true);
    reloaded.stop();
    actor.send({ type: 'READY' });
    expect(personToMove(actor.getSnapshot())).toBe(true);
    expect((actor.getSnapshot().context.game as RollecateGame).deviceSeat).toBe(g.snap.context.current);
    // Once taken, the save knows it: a reload goes straight to that person's move.
    const taken = createActor(tableMachine, { input: { adapter: rollecate.adapter, storage, reducedMotion: true } }).start();
    expect(personToMove(taken.getSnapshot())).toBe(true);
    taken.stop();
    actor.stop();
  });

  it('a hot-seat game and a shared position open on the hand-over (nobody holds the screen yet); a game against bots never shows one', async () => {
    const storage = memory();
    const hot = createActor(tableMachine, { input: { adapter: rollecate.adapter, storage, reducedMotion: true } }).start();
    hot.send({ type: 'START', config: rollecateStart(['human', 'human']) });
    for (let i = 0; i < 40 && !hot.getSnapshot().matches({ playing: 'handover' }); i++) {
      const s = hot.getSnapshot();
      expect((s.context.game as RollecateGame).snap.context.phase, 'only the initial railway before the first hand-over').toBe('setup');
      hot.send({ type: 'PICK', move: rollecate.legal(s.context.game) });
    }
    expect(hot.getSnapshot().matches({ playing: 'handover' })).toBe(true);
    hot.stop();
    const bots = createActor(tableMachine, { input: { adapter: rollecate.adapter, storage: memory(), reducedMotion: true } }).start();
    bots.send({ type: 'START', config: rollecate.vsBot });
    for (let i = 0; i < 200 && !bots.getSnapshot().matches('over'); i++) {
      await untilPerson(bots);
      const s = bots.getSnapshot();
      expect(s.matches({ playing: 'handover' })).toBe(false);
      if (personToMove(s)) bots.send({ type: 'PICK', move: rollecate.legal(s.context.game) });
    }
    bots.stop();
  });

  it('take back: a build before its roll and a pass, never the initial railway nor across the roll', () => {
    const solo: RollecateStart = { config: { mode: 'solo', seed: '8', seats: ['human'], hints: false }, state: newRollecate({ variant: 'solo', players: ['Tess'], seed: 8 }) };
    const actor = createActor(tableMachine, { input: { adapter: rollecate.adapter, storage: memory(), reducedMotion: true } }).start();
    actor.send({ type: 'START', config: solo });
    const ctx = () => (actor.getSnapshot().context.game as RollecateGame).snap.context;
    let laid = 0;
    while (ctx().phase === 'setup') {
      actor.send({ type: 'PICK', move: rollecate.legal(actor.getSnapshot().context.game) });
      laid++;
      expect(actor.getSnapshot().can({ type: 'TAKE_BACK' }), 'an initial card stays laid').toBe(false);
    }
    expect(laid).toBeGreaterThan(0);
    let built = false;
    for (let turn = 0; turn < 40 && !built && ctx().phase !== 'over'; turn++) {
      const acts = legalActions(ctx());
      const build = acts.find((x) => x.type === 'turn.build');
      if (build) {
        const before = actor.getSnapshot().context.game;
        actor.send({ type: 'PICK', move: build });
        expect(ctx().phase).toBe('roll');
        expect(actor.getSnapshot().can({ type: 'TAKE_BACK' })).toBe(true);
        actor.send({ type: 'TAKE_BACK' });
        expect(actor.getSnapshot().context.game).toBe(before);
        actor.send({ type: 'PICK', move: build });
        // The table rolls the engine's seeded dice (a chosen result is refused: that is for the examples).
        actor.send({ type: 'PICK', move: { type: 'ride.roll', wheels: 0 } });
        expect(actor.getSnapshot().context.refusal?.reason).toMatch(/dice/i);
        expect(ctx().phase).toBe('roll');
        actor.send({ type: 'PICK', move: { type: 'ride.roll' } });
        expect(ctx().phase).not.toBe('roll');
        expect(actor.getSnapshot().can({ type: 'TAKE_BACK' }), 'the dice cannot be unseen').toBe(false);
        built = true;
      } else {
        actor.send({ type: 'PICK', move: acts.find((x) => x.type === 'turn.pass')! });
        if (ctx().phase === 'discard') expect(actor.getSnapshot().can({ type: 'TAKE_BACK' }), 'a pass before its penalty cards').toBe(true);
        while (ctx().phase === 'discard') actor.send({ type: 'PICK', move: rollecate.legal(actor.getSnapshot().context.game) });
      }
    }
    expect(built).toBe(true);
    actor.stop();
  });

  it('a solo game adds to the solo record once, at its end', async () => {
    const storage = memory();
    const solo: RollecateStart = { config: { mode: 'solo', seed: '3', seats: ['human'], hints: false }, state: newRollecate({ variant: 'solo', players: ['Tess'], seed: 3 }) };
    const actor = createActor(tableMachine, { input: { adapter: rollecate.adapter, storage, reducedMotion: true } }).start();
    actor.send({ type: 'START', config: solo });
    for (let i = 0; i < 600 && !actor.getSnapshot().matches('over'); i++) {
      const s = actor.getSnapshot();
      actor.send({ type: 'PICK', move: rollecate.legal(s.context.game) });
    }
    expect(actor.getSnapshot().matches('over')).toBe(true);
    const g = actor.getSnapshot().context.game as RollecateGame;
    expect(g.soloRecorded).toBe(true);
    expect(g.solo?.after.games).toBe(1);
    expect(JSON.parse(storage.data.get(rollecate.adapter.save.key)!).soloRecorded).toBe(true);
    const records = [...storage.data.entries()].filter(([k]) => k !== rollecate.adapter.save.key);
    expect(records).toHaveLength(1);
    expect(JSON.parse(records[0]![1]).solo.games).toBe(1);
    actor.stop();
  });

  it('Rolit and Steam Rollers show every ball and sheet: no hand-over screen', () => {
    expect(rolit.adapter.handover).toBeUndefined();
    expect(steam.adapter.handover).toBeUndefined();
  });
});
