/**
 * The position editor's settings: the title, the players, the difficulty and its chart, the seed and the rule
 * switches; for a new game also the start player and the card sides (a whole table holds those with its turn and
 * its cards). A whole table names its chart: only a new game may leave it to the seed.
 */
import type { Face } from '../../machines/steam-rollers/rules/cards';
import { fmt, type Strings } from '../../play/kit/fmt';
import { Choice, RunnerRefusal } from '../kit/editor/editorForm';
import { DIFFICULTIES, setCard, setPlayers, type SteamDifficulty, type SteamModel } from '../../play/steam-rollers/steamPositionModel';

export function SteamEditSettings({ t, m, set, error }: { t: Strings; m: SteamModel; set: (m: SteamModel) => void; error: string | null }) {
  const patch = (p: Partial<SteamModel>) => set({ ...m, ...p });
  const table = !!m.table;
  const players = table ? m.table!.sheets.length : m.players;
  return (
    <>
      <fieldset class="chk-zone" aria-describedby={error ? 'chk-sr-settings-error' : undefined}>
        <legend>{fmt(t, 'chk.sr.table')}</legend>
        <label class="chk-field">
          <span>{fmt(t, 'chk.ed.title')}</span>
          <input type="text" value={m.title} onInput={(e) => patch({ title: (e.target as HTMLInputElement).value })} />
        </label>
        <Choice label={fmt(t, 'chk.sr.players')} value={String(players)} options={[2, 3, 4, 5].map((k) => [String(k), String(k)] as const)} onChange={(v) => set(setPlayers(m, Number(v)))} />
        {!table && (
          <Choice label={fmt(t, 'chk.sr.start')} value={m.start === null ? 'roll' : String(m.start)}
            options={[['roll', fmt(t, 'chk.sr.start.roll')] as const, ...Array.from({ length: m.players }, (_, i) => [String(i), fmt(t, 'chk.sr.seat', { n: i + 1 })] as const)]}
            onChange={(v) => patch({ start: v === 'roll' ? null : Number(v) })} />
        )}
        <Choice label={fmt(t, 'chk.sr.difficulty')} value={m.difficulty} options={DIFFICULTIES.map((d) => [d, fmt(t, `chk.sr.difficulty.${d}`)] as const)}
          onChange={(v) => { const difficulty = v as SteamDifficulty; patch({ difficulty, chart: table && difficulty !== 'none' && m.chart === null ? 1 : m.chart }); }} />
        {m.difficulty !== 'none' && (
          <Choice label={fmt(t, 'chk.sr.chart')} value={m.chart === null ? 'roll' : String(m.chart)}
            options={[...(table ? [] : [['roll', fmt(t, 'chk.sr.chart.roll')] as const]), ...[1, 2, 3, 4, 5, 6].map((k) => [String(k), String(k)] as const)]}
            onChange={(v) => patch({ chart: v === 'roll' ? null : Number(v) })} />
        )}
        <label class="chk-field">
          <span>{fmt(t, 'chk.sr.seed')}</span>
          <input type="text" value={m.seed} aria-describedby="chk-sr-seed-hint" onInput={(e) => patch({ seed: (e.target as HTMLInputElement).value })} />
        </label>
        <p id="chk-sr-seed-hint" class="chk-hint">{fmt(t, table ? 'sr.ed.seedHint' : 'chk.sr.seedHint')}</p>
        <RunnerRefusal id="chk-sr-settings-error" t={t} text={error} />
      </fieldset>
      <fieldset class="chk-zone">
        <legend>{fmt(t, table ? 'chk.ed.rules' : 'chk.sr.sides')}</legend>
        {!table && m.sides.map((side, i) => (
          <Choice key={i} label={fmt(t, 'chk.sr.card', { n: i + 1 })} value={side} options={[['a', `${i + 1}a`], ['b', `${i + 1}b`]]} onChange={(v) => set(setCard(m, i, { face: v as Face }))} />
        ))}
        <label class="chk-check">
          <input type="checkbox" checked={m.railsStopAtWalls} onChange={(e) => patch({ railsStopAtWalls: (e.target as HTMLInputElement).checked })} />
          <span>{fmt(t, 'chk.sr.walls')}</span>
        </label>
        <label class="chk-check">
          <input type="checkbox" checked={m.bonus3b === 'upTo'} onChange={(e) => patch({ bonus3b: (e.target as HTMLInputElement).checked ? 'upTo' : 'exact' })} />
          <span>{fmt(t, 'chk.sr.bonus')}</span>
        </label>
        <label class="chk-check">
          <input type="checkbox" checked={m.card2a === 'together'} onChange={(e) => patch({ card2a: (e.target as HTMLInputElement).checked ? 'together' : 'after' })} />
          <span>{fmt(t, 'sr.ed.card2a')}</span>
        </label>
      </fieldset>
    </>
  );
}
