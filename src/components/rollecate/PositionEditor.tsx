/**
 * The position editor of the ruling checker: start from an empty table, the
 * loaded file's starting position or the position on screen; add, change,
 * reorder and remove cards on the railway (with their turns), in hands,
 * discard piles, the draw pile and the box; set the train, whose turn it is,
 * the variant and the rule switches. It writes a contract scenario document
 * (../shared/contracts/scenario.md), shows what the runner says about it, and
 * hands it to the checker, to the clipboard or to a #s= link.
 */
import { useMemo } from 'preact/hooks';
import { MIN_TABLE } from '../../machines/rollecate/rules/setup';
import { SWITCH_RULING, VARIANTS } from '../../machines/rollecate/rules/switches';
import type { GameState, Turn, Variant } from '../../machines/rollecate/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { Railway } from './Railway';
import { Choice, EditorFrame, TextField, useEditor } from '../kit/editor/editorForm';
import { runWith } from '../../scenario/runCore';
import { rollecateAdapter } from '../../scenario/rollecate';
import { docFromModel, emptyModel, getRows, modelFromDoc, modelFromState, newRow, patchedRow, railwayPreview, setRows, starterModel, withPlayer, withVariant, withoutPlayer, type CardRow, type EditorModel, type Kind, type ZoneKey } from '../../play/rollecate/positionModel';
import { SWITCHES, switchRulingHref } from '../../play/rollecate/startForm';

/** The runner for what this editor writes: its game's adapter only, so the page loads no other game's rules. */
const run = (doc: Record<string, unknown>) => runWith(doc, { rollecate: rollecateAdapter });


/* ------------------------------------------------------------------ */
/* The form                                                             */
/* ------------------------------------------------------------------ */

interface ZoneProps {
  t: Strings;
  m: EditorModel;
  zone: ZoneKey;
  name: string;
  help?: string;
  prefix: string;
  onChange: (m: EditorModel) => void;
}

