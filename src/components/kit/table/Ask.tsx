/**
 * A question a table asks before something replaces what the reader has (it takes the focus when it appears): before
 * a shared position (`#s=…`) replaces a game in progress or a kept saved game that could not be resumed, with the
 * ruling checker offered instead; before a new game replaces such a saved game. Its answers: go ahead, keep what is
 * there, and download the refused save as it is. The kit's chart (tableMachine.ts: askReplace, setup.confirm)
 * decides when it is asked; the words, class names and ids are the table's.
 */
import { useEffect, useRef } from 'preact/hooks';
import { DownloadLink } from '../DownloadLink';

export interface AskProps {
  /** The box's class, its buttons' row's class and the go-ahead button's class. */
  cls: { box: string; buttons: string; primary: string };
  titleId: string;
  testId: string;
  /** The title's heading level where the table puts it. */
  level?: 2 | 3;
  title: string;
  /** What going ahead would replace, in words. */
  text: string;
  open: string;
  keep: string;
  onOpen: () => void;
  onKeep: () => void;
  /** The refused save that going ahead would replace, offered for download. */
  download?: { text: string; file: string; label: string } | null;
  /** Somewhere else to take it instead (the ruling checker, for a shared position). */
  instead?: { href: string; text: string };
}

export function Ask({ cls, titleId, testId, level = 2, title, text, open, keep, onOpen, onKeep, download, instead }: AskProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section class={cls.box} role="alert" aria-labelledby={titleId} data-testid={testId}>
      <Heading id={titleId} tabIndex={-1} ref={titleRef}>{title}</Heading>
      <p>{text}</p>
      <div class={cls.buttons}>
        <button type="button" class={cls.primary} onClick={onOpen}>{open}</button>
        <button type="button" onClick={onKeep}>{keep}</button>
        {download && <DownloadLink text={download.text} file={download.file}>{download.label}</DownloadLink>}
      </div>
      {instead && (
        <p>
          <a href={instead.href}>{instead.text}</a>
        </p>
      )}
    </section>
  );
}
