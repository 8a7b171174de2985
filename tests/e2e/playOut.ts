/**
 * A game as its play table saves it, finished (or stopped at a position a test asks for), played out in Node through
 * the table's own adapter (the same rules chart, bots and save format the page uses), for a browser test that checks
 * the table where only a browser can tell (the result's layout, axe, what fits the screen) without playing the whole
 * game through the page first. The game played to its
 * end through the page's buttons is a component test (tests/component/*-table-*.test.tsx).
 *
 * Run by finishedGame.ts under tsx (`node --import tsx tests/e2e/playOut.ts <game>` prints the save), as the rules
 * import their words as JSON, which Playwright's own loader does not take.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TableAdapter } from '../../src/play/kit/table/types';
import { steamTable, type SteamGame } from '../../src/play/steam-rollers/table';
import type { SteamConfig } from '../../src/play/steam-rollers/steamSave';
import { botMove } from '../../src/machines/steam-rollers/bots';
import { legalDeliveries } from '../../src/machines/steam-rollers/rules/deliver';
import { actorOf } from '../../src/machines/steam-rollers/rules/specials';
import { rolitTable, type RolitMove } from '../../src/play/rolit/table';
import type { RolitConfig } from '../../src/play/rolit/rolitSave';
import { chooseMove } from '../../src/machines/rolit/bots';

/**
 * Plays `config`'s game (the person's seats by `person`, the bots by the table's bots) to its end, or until `until`
 * holds before a move, and returns the save's text.
 */
async function playOut<G, M, C>(adapter: TableAdapter<G, M, C>, config: C, person: (g: G) => M, until?: (g: G) => boolean): Promise<string> {
  let g = adapter.newGame(config);
  for (let i = 0; i < 20_000 && !adapter.isOver(g); i++) {
    if (until?.(g)) return adapter.save!.write(g);
    const seat = adapter.toMove(g);
    const move = seat !== null && adapter.seat(g, seat) === 'bot' ? await adapter.bot(g) : person(g);
    if (move === null) throw new Error('a bot found no move');
    const out = adapter.play(g, move);
    if (!out.ok) throw new Error(`refused: ${out.reason}`);
    g = out.game;
  }
  if (until) throw new Error('the game ended before the position asked for');
  if (!adapter.isOver(g)) throw new Error('the game did not end');
  return adapter.save!.write(g);
}

/** A Steam Rollers game of one person, who plays as a planning bot would, against two planning bots (seed 20, about 50 rounds). */
function steamRollers(until?: (g: SteamGame) => boolean): Promise<string> {
  const config: SteamConfig = { seats: ['human', 'planner', 'planner'], difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: '20' };
  const adapter = steamTable({ t: {}, bot: botMove });
  return playOut(adapter, config, (g) => botMove(g.snap.context, 'planner', 'person')!, until);
}

/**
 * That game saved at the person's first action with a delivery open: the prompt then holds the most rows it has (the
 * build's hint, the deliveries, the die's other uses).
 */
const steamRollersDeliveryOpen = () =>
  steamRollers((g) => {
    const s = g.snap.context;
    return s.phase === 'action' && actorOf(s) === 0 && legalDeliveries(s).length > 0;
  });

/** A two-round Rolit match on the 4×4 board, one person against a bot, finished. */
function finishedRolit(): Promise<string> {
  const config: RolitConfig = { mode: 'bots', players: 2, size: 4, adjacency: 8, edition: 'standard', rounds: 2, seed: '3', seats: {} };
  const adapter = rolitTable({ t: {}, bot: chooseMove });
  // Between rounds nobody is to move: the next round is started.
  return playOut(adapter, config, (g): RolitMove => {
    const square = adapter.toMove(g) === null ? null : chooseMove(g.snap.context.game);
    return square === null ? { type: 'round.next' } : { type: 'ball.place', square };
  });
}

const games: Record<string, () => Promise<string>> = {
  'steam-rollers': () => steamRollers(),
  rolit: finishedRolit,
  'steam-rollers-delivery': steamRollersDeliveryOpen,
};
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const make = games[process.argv[2] ?? ''];
  if (!make) throw new Error(`no finished game for ${process.argv[2]}: ${Object.keys(games).join(', ')}`);
  process.stdout.write(await make());
}
