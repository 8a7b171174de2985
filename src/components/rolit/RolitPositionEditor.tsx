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
import { EditorOutput, readSteps, type Built } from '../kit/editor/editorKit';
import { runWith } from '../../scenario/runCore';
import { rolitAdapter } from '../../scenario/rolit';
import { BOARD_SIZES, boardFromRows, boardToRows, startBoard } from '../../machines/rolit/rules/board';
import { EDITION_IDS, coloursFor, edition } from '../../machines/rolit/rules/editions';
import type { Adjacency, BoardSize, Cell, Colour, EditionId } from '../../machines/rolit/rules/types';
import { sayIn } from '../../scenario/frames';
import { fmt, type Strings } from '../kit/fmt';
import { seatsFit, unreachable, type ReachProblem } from './exampleEdition';
import './rolit.css';

/** The runner for what this editor writes: its game's adapter only, so the page loads no other game's rules. */
const run = (doc: Record<string, unknown>) => runWith(doc, { rolit: rolitAdapter });

/* ------------------------------------------------------------------ */
/* The model (pure; unit-tested in tests/unit/rolit-editor.test.ts)    */
/* ------------------------------------------------------------------ */

export interface RolitModel {
  title: string;
  size: BoardSize;
  adjacency: Adjacency;
  edition: EditionId;
  /** size × size sockets, a1 first (the core's order). */
  cells: Cell[];
  /** The colours in play, in turn order. */
  players: Colour[];
  current: Colour;
  /** The steps as JSON text (a list). */
  steps: string;
}

