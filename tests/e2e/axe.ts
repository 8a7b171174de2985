import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** axe-core's minified build: half the source of `axe.source` (0.65 of 1.5 MB), so each page parses it faster. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * The same file as the test server serves it, cacheable (scripts/serve.mjs, the same path): a page loads it as a script
 * of its own, and Chromium reuses its compiled code from the pages before (0.2 s a page instead of 0.4 s).
 */
const AXE_PATH = '/__tests__/axe.min.js';

/** The axe rules whose verdict depends on the colours, and so on the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core runs in the page itself, put there once per page load. (@axe-core/playwright, used
 * before, put the whole 1.5 MB script into the page again for every scan and sent back every
 * passing node too: half of each page scan's time went to that.)
 */
async function ensureAxe(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  // A page of the test server takes the cached file; any other page (a dev server, about:blank) the source as text.
  const served = await page.evaluate(() => location.protocol.startsWith('http')).catch(() => false);
  if (served) {
    try {
      await page.addScriptTag({ url: AXE_PATH });
      if (await page.evaluate(() => 'axe' in window)) return;
    } catch {
      // Not served here: fall through to the text.
    }
  }
  await page.evaluate(AXE_SOURCE);
}

/**
 * WCAG 2 A/AA violations on the page (or inside `include`, outside `exclude`), as id, help and the
 * elements hit, so a failure says what to fix. `colours: true` runs only the rules that depend on
 * colour: the second theme changes colours and nothing else, so that is all it needs.
 */
export async function axeViolations(page: Page, include?: string, o: { colours?: boolean; noColours?: boolean; exclude?: string[] } = {}) {
  await ensureAxe(page);
  const options: axe.RunOptions = {
    runOnly: o.colours ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    ...(o.noColours ? { rules: Object.fromEntries(COLOUR_RULES.map((id) => [id, { enabled: false }])) } : {}),
    // Only the violations are read; axe then keeps one passing node per rule instead of all of them.
    resultTypes: ['violations'],
  };
  const context = { include: include ? [[include]] : [['html']], exclude: (o.exclude ?? []).map((s) => [s]) };
  return page.evaluate(async ([context, options]) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, options as axe.RunOptions);
    return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) }));
  }, [context, options] as const);
}

