// @vitest-environment happy-dom
/**
 * A lab parting (lab/Parting.tsx over each game's pieces, drawn ahead by
 * lab/partingFrames.ts) stepped by the one step-through island
 * (kit/story/StoryFrames.tsx) without a game island: one stepper moves both
 * columns, by button and by arrow key; the move one reading refuses is said
 * in its column with the rule's reason, in the page's language; a frame's
 * other controls hand over to nothing; a reading's file that cannot be played
 * shows the invalid message instead of columns, and a frames file that is not
 * one shows the island's failure message.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountNode, unmountNodesAfterEach, until } from './host';
import StoryFrames from '../../src/components/kit/story/StoryFrames';
import { packFrames, unpackFrames } from '../../src/components/kit/story/framesUrl';
import { pick } from '../../src/components/i18n';
import { LAB_DATA } from '../../src/components/lab/data';
import Parting from '../../src/components/lab/Parting';
import { partingHtml, partingLabels, partingName, partingUrl, steppedPartings } from '../../src/components/lab/partingFrames';
import { rollecateParting } from '../../src/components/rollecate/parting';
import { rolitParting } from '../../src/components/rolit/parting';
import { steamParting } from '../../src/components/steam-rollers/parting';
import type { LabGame } from '../../src/lab/types';

unmountNodesAfterEach();
afterEach(() => {
  vi.unstubAllGlobals();
});
const mount = mountNode;
const norm = (html: string) => {
  const d = document.createElement('div');
  d.innerHTML = html;
  return d.innerHTML;
};
const press = (host: HTMLElement, step: string) => act(() => (host.querySelector(`[data-step="${step}"]`) as HTMLButtonElement).click());
const key = (host: HTMLElement, k: string) =>
  act(() => {
    host.querySelector('.rc-scenario')!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });
const columns = (host: HTMLElement) => Array.from(host.querySelectorAll<HTMLElement>('.lab-column'));

/** One parting of each game whose last move one reading refuses (lab data: kind "refused"). */
const CASES: { game: LabGame; reading: string; lang: 'en' | 'nl'; reason: RegExp }[] = [
  { game: 'rollecate', reading: 'valueRuleTouching', lang: 'en', reason: /R\d+/ },
  { game: 'rolit', reading: 'adjacency4', lang: 'nl', reason: /\S/ },
  { game: 'steam-rollers', reading: 'railsStopAtWalls', lang: 'en', reason: /S\d+/ },
];

describe('a lab parting', () => {
  it('is served for every stepped divergence of every game, in both languages', () => {
    const served = steppedPartings(['en', 'nl']);
    for (const { game, reading } of CASES) expect(served).toContainEqual({ game, lang: 'en', reading });
    // The card-2a parting (hundreds of moves) is told in words only; the editions' seatings part before any move.
    expect(served.some((p) => p.reading === 'card2a' || p.reading === 'es-3')).toBe(false);
  });

  for (const { game, reading, lang, reason } of CASES) {
    it(`${game}/${reading} (${lang}): one stepper steps both columns to the move one reading refuses`, async () => {
      const d = LAB_DATA[game].divergences.find((x) => x.reading === reading)!;
      expect(d.kind).toBe('refused');
      const frames = unpackFrames(JSON.parse(JSON.stringify(packFrames(partingHtml(game, d, lang))))).map(norm);
      expect(frames).toHaveLength(d.steps.length + 1);
      const host = mount(h(StoryFrames, { game, name: partingName(d), lang, src: partingUrl(game, lang, reading), t: pick(lang, 'err.', 'rc.story.unloaded'), frames, live: false }));
      const shown = () => host.querySelector('.rc-frame')!.innerHTML;
      const region = host.querySelector(`[role="region"][aria-labelledby="${partingName(d)}-title"]`);
      expect(region?.querySelector(`#${partingName(d)}-title`)?.textContent).toBe(partingLabels(game, d, lang).join(' / '));
      expect(columns(host).map((c) => c.querySelector('.lab-column-title')!.textContent)).toEqual(partingLabels(game, d, lang));
      const [a0, b0] = columns(host).map((c) => c.innerHTML);
      expect(host.querySelectorAll('[data-step="next"]')).toHaveLength(1);

      await press(host, 'next');
      await until(() => shown() === frames[1]);
      // Both columns moved: each says what the move did and draws another position.
      const [a1, b1] = columns(host).map((c) => c.innerHTML);
      expect(a1).not.toBe(a0);
      expect(b1).not.toBe(b0);
      await key(host, 'Home');
      await until(() => shown() === frames[0]);
      for (let i = 1; i <= d.steps.length; i++) {
        await key(host, 'ArrowRight');
        await until(() => shown() === frames[i]);
      }

      // The last move: the default reading plays it, the other refuses it with the rule's reason.
      const [a, b] = columns(host);
      expect(a!.querySelector('.rc-refused')).toBeNull();
      const refused = b!.querySelector('.rc-refused')?.textContent ?? '';
      expect(refused.startsWith(pick(lang, 'rc.story.refused')['rc.story.refused']!)).toBe(true);
      expect(refused).toMatch(reason);
      expect(b!.querySelector('.rc-narration')?.getAttribute('aria-live')).toBe('polite');

      // A frame's other controls (the boards' own buttons) hand over to nothing: no failure, the same frame.
      const other = host.querySelector<HTMLElement>('.lab-two button, .lab-two summary');
      if (other) await act(() => other.click());
      expect(host.querySelector('[role="alert"]')).toBeNull();
      expect(shown()).toBe(frames.at(-1));
    }, 60_000);
  }

  it('a reading\'s file that cannot be played shows the invalid message, not two columns', () => {
    const t = pick('nl', 'rc.', 'ro.', 'sr.', 'err.');
    for (const game of [rollecateParting, rolitParting, steamParting] as const) {
      const bad = (game.story as (doc: unknown, lang: string) => never)({ game: 'nowhere', steps: 'none' }, 'nl');
      const good = { ok: true, error: null, title: '', rules: [], frames: [] };
      const html = renderToString(h(Parting as any, { game, a: good, b: bad, labels: ['A', 'B'], t, lang: 'nl', name: 'bad' }));
      expect(html).toContain('role="alert"');
      expect(html).not.toContain('lab-column');
      expect(html).toContain(t['rc.story.invalid']!.split('{')[0]!.trim());
    }
  });

  it('a frames file that is not one is said, and the first frame stays', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ parts: 3 }), { status: 200 })));
    const d = LAB_DATA.rolit.divergences.find((x) => x.reading === 'adjacency4')!;
    const first = partingHtml('rolit', d, 'en')[0]!;
    const host = mount(h(StoryFrames, { game: 'rolit', name: partingName(d), lang: 'en', src: partingUrl('rolit', 'en', 'adjacency4'), t: pick('en', 'err.', 'rc.story.unloaded'), live: false }, h('div', { dangerouslySetInnerHTML: { __html: first } })));
    await press(host, 'next');
    await until(() => !!host.querySelector('[role="alert"]'));
    expect(host.querySelectorAll('.lab-column')).toHaveLength(2);
  });
});
