/**
 * The ruling checker's Steam Rollers position editor: the table at the start
 * of a game, as the rules set it up (S1–S4), chosen field by field: the number
 * of players, the start seat, the difficulty and its chart of blocked borders,
 * which side of each card is up, the rule switches and the seed that draws the
 * cubes and rolls the dice. It writes a scenario in the project's Steam
 * Rollers format (a new-game position), shows the runner's verdict, and hands
 * it to the checker (step through it, then "Try it" to play on), to the
 * clipboard or to a #s= link. A whole table in the middle of a game is written
 * as a file (see the "Writing scenario files" page); such a file loaded in the
 * checker opens here as its settings, with its position kept as it is.
 */
import { isObj as isObject } from '../kit/save/checks';
import { useMemo, useState } from 'preact/hooks';
import { EditorOutput, StartFrom, readSteps, type Built } from '../kit/editor/editorKit';
import { runWith } from '../../scenario/runCore';
import { steamRollersAdapter } from '../../scenario/steam-rollers';
import { sayIn } from '../../scenario/frames';
import { fmt, type Strings } from '../kit/fmt';

/** The runner for what this editor writes: its game's adapter only, so the page loads no other game's rules. */
const run = (doc: Record<string, unknown>) => runWith(doc, { 'steam-rollers': steamRollersAdapter });

export type SteamDifficulty = 'none' | 'medium' | 'hard';

export interface SteamModel {
  title: string;
  players: number;
  /** The start seat, or null to roll for it from the seed. */
  start: number | null;
  difficulty: SteamDifficulty;
  /** The chart of blocked borders (1–6), or null to roll it; only with medium or hard. */
  chart: number | null;
  /** Side up of cards 1 to 6. */
  sides: ('a' | 'b')[];
  railsStopAtWalls: boolean;
  bonus3b: 'exact' | 'upTo';
  seed: string;
  steps: string;
}

const DIFFICULTIES: readonly SteamDifficulty[] = ['none', 'medium', 'hard'];


export function steamStartModel(): SteamModel {
  return { title: '', players: 3, start: 0, difficulty: 'none', chart: null, sides: ['a', 'a', 'a', 'a', 'a', 'a'], railsStopAtWalls: false, bonus3b: 'exact', seed: '1', steps: '[]' };
}

/** The settings of a Steam Rollers file (a new game's, or a whole table's options); null for another game. */
export function steamModelFromDoc(doc: unknown, lang = 'en'): SteamModel | null {
  if (!isObject(doc) || doc.game !== 'steam-rollers') return null;
  const o = isObject(doc.options) ? doc.options : {};
  const p = isObject(doc.position) ? doc.position : {};
  const m = steamStartModel();
  const players = typeof p.players === 'number' ? p.players : Array.isArray(p.players) ? p.players.length : typeof o.players === 'number' ? o.players : m.players;
  const rules = isObject(o.rules) ? o.rules : {};
  return {
    ...m,
    title: sayIn(doc.title, lang) ?? '',
    players: Math.min(5, Math.max(2, players)),
    start: typeof p.start === 'number' ? p.start : null,
    difficulty: DIFFICULTIES.includes(o.difficulty as SteamDifficulty) ? (o.difficulty as SteamDifficulty) : 'none',
    chart: typeof o.chart === 'number' ? o.chart : null,
    sides: Array.isArray(p.sides) && p.sides.length === 6 ? p.sides.map((s) => (String(s).endsWith('b') ? 'b' : 'a')) : m.sides,
    railsStopAtWalls: rules.railsStopAtWalls === true,
    bonus3b: rules.bonus3b === 'upTo' ? 'upTo' : 'exact',
    seed: typeof o.seed === 'number' || typeof o.seed === 'string' ? String(o.seed) : m.seed,
    steps: Array.isArray(doc.steps) ? JSON.stringify(doc.steps, null, 2) : '[]',
  };
}

/** The scenario the settings describe: a new game set up by the rules from the seed. */
export function steamDocFromModel(m: SteamModel, defaultTitle = 'Steam Rollers game from the editor'): Built {
  const read = readSteps(m.steps);
  if (!read.ok) return read;
  const { steps } = read;
  const options: Record<string, unknown> = { difficulty: m.difficulty };
  if (m.difficulty !== 'none' && m.chart !== null) options.chart = m.chart;
  const rules: Record<string, unknown> = {};
  if (m.railsStopAtWalls) rules.railsStopAtWalls = true;
  if (m.bonus3b !== 'exact') rules.bonus3b = m.bonus3b;
  if (Object.keys(rules).length) options.rules = rules;
  const seed = m.seed.trim();
  options.seed = /^\d+$/.test(seed) ? Number(seed) : seed || 1;
  const position: Record<string, unknown> = { players: m.players };
  if (m.start !== null) position.start = Math.min(m.start, m.players - 1);
  position.sides = m.sides.map((s, i) => `${i + 1}${s}`);
  return { ok: true, doc: { game: 'steam-rollers', title: m.title || defaultTitle, options, position, steps } };
}

export interface SteamPositionEditorProps {
  t: Strings;
  lang: string;
  fileDoc: unknown;
  onCheck: (doc: Record<string, unknown>) => void;
  onShare: (doc: Record<string, unknown>) => Promise<string>;
}

