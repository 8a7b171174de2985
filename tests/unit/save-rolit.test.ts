/**
 * The Rolit play table's saved game (rolitSave.ts), forged: a save is trusted
 * no more than a scenario position. The round's position goes through the
 * runner's loader, every result is recomputed (the round's from its board,
 * each finished round's winners from its counts, the match score from the
 * rounds), every log line must fit the board, and the settings must fit the
 * match. A refused save keeps its text. Every match real play reaches loads.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../src/machines/rolit/bots';
import { SAVE_KEY, loadGame, parseSave, serialiseGame, type RolitConfig } from '../../src/play/rolit/rolitSave';
import { MAX_TEXT_BYTES } from '../../src/play/kit/limits';
import { matchPhase, newMatch, type RolitMatch } from '../../src/machines/rolit/rules/match';
import type { BoardSize } from '../../src/machines/rolit/rules/types';
import { sendEvent, startSnapshot, type RolitSnapshot } from '../../src/scenario/rolit';
import { memory } from './helpers';
import { MAX_SEAT_NAME } from '../../src/play/kit/seatName';
import { givenName, namesToShare, rolitTable, seatCalled } from '../../src/play/rolit/table';
import { decodeScenario, encodeScenario } from '../../src/play/kit/share';
import { runScenario } from '../../src/scenario/run';
import { pick } from '../../src/components/i18n';
import type { Colour } from '../../src/machines/rolit/rules/types';

const config = (o: Partial<RolitConfig> = {}): RolitConfig => ({
  mode: 'bots', players: 2, size: 6, adjacency: 8, edition: 'standard', colourChoice: 0, rounds: 2, seed: '7', seats: { R: 'human', G: 'bot' }, ...o,
});

/** Bots for every colour, `moves` events on (or to the end of the match). */
function play(match: RolitMatch, moves = 10_000, each?: (s: RolitSnapshot) => void): RolitSnapshot {
  let snap = startSnapshot(match);
  for (let i = 0; i < moves && matchPhase(snap.context) !== 'matchOver'; i++) {
    each?.(snap);
    const event = matchPhase(snap.context) === 'betweenRounds'
      ? ({ type: 'round.next' } as const)
      : ({ type: 'ball.place', square: chooseMove(snap.context.game) as string } as const);
    const out = sendEvent(snap, event);
    if (!out.ok) throw new Error(out.reason);
    snap = out.snapshot;
  }
  each?.(snap);
  return snap;
}

/** A save's text with its parsed form changed by `change`. */
function forged(match: RolitMatch, change: (x: any) => void, cfg: RolitConfig = config()): string {
  const x = JSON.parse(serialiseGame(cfg, match));
  change(x);
  return JSON.stringify(x);
}

function expectRefused(text: string, why: RegExp) {
  const out = parseSave(text);
  expect(out.status).toBe('invalid');
  if (out.status !== 'invalid') return;
  expect(out.reason).toBe('corrupt');
  expect(out.detail).toMatch(why);
  expect(out.text).toBe(text);
}

