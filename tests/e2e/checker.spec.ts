/**
 * The ruling checker and the rulings pages, end to end: a pasted scenario is
 * answered with PASS, or FAIL in exactly the command line's words; a shared
 * #s= link opens; a broken link gets a clear message; a link or a paste over
 * the limits (size, steps, nesting) is refused with what to do instead, in
 * the page's language; moves can be played from
 * any step; and every ruling is on its page, in both languages, with every
 * embedded example stepping to its end without console errors.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeBothThemes } from './axe';
import { collectErrors } from './errors';

const root = join(import.meta.dirname, '..', '..');
const examples = join(root, '..', 'shared', 'contracts', 'examples');

/** A contract example (../shared/contracts/examples/rollecate-build-and-ride.json), copied here in case that folder is absent. */
const FALLBACK = {
  game: 'rollecate',
  title: 'Build a 4 after a 3 and ride two cards',
  options: { variant: 'standard' },
  position: {
    railway: [
      { id: 'r1', value: 2, shape: 'straight', turn: 'straight' },
      { id: 'r2', value: 3, shape: 'curve', turn: 'left' },
      { id: 'r3', value: 3, shape: 'straight', turn: 'straight' },
    ],
    train: 'r1',
    drawPile: [
      { id: 'd1', value: 1, shape: 'straight' },
      { id: 'd2', value: 2, shape: 'curve' },
    ],
    players: [
      { name: 'Ann', hand: [{ id: 'h1', value: 4, shape: 'straight' }, { id: 'h2', value: 4, shape: 'curve' }], discard: [] },
      { name: 'Bob', hand: [], discard: [] },
    ],
    current: 0,
  },
  steps: [
    { say: 'Ann has drawn d1. She adds her curved 4 after the 3: a difference of 1 is allowed.' },
    { build: [{ card: 'h2', turn: 'right' }] },
    { expect: { phase: 'roll', railway: ['r1', 'r2', 'r3', 'h2'] } },
    { say: 'A 4 means four dice. Two of them show a wheel.' },
    { roll: { wheels: 5 }, rejected: true },
    { roll: { wheels: 2 } },
    { say: "The train rides two cards and stops on r3. No penalty: Bob's turn, and he draws d2." },
    { expect: { phase: 'action', current: 1, train: 'r3', hands: [['h1', 'd1'], ['d2']] } },
  ],
};

function contractExample(): typeof FALLBACK {
  const file = join(examples, 'rollecate-build-and-ride.json');
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      /* fall back to the copy */
    }
  }
  return structuredClone(FALLBACK);
}

/** What `npm run scenario -- FILE` prints for this document: the reason after "FAIL FILE: ", or "PASS". */
function cliVerdict(doc: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'checker-e2e-'));
  const file = join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(doc));
  let out: string;
  try {
    out = execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'src', 'scenario', 'cli.ts'), file], { cwd: root, encoding: 'utf8' });
  } catch (e) {
    out = String((e as { stdout?: string }).stdout ?? '');
  }
  const line = out.split('\n').find((l) => l.includes(file)) ?? '';
  return line.startsWith('PASS') ? 'PASS' : line.slice(line.indexOf(`${file}: `) + file.length + 2);
}


const share = (doc: unknown) => Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url');

