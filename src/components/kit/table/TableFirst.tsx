/**
 * A play page's first step (issue 30), one for every game: the game's start form, drawn without the table's engine.
 * Pressing Start loads the engine (the game's table island: the kit's chart, the rules, the board, the bots, the
 * coach, sharing) and hands it the form, which starts that game at once; the pointer over the form or focus in it
 * fetches the engine ahead; a saved game or a shared position on the page is read by the engine only, so it is
 * loaded at once then (lazyTable.ts). A game gives its form, its engine and its save key; the form here asks
 * nothing about saved games (the engine's does).
 */
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Strings } from '../../../play/kit/fmt';
import type { SharedStrings } from '../sharedStrings';
import { useLazyTable } from './lazyTable';

/** What every game's start form takes. Start is called for a form that can start a game (the form checks it and keeps the page from submitting). */
export interface StartFormProps<F> {
  t: Strings;
  lang: string;
  form: F;
  setForm: (update: (f: F) => F) => void;
  onStart: () => void;
}

/** What every game's table island (its engine) takes from the first step: the form as left there, and whether Start was pressed. */
export interface TableIslandProps<F> {
  t: Strings;
  lang: string;
  form?: F;
  startNow?: boolean;
}

export interface TableFirstProps<F> {
  t: Strings;
  lang: string;
  /** The game's table island, as a dynamic `import()` (inside the kit's error boundary, it also takes the page's shared strings). */
  load: () => Promise<{ default: ComponentType<Omit<TableIslandProps<F>, 't'> & { t: Strings | SharedStrings }> }>;
  /** Where the game keeps its saved game (a saved one loads the engine at once). */
  saveKey: string;
  Form: ComponentType<StartFormProps<F>>;
  /** The form a new visitor finds. */
  newForm: () => F;
  /** What the form gets once the island runs in the browser (a random seed, the reader's edition), as the engine's own form does. */
  prepare?: (f: F) => F;
  /** The class of the form's wrapper (the game's table class, so it looks as the engine's). */
  cls: string;
  /** Said while the engine loads for something on the page (a saved game, a link). */
  loading: JSX.Element;
}

export function TableFirst<F>({ t, lang, load, saveKey, Form, newForm, prepare, cls, loading }: TableFirstProps<F>) {
  const { Engine, waiting, starting, prefetch, start } = useLazyTable(load, saveKey);
  const [form, setForm] = useState<F>(newForm);
  useEffect(() => {
    if (prepare) setForm(prepare);
  }, []);

  if (Engine) return <Engine t={t} lang={lang} form={form} startNow={starting} />;
  if (waiting) return loading;
  return (
    <div class={cls} onPointerEnter={prefetch} onFocusIn={prefetch}>
      <Form t={t} lang={lang} form={form} setForm={setForm} onStart={start} />
    </div>
  );
}
