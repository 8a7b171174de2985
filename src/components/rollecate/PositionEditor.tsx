/**
 * The position editor of the ruling checker: start from an empty table, the
 * loaded file's starting position or the position on screen; add, change,
 * reorder and remove cards on the railway (with their turns), in hands,
 * discard piles, the draw pile and the box; set the train, whose turn it is,
 * the variant and the rule switches. It writes a contract scenario document
 * (../shared/contracts/scenario.md), shows what the runner says about it, and
 * hands it to the checker, to the clipboard or to a #s= link.
 */
import { useMemo, useState } from 'preact/hooks';
import { layOut } from '../../machines/rollecate/rules/geometry';
import { MIN_TABLE } from '../../machines/rollecate/rules/setup';
import { DEFAULT_RULES, VARIANTS } from '../../machines/rollecate/rules/switches';
import type { Card, GameState, RuleSwitches, Turn, Variant } from '../../machines/rollecate/rules/types';
import { exportPosition } from '../../scenario/export';
import { sayIn } from '../../scenario/frames';
import { fmt, type Strings } from '../kit/fmt';
import { Railway } from './Railway';
import { EditorOutput, readSteps, type Built } from '../kit/editor/editorKit';
import { runWith } from '../../scenario/runCore';
import { rollecateAdapter } from '../../scenario/rollecate';

/** The runner for what this editor writes: its game's adapter only, so the page loads no other game's rules. */
const run = (doc: Record<string, unknown>) => runWith(doc, { rollecate: rollecateAdapter });

/* ------------------------------------------------------------------ */
/* The model and its conversions (pure; unit-tested)                   */
/* ------------------------------------------------------------------ */

export type Kind = 'straight' | 'curve' | 'chaos';

export interface CardRow {
  id: string;
  value: number;
  kind: Kind;
  broken: boolean;
  /** Used on the railway only. */
  turn: Turn;
}

export interface PlayerModel {
  name: string;
  hand: CardRow[];
  discard: CardRow[];
  derailments: number;
}

export interface EditorModel {
  title: string;
  variant: Variant;
  rules: RuleSwitches;
  railway: CardRow[];
  /** Id of the railway card under the train; '' for a setup scenario (empty railway). */
  train: string;
  drawPile: CardRow[];
  box: CardRow[];
  players: PlayerModel[];
  current: number;
  /** The steps as JSON text (a list), so any contract step can be written. */
  steps: string;
  seed: number | string | null;
}

const SWITCHES = ['passDamage', 'valueRuleInSetup', 'betsyPassEffects', 'valueRuleTouching', 'soloDealToBox'] as const;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function emptyModel(names: string[] = ['Ann', 'Bob']): EditorModel {
  return {
    title: '',
    variant: 'standard',
    rules: { ...DEFAULT_RULES },
    railway: [],
    train: '',
    drawPile: [],
    box: [],
    players: names.map((name) => ({ name, hand: [], discard: [], derailments: 0 })),
    current: 0,
    steps: '[]',
    seed: null,
  };
}

/** A small legal table to start editing from: three railway cards, two cards to draw, one card in hand. */
export function starterModel(names: string[] = ['Ann', 'Bob']): EditorModel {
  const row = (id: string, value: number, kind: Kind, turn: Turn = 'straight', broken = false): CardRow => ({ id, value, kind, broken, turn });
  const m = emptyModel(names);
  m.railway = [row('r1', 1, 'straight'), row('r2', 2, 'curve', 'left'), row('r3', 2, 'straight', 'straight', true)];
  m.train = 'r1';
  m.drawPile = [row('d1', 3, 'straight'), row('d2', 4, 'curve')];
  if (m.players[0]) m.players[0].hand = [row('h1', 2, 'curve')];
  return m;
}

/** A turn that fits the kind of card: straight for straight cards, left or right for curves. */
export function fitTurn(kind: Kind, turn: unknown): Turn {
  if (kind === 'curve') return turn === 'right' ? 'right' : 'left';
  return 'straight';
}

