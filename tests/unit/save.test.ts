/**
 * The play table's saved game and solo record (save.ts), and "Share this
 * position" (share.ts): a save round-trips; a corrupt, foreign, old or newer
 * save is recognised and never throws; tampered states are caught by the
 * shape checks and the engine's invariants; a forged save is caught as a
 * scenario position would be (the runner's card and switch readers, the
 * deck's 55 cards, a result recomputed from the piles, every log line in
 * range), and a refused save keeps its text; every state the engine reaches
 * in real games is accepted; a shared position opens as a game for the table
 * only when it is one; a shared link decodes to a scenario the runner
 * accepts, UTF-8 names included.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../src/machines/rollecate/bots';
import {
  SAVE_KEY, SAVE_VERSION, SOLO_KEY, clearGame, gameFromShared, loadGame, loadSolo, parseSave, parseSolo, recordSolo, saveGame, serialiseGame,
  type GameConfig, type SavedGame,
} from '../../src/play/rollecate/save';
import { MAX_LOG, stateProblem, storedState } from '../../src/scenario/rollecate-state';
import { exportPosition } from '../../src/scenario/export';
import { sendMove } from '../../src/scenario/rollecate';
import { MAX_TEXT_BYTES } from '../../src/play/kit/limits';
import { checkerPath, decodeScenario, encodeScenario, shareLinks } from '../../src/play/kit/share';
import { canShare, positionDoc } from '../../src/play/rollecate/rollecateShare';
import { apply } from '../../src/machines/rollecate/rules/game';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import type { GameState } from '../../src/machines/rollecate/rules/types';
import { runScenario } from '../../src/scenario/run';
import { startSnapshot } from '../../src/scenario/rollecate';
import { memory } from './helpers';
import { logEntries } from '../../src/machines/shared/logbook';

const broken = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

/** A game against one bot, played by the bot for both seats until `steps` moves or `phase`. */
function midGame(steps: number, names = ['Ann', 'Bot 1']): GameState {
  let s = newGame({ variant: 'standard', players: names, seed: 42 });
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    const out = apply(s, chooseMove(s));
    if (!out.ok) throw new Error(out.refusal.message);
    s = out.state;
  }
  return s;
}

const config: GameConfig = { mode: 'bots', seed: '42', seats: ['human', 'bot'], hints: true };
const game = (state: GameState): Omit<SavedGame, 'version' | 'savedAt'> => ({ config, state, turnStart: null, deviceSeat: null, soloRecorded: false });

