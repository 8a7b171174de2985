/**
 * The play table's saved game and solo record (save.ts), and "Share this
 * position" (share.ts): a save round-trips; a corrupt, foreign, old or newer
 * save is recognised and never throws; tampered states are caught by the
 * shape checks and the engine's invariants; a shared link decodes to a
 * scenario the runner accepts, UTF-8 names included.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../src/components/rollecate/bot';
import {
  SAVE_KEY, SAVE_VERSION, SOLO_KEY, clearGame, loadGame, loadSolo, parseSave, parseSolo, recordSolo, saveGame, serialiseGame, stateProblem,
  type GameConfig, type SavedGame,
} from '../../src/components/rollecate/save';
import { canShare, checkerPath, decodeScenario, encodeScenario, positionDoc, shareUrl } from '../../src/components/rollecate/share';
import { apply } from '../../src/machines/rollecate/rules/game';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import type { GameState } from '../../src/machines/rollecate/rules/types';
import { runScenario } from '../../src/scenario/run';
import { startSnapshot } from '../../src/scenario/rollecate';
import { memory } from './helpers';

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
      const state = structuredClone(midGame(30));
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
      const out = parseSave(JSON.stringify({ version: 1, config: bad, state, turnStart: null, deviceSeat: null }));
      expect(out.status, JSON.stringify(bad)).toBe('invalid');
    }
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
    for (const text of ['nonsense', '[]', '{"version": 1, "solo": {"games": "many"}}', '{"version": 9}']) {
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
    expect(checkerPath('en')).toBe('/rollecate/checker/');
    expect(checkerPath('nl')).toBe('/nl/rollecate/checker/');
    expect(shareUrl(doc, 'nl', 'https://example.org')).toMatch(/^https:\/\/example\.org\/nl\/rollecate\/checker\/#s=[A-Za-z0-9_-]+$/);
  });

  it('only the start of a turn can be shared (the contract position)', () => {
    expect(canShare(newGame({ seed: 1 }))).toBe(false);
    const s = midGame(12);
    expect(canShare(s)).toBe(s.phase === 'action' || s.phase === 'betsy' || s.phase === 'draw');
  });
});