/** Switches Starlight's theme the way a reader does, with the theme picker in the header. */
export async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  await page.locator('starlight-theme-select select').first().selectOption(theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * The full scan in the light theme, then the colour rules in the dark theme: every rule once
 * per thing it depends on, on one page load. `colours: false` leaves out the colour rules in
 * both themes, for a page whose colours another scan has already checked (a translation of a
 * page draws the same elements in the same colours).
 */
export async function axeBothThemes(page: Page, include?: string, o: { exclude?: string[]; colours?: boolean } = {}) {
  if (o.colours === false) {
    await chooseTheme(page, 'light');
    return { light: await axeViolations(page, include, { exclude: o.exclude, noColours: true }), dark: [] };
  }
  await chooseTheme(page, 'light');
  const light = await axeViolations(page, include, o);
  await chooseTheme(page, 'dark');
  const dark = await axeViolations(page, include, { ...o, colours: true });
  await chooseTheme(page, 'light');
  return { light, dark };
}

/**
 * The colour rules in the page's current theme on the texts an earlier scan of this run has not already checked;
 * returns the violations and the signatures this scan checked and passed.
 *
 * Whether a text passes axe's colour rules depends on its colour, size, weight and shadow, the background it sits on,
 * the opacity above it, whether it is disabled and, for a link, its underline, its parent's colour and whether it
 * stands in a block of text: its "signature" below. Two texts with one signature get one verdict, so a signature that
 * axe has passed once in a theme is checked, and its texts are left out: most of a page's text (prose, headings, an
 * island drawn again) repeats what earlier pages showed, and a page with nothing new costs no colour scan at all. A
 * signature is taken as checked only from a text axe passed with the very colours the signature predicts (its own
 * colour on the nearest opaque background of its ancestors): a text whose background comes from something else (an
 * overlapping element, a picture) proves nothing for the others, and is always checked. So are filtered or blended
 * texts and those on a half-transparent background or a picture. A form field's text is its value. Text drawn in an
 * <svg> is left to axe's other rules: its colour rules never decide it (a text on a picture).
 */
async function coloursOnce(page: Page, seen: ReadonlySet<string>, theme: string, exclude: string[]) {
  await ensureAxe(page);
  return page.evaluate(async ([checked, theme, exclude, rules]) => {
    const seenBefore = new Set(checked);
    const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
    const rgb = (c: string) => c.match(/^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/);
    const hex = (m: RegExpMatchArray) => `#${[m[1], m[2], m[3]].map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
    /**
     * The opacity from an element up to the nearest ancestor with an opaque background (itself included), and that
     * background; null where the colours cannot be read from the styles alone (a filter, a blend, a picture, a
     * half-transparent background) or no ancestor has a background. Each element is read once per scan: a page's
     * texts share most of their ancestors.
     */
    const backdrops = new Map<Element, { opacity: number; bg: string } | null>();
    const backdrop = (a: Element | null): { opacity: number; bg: string } | null => {
      if (!a) return null;
      const known = backdrops.get(a);
      if (known !== undefined) return known;
      const st = getComputedStyle(a);
      let found: { opacity: number; bg: string } | null;
      if (st.filter !== 'none' || st.mixBlendMode !== 'normal' || st.backgroundImage !== 'none') found = null;
      else {
        const m = rgb(st.backgroundColor);
        if (m && m[4] !== '0') found = m[4] !== undefined && m[4] !== '1' ? null : { opacity: Number(st.opacity), bg: hex(m) };
        else {
          const up = backdrop(a.parentElement);
          found = up && { opacity: up.opacity * Number(st.opacity), bg: up.bg };
        }
      }
      backdrops.set(a, found);
      return found;
    };
    /** The signature, and the colours axe must find for a pass of this text to stand for every text of the signature. */
    const read = (el: Element): { sig: string; fg: string | null; bg: string } | null => {
      const s = getComputedStyle(el);
      const back = backdrop(el);
      if (!back) return null;
      const { opacity, bg } = back;
      const off = el.closest(':disabled, [aria-disabled="true"]') ? 'disabled' : '';
      let link: string[] = [];
      if (el.tagName === 'A' && el.parentElement) {
        const block = el.parentElement.closest('p, li, td, th, dd, dt, blockquote, figcaption, h1, h2, h3, h4, h5, h6') ?? el.parentElement;
        const inText = (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
        link = [s.textDecorationLine, s.borderBottomStyle, getComputedStyle(el.parentElement).color, String(inText)];
      }
      const fg = rgb(s.color);
      const sig = [theme, el.namespaceURI, s.color, s.fill, s.fontSize, s.fontWeight, s.textShadow, opacity.toFixed(3), bg, off, ...link].join('|');
      return { sig, fg: opacity === 1 && fg && (fg[4] === undefined || fg[4] === '1') ? hex(fg) : null, bg };
    };
    const hasText = (el: Element) => FIELDS.has(el.tagName) || [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    // What a reader can see: axe's colour rules pass over hidden text, and over text clipped to a pixel (sr-only).
    const shown = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const skip = exclude.join(', ');
    const unknown = [...document.body.querySelectorAll('*')].filter((el) => {
      // Text in a drawing (an <svg>) is text on a picture to axe, which leaves it undecided every time (imgNode).
      if (!hasText(el) || (skip && el.closest(skip)) || el.closest('svg') || !shown(el)) return false;
      const r = read(el);
      return !r || !seenBefore.has(r.sig);
    });
    // Each unknown text once: an element inside another one is scanned with it.
    const unknownSet = new Set(unknown);
    const outermost = unknown.filter((el) => {
      for (let a = el.parentElement; a; a = a.parentElement) if (unknownSet.has(a)) return false;
      return true;
    });
    if (outermost.length === 0) return { violations: [], fresh: [] };
    const results = await (window as unknown as { axe: typeof axe }).axe.run(
      outermost as unknown as axe.ElementContext,
      { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations', 'incomplete', 'passes'] } as axe.RunOptions,
    );
    const elementOf = (node: axe.NodeResult) => (node.target.length === 1 && typeof node.target[0] === 'string' ? document.querySelector(node.target[0]) : null);
    const fresh = new Set<string>();
    for (const node of results.passes.find((r) => r.id === 'color-contrast')?.nodes ?? []) {
      const el = elementOf(node);
      const r = el && read(el);
      const data = node.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
      if (r && !seenBefore.has(r.sig) && r.fg && data?.fgColor === r.fg && data.bgColor === r.bg) fresh.add(r.sig);
    }
    // A signature of which some text was not passed (a link whose text block axe could not decide) is not known yet.
    for (const node of [...results.incomplete, ...results.violations].flatMap((r) => r.nodes)) {
      const el = elementOf(node);
      const r = el && read(el);
      if (r) fresh.delete(r.sig);
    }
    return {
      violations: results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) })),
      fresh: [...fresh],
    };
  }, [[...seen], theme, exclude, COLOUR_RULES] as const);
}

/**
 * The page scan's axe: every rule but the colour ones on the whole page in the light theme, and the colour rules in each
 * theme on what `seen` (signatures this run has checked and passed, kept by the caller from page to page) does not
 * already cover. New signatures join `seen` only when their theme passed, so a failure is found again on a retry.
 * Ends in the dark theme.
 */
export async function axeOncePerStyle(page: Page, seen: Set<string>, o: { exclude?: string[] } = {}) {
  await chooseTheme(page, 'light');
  const rules = await axeViolations(page, undefined, { exclude: o.exclude, noColours: true });
  const colours = async (theme: 'light' | 'dark') => {
    await chooseTheme(page, theme);
    const { violations, fresh } = await coloursOnce(page, seen, theme, o.exclude ?? []);
    if (violations.length === 0) for (const sig of fresh) seen.add(sig);
    return violations;
  };
  const light = [...rules, ...(await colours('light'))];
  // The page is left in the dark theme: a switch back would restyle the whole page for nothing.
  const dark = await colours('dark');
  return { light, dark };
}
