/**
 * The question a table asks before a shared position (`#s=…`) replaces something (a game in progress, or a saved
 * game that could not be resumed): open it here, keep what is there, download the refused save as it is, or read
 * the position in the ruling checker instead. It takes the focus when it appears. The words, class names and ids
 * are the table's; the kit's chart (tableMachine.ts, askReplace) decides when it is asked.
 */
import { useEffect, useRef } from 'preact/hooks';
import { DownloadLink } from '../DownloadLink';

export interface AskSharedProps {
  /** The box's class, its buttons' row's class and the open button's class. */
  cls: { box: string; buttons: string; primary: string };
  titleId: string;
  testId: string;
  title: string;
  /** What opening it would replace, in words. */
  text: string;
  open: string;
  keep: string;
  onOpen: () => void;
  onKeep: () => void;
  /** The refused save that opening would replace, offered for download. */
  download?: { text: string; file: string; label: string } | null;
  checker: { href: string; text: string };
}

export function AskShared({ cls, titleId, testId, title, text, open, keep, onOpen, onKeep, download, checker }: AskSharedProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section class={cls.box} role="alert" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} tabIndex={-1} ref={titleRef}>{title}</h2>
      <p>{text}</p>
      <div class={cls.buttons}>
        <button type="button" class={cls.primary} onClick={onOpen}>{open}</button>
        <button type="button" onClick={onKeep}>{keep}</button>
        {download && <DownloadLink text={download.text} file={download.file}>{download.label}</DownloadLink>}
      </div>
      <p>
        <a href={checker.href}>{checker.text}</a>
      </p>
    </section>
  );
}
