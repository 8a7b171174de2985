/**
 * The position editor's map sheets: one player's sheet at a time (a choice of seat above it), drawn by the table's
 * own map (SteamMap, with its keys from useHexKeys) and drawn in with the table's own chooser (TrackChooser): choose
 * a hex, turn through the track shapes, draw one; rub a track out. Every shape is offered in every hex, cities too:
 * whether a game could have drawn it is the runner's to say, and its message shows here. Under the map, the seat's
 * name, its engine boxes and its deliveries.
 */
import { useState } from 'preact/hooks';
import { wallsFor } from '../../machines/steam-rollers/rules/charts';
import type { BuildEvent } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import SteamMap from './SteamMap';
import TrackChooser from './TrackChooser';
import { MAX_POINTS, seatName } from './SteamEditParts';
import { RunnerRefusal } from '../kit/editor/editorForm';
import { NAME_MAX, allShapes, putTrack, setName, setPoint, shapeIndex, sheetPartOf, toggleBox, type SteamModel } from '../../play/steam-rollers/steamPositionModel';
import { plural } from './words';

export interface SteamEditSheetProps {
  t: Strings;
  lang: string;
  m: SteamModel;
  set: (m: SteamModel) => void;
  /** The runner's refusal, when it names a sheet: that sheet's seat and the field named ("tracks", "points"…). */
  error: { seat: number; part: string | null; text: string } | null;
}

