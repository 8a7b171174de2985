// @vitest-environment happy-dom
/**
 * Turns at the Rollecate play table, on the real island in a DOM (these were browser tests in
 * tests/e2e/play.spec.ts; none needs layout): at one screen the device is handed from player to
 * player and only the holder's hand is face up; "Undo last step" takes back a build before the
 * roll, never across it; a whole game against a bot is played to its final scores and saved. Which steps may be taken back is tested on the flow chart in
 * tests/unit/table-machine.test.ts; here, that the table offers it and draws the result.
 */
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlayTable from '../../src/components/rollecate/PlayTable';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach, flush, click, button } from './host';

unmountAfterEach();
const calm = (query: string) => ({ matches: /prefers-reduced-motion: reduce/.test(query), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
beforeEach(() => void vi.spyOn(window, 'matchMedia').mockImplementation(calm));
afterEach(() => vi.restoreAllMocks());

const t = pick('en', 'coach.', 'rc.', 'log.', 'play.', 'odds.', 'why.', 'err.', 'link.', 'limit.', 'table.');
const controls = (el: Element) => el.querySelector('.rc-player.current .rc-controls');

async function start(mode: 'bots' | 'hotseat' | 'solo', seed: string) {
  const el = mount(PlayTable, { t, lang: 'en' });
  await flush();
  const radio = el.querySelector<HTMLInputElement>(`input[name="rc-play-mode"][value="${mode}"]`) ?? [...el.querySelectorAll<HTMLInputElement>('input[name="rc-play-mode"]')].find((r) => r.value.startsWith(mode))!;
  act(() => radio.click());
  const box = el.querySelector<HTMLInputElement>('input[aria-label="Seed"]')!;
  act(() => {
    box.value = seed;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => void el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await flush();
  return el;
}
/** Plays the simplest moves (lay setup cards, pass, put penalty cards on the pile) until `until` holds. */
async function passUntil(el: Element, until: () => boolean, limit = 200) {
  for (let i = 0; i < limit && !until(); i++) {
    const c = controls(el);
    await click(c && [...c.querySelectorAll('button')].find((b) => /^(Pass|Put .+ on the pile|Lay it.*)$/.test(b.textContent ?? '')));
  }
  expect(until()).toBe(true);
}

describe('a whole game', () => {
  // Was a browser test (tests/e2e/play.spec.ts); none of it needs layout.
  it('against a bot, played to the final scores with the table’s buttons, and saved finished', async () => {
    // Nothing logged as an error on the way (the browser test's console check).
    const logged = vi.spyOn(console, 'error');
    const el = await start('bots', '2024');
    // Setup is played out card by card; then the note on the box and the deal.
    expect(el.querySelector('.rc-play-log li')?.textContent).toMatch(/initial railway|sets it aside/);
    const over = () => !!el.querySelector('#rc-play-result-title');
    let moves = 0;
    for (let i = 0; i < 2000 && !over(); i++) {
      const c = controls(el);
      const b = c && [...c.querySelectorAll('button')].find((x) => /^(Pass|Put .+ on the pile|Lay it.*)$/.test(x.textContent ?? ''));
      if (b) {
        // A click and one turn of the event loop (host.ts's click waits four): when the bot is still moving, the next
        // round finds no button and lets it finish.
        await act(async () => void b.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
        await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
        moves++;
      } else await flush();
    }
    expect(over(), 'the final scores').toBe(true);
    expect(moves).toBeGreaterThan(15);
    expect(el.querySelectorAll('.rc-play-result tbody tr')).toHaveLength(2);
    expect(el.querySelector('.rc-play-verdict')?.textContent).toMatch(/wins|Shared win/);
    expect(el.querySelectorAll('.rc-play-result tr.winner').length).toBeGreaterThan(0);
    expect([...el.querySelectorAll('.rc-play-log li')].at(-1)?.textContent).toContain('The game is over');
    // The saved game is the finished one.
    await flush();
    expect(JSON.parse(localStorage.getItem('rulebook.rollecate.game') ?? 'null')).toMatchObject({ version: 1, state: { phase: 'over' } });
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('hot-seat', () => {
  it('the device is passed between players, and only the holder’s hand is face up', async () => {
    const el = await start('hotseat', '31');
    const ready = () => button(el, /^I am Player \d: show my cards$/);
    // Both players lay initial cards; then the first player is asked for.
    await passUntil(el, () => !!ready());
    expect(el.querySelectorAll('.rc-player')).toHaveLength(0);
    const first = ready()!.textContent!.match(/Player \d/)![0];
    await click(ready());
    const players = [...el.querySelectorAll('.rc-player')];
    const mine = players.find((p) => p.textContent?.includes(first))!;
    expect(mine.querySelector('.rc-controls')).not.toBeNull();
    expect(mine.querySelectorAll('button.rc-cardview').length).toBeGreaterThan(0);
    expect(players.filter((p) => !p.textContent?.includes(first)).some((p) => p.querySelector('.rc-back'))).toBe(true);
    expect(el.querySelector('.rc-play-log')?.textContent).toMatch(/draws a card/);
    await passUntil(el, () => !!ready());
    expect(ready()!.textContent).not.toContain(first);
  });
});

describe('undo', () => {
  it('takes back a build before the roll, never across the roll', async () => {
    const el = await start('solo', '8');
    const pass = () => button(controls(el) ?? el, 'Pass');
    const roll = () => button(controls(el) ?? el, /^Roll \d+ dic?e$/);
    const undo = () => button(el, 'Undo last step');
    /** Selects each enabled hand card in turn and builds it, until one is built (its roll offered). */
    const tryBuild = async () => {
      const cards = [...el.querySelectorAll<HTMLButtonElement>('.rc-player.current button.rc-cardview:not([disabled])')];
      for (const [i] of cards.entries()) {
        await click(el.querySelectorAll<HTMLButtonElement>('.rc-player.current button.rc-cardview:not([disabled])')[i]);
        const build = button(controls(el)!, 'Build 1 card');
        if (build && !build.disabled) {
          await click(build);
          if (roll()) return true;
        }
        await click(el.querySelectorAll<HTMLButtonElement>('.rc-player.current button.rc-cardview:not([disabled])')[i]);
      }
      return false;
    };
    let built = false;
    for (let turn = 0; turn < 12 && !built; turn++) {
      await passUntil(el, () => !!pass());
      built = await tryBuild();
      if (!built) await click(pass());
    }
    expect(built).toBe(true);
    await click(undo());
    expect(pass()).toBeDefined();
    expect(roll()).toBeUndefined();
    // Build again, roll: the dice show and the build can no longer be undone.
    expect(await tryBuild()).toBe(true);
    await click(roll());
    expect(el.querySelector('.rc-dice')).not.toBeNull();
    const put = button(controls(el) ?? el, /^Put .+ on the pile$/);
    if (put) {
      // Discards in the turn can be undone one at a time…
      await click(put);
      if (undo()) {
        await click(undo());
        expect(undo()).toBeUndefined();
      }
    } else expect(undo()).toBeUndefined();
  });
});

describe('try an illegal move (the kit’s switch, as at every table)', () => {
  it('lets a card the rules refuse be chosen; building it is refused with its rule and changes nothing', async () => {
    const el = await start('solo', '8');
    const pass = () => button(controls(el) ?? el, 'Pass');
    const refusedCard = () => el.querySelector<HTMLButtonElement>('.rc-player.current button.rc-cardview[disabled][aria-label$="cannot be built now"]');
    // Pass until a turn offers a hand with a card that cannot be built (it is greyed out while the switch is off).
    for (let turn = 0; turn < 12 && !(pass() && refusedCard()); turn++) {
      await passUntil(el, () => !!pass());
      if (!refusedCard()) await click(pass());
    }
    const card = refusedCard()!;
    expect(card, 'a card that cannot be built').toBeTruthy();
    const name = card.getAttribute('aria-label')!.replace(/, cannot be built now$/, '');
    const toggle = el.querySelector<HTMLInputElement>('[data-testid="kit-try"] input[type="checkbox"]')!;
    expect(toggle.closest('label')?.textContent?.trim()).toBe('Try an illegal move: let me choose anything and see why the rules refuse it');
    await click(toggle);
    expect(el.querySelector('.kit-try-hint')).not.toBeNull();
    const again = [...el.querySelectorAll<HTMLButtonElement>('.rc-player.current button.rc-cardview')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith(name) || b.textContent?.includes(name))!;
    expect(again.disabled).toBe(false);
    const log = el.querySelector('.rc-play-log')?.textContent;
    const hand = el.querySelectorAll('.rc-player.current button.rc-cardview').length;
    await click(again);
    await click(button(controls(el)!, 'Build 1 card'));
    expect(el.querySelector('.rc-refusal')?.textContent).toMatch(/R\d+/);
    expect(el.querySelector('.rc-play-log')?.textContent).toBe(log);
    expect(el.querySelectorAll('.rc-player.current button.rc-cardview')).toHaveLength(hand);
    expect(pass()).toBeDefined();
  });
});
