// @vitest-environment happy-dom
/**
 * The coach panel before any move: "explain a move" says what can be explained later in the
 * game's own terms, in the page's language (a Steam Rollers table never offers to explain "a ball
 * placed"), in both languages. Each game's hint says why its best move is best, in a player's terms.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { analyseRollecate, COACH_BUDGET } from '../../src/coach/rollecate';
import { analyseRolit, openingFor, ROLIT_COACH_BUDGET } from '../../src/coach/rolit';
import { analyseSteam, SR_COACH_BUDGET, type SteamReport, type SteamWhy } from '../../src/coach/steam';
import { steamPlanWords } from '../../src/components/coach/steamWhy';
import { plannerMove, strongMove } from '../../src/machines/steam-rollers/bots';
import { applyEvent } from '../../src/machines/steam-rollers/rules/game';
import { legalMoves as steamMoves } from '../../src/machines/steam-rollers/rules/legal';
import type { SteamState } from '../../src/machines/steam-rollers/rules/types';
import CoachPanel from '../../src/components/coach/CoachPanel';
import { chooseMove } from '../../src/machines/rollecate/bots';
import type { Action, GameState } from '../../src/machines/rollecate/rules/types';
import { pick } from '../../src/components/i18n';
import { newMatch } from '../../src/machines/rolit/rules/match';
import { newGame as newRollecate } from '../../src/machines/rollecate/rules/setup';
import { newGame as newSteam } from '../../src/machines/steam-rollers/rules/setup';
import { mount, unmountAfterEach } from './host';
import { play } from '../unit/helpers';

unmountAfterEach();

function must(out: { ok: true; state: SteamState } | { ok: false; refusal: { message: string } }): SteamState {
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}

const none = (game: 'rollecate' | 'rolit' | 'steam-rollers', lang: 'en' | 'nl') => {
  const t = pick(lang, 'coach.');
  const props =
    game === 'rollecate'
      ? { game, state: newRollecate({ variant: 'standard', players: ['Ann', 'Bob'], seed: 1 }) }
      : game === 'rolit'
        ? { game, state: newMatch({ players: 2, seed: 1 }).game }
        : { game, state: newSteam({ players: 2, seed: 1 }), moves: [] };
  const el = mount(CoachPanel, { ...props, t, lang } as never);
  return el.querySelector('.coach-none')?.textContent ?? '';
};

describe('the coach panel before any move', () => {
  it('names each game’s own moves, in English and in Dutch', () => {
    expect(none('rollecate', 'en')).toMatch(/a build, a pass, a discard/);
    expect(none('rolit', 'en')).toMatch(/^No balls placed yet/);
    expect(none('steam-rollers', 'en')).toMatch(/a die taken, a track drawn, a delivery/);
    expect(none('steam-rollers', 'en')).not.toMatch(/ball/);
    expect(none('rollecate', 'en')).not.toMatch(/ball|die taken/);
    expect(none('rollecate', 'nl')).toMatch(/strafkaart afleggen/);
    expect(none('rolit', 'nl')).toMatch(/^Nog geen ballen gelegd/);
    expect(none('steam-rollers', 'nl')).toMatch(/een dobbelsteen nemen/);
    expect(none('steam-rollers', 'nl')).not.toMatch(/bal/);
  });
});

/** The `turn`-th position (from 0) of a seeded two-player game, laid and played by today's bot, where a seat chooses its action. */
function rollecateChoice(seed: number, turn: number): GameState {
  let s = newRollecate({ variant: 'standard', players: ['Ann', 'Bob'], seed });
  for (let seen = 0; !(s.phase === 'action' && seen++ === turn); ) s = play(s, chooseMove(s));
  return s;
}

/** Mounts the panel, asks for a hint and reads the why line under the best move (and the best move itself). */
async function askWhy(props: Record<string, unknown>, prefixes: string[], lang: 'en' | 'nl'): Promise<{ why: string; best: string }> {
  const t = pick(lang, 'coach.', ...prefixes);
  const el = mount(CoachPanel, { ...props, t, lang } as never);
  const show = [...el.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === t['coach.show']);
  expect(show, 'the hint button').toBeTruthy();
  act(() => show!.click());
  await vi.waitFor(() => expect(el.querySelector('.coach-why')).not.toBeNull(), { timeout: 20_000 });
  return { why: el.querySelector('.coach-why')!.textContent ?? '', best: el.querySelector('.coach-best')!.getAttribute('data-coach-best') ?? '' };
}

async function hintWhy(state: GameState, lang: 'en' | 'nl'): Promise<{ why: string; best: Action }> {
  const { why, best } = await askWhy({ game: 'rollecate', state }, [], lang);
  return { why, best: JSON.parse(best) as Action };
}

