// @vitest-environment happy-dom
/**
 * The ruling checker island driven as a reader drives it, without a browser (these checks were in
 * tests/e2e/checker.spec.ts, which keeps what needs a browser: the built page's old addresses sent on
 * with their fragments, a ruling's link followed, the Steam Rollers code loaded only when needed, a
 * phone's layout and axe on the limit note). A pasted file is answered with PASS or with FAIL in the
 * command line's own words and steps through its moves; a shared #s= link opens, a broken one or one
 * over the limits is explained in the page's language and the page stays usable; moves can be played
 * from a step and written into the file; the position editor writes a file the checker runs.
 * Site files opened by #file=: checker-files.test.tsx. The pure parts: tests/unit/checker.test.ts, limits.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { button, click, cliVerdict, closeAfterEach, contractExample, go, open, paste, q, reason, share, text, type, verdict } from './checker-host';

closeAfterEach();

describe('a pasted file', () => {
  it('PASS with its title; stepped to the rules applied and to the refusal the file expects', () => {
    const el = open();
    paste(el, JSON.stringify(contractExample(), null, 2));
    expect(verdict(el)).toContain('PASS');
    expect(verdict(el)).toContain('Build a 4 after a 3 and ride two cards');
    const story = q(el, '.chk-story')!;
    click(button(story, 'Next'));
    expect(story.textContent).toContain('Rules applied:');
    click(button(story, 'Next'));
    expect(text(story, '.chk-refused-ok')).toContain('Refused, as the file expects:');
  });

  it("FAIL with the command line's own reason, for a wrong expectation and a bad position; garbage gets FAIL and a reason", () => {
    const el = open();
    const doc = contractExample();
    doc.steps[7].expect.train = 'r2';
    const wrong = cliVerdict(doc);
    expect(wrong).toMatch(/^step 7 \(expect\): train: expected "r2"/);
    paste(el, JSON.stringify(doc));
    expect(verdict(el)).toContain('FAIL');
    expect(reason(el)).toBe(wrong);
    const invalid = contractExample();
    invalid.position.train = 'nowhere';
    paste(el, JSON.stringify(invalid));
    expect(reason(el)).toBe(cliVerdict(invalid));
    for (const garbage of ['{oops', '[]', 'null', '"text"', '{"game":"chess"}', '{"game":"rollecate","position":{},"steps":[{"build":7}]}', '\u0000\u0001', '{'.repeat(50)]) {
      paste(el, garbage);
      expect(verdict(el), garbage).toContain('FAIL');
      expect(reason(el), garbage).not.toBe('');
    }
    paste(el, '{oops');
    expect(reason(el)).toContain('not valid JSON (');
  });

  it('a paste of 2,001 steps is refused before it runs, with what to do instead; a good paste afterwards is checked', () => {
    const el = open();
    paste(el, JSON.stringify({ ...contractExample(), steps: Array.from({ length: 2001 }, () => ({ pass: true })) }));
    const limit = q(el, '[data-testid="chk-limit"]')!;
    expect(limit.textContent).toContain('This scenario cannot be checked on this page. It has 2,001 steps; a page steps through at most 2,000.');
    expect(text(limit, 'code')).toBe('npm run scenario -- FILE.json');
    expect(q(el, '[data-testid="chk-verdict"]')).toBeNull();
    paste(el, JSON.stringify(contractExample()));
    expect(q(el, '[data-testid="chk-limit"]')).toBeNull();
    expect(verdict(el)).toContain('PASS');
  });
});

describe('a shared #s= link', () => {
  it('opens: PASS with its title, the file pretty-printed in the text box, the railway drawn; in Dutch on the Dutch page', () => {
    const doc = contractExample();
    const el = open('en', `#s=${share(doc)}`);
    expect(verdict(el)).toContain('PASS');
    expect(verdict(el)).toContain(doc.title);
    expect((q(el, '#chk-text') as HTMLTextAreaElement).value).toBe(JSON.stringify(doc, null, 2));
    expect(q(el, '.chk-story .rc-railway')).not.toBeNull();
  });

  it('opens on the Dutch page, in Dutch', () => {
    const el = open('nl', `#s=${share(contractExample())}`);
    expect(verdict(el)).toContain('Elke stap verliep');
  });

  it('a malformed one is explained (each of four ways), and the page still checks a paste', () => {
    const el = open();
    for (const [hash, message] of [
      ['%%%not-a-scenario', 'base64url'],
      ['', 'empty'],
      [Buffer.from('hello, world', 'utf8').toString('base64url'), 'not valid JSON'],
      ['abcde', 'base64url'],
    ] as const) {
      go(`#s=${hash}`);
      const alert = text(el, '[data-testid="chk-link-error"]');
      expect(alert, hash).toContain('This link cannot be opened in the checker.');
      expect(alert, hash).toContain(message);
    }
    paste(el, JSON.stringify(contractExample()));
    expect(verdict(el)).toContain('PASS');
  });

  // The 1.6 MB link and the 5,000-deep one on the Dutch page: tests/unit/limits.test.ts ("the checker island with a hostile link").
  it('one 5,000 levels deep is refused with the depth and the command line', () => {
    const deep = Buffer.from(`{"game":"rollecate","position":{},"steps":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'utf8').toString('base64url');
    const el = open('en', `#s=${deep}`);
    const alert = text(el, '[data-testid="chk-link-error"]');
    expect(alert).toContain('Its lists and objects nest more than 64 levels deep');
    expect(alert).toContain('The command line refuses it too');
    expect(q(el, '[data-testid="island-error"]')).toBeNull();
  });

  it('on the Dutch page a link too long or damaged is explained in Dutch, a new link replacing the message', () => {
    const el = open('nl', `#s=${'A'.repeat(400_000)}`);
    const alert = () => text(el, '[data-testid="chk-link-error"]');
    expect(alert()).toContain('Deze link kan niet in de controle worden geopend.');
    expect(alert()).toContain('Het is 293 kB tekst; een pagina leest er hoogstens 256 kB van.');
    expect(alert()).toContain('Sla het op als .json-bestand');
    go('#s=abc$');
    expect(alert()).toContain('De gedeelde spelsituatie is beschadigd: het is geen base64url-tekst.');
  });
});

describe('playing from a step', () => {
  it('refuses an illegal move with its rule, plays a pass in words, and writes the moves into the file', () => {
    const el = open('en', `#s=${share(contractExample())}`);
    expect(verdict(el)).toContain('PASS');
    click(button(el, 'Play from here'));
    const story = q(el, '.chk-story')!;
    // The drawn 1 after the 3 at the end breaks the value rule. Cards are named in words, the file's id is their tooltip.
    const drawn = button(story, 'a straight 1');
    expect(drawn.getAttribute('title')).toBe('a straight 1 (d1)');
    click(drawn);
    click(button(story, /^Build 1\b/));
    const outcome = () => q(el, '[data-testid="chk-outcome"]')!;
    expect(outcome().textContent).toContain('Refused: R25');
    const r25 = [...outcome().querySelectorAll('a')].find((a) => /^R25/.test(a.textContent ?? ''));
    expect(r25?.getAttribute('href')).toBe('/rollecate/building/#r25');
    click(button(story, 'Pass'));
    expect(outcome().textContent).toContain('Played: {"pass":true}');
    const lines = text(outcome(), '.rc-log-lines');
    expect(lines).toContain('Ann passes; the train moves from the straight 2 to the curved 3.');
    expect(q(outcome(), '.rc-log-cards [title="a straight 2 (r1)"]')).not.toBeNull();
    expect([...outcome().querySelectorAll('a')].some((a) => a.textContent === 'R14')).toBe(true);
    click(button(el, 'Write these moves into the scenario'));
    expect(verdict(el)).toContain('PASS');
    expect((q(el, '#chk-text') as HTMLTextAreaElement).value).toMatch(/"pass": true/);
  });
});

describe('the position editor', () => {
  it("writes a file the checker runs, and shows the runner's message for an illegal one", () => {
    const el = open();
    const editor = q(el, '.chk-editor')!;
    const edVerdict = () => text(editor, '[data-testid="chk-ed-verdict"]');
    expect(edVerdict()).toContain('PASS');
    click(button(editor, 'Check this scenario'));
    expect(verdict(el)).toContain('PASS');
    // Give two cards the same id: the runner's own message appears at once.
    const id = (n: number) => q(editor, `[aria-label="Railway, card ${n}: id"]`) as HTMLInputElement;
    type(id(2), 'r1');
    expect(edVerdict()).toContain('position.railway[1] (card "r1"): duplicated card id "r1"');
    type(id(2), 'r2');
    click(button(editor, 'Add a card: Railway'));
    expect(id(4).value).toBe('r4');
    click(button(editor, 'an empty table'));
    expect(edVerdict()).toContain('position.drawPile must not be empty');
  });
});

