/**
 * The ruling checker's Rolit position editor: put balls on a board of 8, 6 or
 * 4 (click or keyboard), choose the edition, the players and whose turn it is,
 * and the meaning of "next to". It writes a contract scenario (the "Rolit"
 * part of ../shared/contracts/scenario.md), shows what the runner says about
 * it and whether a real game could reach the position, and hands it to the
 * checker (step through it, then "Try it" to play on and read the outcome),
 * to the clipboard or to a #s= link, like the Rollecate editor.
 *
 * The board is a grid of buttons with one tab stop: arrow keys move, Home and
 * End go to the row's ends, Enter or Space puts the chosen colour (the brush),
 * and the keys R, Y, G, B, and Delete or 0 put that colour or empty the socket
 * at once. Every button says its square and what lies there.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { Choice, EditorFrame, TextField, useEditor } from '../kit/editor/editorForm';
import { runWith } from '../../scenario/runCore';
import { rolitAdapter } from '../../scenario/rolit';
import { BOARD_SIZES, squareAt, squareName, startBoard } from '../../machines/rolit/rules/board';
import { EDITION_IDS, edition } from '../../machines/rolit/rules/editions';
import type { Adjacency, BoardSize, Cell, Colour, EditionId } from '../../machines/rolit/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { seatsFit, unreachable } from '../../play/rolit/exampleEdition';
import { COLOURS, paint, reachText, resize, rolitDocFromModel, rolitModelFromDoc, seat, seatingOf, startModel, type RolitModel } from '../../play/rolit/rolitPositionModel';
import './rolit.css';


/** The runner for what this editor writes: its game's adapter only, so the page loads no other game's rules. */
const run = (doc: Record<string, unknown>) => runWith(doc, { rolit: rolitAdapter });

export interface RolitPositionEditorProps {
  t: Strings;
  lang: string;
  /** The document loaded in the checker, if any ("start from the file's position" when it is a Rolit file). */
  fileDoc: unknown;
  onCheck: (doc: Record<string, unknown>) => void;
  onShare: (doc: Record<string, unknown>) => Promise<string>;
}