export function SteamPositionEditor({ t, lang, fileDoc, onCheck, onShare }: SteamPositionEditorProps) {
  const [m, setM] = useState<SteamModel>(steamStartModel);
  const [note, setNote] = useState<string | null>(null);
  const fromFile = useMemo(() => steamModelFromDoc(fileDoc, lang), [fileDoc]);
  const built = useMemo(() => steamDocFromModel(m, fmt(t, 'chk.sr.defaultTitle')), [m]);
  const set = (patch: Partial<SteamModel>) => setM({ ...m, ...patch });
  const replace = (next: SteamModel, what: string) => {
    setM(next);
    setNote(fmt(t, 'chk.ed.loaded', { what }));
  };

  return (
    <section class="chk-editor chk-sr-editor" aria-labelledby="chk-sr-h">
      <h2 id="chk-sr-h">{fmt(t, 'chk.sr.heading')}</h2>
      <p class="chk-help">{fmt(t, 'chk.sr.help')}</p>
      <StartFrom
        t={t}
        note={note}
        choices={[
          { label: fmt(t, 'chk.sr.from.new'), onPick: () => replace(steamStartModel(), fmt(t, 'chk.sr.from.new')) },
          { label: fmt(t, 'chk.sr.from.file'), onPick: fromFile ? () => replace(fromFile, fmt(t, 'chk.sr.from.file')) : null },
        ]}
      />
      <div class="chk-ed-grid">
        <fieldset class="chk-zone">
          <legend>{fmt(t, 'chk.sr.table')}</legend>
          <label class="chk-field">
            <span>{fmt(t, 'chk.ed.title')}</span>
            <input type="text" value={m.title} onInput={(e) => set({ title: (e.target as HTMLInputElement).value })} />
          </label>
          <label class="chk-field">
            <span>{fmt(t, 'chk.sr.players')}</span>
            <select value={String(m.players)} onChange={(e) => { const players = Number((e.target as HTMLSelectElement).value); set({ players, start: m.start === null ? null : Math.min(m.start, players - 1) }); }}>
              {[2, 3, 4, 5].map((k) => <option key={k} value={String(k)}>{k}</option>)}
            </select>
          </label>
          <label class="chk-field">
            <span>{fmt(t, 'chk.sr.start')}</span>
            <select value={m.start === null ? 'roll' : String(m.start)} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; set({ start: v === 'roll' ? null : Number(v) }); }}>
              <option value="roll">{fmt(t, 'chk.sr.start.roll')}</option>
              {Array.from({ length: m.players }, (_, i) => <option key={i} value={String(i)}>{fmt(t, 'chk.sr.seat', { n: i + 1 })}</option>)}
            </select>
          </label>
          <label class="chk-field">
            <span>{fmt(t, 'chk.sr.difficulty')}</span>
            <select value={m.difficulty} onChange={(e) => set({ difficulty: (e.target as HTMLSelectElement).value as SteamDifficulty })}>
              {DIFFICULTIES.map((d) => <option key={d} value={d}>{fmt(t, `chk.sr.difficulty.${d}`)}</option>)}
            </select>
          </label>
          {m.difficulty !== 'none' && (
            <label class="chk-field">
              <span>{fmt(t, 'chk.sr.chart')}</span>
              <select value={m.chart === null ? 'roll' : String(m.chart)} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; set({ chart: v === 'roll' ? null : Number(v) }); }}>
                <option value="roll">{fmt(t, 'chk.sr.chart.roll')}</option>
                {[1, 2, 3, 4, 5, 6].map((k) => <option key={k} value={String(k)}>{k}</option>)}
              </select>
            </label>
          )}
          <label class="chk-field">
            <span>{fmt(t, 'chk.sr.seed')}</span>
            <input type="text" value={m.seed} aria-describedby="chk-sr-seed-hint" onInput={(e) => set({ seed: (e.target as HTMLInputElement).value })} />
          </label>
          <p id="chk-sr-seed-hint" class="chk-hint">{fmt(t, 'chk.sr.seedHint')}</p>
        </fieldset>
        <fieldset class="chk-zone">
          <legend>{fmt(t, 'chk.sr.sides')}</legend>
          {m.sides.map((side, i) => (
            <label class="chk-field" key={i}>
              <span>{fmt(t, 'chk.sr.card', { n: i + 1 })}</span>
              <select value={side} onChange={(e) => set({ sides: m.sides.map((s, j) => (j === i ? ((e.target as HTMLSelectElement).value as 'a' | 'b') : s)) })}>
                <option value="a">{`${i + 1}a`}</option>
                <option value="b">{`${i + 1}b`}</option>
              </select>
            </label>
          ))}
          <label class="chk-check">
            <input type="checkbox" checked={m.railsStopAtWalls} onChange={(e) => set({ railsStopAtWalls: (e.target as HTMLInputElement).checked })} />
            <span>{fmt(t, 'chk.sr.walls')}</span>
          </label>
          <label class="chk-check">
            <input type="checkbox" checked={m.bonus3b === 'upTo'} onChange={(e) => set({ bonus3b: (e.target as HTMLInputElement).checked ? 'upTo' : 'exact' })} />
            <span>{fmt(t, 'chk.sr.bonus')}</span>
          </label>
        </fieldset>
      </div>
      <EditorOutput id="chk-sr" t={t} lang={lang} steps={m.steps} stepsRows={3} stepsHint={fmt(t, 'chk.sr.stepsHint')} stepExample='[{"roll": {}}]'
        onSteps={(steps) => set({ steps })} built={built} run={run} jsonRows={8} checkLabel={fmt(t, 'chk.sr.check')} onCheck={onCheck} onShare={onShare} setNote={setNote} />
    </section>
  );
}
