// @vitest-environment happy-dom
/**
 * The ride-odds panel on the ride chapter (<Odds dice={3} ahead={2} /> in ride.mdx, OddsPanel.tsx), as
 * the reader uses it: one die more redraws the chart and the chances, the numbers are there as tables,
 * and one die with nothing ahead derails two times in three. (Were in tests/e2e/chart.spec.ts; the
 * browser keeps axe on the panel with its tables open, in teach-pages.spec.ts's chapter test. The
 * odds themselves: tests/unit/bot.test.ts and odds.test.ts.)
 */
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import OddsPanel from '../../src/components/rollecate/OddsPanel';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach } from './host';

unmountAfterEach();

/** The panel as Odds.astro mounts it on the ride chapter. */
const open = (lang: 'en' | 'nl') => mount(OddsPanel, { t: pick(lang, 'odds.', 'err.'), lang, dice: 3, ahead: 2, broken: [] });
const byLabel = (el: HTMLElement, label: string) => {
  const b = el.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  expect(b, label).not.toBeNull();
  return b!;
};
const click = (b: HTMLElement) => act(() => b.click());

describe('the odds panel', () => {
  for (const [lang, more] of [['en', 'One die more'], ['nl', 'Eén dobbelsteen meer']] as const) {
    it(`(${lang}) one die more redraws the chart and the chances; the numbers are there as tables`, () => {
      const el = open(lang);
      const panel = el.querySelector<HTMLElement>('.rc-odds')!;
      const dice = Number(panel.dataset.dice);
      expect(dice).toBe(3);
      const chart = () => panel.querySelector('svg[role="img"]')!;
      const before = chart().getAttribute('aria-label');
      const derail = panel.querySelector('[data-odds="derail"]')!.textContent;
      expect(chart().querySelectorAll('rect.rc-odds-bar')).toHaveLength(dice + 1);
      const button = byLabel(panel, more);
      expect(button.disabled).toBe(false);
      click(button);
      expect(panel.dataset.dice).toBe(String(dice + 1));
      expect(chart().querySelectorAll('rect.rc-odds-bar')).toHaveLength(dice + 2);
      expect(chart().getAttribute('aria-label')).not.toBe(before);
      expect(panel.querySelector('[data-odds="derail"]')!.textContent).not.toBe(derail);
      const show = panel.querySelector<HTMLButtonElement>('.rc-odds-toggle')!;
      const tables = panel.querySelector<HTMLElement>('.rc-odds-tables')!;
      expect(tables.hidden).toBe(true);
      click(show);
      expect(show.getAttribute('aria-expanded')).toBe('true');
      expect(tables.hidden).toBe(false);
      expect(panel.querySelector('table')!.querySelectorAll('tbody tr')).toHaveLength(dice + 2);
    });
  }

  it('one die, nothing ahead, is a derailment two times in three', () => {
    const el = open('en');
    const fewerDice = byLabel(el, 'One die fewer');
    const fewerCards = byLabel(el, 'One card ahead fewer');
    for (let i = 0; i < 20 && !fewerDice.disabled; i++) click(fewerDice);
    for (let i = 0; i < 20 && !fewerCards.disabled; i++) click(fewerCards);
    expect(fewerDice.disabled && fewerCards.disabled).toBe(true);
    expect(el.querySelector('[data-odds="derail"]')!.textContent).toBe('66.7%');
    expect(el.querySelector('[data-odds="safe"]')!.textContent).toBe('33.3%');
  });
});
