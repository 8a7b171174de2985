// @vitest-environment happy-dom
/**
 * What a link, a paste or a saved game may ask of a page (limits.ts), and the
 * islands' shared error boundary (ErrorBoundary.tsx):
 * - a crafted #s= link of 1.6 MB (8,000 turns) is refused by its size before
 *   a byte is decoded; 2,001 steps by their number; a document nested 5,000
 *   deep by its depth, without a RangeError, in the checker's own reading of
 *   a link as well;
 * - every refusal is worded in the page's language and says what to do
 *   instead;
 * - an island that throws shows what went wrong, in the page's language, and
 *   can try again; every island the pages mount is wrapped.
 */
import { h, render, type ComponentType, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { useEffect } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../src/content/i18n/en.json';
import nl from '../../src/content/i18n/nl.json';
import { ErrorBoundary, errorText, guarded } from '../../src/components/kit/ErrorBoundary';
import { pick } from '../../src/components/i18n';
import {
  MAX_DEPTH, MAX_LINK_CHARS, MAX_STEPS, MAX_TEXT_BYTES, adviceParts, docLimit, limitText, linkLimit, pasteLimit, textLimit, utf8Bytes,
} from '../../src/play/kit/limits';
import { decodeScenario, encodeScenario, linkProblemText } from '../../src/play/kit/share';
import RulingChecker, { openLink } from '../../src/components/checker/RulingChecker';
import { EditorOutput, stepsProblemText } from '../../src/components/kit/editor/editorKit';
import { readSteps, type Built } from '../../src/play/kit/editorDoc';
import { docFromModel, starterModel } from '../../src/play/rollecate/positionModel';
import { rolitDocFromModel, startModel as rolitStartModel } from '../../src/play/rolit/rolitPositionModel';
import { steamDocFromModel, steamStartModel } from '../../src/play/steam-rollers/steamPositionModel';

/** A document nested `depth` lists deep inside `steps`. */
function deepDoc(depth: number): Record<string, unknown> {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return { game: 'rollecate', position: {}, steps: v };
}

/** A scenario of `turns` legal-looking turns, each with its narration: the crafted 1.6 MB link. */
function longDoc(turns: number, say = 'Ann passes: the train moves on by one card, no penalty is owed, nothing else happens in this turn, and Bob draws his card next.'): Record<string, unknown> {
  return {
    game: 'rollecate',
    title: 'A very long game',
    position: { railway: [{ id: 'r1', value: 2, shape: 'straight', turn: 'straight' }], train: 'r1', drawPile: [{ id: 'd1', value: 1, shape: 'straight' }], players: [{ name: 'Ann', hand: [], discard: [] }, { name: 'Bob', hand: [], discard: [] }] },
    steps: Array.from({ length: turns }, () => ({ say, pass: true })).flatMap(({ say, pass }) => [{ say }, { pass }]),
  };
}

const checkerStrings = (lang: string) => pick(lang, 'chk.', 'rc.', 'log.', 'why.', 'ro.', 'rop.loading', 'err.', 'link.', 'limit.');

describe('limits', () => {
  it('counts UTF-8 bytes exactly as TextEncoder writes them, lone surrogates included', () => {
    const samples = ['', 'abc', 'Zoë', 'ß€', '🚂🚂', 'a\u{10FFFF}b', '\ud800', 'x\udc00y', '\ud83d', `${'é'.repeat(1000)}🚂`];
    for (const s of samples) expect(utf8Bytes(s), JSON.stringify(s)).toBe(new TextEncoder().encode(s).length);
  });

  it('a text may hold 256 KB of UTF-8, not a byte more', () => {
    expect(MAX_TEXT_BYTES).toBe(256 * 1024);
    expect(textLimit('x'.repeat(MAX_TEXT_BYTES))).toBeNull();
    expect(textLimit('x'.repeat(MAX_TEXT_BYTES + 1))).toEqual({ limit: 'size', bytes: MAX_TEXT_BYTES + 1 });
    // Counted in bytes, not characters: 100,000 "€" are 300,000 bytes.
    expect(textLimit('€'.repeat(100_000))).toEqual({ limit: 'size', bytes: 300_000 });
    expect(linkLimit('A'.repeat(MAX_LINK_CHARS))).toBeNull();
    expect(linkLimit('A'.repeat(MAX_LINK_CHARS + 4))).toMatchObject({ limit: 'size' });
  });

  it('a crafted link of 1.6 MB (8,000 turns) is refused by its size, before it is decoded', () => {
    const code = encodeScenario(longDoc(8000));
    expect(code.length).toBeGreaterThan(1_600_000);
    const started = performance.now();
    const out = decodeScenario(code);
    expect(performance.now() - started).toBeLessThan(500);
    expect(out).toMatchObject({ ok: false, problem: 'limit', limit: { limit: 'size' } });
    if (!out.ok && out.limit?.limit === 'size') expect(out.limit.bytes).toBeGreaterThan(1_000_000);
  });

  it('more steps than a page steps through are refused, even in a small link', () => {
    const doc = { game: 'rollecate', position: {}, steps: Array.from({ length: MAX_STEPS + 1 }, () => ({ pass: true })) };
    expect(encodeScenario(doc).length).toBeLessThan(MAX_LINK_CHARS);
    expect(decodeScenario(encodeScenario(doc))).toMatchObject({ ok: false, problem: 'limit', limit: { limit: 'steps', steps: MAX_STEPS + 1 } });
    expect(docLimit({ ...doc, steps: doc.steps.slice(1) })).toBeNull();
    expect(pasteLimit(JSON.stringify(doc))).toEqual({ limit: 'steps', steps: MAX_STEPS + 1 });
  });

  it('a document nested 5,000 deep is refused by its depth, and reading it never throws', () => {
    const text = `{"game": "rollecate", "steps": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(pasteLimit(text)).toEqual({ limit: 'depth' });
    const code = Buffer.from(text, 'utf8').toString('base64url');
    expect(() => decodeScenario(code)).not.toThrow();
    expect(decodeScenario(code)).toMatchObject({ ok: false, problem: 'limit', limit: { limit: 'depth' } });
    // The checker's reading of a link pretty-prints what it admits: a RangeError there once left a blank page.
    expect(() => openLink(code, checkerStrings('en'), 'en')).not.toThrow();
    expect(openLink(code, checkerStrings('en'), 'en')).toEqual({ ok: false, error: { limit: { limit: 'depth' } } });
    // Exactly at the limit is fine; one level more is not.
    // deepDoc(n) is n + 2 levels: the document, then n + 1 lists.
    expect(docLimit(deepDoc(MAX_DEPTH - 2))).toBeNull();
    expect(docLimit(deepDoc(MAX_DEPTH - 1))).toEqual({ limit: 'depth' });
  });

  it('every scenario file of the site is well within the limits, pretty-printed as the checker shows it', () => {
    const files = import.meta.glob('../../src/content/scenarios/**/*.json', { eager: true, import: 'default' });
    expect(Object.keys(files).length).toBeGreaterThan(50);
    for (const [path, doc] of Object.entries(files)) expect(pasteLimit(JSON.stringify(doc, null, 2)), path).toBeNull();
  });

  it('says what went over and what to do instead, in English and in Dutch', () => {
    for (const lang of ['en', 'nl'] as const) {
      const t = pick(lang, 'limit.');
      const size = limitText(t, lang, { limit: 'size', bytes: 1_600_000 });
      expect(size).toContain(lang === 'nl' ? '1.563' : '1,563');
      expect(size).toContain('256');
      expect(limitText(t, lang, { limit: 'steps', steps: 8000 })).toContain(lang === 'nl' ? '8.000' : '8,000');
      expect(limitText(t, lang, { limit: 'depth' })).toContain('64');
      const advice = adviceParts(t, { limit: 'size', bytes: 1 });
      expect(advice).toMatchObject({ command: 'npm run scenario -- FILE.json' });
      if ('before' in advice) expect(advice.before.length).toBeGreaterThan(10);
      expect(adviceParts(t, { limit: 'depth' })).toMatchObject({ text: expect.stringMatching(lang === 'nl' ? /opdrachtregel/ : /command line/) });
      for (const s of [size, JSON.stringify(advice)]) expect(s).not.toMatch(/\{\{|limit\./);
    }
    const nlT = pick('nl', 'limit.');
    expect(limitText(nlT, 'nl', { limit: 'depth' })).toMatch(/niveaus/);
  });

  it('a damaged link is explained in the page language', () => {
    for (const [input, problem] of [['', 'empty'], ['abc$', 'notBase64'], [Buffer.from('oops').toString('base64url'), 'notJson'], [encodeScenario([1]), 'notObject']] as const) {
      const out = decodeScenario(input);
      expect(out).toMatchObject({ ok: false, problem });
      if (out.ok) continue;
      expect(linkProblemText(pick('en', 'link.'), 'en', out)).toBe(out.error);
      const dutch = linkProblemText(pick('nl', 'link.'), 'nl', out);
      expect(dutch).toMatch(/^De /);
      expect(dutch).not.toBe(out.error);
    }
  });
});

describe("the position editors' steps text", () => {
  const deep = (depth: number) => {
    let text = '0';
    for (let i = 0; i < depth; i++) text = `[${text}]`;
    return `[${text}]`;
  };
  const editors: [string, (steps: string) => Built][] = [
    ['Rollecate', (steps) => docFromModel({ ...starterModel(['Ann', 'Bob']), steps })],
    ['Rolit', (steps) => rolitDocFromModel({ ...rolitStartModel(), steps })],
    ['Steam Rollers', (steps) => steamDocFromModel({ ...steamStartModel(), steps })],
  ];

  it('every editor refuses what a paste may not hold (size before parsing, then steps and depth) and builds nothing', () => {
    const cases: [string, unknown][] = [
      ['[', { problem: 'json' }],
      ['{"pass": true}', { problem: 'list' }],
      [JSON.stringify(Array.from({ length: MAX_STEPS + 1 }, () => ({}))), { problem: 'limit', over: { limit: 'steps', steps: MAX_STEPS + 1 } }],
      [deep(5000), { problem: 'limit', over: { limit: 'depth' } }],
      // Valid JSON, but more text than a page reads: refused by its size, never parsed.
      [`[${' '.repeat(MAX_TEXT_BYTES)}]`, { problem: 'limit', over: { limit: 'size' } }],
    ];
    for (const [game, build] of editors) {
      for (const [text, problem] of cases) expect(build(text), `${game}: ${text.slice(0, 20)}`).toMatchObject({ ok: false, problem });
      expect(build('').ok, game).toBe(true);
      expect(build(JSON.stringify(Array.from({ length: MAX_STEPS }, () => ({})))).ok, game).toBe(true);
    }
    expect(readSteps(deep(MAX_DEPTH - 3))).toMatchObject({ ok: true });
  });

  it('says what is wrong in the page language', () => {
    const problems = ['[', '{}', deep(5000), JSON.stringify(Array.from({ length: MAX_STEPS + 1 }, () => 0))].map((text) => {
      const read = readSteps(text);
      if (read.ok) throw new Error(`read ${text.slice(0, 10)}`);
      return read.problem;
    });
    for (const p of problems) {
      const english = stepsProblemText(pick('en', 'chk.', 'limit.'), 'en', p, '[{"pass": true}]');
      const dutch = stepsProblemText(pick('nl', 'chk.', 'limit.'), 'nl', p, '[{"pass": true}]');
      expect(english).toMatch(/^steps: /);
      expect(dutch).toMatch(/^stappen: /);
      for (const words of [english, dutch]) expect(words).not.toMatch(/\{\{|chk\.|limit\./);
    }
    expect(stepsProblemText(pick('nl', 'chk.', 'limit.'), 'nl', problems[3]!, '')).toContain(`${MAX_STEPS + 1}`.replace(/(\d)(\d{3})$/, '$1.$2'));
  });

  it("the editor's verdict shows the problem in Dutch on the Dutch page, and offers no file to check", () => {
    const host = document.createElement('div');
    document.body.append(host);
    const built = rolitDocFromModel({ ...rolitStartModel(), steps: '{"place": "d3"}' });
    act(() => {
      render(
        h(EditorOutput, {
          id: 'chk-ro', t: pick('nl', 'chk.', 'limit.'), lang: 'nl', steps: '{"place": "d3"}', stepsRows: 3, stepsHint: '', stepExample: '[{"place": "d3"}]',
          onSteps: () => {}, built, jsonRows: 8, checkLabel: 'x', onCheck: () => {}, onShare: async () => '', setNote: () => {},
        }),
        host,
      );
    });
    expect(host.querySelector('[data-testid="chk-ro-verdict"]')?.textContent).toContain('stappen: moet een lijst met stappen zijn, zoals [{"place": "d3"}]');
    expect(host.querySelector('#chk-ro-json')).toBeNull();
    render(null, host);
    host.remove();
  });
});

describe('the shared error boundary', () => {
  let root: HTMLElement;
  afterEach(() => {
    render(null, root);
    root.remove();
  });
  const mount = (vnode: VNode<any>) => {
    root = document.createElement('div');
    document.body.append(root);
    act(() => render(vnode, root));
    return root;
  };

  let fail = true;
  function Fragile({ when }: { when: 'render' | 'effect' }) {
    useEffect(() => {
      if (when === 'effect' && fail) throw new RangeError('Maximum call stack size exceeded');
    }, []);
    if (when === 'render' && fail) throw new Error('a view broke');
    return h('p', { class: 'fine' }, 'working');
  }

  it('shows what went wrong, in the page language, as an alert with a button; the rest of the page stays', () => {
    fail = true;
    for (const lang of ['en', 'nl'] as const) {
      const t = pick(lang, 'err.');
      const el = mount(h('div', null, h('p', { class: 'before' }, 'text before'), h(ErrorBoundary, { t, note: 'Kept.' }, h(Fragile, { when: 'render' }))));
      const alert = el.querySelector('[role="alert"]');
      expect(alert?.textContent).toContain(t['err.title']);
      expect(alert?.textContent).toContain('a view broke');
      expect(alert?.textContent).toContain('Kept.');
      expect(alert?.querySelector('button')?.textContent).toBe(lang === 'nl' ? 'Opnieuw proberen' : 'Try again');
      expect(el.querySelector('.before')?.textContent).toBe('text before');
      render(null, root);
      root.remove();
    }
    root = document.createElement('div');
  });

  it('catches an error thrown in an effect too (the checker read its link in one), and "Try again" starts the island afresh', () => {
    fail = true;
    const el = mount(h(ErrorBoundary, { t: pick('en', 'err.') }, h(Fragile, { when: 'effect' })));
    expect(el.querySelector('[data-testid="island-error"]')?.textContent).toContain('RangeError: Maximum call stack size exceeded');
    fail = false;
    act(() => (el.querySelector('button') as HTMLButtonElement).click());
    expect(el.querySelector('.fine')?.textContent).toBe('working');
    expect(el.querySelector('[role="alert"]')).toBeNull();
  });

  it('guarded() passes the props through and finds an island\'s words under its own prefix', () => {
    fail = true;
    const Island = guarded(({ t }: { t: Record<string, string> }) => h(Fragile, { when: t.x === 'go' ? 'render' : 'effect' }), { prefix: 'ro.' });
    const el = mount(h(Island, { t: { ...pick('nl', 'ro.'), x: 'go' } }));
    expect(el.textContent).toContain('Dit deel van de pagina werkt niet meer.');
    expect(errorText('x'.repeat(1000)).length).toBeLessThanOrEqual(300);
  });

  it('every island the pages mount is wrapped', async () => {
    const islands: [string, () => Promise<{ default: ComponentType<any> }>][] = [
      ['RulingChecker', () => import('../../src/components/checker/RulingChecker')],
      ['PlayTable', () => import('../../src/components/rollecate/PlayTable')],
      ['RolitPlayTable', () => import('../../src/components/rolit/RolitPlayTable')],
      ['Scenario', () => import('../../src/components/rollecate/Scenario')],
      ['RolitScenario', () => import('../../src/components/rolit/RolitScenario')],
      ['SteamScenario', () => import('../../src/components/steam-rollers/SteamScenario')],
      ['EditionsBoard', () => import('../../src/components/rolit/EditionsBoard')],
      ['OddsPanel', () => import('../../src/components/rollecate/OddsPanel')],
      ['ChartHighlight', () => import('../../src/components/chart/ChartHighlight')],
      ['InspectToggle', () => import('../../src/components/kit/inspect/InspectToggle')],
    ];
    for (const [name, load] of islands) expect((await load()).default.displayName, name).toBe(`Guarded(${name})`);
  });

  it('the boundary\'s words exist in both languages, for every prefix an island uses', () => {
    for (const prefix of ['', 'ro.', 'chart.inspect.']) {
      for (const key of ['title', 'what', 'rest', 'retry']) {
        const k = `${prefix}err.${key}` as keyof typeof en;
        expect(en[k], k).toBeTruthy();
        expect((nl as Record<string, string>)[k], k).toBeTruthy();
        if (key !== 'what') expect((nl as Record<string, string>)[k]).not.toBe(en[k]);
      }
    }
  });
});

describe('the checker island with a hostile link', () => {
  let root: HTMLElement;
  afterEach(() => {
    act(() => render(null, root));
    root.remove();
    window.location.hash = '';
  });

  async function open(hash: string, lang: 'en' | 'nl'): Promise<HTMLElement> {
    window.location.hash = hash;
    root = document.createElement('div');
    document.body.append(root);
    await act(async () => render(h(RulingChecker, { t: checkerStrings(lang), lang, files: [] }), root));
    return root;
  }

  it('a 5,000-deep #s= link: a message on the page, in Dutch on the Dutch page, not a blank one', async () => {
    const code = Buffer.from(`{"game":"rollecate","position":{},"steps":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'utf8').toString('base64url');
    const el = await open(`#s=${code}`, 'nl');
    const alert = el.querySelector('[data-testid="chk-link-error"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toContain('Deze link kan niet in de controle worden geopend.');
    expect(alert?.textContent).toContain('64 niveaus');
    expect(alert?.textContent).toContain('Ook de opdrachtregel weigert het');
    expect(el.querySelector('[data-testid="island-error"]')).toBeNull();
    // The rest of the checker is there and works.
    expect(el.querySelector('#chk-text')).not.toBeNull();
  });

  it('a 1.6 MB link of 8,000 turns: refused with its size and the command line as the way to run it', async () => {
    const el = await open(`#s=${encodeScenario(longDoc(8000))}`, 'en');
    const alert = el.querySelector('[data-testid="chk-link-error"]');
    expect(alert?.textContent).toMatch(/KB of text; a page reads at most 256 KB/);
    expect(alert?.querySelector('code')?.textContent).toBe('npm run scenario -- FILE.json');
    expect(el.querySelector('[data-testid="chk-verdict"]')).toBeNull();
  });
});
