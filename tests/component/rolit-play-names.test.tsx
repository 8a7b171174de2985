// @vitest-environment happy-dom
/**
 * Named seats at the Rolit table, as at the other two: the kit's name field in
 * the start form (a person's seat only: every colour at a shared screen, your
 * colour against bots, none in solo), and the name with its colour ("Ann
 * (red)") wherever the table calls a seat (the turn prompt, the counts, the
 * log, the board's live line, the hand-over hint, the coach), kept through the
 * saved game when the page is opened again; a bot keeps its bot label.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import RolitPlayTable from '../../src/components/rolit/RolitPlayTable';
import { MAX_SEAT_NAME } from '../../src/play/kit/seatName';
import { SAVE_KEY } from '../../src/play/rolit/rolitSave';
import { pick } from '../../src/components/i18n';
import { configFromForm, defaultForm } from '../../src/play/rolit/startForm';
import { mount, unmountAfterEach, flush } from './host';

unmountAfterEach();

const strings = (lang: string) => pick(lang, 'coach.', 'rop.', 'ro.', 'err.', 'link.', 'limit.', 'table.');
function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function pickMode(el: HTMLElement, mode: string) {
  const radio = el.querySelector<HTMLInputElement>(`input[name="rop-mode"][value="${mode}"]`)!;
  act(() => {
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const nameFields = (el: HTMLElement) => [...el.querySelectorAll<HTMLInputElement>('.rop-form input[data-seat-name]')];
const labelOf = (i: HTMLInputElement) => i.closest('label')?.textContent ?? '';
const text = (el: HTMLElement, sel: string) => el.querySelector(sel)?.textContent ?? '';
/** The seats in the counts line, as the table calls them. */
const counts = (el: HTMLElement) => [...el.querySelectorAll('.rop-counts li')].map((li) => li.textContent?.split(':')[0]);
const submit = (form: Element) => act(() => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

describe('named seats at the Rolit table', () => {
  it('a game starts with the cleaned names of the seats people play, and none when nobody typed one', () => {
    const typed = { R: ' Ann\u200b ', Y: 'Yves', G: 'Mallory', B: 'Bea' } as const;
    // Against bots only your seat (red) is named; a name typed before switching modes stays out.
    expect(configFromForm({ ...defaultForm(), names: typed })?.names).toEqual({ R: 'Ann' });
    expect(configFromForm({ ...defaultForm(), mode: 'hotseat', players: 4, names: typed })?.names).toEqual({ R: 'Ann', Y: 'Yves', G: 'Mallory', B: 'Bea' });
    expect(configFromForm({ ...defaultForm(), mode: 'hotseat', names: typed })?.names).toEqual({ R: 'Ann', G: 'Mallory' });
    expect(configFromForm({ ...defaultForm(), mode: 'solo', names: typed })).not.toHaveProperty('names');
    expect(configFromForm({ ...defaultForm(), mode: 'hotseat', names: { R: '  ' } })).not.toHaveProperty('names');
    expect(configFromForm(defaultForm())).not.toHaveProperty('names');
  });

  it('asks a name for the seats people play only, bounded, in the page\'s language', async () => {
    const el = mount(RolitPlayTable, { t: strings('nl'), lang: 'nl' });
    await flush();
    // Against bots: your colour only.
    expect(nameFields(el).map(labelOf)).toEqual(['Jouw naam, je speelt rood (niet verplicht)']);
    expect(nameFields(el)[0]!.placeholder).toBe('Rood');
    expect(nameFields(el)[0]!.maxLength).toBe(MAX_SEAT_NAME);
    pickMode(el, 'hotseat');
    expect(nameFields(el).map(labelOf)).toEqual(['Naam van wie rood speelt (niet verplicht)', 'Naam van wie groen speelt (niet verplicht)']);
    // Solo: one person plays both colours, which the colours tell apart.
    pickMode(el, 'solo');
    expect(nameFields(el)).toHaveLength(0);
  });

  it('calls a named seat by name and colour in the prompt, counts, log, live line and hand-over, and again after a reload', async () => {
    let el = mount(RolitPlayTable, { t: strings('en'), lang: 'en' });
    await flush();
    pickMode(el, 'hotseat');
    const [red, green] = nameFields(el);
    type(red!, '  Ann\u202e ');
    // Green is left unnamed: it keeps its colour.
    expect(green!.value).toBe('');
    submit(el.querySelector('.rop-form')!);
    await flush();
    const status = () => text(el, '.rop-status');
    const live = () => text(el, 'p.sr-only[aria-live="polite"]');
    // Seed 1's roll decides who begins; play until Ann (red) is to move, then place a legal ball by typing it.
    for (let i = 0; i < 2 && !/^Ann \(red\) to move$/.test(status()); i++) {
      expect(status()).toBe('Green to move');
      expect(text(el, '.rop-hint')).toBe('Pass the screen to the player with green.');
      type(el.querySelector<HTMLInputElement>('#rop-square')!, /You may place on: (\w\d)/.exec(el.textContent ?? '')![1]!);
      submit(el.querySelector('.rop-typed')!);
      await flush();
    }
    expect(status()).toBe('Ann (red) to move');
    expect(text(el, '.rop-hint')).toBe('Pass the screen to Ann (red).');
    expect(live()).toMatch(/ Ann \(red\) to place\.$/);
    expect(counts(el)).toEqual(['Ann (red)', 'green']);
    const square = /You may place on: (\w\d)/.exec(el.textContent ?? '')![1]!;
    type(el.querySelector<HTMLInputElement>('#rop-square')!, square);
    submit(el.querySelector('.rop-typed')!);
    await flush();
    expect(text(el, '[data-testid="rop-log"]')).toMatch(new RegExp(`Ann \\(red\\) places a ball on ${square}`));
    expect(status()).toBe('Green to move');
    expect(el.textContent).not.toContain('\u202e');

    // The saved game holds the name; opened again, the table calls the seats the same.
    const saved = JSON.parse(localStorage.getItem(SAVE_KEY) ?? '{}') as { config?: { names?: Record<string, string> } };
    expect(saved.config?.names).toEqual({ R: 'Ann' });
    act(() => render(null, el));
    el.remove();
    el = mount(RolitPlayTable, { t: strings('en'), lang: 'en' });
    await flush();
    expect(status()).toBe('Green to move');
    expect(text(el, '[data-testid="rop-log"]')).toMatch(new RegExp(`Ann \\(red\\) places a ball on ${square}`));
    expect(counts(el)).toEqual(['Ann (red)', 'green']);
  });

  it('names the seats in the round\'s and the match\'s result, the score table and the log\'s last line', async () => {
    const el = mount(RolitPlayTable, { t: strings('en'), lang: 'en' });
    await flush();
    pickMode(el, 'hotseat');
    const [red, green] = nameFields(el);
    type(red!, 'Ann');
    type(green!, 'Bo');
    const size = [...el.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Board'))!.querySelector('select')!;
    act(() => {
      size.value = '4';
      size.dispatchEvent(new Event('change', { bubbles: true }));
    });
    type(el.querySelector<HTMLInputElement>('.rop-form input[type="number"]')!, '1');
    submit(el.querySelector('.rop-form')!);
    await flush();
    // Twelve balls fill the 4 × 4 board: each is placed on the first square the table offers.
    for (let i = 0; i < 12; i++) {
      expect(text(el, '.rop-status')).toMatch(/^(Ann \(red\)|Bo \(green\)) to move$/);
      type(el.querySelector<HTMLInputElement>('#rop-square')!, /You may place on: (\w\d)/.exec(el.textContent ?? '')![1]!);
      submit(el.querySelector('.rop-typed')!);
      await flush();
    }
    expect(text(el, '.rop-status')).toMatch(/^(Ann \(red\) wins|Bo \(green\) wins|Ann \(red\) and Bo \(green\) share) the match$/);
    expect(text(el, '[data-testid="rop-winner"]')).toMatch(/^(Ann \(red\) wins|Bo \(green\) wins|Ann \(red\) and Bo \(green\) share) the match\./);
    expect(text(el, '.rop-result p')).toMatch(/^Round 1 (goes to (Ann \(red\)|Bo \(green\))|is shared by Ann \(red\) and Bo \(green\))\./);
    expect([...el.querySelectorAll('.rop-result tbody th')].map((th) => th.textContent?.trim())).toEqual(['Ann (red)', 'Bo (green)']);
    expect([...el.querySelectorAll('[data-testid="rop-log"] li')].at(-1)?.textContent).toMatch(/^The board is full: (Ann \(red\) wins|Bo \(green\) wins|Ann \(red\) and Bo \(green\) share) the round\.$/);
    expect(text(el, '.rop-log .rop-hint')).toMatch(/^This round (Ann \(red\)|Bo \(green\)) began\.$/);
  });

  it('against a bot: your name in the prompt and the log, the bot by its bot label', async () => {
    const el = mount(RolitPlayTable, { t: strings('en'), lang: 'en' });
    await flush();
    type(nameFields(el)[0]!, 'Ann');
    submit(el.querySelector('.rop-form')!);
    await flush();
    expect(counts(el)).toEqual(['Ann (red)', 'green (bot)']);
    expect(text(el, '.rop-status')).toMatch(/^(Ann \(red\) to move|Green \(bot\) is thinking…)$/);
  });
});
