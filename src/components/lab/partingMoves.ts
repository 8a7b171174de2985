/**
 * The moves from a lab parting's seeded setup to where its readings part, in the page's words, and why the last one
 * was refused (Steam Rollers' moves are stored as events and named here, each in its position, as the play table
 * names them). A short list stands in the page (PartingExample.astro); a long one (a game of hundreds of moves,
 * LONG_MOVES) is served as a text file, one move a line (src/pages/partings/…/[reading].txt.ts), which the page
 * links and, with JavaScript, reads into the list when the reader opens it (labMoves.ts). Build-time only.
 */
import type { Divergence, LabGame } from '../../lab/types';
import { LAB_DATA } from './data';
import { readingOf as steamReading, startGame as steamStart } from '../../lab/steam';
import { applyEvent, explain as explainSteam } from '../../machines/steam-rollers/rules/game';
import { refusalText as steamRefusal } from '../../machines/steam-rollers/rules/refusal';
import type { SteamEvent } from '../../machines/steam-rollers/rules/types';
import { moveLabel } from '../steam-rollers/words';
import { pick } from '../i18n';
import type { Lang } from './words';

/** More moves than this are served apart: 374 moves in words were 15 KB of a lab page. */
export const LONG_MOVES = 40;

export const movesUrl = (game: LabGame, lang: string, reading: string) => `/partings/${game}/${lang}/${reading}.txt`;

/** Each parting's moves, worked out once per language for the whole build (the page and its text file). */
const told = new Map<string, { moves: string[]; why: string | null }>();
export function partingMoves(game: LabGame, d: Divergence, lang: Lang): { moves: string[]; why: string | null } {
  const key = `${game}/${lang}/${d.reading}`;
  let hit = told.get(key);
  if (!hit) told.set(key, (hit = game === 'steam-rollers' ? steamMoves(d, lang) : { moves: d.steps.map((s) => (lang === 'nl' ? s.nl : s.en)), why: null }));
  return hit;
}

function steamMoves(d: Divergence, lang: Lang): { moves: string[]; why: string | null } {
  const { table, switches } = steamReading(d.reading);
  const t = pick(lang, 'sr.', 'coach.');
  let sa = steamStart(table, d.seed);
  let sb = steamStart(table, d.seed, switches);
  let why: string | null = null;
  const moves = d.steps.map((step, i) => {
    const e = step.move as SteamEvent;
    const words = moveLabel(t, lang, d.kind === 'legal' && i === d.steps.length - 1 ? sb : sa, e);
    if (i === d.steps.length - 1 && d.kind !== 'state') {
      const r = explainSteam(d.kind === 'refused' ? sb : sa, e);
      why = r ? steamRefusal(r, t) : null;
    }
    const oa = applyEvent(sa, e);
    const ob = applyEvent(sb, e);
    if (oa.ok) sa = oa.state;
    if (ob.ok) sb = ob.state;
    return words;
  });
  return { moves, why };
}

/** Every parting whose moves are served as a text file, in each language. */
export function longPartings(langs: readonly Lang[]): { game: LabGame; lang: Lang; reading: string }[] {
  return (Object.keys(LAB_DATA) as LabGame[]).flatMap((game) =>
    LAB_DATA[game].divergences.filter((d) => d.steps.length > LONG_MOVES).flatMap((d) => langs.map((lang) => ({ game, lang, reading: d.reading }))),
  );
}

/** The text file of a long parting's moves: one move a line, numbered as the page's list numbers them. */
export function movesText(game: LabGame, lang: Lang, reading: string): string {
  const d = LAB_DATA[game].divergences.find((x) => x.reading === reading && x.steps.length > LONG_MOVES);
  if (!d) throw new Error(`no long parting ${game}/${reading}`);
  // A byte-order mark first: a browser that opens the file from the link reads it as UTF-8 whatever the server says.
  return '\uFEFF' + partingMoves(game, d, lang).moves.map((m, i) => `${i + 1}. ${m}`).join('\n') + '\n';
}
