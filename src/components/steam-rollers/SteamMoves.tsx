/**
 * The choices of a person to move at the Steam Rollers table: the white dice to draft, what the die in hand allows
 * on the map (said; the map itself takes the build), the deliveries (each previewed on the map while pointed at or
 * focused), and the other moves as buttons named as a player would name them.
 */
import type { legalDeliveries } from '../../machines/steam-rollers/rules/deliver';
import { allowedTracks } from '../../machines/steam-rollers/rules/build';
import { dieInHand } from '../../machines/steam-rollers/rules/state';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { DieFace } from './DiceView';
import { deliveryLabel, moveLabel, orListOf } from './words';
import { draftOffers, tableOffers } from '../../play/steam-rollers/offers';

export interface SteamMovesProps {
  t: Strings;
  lang: string;
  s: SteamState;
  /** The person holds a die in the action phase: the map, the deliveries and the die's other uses are theirs. */
  myAction: boolean;
  /** Hexes the die in hand may build on. */
  buildable: boolean;
  deliveries: ReturnType<typeof legalDeliveries>;
  /** The rules' legal moves now (legalMoves): the dice to draft and the buttons come from them. */
  moves: readonly SteamEvent[];
  /** The delivery drawn on the map. */
  preview: number;
  onPreview: (i: number) => void;
  send: (e: SteamEvent) => void;
}

export function SteamMoves({ t, lang, s, myAction, buildable, deliveries, moves, preview, onPreview, send }: SteamMovesProps) {
  const inHand = dieInHand(s);
  // Which moves are offered is the play layer's (offers.ts); their words are said here.
  const buttons = tableOffers(moves, myAction).map((o) => ({ key: o.key, label: moveLabel(t, lang, s, o.event), event: o.event }));
  return (
    <div class="srp-moves" data-testid="srp-moves">
      {s.phase === 'draft' && (
        <div class="srp-choices" role="group" aria-label={t['sr.play.draftTitle']}>
          {draftOffers(moves).map((take) => {
            const value = s.dice.white[take.die]!.value;
            return (
              <button key={take.die} type="button" class="srp-die-btn" onClick={() => send(take)}>
                <DieFace value={value} colour="white" />
                {fmt(t, 'sr.ui.draft', { value })}
              </button>
            );
          })}
        </div>
      )}
      {myAction && (
        <p class="srp-hint">
          {buildable
            ? fmt(t, 'sr.play.hintBuild', { region: inHand!.value, kinds: orListOf(t, allowedTracks(s).map((k) => t[`sr.name.track.${k}`] ?? k)) })
            : fmt(t, 'sr.play.hintNoBuild', { region: inHand!.value })}
        </p>
      )}
      {/* The deliveries and the die's other uses share rows: the map below them stays in view on a laptop's screen. */}
      {(deliveries.length > 0 || buttons.length > 0) && (
        <div class="srp-move-groups">
          {deliveries.length > 0 && (
            <div class="srp-choices srp-deliveries" role="group" aria-label={t['sr.ui.deliveries']}>
              <p class="srp-hint">{t['sr.ui.deliveries']}</p>
              {deliveries.map((d, i) => (
                <button
                  key={`d${i}`}
                  type="button"
                  aria-pressed={undefined}
                  class={i === preview ? 'srp-shown' : undefined}
                  onMouseEnter={() => onPreview(i)}
                  onFocus={() => onPreview(i)}
                  onClick={() => send(d.event)}
                >
                  {deliveryLabel(d, t, lang)}
                </button>
              ))}
            </div>
          )}
          {buttons.length > 0 && (
            <div class="srp-choices" role="group" aria-label={t['sr.ui.moves']}>
              {buttons.map((b) => (
                <button key={b.key} type="button" class={b.key === 'roll' ? 'srp-primary' : undefined} onClick={() => send(b.event)}>
                  {b.label}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