export function SteamEditSheet({ t, lang, m, set, error }: SteamEditSheetProps) {
  const tb = m.table!;
  const [seatRaw, setSeat] = useState(0);
  const seat = Math.min(seatRaw, tb.sheets.length - 1);
  const [hex, setHex] = useState<string | null>(null);
  const [shown, setShown] = useState(0);
  const sheet = tb.sheets[seat]!;
  const builds = hex ? allShapes(hex) : [];
  const walls = wallsFor(m.difficulty, m.difficulty === 'none' ? null : m.chart);
  const who = seatName(t, seat, sheet.name);

  const choose = (key: string) => {
    setHex(key);
    setShown(shapeIndex(key, sheet.tracks[key]));
  };
  const turn = (step: 1 | -1) => setShown((i) => (i + step + builds.length) % builds.length);
  const draw = (b: BuildEvent) => set(putTrack(m, seat, b.hex, { type: b.track, rotation: b.rotation }));
  const rubOut = () => {
    if (hex) set(putTrack(m, seat, hex, null));
  };
  const errId = 'chk-sr-sheet-error';
  // Beside the field it names, on the sheet shown; otherwise under the sheets, saying whose sheet it is about.
  const here = error && error.seat === seat ? error : null;
  const where = here ? sheetPartOf(here.part) : 'end';
  const refusalAt = (w: string) =>
    error && where === w ? <RunnerRefusal id={errId} t={t} text={error.text} lead={fmt(t, 'sr.ed.refusedSheet', { who: seatName(t, error.seat, tb.sheets[error.seat]?.name ?? '') })} /> : null;

  return (
    <fieldset class="chk-zone chk-sr-sheet" aria-describedby={error ? errId : undefined}>
      <legend>{fmt(t, 'sr.ed.sheets')}</legend>
      <div class="chk-buttons" role="radiogroup" aria-label={fmt(t, 'sr.ed.whichSheet')}>
        {tb.sheets.map((s, i) => (
          <label key={i} class="chk-check" style={error?.seat === i ? { fontWeight: 700 } : undefined}>
            <input type="radio" name="chk-sr-seat" checked={i === seat} onChange={() => { setSeat(i); setHex(null); }} />
            <span>{seatName(t, i, s.name)}</span>
            <span class="chk-hint">{plural(t, lang, 'sr.map.count.tracks', Object.keys(s.tracks).length)}</span>
          </label>
        ))}
      </div>
      <label class="chk-field">
        <span>{fmt(t, 'sr.ed.name', { who: fmt(t, 'sr.ed.seat', { n: seat + 1 }) })}</span>
        <input type="text" maxLength={NAME_MAX} value={sheet.name} onInput={(e) => set(setName(m, seat, (e.target as HTMLInputElement).value))} />
      </label>
      <p id="chk-sr-map-keys" class="chk-hint">{fmt(t, 'sr.ed.mapKeys')}</p>
      <div
        class="chk-sr-map"
        onKeyDown={(e) => {
          // Delete or Backspace rubs out the track of the hex the keys are on (the map's hexes carry data-hex).
          const at = (e.target as Element).getAttribute?.('data-hex') ?? hex;
          if ((e.key === 'Delete' || e.key === 'Backspace') && at && sheet.tracks[at]) {
            e.preventDefault();
            set(putTrack(m, seat, at, null));
          }
        }}
      >
        <SteamMap
          t={t}
          lang={lang}
          sheet={sheet}
          walls={walls}
          selected={hex}
          preview={hex ? { type: builds[shown]!.track, rotation: builds[shown]!.rotation } : null}
          onHex={choose}
          onTurn={turn}
          onConfirm={() => builds[shown] && draw(builds[shown]!)}
          onCancel={() => setHex(null)}
          label={fmt(t, 'sr.ed.mapLabel', { who, tracks: plural(t, lang, 'sr.map.count.tracks', Object.keys(sheet.tracks).length) })}
          shared={false}
        />
      </div>
      {refusalAt('map')}
      {hex && (
        <>
          <TrackChooser t={t} hex={hex} builds={builds} shown={shown} onShow={setShown} onTurn={() => turn(1)} onDraw={draw} onOtherHex={() => setHex(null)} />
          {sheet.tracks[hex] && <div class="chk-buttons"><button type="button" data-testid="chk-sr-rubout" onClick={rubOut}>{fmt(t, 'sr.ed.rubOut', { hex })}</button></div>}
        </>
      )}
      <fieldset class="chk-zone">
        <legend>{fmt(t, 'sr.ed.engine', { who })}</legend>
        <div class="chk-buttons">
          {[1, 2, 3, 4, 5, 6].map((box) => (
            <label key={box} class="chk-check">
              <input type="checkbox" checked={sheet.engine.includes(box)} onChange={() => set(toggleBox(m, seat, box))} />
              <span>{fmt(t, 'sr.ed.box', { n: box })}</span>
            </label>
          ))}
        </div>
        {refusalAt('engine')}
      </fieldset>
      <fieldset class="chk-zone">
        <legend>{fmt(t, 'sr.ed.points', { who })}</legend>
        {sheet.points.length === 0 && <p class="chk-hint">{fmt(t, 'sr.ed.noPoints')}</p>}
        {sheet.points.map((p, i) => (
          <div class="chk-field" key={i}>
            <label for={`chk-sr-point-${i}`}>{fmt(t, 'sr.ed.point', { n: i + 1 })}</label>
            <input id={`chk-sr-point-${i}`} type="number" min={1} max={MAX_POINTS} value={String(p)}
              onChange={(e) => { const v = Number((e.target as HTMLInputElement).value); if (Number.isInteger(v) && v >= 1 && v <= MAX_POINTS) set(setPoint(m, seat, i, v)); }} />
            <button type="button" onClick={() => set(setPoint(m, seat, i, null))}>{fmt(t, 'sr.ed.pointRemove', { n: i + 1 })}</button>
          </div>
        ))}
        <div class="chk-buttons">
          <button type="button" onClick={() => set(setPoint(m, seat, sheet.points.length, 1))}>{fmt(t, 'sr.ed.pointAdd')}</button>
        </div>
        <p class="chk-hint">{plural(t, lang, 'sr.ed.pointsSum', sheet.points.reduce((a, b) => a + b, 0))}</p>
        {refusalAt('points')}
      </fieldset>
      {refusalAt('end')}
    </fieldset>
  );
}
