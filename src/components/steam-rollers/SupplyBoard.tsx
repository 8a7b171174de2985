/**
 * The supply board: the six cities with the cubes waiting on each, drawn as
 * coloured squares and said in words (how many, and of which colour), so
 * the colours are never the only cue. An empty city is marked as such:
 * three of them end the game.
 */
import { REGIONS } from '../../machines/steam-rollers/rules/map';
import { COLOUR_ORDER } from '../../machines/steam-rollers/rules/state';
import type { Colour } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { hexPoints } from './geometry';
import { colourName, plural } from './words';
import './steam.css';

export interface SupplyBoardProps {
  supply: Readonly<Record<number, readonly Colour[]>>;
  /** A city to mark (e.g. the one the white die in hand names). */
  highlight?: number | null;
  t: Strings;
  lang: string;
  /** Makes each colour of cube in each city a button (the table's try mode): the rules decide the delivery. */
  onCube?: (city: number, cube: Colour) => void;
}

export default function SupplyBoard(props: SupplyBoardProps) {
  const { t, lang } = props;
  return (
    <ul class="sr-supply" aria-label={t['sr.supply.name']} lang={lang}>
      {REGIONS.map((g) => {
        const cubes = props.supply[g.id] ?? [];
        const counts = COLOUR_ORDER.map((c) => [c, cubes.filter((x) => x === c).length] as const).filter(([, n]) => n > 0);
        const words = counts.map(([c, n]) => fmt(t, 'sr.supply.colourCount', { colour: colourName(t, c), n })).join(', ');
        return (
          <li key={g.id} data-city={g.id} data-cubes={cubes.length} aria-current={props.highlight === g.id ? 'true' : undefined}>
            <span class="sr-supply-city">
              <svg viewBox="-13 -12 26 24" aria-hidden="true">
                <polygon class={`sr-hex sr-city sr-c-${g.colour}`} points={hexPoints([0, 0], 12)} />
                <text class={`sr-city-label sr-c-${g.colour}`} x={0} y={0} dy="0.36em" text-anchor="middle">
                  {g.id}
                </text>
              </svg>
              <span class="sr-supply-name">{fmt(t, 'sr.supply.city', { n: g.id, colour: colourName(t, g.colour) })}</span>
            </span>
            {props.onCube ? (
              <span class="sr-cubes">
                {counts.map(([c]) => (
                  <button key={c} type="button" class="sr-cube-btn" data-cube={c} aria-label={fmt(t, 'sr.play.try.cube', { colour: colourName(t, c), city: g.id })} onClick={() => props.onCube?.(g.id, c)}>
                    <span class={`sr-cube sr-cube-${c}`} />
                  </button>
                ))}
              </span>
            ) : (
              <span class="sr-cubes" aria-hidden="true">
                {cubes.map((c, i) => (
                  <span key={i} class={`sr-cube sr-cube-${c}`} />
                ))}
              </span>
            )}
            <p class={`sr-supply-count${cubes.length === 0 ? ' sr-supply-empty' : ''}`}>
              {plural(t, lang, 'sr.supply.cubes', cubes.length)}
              {words ? `: ${words}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
