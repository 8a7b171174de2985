// @vitest-environment happy-dom
/**
 * The checker's Steam Rollers position editor (issue 32, item 2): every kind of field a position holds is set
 * through the editor as a reader sets it (the map's hexes with the table's track chooser and keys, engine boxes,
 * deliveries, names, cubes, cards, dice, phase and seats), and each time the file written and the runner's verdict
 * are read back; a position no game reaches is refused with the loader's own message, shown beside the part it
 * names; every site file with a whole table goes file → editor → file and loads as the same table.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { pick } from '../../src/components/i18n';
import { SteamPositionEditor } from '../../src/components/steam-rollers/SteamPositionEditor';
import { sampleModel } from '../../src/play/steam-rollers/editorSample';
import { looseTable } from '../../src/play/steam-rollers/steamLooseRead';
import { dealtTable, setCubes, steamDocFromModel, steamModelFromDoc, steamStartModel, zoneOf } from '../../src/play/steam-rollers/steamPositionModel';
import { colourOfCity } from '../../src/machines/steam-rollers/rules/map';
import type { DrawnTrack } from '../../src/machines/steam-rollers/rules/tracks';
import { runWith } from '../../src/scenario/runCore';
import { steamRollersAdapter, viewState } from '../../src/scenario/steam-rollers';
import { button, choose, click, flush, mount, testid, typeInto, unmountAfterEach, until } from './host';

unmountAfterEach();

const t = pick('en', 'chk.', 'sr.', 'err.', 'limit.', 'link.');
const run = (doc: Record<string, unknown>) => runWith(doc, { 'steam-rollers': steamRollersAdapter });
const DIR = join(__dirname, '..', '..', 'src', 'content', 'scenarios', 'steam-rollers');
const siteFiles = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => [f, JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Record<string, unknown>] as const);
const tables = siteFiles.filter(([, d]) => Array.isArray((d.position as Record<string, unknown>).players));
/** The table a file's position loads as (its steps left out): what the loader builds, as the runner shows it. */
const loaded = (doc: Record<string, unknown>) => {
  const r = steamRollersAdapter.load((doc.options ?? {}) as Record<string, unknown>, doc.position as Record<string, unknown>);
  return viewState(r.snapshot.context, r.names);
};

/** Each sheet's tracks as the loader reads the file. */
const tracksOf = (doc: Record<string, unknown>) =>
  steamRollersAdapter.load((doc.options ?? {}) as Record<string, unknown>, doc.position as Record<string, unknown>).snapshot.context.players.map((p) => p.tracks);

