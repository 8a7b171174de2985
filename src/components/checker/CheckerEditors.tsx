/**
 * The checker's position editors: a choice of game (it follows the game of a file that is opened), then that game's
 * editor. Rollecate's draws at once; Rolit's and Steam Rollers' load when chosen, fetched ahead when the pointer or
 * the focus comes to the choice (checkerLazy.tsx).
 */
import type { GameState } from '../../machines/rollecate/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { ErrorBoundary } from '../kit/ErrorBoundary';
import { PositionEditor } from '../rollecate/PositionEditor';
import { RolitPositionEditor, SteamPositionEditor } from './checkerLazy';

/** The games the position editor builds positions for. */
export type EditorGame = 'rollecate' | 'rolit' | 'steam-rollers';
export const EDITOR_GAMES: readonly EditorGame[] = ['rollecate', 'rolit', 'steam-rollers'];

export interface CheckerEditorsProps {
  t: Strings;
  lang: string;
  game: EditorGame;
  onGame: (g: EditorGame) => void;
  /** The file last opened, which the editors can start from. */
  fileDoc: unknown;
  /** The Rollecate position on the checker's board, which its editor can start from. */
  shownState: GameState | null;
  onCheck: (doc: Record<string, unknown>) => void;
  onShare: (doc: unknown) => Promise<string>;
}

export function CheckerEditors({ t, lang, game, onGame, fileDoc, shownState, onCheck, onShare }: CheckerEditorsProps) {
  const prefetch = () => {
    RolitPositionEditor.preload();
    SteamPositionEditor.preload();
  };
  return (
    <ErrorBoundary t={t}>
      <div class="chk-ed-games" role="group" aria-labelledby="chk-ed-game-label" onPointerEnter={prefetch} onFocusIn={prefetch}>
        <span id="chk-ed-game-label" class="chk-label">{fmt(t, 'chk.ed.gameChoice')}</span>
        {EDITOR_GAMES.map((g) => (
          <label key={g} class="chk-check">
            <input type="radio" name="chk-ed-game" value={g} checked={game === g} onChange={() => onGame(g)} />
            <span>{fmt(t, `chk.ed.gameName.${g}`)}</span>
          </label>
        ))}
      </div>
      {game === 'rollecate' && <PositionEditor t={t} lang={lang} fileDoc={fileDoc} shownState={shownState} onCheck={onCheck} onShare={onShare} />}
      {game === 'rolit' && <RolitPositionEditor t={t} lang={lang} fileDoc={fileDoc} onCheck={onCheck} onShare={onShare} />}
      {game === 'steam-rollers' && <SteamPositionEditor t={t} lang={lang} fileDoc={fileDoc} onCheck={onCheck} onShare={onShare} />}
    </ErrorBoundary>
  );
}
