// @vitest-environment happy-dom
/**
 * Named seats at the Steam Rollers table: the kit's name field in the start
 * form (only for a person's seat), and the names where the table calls a seat
 * (the turn prompt, the maps, the log, the live region), kept through the
 * saved game when the page is opened again; a bot keeps its bot label.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import SteamPlayTable from '../../src/components/steam-rollers/SteamPlayTable';
import { SeatNameField } from '../../src/components/kit/seats/SeatNameField';
import { MAX_SEAT_NAME } from '../../src/play/kit/seatName';
import { SAVE_KEY } from '../../src/play/steam-rollers/steamSave';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach, flush } from './host';

unmountAfterEach();

const labelled = (el: HTMLElement, text: string) => [...el.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text));
function choose(el: HTMLElement, label: string, value: string) {
  const sel = labelled(el, label)?.querySelector('select');
  expect(sel, label).toBeTruthy();
  act(() => {
    sel!.value = value;
    sel!.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const nameFields = (el: HTMLElement) => [...el.querySelectorAll<HTMLInputElement>('.srp-form input[data-seat-name]')];
const click = (b: Element) => act(() => void b.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
const strings = (lang: string) => pick(lang, 'sr.', 'table.', 'coach.', 'err.');

describe('the seat name field (kit)', () => {
  it('is labelled, bounded, shows the seat label when empty and reports what is typed', () => {
    const typed: string[] = [];
    const el = mount(SeatNameField, { label: 'Name of player 2', value: '', placeholder: 'Player 2', onChange: (v: string) => typed.push(v) });
    const input = el.querySelector('input')!;
    expect(el.querySelector('label')?.textContent).toBe('Name of player 2');
    expect(input.maxLength).toBe(MAX_SEAT_NAME);
    expect(input.placeholder).toBe('Player 2');
    type(input, 'Ann');
    expect(typed).toEqual(['Ann']);
  });
});

describe('named seats at the Steam Rollers table', () => {
  it('asks a name for each person\'s seat only, in the page\'s language', async () => {
    const el = mount(SteamPlayTable, { t: strings('nl'), lang: 'nl' });
    await flush();
    // One person and a planning bot: one name asked.
    expect(nameFields(el).map((i) => i.closest('label')?.textContent)).toEqual(['Naam van speler 1']);
    expect(nameFields(el)[0]!.placeholder).toBe('Speler 1');
    choose(el, 'Speler 2', 'human');
    expect(nameFields(el)).toHaveLength(2);
    choose(el, 'Speler 1', 'random');
    expect(nameFields(el).map((i) => i.closest('label')?.textContent)).toEqual(['Naam van speler 2']);
  });

  it('calls people by their names and a bot by its label in the prompt, the maps, the log and the live region, and after a reload', async () => {
    let el = mount(SteamPlayTable, { t: strings('en'), lang: 'en' });
    await flush();
    choose(el, 'Player 2', 'random');
    const [ann] = nameFields(el);
    type(ann!, '  Ann\u202e ');
    type(el.querySelector<HTMLInputElement>('.srp-form input[type="text"]')!, '7');
    act(() => void el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await flush();
    const captions = () => [...el.querySelectorAll('.sr-sheet figcaption strong')].map((c) => c.textContent ?? '');
    const text = (sel: string) => el.querySelector(sel)?.textContent ?? '';
    // Seat 1 starts (the seed chooses): Ann is to roll, called by name.
    expect(text('.srp-status')).toMatch(/Round 1 · Ann\b/);
    expect(text('.srp-status')).not.toMatch(/Player 1/);
    expect(captions()).toEqual(['Map of Ann (to play)', 'Map of Player 2 (bot)']);
    expect(text('.srp-log')).toMatch(/Ann starts/);
    click(el.querySelector('.srp-moves button.srp-primary')!);
    await flush();
    expect(text('.srp-log')).toMatch(/Ann rolls the white dice/);
    expect(text('[data-testid="srp-live"]')).toMatch(/Ann rolls the white dice/);
    expect(el.textContent).not.toContain('\u202e');

    // The saved game holds the names; opened again, the table calls the seats the same.
    const saved = JSON.parse(localStorage.getItem(SAVE_KEY) ?? '{}') as { config?: { names?: string[] } };
    expect(saved.config?.names).toEqual(['Ann', '']);
    act(() => render(null, el));
    el.remove();
    el = mount(SteamPlayTable, { t: strings('en'), lang: 'en' });
    await flush();
    expect(text('.srp-status')).toMatch(/Round 1 · Ann\b/);
    expect(text('.srp-log')).toMatch(/Ann rolls the white dice/);
    expect(captions()).toEqual(['Map of Ann (to play)', 'Map of Player 2 (bot)']);
  });
});