/** The coach's own report for the position: the numbers the why line must say. */
function weighed(s: GameState) {
  const report = analyseRollecate(s, COACH_BUDGET);
  const best = report.options[report.best]!;
  const pass = report.options.find((o) => o.action.type === 'turn.pass')!;
  const cards = (a: Action) => (a.type === 'turn.build' || a.type === 'chaos.discard' ? a.cards.map((c) => c.card).sort().join() : '');
  const other = report.options
    .filter((o) => o.action.type !== best.action.type || cards(o.action) !== cards(best.action))
    .sort((a, b) => a.value - b.value)[0]!;
  return { best, pass, other };
}

describe('the Rollecate hint says why', () => {
  it('a build: the cards and points it takes out of the hand, what the ride adds to the pile, and the best different choice', async () => {
    const s = rollecateChoice(7, 0);
    const { best, pass, other } = weighed(s);
    expect(best.action.type).toBe('turn.build');
    const en = await hintWhy(s, 'en');
    expect(en.best).toEqual(best.action);
    const n = pass.handCards - best.handCards;
    const points = pass.handPoints - best.handPoints;
    expect(en.why).toMatch(new RegExp(`^It takes ${n} cards? worth ${points} points? out of your hand; the penalty cards are expected to add ${best.penaltyPoints.toFixed(1)} points to your pile \\(`));
    // The same cards turned the other way are not "another choice".
    expect(en.why).toContain(other.regret < 0.05 ? 'comes out about the same' : `comes out ${other.regret.toFixed(1)} points worse`);
    expect(en.why).not.toMatch(/0\.0 points worse/);
    const nl = await hintWhy(s, 'nl');
    expect(nl.why).toMatch(new RegExp(`^Hij haalt ${n} ${n === 1 ? 'kaart van' : 'kaarten van samen'} ${points} punt`));
    expect(nl.why).toMatch(/kans op ontsporen/);
    expect(nl.why).not.toMatch(/penalty|worse/);
  });

  it('a pass whose penalty card combines: the pile loses points, said as a gain, not as a negative cost', async () => {
    const s = rollecateChoice(1, 6);
    const { best } = weighed(s);
    expect(best.action.type).toBe('turn.pass');
    expect(best.penaltyPoints).toBeLessThan(0);
    const en = await hintWhy(s, 'en');
    expect(en.why).toMatch(new RegExp(`^Your hand stays as it is and no dice are rolled; combining is expected to take ${(-best.penaltyPoints).toFixed(1)} points off your pile\\.`));
    expect(en.why).not.toMatch(/-\d/);
    expect((await hintWhy(s, 'nl')).why).toMatch(/^Je hand blijft zoals hij is .* door te combineren gaan er naar verwachting/);
  });

  it('chaos cards: no ride and no penalty; with combining, the points it takes off the score', async () => {
    const plain = rollecateChoice(6, 1);
    expect(weighed(plain).best.action.type).toBe('chaos.discard');
    expect((await hintWhy(plain, 'en')).why).toMatch(/^It puts 1 chaos card on your pile with no ride and no penalty card; they count there just as they would in your hand\./);
    const combining = rollecateChoice(12, 2);
    const { best, pass } = weighed(combining);
    expect(best.action.type).toBe('chaos.discard');
    const saved = pass.handPoints - best.handPoints - best.penaltyPoints;
    expect(saved).toBeGreaterThan(0);
    expect((await hintWhy(combining, 'en')).why).toContain(`combining takes ${saved.toFixed(1)} points off your score`);
    expect((await hintWhy(combining, 'nl')).why).toMatch(/door te combineren gaan er \d+,\d punten van je score af/);
  });
});

