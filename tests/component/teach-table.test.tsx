// @vitest-environment happy-dom
/**
 * Issue 12, the Rollecate play table as a teacher, tested on its islands in a
 * DOM (no browser): the hand marks exactly the cards the rules core accepts as
 * the start of a build; a selected build shows the ride's exact odds before it
 * is confirmed; "let me try" unlocks every card; chaos cards have their own
 * wording and combine by default where the core allows; a discard with nothing
 * to combine offers no Combine and no Best order, and says why; a player may
 * look through their own pile; cards are named in words with the id as a
 * tooltip only; a solo game ends with a score and no winner, logs the hands
 * going onto the pile, and is not offered for resuming; hot-seat can start
 * after a solo game.
 */
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameBoard } from '../../src/components/rollecate/GameBoard';
import PlayTable from '../../src/components/rollecate/PlayTable';
import { pick } from '../../src/components/i18n';
import { apply } from '../../src/machines/rollecate/rules/game';
import { legalBuilds } from '../../src/machines/rollecate/rules/legal';
import { percentText, rideOdds } from '../../src/machines/rollecate/rules/odds';
import type { GameState } from '../../src/machines/rollecate/rules/types';
import { findPosition, passer, savedText } from '../fixtures/teach-positions';
import { encodeScenario } from '../../src/play/kit/share';
import { positionDoc } from '../../src/play/rollecate/rollecateShare';

const t = pick('en', 'rc.', 'log.', 'play.', 'odds.', 'why.', 'err.', 'link.', 'limit.', 'table.');
const ID = /\b(?:[1-4][sc]\d+|b\d(?:-\d)?|x\d)\b/;
let host: HTMLElement | null = null;