async function paste(page: Page, text: string) {
  await page.getByLabel('Scenario file (JSON)').fill(text);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test.describe('ruling checker', () => {
  test('answers a pasted scenario with PASS', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/checker/');
    await expect(page.locator('h1')).toHaveText('Ruling checker');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
    await paste(page, JSON.stringify(contractExample(), null, 2));
    const verdict = page.getByTestId('chk-verdict');
    await expect(verdict).toContainText('PASS');
    await expect(verdict).toContainText('Build a 4 after a 3 and ride two cards');
    // The story: step to the refused roll and see the engine's reason with its rule.
    const story = page.locator('.chk-story');
    await story.getByRole('button', { name: 'Next' }).click();
    await expect(story).toContainText('Rules applied:');
    await story.getByRole('button', { name: 'Next' }).click();
    await expect(story.locator('.chk-refused-ok')).toContainText('Refused, as the file expects:');
    expect(errors).toEqual([]);
  });

  test('steps through a Rolit file too, as the runner reads it, and up to the step a failing one stopped at', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => localStorage.setItem('rulebook.rolit.edition', 'es'));
    await page.goto('/checker/');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
    const doc = JSON.parse(readFileSync(join(root, 'src/content/scenarios/rolit/b3-14-match-one-round-per-player.json'), 'utf8'));
    delete doc.options.edition;
    await paste(page, JSON.stringify(doc));
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    const story = page.locator('.chk-story');
    await expect(story.locator('.ro-board')).toBeVisible();
    // The reader chose the Spanish edition elsewhere, but the checker plays the file as written.
    await expect(story.locator('.ro-story-edition')).toHaveText('Played by the standard edition’s rules.');
    await expect(story.locator('.rc-progress')).toHaveText(/of 27/);
    // A failing file: the verdict is the runner's, and the steps before the failure can still be stepped.
    doc.steps[1].expect.current = 'R';
    await paste(page, JSON.stringify(doc));
    await expect(page.getByTestId('chk-reason')).toHaveText(cliVerdict(doc));
    await expect(story.locator('.rc-progress')).toHaveText(/of 1$/);
    expect(errors).toEqual([]);
  });

  test('answers FAIL with the command line\'s own reason, and garbage with a message', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/checker/');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
    const doc = contractExample();
    (doc.steps[7] as { expect: { train: string } }).expect.train = 'r2';
    const reason = cliVerdict(doc);
    expect(reason).toMatch(/^step 7 \(expect\): train: expected "r2"/);
    await paste(page, JSON.stringify(doc));
    await expect(page.getByTestId('chk-verdict')).toContainText('FAIL');
    await expect(page.getByTestId('chk-reason')).toHaveText(reason);

    const invalid = { ...contractExample(), position: { ...contractExample().position, train: 'nowhere' } };
    await paste(page, JSON.stringify(invalid));
    await expect(page.getByTestId('chk-reason')).toHaveText(cliVerdict(invalid));

    for (const garbage of ['{oops', '[]', 'null', '"text"', '{"game":"chess"}', '{"game":"rollecate","position":{},"steps":[{"build":7}]}', '\u0000\u0001', '{'.repeat(50)]) {
      await paste(page, garbage);
      await expect(page.getByTestId('chk-verdict'), garbage).toContainText('FAIL');
      await expect(page.getByTestId('chk-reason'), garbage).not.toBeEmpty();
    }
    await paste(page, '{oops');
    await expect(page.getByTestId('chk-reason')).toContainText('not valid JSON (');
    expect(errors).toEqual([]);
  });

  test('opens a shared #s= link', async ({ page }) => {
    const errors = collectErrors(page);
    const doc = contractExample();
    await page.goto(`/checker/#s=${share(doc)}`);
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    await expect(page.getByTestId('chk-verdict')).toContainText(doc.title);
    await expect(page.getByLabel('Scenario file (JSON)')).toHaveValue(JSON.stringify(doc, null, 2));
    await expect(page.locator('.chk-story .rc-railway')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('opens a shared link on the Dutch page too', async ({ page }) => {
    await page.goto(`/nl/checker/#s=${share(contractExample())}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByTestId('chk-verdict')).toContainText('Elke stap verliep');
  });

  for (const [hash, message] of [
    ['%%%not-a-scenario', 'base64url'],
    ['', 'empty'],
    [Buffer.from('hello, world', 'utf8').toString('base64url'), 'not valid JSON'],
    ['abcde', 'base64url'],
  ] as const) {
    test(`explains a malformed link (#s=${hash.slice(0, 12)})`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`/checker/#s=${hash}`);
      const alert = page.getByTestId('chk-link-error');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('This link cannot be opened in the checker.');
      await expect(alert).toContainText(message);
      // The page is still usable.
      await paste(page, JSON.stringify(contractExample()));
      await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
      expect(errors).toEqual([]);
    });
  }

  test('refuses a 1.6 MB link, a 5,000-deep one and a paste of 2,001 steps, says what to do instead, and stays usable', async ({ page }) => {
    const errors = collectErrors(page);
    // The crafted link: 8,000 turns, each with its narration, 1.6 MB in all.
    const say = 'Ann passes: the train moves on by one card, no penalty is owed, nothing else happens in this turn, and Bob draws his card next.';
    const long = { ...contractExample(), steps: Array.from({ length: 16_000 }, (_, i) => (i % 2 ? { pass: true } : { say })) };
    const code = share(long);
    expect(code.length).toBeGreaterThan(1_600_000);
    await page.goto(`/checker/#s=${code}`);
    const alert = page.getByTestId('chk-link-error');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText('This link cannot be opened in the checker.');
    await expect(alert).toContainText(/It is [\d,]+ KB of text; a page reads at most 256 KB\./);
    await expect(alert.locator('code')).toHaveText('npm run scenario -- FILE.json');
    await expect(page.getByTestId('chk-verdict')).toHaveCount(0);
    await paste(page, JSON.stringify(contractExample()));
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');

    // 5,000 levels deep: JSON.stringify once threw a RangeError here, outside any try, and the page showed nothing.
    const deep = Buffer.from(`{"game":"rollecate","position":{},"steps":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'utf8').toString('base64url');
    await page.goto(`/checker/#s=${deep}`);
    await expect(alert).toContainText('Its lists and objects nest more than 64 levels deep');
    await expect(alert).toContainText('The command line refuses it too');
    await expect(page.getByTestId('island-error')).toHaveCount(0);

    // A paste of 2,001 steps: refused before it runs.
    await paste(page, JSON.stringify({ ...contractExample(), steps: Array.from({ length: 2001 }, () => ({ pass: true })) }));
    const limit = page.getByTestId('chk-limit');
    await expect(limit).toContainText('This scenario cannot be checked on this page. It has 2,001 steps; a page steps through at most 2,000.');
    await expect(limit.locator('code')).toHaveText('npm run scenario -- FILE.json');
    await expect(page.getByTestId('chk-verdict')).toHaveCount(0);
    const { light, dark } = await axeBothThemes(page, '.chk-input');
    expect(light, 'axe, light theme').toEqual([]);
    expect(dark, 'axe colour rules, dark theme').toEqual([]);
    await paste(page, JSON.stringify(contractExample()));
    await expect(limit).toHaveCount(0);
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    expect(errors).toEqual([]);
  });

  test('says so in Dutch on the Dutch page', async ({ page }) => {
    const errors = collectErrors(page);
    const deep = Buffer.from(`{"game":"rollecate","steps":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'utf8').toString('base64url');
    await page.goto(`/nl/checker/#s=${deep}`);
    const alert = page.getByTestId('chk-link-error');
    await expect(alert).toContainText('Deze link kan niet in de controle worden geopend.');
    await expect(alert).toContainText('meer dan 64 niveaus diep');
    await expect(alert).toContainText('Ook de opdrachtregel weigert het');
    await page.goto(`/nl/checker/#s=${'A'.repeat(400_000)}`);
    await expect(alert).toContainText('Het is 293 kB tekst; een pagina leest er hoogstens 256 kB van.');
    await expect(alert).toContainText('Sla het op als .json-bestand');
    await page.goto('/nl/checker/#s=abc$');
    await expect(alert).toContainText('De gedeelde spelsituatie is beschadigd: het is geen base64url-tekst.');
    expect(errors).toEqual([]);
  });

  test('plays a move from a step, refuses an illegal one with its rule, and writes the moves into the file', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/checker/#s=${share(contractExample())}`);
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    await page.getByRole('button', { name: 'Play from here' }).click();
    const story = page.locator('.chk-story');
    // The drawn 1 after the 3 at the end breaks the value rule. Cards are named in words, the file's id is their tooltip.
    const drawn = story.getByRole('button', { name: 'a straight 1', exact: true });
    await expect(drawn).toHaveAttribute('title', 'a straight 1 (d1)');
    await drawn.click();
    await story.getByRole('button', { name: 'Build 1' }).click();
    await expect(page.getByTestId('chk-outcome')).toContainText('Refused: R25');
    await expect(page.getByTestId('chk-outcome').getByRole('link', { name: /^R25/ })).toHaveAttribute('href', '/rollecate/building/#r25');
    await story.getByRole('button', { name: 'Pass', exact: true }).click();
    const outcome = page.getByTestId('chk-outcome');
    await expect(outcome).toContainText('Played: {"pass":true}');
    // The narration names the cards as a player would; the file's ids are only the pictures' tooltips.
    await expect(outcome.locator('.rc-log-lines')).toContainText('Ann passes; the train moves from the straight 2 to the curved 3.');
    await expect(outcome.locator('.rc-log-lines')).not.toContainText(/\b[rdh]\d\b/);
    await expect(outcome.locator('.rc-log-cards [title="a straight 2 (r1)"]').first()).toBeAttached();
    await expect(outcome.getByRole('link', { name: 'R14' })).toBeVisible();
    await page.getByRole('button', { name: 'Write these moves into the scenario' }).click();
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    await expect(page.getByLabel('Scenario file (JSON)')).toHaveValue(/"pass": true/);
    expect(errors).toEqual([]);
  });

  test('the position editor writes a file the checker runs, and shows the runner\'s message for an illegal one', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/checker/');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
    const editor = page.locator('.chk-editor');
    await expect(editor.getByTestId('chk-ed-verdict')).toContainText('PASS');
    await editor.getByRole('button', { name: 'Check this scenario' }).click();
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    // Give two cards the same id: the runner's own message appears at once.
    await editor.getByLabel('Railway, card 2: id').fill('r1');
    await expect(editor.getByTestId('chk-ed-verdict')).toContainText('position.railway[1] (card "r1"): duplicated card id "r1"');
    await editor.getByLabel('Railway, card 2: id').fill('r2');
    await editor.getByRole('button', { name: 'Add a card: Railway' }).click();
    await expect(editor.getByLabel('Railway, card 4: id')).toHaveValue('r4');
    await editor.getByRole('button', { name: 'an empty table' }).click();
    await expect(editor.getByTestId('chk-ed-verdict')).toContainText('position.drawPile must not be empty');
    expect(errors).toEqual([]);
  });

  test('opens a site file named in #file=, from the link under a ruling\'s example', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/rollecate/rulings/');
    const link = page.locator('#ruling-22 ~ .rul-check a').first();
    await expect(link).toHaveAttribute('href', '/checker/#file=ruling-22-pass-onto-broken-track');
    await link.click();
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    await expect(page.getByTestId('chk-verdict')).toContainText('Ruling 22');
    // A Rolit ruling opens the same way, and steps through on a Rolit board.
    await page.goto('/nl/rolit/rulings/');
    const rolit = page.locator('#ruling-7 ~ .rul-check a').first();
    await expect(rolit).toHaveAttribute('href', '/nl/checker/#file=rolit/b3-07-colour-disappeared');
    await rolit.click();
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    await expect(page.locator('.chk-story .ro-board')).toBeVisible();
    await page.goto('/checker/#file=no-such-file');
    await expect(page.getByTestId('chk-link-error')).toContainText('The site has no scenario file named "no-such-file".');
    expect(errors).toEqual([]);
  });

  test('opens a Steam Rollers site file by #file=, steps it to its end, and steps a failing paste up to its failing step', async ({ page }) => {
    const errors = collectErrors(page);
    // The link under a ruling on the Steam Rollers rulings page opens its file.
    await page.goto('/steam-rollers/rulings/');
    const link = page.locator('#ruling-07 ~ .rul-check a').first();
    await expect(link).toHaveAttribute('href', '/checker/#file=steam-rollers/c5-07-used-engine-box-needs-a-card');
    await link.click();
    await expect(page).toHaveURL(/\/checker\/#file=steam-rollers\/c5-07-used-engine-box-needs-a-card$/);
    const verdict = page.getByTestId('chk-verdict');
    await expect(verdict).toContainText('PASS');
    await expect(verdict).toContainText('C.5 #7');
    // The file is shown with the schema's address on the site, not the repository path.
    const text = page.getByLabel('Scenario file (JSON)');
    await expect(text).toHaveValue(/"\$schema": "\/scenario\.schema\.json"/);
    await expect(text).not.toHaveValue(/public\/scenario\.schema\.json/);
    // It steps through on Steam Rollers' own island, loaded now, to its last step.
    const story = page.locator('.chk-story .sr-scenario');
    await expect(story).toBeVisible();
    await expect(story.locator('.rc-progress')).toHaveText('Step 1 of 6');
    const next = story.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 5; i++) await next.click();
    await expect(story.locator('.rc-progress')).toHaveText('Step 6 of 6');
    await expect(next).toBeDisabled();
    await expect(story).toContainText('Ann crosses engine box 6');

    // A pasted file whose last expectation is wrong: the runner's own reason, and the story up to that step.
    const doc = JSON.parse(readFileSync(join(root, 'src/content/scenarios/steam-rollers/c5-07-used-engine-box-needs-a-card.json'), 'utf8'));
    doc.steps[10].expect.players[0].strength = 3;
    await paste(page, JSON.stringify(doc, null, 2));
    await expect(verdict).toContainText('FAIL');
    await expect(page.getByTestId('chk-reason')).toHaveText(cliVerdict(doc));
    await expect(page.getByTestId('chk-reason')).toHaveText(/^step 10 \(expect\): players:/);
    await expect(story.locator('.rc-progress')).toHaveText('Step 1 of 6');
    // A refused move the file did not expect: the story stops before it.
    const refused = structuredClone(doc);
    delete refused.steps[3].rejected;
    await paste(page, JSON.stringify(refused));
    await expect(page.getByTestId('chk-reason')).toHaveText(cliVerdict(refused));
    await expect(page.getByTestId('chk-reason')).toHaveText(/^step 3 \(engine\): refused:/);
    await expect(story.locator('.rc-progress')).toHaveText('Step 1 of 3');
    await story.getByRole('button', { name: 'Next' }).click();
    await story.getByRole('button', { name: 'Next' }).click();
    await expect(story.locator('.rc-progress')).toHaveText('Step 3 of 3');

    // The Dutch rulings page links the Dutch checker, which steps through in Dutch.
    await page.goto('/nl/steam-rollers/rulings/');
    const nl = page.locator('#ruling-07 ~ .rul-check a').first();
    await expect(nl).toHaveAttribute('href', '/nl/checker/#file=steam-rollers/c5-07-used-engine-box-needs-a-card');
    await nl.click();
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    await expect(page.locator('.chk-story .sr-scenario')).toContainText('Dobbelstenen');
    await page.goto('/checker/#file=steam-rollers/no-such-file');
    await expect(page.getByTestId('chk-link-error')).toContainText('The site has no scenario file named "steam-rollers/no-such-file".');
    expect(errors).toEqual([]);
  });

  test('the old /rollecate/checker/ addresses send a link on to /checker/ with its #s= or #file= kept, in both languages', async ({ page, browser }) => {
    const errors = collectErrors(page);
    const doc = contractExample();
    await page.goto(`/rollecate/checker/#s=${share(doc)}`);
    await expect(page).toHaveURL(new RegExp(`/checker/#s=${share(doc)}$`));
    expect(new URL(page.url()).pathname).toBe('/checker/');
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    await expect(page.getByTestId('chk-verdict')).toContainText(doc.title);
    await page.goto('/nl/rollecate/checker/#file=steam-rollers/c5-07-used-engine-box-needs-a-card');
    await expect(page).toHaveURL(/\/nl\/checker\/#file=steam-rollers\/c5-07-used-engine-box-needs-a-card$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByTestId('chk-verdict')).toContainText('C.5 #7');
    // The browser's Back does not return to the old address (it was replaced, not added).
    await page.goto('/rollecate/checker/');
    await expect(page).toHaveURL(/\/checker\/$/);
    expect(new URL(page.url()).pathname).toBe('/checker/');
    expect(errors).toEqual([]);
    // Without scripts, the page still leads on: a meta refresh to the new address, and a link.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    const response = await bare.request.get('/nl/rollecate/checker/');
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/nl/checker/"');
    expect(html).toContain('<link rel="canonical" href="/nl/checker/"');
    await bare.goto('/nl/rollecate/checker/');
    await expect(bare).toHaveURL(/\/nl\/checker\/$/);
    await expect(bare.locator('h1')).toHaveText('Uitspraken controleren');
    await noScript.close();
  });

  test('loads no Steam Rollers code until a Steam Rollers file is opened', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.goto('/checker/');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
    await paste(page, JSON.stringify(contractExample()));
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    // The bundler names the Steam Rollers chunk after one of its modules (checkerSteam.ts or SteamScenario.tsx).
    const steam = () => loaded.filter((u) => /SteamScenario|checkerSteam/.test(u));
    expect(steam()).toEqual([]);
    await page.goto('/checker/#file=steam-rollers/c5-01-engine-starts-at-zero');
    await expect(page.locator('.chk-story .sr-scenario')).toBeVisible();
    expect(steam().length).toBeGreaterThan(0);
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/checker/#s=${share(contractExample())}`);
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

test.describe('rulings pages', () => {
  // Each page's load, islands and one example are checked in site.spec.ts; every example's
  // stepping in tests/component/examples.tsx (one test file a game). Here: all 45 rulings, in order, under their ids.
  for (const { path, h1 } of [
    { path: '/rollecate/rulings/', h1: 'Rulings' },
    { path: '/nl/rollecate/rulings/', h1: 'Uitspraken' },
  ]) {
    test(`${path} has all 45 rulings in order, with their fifty-odd examples`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      const ids = [...html.matchAll(/<h3[^>]*\sid="(ruling-\d+)"/g)].map((m) => m[1]);
      expect(ids).toEqual(Array.from({ length: 45 }, (_, i) => `ruling-${String(i + 1).padStart(2, '0')}`));
      expect(html.match(/<astro-island[^>]*component-url="[^"]*Scenario/g)?.length ?? 0).toBeGreaterThanOrEqual(50);
    });
  }

  // "On this page" lists every ruling, in order, so a reader finds one in a click (each ruling's heading is HTML, for its stable id).
  for (const [path, count] of [
    ['/rollecate/rulings/', 45], ['/nl/rollecate/rulings/', 45], ['/rolit/rulings/', 16],
    ['/nl/rolit/rulings/', 16], ['/steam-rollers/rulings/', 18], ['/nl/steam-rollers/rulings/', 18],
  ] as const) {
    test(`${path}: its contents list all ${count} rulings, each linking to its heading`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const headings = [...html.matchAll(/<h[23][^>]*\sid="(ruling-\d+)"[^>]*>(.*?)<\/h[23]>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]*>/g, '').trim()]);
      expect(headings).toHaveLength(count);
      const toc = html.slice(html.indexOf('<starlight-toc'), html.indexOf('</starlight-toc>'));
      const links = [...toc.matchAll(/<a href="#(ruling-\d+)"[^>]*>\s*<span[^>]*>([^<]*)<\/span>/g)].map((m) => [m[1], m[2]!.trim()]);
      expect(links).toEqual(headings);
    });
  }
});
