// @vitest-environment happy-dom
/**
 * The Rolit play table's start form plays each printed edition's rule set (were in
 * tests/e2e/rolit-editions.spec.ts): the Spanish two-player game can be yellow against blue, a solo
 * game on 4 × 4 is the Italian edition's (the standard one says which tables that board is for), and a
 * new game starts in the edition the reader chose on the rule pages. The rule sets themselves:
 * tests/unit/rolit.test.ts; the stored edition read back: tests/unit/rolit-ui.test.ts.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import RolitPlayTable from '../../src/components/rolit/RolitPlayTable';
import { EDITION_KEY } from '../../src/play/rolit/editionChoice';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach, flush } from './host';

unmountAfterEach();

const open = async () => {
  const el = mount(RolitPlayTable, { t: pick('en', 'coach.', 'rop.', 'ro.', 'err.', 'link.', 'limit.', 'table.'), lang: 'en' });
  await flush();
  return el;
};
/** The form's select labelled `label`, or null when the form shows none. */
const field = (el: HTMLElement, label: string) =>
  [...el.querySelectorAll('.rop-form label')].find((l) => l.firstChild?.textContent === label)?.querySelector('select') ?? null;
function choose(select: HTMLSelectElement | null, value: string) {
  expect(select).not.toBeNull();
  act(() => {
    select!.value = value;
    select!.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
function pickMode(el: HTMLElement, mode: string) {
  const radio = el.querySelector<HTMLInputElement>(`input[name="rop-mode"][value="${mode}"]`)!;
  act(() => {
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const start = () => el().querySelector<HTMLButtonElement>('.rop-form button[type="submit"]')!;
let current: HTMLElement;
const el = () => current;
const submit = async () => {
  act(() => void el().querySelector('.rop-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await flush();
};
const text = (sel: string) => el().querySelector(sel)?.textContent ?? '';

describe('the Rolit table plays the printed editions', () => {
  it('the Spanish two-player game can be yellow against blue', async () => {
    current = await open();
    pickMode(el(), 'hotseat');
    expect(field(el(), 'Colours'), 'the standard edition seats two players one way').toBeNull();
    choose(field(el(), 'Rulebook edition'), 'es');
    const colours = field(el(), 'Colours')!;
    const yb = [...colours.options].find((o) => o.textContent === 'yellow against blue');
    expect(yb).toBeTruthy();
    choose(colours, yb!.value);
    await submit();
    expect(text('.rop-status')).toMatch(/(yellow|blue) to move/i);
    const square = /You may place on: (\w\d)/.exec(el().textContent ?? '')![1]!;
    const typed = el().querySelector<HTMLInputElement>('#rop-square')!;
    act(() => {
      typed.value = square;
      typed.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => void el().querySelector('.rop-typed')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await flush();
    expect(text('[data-testid="rop-log"] li')).toMatch(/^(Yellow|Blue)/);
  });

  it('a solo game on 4 × 4 is the Italian edition’s; the standard one says which tables the board is for', async () => {
    current = await open();
    pickMode(el(), 'solo');
    choose(field(el(), 'Board'), '4');
    expect(text('.rop-form [role="alert"]')).toContain('In the Standard edition the 4 × 4 board is meant for two players.');
    expect(start().disabled).toBe(true);
    choose(field(el(), 'Rulebook edition'), 'it');
    expect(el().querySelector('.rop-form [role="alert"]')).toBeNull();
    expect(start().disabled).toBe(false);
    await submit();
    expect(el().querySelectorAll('.rop-play .ro-btn').length).toBeGreaterThan(0);
    expect(el().textContent).toMatch(/4 × 4 board/);
  });

  it('a new game starts in the reader’s edition', async () => {
    localStorage.setItem(EDITION_KEY, 'es');
    current = await open();
    expect(field(el(), 'Rulebook edition')!.value).toBe('es');
  });
});
