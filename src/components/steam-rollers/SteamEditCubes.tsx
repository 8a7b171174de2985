/**
 * The position editor's cubes: how many of each colour lie on each supply city, were removed at setup, or were
 * delivered (the bag holds the rest, "bag": "rest"). A grid of number fields, a city a row and a colour a column,
 * each named by both. The totals beside it are counts only; whether 50 cubes add up is the runner's to say.
 */
import { CITIES, colourOfCity } from '../../machines/steam-rollers/rules/map';
import type { Colour } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { CUBE_ROW } from './SteamEditParts';
import { RunnerRefusal } from '../kit/editor/editorForm';
import { COLOURS, cubesAt, setCubes, type CubePlace, type SteamModel } from '../../play/steam-rollers/steamPositionModel';
import { colourName, plural } from './words';

const PLACES: readonly CubePlace[] = [...CITIES, 'removed', 'delivered'];

export function placeName(t: Strings, place: CubePlace): string {
  return typeof place === 'number' ? fmt(t, 'sr.ed.place.city', { n: place, colour: colourName(t, colourOfCity(place) ?? 'grey') }) : fmt(t, `sr.ed.place.${place}`);
}

export function SteamEditCubes({ t, lang, m, set, error }: { t: Strings; lang: string; m: SteamModel; set: (m: SteamModel) => void; error: string | null }) {
  const tb = m.table!;
  const count = (place: CubePlace, c: Colour) => cubesAt(tb, place).filter((x) => x === c).length;
  const out = PLACES.reduce<number>((n, p) => n + cubesAt(tb, p).length, 0);
  const errId = 'chk-sr-cubes-error';
  return (
    <fieldset class="chk-zone chk-sr-cubes" aria-describedby={error ? `chk-sr-cubes-help ${errId}` : 'chk-sr-cubes-help'}>
      <legend>{fmt(t, 'sr.ed.cubes')}</legend>
      <p id="chk-sr-cubes-help" class="chk-hint">{fmt(t, 'sr.ed.cubesHelp', { each: tb.sheets.length + 2 })}</p>
      <div class="chk-sr-cubegrid" style={{ overflowX: 'auto' }} role="table" aria-label={fmt(t, 'sr.ed.cubes')}>
        <div role="row" style={CUBE_ROW}>
          <span role="columnheader" />
          {COLOURS.map((c) => <span role="columnheader" key={c} class={`sr-cube-${c}`} style={{ textAlign: 'center', borderRadius: '0.25rem' }}>{colourName(t, c)}</span>)}
          <span role="columnheader">{fmt(t, 'sr.ed.total')}</span>
        </div>
        {PLACES.map((place) => (
          <div role="row" style={CUBE_ROW} key={String(place)}>
            <span role="rowheader">{placeName(t, place)}</span>
            {COLOURS.map((c) => (
              <span role="cell" key={c}>
                <input
                  type="number"
                  min={0}
                  max={10}
                  style={{ width: '100%' }}
                  value={String(count(place, c))}
                  aria-label={fmt(t, 'sr.ed.cubeCount', { place: placeName(t, place), colour: colourName(t, c) })}
                  data-place={String(place)}
                  data-colour={c}
                  onChange={(e) => {
                    const v = Number((e.target as HTMLInputElement).value);
                    if (Number.isFinite(v)) set(setCubes(m, place, c, v));
                  }}
                />
              </span>
            ))}
            <span role="cell">{cubesAt(tb, place).length}</span>
          </div>
        ))}
      </div>
      <p class="chk-hint" aria-live="polite" data-testid="chk-sr-bag">{plural(t, lang, 'sr.ed.bag', Math.max(0, COLOURS.length * 10 - out))}</p>
      <RunnerRefusal id={errId} t={t} text={error} />
    </fieldset>
  );
}