beforeEach(() => {
  localStorage.clear();
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterEach(() => {
  if (host) act(() => render(null, host!));
  host?.remove();
  host = null;
});

const board = (state: GameState, onMove = () => null as string | null) =>
  act(() => render(h(GameBoard, { state, t, lang: 'en', viewer: state.current, onMove, chooseRoll: false, guide: true }), host!));
const click = (el: Element | null | undefined) => act(() => (el as HTMLElement).click());
const buttons = () => [...host!.querySelectorAll('button')];
const byText = (re: RegExp) => buttons().find((b) => re.test(b.textContent ?? ''));
const handCards = () => [...host!.querySelectorAll<HTMLButtonElement>('.rc-player.current button.rc-cardview')];

describe('the hand marks the legal builds (#9) and names cards in words (#12)', () => {
  const { state } = findPosition((s) => s.phase === 'action' && s.current === 0 && legalBuilds(s, 1).length > 0 && s.players[0]!.hand.some((c) => !c.chaos && !legalBuilds(s, 1).some((b) => b[0]!.card === c.id)), { pick: passer });
  const hand = state.players[0]!.hand;
  const starts = new Set(legalBuilds(state, 1).map((b) => b[0]!.card));

  it('enables exactly the cards the core accepts as a build, and names them without ids', () => {
    board(state);
    const cards = handCards();
    expect(cards).toHaveLength(hand.length);
    hand.forEach((c, i) => {
      const b = cards[i]!;
      if (c.chaos) return;
      expect(b.disabled).toBe(!starts.has(c.id));
      expect(b.classList.contains('playable')).toBe(starts.has(c.id));
      expect(b.getAttribute('aria-label')).toMatch(starts.has(c.id) ? /can be built now/ : /cannot be built now/);
      expect(b.getAttribute('aria-label')).not.toMatch(ID);
      expect(b.getAttribute('title')).toContain(c.id);
    });
    // Nothing selected: no Build button to press in vain.
    expect(byText(/^Build/)).toBeUndefined();
    expect(byText(/^Pass$/)).toBeDefined();
  });

  it('a selected build shows the exact ride odds before it is confirmed (#18), and "let me try" unlocks every card', async () => {
    board(state);
    const first = hand.findIndex((c) => starts.has(c.id));
    click(handCards()[first]);
    const build = legalBuilds(state, 1).find((b) => b[0]!.card === hand[first]!.id)!;
    const preview = host!.querySelector('[data-testid=rc-preview-odds]');
    expect(preview).not.toBeNull();
    // The numbers are the core's: the state after the build, its roll's odds (the first turn the table would choose may differ: match either).
    const texts = build.length ? legalBuilds(state, 1).filter((b) => b[0]!.card === hand[first]!.id).map((b) => {
      const after = apply(state, { type: 'turn.build', cards: b });
      const o = after.ok ? rideOdds(after.state) : null;
      return o ? percentText({ num: o.derail, den: o.den }, 'en') : '';
    }) : [];
    expect(texts.some((p) => preview!.textContent!.includes(`Derailing: ${p}`))).toBe(true);
    // Every number of wheels, folded away: the charts' code loads when the reader unfolds them, and then they show.
    const more = preview!.querySelector('details')!;
    expect(more.querySelector('rect.rc-odds-bar')).toBeNull();
    await act(async () => {
      more.open = true;
      more.dispatchEvent(new Event('toggle'));
    });
    await vi.waitFor(() => expect(more.querySelectorAll('rect.rc-odds-bar').length).toBeGreaterThan(1));
    expect(more.textContent).not.toContain('Loading the odds');
    expect(byText(/^Build 1 card$/)).toBeDefined();
    expect(host!.querySelector('.rc-hint')!.textContent).toBe('1 card to build, laid in the order you picked them.');
    const tryBox = [...host!.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find((i) => /see why the rules refuse/.test(i.parentElement!.textContent ?? ''))!;
    act(() => tryBox.click());
    expect(handCards().every((b) => !b.disabled)).toBe(true);
  });
});

describe('the play table refuses a deliberate illegal build in words (#9, #12)', () => {
  it('"let me select any card", a card that cannot be built, Build: the refusal cites its rule and names cards without ids', async () => {
    const found = findPosition((s) => s.phase === 'action' && s.current === 0 && legalBuilds(s, 1).length > 0 && s.players[0]!.hand.some((c) => !c.chaos && !legalBuilds(s, 1).some((b) => b[0]!.card === c.id)), { pick: passer });
    localStorage.setItem('rulebook.rollecate.game', savedText(found, 'bots'));
    act(() => render(h(PlayTable, { t, lang: 'en' }), host!));
    await act(async () => {});
    click(byText(/^Resume saved game$/));
    const hand = found.state.players[0]!.hand;
    const starts = new Set(legalBuilds(found.state, 1).map((b) => b[0]!.card));
    const tryBox = [...host!.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find((i) => /see why the rules refuse/.test(i.parentElement!.textContent ?? ''))!;
    act(() => tryBox.click());
    click(handCards()[hand.findIndex((c) => !c.chaos && !starts.has(c.id))]);
    click(byText(/^Build 1 card$/));
    const refusal = host!.querySelector('.rc-refusal')!.textContent ?? '';
    expect(refusal).toMatch(/R\d+/);
    expect(refusal).toMatch(/\b(straight|curved|broken) [1-4]\b/);
    expect(refusal).not.toMatch(ID);
  });
});

describe('chaos cards have their own wording, and combine by default where possible (#5)', () => {
  it('a chaos card matching the pile top: discard wording, the match named, combining checked', () => {
    const { state } = findPosition((s) => {
      if (s.phase !== 'action' || s.current !== 0) return false;
      const top = s.players[0]!.discard.at(-1);
      return !!top && s.players[0]!.hand.some((c) => c.chaos && c.value === top.value);
    }, { pick: passer, seeds: 400 });
    board(state);
    const hand = state.players[0]!.hand;
    const i = hand.findIndex((c) => c.chaos && c.value === state.players[0]!.discard.at(-1)!.value);
    click(handCards()[i]);
    expect(host!.querySelector('.rc-hint')!.textContent).toMatch(/^1 chaos card to discard/);
    expect(byText(/^Discard 1 chaos card$/)).toBeDefined();
    expect(byText(/^Build/)).toBeUndefined();
    const box = host!.querySelector<HTMLInputElement>('.rc-combines input')!;
    expect(box.checked).toBe(true);
    expect(box.parentElement!.textContent).toMatch(/^Combine a chaos \d with the \w+ \d on your pile/);
    expect(host!.querySelector('.rc-combines')!.textContent).not.toMatch(ID);
  });
});

describe('only the buttons that can help (#8)', () => {
  it('one penalty card and an empty pile: no Combine, no Best order, and a word on why', () => {
    const { state } = findPosition((s) => s.phase === 'discard' && s.current === 0 && s.pending.length === 1 && s.players[0]!.discard.length === 0, { pick: passer, seeds: 400 });
    board(state);
    expect(byText(/^Put (an?|the) .+ on the pile$/)).toBeDefined();
    expect(byText(/^Combine/)).toBeUndefined();
    expect(byText(/^Best order$/)).toBeUndefined();
    expect(host!.textContent).toContain('Nothing to combine: your pile is empty');
    expect(host!.textContent).toContain('only one way to put these cards down');
  });
});

describe('a player looks through their own pile (#2)', () => {
  it('the whole pile opens and closes; another player’s pile says why it stays closed', () => {
    const { state } = findPosition((s) => s.phase === 'action' && s.current === 0 && s.players[0]!.discard.length > 6 && s.players[1]!.discard.length > 6, { pick: passer, seeds: 400 });
    board(state);
    const mine = state.players[0]!.discard.length;
    const toggle = byText(new RegExp(`^Look through all ${mine} cards$`))!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(host!.querySelectorAll('#rc-pile-0 .rc-cardview')).toHaveLength(6);
    click(toggle);
    expect(host!.querySelectorAll('#rc-pile-0 .rc-cardview')).toHaveLength(mine);
    expect(byText(/^Show only the top cards$/)!.getAttribute('aria-expanded')).toBe('true');
    const theirs = state.players[1]!.discard.length;
    expect(host!.querySelector('#rc-pile-1 .rc-more')!.textContent).toContain(`${theirs - 6} more ${theirs - 6 === 1 ? 'card' : 'cards'} below`);
    expect(host!.querySelector('.rc-player:not(.current)')!.textContent).toMatch(/Pile \(\d+ cards?, \d+ points?\)/);
  });
});

describe('the play table: solo ends with a score, finished games are not resumed, hot-seat starts after solo (#1, #3, #7, #11)', () => {
  it('plays the last turn of a solo game to its end', async () => {
    const found = findPosition((s) => s.phase === 'action' && s.drawPile.length === 0, { variant: 'solo', pick: passer });
    localStorage.setItem('rulebook.rollecate.game', savedText(found, 'solo'));
    act(() => render(h(PlayTable, { t, lang: 'en' }), host!));
    await act(async () => {});
    click(byText(/^Resume saved game$/));
    click(byText(/^Pass$/));
    for (let i = 0; i < 12 && byText(/^Put .+ on the pile$/); i++) click(byText(/^Put .+ on the pile$/));
    expect(host!.querySelector('#rc-play-result-title')!.textContent).toBe('Your score');
    expect(host!.querySelector('.rc-play-result .rc-badge')).toBeNull();
    expect(host!.querySelector('.rc-player.winner')).toBeNull();
    expect(host!.querySelector('.rc-play-verdict')!.textContent).toMatch(/^Your score: \d+ points?\. In solo the lower score/);
    const log = [...host!.querySelectorAll('.rc-play-log li')].map((li) => li.textContent ?? '');
    expect(log.at(-2)).toMatch(/every hand goes onto its owner's pile \(R34\)\. Tess: /);
    expect(log.at(-1)).toMatch(/^The game is over\. Tess scores \d+ points?; the lower, the better\.$/);
    expect(log.join('\n')).not.toMatch(/Winner/);
    expect(log.join('\n')).not.toMatch(ID);
    // Back at the start form: the finished game is mentioned, not offered; hot-seat starts with two players.
    click(byText(/^Back to the start form$/));
    expect(host!.textContent).toContain('is finished');
    expect(byText(/^Resume saved game$/)).toBeUndefined();
    const hotseat = host!.querySelector<HTMLInputElement>('input[value=hotseat]')!;
    act(() => hotseat.click());
    expect(host!.querySelector<HTMLSelectElement>('.rc-play-field select')!.value).toBe('2');
    click(byText(/^Start the game$/));
    expect(host!.querySelector('.rc-refusal')).toBeNull();
    expect(host!.textContent).not.toContain('A standard game has 2 to 4 players');
    expect(host!.querySelectorAll('.rc-player')).toHaveLength(2);
  });

  it('a solo game resumed from its save and played to its end: the record counts it once, and "Play this seed again" deals that seed anew', async () => {
    const found = findPosition((s) => s.phase === 'action' && s.drawPile.length === 0, { variant: 'solo', pick: passer });
    localStorage.setItem('rulebook.rollecate.game', savedText(found, 'solo'));
    act(() => render(h(PlayTable, { t, lang: 'en' }), host!));
    await act(async () => {});
    click(byText(/^Resume saved game$/));
    const seed = host!.querySelector('.rc-play-seed')!.textContent;
    click(byText(/^Pass$/));
    for (let i = 0; i < 12 && byText(/^Put .+ on the pile$/); i++) click(byText(/^Put .+ on the pile$/));
    expect(host!.querySelector('#rc-play-result-title')).not.toBeNull();
    const records = JSON.parse(localStorage.getItem('rulebook.rollecate.solo') ?? 'null');
    expect(records?.solo?.games).toBe(1);
    expect(JSON.parse(localStorage.getItem('rulebook.rollecate.game')!).soloRecorded).toBe(true);
    click(byText(/^Play this seed again$/));
    expect(host!.querySelector('#rc-play-result-title')).toBeNull();
    expect(host!.querySelector('.rc-play-seed')!.textContent).toBe(seed);
    expect(host!.querySelectorAll('.rc-player')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('rulebook.rollecate.game')!).state.phase).not.toBe('over');
    expect(JSON.parse(localStorage.getItem('rulebook.rollecate.solo') ?? 'null')?.solo?.games).toBe(1);
  });
});

describe('a shared position on the play table asks before it replaces a saved game (the table kit\'s askReplace)', () => {
  it('keeping my game leaves the save and focuses "Resume"; the link again, played here, opens it at one screen behind the hand-over', async () => {
    const found = findPosition((s) => s.phase === 'action' && s.current === 0, { pick: passer });
    const saved = savedText(found, 'bots');
    localStorage.setItem('rulebook.rollecate.game', saved);
    const link = `#s=${encodeScenario(positionDoc(found.state, 'shared'))}`;
    window.location.hash = link;
    act(() => render(h(PlayTable, { t, lang: 'en' }), host!));
    await act(async () => {});
    const ask = () => host!.querySelector('[data-testid=play-ask-shared]');
    expect(ask()).not.toBeNull();
    expect(document.activeElement?.id).toBe('rc-play-ask-title');
    await act(async () => (byText(/^Keep my game$/) as HTMLElement).click());
    expect(ask()).toBeNull();
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem('rulebook.rollecate.game')).toBe(saved);
    expect(document.activeElement?.textContent).toBe('Resume saved game');
    await act(async () => {
      window.location.hash = link;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(ask()).not.toBeNull();
    await act(async () => (byText(/^Play the shared position here$/) as HTMLElement).click());
    expect(host!.textContent).toContain('Opened the shared position.');
    expect(byText(/^I am .+: show my cards$/)).toBeDefined();
    expect(JSON.parse(localStorage.getItem('rulebook.rollecate.game')!).config.mode).toBe('hotseat');
  });
});
