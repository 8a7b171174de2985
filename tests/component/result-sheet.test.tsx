// @vitest-environment happy-dom
/**
 * The kit's result panel and score table (kit/table/ResultSheet.tsx) as two tables draw them (Rollecate's result is
 * played to in teach-table.test.tsx): a heading that can take the focus and names the panel, a row per seat headed by
 * who sits there, a column per thing the game counts, in the game's words.
 */
import { describe, expect, it } from 'vitest';
import { pick } from '../../src/components/i18n';
import { RolitResult } from '../../src/components/rolit/RolitResult';
import { SteamResult } from '../../src/components/steam-rollers/SteamResult';
import { signed } from '../../src/components/steam-rollers/words';
import { newMatch } from '../../src/machines/rolit/rules/match';
import { mount, unmountAfterEach } from './host';

unmountAfterEach();

const rows = (el: HTMLElement) => [...el.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent?.trim()));

describe('the result through the kit', () => {
  it('Steam Rollers: the seats in the order of the ranking, the winner marked, each kind of points in its column', () => {
    const t = pick('en', 'sr.');
    const score = (deliveries: number, total: number) => ({ deliveries, network: 2, engineBonus: 1, cards: -1, total, engine: 3 });
    const el = mount(SteamResult, { t, who: (s: number) => ['Ann', 'Bob'][s], result: { winners: [1], ranking: [1, 0], scores: [score(3, 5), score(6, 8)], reason: 'cities' } });
    const section = el.querySelector('section.srp-result')!;
    const h = el.querySelector<HTMLElement>('#srp-result-title')!;
    expect(section.getAttribute('aria-labelledby')).toBe('srp-result-title');
    expect(h.tagName).toBe('H3');
    expect(h.tabIndex).toBe(-1);
    expect(el.querySelectorAll('thead th[scope="col"]')).toHaveLength(7);
    expect(rows(el).map((r) => [r[0], r[1], r[4], r[5]])).toEqual([['Bob', '6', signed(-1), '8'], ['Ann', '3', signed(-1), '5']]);
    expect([...el.querySelectorAll('tbody tr')].map((tr) => tr.className)).toEqual(['srp-won', '']);
    expect(el.querySelector('tbody th[scope="row"]')!.textContent).toBe('Bob');
  });

  it('Rolit: a row per colour in play with its chip and seat name, and the balls on the board counted', () => {
    const t = pick('en', 'rop.', 'ro.');
    const match = newMatch({ size: 8, players: 2, rounds: 2, seed: 1 } as never);
    const words = { seatName: (c: string) => `Seat ${c}`, names: (cs: string[]) => cs.join(' & '), verdict: () => '' };
    const el = mount(RolitResult, { t, match, words, title: 'Round 1', id: 'rop-r' });
    expect(el.querySelector('#rop-r')!.textContent).toBe('Round 1');
    expect(el.querySelector('caption.sr-only')!.textContent).toBe(t['rop.result.caption']);
    const got = rows(el);
    expect(got.map((r) => r[0])).toEqual(match.colours.map((c) => `Seat ${c}`));
    expect(el.querySelectorAll('tbody th .ro-chip')).toHaveLength(match.colours.length);
    // A new round's board holds its starting balls: one of each colour in play counted from the board.
    expect(got.map((r) => Number(r[1]))).toEqual(match.colours.map((c) => match.game.cells.filter((x) => x === c).length));
  });
});
