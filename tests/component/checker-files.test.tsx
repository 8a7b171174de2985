// @vitest-environment happy-dom
/**
 * The ruling checker opens the site's files by #file= (the rulings pages link so): Rollecate's, Rolit's
 * on Rolit's island (played as the file says, whatever edition the reader chose) and Steam Rollers' on
 * its own, loaded then; each steps to its end, and a failing paste steps up to the step the command
 * line stopped at, with its reason in the command line's words. (Were in tests/e2e/checker.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { button, click, cliVerdict, closeAfterEach, go, open, paste, progress, q, readDoc, reason, text, verdict } from './checker-host';
import { until } from './host';

closeAfterEach();

describe('site files by #file=', () => {
  it('a Rollecate ruling opens; a Rolit one steps on a Rolit board on the Dutch page; a name the site has not is said', async () => {
    let el = open('en', '#file=ruling-22-pass-onto-broken-track');
    await until(() => verdict(el).includes('PASS'));
    expect(verdict(el)).toContain('Ruling 22');
    go('#file=no-such-file');
    await until(() => q(el, '[data-testid="chk-link-error"]') !== null);
    expect(text(el, '[data-testid="chk-link-error"]')).toContain('The site has no scenario file named "no-such-file".');
    el = open('nl', '#file=rolit/b3-07-colour-disappeared');
    await until(() => q(el, '.chk-story .ro-board') !== null);
    expect(verdict(el)).toContain('PASS');
  });

  it('a Rolit file steps as the runner reads it, whatever edition the reader chose, and a failing one up to the step it stopped at', async () => {
    localStorage.setItem('rulebook.rolit.edition', 'es');
    const el = open();
    const doc = readDoc('rolit', 'b3-14-match-one-round-per-player');
    delete doc.options.edition;
    paste(el, JSON.stringify(doc));
    expect(verdict(el)).toContain('PASS');
    await until(() => q(el, '.chk-story .ro-board') !== null);
    expect(text(el, '.chk-story .ro-story-edition')).toBe('Played by the standard edition’s rules.');
    expect(progress(el)).toMatch(/of 27/);
    doc.steps[1].expect.current = 'R';
    paste(el, JSON.stringify(doc));
    expect(reason(el)).toBe(cliVerdict(doc));
    await until(() => /of 1$/.test(progress(el)));
  });

  it("a Steam Rollers file steps to its end on its own island; a failing paste steps up to its failing step; the Dutch page's in Dutch", async () => {
    let el = open('en', '#file=steam-rollers/c5-07-used-engine-box-needs-a-card');
    await until(() => q(el, '.chk-story .sr-scenario') !== null);
    expect(verdict(el)).toContain('PASS');
    expect(verdict(el)).toContain('C.5 #7');
    // The file is shown with the schema's address on the site, not the repository path.
    const box = q(el, '#chk-text') as HTMLTextAreaElement;
    expect(box.value).toMatch(/"\$schema": "\/scenario\.schema\.json"/);
    expect(box.value).not.toMatch(/public\/scenario\.schema\.json/);
    const story = () => q(el, '.chk-story .sr-scenario')!;
    expect(text(story(), '.rc-progress')).toBe('Step 1 of 6');
    for (let i = 0; i < 5; i++) click(button(story(), 'Next'));
    expect(text(story(), '.rc-progress')).toBe('Step 6 of 6');
    expect(button(story(), 'Next').disabled).toBe(true);
    expect(story().textContent).toContain('Ann crosses engine box 6');

    // A pasted file whose last expectation is wrong: the runner's own reason, and the story up to that step.
    const doc = readDoc('steam-rollers', 'c5-07-used-engine-box-needs-a-card');
    doc.steps[10].expect.players[0].strength = 3;
    paste(el, JSON.stringify(doc, null, 2));
    expect(verdict(el)).toContain('FAIL');
    expect(reason(el)).toBe(cliVerdict(doc));
    expect(reason(el)).toMatch(/^step 10 \(expect\): players:/);
    await until(() => text(el, '.chk-story .sr-scenario .rc-progress') === 'Step 1 of 6');
    // A refused move the file did not expect: the story stops before it.
    const refused = structuredClone(doc);
    delete refused.steps[3].rejected;
    paste(el, JSON.stringify(refused));
    expect(reason(el)).toBe(cliVerdict(refused));
    expect(reason(el)).toMatch(/^step 3 \(engine\): refused:/);
    await until(() => text(el, '.chk-story .sr-scenario .rc-progress') === 'Step 1 of 3');
    click(button(story(), 'Next'));
    click(button(story(), 'Next'));
    expect(text(story(), '.rc-progress')).toBe('Step 3 of 3');
    go('#file=steam-rollers/no-such-file');
    await until(() => q(el, '[data-testid="chk-link-error"]') !== null);
    expect(text(el, '[data-testid="chk-link-error"]')).toContain('The site has no scenario file named "steam-rollers/no-such-file".');

    el = open('nl', '#file=steam-rollers/c5-07-used-engine-box-needs-a-card');
    await until(() => q(el, '.chk-story .sr-scenario') !== null);
    expect(verdict(el)).toContain('PASS');
    expect(text(el, '.chk-story .sr-scenario')).toContain('Dobbelstenen');
  });
});