const COLOURS: readonly Colour[] = ['R', 'Y', 'G', 'B'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The start position for two players (red and green) in the standard edition. */
export function startModel(size: BoardSize = 8, id: EditionId = 'standard'): RolitModel {
  const players = coloursFor(2, id);
  return { title: '', size, adjacency: 8, edition: id, cells: startBoard(size), players, current: players[0] as Colour, steps: '[]' };
}

/** The model of a Rolit document with a board (tolerant: the runner judges what is written back); null for anything else. */
export function rolitModelFromDoc(doc: unknown, lang = 'en'): RolitModel | null {
  if (!isObject(doc) || doc.game !== 'rolit' || !isObject(doc.position)) return null;
  const options = isObject(doc.options) ? doc.options : {};
  const size = (BOARD_SIZES as readonly unknown[]).includes(options.size) ? (options.size as BoardSize) : 8;
  const id = EDITION_IDS.includes(options.edition as EditionId) ? (options.edition as EditionId) : 'standard';
  const pos = doc.position;
  let cells: Cell[];
  try {
    cells = Array.isArray(pos.board) ? boardFromRows(pos.board as string[], size) : startBoard(size);
  } catch {
    return null;
  }
  let players: Colour[];
  if (Array.isArray(pos.players)) players = (pos.players as unknown[]).filter((c): c is Colour => COLOURS.includes(c as Colour));
  else if (pos.players === 'solo') players = ['R', 'G'];
  else if (pos.players === 2 || pos.players === 3 || pos.players === 4) {
    try {
      players = coloursFor(pos.players, id, typeof pos.colourChoice === 'number' ? pos.colourChoice : 0);
    } catch {
      players = coloursFor(pos.players, id);
    }
  } else players = coloursFor(2, id);
  if (players.length < 2) players = coloursFor(2, id);
  const current = COLOURS.includes(pos.current as Colour) && players.includes(pos.current as Colour) ? (pos.current as Colour) : (players[0] as Colour);
  return {
    title: sayIn(doc.title, lang) ?? '',
    size,
    adjacency: options.adjacency === 4 ? 4 : 8,
    edition: id,
    cells,
    players,
    current,
    steps: Array.isArray(doc.steps) ? JSON.stringify(doc.steps, null, 2) : '[]',
  };
}

/** The contract document the model describes; only the steps text can keep it from being written. */
export function rolitDocFromModel(m: RolitModel, defaultTitle = 'Rolit position from the editor'): Built {
  const read = readSteps(m.steps);
  if (!read.ok) return read;
  const { steps } = read;
  const options: Record<string, unknown> = { size: m.size, adjacency: m.adjacency, edition: m.edition };
  return {
    ok: true,
    doc: {
      game: 'rolit',
      title: m.title || defaultTitle,
      options,
      position: { board: boardToRows(m.cells, m.size), players: m.players.slice(), current: m.current },
      steps,
    },
  };
}

/** Another board size: the balls of the centred part that both boards share are kept (RO15's smaller boards are the middle of the big one). */
export function resize(m: RolitModel, size: BoardSize): RolitModel {
  if (size === m.size) return m;
  const cells: Cell[] = new Array<Cell>(size * size).fill('.');
  const shift = (m.size - size) / 2;
  for (let row = 1; row <= size; row++) {
    for (let col = 0; col < size; col++) {
      const from = { col: col + shift, row: row + shift };
      if (from.col >= 0 && from.col < m.size && from.row >= 1 && from.row <= m.size) cells[(row - 1) * size + col] = m.cells[(from.row - 1) * m.size + from.col] ?? '.';
    }
  }
  // A board emptied by the change starts from the start position instead (a position needs a ball to build on).
  return { ...m, size, cells: cells.every((c) => c === '.') ? startBoard(size) : cells };
}

/** The edition's seating for `n` players (and the Spanish two-player choice); the player to move stays if still seated. */
export function seat(m: RolitModel, n: 2 | 3 | 4, choice = 0, id: EditionId = m.edition): RolitModel {
  const lists = edition(id).colours[n];
  const players = (lists[choice] ?? lists[0] ?? []).slice() as Colour[];
  return { ...m, edition: id, players, current: players.includes(m.current) ? m.current : (players[0] as Colour) };
}

/** Puts a ball of `cell` (or empties the socket) at index `i`. */
export function paint(m: RolitModel, i: number, cell: Cell): RolitModel {
  if (i < 0 || i >= m.cells.length || m.cells[i] === cell) return m;
  const cells = m.cells.slice();
  cells[i] = cell;
  return { ...m, cells };
}

/** A position problem in the page's words (see `unreachable`). */
export function reachText(p: ReachProblem, t: Strings, colourName: (c: Colour) => string): string {
  if (p.kind === 'start') return fmt(t, 'chk.ro.reach.start', { squares: p.squares.join(', '), n: p.squares.length });
  if (p.kind === 'unused') return fmt(t, 'chk.ro.reach.unused', { colour: colourName(p.colour), squares: p.squares.join(', '), n: p.squares.length });
  return fmt(t, 'chk.ro.reach.apart', { squares: p.squares.join(', '), n: p.squares.length });
}

/* ------------------------------------------------------------------ */
/* The form                                                             */
/* ------------------------------------------------------------------ */

export interface RolitPositionEditorProps {
  t: Strings;
  lang: string;
  /** The document loaded in the checker, if any ("start from the file's position" when it is a Rolit file). */
  fileDoc: unknown;
  onCheck: (doc: Record<string, unknown>) => void;
  onShare: (doc: Record<string, unknown>) => Promise<string>;
}

const squareName = (i: number, size: number) => `${String.fromCharCode(97 + (i % size))}${Math.floor(i / size) + 1}`;

export function RolitPositionEditor({ t, lang, fileDoc, onCheck, onShare }: RolitPositionEditorProps) {
  const [m, setM] = useState<RolitModel>(() => startModel());
  const [brush, setBrush] = useState<Cell>('R');
  const [focus, setFocus] = useState(() => m.cells.findIndex((c) => c !== '.'));
  const [note, setNote] = useState<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const colourName = (c: Colour) => t[`ro.colour.${c}`] ?? c;
  const cellName = (c: Cell) => (c === '.' ? fmt(t, 'chk.ro.empty') : colourName(c));

  const fromFile = useMemo(() => rolitModelFromDoc(fileDoc, lang), [fileDoc]);
  const built = useMemo(() => rolitDocFromModel(m, fmt(t, 'chk.ro.defaultTitle')), [m]);
  const reach = useMemo(() => (m.cells.some((c) => c !== '.') ? unreachable(m.cells, m.size, m.players, m.adjacency) : null), [m]);
  const n = m.players.length as 2 | 3 | 4;
  const lists = edition(m.edition).colours[n] ?? [];
  const choice = Math.max(0, lists.findIndex((l) => l.length === m.players.length && l.every((c, i) => m.players[i] === c)));
  const fits = seatsFit(m.players, m.edition);

  const replace = (next: RolitModel | null, what: string) => {
    if (!next) return;
    setM(next);
    setFocus(Math.max(0, next.cells.findIndex((c) => c !== '.')));
    setNote(fmt(t, 'chk.ed.loaded', { what }));
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
    <section class="chk-editor chk-ro-editor" aria-labelledby="chk-ro-h">
      <h2 id="chk-ro-h">{fmt(t, 'chk.ro.heading')}</h2>
      <p class="chk-help">{fmt(t, 'chk.ro.help')}</p>
      <div class="chk-buttons" role="group" aria-label={fmt(t, 'chk.ed.startFrom')}>
        <span class="chk-label">{fmt(t, 'chk.ed.startFrom')}</span>
        <button type="button" onClick={() => replace({ ...m, cells: startBoard(m.size) }, fmt(t, 'chk.ro.from.start'))}>{fmt(t, 'chk.ro.from.start')}</button>
        <button type="button" disabled={!fromFile} onClick={() => replace(fromFile, fmt(t, 'chk.ed.from.file'))}>{fmt(t, 'chk.ed.from.file')}</button>
      </div>
      {note && <p class="chk-note" role="status">{note}</p>}

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
                  const sq = squareName(i, size);
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
          <label class="chk-field">
            <span>{fmt(t, 'chk.ed.title')}</span>
            <input type="text" value={m.title} onInput={(e) => setM({ ...m, title: (e.target as HTMLInputElement).value })} />
          </label>
          <label class="chk-field">
            <span>{fmt(t, 'chk.ro.edition')}</span>
            <select value={m.edition} onChange={(e) => {
              const id = (e.target as HTMLSelectElement).value as EditionId;
              setM(seat(m, n, 0, id));
            }}>
              {EDITION_IDS.map((id) => <option key={id} value={id}>{t[`ro.ed.${id}`] ?? id}</option>)}
            </select>
          </label>
          <label class="chk-field">
            <span>{fmt(t, 'chk.ro.players')}</span>
            <select value={String(n)} onChange={(e) => setM(seat(m, Number((e.target as HTMLSelectElement).value) as 2 | 3 | 4, 0))}>
              {[2, 3, 4].map((k) => <option key={k} value={String(k)}>{k}</option>)}
            </select>
          </label>
          {lists.length > 1 && (
            <label class="chk-field">
              <span>{fmt(t, 'chk.ro.colours')}</span>
              <select value={String(choice)} onChange={(e) => setM(seat(m, n, Number((e.target as HTMLSelectElement).value)))}>
                {lists.map((l, i) => <option key={i} value={String(i)}>{l.map(colourName).join(' + ')}</option>)}
              </select>
            </label>
          )}
          <p class="chk-hint" data-testid="chk-ro-order">
            {fmt(t, 'chk.ro.order', { order: m.players.map(colourName).join(' → ') })}
            {!fits && ` ${fmt(t, 'chk.ro.orderOwn')}`}
          </p>
          <label class="chk-field">
            <span>{fmt(t, 'chk.ro.current')}</span>
            <select value={m.current} onChange={(e) => setM({ ...m, current: (e.target as HTMLSelectElement).value as Colour })}>
              {m.players.map((c) => <option key={c} value={c}>{colourName(c)}</option>)}
            </select>
          </label>
          <label class="chk-field">
            <span>{fmt(t, 'chk.ro.size')}</span>
            <select value={String(m.size)} onChange={(e) => {
              const next = resize(m, Number((e.target as HTMLSelectElement).value) as BoardSize);
              setM(next);
              setFocus(Math.max(0, next.cells.findIndex((c) => c !== '.')));
            }}>
              {BOARD_SIZES.map((k) => <option key={k} value={String(k)}>{`${k} × ${k}`}</option>)}
            </select>
          </label>
          <label class="chk-field">
            <span>{fmt(t, 'chk.ro.adjacency')}</span>
            <select value={String(m.adjacency)} onChange={(e) => setM({ ...m, adjacency: Number((e.target as HTMLSelectElement).value) as Adjacency })}>
              <option value="8">{t['ro.ed.adj8'] ?? '8'}</option>
              <option value="4">{t['ro.ed.adj4'] ?? '4'}</option>
            </select>
          </label>
        </fieldset>
      </div>

      {reach && (
        <p class="chk-note chk-ro-reach" data-testid="chk-ro-reach">
          {fmt(t, 'chk.ro.reach.lead')} {reachText(reach, t, colourName)}
        </p>
      )}
      <EditorOutput id="chk-ro" t={t} lang={lang} steps={m.steps} stepsRows={3} stepsHint={fmt(t, 'chk.ro.stepsHint')} stepExample='[{"place": "d3"}]'
        onSteps={(steps) => setM({ ...m, steps })} built={built} run={run} jsonRows={8} checkLabel={fmt(t, 'chk.ro.check')} onCheck={onCheck} onShare={onShare} setNote={setNote} />
    </section>
  );
}
