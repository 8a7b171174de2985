/**
 * What the Rollecate table says about a shared position in the address: the question before it replaces the game
 * on the table or offered on the form, or a kept saved game (the kit's Ask); that it was opened; or why it
 * was refused (damaged, not a Rollecate position, too big), with the ruling checker offered for a position the
 * table could not set up.
 */
import type { GameState } from '../../machines/rollecate/rules/types';
import { checkerPath, linkProblemText } from '../kit/share/share';
import { fmt, type Strings } from '../kit/fmt';
import { LimitNote } from '../kit/LimitNote';
import type { RefusedSave } from '../kit/save/SavedGameRefused';
import { Ask } from '../kit/table/Ask';
import type { LinkError, TableSnapshot } from '../kit/table/useTable';
import { SAVED_FILE } from './PlayStartForm';

export interface PlayLinkNotesProps {
  t: Strings;
  lang: string;
  /** The chart is asking whether to open the shared position. */
  asking: boolean;
  /** The game opening it would replace (null: a refused save). */
  stake: GameState | null;
  refused: RefusedSave | null;
  /** The shared link's text, for the checker instead. */
  encoded: string | null;
  linkError: LinkError | null;
  linkNote: TableSnapshot['context']['linkNote'];
  onOpen: () => void;
  onKeep: () => void;
}

export function PlayLinkNotes({ t, lang, asking, stake, refused, encoded, linkError, linkNote, onOpen, onKeep }: PlayLinkNotesProps) {
  return (
    <>
      {asking && (
        <Ask
          cls={{ box: 'rc-play-alert rc-play-ask', buttons: 'rc-buttons', primary: 'primary' }}
          titleId="rc-play-ask-title"
          testId="play-ask-shared"
          title={fmt(t, 'play.link.ask.title')}
          text={
            !stake
              ? fmt(t, 'play.link.ask.refused')
              : fmt(t, 'play.link.ask.game', { names: stake.players.map((p) => p.name).join(', '), left: stake.drawPile.length })
          }
          open={fmt(t, 'play.link.ask.open')}
          keep={fmt(t, 'play.link.ask.keep')}
          onOpen={onOpen}
          onKeep={onKeep}
          download={!stake && refused ? { text: refused.text, file: SAVED_FILE, label: fmt(t, 'play.save.download') } : null}
          instead={{ href: `${checkerPath(lang)}#s=${encoded ?? ''}`, text: fmt(t, 'play.link.ask.checker') }}
        />
      )}
      {linkNote?.kind === 'opened' && <p class="rc-play-note" role="status">{fmt(t, 'play.link.opened')}</p>}
      {linkNote?.kind === 'bad' && (
        <div class="rc-play-alert" role="alert" data-testid="play-link-error">
          <p>{linkNote.text}</p>
          {encoded && <p><a href={`${checkerPath(lang)}#s=${encoded}`}>{fmt(t, 'play.link.checker')}</a></p>}
        </div>
      )}
      {linkError?.kind === 'bad' && (
        <p class="rc-play-alert" role="alert" data-testid="play-link-error">{fmt(t, 'play.link.bad', { reason: linkProblemText(t, lang, linkError.decoded) })}</p>
      )}
      {linkError?.kind === 'limit' && (
        <LimitNote t={t} lang={lang} limit={linkError.limit} lead={fmt(t, 'play.link.bad', { reason: '' }).trim()} class="rc-play-alert" testId="play-link-error" />
      )}
    </>
  );
}