function rowOf(raw: unknown, i: number, prefix: string): CardRow {
  const c = isObject(raw) ? raw : {};
  const kind: Kind = c.chaos === true ? 'chaos' : c.shape === 'curve' ? 'curve' : 'straight';
  const value = typeof c.value === 'number' && [1, 2, 3, 4].includes(c.value) ? c.value : 1;
  return {
    id: typeof c.id === 'string' ? c.id : `${prefix}${i + 1}`,
    value,
    kind,
    broken: kind !== 'chaos' && c.broken === true,
    turn: fitTurn(kind, c.turn),
  };
}

const rowsOf = (raw: unknown, prefix: string): CardRow[] => (Array.isArray(raw) ? raw.map((c, i) => rowOf(c, i, prefix)) : []);

/** The editor model for a document's options and position (tolerant: the runner judges the result). */
export function modelFromDoc(doc: unknown, lang = 'en'): EditorModel | null {
  if (!isObject(doc) || !isObject(doc.position)) return null;
  const options = isObject(doc.options) ? doc.options : {};
  const pos = doc.position;
  const rules: RuleSwitches = { ...DEFAULT_RULES };
  if (isObject(options.rules)) {
    for (const k of SWITCHES) if (typeof options.rules[k] === 'boolean') rules[k] = options.rules[k] as boolean;
    const table = options.rules.table;
    if (isObject(table) && typeof table.width === 'number' && typeof table.height === 'number') rules.table = { width: table.width, height: table.height };
  }
  const players = Array.isArray(pos.players) ? pos.players : [];
  const derail = Array.isArray(pos.derailments) ? pos.derailments : [];
  const variant = VARIANTS.includes(options.variant as Variant) ? (options.variant as Variant) : 'standard';
  return {
    title: sayIn(doc.title, lang) ?? '',
    variant,
    rules,
    railway: rowsOf(pos.railway, 'r'),
    train: typeof pos.train === 'string' ? pos.train : '',
    drawPile: rowsOf(pos.drawPile, 'd'),
    box: rowsOf(pos.box, 'b'),
    players: players.map((p, i) => {
      const o = isObject(p) ? p : {};
      return {
        name: typeof o.name === 'string' ? o.name : '',
        hand: rowsOf(o.hand, `h${i + 1}-`),
        discard: rowsOf(o.discard, `p${i + 1}-`),
        derailments: typeof derail[i] === 'number' ? (derail[i] as number) : 0,
      };
    }),
    current: typeof pos.current === 'number' ? pos.current : 0,
    steps: Array.isArray(doc.steps) ? JSON.stringify(doc.steps, null, 2) : '[]',
    seed: typeof options.seed === 'number' || typeof options.seed === 'string' ? options.seed : null,
  };
}

/**
 * The position on screen, as the contract's "start of the turn, before the
 * draw". Only states at the start of a turn can be written so; null otherwise.
 */
export function modelFromState(state: GameState, title = ''): EditorModel | null {
  let position: Record<string, unknown>;
  try {
    position = exportPosition(state) as Record<string, unknown>;
  } catch {
    return null;
  }
  const rules: Record<string, unknown> = {};
  for (const k of Object.keys(DEFAULT_RULES) as (keyof RuleSwitches)[]) rules[k] = state.rules[k];
  return modelFromDoc({ title, options: { variant: state.variant, rules }, position, steps: [] });
}

function cardJson(r: CardRow, railway: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.id, value: r.value };
  if (r.kind === 'chaos') out.chaos = true;
  else {
    out.shape = r.kind;
    if (r.broken) out.broken = true;
  }
  if (railway) out.turn = r.kind === 'chaos' ? 'straight' : fitTurn(r.kind, r.turn);
  return out;
}

