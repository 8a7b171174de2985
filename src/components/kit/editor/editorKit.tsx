/**
 * What the three position editors (Rollecate's, Rolit's, Steam Rollers') share:
 * where a position starts from (StartFrom), reading the steps text within a page's limits, and the block at the bottom of
 * each that shows the runner's verdict on the file being written, the file, and
 * check / copy / share. Each editor only turns its own model into a document.
 */
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { ScenarioResult } from '../../../scenario/runCore';
import { fmt, type Strings } from '../../../play/kit/fmt';
import { limitText } from '../../../play/kit/limits';
import type { Built, StepsProblem } from '../../../play/kit/editorDoc';

/** The problem in the page's language; `example` is one step of the editor's game, as JSON. */
export function stepsProblemText(t: Strings, lang: string, p: StepsProblem, example: string): string {
  switch (p.problem) {
    case 'json':
      return fmt(t, 'chk.ed.steps.json', { detail: p.detail });
    case 'duplicate':
      return fmt(t, 'chk.ed.steps.duplicate', { key: JSON.stringify(p.key), path: p.path });
    case 'list':
      return fmt(t, 'chk.ed.steps.list', { example });
    case 'limit':
      return fmt(t, 'chk.ed.steps.limit', { limit: limitText(t, lang, p.over) });
  }
}

/**
 * The bottom of every position editor: the moves to play, the runner's
 * PASS/FAIL for the file being written (run again only when the file changes),
 * the file itself, and check / copy / share.
 */
export function EditorOutput({ id, t, lang, steps, stepsRows, stepsHint, stepExample, onSteps, built, run, jsonRows, checkLabel, onCheck, onShare, setNote }: {
  id: string;
  t: Strings;
  lang: string;
  steps: string;
  stepsRows: number;
  stepsHint: string;
  /** One step of the game, as JSON, for the "must be a list" message. */
  stepExample: string;
  onSteps: (value: string) => void;
  built: Built;
  /**
   * The runner for the editor's game (runCore's runWith over that game's adapter): the editor shows its verdict as it
   * is written, and a page with one game's editor loads that game's rules only (issue 30).
   */
  run?: (doc: Record<string, unknown>) => ScenarioResult;
  jsonRows: number;
  checkLabel: string;
  onCheck: (doc: Record<string, unknown>) => void;
  onShare: (doc: Record<string, unknown>) => Promise<string>;
  setNote: (note: string) => void;
}) {
  const json = useMemo(() => (built.ok ? JSON.stringify(built.doc, null, 2) : ''), [built]);
  const verdict = useMemo(() => {
    if (!built.ok) return { pass: false, reason: stepsProblemText(t, lang, built.problem, stepExample) };
    if (!run) return { pass: false, reason: 'internal error: this editor has no runner' };
    try {
      const r = run(built.doc);
      return { pass: r.pass, reason: r.reason ?? null };
    } catch (e) {
      return { pass: false, reason: `internal error: ${e instanceof Error ? e.message : String(e)}` };
    }
  }, [built, run, t, lang]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setNote(fmt(t, 'chk.ed.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): select the text for the reader to copy.
      (document.getElementById(`${id}-json`) as HTMLTextAreaElement | null)?.select();
      setNote(fmt(t, 'chk.ed.copyManual'));
    }
  };
  return (
    <>
      <label for={`${id}-steps`} class="chk-label">{fmt(t, 'chk.ed.steps')}</label>
      <textarea id={`${id}-steps`} class="chk-text small" rows={stepsRows} spellcheck={false} value={steps} aria-describedby={`${id}-steps-hint`} onInput={(e) => onSteps((e.target as HTMLTextAreaElement).value)} />
      <p id={`${id}-steps-hint`} class="chk-hint">{stepsHint}</p>

      <div class={`chk-verdict ${verdict.pass ? 'pass' : 'fail'}`} role="status" data-testid={`${id}-verdict`}>
        <p>
          <strong class="chk-badge">{verdict.pass ? 'PASS' : 'FAIL'}</strong>{' '}
          {verdict.pass ? fmt(t, 'chk.ed.valid') : <code class="chk-reason">{verdict.reason}</code>}
        </p>
      </div>
      {built.ok && (
        <>
          <label for={`${id}-json`} class="chk-label">{fmt(t, 'chk.ed.json')}</label>
          <textarea id={`${id}-json`} class="chk-text" rows={jsonRows} readOnly spellcheck={false} value={json} />
          <div class="chk-buttons">
            <button type="button" class="primary" onClick={() => onCheck(built.doc)}>{checkLabel}</button>
            <button type="button" onClick={copy}>{fmt(t, 'chk.ed.copy')}</button>
            <button type="button" onClick={async () => setNote(await onShare(built.doc))}>{fmt(t, 'chk.share.copy')}</button>
          </div>
        </>
      )}
    </>
  );
}

/**
 * Where a position editor starts from: each choice a button (off while there is nothing to start from: no file
 * opened, no position shown), then any hint, then what the last choice did.
 */
export function StartFrom({ t, choices, note, children }: { t: Strings; choices: readonly { label: string; onPick: (() => void) | null; describedBy?: string }[]; note: string | null; children?: ComponentChildren }) {
  return (
    <>
      <div class="chk-buttons" role="group" aria-label={fmt(t, 'chk.ed.startFrom')}>
        <span class="chk-label">{fmt(t, 'chk.ed.startFrom')}</span>
        {choices.map((c) => (
          <button key={c.label} type="button" disabled={!c.onPick} onClick={() => c.onPick?.()} aria-describedby={c.describedBy}>{c.label}</button>
        ))}
      </div>
      {children}
      {note && <p class="chk-note" role="status">{note}</p>}
    </>
  );
}
