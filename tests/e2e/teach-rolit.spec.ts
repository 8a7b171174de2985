/**
 * Issue 12, Rolit (items 23, 25–32) in a real browser: the play table paces
 * its bots (speed control, "skip to my turn"), previews what a square would
 * turn, keeps the last flips marked, answers a click on a forbidden square
 * with the rules core's refusal, keeps its log at the newest line, says when
 * no capture is possible, offers the one-minute limit and names the winner;
 * the examples say which edition they play by, describe every ball to a
 * screen reader and keep focus after "Try it"; the checker builds Rolit and
 * Steam Rollers positions. Each test loads its page once and checks in steps.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './errors';
import { hydrated } from './islands';

const PLAY = '/rolit/play/';

async function start(page: Page, o: { mode?: RegExp; players?: string; size?: string; timer?: boolean; rounds?: string } = {}) {
  await page.getByRole('radio', { name: o.mode ?? /against bots/ }).check();
  if (o.players) await page.getByRole('combobox', { name: 'Number of players' }).selectOption(o.players);
  // The number of players sets the rounds (one each); a different number goes in after it.
  if (o.rounds) await page.getByRole('spinbutton', { name: 'Rounds in the match' }).fill(o.rounds);
  if (o.size) await page.getByRole('combobox', { name: 'Board' }).selectOption(o.size);
  if (o.timer) await page.getByRole('checkbox', { name: /Limit each move/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
}

const logLines = (page: Page) => page.locator('.rop-log li');
const myTurn = (page: Page) => page.locator('.rop-play .ro-btn').first();

test('the play table: bots at a readable pace, skip, preview, flips, refusals by click, a log that follows', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(PLAY);
  await start(page, { players: '4' });
  const skip = page.getByRole('button', { name: 'Skip to my turn' });

  await test.step('skip to my turn plays the bots out at once', async () => {
    await expect(page.getByRole('combobox', { name: 'Bot speed' })).toHaveValue('normal');
    if (await skip.isVisible()) await skip.click();
    await expect(myTurn(page)).toBeVisible({ timeout: 2_000 });
  });

  await test.step('the table says why these squares are offered: a capture is possible (RO8), or none is (RO10)', async () => {
    await expect(page.getByTestId('rop-why-legal')).toHaveText(
      /^(A capture is possible, so only squares that capture are offered \(RO8\)\.|No ball you place here can capture, so any empty square next to a ball will do \(RO10\)\.)$/,
    );
  });

  await test.step('hovering an offered square previews what it would turn', async () => {
    const square = myTurn(page);
    await square.hover();
    const name = await square.getAttribute('data-square');
    const label = (await square.getAttribute('aria-label')) ?? '';
    const captures = /captures (.+)$/.exec(label)?.[1]?.split(', ') ?? [];
    if (captures.length) {
      await expect(page.getByTestId('ro-preview')).toHaveText(`${name} would turn ${captures.length} ${captures.length === 1 ? 'ball' : 'balls'}: ${captures.join(', ')}`);
      await expect(page.locator('.rop-play .ro-ball.ro-preview')).toHaveCount(captures.length);
    } else await expect(page.getByTestId('ro-preview')).toHaveText(`${name} would turn no ball`);
  });

  await test.step('a click on a forbidden square gives the refusal and marks it; the next move clears it', async () => {
    await page.locator('.rop-play .ro-forbidden[data-square="a1"]').click({ force: true });
    await expect(page.locator('.rop-refusal')).toContainText('RO5: a1 is not next to a ball');
    await expect(page.locator('.rop-play .ro-sq.ro-marked')).toHaveCount(1);
    const before = await logLines(page).count();
    const clicked = Date.now();
    await myTurn(page).click();
    await expect(page.locator('.rop-refusal')).toBeEmpty();
    await expect(page.locator('.rop-play .ro-sq.ro-marked')).toHaveCount(0);
    // The balls my ball turned are marked (as many as the log line names).
    const mine = (await logLines(page).nth(before).textContent()) ?? '';
    const n = Number(/captures (\d+)/.exec(mine)?.[1] ?? 0);
    await expect(page.locator('.rop-play .ro-flipped')).toHaveCount(n);
    // The next bot waits a readable moment before it moves (normal pace: 1.2 s).
    await expect(page.locator('.rop-status')).toContainText('(bot) is thinking');
    await expect(logLines(page)).toHaveCount(before + 2, { timeout: 5_000 });
    expect(Date.now() - clicked).toBeGreaterThan(900);
    // The bot's flips are marked now, until the next move.
    const bots = (await logLines(page).nth(before + 1).textContent()) ?? '';
    await expect(page.locator('.rop-play .ro-flipped')).toHaveCount(Number(/captures (\d+)/.exec(bots)?.[1] ?? 0));
  });

  await test.step('skip, move, skip…: the log keeps its newest line in view', async () => {
    for (let i = 0; i < 8; i++) {
      if (await skip.isVisible()) await skip.click();
      await expect(myTurn(page)).toBeVisible();
      await myTurn(page).click();
    }
    if (await skip.isVisible()) await skip.click();
    expect(await logLines(page).count()).toBeGreaterThan(30);
    await expect
      .poll(() => page.getByTestId('rop-log').evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
      .toBeLessThan(4);
  });

  await test.step('…unless the reader scrolls up: the log then stays, and a button goes back to the newest line', async () => {
    const log = page.getByTestId('rop-log');
    await log.evaluate((el) => { el.scrollTop = 0; el.dispatchEvent(new Event('scroll')); });
    const newest = page.getByRole('button', { name: 'Go to the newest move' });
    await expect(newest).toBeVisible();
    const count = await logLines(page).count();
    await myTurn(page).click();
    await expect.poll(() => logLines(page).count()).toBeGreaterThan(count);
    expect(await log.evaluate((el) => el.scrollTop)).toBeLessThan(10);
    await newest.click();
    expect(await log.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop)).toBeLessThan(4);
    await expect(newest).toHaveCount(0);
  });
  expect(errors).toEqual([]);
});

test('the form and the end: solo form, board advice, the one-minute limit, the winner named', async ({ page }) => {
  const errors = collectErrors(page);
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PLAY);

  await test.step('solo: no number of players, just who plays', async () => {
    await page.getByRole('radio', { name: /Solo/ }).check();
    await expect(page.getByRole('combobox', { name: 'Number of players' })).toHaveCount(0);
    await expect(page.getByTestId('rop-solo-players')).toHaveText('One person plays red and green in turn.');
    await page.getByRole('radio', { name: /Everyone at this screen/ }).check();
  });

  await test.step('a board meant for other tables is named as one list', async () => {
    await page.getByRole('combobox', { name: 'Number of players' }).selectOption('3');
    await page.getByRole('combobox', { name: 'Board' }).selectOption('4');
    await expect(page.locator('.rop-error')).toContainText('is meant for two players.');
    await page.getByRole('combobox', { name: 'Board' }).selectOption('8');
    await expect(page.getByText('Seed', { exact: true })).toHaveCount(0);
  });

  await test.step('the optional one-minute limit counts down and says when a move is over time', async () => {
    await start(page, { mode: /Everyone at this screen/, players: '2', timer: true });
    await expect(page.getByTestId('rop-clock')).toContainText(/60 seconds left|59 seconds left/);
    await page.clock.runFor(61_000);
    await expect(page.getByTestId('rop-clock')).toContainText('Over the 60-second limit');
    await myTurn(page).click();
    await expect(page.getByTestId('rop-clock')).toContainText(/seconds left/);
    await page.getByRole('button', { name: 'New game' }).click();
  });

  await test.step('a one-round game against the bot ends with the winner named and "you won" or "you lost"', async () => {
    await start(page, { players: '2', size: '4', rounds: '1' });
    const result = page.getByRole('heading', { name: 'Result of the match' });
    for (let i = 0; i < 20 && !(await result.isVisible()); i++) {
      await page.clock.runFor(100);
      await expect(result.or(myTurn(page))).toBeVisible();
      if (await result.isVisible()) break;
      await myTurn(page).click();
    }
    await expect(page.getByTestId('rop-winner')).toHaveText(/^(Red|Green|Red and green) (wins|share) the match\. You (won!|lost\.|share the win\.)$/);
    await expect(page.locator('.rop-status')).toHaveText(/^(Red|Green|Red and green) (wins|share) the match$/);
    await expect(page.locator('.rop-log li').last()).not.toContainText('..');
  });
  expect(errors).toEqual([]);
});

test('a shared position where nothing captures: the table says any square next to a ball will do', async ({ page }) => {
  const errors = collectErrors(page);
  const doc = {
    game: 'rolit',
    options: { size: 8 },
    position: { board: ['........', '........', '........', '..GRG...', '...RR...', '..G.G...', '........', '........'], players: ['R', 'G'], current: 'G' },
    steps: [],
  };
  await page.goto(`${PLAY}#s=${Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url')}`);
  await expect(page.getByTestId('rop-why-legal')).toContainText('No ball you place here can capture, so any empty square next to a ball will do (RO10).');
  await page.locator('.rop-play .ro-forbidden[data-square="d4"]').click({ force: true });
  await expect(page.locator('.rop-refusal')).toContainText('RO5: d4 already holds a ball (red)');
  expect(errors).toEqual([]);
});

test('an example under the Spanish edition: its label, every ball described, focus after Try it, refusals by click', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('rulebook.rolit.edition', 'es'));
  await page.goto('/rolit/');
  const example = page.locator('.rc-scenario').first();
  await hydrated(page, '.rc-scenario');

  await test.step('the three-player example says it keeps the standard seating, and why', async () => {
    await expect(example.locator('.ro-story-edition')).toHaveText(
      'Played by the standard edition’s rules: the Spanish edition seats 3 players as red, blue, green, and this example seats them otherwise.',
    );
    await expect(example.locator('.rc-story-title')).toHaveText(/^Ruling 15: /);
  });

  await test.step('the board description names the blue ball nobody plays', async () => {
    const id = await example.locator('.ro-board svg').getAttribute('aria-describedby');
    await expect(page.locator(`[id="${id}"]`)).toContainText('blue: d5');
    await expect(page.locator(`[id="${id}"]`)).toContainText('Nobody plays blue');
  });

  await test.step('Try it puts focus on the board, not on the page', async () => {
    await example.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('ro-btn') ?? false)).toBe(true);
  });

  await test.step('a click on a forbidden square is refused once, with its clause as one link', async () => {
    await example.locator('.ro-forbidden[data-square="a1"]').click({ force: true });
    const refusal = example.locator('.rc-refusal');
    await expect(refusal).toHaveText('Refused (RO5): a1 is not next to a ball already on the board; a new ball must touch one in any of the 8 directions');
    await expect(refusal.getByRole('link')).toHaveCount(1);
    await example.locator('.ro-btn').first().press('Enter');
    await expect(refusal).toHaveCount(0);
    await expect(example.locator('.rc-trylog li')).toHaveCount(1);
  });
  expect(errors).toEqual([]);
});

test('the checker builds a Rolit position with the keyboard, checks it and plays it; and a Steam Rollers game', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/checker/');
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
  await page.getByRole('radio', { name: 'Rolit' }).check();
  const editor = page.locator('.chk-ro-editor');

  await test.step('the start position is a position the runner accepts', async () => {
    await expect(editor.getByTestId('chk-ro-verdict')).toContainText('PASS');
    await expect(editor.getByTestId('chk-ro-reach')).toHaveCount(0);
  });

  await test.step('keyboard: arrows move over the board, a letter puts a ball', async () => {
    const first = editor.locator('.chk-ro-sq[tabindex="0"]');
    await first.focus();
    const from = await first.getAttribute('data-square');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-square'))).not.toBe(from);
    const square = await page.evaluate(() => document.activeElement?.getAttribute('data-square'));
    await page.keyboard.press('g');
    await expect(editor.locator(`[data-square="${square}"]`)).toHaveAttribute('aria-label', `${square}: green`);
    await expect(editor.locator('#chk-ro-json')).toHaveValue(/"players": \[\s*"R",\s*"G"\s*\]/);
  });

  await test.step('a ball apart from the rest is flagged as no real game', async () => {
    await editor.locator('[data-square="a8"]').click();
    await expect(editor.getByTestId('chk-ro-reach')).toContainText('a8 stands apart from the rest');
    await editor.locator('[data-square="a8"]').click();
    await expect(editor.getByTestId('chk-ro-reach')).toHaveCount(0);
  });

  await test.step('edition and players: the Spanish three-player order', async () => {
    await editor.getByRole('combobox', { name: 'Edition' }).selectOption('es');
    await editor.getByRole('combobox', { name: 'Players' }).selectOption('3');
    await expect(editor.getByTestId('chk-ro-order')).toHaveText('Turn order: red → blue → green.');
  });

  await test.step('check it, then play on from it and read the outcome', async () => {
    await editor.getByRole('button', { name: 'Check and play it' }).click();
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    const story = page.locator('.chk-story');
    await expect(story.locator('.ro-story-edition')).toHaveText('Played by the Spanish edition’s rules.');
    await story.getByRole('button', { name: 'Try it' }).click();
    await story.locator('.ro-btn').first().press('Enter');
    await expect(story.locator('.rc-trylog li')).toHaveCount(1);
    await expect(story.locator('.rc-hint').filter({ hasText: 'Blue to place.' })).toBeVisible();
  });

  await test.step('the coach weighs the position shown, and its move is played in Try it', async () => {
    const story = page.locator('.chk-story');
    const coach = story.locator('.coach');
    await coach.getByRole('button', { name: 'Show a hint' }).click();
    await expect(coach.locator('.coach-best')).toContainText(/^Best: a ball on [a-h][1-8]\./, { timeout: 20_000 });
    const square = await coach.locator('.coach-best').getAttribute('data-coach-best');
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect(story.locator('.rc-trylog li')).toHaveCount(2);
    await expect(story.locator('.rc-trylog li').last()).toContainText(square!);
  });

  await test.step('a Steam Rollers game, set up field by field', async () => {
    await page.getByRole('radio', { name: 'Steam Rollers' }).check();
    const sr = page.locator('.chk-sr-editor');
    await sr.getByRole('combobox', { name: 'Difficulty' }).selectOption('hard');
    await sr.getByRole('combobox', { name: 'Chart of blocked borders' }).selectOption('4');
    await expect(sr.getByTestId('chk-sr-verdict')).toContainText('PASS');
    await expect(sr.locator('#chk-sr-json')).toHaveValue(/"chart": 4/);
  });

  await test.step('checked and played: the coach names the best die, and its move is played in Try it', async () => {
    await page.locator('.chk-sr-editor').getByRole('button', { name: 'Check and play it' }).click();
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    const story = page.locator('.chk-story');
    await story.getByRole('button', { name: 'Try it' }).click({ timeout: 20_000 });
    const roll = story.getByRole('button', { name: /roll/i }).first();
    if (await roll.isVisible()) await roll.click();
    const coach = story.locator('.coach');
    await coach.getByRole('button', { name: 'Show a hint' }).click();
    await expect(coach.locator('.coach-best')).toContainText(/^Best: Take the [1-6]\./, { timeout: 20_000 });
    const value = /Take the ([1-6])\./.exec((await coach.locator('.coach-best').textContent()) ?? '')![1];
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect(story.locator('.rc-trylog li').last()).toHaveText(`Player 1 takes a ${value}.`);
    await expect(story.locator('.rc-refusal')).toHaveCount(0);
    // The move just played can be explained.
    await expect(coach.getByRole('combobox', { name: 'Move played' })).toBeVisible();
    await coach.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect(coach.locator('.coach-verdict')).toContainText(/coach/, { timeout: 20_000 });
  });
  expect(errors).toEqual([]);
});
