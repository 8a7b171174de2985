// @vitest-environment happy-dom
/**
 * The Steam Rollers play table in a DOM, two people at one screen (seed 7):
 * a track is drawn on the map as at a good online table (choose a hex, see
 * the allowed tracks drawn in it one after another with R, Shift+R, the
 * wheel or a click, draw one with Enter), the list of the same tracks sits
 * under the map; and the kit's "try an illegal move" mode lets a person
 * reach for a supply cube, an engine box, a card and a die, each refused with
 * its clause while the game stays as it was.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import SteamPlayTable from '../../src/components/steam-rollers/SteamPlayTable';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach, flush } from './host';

unmountAfterEach();


function select(el: HTMLElement, label: string, value: string) {
  const sel = [...el.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))?.querySelector('select');
  expect(sel, label).toBeTruthy();
  act(() => {
    sel!.value = value;
    sel!.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const click = (b: Element) => act(() => void b.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
const key = (el: Element, k: string, o: KeyboardEventInit = {}) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, ...o })));
const logSize = (el: HTMLElement) => el.querySelectorAll('.srp-log li').length;
const status = (el: HTMLElement) => el.querySelector('.srp-status')?.textContent ?? '';
const refusal = (el: HTMLElement) => el.querySelector('[data-testid="srp-refusal"]')?.textContent ?? '';

/** Two people, seed 7: rolled and drafted, player 1 to act with the die returned. */
async function toAction(lang = 'en'): Promise<{ el: HTMLElement; value: number }> {
  const el = mount(SteamPlayTable, { t: pick(lang, 'sr.', 'table.', 'coach.', 'err.'), lang });
  await flush();
  select(el, lang === 'nl' ? 'Speler 2' : 'Player 2', 'human');
  const seed = el.querySelector<HTMLInputElement>('.srp-form input[type="text"]')!;
  act(() => {
    seed.value = '7';
    seed.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => void el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await flush();
  click(el.querySelector('.srp-moves button.srp-primary')!);
  await flush();
  click(el.querySelector('.srp-die-btn')!);
  await flush();
  const value = Number(el.querySelector('.sr-dice .sr-die-current .sr-die')?.getAttribute('data-value'));
  expect(value).toBeGreaterThan(0);
  return { el, value };
}

describe('drawing a track on the map', () => {
  it('shows the allowed tracks in the chosen hex, turns through them with R, Shift+R, the wheel and a click, lets go with Escape, and draws the shown one with Enter', async () => {
    const { el } = await toAction();
    expect(el.querySelector('.srp-moves .srp-hint')?.textContent).toMatch(/draw (a straight|a wide curve|a sharp curve)( or (a straight|a wide curve|a sharp curve))* in it/);
    const hex = el.querySelector('.sr-sheet-main polygon.sr-legal')!.getAttribute('data-hex')!;
    const btn = el.querySelector<HTMLElement>(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`)!;
    act(() => btn.focus());
    key(btn, 'Enter');
    const shown = () => {
      const p = el.querySelector(`.sr-sheet-main .sr-track-preview[data-hex="${hex}"]`);
      return p ? `${p.getAttribute('data-preview')}/${p.getAttribute('data-rotation')}` : null;
    };
    const first = shown();
    expect(first).not.toBeNull();
    // The list of the same tracks is under the map, in the main sheet, not above it in the choices.
    const list = () => [...el.querySelectorAll('.sr-sheet-main .srp-track-btn')];
    expect(el.querySelector('.srp-moves .srp-track-btn')).toBeNull();
    expect(list().length).toBeGreaterThan(1);
    const count = list().length;
    expect(el.querySelector('.srp-draw-status')?.textContent).toBe(`Hex ${hex}: ${list()[0]!.textContent} (1 of ${count}).`);
    // R turns through every allowed track once and comes back to the first.
    const seen = new Set([first]);
    for (let i = 1; i < count; i++) {
      key(btn, 'r');
      seen.add(shown());
      expect(el.querySelector('.srp-draw-status')?.textContent).toContain(`(${i + 1} of ${count})`);
    }
    expect(seen.size).toBe(count);
    key(btn, 'r');
    expect(shown()).toBe(first);
    key(btn, 'R', { shiftKey: true });
    const last = shown();
    expect(last).not.toBe(first);
    act(() => void btn.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true })));
    expect(shown()).toBe(first);
    click(btn);
    expect(shown()).not.toBe(first);
    // Escape lets the hex go: nothing previewed, no chooser; Enter chooses it again, from its first track.
    key(btn, 'Escape');
    expect(el.querySelector('.sr-track-preview')).toBeNull();
    expect(el.querySelector('[data-testid="srp-draw"]')).toBeNull();
    key(btn, 'Enter');
    expect(shown()).toBe(first);
    // Hovering a choice in the list shows it on the map.
    act(() => (list()[1] as HTMLElement).focus());
    expect(shown()).not.toBe(first);
    const chosen = shown()!;
    key(btn, 'Enter');
    await flush();
    const [track, rotation] = chosen.split('/');
    const drawn = el.querySelector(`.sr-sheet:not(.sr-sheet-main) .sr-track[data-hex="${hex}"], .sr-sheet-main .sr-track[data-hex="${hex}"]:not(.sr-track-preview)`);
    expect(drawn?.getAttribute('data-track')).toBe(track);
    expect(drawn?.getAttribute('data-rotation')).toBe(rotation);
    expect([...el.querySelectorAll('.srp-log li')].at(-1)?.textContent).toContain(`in hex ${hex}`);
  });
});

describe('trying an illegal move', () => {
  async function trying() {
    const { el, value } = await toAction();
    const box = [...el.querySelectorAll('label')].find((l) => l.textContent?.includes('Try an illegal move'))!.querySelector('input')!;
    act(() => void box.click());
    await flush();
    return { el, value };
  }
  const unchanged = (el: HTMLElement, before: { log: number; status: string }) => {
    expect(logSize(el)).toBe(before.log);
    expect(status(el)).toBe(before.status);
  };

  it('a cube, an engine box, a card and a die, each refused with its clause while nothing changes', async () => {
    const { el, value } = await trying();
    const before = { log: logSize(el), status: status(el) };
    // A cube from a city the die does not name (D1).
    const cube = el.querySelector(`.sr-supply li:not([data-city="${value}"]) .sr-cube-btn`)!;
    expect(cube).toBeTruthy();
    click(cube);
    await flush();
    expect(refusal(el)).toMatch(new RegExp(`^Not allowed: D1: .*${value}`));
    unchanged(el, before);
    // An engine box that is not the die's (E1).
    const box = value === 1 ? 2 : 1;
    click(el.querySelector(`[data-testid="srp-try-pieces"] button[data-box="${box}"]`)!);
    await flush();
    expect(refusal(el)).toBe(`Not allowed: E1: engine box ${box} is not the one your die names: improving crosses the box of the die's value, ${value}`);
    unchanged(el, before);
    // A card that is not the die's (SC1).
    const card = value === 6 ? 5 : 6;
    click(el.querySelector(`[data-testid="srp-try-pieces"] button[data-card="${card}"]`)!);
    await flush();
    expect(refusal(el)).toMatch(new RegExp(`^Not allowed: SC1: your die shows ${value}, so the card you take is card ${value}, not card ${card}`));
    unchanged(el, before);
    // A die, once the draft is over (RD2).
    const dice = [...el.querySelectorAll('.sr-dice .sr-die-btn')];
    expect(dice.length).toBeGreaterThan(1);
    click(dice[1]!);
    await flush();
    expect(refusal(el)).toMatch(/^Not allowed: RD2: drafting a die is not possible now/);
    unchanged(el, before);
  });

  it('in Dutch, the switch and a refusal read in Dutch', async () => {
    const { el, value } = await toAction('nl');
    const toggle = [...el.querySelectorAll('label')].find((l) => l.textContent?.includes('Probeer een verboden zet'))!;
    expect(toggle).toBeTruthy();
    act(() => void toggle.querySelector('input')!.click());
    await flush();
    const box = value === 1 ? 2 : 1;
    click(el.querySelector(`[data-testid="srp-try-pieces"] button[data-box="${box}"]`)!);
    await flush();
    expect(refusal(el)).toBe(`Niet toegestaan: E1: vakje ${box} van je locomotief is niet dat van je dobbelsteen: verbeteren kruist het vakje met de waarde van je dobbelsteen, ${value}`);
  });
});
