/**
 * Issue 12, Rolit: every example is labelled with the edition it really plays
 * by (under every edition the reader can choose), its position can arise in a
 * real game or says it was built for the example, its title names a ruling in
 * words a learner reads, and the position editors of the checker write files
 * the runner accepts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { examplePlay, seatsFit, underEdition, unreachable } from '../../src/play/rolit/exampleEdition';
import { editionLabel } from '../../src/components/rolit/RolitScenario';
import { paint, resize, rolitDocFromModel, rolitModelFromDoc, seat, startModel } from '../../src/play/rolit/rolitPositionModel';
import { steamDocFromModel, steamModelFromDoc, steamStartModel } from '../../src/play/steam-rollers/steamPositionModel';
import { pick } from '../../src/components/i18n';
import { boardFromRows, startBoard } from '../../src/machines/rolit/rules/board';
import { EDITION_IDS, coloursFor } from '../../src/machines/rolit/rules/editions';
import { refusalText } from '../../src/machines/rolit/rules/refusal';
import { explainNextRound, newMatch } from '../../src/machines/rolit/rules/match';
import { applyMatchEvent } from '../../src/machines/rolit/rules/match';
import { legalPlacements } from '../../src/machines/rolit/rules/play';
import { storyWith } from '../../src/scenario/frames';
import { rolitAdapter, type RolitSnapshot } from '../../src/scenario/rolit';
import { runScenario } from '../../src/scenario/run';
import type { BoardSize, Colour, EditionId } from '../../src/machines/rolit/rules/types';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'src/content/scenarios/rolit');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, any>;

describe('Rolit examples and editions (issue 12 #25)', () => {
  it('every example under every edition: the label names the edition whose rules and seating the play follows', () => {
    for (const lang of ['en', 'nl'] as const) {
      const t = pick(lang, 'ro.');
      for (const f of files) {
        const doc = read(f);
        for (const chosen of EDITION_IDS) {
          const play = examplePlay(doc, chosen);
          const played = underEdition(doc, play.edition) as { options?: { edition?: string } };
          expect(played.options?.edition, `${f} under ${chosen}`).toBe(play.edition);
          const story = storyWith<RolitSnapshot>(played, lang, { rolit: rolitAdapter });
          expect(story.ok, `${f} under ${chosen}: ${story.error}`).toBe(true);
          // What the reader sees played: the edition of the game, and the turn order of its players.
          const game = story.frames[0]!.state.context.game;
          expect(game.edition, `${f} under ${chosen}`).toBe(play.edition);
          const n = game.players.length as 2 | 3 | 4;
          if (Array.isArray(doc.position.players)) expect(seatsFit(game.players, play.edition), `${f}: ${game.players.join('')} is no ${play.edition} seating`).toBe(true);
          else if (doc.position.players !== 'solo') expect(game.players).toEqual(coloursFor(n, play.edition, doc.position.colourChoice ?? 0));
          // The label: the chosen edition when it is followed, otherwise the one played and why.
          const label = editionLabel(doc, chosen, t);
          const name = t[`ro.story.editionName.${play.edition}`]!;
          const noun = (id: EditionId) => t[`ro.story.editionNoun.${id}`]!;
          if (play.reason === 'pinned') expect(label).toContain(noun(play.edition));
          else expect(label, `${f} under ${chosen}`).toContain(name);
          if (play.reason === 'seats') {
            expect(play.edition).not.toBe(chosen);
            expect(label).toContain(noun(chosen));
            expect(seatsFit(game.players, chosen)).toBe(false);
          }
          if (play.reason === 'chosen') expect(play.edition).toBe(chosen);
        }
      }
    }
  });

  it('the three-player example under the Spanish edition says it plays by the standard rules', () => {
    const doc = read('b3-15a-three-players-skip-blue.json');
    const play = examplePlay(doc, 'es');
    expect(play).toMatchObject({ edition: 'standard', reason: 'seats', chosenSeats: ['R', 'B', 'G'] });
    const label = editionLabel(doc, 'es', pick('en', 'ro.'));
    expect(label).toMatch(/standard edition’s rules: the Spanish edition seats 3 players as red, blue, green/);
    // A four-player example keeps the standard order under Spanish rules too, and says so.
    expect(examplePlay(read('b3-13-first-move-must-capture.json'), 'es')).toMatchObject({ edition: 'standard', reason: 'seats' });
    // Two players, red against green, sit so in every edition: the choice is followed.
    expect(examplePlay(read('b3-16-illegal-move-changes-nothing.json'), 'es')).toMatchObject({ edition: 'es', reason: 'chosen' });
  });
});

describe('Rolit example positions (issue 12 #31, #30)', () => {
  it('every position a real game can reach, or the file says it was built for the example', () => {
    let built = 0;
    for (const f of files) {
      const doc = read(f);
      const pos = doc.position;
      if (!Array.isArray(pos.board)) continue;
      const size = (doc.options?.size ?? 8) as BoardSize;
      const problem = unreachable(boardFromRows(pos.board, size), size, pos.players, doc.options?.adjacency ?? 8);
      if (problem) {
        built++;
        expect(doc.constructed?.en, `${f}: ${JSON.stringify(problem)}`).toMatch(/built for the example/);
        expect(doc.constructed?.nl, f).toMatch(/gebouwd voor het voorbeeld/);
      }
    }
    expect(built).toBeLessThanOrEqual(3);
    for (const f of ['b3-06-mandatory-capture-free-choice.json', 'b3-07-colour-disappeared.json', 'b3-08-no-capture-anywhere.json']) {
      const doc = read(f);
      expect(unreachable(boardFromRows(doc.position.board, 8), 8, doc.position.players), f).toBeNull();
    }
  });

  it('finds what no real game has: start balls gone, a ball apart, a colour nobody plays placed', () => {
    const cells = startBoard(8);
    expect(unreachable(cells, 8, ['R', 'G'])).toBeNull();
    const gone = cells.slice();
    gone[27] = '.';
    expect(unreachable(gone, 8, ['R', 'G'])).toMatchObject({ kind: 'start' });
    const apart = cells.slice();
    apart[0] = 'R';
    expect(unreachable(apart, 8, ['R', 'G'])).toEqual({ kind: 'apart', squares: ['a1'] });
    const stray = cells.slice();
    stray[26] = 'Y';
    expect(unreachable(stray, 8, ['R', 'G'])).toEqual({ kind: 'unused', colour: 'Y', squares: ['c4'] });
  });

  it('ruling 7 plays red against green, as its text says', () => {
    const doc = read('b3-07-colour-disappeared.json');
    expect(doc.position.players).toEqual(['R', 'G']);
    expect(JSON.stringify(doc.steps)).not.toMatch(/yellow c3|Yellow has/);
    expect(runScenario(doc).pass).toBe(true);
  });

  it('titles name a ruling in words ("Ruling 15", "Uitspraak 15"), never "B.3 #15"', () => {
    for (const f of files) {
      const doc = read(f);
      expect(doc.title.en, f).not.toMatch(/B\.3/);
      expect(doc.title.nl, f).not.toMatch(/B\.3/);
      if (doc.ruling) {
        const n = /^B\.3 #(\d+)$/.exec(doc.ruling)?.[1];
        expect(doc.title.en.startsWith(`Ruling ${n}`), f).toBe(true);
        expect(doc.title.nl.startsWith(`Uitspraak ${n}`), f).toBe(true);
      }
    }
  });

  it('the rulings pages list the rulings in number order', () => {
    for (const page of ['src/content/docs/rolit/rulings.mdx', 'src/content/docs/nl/rolit/rulings.mdx']) {
      const ids = [...readFileSync(join(root, page), 'utf8').matchAll(/id="ruling-(\d+)"/g)].map((m) => Number(m[1]));
      expect(ids, page).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    }
  });
});

describe('Rolit wording (issue 12 #30)', () => {
  it('counts rounds with the plural slot, in both languages', () => {
    let m = newMatch({ players: 2, size: 4, rounds: 1 });
    while (m.game.phase === 'play') {
      const out = applyMatchEvent(m, { type: 'ball.place', square: legalPlacements(m.game)[0]! });
      if (!out.ok) throw new Error(out.refusal.message);
      m = out.state;
    }
    const refusal = explainNextRound(m)!;
    expect(refusal.message).toBe('RO13: the match is over: its 1 round has been played');
    expect(refusalText({ ...refusal, vars: { rounds: 3 } }, pick('en', 'ro.'))).toContain('its 3 rounds have been played');
    expect(refusalText(refusal, pick('nl', 'ro.'))).toContain('de 1 ronde is gespeeld');
    expect(refusal.message).not.toMatch(/\(s\)/);
  });
});

describe('position editors in the checker (issue 12 #23)', () => {
  it('the Rolit editor writes a file the runner accepts, and reads every site file back the same way', () => {
    const built = rolitDocFromModel(startModel());
    expect(built.ok && runScenario(built.doc).pass).toBe(true);
    for (const f of files) {
      const doc = read(f);
      const m = rolitModelFromDoc(doc);
      expect(m, f).not.toBeNull();
      if (!Array.isArray(doc.position.board)) continue;
      const again = rolitDocFromModel(m!);
      expect(again.ok && runScenario(again.doc).pass, f).toBe(runScenario(doc).pass);
      expect(again.ok && (again.doc.position as { board: string[] }).board).toEqual(doc.position.board);
    }
  });

  it('puts balls, seats players by the edition, keeps the centre when the board shrinks, and plays what it wrote', () => {
    let m = startModel(8, 'standard');
    m = seat(m, 3, 0, 'es');
    expect(m.players).toEqual(['R', 'B', 'G']);
    m = paint(m, 2 * 8 + 2, 'R'); // c3
    const six = resize(m, 6);
    expect(six.cells).toEqual(boardFromRows(['......', '......', '..BG..', '..RY..', '.R....', '......'], 6));
    const doc = rolitDocFromModel({ ...six, current: 'R' as Colour, steps: '[{"place": "e3"}]' });
    expect(doc.ok).toBe(true);
    const result = runScenario((doc as { doc: unknown }).doc);
    expect(result.pass, result.reason).toBe(true);
    expect(rolitDocFromModel({ ...m, steps: '[' })).toMatchObject({ ok: false });
  });

  it('the Steam Rollers editor sets up a game the runner accepts, and reads a file back', () => {
    const doc = steamDocFromModel({ ...steamStartModel(), players: 4, start: null, difficulty: 'medium', chart: 2, sides: ['a', 'b', 'a', 'b', 'a', 'b'] });
    expect(doc.ok).toBe(true);
    const result = runScenario((doc as { doc: unknown }).doc);
    expect(result.pass, result.reason).toBe(true);
    const back = steamModelFromDoc((doc as { doc: unknown }).doc);
    expect(back).toMatchObject({ players: 4, start: null, difficulty: 'medium', chart: 2, sides: ['a', 'b', 'a', 'b', 'a', 'b'] });
  });
});