/** The contract document the editor describes; only the steps text can make it fail to build. */
export function docFromModel(m: EditorModel, defaultTitle = 'Position from the editor'): Built {
  const read = readSteps(m.steps);
  if (!read.ok) return read;
  const { steps } = read;
  const rules: Record<string, unknown> = {};
  for (const k of SWITCHES) if (m.rules[k] !== DEFAULT_RULES[k]) rules[k] = m.rules[k];
  if (m.rules.table) rules.table = { width: m.rules.table.width, height: m.rules.table.height };
  const options: Record<string, unknown> = { variant: m.variant };
  if (Object.keys(rules).length) options.rules = rules;
  if (m.seed !== null) options.seed = m.seed;
  const position: Record<string, unknown> = { railway: m.railway.map((r) => cardJson(r, true)) };
  if (m.train) position.train = m.train;
  position.drawPile = m.drawPile.map((r) => cardJson(r, false));
  position.players = m.players.map((p) => ({ name: p.name, hand: p.hand.map((r) => cardJson(r, false)), discard: p.discard.map((r) => cardJson(r, false)) }));
  position.current = m.current;
  if (m.box.length) position.box = m.box.map((r) => cardJson(r, false));
  if (m.players.some((p) => p.derailments)) position.derailments = m.players.map((p) => p.derailments);
  return { ok: true, doc: { game: 'rollecate', title: m.title || defaultTitle, options, position, steps } };
}

/** Every card id in the model, for fresh ids. */
function idsOf(m: EditorModel): Set<string> {
  const all = [...m.railway, ...m.drawPile, ...m.box, ...m.players.flatMap((p) => [...p.hand, ...p.discard])];
  return new Set(all.map((r) => r.id));
}

