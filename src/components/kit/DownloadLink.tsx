/**
 * A link that saves a text as a file (a refused saved game, offered as .json
 * before anything could replace it). The text is held in a Blob URL made in
 * the browser and given back when the link goes away; a plain link, so it is
 * reached and followed with the keyboard like any other.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function DownloadLink({ text, file, class: cls, children }: { text: string; file: string; class?: string; children: ComponentChildren }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL === 'undefined' || !URL.createObjectURL) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);
  if (!href) return null;
  return (
    <a href={href} download={file} class={cls}>
      {children}
    </a>
  );
}
