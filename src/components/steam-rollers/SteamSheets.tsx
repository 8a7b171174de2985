/**
 * The players' sheets at the Steam Rollers table: the seat to move (or the winner) large, the others beside it.
 * On the large one a person holding a die picks a hex the die allows, sees the allowed tracks drawn in it one by
 * one (TrackChooser.tsx) and draws one; a delivery being chosen is drawn as its route.
 */
import { useState } from 'preact/hooks';
import type { legalBuilds } from '../../machines/steam-rollers/rules/legal';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import { heldSides } from '../../machines/steam-rollers/rules/state';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import SteamMap from './SteamMap';
import type { MapRoute } from '../../play/steam-rollers/storySteps';
import TrackChooser from './TrackChooser';
import { listOf, sheetHeading, sheetStats } from './words';

type Build = ReturnType<typeof legalBuilds>[number];

export interface SteamSheetsProps {
  t: Strings;
  lang: string;
  s: SteamState;
  who: (seat: number) => string;
  /** The hex chosen to build on, or the one a refused build was tried on (marked). */
  selected: string | null;
  /** The chosen hex, its allowed tracks, and the one drawn in it now. */
  pickedHex: string | null;
  hexBuilds: Build[];
  drawing: Build | null;
  /** The route of the delivery being chosen. */
  route: MapRoute | null;
  /** A person holds a die: the hexes it allows, and a hex chosen. */
  legalHexes?: string[];
  onHex?: (hex: string) => void;
  onShow: (i: number) => void;
  turn: (step: 1 | -1) => void;
  send: (e: SteamEvent, hex: string | null) => void;
  /** Back to the map, on the hex being drawn in. */
  toMap: () => void;
}

export function SteamSheets({ t, lang, s, who, selected, pickedHex, hexBuilds, drawing, route, legalHexes, onHex, onShow, turn, send, toMap }: SteamSheetsProps) {
  const over = s.phase === 'over';
  const actor = actorOf(s);
  const focusSeat = over ? (s.result?.winners[0] ?? 0) : actor;
  const seats = [focusSeat, ...s.players.map((_, i) => i).filter((i) => i !== focusSeat)];
  // Another player's map, enlarged on demand (a click on its thumbnail or its button; again to shrink it).
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const big = enlarged !== null && enlarged !== focusSeat ? enlarged : null;
  return (
    <div class="sr-sheets srp-sheets">
      {seats.map((seat, i) => {
        const main = i === 0;
        const held = heldSides(s, seat);
        return (
          <figure
            key={seat}
            class={main ? 'sr-sheet sr-sheet-main' : `sr-sheet sr-sheet-thumb${big === seat ? ' sr-sheet-big' : ''}`}
            data-seat={seat}
            onClick={main ? undefined : (e) => {
              if ((e.target as Element).closest('button')) return;
              setEnlarged(big === seat ? null : seat);
            }}
          >
            <figcaption>
              <strong>{sheetHeading(t, who(seat), seat === actor && !over)}</strong>{' '}
              <span class="sr-sheet-stats">{sheetStats(t, lang, s, seat)}</span>
              {held.length > 0 && <span class="sr-sheet-stats"> · {fmt(t, 'sr.play.holds', { cards: listOf(t, held) })}</span>}
              {!main && (
                <button type="button" class="sr-sheet-zoom" aria-expanded={big === seat ? 'true' : 'false'} onClick={() => setEnlarged(big === seat ? null : seat)}>
                  {fmt(t, big === seat ? 'sr.play.sheet.shrink' : 'sr.play.sheet.enlarge', { who: who(seat) })}
                </button>
              )}
            </figcaption>
            <SteamMap
              state={s}
              seat={seat}
              t={t}
              lang={lang}
              compact={!main && big !== seat}
              selected={main ? selected : null}
              route={main && seat === actor ? route : null}
              legal={main ? legalHexes : undefined}
              onHex={main ? onHex : undefined}
              preview={main && drawing ? { type: drawing.track, rotation: drawing.rotation } : null}
              onTurn={main ? turn : undefined}
              onConfirm={main && drawing ? () => send(drawing, drawing.hex) : undefined}
              onCancel={main ? toMap : undefined}
            />
            {main && pickedHex && drawing && (
              <TrackChooser t={t} hex={pickedHex} builds={hexBuilds} shown={hexBuilds.indexOf(drawing)} onShow={onShow} onTurn={() => turn(1)} onDraw={(b) => send(b, b.hex)} onOtherHex={toMap} />
            )}
          </figure>
        );
      })}
    </div>
  );
}