describe('the Steam Rollers position model', () => {
  it(`reads every site file with a whole table (${tables.length}) and writes it back as the same table`, () => {
    expect(tables.length).toBeGreaterThan(20);
    for (const [name, doc] of tables) {
      const m = steamModelFromDoc(doc);
      expect(m?.table, name).toBeTruthy();
      const built = steamDocFromModel(m!);
      if (!built.ok) throw new Error(name);
      expect(loaded(built.doc), name).toEqual(loaded(doc));
      expect(built.doc.steps, name).toEqual(doc.steps);
      // And written once more, word for word the same file.
      const again = steamDocFromModel(steamModelFromDoc(built.doc)!);
      expect(again.ok && again.doc, name).toEqual(built.doc);
      // The lenient reader (for a file the loader refuses) reads all of what the editor writes.
      expect(looseTable(built.doc.position as Record<string, unknown>), name).toEqual(m!.table);
    }
  });

  it('opens a refused table with every track the format can write (by shape, by what it joins, in lines, as a fill) as the loader reads them', () => {
    const ways = new Set<string>();
    // Each site file with a whole table, and each written again with its lines as tracks by what they join.
    const asJoins = (doc: Record<string, unknown>) => {
      const position = structuredClone(doc.position) as { players: Record<string, unknown>[] };
      for (const sheet of position.players) {
        const lines = (sheet.lines ?? []) as string[][];
        delete sheet.lines;
        sheet.tracks = [...((sheet.tracks ?? []) as unknown[]), ...lines.flatMap((line) => line.slice(1, -1).map((hex, i) => ({ hex, joins: [line[i], line[i + 2]] })))];
      }
      return { ...doc, position };
    };
    const files = tables.flatMap(([name, file]) => [[name, file], [`${name} (lines as joins)`, asJoins(file)]] as const);
    for (const [name, file] of files) {
      const sheets = (file.position as { players: Record<string, unknown>[] }).players;
      for (const sheet of sheets) for (const way of ['lines', 'fill']) if (sheet[way] !== undefined) ways.add(way);
      if (JSON.stringify(sheets).includes('"joins"')) ways.add('joins');
      // The file with a seat past the table's: the loader refuses it, and the editor reads it leniently.
      const refused = { ...file, position: { ...(file.position as Record<string, unknown>), current: 9 } };
      expect(run(refused).pass, name).toBe(false);
      expect(looseTable(refused.position)!.sheets.map((sh) => sh.tracks), name).toEqual(tracksOf(file));
    }
    expect([...ways].sort(), 'tracks written in every way').toEqual(['fill', 'joins', 'lines']);
  });

  it('leaves out of a refused table only the tracks no reader can read, and keeps a hex drawn twice as first drawn', () => {
    const [, file] = tables.find(([n]) => n.startsWith('c5-18'))!;
    const [[hexA, trackA], [hexB]] = Object.entries(tracksOf(file)[0]!) as [string, DrawnTrack][];
    const position = {
      ...(file.position as Record<string, unknown>),
      players: [
        {
          tracks: [
            { hex: hexA, track: trackA.type, rotation: trackA.rotation, note: 'a key the loader refuses' },
            { hex: hexA, track: 'sharp', rotation: (trackA.rotation + 1) % 6 },
            { hex: hexB, joins: ['no such hex', hexB] },
            { hex: 'nowhere', track: 'wide', rotation: 0 },
            'not a track',
          ],
          lines: [['city 1', 'not a hex', 'city 3'], 7],
          fill: 'not a track',
        },
        {},
      ],
    };
    expect(looseTable(position)!.sheets.map((sh) => sh.tracks)).toEqual([{ [hexA]: trackA }, {}]);
  });

  it('opens a table the loader refuses as far as it can be read, and the runner refuses it again with the same reason', () => {
    const [, file] = tables.find(([n]) => n.startsWith('c5-18'))!;
    // The file as the editor writes it (its lines drawn out as tracks), with one cube too many on city 1.
    const written = steamDocFromModel(steamModelFromDoc(file)!);
    if (!written.ok) throw new Error('not built');
    const doc = written.doc as Record<string, any>;
    const colour = (['yellow', 'red', 'purple', 'blue', 'grey'] as const).find((c) => c !== colourOfCity(1))!;
    const broken = { ...doc, position: { ...doc.position, supply: { ...doc.position.supply, 1: [...doc.position.supply['1'], colour] } } };
    const refused = run(broken);
    expect(refused.pass).toBe(false);
    expect(zoneOf(refused.reason!)).toEqual({ kind: 'cubes' });
    const m = steamModelFromDoc(broken)!;
    expect(m.table?.sheets.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    const built = steamDocFromModel(m);
    if (!built.ok) throw new Error('not built');
    expect(run(built.doc).reason).toBe(refused.reason);
    // Taken off again in the editor, the table is the file's own.
    const fixed = steamDocFromModel(setCubes(m, 1, colour, m.table!.supply[1]!.filter((c) => c === colour).length - 1));
    if (!fixed.ok) throw new Error('not built');
    expect(loaded(fixed.doc)).toEqual(loaded(file));
  });

  it('lays a new game out as its whole table, the same table the settings deal', () => {
    const m = { ...steamStartModel(), players: 4, seed: '9', difficulty: 'medium' as const };
    const dealt = dealtTable(m)!;
    expect(dealt.table?.sheets).toHaveLength(4);
    expect(dealt.chart).not.toBeNull();
    const a = steamDocFromModel(m);
    const b = steamDocFromModel(dealt);
    if (!a.ok || !b.ok) throw new Error('not built');
    // The same table; only the log differs (a dealt game says how it was dealt, a laid-out table starts without one).
    expect({ ...loaded(b.doc), lastLog: null }).toEqual({ ...loaded(a.doc), lastLog: null });
    expect(loaded(b.doc).lastLog).toBeNull();
  });

  it('the sample game in progress is a table the runner accepts, with something in every part', () => {
    const m = sampleModel('sample');
    const built = steamDocFromModel(m);
    if (!built.ok) throw new Error('not built');
    expect(run(built.doc)).toMatchObject({ pass: true });
    const tb = m.table!;
    expect(tb.round).toBeGreaterThan(5);
    expect(tb.sheets.every((s) => Object.keys(s.tracks).length > 2 && s.engine.length > 0)).toBe(true);
    expect(tb.sheets.some((s) => s.points.length > 0)).toBe(true);
    expect(tb.white.some((d) => d.spent)).toBe(true);
  });

  it('places a refusal by the field its message names, and nowhere for a step', () => {
    expect(zoneOf('position.players[2].points[0]: 3 points, but …')).toEqual({ kind: 'sheet', seat: 2, part: 'points' });
    expect(zoneOf('position.players[0]: unknown field "x"')).toEqual({ kind: 'sheet', seat: 0, part: null });
    expect(zoneOf('position.supply.3: a red cube cannot lie on city 3')).toEqual({ kind: 'cubes' });
    expect(zoneOf('position: 19 cubes on the supply board, 2 removed at setup and 0 delivered make 21, but …')).toEqual({ kind: 'cubes' });
    expect(zoneOf('position: 11 red cubes are on the board, removed or delivered, but …')).toEqual({ kind: 'cubes' });
    expect(zoneOf('position.cards: card 2 is listed twice')).toEqual({ kind: 'cards', item: null });
    expect(zoneOf('position.cards.3b: a card in the centre lies upright')).toEqual({ kind: 'cards', item: 2 });
    expect(zoneOf('position.dice.white[0]: seat 1 has had its turn')).toEqual({ kind: 'dice', item: 0 });
    expect(zoneOf('position.dice: no white die is left to draft')).toEqual({ kind: 'dice', item: null });
    expect(zoneOf('position.current: before the roll …')).toEqual({ kind: 'turn' });
    expect(zoneOf('options.chart: a medium game names its chart')).toEqual({ kind: 'settings' });
    expect(zoneOf('position: some invariant')).toEqual({ kind: 'table' });
    expect(zoneOf('step 0 (roll): refused: …')).toBeNull();
    // The cubes message of the loader itself lands in the cubes zone.
    const m = setCubes(dealtTable(steamStartModel())!, 1, 'red', 5);
    const built = steamDocFromModel(m);
    if (!built.ok) throw new Error('not built');
    const r = run(built.doc);
    expect(r.pass).toBe(false);
    expect(zoneOf(r.reason!)).toEqual({ kind: 'cubes' });
  });
});

describe('the Steam Rollers position editor', () => {
  const noop = () => {};
  const share = () => Promise.resolve('');
  const json = (el: HTMLElement) => JSON.parse(el.querySelector<HTMLTextAreaElement>('#chk-sr-json')!.value) as Record<string, any>;
  const verdict = (el: HTMLElement) => testid(el, 'chk-sr-verdict')!.textContent ?? '';
  const hex = (el: HTMLElement, key: string) => el.querySelector<SVGGElement>(`.chk-sr-map g[role="button"][data-hex="${key}"]`)!;
  const key = async (target: Element, k: string, init: KeyboardEventInit = {}) => {
    await act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init })));
    await flush();
  };
  const check = async (el: HTMLElement, label: string, on: boolean) => {
    const box = [...el.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))!.querySelector<HTMLInputElement>('input')!;
    await act(async () => {
      box.checked = on;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  const setNumber = async (input: HTMLInputElement, v: number) => {
    await act(async () => {
      input.value = String(v);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  const wholeTable = async () => {
    const el = mount(SteamPositionEditor, { t, lang: 'en', fileDoc: undefined, onCheck: noop, onShare: share });
    await click(button(el, 'Edit the whole table'));
    expect(el.querySelector('.chk-sr-sheet')).toBeTruthy();
    expect(verdict(el)).toContain('PASS');
    return el;
  };

  it('draws, turns and rubs out tracks on each sheet, with the mouse and the keys; a city is refused with the loader’s message', async () => {
    const el = await wholeTable();
    expect(json(el).position.players).toHaveLength(3);
    // Player 2's sheet: choose a hex, turn to the next shape, draw it.
    await act(async () => {
      const r = [...el.querySelectorAll<HTMLInputElement>('input[name="chk-sr-seat"]')][1]!;
      r.checked = true;
      r.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(hex(el, '3,2'));
    expect(testid(el, 'srp-draw')?.textContent).toContain('(1 of 15)');
    await click(button(el, /^Next track/));
    await click(testid(el, 'srp-draw-confirm'));
    expect(json(el).position.players[1].tracks).toEqual([{ hex: '3,2', track: 'sharp', rotation: 1 }]);
    expect(json(el).position.players[0].tracks).toEqual([]);
    expect(verdict(el)).toContain('PASS');
    // The keys: Enter chooses the focused hex, R turns, Shift+R back, Enter draws.
    const g = hex(el, '5,2');
    act(() => g.focus());
    await key(g, 'Enter');
    await key(hex(el, '5,2'), 'r');
    await key(hex(el, '5,2'), 'r');
    await key(hex(el, '5,2'), 'R', { shiftKey: true });
    await key(hex(el, '5,2'), 'Enter');
    expect(json(el).position.players[1].tracks).toContainEqual({ hex: '5,2', track: 'sharp', rotation: 1 });
    // A city hex takes a track in the editor; the runner refuses it, and its message stands by the sheet.
    const city = el.querySelector<SVGGElement>('.chk-sr-map g[role="button"][aria-label*="city 1"]')!;
    const cityKey = city.getAttribute('data-hex')!;
    await click(city);
    await click(testid(el, 'srp-draw-confirm'));
    expect(verdict(el)).toContain('FAIL');
    const refusal = testid(el, 'chk-sr-sheet-error')!.textContent!;
    expect(refusal).toContain(`position.players[1].tracks`);
    expect(refusal).toContain('cities are never drawn in (B4)');
    expect(verdict(el)).toContain('cities are never drawn in (B4)');
    expect(refusal).toContain('sheet of Player 2');
    // Under the map it is about, before the track chooser.
    expect(testid(el, 'chk-sr-sheet-error')!.previousElementSibling?.classList.contains('chk-sr-map')).toBe(true);
    // Rubbed out with Delete on the chosen hex: accepted again.
    await key(hex(el, cityKey), 'Delete');
    expect(json(el).position.players[1].tracks).toHaveLength(2);
    expect(testid(el, 'chk-sr-sheet-error')).toBeNull();
    expect(verdict(el)).toContain('PASS');
    // And the rub-out button.
    await click(hex(el, '3,2'));
    await click(testid(el, 'chk-sr-rubout'));
    expect(json(el).position.players[1].tracks).toEqual([{ hex: '5,2', track: 'sharp', rotation: 1 }]);
    // Delete acts on the hex the keys are on, chosen or not; on an empty hex it rubs out nothing.
    await key(hex(el, '3,2'), 'Delete');
    expect(json(el).position.players[1].tracks).toHaveLength(1);
    await key(hex(el, '5,2'), 'Delete');
    expect(json(el).position.players[1].tracks).toEqual([]);
  });

  it('sets names, engine boxes and deliveries; a delivery no track could carry is refused beside the sheet', async () => {
    const el = await wholeTable();
    typeInto(el, 'Name of Player 1', 'Ann');
    await check(el, 'box 2', true);
    await check(el, 'box 5', true);
    expect(json(el).position.players[0]).toMatchObject({ name: 'Ann', engine: [2, 5], points: [] });
    expect(verdict(el)).toContain('PASS');
    await click(button(el, 'Add a delivery'));
    await setNumber(el.querySelector<HTMLInputElement>('#chk-sr-point-0')!, 3);
    expect(json(el).position.players[0].points).toEqual([3]);
    expect(verdict(el)).toContain('FAIL');
    // The sheets tick one delivery, no cube is delivered: the loader's first complaint, about the cubes.
    expect(testid(el, 'chk-sr-cubes-error')?.textContent).toContain('position.delivered lists 0 cubes, but the sheets tick 1 deliveries');
    // A cube moved from a city to the delivered ones: the cubes add up, and the sheet has no line to have carried it.
    const from = Object.entries(json(el).position.supply as Record<string, string[]>).find(([, cubes]) => cubes.length > 0)!;
    const colour = from[1][0]!;
    const cell = (place: string) => el.querySelector<HTMLInputElement>(`input[data-place="${place}"][data-colour="${colour}"]`)!;
    await setNumber(cell(from[0]), Number(cell(from[0]).value) - 1);
    await setNumber(cell('delivered'), 1);
    expect(testid(el, 'chk-sr-cubes-error')).toBeNull();
    expect(testid(el, 'chk-sr-sheet-error')?.textContent).toContain('position.players[0].points: 1 delivery, but this sheet has no open connection between two cities to carry a cube along (D3)');
    // Beside the deliveries it is about.
    expect(testid(el, 'chk-sr-sheet-error')!.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Deliveries of Player 1 (Ann)');
    // On another sheet shown, it stands under the sheets and says whose sheet it is about.
    await act(async () => {
      const r = [...el.querySelectorAll<HTMLInputElement>('input[name="chk-sr-seat"]')][2]!;
      r.checked = true;
      r.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(testid(el, 'chk-sr-sheet-error')!.closest('fieldset')?.classList.contains('chk-sr-sheet')).toBe(true);
    expect(testid(el, 'chk-sr-sheet-error')?.textContent).toMatch(/^The runner refuses the sheet of Player 1 \(Ann\):/);
    await act(async () => {
      const r = [...el.querySelectorAll<HTMLInputElement>('input[name="chk-sr-seat"]')][0]!;
      r.checked = true;
      r.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(button(el, 'Remove delivery 1'));
    expect(json(el).position.players[0].points).toEqual([]);
    expect(testid(el, 'chk-sr-sheet-error')).toBeNull();
    expect(testid(el, 'chk-sr-cubes-error')?.textContent).toContain('position.delivered lists 1 cubes, but the sheets tick 0 deliveries');
  });

  it('counts cubes on the supply board, put aside and delivered; a 51st cube is refused beside the cubes', async () => {
    const el = await wholeTable();
    const doc = json(el);
    const cell = (place: string, colour: string) => el.querySelector<HTMLInputElement>(`input[data-place="${place}"][data-colour="${colour}"]`)!;
    const before = doc.position.supply['2'].length;
    expect(cell('2', 'yellow').getAttribute('aria-label')).toMatch(/^City 2 \(.+\): yellow cubes$/);
    await setNumber(cell('2', 'grey'), Number(cell('2', 'grey').value) + 1);
    expect(json(el).position.supply['2']).toHaveLength(before + 1);
    expect(verdict(el)).toContain('FAIL');
    expect(testid(el, 'chk-sr-cubes-error')?.textContent).toMatch(/make \d+, but a 3-player game draws \(3 \+ 2\) × 6 = 30 cubes/);
    // Moved to the delivered cubes instead of added: the sheets then tick too few deliveries.
    await setNumber(cell('2', 'grey'), Number(cell('2', 'grey').value) - 1);
    expect(verdict(el)).toContain('PASS');
    await setNumber(cell('delivered', 'blue'), 1);
    expect(json(el).position.delivered).toEqual(['blue']);
    expect(testid(el, 'chk-sr-cubes-error')?.textContent).toContain('position.delivered lists 1 cubes');
  });

  it('sets each card’s side, place and sideways, the dice, the phase, the player to move, the start player and the round', async () => {
    const el = await wholeTable();
    choose(el, 'Card 3: side up', 'b');
    choose(el, 'Card 3: lies', '0');
    await check(el, 'card 3 turned sideways', true);
    expect(Object.entries(json(el).position.cards)[2]).toEqual(['3b', { holder: 0, sideways: true }]);
    expect(verdict(el)).toContain('PASS');
    await setNumber([...el.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Round'))!.querySelector('input')!, 4);
    expect(json(el).position.round).toBe(4);
    // Before the roll it is the start player's turn: another player to move is refused beside the turn.
    const start = json(el).position.start as number;
    choose(el, 'Player to move', String((start + 1) % 3));
    expect(testid(el, 'chk-sr-turn-error')?.textContent).toContain('position.current: before the roll');
    choose(el, 'Player to move', String(start));
    // The draft: the dice are on the table; the first die taken by the player to move means the action.
    choose(el, 'Phase', 'draft');
    expect(json(el).position.dice.white).toHaveLength(4);
    expect(verdict(el)).toContain('PASS');
    // A die held by a seat whose turn is still to come: refused beside that die's row (only card 2b hands one over).
    choose(el, 'White die 2: taken by', String((start + 1) % 3));
    const dieError = testid(el, 'chk-sr-dice-error')!;
    expect(dieError.textContent).toContain('position.dice.white[1]: seat');
    expect(dieError.textContent).toContain('which only card 2b can give (SC3)');
    expect(dieError.previousElementSibling?.textContent).toContain('White die 2: taken by');
    choose(el, 'White die 2: taken by', 'free');
    expect(verdict(el)).toContain('PASS');
    choose(el, 'White die 1', '5');
    choose(el, 'Black die', '2');
    choose(el, 'White die 1: taken by', String(start));
    expect(testid(el, 'chk-sr-turn-error')?.textContent).toContain('position.phase: "draft", but seat');
    choose(el, 'Phase', 'action');
    expect(json(el).position).toMatchObject({ phase: 'action', current: start, dice: { white: [{ value: 5, by: start, spent: false }, {}, {}, {}], black: 2 } });
    expect(verdict(el)).toContain('PASS');
    await check(el, 'die 1 used for an action', true);
    expect(testid(el, 'chk-sr-turn-error')?.textContent).toContain('position.phase: "action" needs the current seat');
    // The start player chosen apart from the one to move, in the first seat's turn: the dice say who has played.
    choose(el, 'Start player', String((start + 1) % 3));
    expect(json(el).position.start).toBe((start + 1) % 3);
    expect(verdict(el)).toContain('FAIL');
  });

  it('changes the players and the settings of a whole table', async () => {
    const el = await wholeTable();
    choose(el, 'Players', '5');
    expect(json(el).position.players).toHaveLength(5);
    // Five players take seven cubes a city: the dealt three-player supply no longer adds up, and the runner says so.
    expect(testid(el, 'chk-sr-cubes-error')?.textContent).toContain('a 5-player game draws (5 + 2) × 6 = 42 cubes');
    choose(el, 'Players', '3');
    expect(verdict(el)).toContain('PASS');
    choose(el, 'Difficulty', 'hard');
    expect(json(el).options).toMatchObject({ difficulty: 'hard', chart: 1 });
    await check(el, 'Card 2a: both dice', true);
    expect(json(el).options.rules).toEqual({ card2a: 'together' });
    expect(verdict(el)).toContain('PASS');
  });

  it('starts from the checker’s file, from a new game and from a game in progress', async () => {
    const [name, doc] = tables.find(([n]) => n.startsWith('c5-08'))!;
    const el = mount(SteamPositionEditor, { t, lang: 'en', fileDoc: doc, onCheck: noop, onShare: share });
    await click(button(el, "the file's position"));
    // File → editor → file: the same table, the same steps, the runner's same verdict.
    expect(loaded(json(el)), name).toEqual(loaded(doc));
    expect(json(el).steps).toEqual(doc.steps);
    expect(verdict(el)).toContain(run(doc).pass ? 'PASS' : 'FAIL');
    await click(button(el, 'a new game'));
    expect(el.querySelector('.chk-sr-sheet')).toBeNull();
    expect(json(el).position).toMatchObject({ players: 3 });
    await click(button(el, 'a game in progress'));
    await until(() => !!el.querySelector('.chk-sr-sheet'));
    expect(json(el).position.round).toBeGreaterThan(5);
    expect(verdict(el)).toContain('PASS');
  });

  it('fetches its game’s words when the page gives only the checker’s, in Dutch too', async () => {
    const nl = pick('nl', 'chk.', 'err.', 'limit.', 'link.');
    const el = mount(SteamPositionEditor, { t: nl, lang: 'nl', fileDoc: undefined, onCheck: noop, onShare: share });
    await until(() => !!button(el, 'Bewerk de hele tafel'));
    await click(button(el, 'Bewerk de hele tafel'));
    expect(el.querySelector('.chk-sr-sheet legend')?.textContent).toBe('Kaartvellen');
    expect(el.textContent).toContain('Nog 20 blokjes in de zak.');
  });
});