describe('saved game', () => {
  it('round-trips a game in progress under rulebook.rollecate.game, version 1', () => {
    const store = memory();
    const state = midGame(40);
    expect(saveGame(store, game(state))).toBe(true);
    const raw = JSON.parse(store.data.get(SAVE_KEY) as string);
    expect(raw.version).toBe(1);
    expect(SAVE_VERSION).toBe(1);
    // The format is unchanged by the log book the rules keep the log in: the saved log is the plain list of lines.
    expect(raw.state.log).toEqual(logEntries(state.log));
    const back = loadGame(store);
    expect(back.status).toBe('ok');
    if (back.status !== 'ok') return;
    expect(back.game.state).toEqual(state);
    expect(back.game.config).toEqual(config);
    // The chart resumes the saved position where it waits.
    expect(startSnapshot(back.game.state).context.phase).toBe(state.phase);
  });

  it('round-trips every phase a game can rest in, including setup and the end', () => {
    for (const steps of [0, 2, 5, 9, 13, 1000]) {
      const state = midGame(steps);
      const out = parseSave(serialiseGame(game(state)));
      expect(out.status, `after ${steps} moves (${state.phase})`).toBe('ok');
    }
  });

  it('nothing saved is "none"; unreadable storage counts as nothing saved and saving reports failure', () => {
    expect(loadGame(memory())).toEqual({ status: 'none' });
    expect(loadGame(null)).toEqual({ status: 'none' });
    expect(loadGame(broken)).toEqual({ status: 'none' });
    expect(saveGame(broken, game(midGame(10)))).toBe(false);
    expect(() => clearGame(broken)).not.toThrow();
  });

  const cases: [string, string, string][] = [
    ['not JSON', '{"version": 1, "state": ', 'corrupt'],
    ['empty text', '', 'corrupt'],
    ['a number', '42', 'foreign'],
    ['a list', '[1, 2]', 'foreign'],
    ['null', 'null', 'foreign'],
    ['another object', '{"theme": "dark"}', 'foreign'],
    ['a version that is not a number', '{"version": "one"}', 'foreign'],
    ['an old version', '{"version": 0, "state": {}}', 'old'],
    ['a newer version', '{"version": 2, "state": {}}', 'newer'],
    ['version 1 without a state', '{"version": 1}', 'corrupt'],
  ];
  for (const [name, text, reason] of cases) {
    it(`a save that is ${name} is "${reason}", with a detail, and never throws`, () => {
      const out = parseSave(text);
      expect(out.status).toBe('invalid');
      if (out.status === 'invalid') {
        expect(out.reason).toBe(reason);
        expect(out.detail.length).toBeGreaterThan(5);
      }
      expect(loadGame(memory({ [SAVE_KEY]: text })).status).toBe('invalid');
    });
  }

  const tamper: [string, (s: any) => void][] = [
    ['a card duplicated (card conservation)', (s) => s.players[0].hand.push(s.drawPile[0])],
    ['a card lost', (s) => s.drawPile.pop()],
    ['a card value of 7', (s) => (s.drawPile[0].value = 7)],
    ['an unknown phase', (s) => (s.phase = 'lunch')],
    ['an unknown variant', (s) => (s.variant = 'chess')],
    ['the train off the railway', (s) => (s.train = 'nowhere')],
    ['a railway card moved onto another', (s) => Object.assign(s.railway[1], { x: s.railway[0].x, y: s.railway[0].y })],
    ['players missing', (s) => delete s.players],
    ['a rule switch that is not true or false', (s) => (s.rules.passDamage = 'yes')],
    ['a broken log', (s) => s.log.push({ t: 'teleport' })],
    ['the current seat out of range', (s) => (s.current = 5)],
  ];
  for (const [name, change] of tamper) {
    it(`a saved state with ${name} is refused as corrupt`, () => {
      const state = structuredClone(storedState(midGame(30)));
      change(state);
      expect(stateProblem(state)).not.toBeNull();
      const out = parseSave(JSON.stringify({ version: 1, savedAt: '', config, state, turnStart: null, deviceSeat: null, soloRecorded: false }));
      expect(out.status).toBe('invalid');
      if (out.status === 'invalid') expect(out.reason).toBe('corrupt');
    });
  }

  it('settings that do not match the game are refused (seats, mode)', () => {
    const state = midGame(20);
    for (const bad of [
      { ...config, seats: ['human'] },
      { ...config, seats: ['bot', 'bot'] },
      { ...config, mode: 'solo' },
      { ...config, mode: 'tennis' },
      { ...config, seed: 3 },
    ]) {
      const out = parseSave(JSON.stringify({ version: 1, config: bad, state: storedState(state), turnStart: null, deviceSeat: null }));
      expect(out.status, JSON.stringify(bad)).toBe('invalid');
    }
  });
});

/** A save's text with its state changed by `change` (on a deep copy). */
function forged(state: GameState, change: (s: any) => void, cfg: GameConfig = config): string {
  const copy = structuredClone(storedState(state));
  change(copy);
  return JSON.stringify({ version: 1, savedAt: '', config: cfg, state: copy, turnStart: null, deviceSeat: null, soloRecorded: false });
}

/** Refused as corrupt, with a detail matching `why`, and the saved text kept as it was. */
function expectRefused(text: string, why: RegExp) {
  const out = parseSave(text);
  expect(out.status).toBe('invalid');
  if (out.status !== 'invalid') return;
  expect(out.reason).toBe('corrupt');
  expect(out.detail).toMatch(why);
  expect(out.text).toBe(text);
}

/** Index of the first log line of type `t` (throws when there is none). */
function lineOf(s: GameState, t: string): number {
  const i = logEntries(s.log).findIndex((e) => e.t === t);
  if (i < 0) throw new Error(`no ${t} line`);
  return i;
}

