/**
 * What the Rolit table says about a shared position in the address: the question before it replaces a match in
 * progress or a kept saved game (the kit's Ask), that it was opened, or why it was refused (damaged, not a
 * Rolit position, too big).
 */
import type { RolitMatch } from '../../machines/rolit/rules/match';
import { checkerPath, linkProblemText } from '../kit/share/share';
import { fmt, type Strings } from '../kit/fmt';
import { LimitNote } from '../kit/LimitNote';
import type { RefusedSave } from '../kit/save/SavedGameRefused';
import { Ask } from '../kit/table/Ask';
import type { TableSnapshot, LinkError } from '../kit/table/useTable';
import { SAVED_FILE } from './RolitStartForm';

export interface RolitLinkNotesProps {
  t: Strings;
  lang: string;
  /** The chart is asking whether to open the shared position, and what that would replace. */
  asking: boolean;
  atStake: 'game' | 'refused' | null;
  stake: RolitMatch | null;
  refused: RefusedSave | null;
  /** The shared link's text, for the checker instead. */
  encoded: string | null;
  linkError: LinkError | null;
  linkNote: TableSnapshot['context']['linkNote'];
  onOpen: () => void;
  onKeep: () => void;
}

export function RolitLinkNotes({ t, lang, asking, atStake, stake, refused, encoded, linkError, linkNote, onOpen, onKeep }: RolitLinkNotesProps) {
  const bad = linkError?.kind === 'bad' ? linkProblemText(t, lang, linkError.decoded) : !linkError && linkNote?.kind === 'bad' ? linkNote.text : null;
  return (
    <>
      {asking && atStake && (
        <Ask
          cls={{ box: 'rop-alert', buttons: 'rop-actions', primary: 'rop-primary' }}
          titleId="rop-ask-title"
          testId="rop-ask-shared"
          title={t['rop.share.ask.title'] ?? ''}
          text={
            (atStake === 'refused' || !stake
              ? t['rop.share.ask.refused']
              : fmt(t, 'rop.share.ask.game', { n: stake.starters.length, rounds: stake.rounds, balls: stake.game.cells.filter((c) => c !== '.').length })) ?? ''
          }
          open={t['rop.share.ask.open'] ?? ''}
          keep={t['rop.share.ask.keep'] ?? ''}
          onOpen={onOpen}
          onKeep={onKeep}
          download={atStake === 'refused' && refused ? { text: refused.text, file: SAVED_FILE, label: t['rop.save.download'] ?? '' } : null}
          instead={{ href: `${checkerPath(lang)}#s=${encoded ?? ''}`, text: t['rop.share.ask.checker'] ?? '' }}
        />
      )}
      {!linkError && linkNote?.kind === 'opened' && <p class="rop-notice" role="status">{t['rop.share.opened']}</p>}
      {bad !== null && <p class="rop-alert" role="alert" data-testid="rop-link-error">{fmt(t, 'rop.share.bad', { why: bad })}</p>}
      {linkError?.kind === 'limit' && (
        <LimitNote t={t} lang={lang} limit={linkError.limit} lead={fmt(t, 'rop.share.bad', { why: '' }).trim()} class="rop-alert" testId="rop-link-error" />
      )}
    </>
  );
}
