/**
 * The position editors' form, written once for every game (Rollecate's, Rolit's, Steam Rollers'): the model a
 * document is read into and written back from (its title and steps here, the game's position in its own model), the
 * editor's state (the model, what the last choice did, where it starts from, the document it writes), the frame
 * (heading, help, where to start from, the game's zones, the runner's verdict and the file: editorKit.tsx), the
 * labelled fields, and the runner's refusal shown beside the part of the position it names. Nothing here checks a
 * position: the runner is the judge, and the editors show what it says.
 */
import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { fmt, type Strings } from '../../../play/kit/fmt';
import { EditorOutput, StartFrom } from './editorKit';
import type { Built, DocHead } from '../../../play/kit/editorDoc';

/** An editor's state: the model, what the last choice did, the checker's file as a model (null: none of this game), and the document written. */
export function useEditor<M extends DocHead>({ t, lang, start, fileDoc, fromDoc, toDoc, defaultTitle }: {
  t: Strings;
  lang: string;
  start: () => M;
  fileDoc: unknown;
  fromDoc: (doc: unknown, lang: string) => M | null;
  toDoc: (m: M, defaultTitle: string) => Built;
  defaultTitle: string;
}) {
  const [m, setM] = useState<M>(start);
  const [note, setNote] = useState<string | null>(null);
  const fromFile = useMemo(() => fromDoc(fileDoc, lang), [fileDoc]);
  const built = useMemo(() => toDoc(m, defaultTitle), [m]);
  /** The editor starts again from `next` (nothing when there is none), and says from what. */
  const replace = (next: M | null, what: string) => {
    if (!next) return false;
    setM(next);
    setNote(fmt(t, 'chk.ed.loaded', { what }));
    return true;
  };
  return { m, setM, note, setNote, replace, fromFile, built };
}

/** The frame of every position editor: heading, help, where to start from, the game's zones, then the moves, the verdict and the file. */
export function EditorFrame({ id, cls, t, heading, help, note, choices, startNotes, children, output }: {
  /** The ids' prefix ("chk-ro"): the heading is `${id}-h`. */
  id: string;
  cls?: string;
  t: Strings;
  heading: string;
  help: string;
  note: string | null;
  choices: Parameters<typeof StartFrom>[0]['choices'];
  /** Said under the choices (what one of them needs). */
  startNotes?: ComponentChildren;
  children: ComponentChildren;
  output: Omit<Parameters<typeof EditorOutput>[0], 'id' | 't'>;
}) {
  return (
    <section class={`chk-editor${cls ? ` ${cls}` : ''}`} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{heading}</h2>
      <p class="chk-help">{help}</p>
      <StartFrom t={t} note={note} choices={choices}>{startNotes}</StartFrom>
      {children}
      <EditorOutput id={id} t={t} {...output} />
    </section>
  );
}

/** A labelled select over `options` ([value, text] pairs). */
export function Choice({ label, value, options, onChange, children }: { label: string; value: string; options: readonly (readonly [string, string])[]; onChange: (v: string) => void; children?: ComponentChildren }) {
  return (
    <label class="chk-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {options.map(([v, text], i) => <option key={i} value={v}>{text}</option>)}
      </select>
      {children}
    </label>
  );
}

/** A labelled line of text (a title, a name). */
export function TextField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label class="chk-field">
      <span>{label}</span>
      <input type="text" value={value} onInput={(e) => onChange((e.target as HTMLInputElement).value)} />
    </label>
  );
}

/** The runner's refusal, beside the part it names; `lead` says what it is about when the part holds more than one thing. */
export function RunnerRefusal({ id, t, text, lead }: { id: string; t: Strings; text: string | null; lead?: string }) {
  if (!text) return null;
  return (
    <p id={id} class="chk-sr-refused" data-testid={id} style={{ borderInlineStart: '4px solid var(--rc-blocked)', paddingInlineStart: '0.5rem' }}>
      <strong>{lead ?? fmt(t, 'chk.ed.refused')}</strong> <code class="chk-reason">{text}</code>
    </p>
  );
}