export function RolitPositionEditor({ t, lang, fileDoc, onCheck, onShare }: RolitPositionEditorProps) {
  const { m, setM, note, setNote, replace: load, fromFile, built } = useEditor({
    t, lang, fileDoc, start: () => startModel(), fromDoc: rolitModelFromDoc, toDoc: rolitDocFromModel, defaultTitle: fmt(t, 'chk.ro.defaultTitle'),
  });
  const [brush, setBrush] = useState<Cell>('R');
  const [focus, setFocus] = useState(() => m.cells.findIndex((c) => c !== '.'));
  const gridRef = useRef<HTMLDivElement>(null);
  const colourName = (c: Colour) => t[`ro.colour.${c}`] ?? c;
  const cellName = (c: Cell) => (c === '.' ? fmt(t, 'chk.ro.empty') : colourName(c));

  const reach = useMemo(() => (m.cells.some((c) => c !== '.') ? unreachable(m.cells, m.size, m.players, m.adjacency) : null), [m]);
  const n = m.players.length as 2 | 3 | 4;
  const lists = edition(m.edition).colours[n] ?? [];
  const choice = seatingOf(m);
  const fits = seatsFit(m.players, m.edition);

  const replace = (next: RolitModel | null, what: string) => {
    if (next && load(next, what)) setFocus(Math.max(0, next.cells.findIndex((c) => c !== '.')));
  };

  const size = m.size;
  const at = Math.min(Math.max(focus, 0), size * size - 1);
  const moveTo = (i: number) => {
    setFocus(i);
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-index="${i}"]`)?.focus());
  };
  const onKey = (i: number) => (e: KeyboardEvent) => {
    const col = i % size;
    const row = Math.floor(i / size);
    const go: Record<string, number | null> = {
      ArrowLeft: col > 0 ? i - 1 : null,
      ArrowRight: col < size - 1 ? i + 1 : null,
      ArrowUp: row < size - 1 ? i + size : null,
      ArrowDown: row > 0 ? i - size : null,
      Home: row * size,
      End: row * size + size - 1,
    };
    if (e.key in go) {
      e.preventDefault();
      const j = go[e.key];
      if (j !== null && j !== undefined) moveTo(j);
      return;
    }
    const key = e.key.toUpperCase();
    if (COLOURS.includes(key as Colour) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      setM(paint(m, i, key as Colour));
    } else if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '0' || e.key === '.') {
      e.preventDefault();
      setM(paint(m, i, '.'));
    }
  };

  // The grid, top row first, as the board is drawn.
  const rows: number[][] = [];
  for (let row = size - 1; row >= 0; row--) rows.push(Array.from({ length: size }, (_, col) => row * size + col));
  const counts = COLOURS.map((c) => [c, m.cells.filter((x) => x === c).length] as const).filter(([, k]) => k > 0);

  return (
    <EditorFrame
      id="chk-ro"
      cls="chk-ro-editor"
      t={t}
      heading={fmt(t, 'chk.ro.heading')}
      help={fmt(t, 'chk.ro.help')}
      note={note}
      choices={[
        { label: fmt(t, 'chk.ro.from.start'), onPick: () => replace({ ...m, cells: startBoard(m.size) }, fmt(t, 'chk.ro.from.start')) },
        { label: fmt(t, 'chk.ed.from.file'), onPick: fromFile ? () => replace(fromFile, fmt(t, 'chk.ed.from.file')) : null },
      ]}
      output={{
        lang, steps: m.steps, stepsRows: 3, stepsHint: fmt(t, 'chk.ro.stepsHint'), stepExample: '[{"place": "d3"}]', onSteps: (steps) => setM({ ...m, steps }),
        built, run, jsonRows: 8, checkLabel: fmt(t, 'chk.ro.check'), onCheck, onShare, setNote,
      }}
    >
      <div class="chk-ro-grid">
        <div class="chk-ro-boardcol">
          <fieldset class="chk-ro-brush">
            <legend>{fmt(t, 'chk.ro.brush')}</legend>
            {([...COLOURS, '.'] as Cell[]).map((c) => (
              <label key={c} class="chk-check">
                <input type="radio" name="chk-ro-brush" checked={brush === c} onChange={() => setBrush(c)} />
                {c !== '.' && <span class={`ro-chip ro-chip-${c}`} aria-hidden="true" />}
                <span>{c === '.' ? fmt(t, 'chk.ro.erase') : colourName(c)}</span>
              </label>
            ))}
          </fieldset>
          <p id="chk-ro-keys" class="chk-hint">{fmt(t, 'chk.ro.keys')}</p>
          <div
            class="chk-ro-board"
            role="grid"
            aria-label={fmt(t, 'chk.ro.board', { size })}
            aria-describedby="chk-ro-keys"
            ref={gridRef}
          >
            {rows.map((cells, r) => (
              <div role="row" class="chk-ro-row" key={r} style={{ gridTemplateColumns: `1.4rem repeat(${size}, minmax(0, 1fr))` }}>
                <span class="chk-ro-coord" aria-hidden="true">{size - r}</span>
                {cells.map((i) => {
                  const c = m.cells[i] ?? '.';
                  const sq = squareName(squareAt(i, size));
                  return (
                    <span role="gridcell" key={i} class="chk-ro-cell">
                      <button
                        type="button"
                        data-index={i}
                        data-square={sq}
                        class={`chk-ro-sq${(i % size + Math.floor(i / size)) % 2 ? ' alt' : ''}`}
                        tabIndex={i === at ? 0 : -1}
                        aria-label={`${sq}: ${cellName(c)}`}
                        onClick={() => {
                          setFocus(i);
                          setM(paint(m, i, c === brush ? '.' : brush));
                        }}
                        onKeyDown={onKey(i)}
                        onFocus={() => setFocus(i)}
                      >
                        {c !== '.' && <span class={`chk-ro-ball ro-chip-${c}`} aria-hidden="true">{t[`ro.letter.${c}`] ?? c}</span>}
                      </button>
                    </span>
                  );
                })}
              </div>
            ))}
            <div class="chk-ro-row" aria-hidden="true" style={{ gridTemplateColumns: `1.4rem repeat(${size}, minmax(0, 1fr))` }}>
              <span />
              {Array.from({ length: size }, (_, col) => <span key={col} class="chk-ro-coord">{String.fromCharCode(97 + col)}</span>)}
            </div>
          </div>
          <p class="chk-hint" aria-live="polite">
            {counts.length ? counts.map(([c, k]) => `${colourName(c)} ${k}`).join(', ') : fmt(t, 'chk.ro.noBalls')}
          </p>
        </div>

        <fieldset class="chk-zone">
          <legend>{fmt(t, 'chk.ro.settings')}</legend>
          <TextField label={fmt(t, 'chk.ed.title')} value={m.title} onChange={(title) => setM({ ...m, title })} />
          <Choice label={fmt(t, 'chk.ro.edition')} value={m.edition} options={EDITION_IDS.map((id) => [id, t[`ro.ed.${id}`] ?? id])} onChange={(id) => setM(seat(m, n, 0, id as EditionId))} />
          <Choice label={fmt(t, 'chk.ro.players')} value={String(n)} options={[2, 3, 4].map((k) => [String(k), String(k)])} onChange={(k) => setM(seat(m, Number(k) as 2 | 3 | 4, 0))} />
          {lists.length > 1 && (
            <Choice label={fmt(t, 'chk.ro.colours')} value={String(choice)} options={lists.map((l, i) => [String(i), l.map(colourName).join(' + ')])} onChange={(i) => setM(seat(m, n, Number(i)))} />
          )}
          <p class="chk-hint" data-testid="chk-ro-order">
            {fmt(t, 'chk.ro.order', { order: m.players.map(colourName).join(' → ') })}
            {!fits && ` ${fmt(t, 'chk.ro.orderOwn')}`}
          </p>
          <Choice label={fmt(t, 'chk.ro.current')} value={m.current} options={m.players.map((c) => [c, colourName(c)])} onChange={(c) => setM({ ...m, current: c as Colour })} />
          <Choice
            label={fmt(t, 'chk.ro.size')}
            value={String(m.size)}
            options={BOARD_SIZES.map((k) => [String(k), `${k} × ${k}`])}
            onChange={(k) => {
              const next = resize(m, Number(k) as BoardSize);
              setM(next);
              setFocus(Math.max(0, next.cells.findIndex((c) => c !== '.')));
            }}
          />
          <Choice label={fmt(t, 'chk.ro.adjacency')} value={String(m.adjacency)} options={[['8', t['ro.ed.adj8'] ?? '8'], ['4', t['ro.ed.adj4'] ?? '4']]} onChange={(k) => setM({ ...m, adjacency: Number(k) as Adjacency })} />
        </fieldset>
      </div>

      {reach && (
        <p class="chk-note chk-ro-reach" data-testid="chk-ro-reach">
          {fmt(t, 'chk.ro.reach.lead')} {reachText(reach, t, colourName)}
        </p>
      )}
    </EditorFrame>
  );
}