describe('the Steam Rollers hint says why', () => {
  it('what the best move scores this turn and over the look-ahead, and how far behind the runner-up comes, in both languages', async () => {
    // The first position with a choice: the start player has rolled, the draft waits.
    let s = newSteam({ players: 2, seed: 3 });
    while (steamMoves(s).length < 2) s = must(applyEvent(s, plannerMove(s)!));
    const report = analyseSteam(s, SR_COACH_BUDGET);
    expect(report.kind).toBe('choose');
    const best = report.options[report.best]!;
    const next = report.options.filter((o) => o !== best).sort((a, b) => b.value - a.value)[0]!;
    const why = async (lang: 'en' | 'nl') => (await askWhy({ game: 'steam-rollers', state: s, moves: [] }, ['sr.'], lang)).why;
    const en = await why('en');
    const head =
      report.horizon === null
        ? `It adds an expected ${best.now.toFixed(1)} points to your score sheet this turn.`
        : `It adds an expected ${best.now.toFixed(1)} points to your score sheet this turn, and ${best.points.toFixed(1)} in all over the next ${report.budget.rounds} round`;
    expect(en.startsWith(`This move ${steamPlanWords(pick('en', 'coach.', 'sr.'), report.why!)}. ${head}`), en).toBe(true);
    expect(en).toContain(next.regret < 0.05 ? 'comes out about the same' : `comes out ${next.regret.toFixed(1)} points worse`);
    const nl = await why('nl');
    expect(nl).toMatch(/^Deze zet neemt de \d .*\. Met deze zet komen er deze beurt naar verwachting \d+,\d punten op je scoreblad/);
    expect(nl).not.toMatch(/points|score sheet/);
  });

  /** The first positions of a seeded strong game where the coach's choice is for `kind` (a delivery, an engine box for a cube, a line). */
  function firstWhere(seed: number, want: (r: SteamReport) => boolean): { s: SteamState; report: SteamReport } {
    let s = newSteam({ players: 3, seed });
    for (let i = 0; i < 2000 && s.phase !== 'over'; i++) {
      if (s.phase !== 'roll' && steamMoves(s).length > 1) {
        const report = analyseSteam(s, SR_COACH_BUDGET);
        if (want(report)) return { s, report };
      }
      s = must(applyEvent(s, strongMove(s)!));
    }
    throw new Error(`seed ${seed}: no such position`);
  }

  it('what the move is for in the plan: a delivery, an engine box for a cube, a line and the hexes to go, in both languages', async () => {
    const what = async (s: SteamState, lang: 'en' | 'nl') => (await askWhy({ game: 'steam-rollers', state: s, moves: [] }, ['sr.'], lang)).why;

    const deliver = firstWhere(7, (r) => r.phase === 'action' && r.why?.kind === 'deliver');
    const d = deliver.report.why as Extract<SteamWhy, { kind: 'deliver' }>;
    const best = deliver.report.options[deliver.report.best]!.move;
    expect(best).toMatchObject({ type: 'cargo.deliver', cube: d.cube, from: d.from, to: d.to });
    const pts = `${d.points} ${d.points === 1 ? 'point' : 'points'}`;
    expect(await what(deliver.s, 'en')).toContain(`This move delivers a ${d.cube} cube ${d.from} → ${d.to} for ${pts}`);
    const kleur = pick('nl', 'sr.')[`sr.name.colour.${d.cube}`];
    expect(await what(deliver.s, 'nl')).toContain(`Deze zet levert een ${kleur} blokje ${d.from} → ${d.to} voor ${d.points} ${d.points === 1 ? 'punt' : 'punten'}`);

    const box = firstWhere(7, (r) => r.phase === 'action' && r.why?.kind === 'box' && r.why.cube !== null);
    const b = box.report.why as Extract<SteamWhy, { kind: 'box' }>;
    expect(box.report.options[box.report.best]!.move.type).toBe('engine.improve');
    expect(await what(box.s, 'en')).toContain(`This move crosses box ${b.box}: the ${b.cube!.colour} cube in city ${b.cube!.from} needs strength ${b.strength}.`);
    const rood = pick('nl', 'sr.')[`sr.name.colourThe.${b.cube!.colour}`];
    expect(await what(box.s, 'nl')).toContain(`Deze zet kruist vakje ${b.box} door: het ${rood} blokje in stad ${b.cube!.from} vraagt sterkte ${b.strength}.`);

    // A line with one hex to go and one with more: the plural forms in both languages.
    for (const n of [1, 2]) {
      const line = firstWhere(11, (r) => r.phase === 'action' && r.why?.kind === 'line' && (n === 1 ? r.why.toGo === 1 : r.why.toGo > 1));
      const l = line.report.why as Extract<SteamWhy, { kind: 'line' }>;
      expect(line.report.options[line.report.best]!.move.type).toBe('track.build');
      expect(await what(line.s, 'en')).toContain(`This move draws toward ${l.a}–${l.b}: ${l.toGo} ${l.toGo === 1 ? 'hex' : 'hexes'} to go.`);
      expect(await what(line.s, 'nl')).toContain(`Deze zet bouwt aan ${l.a}–${l.b}: nog ${l.toGo} ${l.toGo === 1 ? 'zeshoek' : 'zeshoeken'} te gaan.`);
    }
  });
});

describe('the Rolit hint says why', () => {
  it('the square’s gain, the next colour’s strongest reply and how far behind the runner-up comes, in both languages', async () => {
    const state = openingFor(5, 0).state;
    const report = analyseRolit(state, ROLIT_COACH_BUDGET);
    const best = report.options[report.best]!;
    const next = report.options.filter((o) => o !== best).sort((a, b) => b.value - a.value)[0]!;
    const why = async (lang: 'en' | 'nl') => (await askWhy({ game: 'rolit', state }, ['ro.'], lang)).why;
    const en = await why('en');
    expect(en).toContain(`It gains ${best.gain} ball`);
    if (best.reply) expect(en).toContain(`The next colour's strongest reply, ${best.reply}, gains it ${best.replyGain} ball`);
    expect(en).toContain(next.regret < 0.05 ? `${next.square} comes out about the same` : `The next best square, ${next.square}, comes out ${next.regret.toFixed(1)} balls worse`);
    const nl = await why('nl');
    expect(nl).toContain(next.regret < 0.05 ? `${next.square} komt volgens de coach ongeveer even goed uit` : `Het op één na beste vak, ${next.square}, komt volgens de coach`);
  });
});
