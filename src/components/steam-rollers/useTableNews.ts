/**
 * What the Steam Rollers table's live region says after each change of the game, and its log's lines. The news is
 * what the last change added to the log (the last few lines; the bots' moves one after another, paced or at once,
 * together from the last position a person saw), or who took back their action (`tookBack` just before the take-back
 * is sent). Worked out once per change of the game, while drawing it; the log's lines once per change of the log.
 * Which entries are news is src/play/steam-rollers/news.ts; this hook words them and keeps what it said.
 */
import { useMemo, useRef } from 'preact/hooks';
import { logEntries } from '../../machines/shared/logbook';
import { describeEntry } from '../../machines/steam-rollers/rules/narrate';
import type { SteamState } from '../../machines/steam-rollers/rules/types';
import { cap, fmt, type Strings } from '../../play/kit/fmt';
import type { SteamGame } from '../../play/steam-rollers/table';
import { newsSince } from '../../play/steam-rollers/news';

export function useTableNews(game: SteamGame | null, names: string[], t: Strings, who: (seat: number) => string) {
  /** Who took back their action, when the last change was that take-back (said instead of the log's lines). */
  const undoneBy = useRef<number | null>(null);
  const said = useRef<{ game: SteamGame | null; news: string; botRun: SteamState | null }>({ game: null, news: '', botRun: null });
  if (said.current.game !== game) {
    const before = said.current.game?.snap.context ?? null;
    let news = '';
    let botRun = said.current.botRun;
    if (game && before && undoneBy.current !== null) {
      news = fmt(t, 'sr.play.undone', { who: who(undoneBy.current) });
      undoneBy.current = null;
      botRun = null;
    } else if (game && before) {
      const told = newsSince(before, game, botRun);
      botRun = told.botRun;
      news = told.entries.map((e) => cap(describeEntry(e, names, t))).join(' ');
    }
    said.current = { game, news, botRun };
  }
  const s = game?.snap.context ?? null;
  const logLines = useMemo(() => (s ? logEntries(s.log).map((e) => cap(describeEntry(e, names, t))) : []), [s?.log, names]);
  return {
    news: said.current.news,
    logLines,
    tookBack: (seat: number) => {
      undoneBy.current = seat;
    },
  };
}