describe('a forged Rolit save is as untrusted as a scenario position', () => {
  const start = newMatch({ players: 2, size: 6, seed: 7, rounds: 2 });
  const mid = play(start, 12).context;
  const between = play(start, 32).context;
  const over = play(start).context;

  it('the matches used here: one in play, one between rounds, one finished, all loading as saved', () => {
    expect(matchPhase(mid)).toBe('placing');
    expect(matchPhase(between)).toBe('betweenRounds');
    expect(matchPhase(over)).toBe('matchOver');
    for (const m of [mid, between, over]) expect(parseSave(forged(m, () => {})).status).toBe('ok');
  });

  it('an impossible result: a winner that does not have the most balls, 999 balls, a colour not in play', () => {
    expectRefused(forged(between, (x) => (x.match.game.result.counts.R = 999)), /result is not the board's/);
    expectRefused(forged(between, (x) => (x.match.game.result.winners = ['B'])), /result is not the board's/);
    // The finished rounds: whole counts of a full board, and their winners the colours with the most.
    expectRefused(forged(over, (x) => (x.match.results[0].counts = { R: 999, Y: 0, G: 0, B: 0 })), /counts/);
    expectRefused(forged(over, (x) => {
      const r = x.match.results[0];
      r.winners = r.winners[0] === 'R' ? ['G'] : ['R'];
    }), /winners/);
    expectRefused(forged(over, (x) => (x.match.results[0].winners = ['Y'])), /winners/);
    // The match score is recomputed from the rounds, whatever the save says.
    const out = parseSave(forged(over, (x) => (x.match.score = { roundsWon: { R: 99, Y: 0, G: 0, B: 0 }, points: { R: 9, Y: 0, G: 0, B: 0 }, winners: ['Y'] })));
    expect(out.status).toBe('ok');
    if (out.status === 'ok') expect(out.game.match.score).toEqual(over.score);
  });

  it('a board the runner would refuse as a position: empty, a colour twice in the players, the current colour not playing', () => {
    expectRefused(forged(mid, (x) => (x.match.game.cells = x.match.game.cells.map(() => '.'))), /board is empty/);
    expectRefused(forged(mid, (x) => (x.match.game.players = ['R', 'R'])), /players/);
    expectRefused(forged(mid, (x) => (x.match.game.current = 'B')), /current/);
    expectRefused(forged(mid, (x) => (x.match.game.cells[0] = 'Q')), /cells/);
  });

  it('a forged log line: a square off the board, an empty one, a colour not in play, a capture list of 5,000', () => {
    expectRefused(forged(mid, (x) => (x.match.game.log[0].square = 'z9')), /off the 6×6 board/);
    expectRefused(forged(mid, (x) => {
      const empty = x.match.game.cells.indexOf('.');
      x.match.game.log[0].square = `${String.fromCharCode(97 + (empty % 6))}${Math.floor(empty / 6) + 1}`;
    }), /empty on the board/);
    expectRefused(forged(mid, (x) => (x.match.game.log[0].colour = 'B')), /not in play/);
    expectRefused(forged(mid, (x) => (x.match.game.log[0].captured = Array(5000).fill('d4'))), /captured/);
    expectRefused(forged(mid, (x) => x.match.game.log.push(x.match.game.log[0])), /filled twice/);
    expectRefused(forged(mid, (x) => x.match.game.log.push(...Array(40).fill(x.match.game.log[0]))), /at most 37/);
    expectRefused(forged(mid, (x) => (x.match.game.log[0] = { t: 'teleport' })), /unknown line/);
    expectRefused(forged(between, (x) => x.match.game.log.unshift(x.match.game.log.at(-1))), /ends before its last line/);
  });

  it('settings that do not fit the match: a billion rounds, another board, nobody at this device', () => {
    expectRefused(forged(mid, (x) => (x.config.rounds = 1e9)), /config\.rounds/);
    expectRefused(forged(mid, (x) => (x.match.rounds = 1e9)), /match\.rounds/);
    expectRefused(forged(mid, (x) => (x.config.rounds = 3)), /config\.rounds does not fit/);
    expectRefused(forged(mid, (x) => (x.config.adjacency = 4)), /adjacency/);
    expectRefused(forged(mid, (x) => (x.config.seats = { R: 'bot', G: 'bot' })), /nobody/);
    expectRefused(forged(mid, (x) => (x.config.seats = { R: 'human', G: 'bot', B: 'bot' })), /seats/);
    expectRefused(forged(mid, (x) => (x.config.seed = 'x'.repeat(500))), /seed/);
    expectRefused(forged(mid, (x) => (x.config.mode = 'solo')), /mode/);
    // Only the settings this page knows are kept.
    const out = parseSave(forged(mid, (x) => (x.config.extra = [[[1]]])));
    expect(out.status).toBe('ok');
    if (out.status === 'ok') expect(out.game.config).toEqual(config());
  });

  it('a save over the limits is refused before it is walked, and stays where it is', () => {
    const big = JSON.stringify({ version: 1, pad: 'x'.repeat(MAX_TEXT_BYTES) });
    expect(parseSave(big)).toMatchObject({ status: 'invalid', reason: 'large', text: big });
    const deep = `{"version": 1, "match": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(() => parseSave(deep)).not.toThrow();
    expect(parseSave(deep)).toMatchObject({ status: 'invalid', reason: 'corrupt', detail: expect.stringMatching(/64 levels/), text: deep });
    const store = memory({ [SAVE_KEY]: deep });
    expect(loadGame(store).status).toBe('invalid');
    expect(store.data.get(SAVE_KEY)).toBe(deep);
  });

  it('every match real play reaches is accepted, at every move, on every board and table', () => {
    const tables: [2 | 3 | 4 | 'solo', BoardSize, 8 | 4][] = [[2, 4, 8], [3, 6, 4], [4, 8, 8], ['solo', 8, 8]];
    for (const [players, size, adjacency] of tables) {
      const match = newMatch({ players, size, adjacency, seed: 5, rounds: players === 'solo' ? 1 : 2 });
      const colours = match.colours;
      const cfg = config({
        mode: players === 'solo' ? 'solo' : 'bots', players: colours.length as 2 | 3 | 4, size, adjacency, rounds: match.rounds,
        seats: Object.fromEntries(colours.map((c, i) => [c, i === 0 || players === 'solo' ? 'human' : 'bot'])),
      });
      play(match, 10_000, (snap) => {
        const out = parseSave(serialiseGame(cfg, snap.context));
        expect(out.status === 'invalid' ? out.detail : out.status, `${players} players, ${size}×${size}`).toBe('ok');
      });
    }
  });
});

describe('named seats in a Rolit save', () => {
  const t = pick('en', 'rop.', 'ro.', 'table.');
  const colourName = (c: Colour) => t[`ro.colour.${c}`] ?? c;
  const match = play(newMatch({ players: 2, size: 6, seed: 7, rounds: 2 }), 6).context;
  const named = config({ mode: 'hotseat', seats: { R: 'human', G: 'human' }, names: { R: 'Ann', G: 'Zoë 🚂' } });
  const called = (cfg: RolitConfig) => (['R', 'G'] as const).map((c) => seatCalled(cfg, c, colourName(c), t));

  it('survive the round trip, and the table calls the seats by name with their colour', () => {
    const out = parseSave(serialiseGame(named, match));
    if (out.status !== 'ok') throw new Error(JSON.stringify(out));
    expect(out.game.config.names).toEqual({ R: 'Ann', G: 'Zoë 🚂' });
    expect(called(out.game.config)).toEqual(['Ann (red)', 'Zoë 🚂 (green)']);
    // Through the table's own reader too, which the kit's chart restores from.
    const read = rolitTable({ t, bot: () => null }).save.read(serialiseGame(named, match));
    expect(read.status === 'ok' && read.game.config.names).toEqual({ R: 'Ann', G: 'Zoë 🚂' });
  });

  it('are not needed: a save from before names loads and its seats keep their colours', () => {
    const old = forged(match, (x) => delete x.config.names, named);
    expect(JSON.parse(old).config).not.toHaveProperty('names');
    const out = parseSave(old);
    if (out.status !== 'ok') throw new Error(JSON.stringify(out));
    expect(out.game.config).not.toHaveProperty('names');
    expect(called(out.game.config)).toEqual(['red', 'green']);
  });

  it('a bot and the solo game are never called by a name, even one written into the save', () => {
    const bots = config({ names: { R: 'Ann', G: 'Mallory' } });
    const out = parseSave(serialiseGame(bots, match));
    if (out.status !== 'ok') throw new Error(JSON.stringify(out));
    expect(called(out.game.config)).toEqual(['Ann (red)', 'green']);
    expect(givenName({ ...named, mode: 'solo' }, 'R')).toBe('');
  });

  it('a forged name (too long, not text, for a colour not at the table, or a list) refuses the save, saying which field, and keeps its text', () => {
    const names = (v: unknown) => forged(match, (x) => (x.config.names = v), named);
    expectRefused(names({ R: 'Ann', G: 'x'.repeat(MAX_SEAT_NAME + 1) }), /^config\.names\.G is not a name of at most 24 characters$/);
    expectRefused(names({ R: 7 }), /^config\.names\.R is not a name of at most 24 characters$/);
    expectRefused(names({ R: ['Ann'] }), /^config\.names\.R is not a name/);
    expectRefused(names({ B: 'Bob' }), /^config\.names has a name for "B", which is not a colour at this table$/);
    expectRefused(names(['Ann', 'Zoë']), /^config\.names is not a list of names by colour$/);
    expectRefused(names('Ann'), /^config\.names is not a list of names by colour$/);
    // A key JSON makes an own property, not the object's prototype.
    const proto = serialiseGame(named, match).replace('"names":{', '"names":{"__proto__":"Eve",');
    expect(JSON.parse(proto).config.names).toHaveProperty('__proto__');
    expectRefused(proto, /^config\.names has a name for "__proto__"/);
    // Through the table: the kit's chart keeps a refused save's text to offer as a file.
    const bad = names({ R: 'x'.repeat(500) });
    expect(rolitTable({ t, bot: () => null }).save.read(bad)).toMatchObject({ status: 'invalid', reason: 'corrupt', detail: 'config.names.R is not a name of at most 24 characters', text: bad });
  });

  it('hidden characters and odd spacing are dropped, markup stays text, an empty name leaves the seat to its colour', () => {
    const out = parseSave(forged(match, (x) => (x.config.names = { R: '\u202eAnn\u0000', G: ' <b>Bo \n b</b> ' }), named));
    if (out.status !== 'ok') throw new Error(JSON.stringify(out));
    expect(out.game.config.names).toEqual({ R: 'Ann', G: '<b>Bo b</b>' });
    const empty = parseSave(forged(match, (x) => (x.config.names = { R: '  ', G: '\u200b' }), named));
    if (empty.status !== 'ok') throw new Error(JSON.stringify(empty));
    expect(called(empty.game.config)).toEqual(['red', 'green']);
  });
});

describe('named seats in a shared Rolit position', () => {
  const match = play(newMatch({ players: 2, size: 6, seed: 7, rounds: 2 }), 6).context;
  const named = config({ mode: 'hotseat', seats: { R: 'human', G: 'human' }, names: { R: 'Ann' } });
  const tables = { en: rolitTable({ t: pick('en', 'rop.', 'ro.', 'table.'), bot: () => null }), nl: rolitTable({ t: pick('nl', 'rop.', 'ro.', 'table.'), bot: () => null }) };

  it('travel beside the contract position, which the runner still accepts, and the table opens them', async () => {
    const { positionDoc } = await import('../../src/play/rolit/rolitShare');
    const doc = positionDoc(match.game, 'shared', namesToShare(named, match.colours));
    expect(doc.names).toEqual({ R: 'Ann' });
    expect(doc.position).toEqual({ board: expect.any(Array), players: ['R', 'G'], current: match.game.current });
    const back = decodeScenario(encodeScenario(doc));
    if (!back.ok) throw new Error(back.error);
    expect(runScenario({ ...back.doc, steps: [{ expect: { current: match.game.current } }] })).toMatchObject({ pass: true });
    const opened = tables.en.fromShared!(back.doc);
    expect(opened.config.names).toEqual({ R: 'Ann' });
    expect(seatCalled(opened.config, 'R', 'red', pick('en', 'rop.'))).toBe('Ann (red)');
    // No names, no field: a link without them opens with the colours, as before.
    const plain = positionDoc(match.game, 'shared', namesToShare(config(), match.colours));
    expect(plain).not.toHaveProperty('names');
    expect(tables.en.fromShared!(plain).config).not.toHaveProperty('names');
    // A bot's seat shares no name.
    expect(namesToShare(config({ names: { R: 'Ann', G: 'Mallory' } }), match.colours)).toEqual({ R: 'Ann' });
  });

  it('a hand-edited link with a bad name is refused in the page\'s words', async () => {
    const { positionDoc } = await import('../../src/play/rolit/rolitShare');
    const doc = positionDoc(match.game, 'shared');
    for (const names of [{ R: 'x'.repeat(MAX_SEAT_NAME + 1) }, { R: 7 }, { B: 'Bea' }, ['Ann'], 'Ann', null]) {
      expect(() => tables.en.fromShared!({ ...doc, names }), JSON.stringify(names)).toThrow('Its player names are damaged: each must be text of at most 24 characters, given for a colour in play.');
      expect(() => tables.nl.fromShared!({ ...doc, names })).toThrow(/^De namen van de spelers erin zijn beschadigd/);
    }
    expect(tables.en.fromShared!({ ...doc, names: { R: ' \u202eAnn ', G: '' } }).config.names).toEqual({ R: 'Ann' });
  });
});

describe('the seed of a new Rolit game', () => {
  const table = rolitTable({ t: pick('en', 'rop.', 'ro.', 'table.'), bot: () => null });

  it('is a new roll when the form leaves it empty, as at the other tables, and kept in the game so its save replays the same start', async () => {
    const { defaultForm } = await import('../../src/play/rolit/startForm');
    expect(defaultForm().seed).toBe('');
    const form = { ...defaultForm(), mode: 'hotseat' as const };
    const seeds = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const game = table.newGame(form);
      expect(game.config.seed).toMatch(/^\d+$/);
      seeds.add(game.config.seed);
      // The same seed gives the same start: who begins, drawn from it.
      expect(table.newGame({ ...form, seed: game.config.seed }).snap.context).toEqual(game.snap.context);
    }
    expect(seeds.size, 'eight empty-seed games drew one seed').toBeGreaterThan(1);
    // A seed the reader typed is kept as typed.
    expect(table.newGame({ ...form, seed: '42' }).config.seed).toBe('42');
  });
});
