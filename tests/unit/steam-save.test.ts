/** The Steam Rollers play table's saved game (src/play/steam-rollers/steamSave.ts): replayed through the rules, refused with a reason. */
import { describe, expect, it } from 'vitest';
import { parseSave, serialiseGame, type SteamConfig } from '../../src/play/steam-rollers/steamSave';
import { positionDoc } from '../../src/play/steam-rollers/steamShare';
import { steamRollersAdapter } from '../../src/scenario/steam-rollers';
import { botMove } from '../../src/machines/steam-rollers/bots';
import { applyEvent } from '../../src/machines/steam-rollers/rules/game';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import type { SteamEvent } from '../../src/machines/steam-rollers/rules/types';
import { seatNames } from '../../src/play/steam-rollers/table';
import { pick } from '../../src/components/i18n';
import { steamTable, type SteamGame } from '../../src/play/steam-rollers/table';
import { readFileSync } from 'node:fs';

const config: SteamConfig = { seats: ['human', 'planner', 'random'], difficulty: 'medium', switches: { railsStopAtWalls: true, bonus3b: 'upTo' }, seed: 'table' };

function someMoves(n: number): SteamEvent[] {
  let s = newGame({ players: 3, seed: 'table', difficulty: 'medium', switches: config.switches });
  const out: SteamEvent[] = [];
  for (let i = 0; i < n; i++) {
    const e = botMove(s, 'planner', 1)!;
    const next = applyEvent(s, e);
    if (!next.ok) throw new Error(next.refusal.message);
    s = next.state;
    out.push(e);
  }
  return out;
}

