// @vitest-environment happy-dom
/**
 * "Try it" in a Steam Rollers example, on the map (what a try holds besides its position, kept by the kit's
 * step-through island as one value): a hex the die allows offers its tracks; a click on another hex is refused with
 * the rules' reason and drops the hex chosen; reset clears the refusal and the choice. The move buttons are played in
 * examples-steam-rollers.test.tsx.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { Island, propsFor } from '../../src/components/steam-rollers/example';
import { PREFIXES } from '../../src/components/exampleStrings';
import { pick } from '../../src/components/i18n';
import { mount, unmountAfterEach } from './host';

unmountAfterEach();
const dir = join(process.cwd(), 'src/content/scenarios/steam-rollers');
const t = pick('en', ...PREFIXES['steam-rollers']);
const click = (el: Element) => act(() => void el.dispatchEvent(new MouseEvent('click', { bubbles: true })));
const step = (el: Element, s: string) => el.querySelector<HTMLButtonElement>(`[data-step="${s}"]`);

/** The first example and frame where "Try it" offers a hex on the main map. */
function findBuild(): { el: HTMLElement; legal: Element; other: Element } | null {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const name = file.replace(/\.json$/, '');
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const el = mount(Island, { ...JSON.parse(JSON.stringify(propsFor(doc, 'en'))), t, lang: 'en', name });
    const frames = Number(el.querySelector('.rc-stepper')?.getAttribute('data-frames') ?? 0);
    for (let i = 0; i < frames; i++) {
      const tryIt = step(el, 'try');
      if (tryIt && !tryIt.disabled) {
        click(tryIt);
        const hexes = [...el.querySelectorAll('.sr-sheet-main g.sr-btn')];
        const legal = hexes.find((h) => h.getAttribute('aria-label')?.includes(t['sr.map.legal']!));
        const other = hexes.find((h) => !h.getAttribute('aria-label')?.includes(t['sr.map.legal']!));
        if (legal && other) return { el, legal, other };
        click(step(el, 'reset')!);
      }
      click(step(el, 'next')!);
    }
  }
  return null;
}

describe('Steam Rollers examples: "Try it" on the map', () => {
  it('offers a chosen hex its tracks, refuses another hex with a reason, and reset forgets both', () => {
    const found = findBuild();
    expect(found, 'an example whose "Try it" offers a hex').not.toBeNull();
    const { el, legal, other } = found!;
    const hex = legal.getAttribute('data-hex')!;
    const choices = () => el.querySelector(`.sr-try .sr-choices[aria-label="${t['sr.ui.buildIn']!.replace('{{hex}}', hex)}"]`);
    const refusal = () => el.querySelector('.sr-try [aria-live] .rc-refusal')?.textContent?.trim() ?? '';
    click(legal);
    expect(choices()?.querySelectorAll('button').length, 'the tracks allowed there').toBeGreaterThan(0);
    expect(refusal()).toBe('');
    click(el.querySelector(`.sr-sheet-main g.sr-btn[data-hex="${other.getAttribute('data-hex')}"]`)!);
    expect(refusal(), 'the rules say why not there').not.toBe('');
    expect(el.querySelectorAll('.sr-try [aria-live] .rc-refusal a').length, 'with its clause linked').toBeGreaterThan(0);
    expect(choices(), 'the hex chosen before is dropped').toBeNull();
    click(el.querySelector(`.sr-sheet-main g.sr-btn[data-hex="${hex}"]`)!);
    expect(choices()).not.toBeNull();
    expect(refusal(), 'a hex chosen clears the refusal').toBe('');
    click(el.querySelector(`.sr-sheet-main g.sr-btn[data-hex="${other.getAttribute('data-hex')}"]`)!);
    click(step(el, 'reset')!);
    click(step(el, 'try')!);
    expect(refusal(), 'reset forgets the refusal').toBe('');
    expect(el.querySelector('.sr-try .sr-choices[aria-label^="Draw in hex"]'), 'and the hex chosen').toBeNull();
  });
});
