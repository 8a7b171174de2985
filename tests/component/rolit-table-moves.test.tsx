// @vitest-environment happy-dom
/**
 * The Rolit play table's moves and form on the real island in a DOM (these were browser tests in
 * tests/e2e/rolit-play.spec.ts and teach-rolit.spec.ts; none needs layout): an illegal placement is
 * refused with its RO reason and changes nothing; a ball taken back against a bot takes the bot's
 * reply with it, in the board, the log and the save; the Dutch table plays, refuses and takes back
 * in Dutch; a whole two-round match on the 4×4 board played to its result; the start form's solo and
 * board advice, the one-minute limit (on a fake clock) and the winner named at the end.
 */
import { act } from 'preact/test-utils';
import RolitPlayTable from '../../src/components/rolit/RolitPlayTable';
import { mount } from './host';
import { describe, expect, it, vi } from 'vitest';
import { button, click, field, flush, lines, mode, open, savedGame, set, squares, start, strings, testid, text, typeSquare, rolitTableEach } from './rolit-table';

rolitTableEach();

describe('moves at the Rolit table', () => {
  it('an illegal placement is refused with the RO reason and changes nothing', async () => {
    const el = await open();
    await start(el, { mode: 'hotseat' });
    await typeSquare(el, 'a1');
    expect(text(el, '.rop-refusal')).toContain('RO5: a1 is not next to a ball');
    await typeSquare(el, 'z9');
    expect(text(el, '.rop-refusal')).toContain('RO5: z9 is off the 8×8 board');
    await typeSquare(el, 'd4');
    expect(text(el, '.rop-refusal')).toMatch(/RO5: d4 already holds a ball \((red|yellow|green|blue)\)/);
    expect(lines(el)).toHaveLength(0);
  });

  it('a ball taken back against a bot: the board, the log and the save go back to before it, bot reply included', async () => {
    const el = await open();
    await start(el, { size: '6' });
    expect(text(el, '.rop-status')).toContain('to move');
    const board = () => [text(el, '.rop-counts'), [...el.querySelectorAll('p')].find((p) => /^You may place on:/.test(p.textContent ?? ''))?.textContent];
    const before = board();
    const logBefore = lines(el).length;
    expect(button(el, 'Take back my last ball')).toBeUndefined();
    await click(squares(el)[0]);
    // The bot answers at once (reduced motion): one ball of ours and one of its own in the log.
    expect(lines(el)).toHaveLength(logBefore + 2);
    expect(text(el, '.rop-status')).toContain('to move');
    await click(button(el, 'Take back my last ball'));
    expect(testid(el, 'rop-taken-back')?.textContent).toMatch(/^(Red|Yellow|Green|Blue)'s last ball is taken back, and with it 1 ball placed by the bots after it\.$/);
    expect(lines(el)).toHaveLength(logBefore);
    expect(board()).toEqual(before);
    expect(button(el, 'Take back my last ball')).toBeUndefined();
    // The save holds the position as it is now, not the ball taken back.
    expect(savedGame()?.match?.game?.log?.length).toBe(logBefore);
    await click(squares(el)[0]);
    expect(lines(el)).toHaveLength(logBefore + 2);
    expect(testid(el, 'rop-taken-back')).toBeNull();
  });

  it('the Dutch table plays, refuses and takes back in Dutch', async () => {
    const el = await open('nl');
    expect(button(el, 'Begin het spel')).toBeDefined();
    await start(el, { mode: 'hotseat' });
    expect(text(el, '.rop-status')).toContain('aan zet');
    await click(squares(el)[0]);
    expect(lines(el)[0]).toContain('legt een bal op');
    // A refusal says in Dutch which condition failed, not just the clause.
    expect([...el.querySelectorAll('label')].some((l) => /typ een vakje/i.test(l.textContent ?? ''))).toBe(true);
    await typeSquare(el, 'a1');
    expect(text(el, '.rop-refusal')).toContain('RO5: a1 raakt geen bal');
    await typeSquare(el, 'd4');
    expect(text(el, '.rop-refusal')).toMatch(/op d4 ligt al een bal \((rood|geel|groen|blauw)\)/);
    expect(lines(el)).toHaveLength(1);
    // At a shared screen the last ball, whoever placed it, can be taken back; the status line says so in Dutch.
    await click(button(el, 'De laatste bal terugnemen'));
    expect(testid(el, 'rop-taken-back')?.textContent).toMatch(/^De laatste bal van (rood|geel|groen|blauw) is teruggenomen\.$/);
    expect(lines(el)).toHaveLength(0);
  });
});

describe('a whole match', () => {
  // Was a browser test (tests/e2e/rolit-play.spec.ts), which now keeps the finished match's axe scan, opened from a save.
  it('a whole two-round match against a bot on the 4×4 board, played to the result with the table’s squares', async () => {
    // Nothing logged as an error on the way (the browser test's console check).
    const logged = vi.spyOn(console, 'error');
    const el = await open();
    await start(el, { size: '4', rounds: '2' });
    expect(el.textContent).toMatch(/Round 1 of 2/);
    const heading = (name: string) => [...el.querySelectorAll('h2, h3, h4')].some((h) => h.textContent?.trim() === name);
    let placed = 0;
    let between = 0;
    for (let i = 0; i < 200 && !heading('Result of the match'); i++) {
      const next = button(el, 'Start the next round');
      if (next) {
        expect(heading('Result of round 1'), 'the first round\'s result before the next round').toBe(true);
        between++;
        await click(next);
      } else if (squares(el)[0]) {
        await click(squares(el)[0]);
        placed++;
      } else await flush();
    }
    expect(heading('Result of the match'), 'the match result').toBe(true);
    expect(between).toBe(1);
    expect(placed).toBeGreaterThan(4);
    expect(text(el, '.rop-winner')).toMatch(/wins? the match|share the match/);
    expect(heading('How the round went')).toBe(true);
    expect(lines(el).at(-1)).toContain('The board is full');
    // The finished match is saved too.
    await flush();
    expect(savedGame()?.match?.results).toHaveLength(2);
    expect(savedGame()?.version).toBe(1);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('the start form and the end of a match', () => {
  it('solo form, board advice, the one-minute limit on a fake clock, and the winner named', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const tick = async (ms: number) => {
      await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    };
    const el = mount(RolitPlayTable, { t: strings('en'), lang: 'en' });
    await tick(0);
    // Solo: no number of players, just who plays.
    mode(el, 'solo');
    expect(field(el, /^Number of players/)).toBeUndefined();
    expect(testid(el, 'rop-solo-players')?.textContent).toBe('One person plays red and green in turn.');
    // A board meant for other tables is named as one list.
    mode(el, 'hotseat');
    set(el, /^Number of players/, '3');
    set(el, /^Board/, '4');
    expect(text(el, '.rop-error')).toContain('is meant for two players.');
    set(el, /^Board/, '8');
    expect(el.querySelector('.rop-error')).toBeNull();
    // The starting roll's number is under "More settings", not a "Seed" field.
    expect([...el.querySelectorAll('label, legend')].some((l) => l.textContent?.trim() === 'Seed')).toBe(false);
    // The optional one-minute limit counts down and says when a move is over time.
    set(el, /^Number of players/, '2');
    await act(async () => void field(el, /Limit each move/)!.click());
    await act(async () => void el.querySelector('form.rop-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await tick(0);
    expect(testid(el, 'rop-clock')?.textContent).toMatch(/60 seconds left|59 seconds left/);
    await tick(61_000);
    expect(testid(el, 'rop-clock')?.textContent).toContain('Over the 60-second limit');
    await act(async () => void squares(el)[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await tick(0);
    expect(testid(el, 'rop-clock')?.textContent).toMatch(/seconds left/);
    await act(async () => void button(el, 'New game')!.click());
    await tick(0);
    // A one-round game against the bot ends with the winner named and "you won" or "you lost".
    mode(el, 'bots');
    set(el, /^Number of players/, '2');
    set(el, /^Rounds in the match/, '1');
    set(el, /^Board/, '4');
    await act(async () => void el.querySelector('form.rop-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await tick(0);
    for (let i = 0; i < 20 && !testid(el, 'rop-winner'); i++) {
      await tick(100);
      if (squares(el)[0]) await act(async () => void squares(el)[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
      await tick(0);
    }
    expect(testid(el, 'rop-winner')?.textContent).toMatch(/^(Red|Green|Red and green) (wins|share) the match\. You (won!|lost\.|share the win\.)$/);
    expect(text(el, '.rop-status')).toMatch(/^(Red|Green|Red and green) (wins|share) the match$/);
    expect(lines(el).at(-1)).not.toContain('..');
  });
});