describe('Steam Rollers saved game', () => {
  it('round-trips: the moves replay to the same position', () => {
    const events = someMoves(25);
    const res = parseSave(serialiseGame(config, events));
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    expect(res.game.events).toEqual(events);
    expect(res.state.log.size).toBeGreaterThan(10);
  });

  it('refuses damaged text, foreign objects, other versions and illegal moves, keeping the text', () => {
    const bad = '{"version":1,"config":';
    expect(parseSave(bad)).toMatchObject({ status: 'invalid', reason: 'corrupt', text: bad });
    expect(parseSave('{"hello":1}')).toMatchObject({ status: 'invalid', reason: 'foreign' });
    expect(parseSave(JSON.stringify({ version: 2, config, events: [] }))).toMatchObject({ status: 'invalid', reason: 'newer' });
    expect(parseSave(JSON.stringify({ version: 1, config: { ...config, seats: ['planner', 'random'] }, events: [] }))).toMatchObject({ status: 'invalid', detail: 'nobody at this device plays' });
    const illegal = parseSave(JSON.stringify({ version: 1, config, events: [{ type: 'dice.roll' }, { type: 'engine.improve' }] }));
    expect(illegal.status).toBe('invalid');
    if (illegal.status === 'invalid') expect(illegal.detail).toMatch(/^events\[1\] \(engine\.improve\) is refused: RD2/);
    expect(parseSave(null)).toEqual({ status: 'none' });
  });

  it('shares a position the scenario loader accepts as it stands', () => {
    const events = someMoves(30);
    const res = parseSave(serialiseGame(config, events));
    if (res.status !== 'ok') throw new Error('not ok');
    const doc = positionDoc(res.state, config, 'shared') as { options: Record<string, unknown>; position: Record<string, unknown> };
    const run = steamRollersAdapter.load(doc.options, doc.position);
    const s = run.snapshot.context;
    // The position read back is the table's, all of it: the bag holds the same cubes ("rest"), in the loader's order.
    const sorted = (bag: readonly string[]) => bag.slice().sort();
    expect({ ...s, bag: sorted(s.bag), log: null, rng: null }).toEqual({ ...res.state, bag: sorted(res.state.bag), log: null, rng: null });
  });

  describe('seat names', () => {
    const t = pick('en', 'sr.');
    const named: SteamConfig = { ...config, seats: ['human', 'planner', 'human'], names: ['Ann', '', 'Zoë'] };

    it('survive a save: the seats are called by them, a bot keeps its bot label', () => {
      const res = parseSave(serialiseGame(named, someMoves(5)));
      if (res.status !== 'ok') throw new Error(JSON.stringify(res));
      expect(res.game.config.names).toEqual(['Ann', '', 'Zoë']);
      expect(seatNames(res.game.config, t)).toEqual(['Ann', 'Player 2 (bot)', 'Zoë']);
    });

    it('are not needed: a save from before names loads, its seats by their labels', () => {
      const res = parseSave(JSON.stringify({ version: 1, savedAt: '', config, events: someMoves(3) }));
      if (res.status !== 'ok') throw new Error(JSON.stringify(res));
      expect(res.game.config.names).toBeUndefined();
      expect(seatNames(res.game.config, t)).toEqual(['Player 1', 'Player 2 (bot)', 'Player 3 (bot)']);
      // An empty name is the seat's label too.
      expect(seatNames({ ...named, names: ['  ', '', ''] }, t)[0]).toBe('Player 1');
    });

    it('a forged name too long, not text or not one a seat is refused with a message that says which; odd characters are dropped', () => {
      const forged = (names: unknown) => parseSave(JSON.stringify({ version: 1, config: { ...named, names }, events: [] }));
      expect(forged(['Ann', '', 'x'.repeat(25)])).toMatchObject({ status: 'invalid', reason: 'corrupt', detail: 'config.names[2] is not a name of at most 24 characters' });
      expect(forged(['Ann', 7, ''])).toMatchObject({ status: 'invalid', detail: 'config.names[1] is not a name of at most 24 characters' });
      expect(forged(['Ann'])).toMatchObject({ status: 'invalid', detail: 'config.names is not a list of 3 names, one for each seat' });
      expect(forged({ 0: 'Ann', length: 3 })).toMatchObject({ status: 'invalid', detail: 'config.names is not a list of 3 names, one for each seat' });
      expect(forged(['Ann', ['Bob'], ''])).toMatchObject({ status: 'invalid', detail: 'config.names[1] is not a name of at most 24 characters' });
      const odd = forged(['\u202eAnn\u0000', '<img src=x>', '\n\t Bo  b ']);
      if (odd.status !== 'ok') throw new Error(JSON.stringify(odd));
      expect(odd.game.config.names).toEqual(['Ann', '<img src=x>', 'Bo b']);
    });

    it('travel in a shared position, which the scenario loader reads back; bots and unnamed seats get the checker\'s label', () => {
      const events = someMoves(12);
      const res = parseSave(serialiseGame(named, events));
      if (res.status !== 'ok') throw new Error('not ok');
      const doc = positionDoc(res.state, named, 'shared') as { options: Record<string, unknown>; position: { players: Record<string, unknown>[] } };
      expect(doc.position.players.map((p) => p.name)).toEqual(['Ann', undefined, 'Zoë']);
      const run = steamRollersAdapter.load(doc.options, doc.position as unknown as Record<string, unknown>);
      expect(run.names).toEqual(['Ann', undefined, 'Zoë']);
      // A person's name in a bot's seat (a save edited by hand) is not shared as the bot's.
      const botNamed = positionDoc(res.state, { ...named, names: ['Ann', 'Mallory', ''] }, 'shared') as typeof doc;
      expect(botNamed.position.players.map((p) => p.name)).toEqual(['Ann', undefined, undefined]);
    });

    it('name the seat in a refusal at the table, in the page\'s language', () => {
      // Bob's card 4a lies sideways; Ann drafts a 4 and reaches for it (SC1).
      const file = JSON.parse(readFileSync('src/content/scenarios/steam-rollers/refused-take-card-lying-sideways.json', 'utf8')) as { options?: Record<string, unknown>; position: Record<string, unknown> };
      let run = steamRollersAdapter.load(file.options ?? {}, file.position);
      for (const [key, value] of [['roll', { white: [4, 3, 6], black: 1 }], ['draft', { value: 4 }]] as const) {
        const out = steamRollersAdapter.move(run, key, value);
        if (!out.ok) throw new Error(out.reason);
        run = out.state;
      }
      const game: SteamGame = { config: { ...config, seats: ['human', 'human'], difficulty: 'none', names: ['Anna', 'Bram'] }, events: [], snap: run.snapshot };
      for (const [lang, words] of [['en', 'in front of Bram'], ['nl', 'Bram']] as const) {
        const out = steamTable({ t: pick(lang, 'sr.'), bot: () => null }).play(game, { type: 'card.take' });
        expect(out.ok).toBe(false);
        if (!out.ok) expect(out.reason).toMatch(new RegExp(`^SC1: .*${words}`));
      }
    });
  });
});