function Zone({ t, m, zone, name, help, prefix, onChange }: ZoneProps) {
  const rows = getRows(m, zone);
  const railway = zone === 'railway';
  const update = (next: CardRow[]) => onChange(setRows(m, zone, next));
  const change = (i: number, patch: Partial<CardRow>) => update(rows.map((r, j) => (j === i ? patchedRow(r, patch) : r)));
  const move = (i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= rows.length) return;
    const next = rows.slice();
    [next[i], next[j]] = [next[j] as CardRow, next[i] as CardRow];
    update(next);
  };
  const add = () => update([...rows, newRow(m, prefix)]);
  const zid = zone.replace(':', '-');
  return (
    <fieldset class="chk-zone">
      <legend>{name} <span class="chk-count">({rows.length})</span></legend>
      {help && <p class="chk-hint">{help}</p>}
      {rows.length > 0 && (
        <ol class="chk-rows">
          {rows.map((r, i) => {
            const at = { zone: name, n: i + 1 };
            return (
              <li key={i} class="chk-row">
                <input
                  type="text"
                  class="chk-id"
                  value={r.id}
                  aria-label={fmt(t, 'chk.ed.card.id', at)}
                  spellcheck={false}
                  autocomplete="off"
                  onInput={(e) => change(i, { id: (e.target as HTMLInputElement).value })}
                />
                <select value={String(r.value)} aria-label={fmt(t, 'chk.ed.card.value', at)} onChange={(e) => change(i, { value: Number((e.target as HTMLSelectElement).value) })}>
                  {[1, 2, 3, 4].map((v) => <option key={v} value={String(v)}>{v}</option>)}
                </select>
                <select value={r.kind} aria-label={fmt(t, 'chk.ed.card.kind', at)} onChange={(e) => change(i, { kind: (e.target as HTMLSelectElement).value as Kind })}>
                  <option value="straight">{fmt(t, 'chk.ed.kind.straight')}</option>
                  <option value="curve">{fmt(t, 'chk.ed.kind.curve')}</option>
                  {!railway && <option value="chaos">{fmt(t, 'chk.ed.kind.chaos')}</option>}
                </select>
                <label class="chk-check">
                  <input type="checkbox" checked={r.broken} disabled={r.kind === 'chaos'} onChange={(e) => change(i, { broken: (e.target as HTMLInputElement).checked })} />
                  <span>{fmt(t, 'chk.ed.card.broken')}</span>
                  <span class="sr-only"> ({fmt(t, 'chk.ed.card.of', at)})</span>
                </label>
                {railway && (
                  <select value={r.turn} aria-label={fmt(t, 'chk.ed.card.turn', at)} onChange={(e) => change(i, { turn: (e.target as HTMLSelectElement).value as Turn })}>
                    {(r.kind === 'curve' ? (['left', 'right'] as Turn[]) : (['straight'] as Turn[])).map((turn) => (
                      <option key={turn} value={turn}>{fmt(t, `chk.ed.turn.${turn}`)}</option>
                    ))}
                  </select>
                )}
                <span class="chk-rowbtns">
                  <button type="button" onClick={() => move(i, -1)} disabled={i === 0} aria-label={fmt(t, 'chk.ed.card.up', at)}>↑</button>
                  <button type="button" onClick={() => move(i, 1)} disabled={i === rows.length - 1} aria-label={fmt(t, 'chk.ed.card.down', at)}>↓</button>
                  <button type="button" onClick={() => update(rows.filter((_, j) => j !== i))} aria-label={fmt(t, 'chk.ed.card.remove', at)}>✕</button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" class="chk-add" id={`chk-add-${zid}`} onClick={add}>{fmt(t, 'chk.ed.add', { zone: name })}</button>
    </fieldset>
  );
}

export interface PositionEditorProps {
  t: Strings;
  lang: string;
  /** The document loaded in the checker, if any (for "start from the file's position"). */
  fileDoc: unknown;
  /** The state on screen in the checker, if any. */
  shownState: GameState | null;
  onCheck: (doc: Record<string, unknown>) => void;
  /** Puts a #s= link to the document in the address bar (and on the clipboard); resolves to a note saying so. */
  onShare: (doc: Record<string, unknown>) => Promise<string>;
}

export function PositionEditor({ t, lang, fileDoc, shownState, onCheck, onShare }: PositionEditorProps) {
  const defaultName = (n: number) => fmt(t, 'chk.ed.playerName', { n });
  const { m, setM, note, setNote, replace, fromFile, built } = useEditor({
    t, lang, fileDoc, start: () => starterModel([defaultName(1), defaultName(2)]), fromDoc: modelFromDoc, toDoc: docFromModel, defaultTitle: fmt(t, 'chk.ed.defaultTitle'),
  });
  const fromShown = useMemo(() => (shownState ? modelFromState(shownState, fmt(t, 'chk.ed.shownTitle')) : null), [shownState]);
  const preview = useMemo(() => railwayPreview(m.railway), [m.railway]);

  return (
    <EditorFrame
      id="chk-ed"
      t={t}
      heading={fmt(t, 'chk.ed.heading')}
      help={fmt(t, 'chk.ed.help')}
      note={note}
      choices={[
        { label: fmt(t, 'chk.ed.from.empty'), onPick: () => replace(emptyModel([defaultName(1), defaultName(2)]), fmt(t, 'chk.ed.from.empty')) },
        { label: fmt(t, 'chk.ed.from.starter'), onPick: () => replace(starterModel([defaultName(1), defaultName(2)]), fmt(t, 'chk.ed.from.starter')) },
        { label: fmt(t, 'chk.ed.from.file'), onPick: fromFile ? () => replace(fromFile, fmt(t, 'chk.ed.from.file')) : null },
        { label: fmt(t, 'chk.ed.from.shown'), onPick: fromShown ? () => replace(fromShown, fmt(t, 'chk.ed.from.shown')) : null, describedBy: 'chk-ed-shown-hint' },
      ]}
      startNotes={<p id="chk-ed-shown-hint" class="chk-hint">{fmt(t, 'chk.ed.from.shownHint')}</p>}
      output={{
        lang, steps: m.steps, stepsRows: 4, stepsHint: fmt(t, 'chk.ed.stepsHint'), stepExample: '[{"pass": true}]', onSteps: (steps) => setM({ ...m, steps }),
        built, run, jsonRows: 10, checkLabel: fmt(t, 'chk.ed.check'), onCheck, onShare, setNote,
      }}
    >
      <div class="chk-ed-grid">
        <div class="chk-zone chk-railway-ed">
          <Zone t={t} m={m} zone="railway" name={fmt(t, 'chk.ed.zone.railway')} help={fmt(t, 'chk.ed.zone.railwayHelp')} prefix="r" onChange={setM} />
          <Choice label={fmt(t, 'chk.ed.train')} value={m.train} options={[['', fmt(t, 'chk.ed.train.none')], ...m.railway.map((r) => [r.id, r.id] as const)]} onChange={(train) => setM({ ...m, train })} />
          {preview.length > 0 && (
            <div class="chk-preview">
              <Railway railway={preview} train={m.train || null} table={m.rules.table} label={fmt(t, 'chk.ed.preview')} description={fmt(t, 'chk.ed.previewDesc', { ids: m.railway.map((r) => r.id).join(', ') })} />
            </div>
          )}
        </div>

        <fieldset class="chk-zone chk-game">
          <legend>{fmt(t, 'chk.ed.game')}</legend>
          <TextField label={fmt(t, 'chk.ed.title')} value={m.title} onChange={(title) => setM({ ...m, title })} />
          <Choice label={fmt(t, 'chk.ed.variant')} value={m.variant} options={VARIANTS.map((v) => [v, fmt(t, `chk.ed.variant.${v}`)])} onChange={(v) => setM(withVariant(m, v as Variant, 'Betsy', defaultName))} />
          <fieldset class="chk-switches">
            <legend>{fmt(t, 'chk.ed.rules')}</legend>
            {SWITCHES.map((k) => (
              <div class="chk-switch" key={k}>
                <label class="chk-check">
                  <input type="checkbox" checked={m.rules[k]} onChange={(e) => setM({ ...m, rules: { ...m.rules, [k]: (e.target as HTMLInputElement).checked } })} />
                  <span>{fmt(t, `chk.ed.rule.${k}`)}</span>
                </label>{' '}
                <a href={switchRulingHref(k, lang)} class="chk-small">{fmt(t, 'chk.ed.ruling', { n: SWITCH_RULING[k] })}</a>
              </div>
            ))}
            <div class="chk-switch">
              <label class="chk-check">
                <input type="checkbox" checked={!!m.rules.table} onChange={(e) => setM({ ...m, rules: { ...m.rules, table: (e.target as HTMLInputElement).checked ? { width: MIN_TABLE, height: MIN_TABLE } : null } })} />
                <span>{fmt(t, 'chk.ed.rule.table')}</span>
              </label>{' '}
              <a href={switchRulingHref('table', lang)} class="chk-small">{fmt(t, 'chk.ed.ruling', { n: SWITCH_RULING.table })}</a>
              {m.rules.table && (
                <span class="chk-table">
                  <label>
                    {fmt(t, 'chk.ed.table.width')}{' '}
                    <input type="number" min={MIN_TABLE} step={1} value={m.rules.table.width} onInput={(e) => setM({ ...m, rules: { ...m.rules, table: { width: Number((e.target as HTMLInputElement).value), height: m.rules.table?.height ?? MIN_TABLE } } })} />
                  </label>
                  <label>
                    {fmt(t, 'chk.ed.table.height')}{' '}
                    <input type="number" min={MIN_TABLE} step={1} value={m.rules.table.height} onInput={(e) => setM({ ...m, rules: { ...m.rules, table: { width: m.rules.table?.width ?? MIN_TABLE, height: Number((e.target as HTMLInputElement).value) } } })} />
                  </label>
                </span>
              )}
            </div>
          </fieldset>
        </fieldset>

        <div class="chk-zone chk-piles">
          <Zone t={t} m={m} zone="drawPile" name={fmt(t, 'chk.ed.zone.drawPile')} help={fmt(t, 'chk.ed.zone.drawPileHelp')} prefix="d" onChange={setM} />
          <Zone t={t} m={m} zone="box" name={fmt(t, 'chk.ed.zone.box')} prefix="b" onChange={setM} />
        </div>
        <fieldset class="chk-zone chk-players">
          <legend>{fmt(t, 'chk.ed.players')}</legend>
          <Choice label={fmt(t, 'chk.ed.current')} value={String(m.current)} options={m.players.map((p, i) => [String(i), `${i}: ${p.name || defaultName(i + 1)}`])} onChange={(i) => setM({ ...m, current: Number(i) })} />
          {m.players.map((p, i) => {
            const betsy = m.variant === 'betsy' && i === 1;
            const who = p.name || defaultName(i + 1);
            return (
              <fieldset class="chk-player" key={i}>
                <legend>{fmt(t, 'chk.ed.player', { n: i + 1, name: who })}</legend>
                <TextField label={fmt(t, 'chk.ed.name')} value={p.name} onChange={(name) => setM({ ...m, players: m.players.map((q, j) => (j === i ? { ...q, name } : q)) })} />
                {m.variant === 'solo-hard' && (
                  <label class="chk-field">
                    <span>{fmt(t, 'chk.ed.derailments')}</span>
                    <input type="number" min={0} max={3} step={1} value={p.derailments} onInput={(e) => setM({ ...m, players: m.players.map((q, j) => (j === i ? { ...q, derailments: Number((e.target as HTMLInputElement).value) } : q)) })} />
                  </label>
                )}
                {betsy && p.hand.length === 0 ? (
                  <p class="chk-hint">{fmt(t, 'chk.ed.betsyHand')}</p>
                ) : (
                  <Zone t={t} m={m} zone={`hand:${i}`} name={fmt(t, 'chk.ed.zone.hand', { name: who })} prefix={`h${i + 1}-`} onChange={setM} />
                )}
                <Zone t={t} m={m} zone={`discard:${i}`} name={fmt(t, 'chk.ed.zone.discard', { name: who })} help={fmt(t, 'chk.ed.zone.discardHelp')} prefix={`p${i + 1}-`} onChange={setM} />
                {m.variant === 'standard' && m.players.length > 2 && (
                  <button type="button" onClick={() => setM(withoutPlayer(m, i))}>
                    {fmt(t, 'chk.ed.removePlayer', { name: who })}
                  </button>
                )}
              </fieldset>
            );
          })}
          {m.variant === 'standard' && m.players.length < 4 && (
            <button type="button" onClick={() => setM(withPlayer(m, defaultName(m.players.length + 1)))}>
              {fmt(t, 'chk.ed.addPlayer')}
            </button>
          )}
        </fieldset>

      </div>
    </EditorFrame>
  );
}
