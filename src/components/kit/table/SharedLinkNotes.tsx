/**
 * What every play table says about a shared position in its address (`#s=…`, read by useTable.ts): the question
 * before it replaces a game in progress or a kept saved game that could not be resumed (the kit's Ask, with the
 * ruling checker offered instead), that it was opened, or why it was refused (damaged, another game's, too big, a
 * position this table cannot play), with the checker offered for a position the link does hold. The words that are
 * the same at every table are the kit's (`table.link.*`); the game gives what its own: how its game in progress is
 * described, what "opened" means at its table, its class names and test ids.
 */
import { checkerPath, linkProblemText } from '../../../play/kit/share';
import { fmt, type Strings } from '../../../play/kit/fmt';
import { LimitNote } from '../LimitNote';
import type { RefusedSave } from '../save/SavedGameRefused';
import { Ask } from './Ask';
import type { LinkError, TableSnapshot } from './useTable';

export interface SharedLinkNotesProps {
  t: Strings;
  lang: string;
  /** The table's class names: the alert box, its row of buttons, the go-ahead button, a quiet note. */
  cls: { box: string; buttons: string; primary: string; note: string };
  /** Ids: the question's title, and the test ids of the question and of a refusal. */
  ids: { title: string; ask: string; error: string };
  /** The chart is asking whether to open the shared position. */
  asking: boolean;
  /** What opening it would replace: the game in progress, in words; null for a saved game that could not be resumed. */
  stake: string | null;
  /** The refused save at stake, offered for download, and the file name it downloads as. */
  refused: RefusedSave | null;
  savedFile: string;
  /** The game's sentence for a position that was opened ("Everyone plays at this screen…"). */
  opened: string;
  /** The shared link's text, for the ruling checker instead. */
  encoded: string | null;
  linkError: LinkError | null;
  linkNote: TableSnapshot['context']['linkNote'];
  onOpen: () => void;
  onKeep: () => void;
}

export function SharedLinkNotes(p: SharedLinkNotesProps) {
  const { t, lang, cls, ids, linkError, linkNote, encoded } = p;
  const checker = `${checkerPath(lang)}#s=${encoded ?? ''}`;
  const lead = fmt(t, 'table.link.bad', { reason: '' }).trim();
  return (
    <>
      {p.asking && (
        <Ask
          cls={cls}
          titleId={ids.title}
          testId={ids.ask}
          title={fmt(t, 'table.link.ask.title')}
          text={p.stake === null ? fmt(t, 'table.link.ask.refused') : fmt(t, 'table.link.ask.game', { game: p.stake })}
          open={fmt(t, 'table.link.ask.open')}
          keep={fmt(t, 'table.link.ask.keep')}
          onOpen={p.onOpen}
          onKeep={p.onKeep}
          download={p.stake === null && p.refused ? { text: p.refused.text, file: p.savedFile, label: fmt(t, 'table.link.download') } : null}
          instead={{ href: checker, text: fmt(t, 'table.link.ask.checker') }}
        />
      )}
      {!linkError && linkNote?.kind === 'opened' && <p class={cls.note} role="status">{p.opened}</p>}
      {!linkError && linkNote?.kind === 'bad' && (
        <div class={cls.box} role="alert" data-testid={ids.error}>
          <p>{fmt(t, 'table.link.bad', { reason: linkNote.text })}</p>
          {encoded && <p><a href={checker}>{fmt(t, 'table.link.checker')}</a></p>}
        </div>
      )}
      {linkError?.kind === 'bad' && (
        <p class={cls.box} role="alert" data-testid={ids.error}>{fmt(t, 'table.link.bad', { reason: linkProblemText(t, lang, linkError.decoded) })}</p>
      )}
      {linkError?.kind === 'limit' && <LimitNote t={t} lang={lang} limit={linkError.limit} lead={lead} class={cls.box} testId={ids.error} />}
    </>
  );
}
