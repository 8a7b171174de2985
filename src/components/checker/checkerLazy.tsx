/**
 * What the checker loads when first used (issue 30), each once (kit/loadOnce.ts): the runner over every game's
 * rules when a file is first run (fetched ahead when the pointer or the focus comes into the checker), with the
 * board and rule links a verdict or a story is drawn with; the coach with a story to coach; the Rolit and Steam
 * Rollers editors when that game is chosen. Rollecate's editor, which the page shows from the start with its
 * verdict, runs on Rollecate's adapter alone. Until the runner is here the board and links draw nothing: a verdict
 * or a story exists only after it is.
 */
import type { ComponentProps } from 'preact';
import type CoachPanelIsland from '../coach/CoachPanel';
import type { RolitPositionEditorProps } from '../rolit/RolitPositionEditor';
import type { SteamPositionEditorProps } from '../steam-rollers/SteamPositionEditor';
import { clauseHref } from '../rollecate/clauses';
import { fmt, type Strings } from '../../play/kit/fmt';
import { lazyPart } from '../kit/lazyPart';
import { loadOnce } from '../kit/loadOnce';

export type Runner = typeof import('./checkerRun');
/** The runner: a promise of it (loaded once; a failed load is tried again next time), and `loadRunner.loaded()` once here. */
export const loadRunner = loadOnce<Runner>(() => import('./checkerRun'));

export const GameBoard = (props: ComponentProps<Runner['GameBoard']>) => {
  const r = loadRunner.loaded();
  return r ? <r.GameBoard {...props} /> : null;
};
export const RuleLinks = (props: ComponentProps<Runner['RuleLinks']>) => {
  const r = loadRunner.loaded();
  return r ? <r.RuleLinks {...props} /> : null;
};
export const reasonText = (...args: Parameters<Runner['reasonText']>): string => {
  const r = loadRunner.loaded();
  return r ? r.reasonText(...args) : args[0];
};

export const CoachPanel = lazyPart<ComponentProps<typeof CoachPanelIsland>>(() => import('../coach/CoachPanel').then((m) => m.default));
const EditorLoading = ({ t }: { t: Strings }) => <p class="chk-note">{fmt(t, 'chk.ed.loading')}</p>;
export const RolitPositionEditor = lazyPart<RolitPositionEditorProps>(() => import('../rolit/RolitPositionEditor').then((m) => m.RolitPositionEditor), EditorLoading);
export const SteamPositionEditor = lazyPart<SteamPositionEditorProps>(() => import('../steam-rollers/SteamPositionEditor').then((m) => m.SteamPositionEditor), EditorLoading);

/** The rule clauses that applied at a step, each a link to its paragraph. */
export function Rules({ ids, lang, label }: { ids: string[]; lang: string; label: string }) {
  if (!ids.length) return null;
  return (
    <p class="chk-rules">
      {label}{' '}
      {ids.map((id) => (
        <a key={id} href={clauseHref(id, lang)} class="rc-rulelink">{id}</a>
      ))}
    </p>
  );
}
