/**
 * The checker's input: why a link or a paste was refused, the text box (Ctrl/⌘+Enter runs it), Run and Clear, and
 * the picker of the site's files grouped by game.
 */
import { fmt, type Strings } from '../../play/kit/fmt';
import { LimitNote } from '../kit/LimitNote';
import type { Limit } from '../../play/kit/limits';
import type { LinkError } from './checkerDoc';
import { GAMES, fileGame, type SiteFile } from './checkerFiles';

export interface CheckerInputProps {
  t: Strings;
  lang: string;
  text: string;
  onText: (text: string) => void;
  /** Run the text (the results take the focus). */
  onRun: () => void;
  onClear: () => void;
  linkError: LinkError | null;
  /** A paste over the limits: refused before it runs. */
  limit: Limit | null;
  files: readonly SiteFile[];
  /** The file chosen in the picker, and loading it. */
  example: string;
  onExample: (name: string) => void;
  onLoad: () => void;
}

export function CheckerInput({ t, lang, text, onText, onRun, onClear, linkError, limit, files, example, onExample, onLoad }: CheckerInputProps) {
  return (
    <section class="chk-input" aria-labelledby="chk-input-h">
      <h2 id="chk-input-h">{fmt(t, 'chk.input.heading')}</h2>
      <p class="chk-help">{fmt(t, 'chk.input.help')}</p>
      {linkError && 'text' in linkError && (
        <p class="chk-alert" role="alert" data-testid="chk-link-error">
          {fmt(t, 'chk.link.bad', { reason: linkError.text })}
        </p>
      )}
      {linkError && 'limit' in linkError && (
        <LimitNote t={t} lang={lang} limit={linkError.limit} lead={fmt(t, 'chk.link.bad', { reason: '' }).trim()} class="chk-alert" testId="chk-link-error" />
      )}
      {limit && <LimitNote t={t} lang={lang} limit={limit} lead={fmt(t, 'chk.limit.lead')} class="chk-alert" testId="chk-limit" />}
      <label for="chk-text" class="chk-label">{fmt(t, 'chk.input.label')}</label>
      <textarea
        id="chk-text"
        class="chk-text"
        rows={14}
        spellcheck={false}
        value={text}
        placeholder={fmt(t, 'chk.input.placeholder')}
        aria-describedby="chk-text-keys"
        onInput={(e) => onText((e.target as HTMLTextAreaElement).value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onRun();
          }
        }}
      />
      <p id="chk-text-keys" class="chk-hint">{fmt(t, 'chk.input.keys')}</p>
      <div class="chk-buttons">
        <button type="button" class="primary" onClick={onRun}>{fmt(t, 'chk.input.run')}</button>
        <button type="button" onClick={onClear}>{fmt(t, 'chk.input.clear')}</button>
        <span class="chk-example">
          <label for="chk-example">{fmt(t, 'chk.example.label')}</label>
          <select id="chk-example" value={example} onChange={(e) => onExample((e.target as HTMLSelectElement).value)}>
            {GAMES.map((game) => (
              <optgroup key={game} label={game}>
                {files.filter((f) => fileGame(f.name) === game).map((f) => <option key={f.name} value={f.name}>{f.title}</option>)}
              </optgroup>
            ))}
          </select>
          <button type="button" onClick={onLoad}>{fmt(t, 'chk.example.load')}</button>
        </span>
      </div>
    </section>
  );
}