export function freshId(m: EditorModel, prefix: string): string {
  const taken = idsOf(m);
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Player counts the variants allow (R40, R38): keeps the table consistent when the variant changes. */
export function withVariant(m: EditorModel, variant: Variant, betsyName = 'Betsy', newName = (n: number) => `Player ${n}`): EditorModel {
  let players = m.players.slice();
  if (variant === 'solo' || variant === 'solo-hard') players = players.slice(0, 1);
  else if (variant === 'betsy') {
    const first = players[0] ?? { name: newName(1), hand: [], discard: [], derailments: 0 };
    const second = players[1];
    players = [first, { name: betsyName, hand: [], discard: second?.discard ?? [], derailments: 0 }];
  }
  while (players.length < (variant === 'standard' || variant === 'betsy' ? 2 : 1)) players.push({ name: newName(players.length + 1), hand: [], discard: [], derailments: 0 });
  return { ...m, variant, players, current: Math.min(m.current, players.length - 1) };
}

/* ------------------------------------------------------------------ */
/* The form                                                             */
/* ------------------------------------------------------------------ */

type ZoneKey = 'railway' | 'drawPile' | 'box' | `hand:${number}` | `discard:${number}`;

function getRows(m: EditorModel, zone: ZoneKey): CardRow[] {
  if (zone === 'railway' || zone === 'drawPile' || zone === 'box') return m[zone];
  const [kind, i] = zone.split(':') as ['hand' | 'discard', string];
  return m.players[Number(i)]?.[kind] ?? [];
}

function setRows(m: EditorModel, zone: ZoneKey, rows: CardRow[]): EditorModel {
  if (zone === 'railway') {
    const train = rows.some((r) => r.id === m.train) ? m.train : (rows[0]?.id ?? '');
    return { ...m, railway: rows, train };
  }
  if (zone === 'drawPile' || zone === 'box') return { ...m, [zone]: rows };
  const [kind, i] = zone.split(':') as ['hand' | 'discard', string];
  return { ...m, players: m.players.map((p, j) => (j === Number(i) ? { ...p, [kind]: rows } : p)) };
}

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
  const change = (i: number, patch: Partial<CardRow>) => {
    update(rows.map((r, j) => {
      if (j !== i) return r;
      const next = { ...r, ...patch };
      if (next.kind === 'chaos') next.broken = false;
      next.turn = fitTurn(next.kind, next.turn);
      return next;
    }));
  };
  const move = (i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= rows.length) return;
    const next = rows.slice();
    [next[i], next[j]] = [next[j] as CardRow, next[i] as CardRow];
    update(next);
  };
  const add = () => update([...rows, { id: freshId(m, prefix), value: 1, kind: 'straight', broken: false, turn: 'straight' }]);
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
  const [m, setM] = useState<EditorModel>(() => starterModel([defaultName(1), defaultName(2)]));
  const [note, setNote] = useState<string | null>(null);

  const fromFile = modelFromDoc(fileDoc, lang);
  const fromShown = useMemo(() => (shownState ? modelFromState(shownState, fmt(t, 'chk.ed.shownTitle')) : null), [shownState]);
  const built = useMemo(() => docFromModel(m, fmt(t, 'chk.ed.defaultTitle')), [m]);
  const preview = useMemo(() => {
    try {
      return layOut(m.railway.filter((r) => r.kind !== 'chaos').map((r) => ({ card: { id: r.id, value: r.value as Card['value'], shape: r.kind as 'straight' | 'curve', ...(r.broken ? { broken: true } : {}) }, turn: fitTurn(r.kind, r.turn) })));
    } catch {
      return [];
    }
  }, [m.railway]);
  const rulingHref = (n: string) => `${lang === 'nl' ? '/nl' : ''}/rollecate/rulings/#ruling-${n}`;

  const replace = (next: EditorModel | null, what: string) => {
    if (!next) return;
    setM(next);
    setNote(fmt(t, 'chk.ed.loaded', { what }));
  };
  const switchInfo: Record<(typeof SWITCHES)[number], string> = {
    passDamage: '22', valueRuleInSetup: '01', betsyPassEffects: '41', valueRuleTouching: '03', soloDealToBox: '37',
  };

  return (
    <section class="chk-editor" aria-labelledby="chk-ed-h">
      <h2 id="chk-ed-h">{fmt(t, 'chk.ed.heading')}</h2>
      <p class="chk-help">{fmt(t, 'chk.ed.help')}</p>
      <div class="chk-buttons" role="group" aria-label={fmt(t, 'chk.ed.startFrom')}>
        <span class="chk-label">{fmt(t, 'chk.ed.startFrom')}</span>
        <button type="button" onClick={() => replace(emptyModel([defaultName(1), defaultName(2)]), fmt(t, 'chk.ed.from.empty'))}>{fmt(t, 'chk.ed.from.empty')}</button>
        <button type="button" onClick={() => replace(starterModel([defaultName(1), defaultName(2)]), fmt(t, 'chk.ed.from.starter'))}>{fmt(t, 'chk.ed.from.starter')}</button>
        <button type="button" disabled={!fromFile} onClick={() => replace(fromFile, fmt(t, 'chk.ed.from.file'))}>{fmt(t, 'chk.ed.from.file')}</button>
        <button type="button" disabled={!fromShown} onClick={() => replace(fromShown, fmt(t, 'chk.ed.from.shown'))} aria-describedby="chk-ed-shown-hint">{fmt(t, 'chk.ed.from.shown')}</button>
      </div>
      <p id="chk-ed-shown-hint" class="chk-hint">{fmt(t, 'chk.ed.from.shownHint')}</p>
      {note && <p class="chk-note" role="status">{note}</p>}

      <div class="chk-ed-grid">
        <div class="chk-zone chk-railway-ed">
          <Zone t={t} m={m} zone="railway" name={fmt(t, 'chk.ed.zone.railway')} help={fmt(t, 'chk.ed.zone.railwayHelp')} prefix="r" onChange={setM} />
          <label class="chk-field">
            <span>{fmt(t, 'chk.ed.train')}</span>
            <select value={m.train} onChange={(e) => setM({ ...m, train: (e.target as HTMLSelectElement).value })}>
              <option value="">{fmt(t, 'chk.ed.train.none')}</option>
              {m.railway.map((r, i) => <option key={i} value={r.id}>{r.id}</option>)}
            </select>
          </label>
          {preview.length > 0 && (
            <div class="chk-preview">
              <Railway railway={preview} train={m.train || null} table={m.rules.table} label={fmt(t, 'chk.ed.preview')} description={fmt(t, 'chk.ed.previewDesc', { ids: m.railway.map((r) => r.id).join(', ') })} />
            </div>
          )}
        </div>

        <fieldset class="chk-zone chk-game">
          <legend>{fmt(t, 'chk.ed.game')}</legend>
          <label class="chk-field">
            <span>{fmt(t, 'chk.ed.title')}</span>
            <input type="text" value={m.title} onInput={(e) => setM({ ...m, title: (e.target as HTMLInputElement).value })} />
          </label>
          <label class="chk-field">
            <span>{fmt(t, 'chk.ed.variant')}</span>
            <select value={m.variant} onChange={(e) => setM(withVariant(m, (e.target as HTMLSelectElement).value as Variant, 'Betsy', defaultName))}>
              {VARIANTS.map((v) => <option key={v} value={v}>{fmt(t, `chk.ed.variant.${v}`)}</option>)}
            </select>
          </label>
          <fieldset class="chk-switches">
            <legend>{fmt(t, 'chk.ed.rules')}</legend>
            {SWITCHES.map((k) => (
              <div class="chk-switch" key={k}>
                <label class="chk-check">
                  <input type="checkbox" checked={m.rules[k]} onChange={(e) => setM({ ...m, rules: { ...m.rules, [k]: (e.target as HTMLInputElement).checked } })} />
                  <span>{fmt(t, `chk.ed.rule.${k}`)}</span>
                </label>{' '}
                <a href={rulingHref(switchInfo[k])} class="chk-small">{fmt(t, 'chk.ed.ruling', { n: Number(switchInfo[k]) })}</a>
              </div>
            ))}
            <div class="chk-switch">
              <label class="chk-check">
                <input type="checkbox" checked={!!m.rules.table} onChange={(e) => setM({ ...m, rules: { ...m.rules, table: (e.target as HTMLInputElement).checked ? { width: MIN_TABLE, height: MIN_TABLE } : null } })} />
                <span>{fmt(t, 'chk.ed.rule.table')}</span>
              </label>{' '}
              <a href={rulingHref('08')} class="chk-small">{fmt(t, 'chk.ed.ruling', { n: 8 })}</a>
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
          <label class="chk-field">
            <span>{fmt(t, 'chk.ed.current')}</span>
            <select value={String(m.current)} onChange={(e) => setM({ ...m, current: Number((e.target as HTMLSelectElement).value) })}>
              {m.players.map((p, i) => <option key={i} value={String(i)}>{`${i}: ${p.name || defaultName(i + 1)}`}</option>)}
            </select>
          </label>
          {m.players.map((p, i) => {
            const betsy = m.variant === 'betsy' && i === 1;
            const who = p.name || defaultName(i + 1);
            return (
              <fieldset class="chk-player" key={i}>
                <legend>{fmt(t, 'chk.ed.player', { n: i + 1, name: who })}</legend>
                <label class="chk-field">
                  <span>{fmt(t, 'chk.ed.name')}</span>
                  <input type="text" value={p.name} onInput={(e) => setM({ ...m, players: m.players.map((q, j) => (j === i ? { ...q, name: (e.target as HTMLInputElement).value } : q)) })} />
                </label>
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
                  <button type="button" onClick={() => setM({ ...m, players: m.players.filter((_, j) => j !== i), current: Math.min(m.current, m.players.length - 2) })}>
                    {fmt(t, 'chk.ed.removePlayer', { name: who })}
                  </button>
                )}
              </fieldset>
            );
          })}
          {m.variant === 'standard' && m.players.length < 4 && (
            <button type="button" onClick={() => setM({ ...m, players: [...m.players, { name: defaultName(m.players.length + 1), hand: [], discard: [], derailments: 0 }] })}>
              {fmt(t, 'chk.ed.addPlayer')}
            </button>
          )}
        </fieldset>

      </div>
      <EditorOutput id="chk-ed" t={t} lang={lang} steps={m.steps} stepsRows={4} stepsHint={fmt(t, 'chk.ed.stepsHint')} stepExample='[{"pass": true}]'
        onSteps={(steps) => setM({ ...m, steps })} built={built} run={run} jsonRows={10} checkLabel={fmt(t, 'chk.ed.check')} onCheck={onCheck} onShare={onShare} setNote={setNote} />
    </section>
  );
}
