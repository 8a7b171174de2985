// @vitest-environment happy-dom
/**
 * One copy of an example island's words per page (src/components/kit/sharedStrings.ts):
 * an island named a page's shared table draws exactly what it draws when given
 * the strings themselves, whether the table was registered while the site was
 * built or is read from the page's script element in the browser; the script
 * text survives words that look like markup; a table the page does not hold
 * leaves the island drawing, with nothing false said.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { pick } from '../../src/components/i18n';
import { PREFIXES } from '../../src/components/kit/story/LazyScenario';
import { Island, propsFor } from '../../src/components/rollecate/example';
import { isShared, registerStrings, sharedId, sharedJson, stringsOf } from '../../src/components/kit/sharedStrings';

const root = join(import.meta.dirname, '..', '..');
const doc = JSON.parse(readFileSync(join(root, 'src/content/scenarios/rollecate/story-derailment.json'), 'utf8'));

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) {
    act(() => render(null, host));
    host.remove();
  }
  document.querySelectorAll('script[type="application/json"]').forEach((s) => s.remove());
});

function draw(t: unknown): string {
  const host = document.createElement('div');
  document.body.appendChild(host);
  hosts.push(host);
  act(() => render(h(Island, { ...propsFor(doc, 'nl'), t: t as never, lang: 'nl', name: 'shared' }), host));
  return host.innerHTML;
}

describe('shared strings', () => {
  const table = pick('nl', ...PREFIXES.rollecate);

  it('an island given a table\'s name draws what it draws given the strings, registered at build or read from the page', () => {
    const direct = draw(table);
    expect(direct).toContain('rc-rulelink');
    registerStrings('test-built', table);
    expect(draw({ shared: 'test-built' })).toBe(direct);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = sharedId('test-page');
    script.textContent = sharedJson(table);
    document.body.prepend(script);
    expect(draw({ shared: 'test-page' })).toBe(direct);
    // Read once: the same object each time, so an island's memos keep.
    expect(stringsOf({ shared: 'test-page' })).toBe(stringsOf({ shared: 'test-page' }));
  });

  it('the script text keeps words that look like markup, and cannot be ended early by them', () => {
    const tricky = { _lang: 'en', a: '</script><b>x</b>', b: 'a < b & c > d' };
    const text = sharedJson(tricky);
    expect(text).not.toMatch(/<\/script/i);
    expect(JSON.parse(text)).toEqual(tricky);
  });

  it('a table the page does not hold gives no words but the page\'s language, and the island still draws', () => {
    document.documentElement.lang = 'nl';
    expect(stringsOf({ shared: 'test-missing' })).toEqual({ _lang: 'nl' });
    expect(draw({ shared: 'test-missing-2' })).toContain('rc-scenario');
  });

  it('strings themselves pass through; only an object with a name alone is a name', () => {
    expect(stringsOf(table)).toBe(table);
    expect(isShared({ shared: 'x' })).toBe(true);
    expect(isShared({ shared: 'x', 'rc.more': 'y' })).toBe(false);
    expect(isShared({ shared: 3 })).toBe(false);
  });
});
