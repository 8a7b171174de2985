/**
 * The position editor's cards, dice and turn: each special card's side, where it lies (the centre or a player) and
 * whether it lies sideways; each white die's value, who drafted it and whether it was used, and the black die; the
 * phase, the player to move, the start player and the round. Each zone shows the runner's refusal when it names it.
 */
import { sideOf } from '../../machines/steam-rollers/rules/cards';
import type { Face } from '../../machines/steam-rollers/rules/cards';
import type { Phase } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { ROW, seatChoices } from './SteamEditParts';
import { Choice, RunnerRefusal } from '../kit/editor/editorForm';
import { PHASES, setCard, setDie, setTurn, type Placed, type SteamModel } from '../../play/steam-rollers/steamPositionModel';

const VALUES = [1, 2, 3, 4, 5, 6].map((v): [string, string] => [String(v), String(v)]);

export interface SteamEditTurnProps {
  t: Strings;
  m: SteamModel;
  set: (m: SteamModel) => void;
  /** The runner's refusal where it names this part: a card's or a die's row when it names one, else the zone. */
  errors: { cards: Placed | null; dice: Placed | null; turn: string | null };
}

export function SteamEditTurn({ t, m, set, errors }: SteamEditTurnProps) {
  const tb = m.table!;
  const names = tb.sheets.map((s) => s.name);
  const rolled = tb.phase !== 'roll' && tb.phase !== 'over';
  return (
    <>
      <fieldset class="chk-zone chk-sr-cards" aria-describedby={errors.cards ? 'chk-sr-cards-error' : undefined}>
        <legend>{fmt(t, 'sr.ed.cards')}</legend>
        {tb.cards.map((c, i) => [
          <div style={ROW} key={i}>
            <Choice label={fmt(t, 'sr.ed.cardSide', { n: i + 1 })} value={c.face} options={(['a', 'b'] as const).map((f) => [f, sideOf(i + 1, f)] as const)} onChange={(v) => set(setCard(m, i, { face: v as Face }))} />
            <Choice label={fmt(t, 'sr.ed.cardPlace', { n: i + 1 })} value={c.holder === null ? 'centre' : String(c.holder)} options={seatChoices(t, names, ['centre', fmt(t, 'sr.ed.centre')])}
              onChange={(v) => set(setCard(m, i, { holder: v === 'centre' ? null : Number(v) }))} />
            <label class="chk-check">
              <input type="checkbox" checked={c.sideways} disabled={c.holder === null} onChange={(e) => set(setCard(m, i, { sideways: (e.target as HTMLInputElement).checked }))} />
              <span>{fmt(t, 'sr.ed.sideways', { n: i + 1 })}</span>
            </label>
          </div>,
          errors.cards?.item === i && <RunnerRefusal key={`e${i}`} id="chk-sr-cards-error" t={t} text={errors.cards.text} />,
        ])}
        {errors.cards && errors.cards.item === null && <RunnerRefusal id="chk-sr-cards-error" t={t} text={errors.cards.text} />}
      </fieldset>

      <fieldset class="chk-zone chk-sr-dice" aria-describedby={errors.dice ? 'chk-sr-dice-error' : undefined}>
        <legend>{fmt(t, 'sr.ed.dice')}</legend>
        {!rolled && <p class="chk-hint">{fmt(t, 'sr.ed.diceNone')}</p>}
        {rolled && tb.white.map((d, i) => [
          <div style={ROW} key={i}>
            <Choice label={fmt(t, 'sr.ed.white', { n: i + 1 })} value={String(d.value)} options={VALUES} onChange={(v) => set(setDie(m, i, { value: Number(v) }))} />
            <Choice label={fmt(t, 'sr.ed.by', { n: i + 1 })} value={d.by === null ? 'free' : String(d.by)} options={seatChoices(t, names, ['free', fmt(t, 'sr.ed.free')])}
              onChange={(v) => set(setDie(m, i, { by: v === 'free' ? null : Number(v) }))} />
            <label class="chk-check">
              <input type="checkbox" checked={d.spent} disabled={d.by === null} onChange={(e) => set(setDie(m, i, { spent: (e.target as HTMLInputElement).checked }))} />
              <span>{fmt(t, 'sr.ed.spent', { n: i + 1 })}</span>
            </label>
          </div>,
          errors.dice?.item === i && <RunnerRefusal key={`e${i}`} id="chk-sr-dice-error" t={t} text={errors.dice.text} />,
        ])}
        {rolled && <Choice label={fmt(t, 'sr.ed.black')} value={String(tb.black)} options={VALUES} onChange={(v) => set(setTurn(m, { black: Number(v) }))} />}
        {errors.dice && (errors.dice.item === null || !rolled) && <RunnerRefusal id="chk-sr-dice-error" t={t} text={errors.dice.text} />}
      </fieldset>

      <fieldset class="chk-zone chk-sr-turn" aria-describedby={errors.turn ? 'chk-sr-turn-error' : undefined}>
        <legend>{fmt(t, 'sr.ed.turn')}</legend>
        <Choice label={fmt(t, 'sr.ed.phase')} value={tb.phase} options={PHASES.map((p) => [p, fmt(t, `sr.ed.phase.${p}`)] as const)} onChange={(v) => set(setTurn(m, { phase: v as Phase }))} />
        <Choice label={fmt(t, 'sr.ed.current')} value={String(tb.current)} options={seatChoices(t, names)} onChange={(v) => set(setTurn(m, { current: Number(v) }))} />
        <Choice label={fmt(t, 'chk.sr.start')} value={String(tb.start)} options={seatChoices(t, names)} onChange={(v) => set(setTurn(m, { start: Number(v) }))} />
        <label class="chk-field">
          <span>{fmt(t, 'sr.ed.round')}</span>
          <input type="number" min={1} max={1000} value={String(tb.round)}
            onChange={(e) => { const v = Number((e.target as HTMLInputElement).value); if (Number.isInteger(v) && v >= 1 && v <= 1000) set(setTurn(m, { round: v })); }} />
        </label>
        <RunnerRefusal id="chk-sr-turn-error" t={t} text={errors.turn} />
      </fieldset>
    </>
  );
}
