/**
 * Drawing a track, under the map: the track shown in the chosen hex in words
 * (said as it changes), a button to turn to the next allowed track, one to
 * draw it and one to choose another hex (kept in view at the bottom of the
 * screen while the map is, steam.css), then the same tracks as a list, the
 * accessible alternative: hovering or focusing one shows it on the map,
 * choosing one draws it. The tracks come from the rules (legalBuilds); this
 * only shows them and reports what was chosen.
 */
import type { BuildEvent } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import TrackIcon from './TrackIcon';
import { trackPhrase } from './words';

export interface TrackChooserProps {
  t: Strings;
  hex: string;
  /** The allowed tracks in `hex`, in the rules' order. */
  builds: readonly BuildEvent[];
  /** The one shown on the map. */
  shown: number;
  onShow: (i: number) => void;
  onTurn: () => void;
  onDraw: (b: BuildEvent) => void;
  onOtherHex: () => void;
}

export function buildPhrase(t: Strings, b: BuildEvent): string {
  return `${trackPhrase(t, { type: b.track, rotation: b.rotation })}${b.card ? ` (${fmt(t, 'sr.ui.card', { side: b.card })})` : ''}`;
}

export default function TrackChooser({ t, hex, builds, shown, onShow, onTurn, onDraw, onOtherHex }: TrackChooserProps) {
  const current = builds[shown];
  if (!current) return null;
  return (
    <div class="srp-draw" data-testid="srp-draw">
      <div class="srp-drawbar">
        <p class="srp-draw-status" role="status" aria-live="polite">
          {fmt(t, 'sr.play.draw.status', { hex, track: buildPhrase(t, current), n: shown + 1, count: builds.length })}
        </p>
        <div class="srp-draw-buttons">
          {builds.length > 1 && <button type="button" onClick={onTurn} aria-keyshortcuts="R">{t['sr.play.draw.turn']}</button>}
          <button type="button" class="srp-primary" data-testid="srp-draw-confirm" onClick={() => onDraw(current)}>{t['sr.play.draw.confirm']}</button>
          <button type="button" onClick={onOtherHex}>{t['sr.play.otherHex']}</button>
        </div>
        <p class="srp-hint srp-draw-keys">{t['sr.play.draw.keys']}</p>
      </div>
      <div class="srp-choices srp-tracks" role="group" aria-label={fmt(t, 'sr.ui.buildIn', { hex })}>
        <p class="srp-hint">{t['sr.play.draw.list']}</p>
        {builds.map((b, i) => (
          <button
            key={`${b.track}${b.rotation}${b.card ?? ''}`}
            type="button"
            class="srp-track-btn"
            aria-current={i === shown ? 'true' : undefined}
            onMouseEnter={() => onShow(i)}
            onFocus={() => onShow(i)}
            onClick={() => onDraw(b)}
          >
            <TrackIcon type={b.track} rotation={b.rotation} />
            <span>{buildPhrase(t, b)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