describe('a forged save is as untrusted as a scenario position', () => {
  const over = midGame(1000);
  const mid = midGame(60);

  it('the games used here are a finished one and one with builds and rolls in its log', () => {
    expect(over.phase).toBe('over');
    expect(over.result?.lost).toBe(false);
    expect(mid.phase).not.toBe('over');
    expect(logEntries(mid.log).some((e) => e.t === 'roll')).toBe(true);
    expect(parseSave(forged(over, () => {})).status).toBe('ok');
    expect(parseSave(forged(mid, () => {})).status).toBe('ok');
  });

  it('an impossible result: winner seat 7 of 2, scores 999 (recomputed from the piles)', () => {
    expectRefused(forged(over, (s) => (s.result.winners = [7])), /result/);
    expectRefused(forged(over, (s) => (s.result.scores = [999, 999])), /result/);
    // The same forgery in the log's closing line too: the piles still decide.
    expectRefused(forged(over, (s) => {
      s.result.scores = [999, 999];
      s.log[s.log.length - 1].result.scores = [999, 999];
    }), /result does not follow from the players' piles/);
    // A winner swapped for the loser, consistently everywhere.
    expectRefused(forged(over, (s) => {
      const w = s.result.winners[0] === 0 ? [1] : [0];
      s.result.winners = w;
      s.log[s.log.length - 1].result.winners = w;
    }), /result does not follow/);
    expectRefused(forged(over, (s) => (s.result.lost = true)), /hard solo/);
    expectRefused(forged(mid, (s) => {
      s.phase = 'over';
      s.result = { scores: [0, 0], cards: [0, 0], winners: [0, 1], lost: false };
    }), /cards left|result|over/);
  });

  it('a changed deck: a card of another kind, a card too many, ids from another deck', () => {
    // A straight 1 becomes a curved 1: a valid card, but the deck has one curve too many (R1).
    expectRefused(forged(mid, (s) => {
      const c = s.drawPile.find((x: any) => x.shape === 'straight' && !x.broken && x.value === 1) ?? s.drawPile.find((x: any) => x.shape === 'straight' && !x.broken);
      c.shape = 'curve';
    }), /the deck has/);
    // A chaos card turned into a broken track.
    expectRefused(forged(mid, (s) => {
      const all = [...s.drawPile, ...s.box, ...s.players.flatMap((p: any) => [...p.hand, ...p.discard])];
      const x = all.find((c: any) => c.chaos);
      delete x.chaos;
      x.shape = 'straight';
      x.broken = true;
    }), /the deck has/);
    // A 56th card.
    expectRefused(forged(mid, (s) => s.drawPile.push({ id: 'extra', value: 2, shape: 'curve' })), /56|deck|cards/);
    // An id the runner would not read.
    expectRefused(forged(mid, (s) => (s.drawPile[0].id = 'not an id!')), /card id/);
  });

  it('card values changed: within 1–4 the deck still tells, outside it the runner\'s reader does', () => {
    expectRefused(forged(mid, (s) => (s.drawPile[0].value = s.drawPile[0].value === 4 ? 3 : 4)), /the deck has/);
    expectRefused(forged(mid, (s) => (s.drawPile[0].value = 0)), /value must be 1, 2, 3 or 4/);
    expectRefused(forged(mid, (s) => (s.railway[0].card.value = 2.5)), /value must be 1, 2, 3 or 4/);
  });

  it('a forged log line: "dice": 1000000, and every other field out of range', () => {
    const roll = lineOf(mid, 'roll');
    const build = lineOf(mid, 'build');
    const draw = lineOf(mid, 'draw');
    expectRefused(forged(mid, (s) => (s.log[roll].dice = 1_000_000)), /dice.*R27/);
    expectRefused(forged(mid, (s) => (s.log[roll].wheels = s.log[roll].dice + 1)), /wheels/);
    expectRefused(forged(mid, (s) => (s.log[build].dice += 1)), /dice for cards worth/);
    expectRefused(forged(mid, (s) => (s.log[build].cards = ['nowhere'])), /not a card of this game/);
    expectRefused(forged(mid, (s) => (s.log[draw].player = 7)), /no seat 7/);
    expectRefused(forged(mid, (s) => (s.log[draw].card = 'x'.repeat(5000))), /not a card of this game/);
    expectRefused(forged(mid, (s) => s.log.splice(3, 0, { t: 'end', result: { scores: [0, 0], cards: [0, 0], winners: [0], lost: false } })), /ends before its last line/);
    expectRefused(forged(mid, (s) => s.log.push(...Array.from({ length: MAX_LOG }, () => structuredClone(s.log[draw])))), /longer than 2000 lines/);
    expectRefused(forged(mid, (s) => s.log.push(...Array.from({ length: 56 }, () => structuredClone(s.log[draw])))), /draws \d+ cards/);
  });

  it('what the runner refuses in a position: a table of a billion squares, a seed past 32 bits, too many derailments, a player too many', () => {
    expectRefused(forged(mid, (s) => (s.rules.table = { width: 1e9, height: 1e9 })), /options\.rules\.table\.width/);
    expectRefused(forged(mid, (s) => (s.rules.teleport = true)), /unknown rule switch/);
    expectRefused(forged(mid, (s) => (s.rng = 2 ** 40)), /dice generator/);
    expectRefused(forged(mid, (s) => (s.derailments[0] = 999)), /derailments/);
    expectRefused(forged(mid, (s) => s.players.push({ name: 'Eve', hand: [], discard: [] })), /players/);
    expectRefused(forged(mid, (s) => (s.players[0].name = 'A'.repeat(5000))), /name/);
    expectRefused(forged(mid, (s) => (s.players[1].betsy = true)), /Betsy/);
    expectRefused(forged(mid, (s) => (s.railway[0].x = 1e12)), /square/);
    expectRefused(forged(mid, (s) => (s.ride = { wheels: 2, faces: Array(10_000).fill(true), from: 'a', to: 'a', overshoot: 0, broken: [] })), /dice faces/);
  });

  it('settings that do not fit how the table seats a game are refused, and only known settings are kept', () => {
    expectRefused(forged(mid, () => {}, { ...config, seats: ['bot', 'human'] }), /seats/);
    expectRefused(forged(mid, () => {}, { ...config, seed: 'x'.repeat(500) }), /seed/);
    const out = parseSave(forged(mid, () => {}, { ...config, extra: { deep: [[[1]]] } } as GameConfig));
    expect(out.status).toBe('ok');
    if (out.status === 'ok') expect(out.game.config).toEqual(config);
  });

  it('a save over the limits is refused before it is walked, and keeps its text', () => {
    const big = JSON.stringify({ version: 1, pad: 'x'.repeat(MAX_TEXT_BYTES) });
    const out = parseSave(big);
    expect(out).toMatchObject({ status: 'invalid', reason: 'large' });
    if (out.status === 'invalid') expect(out.text).toBe(big);
    const deep = `{"version": 1, "state": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(() => parseSave(deep)).not.toThrow();
    expect(parseSave(deep)).toMatchObject({ status: 'invalid', reason: 'corrupt', detail: expect.stringMatching(/nest more than 64 levels/) });
    // A refused save stays where it is: reading never removes it.
    const store = memory({ [SAVE_KEY]: deep });
    expect(loadGame(store).status).toBe('invalid');
    expect(store.data.get(SAVE_KEY)).toBe(deep);
  });

  it('every state real games reach is accepted, in every variant, at every step', () => {
    const setups: Parameters<typeof newGame>[0][] = [
      { variant: 'standard', players: ['A', 'B', 'C'] },
      { variant: 'standard', players: ['A', 'B', 'C', 'D'], rules: { table: { width: 7, height: 7 }, passDamage: true, valueRuleInSetup: true } },
      { variant: 'solo', players: ['A'], rules: { soloDealToBox: true } },
      { variant: 'solo-hard', players: ['A'] },
      { variant: 'betsy', players: ['A'], rules: { betsyPassEffects: true } },
    ];
    for (const setup of setups) {
      for (const seed of [3, 4]) {
        let snap = startSnapshot(newGame({ ...setup, seed }));
        for (let i = 0; i < 500 && snap.context.phase !== 'over'; i++) {
          expect(stateProblem(JSON.parse(JSON.stringify(storedState(snap.context)))), `${JSON.stringify(setup)} seed ${seed}, move ${i}`).toBeNull();
          const out = sendMove(snap, chooseMove(snap.context));
          if (!out.ok) throw new Error(out.reason);
          snap = out.snapshot;
        }
        expect(snap.context.phase).toBe('over');
        expect(stateProblem(JSON.parse(JSON.stringify(storedState(snap.context))))).toBeNull();
      }
    }
  });

  it('a lost hard solo game (R39) is accepted with its own result, and refused with a computed one', () => {
    // Four derailments: at the third, build a card and roll every die.
    let s = newGame({ variant: 'solo-hard', players: ['A'], seed: 1 });
    let lost: GameState | null = null;
    for (let i = 0; i < 200 && !lost && s.phase !== 'over'; i++) {
      if (s.phase === 'action') {
        const t = { ...s, derailments: [3] };
        for (const c of t.players[0]!.hand) {
          for (const turn of ['straight', 'left', 'right'] as const) {
            const b = apply(t, { type: 'turn.build', cards: [{ card: c.id, turn }] });
            const r = b.ok ? apply(b.state, { type: 'ride.roll', wheels: b.state.dice }) : null;
            if (r?.ok && r.state.result?.lost) lost ??= r.state;
          }
        }
      }
      const out = apply(s, chooseMove(s));
      if (!out.ok) throw new Error(out.refusal.message);
      s = out.state;
    }
    expect(lost).not.toBeNull();
    const game = lost as GameState;
    const cfg: GameConfig = { mode: 'solo-hard', seed: '1', seats: ['human'], hints: true };
    expect(parseSave(forged(game, () => {}, cfg)).status).toBe('ok');
    expectRefused(forged(game, (x) => {
      x.result = { ...x.result, lost: false, winners: [0] };
      x.log[x.log.length - 1].result = x.result;
    }, cfg), /derailments|cards left|result/);
  });
});

describe('a shared position as a game for the table', () => {
  /** A play-table game at the start of a turn, written as the contract's position. */
  function sharedDoc(): Record<string, unknown> {
    let s = midGame(30, ['Zoë', 'Bot 1']);
    while (!canShare(s)) {
      const out = apply(s, chooseMove(s));
      if (!out.ok) throw new Error(out.refusal.message);
      s = out.state;
    }
    return positionDoc(s, 'shared');
  }

  it('a position of a whole game opens for everyone at this screen, and its save round-trips', () => {
    const made = gameFromShared(sharedDoc());
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.config).toMatchObject({ mode: 'hotseat', seats: ['human', 'human'] });
    expect(made.state.players.map((p) => p.name)).toEqual(['Zoë', 'Bot 1']);
    const text = serialiseGame({ config: made.config, state: made.state, turnStart: null, deviceSeat: null, soloRecorded: false });
    expect(parseSave(text).status).toBe('ok');
  });

  it('another game, a position without the 55 cards, or a broken one is not played here', () => {
    expect(gameFromShared({ game: 'rolit', position: {} })).toEqual({ ok: false, problem: 'otherGame' });
    const small = {
      game: 'rollecate',
      position: {
        railway: [{ id: 'r1', value: 2, shape: 'straight', turn: 'straight' }],
        train: 'r1',
        drawPile: [{ id: 'd1', value: 1, shape: 'straight' }],
        players: [{ name: 'Ann', hand: [], discard: [] }, { name: 'Bob', hand: [], discard: [] }],
      },
    };
    expect(gameFromShared(small)).toMatchObject({ ok: false, problem: 'notPlayable', detail: expect.stringMatching(/deck/) });
    const doc = sharedDoc();
    (doc.position as any).players[0].hand[0].value = 9;
    expect(gameFromShared(doc)).toMatchObject({ ok: false, problem: 'notPlayable', detail: expect.stringMatching(/value must be 1, 2, 3 or 4/) });
    expect(gameFromShared({ game: 'rollecate', position: 'x' })).toMatchObject({ ok: false, problem: 'notPlayable' });
  });

  it('exportPosition and back: the shared state is the state the table was in', () => {
    let s = midGame(40);
    while (!canShare(s)) {
      const out = apply(s, chooseMove(s));
      if (!out.ok) throw new Error(out.refusal.message);
      s = out.state;
    }
    const made = gameFromShared({ game: 'rollecate', options: { variant: 'standard', seed: s.rng >>> 0 }, position: exportPosition(s) });
    expect(made.ok).toBe(true);
    if (made.ok) expect(made.state.players.map((p) => p.hand.map((c) => c.id))).toEqual(s.players.map((p) => p.hand.map((c) => c.id)));
  });
});

describe('solo record (R37)', () => {
  it('R37 keeps the best score across games under rulebook.rollecate.solo, per solo variant', () => {
    const store = memory();
    const win = (score: number) => ({ scores: [score], cards: [3], winners: [0], lost: false });
    recordSolo(store, 'solo', win(20));
    const second = recordSolo(store, 'solo', win(12));
    expect(second.before.best).toBe(20);
    expect(second.after.best).toBe(12);
    recordSolo(store, 'solo', win(15));
    recordSolo(store, 'solo-hard', { scores: [30], cards: [9], winners: [], lost: true });
    const records = loadSolo(store);
    expect(records.solo).toMatchObject({ games: 3, best: 12, lost: 0 });
    expect(records['solo-hard']).toMatchObject({ games: 1, best: null, lost: 1 });
    expect(JSON.parse(store.data.get(SOLO_KEY) as string).version).toBe(1);
  });

  it('an unreadable solo record starts afresh instead of failing', () => {
    // The last: a valid record padded past 64 KB by hand is not read at all.
    const padded = JSON.stringify({ version: 1, solo: { games: 2, best: 9, lost: 0, scores: [9, 12] }, pad: 'x'.repeat(70_000) });
    for (const text of ['nonsense', '[]', '{"version": 1, "solo": {"games": "many"}}', '{"version": 9}', padded]) {
      expect(parseSolo(text).solo).toEqual({ games: 0, best: null, lost: 0, scores: [] });
    }
    expect(loadSolo(broken).solo.games).toBe(0);
  });
});

describe('share this position', () => {
  it('encodes UTF-8 safely as base64url and decodes back', () => {
    const doc = { title: 'Zoë & Jürgen — “trein” 🚂', n: [1, 2, 3], nested: { a: '/+=' } };
    const code = encodeScenario(doc);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeScenario(code)).toEqual({ ok: true, doc });
    expect(decodeScenario(`#s=${code}`)).toEqual({ ok: true, doc });
  });

  it('a damaged or foreign link gives an error, never an exception', () => {
    const good = encodeScenario({ game: 'rollecate' });
    for (const bad of ['', '###', 'abc$', 'a', good.slice(0, -3), encodeScenario('just text'), encodeScenario([1, 2]), '_-_-']) {
      const out = decodeScenario(bad);
      expect(out.ok, bad).toBe(false);
      if (!out.ok) expect(out.error.length).toBeGreaterThan(5);
    }
    // Bytes that are not UTF-8.
    expect(decodeScenario('_w').ok).toBe(false);
  });

  it('the shared position is a scenario the runner accepts, and the link opens the checker in the page language', () => {
    let s = midGame(30, ['Zoë', 'Bot 1']);
    while (!canShare(s)) {
      const out = apply(s, chooseMove(s));
      if (!out.ok) throw new Error(out.refusal.message);
      s = out.state;
    }
    const doc = positionDoc(s, 'Play table: Zoë');
    expect(doc).toMatchObject({ game: 'rollecate', title: 'Play table: Zoë', steps: [] });
    const back = decodeScenario(encodeScenario(doc));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const report = runScenario({ ...back.doc, steps: [{ expect: { phase: s.phase, current: s.current, hands: s.players.map((p) => p.hand.map((c) => c.id)) } }] });
    expect(report.pass, JSON.stringify(report.reason)).toBe(true);
    expect(checkerPath('en')).toBe('/checker/');
    expect(checkerPath('nl')).toBe('/nl/checker/');
    const links = shareLinks('rollecate', doc, 'nl', 'https://example.org');
    expect(links.checker).toMatch(/^https:\/\/example\.org\/nl\/checker\/#s=[A-Za-z0-9_-]+$/);
    expect(links.table).toBe(links.checker.replace('/nl/checker/', '/nl/rollecate/play/'));
  });

  it('only the start of a turn can be shared (the contract position)', () => {
    expect(canShare(newGame({ seed: 1 }))).toBe(false);
    const s = midGame(12);
    expect(canShare(s)).toBe(s.phase === 'action' || s.phase === 'betsy' || s.phase === 'draw');
  });
});
