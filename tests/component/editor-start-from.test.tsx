// @vitest-environment happy-dom
/**
 * Where each position editor of the checker starts from (the kit's StartFrom): a choice with nothing to start from
 * is off, a choice replaces the editor's position and says so; Rollecate's "the position shown" is described by its
 * hint. The same part draws the choices of all three editors.
 */
import { describe, expect, it } from 'vitest';
import { pick } from '../../src/components/i18n';
import { PositionEditor } from '../../src/components/rollecate/PositionEditor';
import { RolitPositionEditor } from '../../src/components/rolit/RolitPositionEditor';
import { SteamPositionEditor } from '../../src/components/steam-rollers/SteamPositionEditor';
import { button, click, mount, unmountAfterEach } from './host';

unmountAfterEach();

const t = pick('en', 'chk.', 'rc.', 'ro.', 'sr.', 'log.', 'err.', 'limit.', 'link.');
const noop = () => {};
const share = () => Promise.resolve('');
const group = (el: HTMLElement) => el.querySelector<HTMLElement>('[role="group"][aria-label="Start from:"]')!;
const note = (el: HTMLElement) => el.querySelector('.chk-note[role="status"]')?.textContent ?? null;

describe("the position editors' start", () => {
  it('Steam Rollers: the file choice is off without a Steam Rollers file, and with one it takes the file’s settings and says so', async () => {
    const off = mount(SteamPositionEditor, { t, lang: 'en', fileDoc: undefined, onCheck: noop, onShare: share });
    expect(button(group(off), "the file's position")?.hasAttribute('disabled')).toBe(true);
    const doc = { game: 'steam-rollers', title: 'Four at the table', options: { seed: 7, difficulty: 'none' }, position: { players: 4 }, steps: [] };
    const el = mount(SteamPositionEditor, { t, lang: 'en', fileDoc: doc, onCheck: noop, onShare: share });
    expect(note(el)).toBeNull();
    await click(button(group(el), "the file's position"));
    expect(note(el)).toBe(t['chk.ed.loaded']!.replace('{{what}}', "the file's position"));
    const title = () => [...el.querySelectorAll('label')].find((l) => l.textContent?.startsWith(t['chk.ed.title']!))!.querySelector('input')!.value;
    expect(title()).toBe('Four at the table');
    await click(button(group(el), 'a new game'));
    expect(note(el)).toBe(t['chk.ed.loaded']!.replace('{{what}}', 'a new game'));
    expect(title()).toBe('');
  });

  it('Rolit: the start position is always offered; the file choice only with a Rolit file', async () => {
    const el = mount(RolitPositionEditor, { t, lang: 'en', fileDoc: { game: 'rollecate' }, onCheck: noop, onShare: share });
    expect(button(group(el), "the file's starting position")?.hasAttribute('disabled')).toBe(true);
    expect(button(group(el), 'the start position')?.hasAttribute('disabled')).toBe(false);
    await click(button(group(el), 'the start position'));
    expect(note(el)).toBe(t['chk.ed.loaded']!.replace('{{what}}', 'the start position'));
  });

  it('Rollecate: four choices, the shown position described by its hint and off while nothing is shown', async () => {
    const el = mount(PositionEditor, { t, lang: 'en', fileDoc: undefined, shownState: null, onCheck: noop, onShare: share });
    const names = [...group(el).querySelectorAll('button')].map((b) => b.textContent);
    expect(names).toEqual(['an empty table', 'a small example', "the file's starting position", 'the position shown']);
    const shown = button(group(el), 'the position shown')!;
    expect(shown.hasAttribute('disabled')).toBe(true);
    expect(el.querySelector(`#${shown.getAttribute('aria-describedby')}`)?.textContent).toBe(t['chk.ed.from.shownHint']);
    await click(button(group(el), 'an empty table'));
    expect(note(el)).toBe(t['chk.ed.loaded']!.replace('{{what}}', 'an empty table'));
  });
});
