/**
 * The pieces a person may reach for in the table's "try an illegal move"
 * mode (kit/table/TryToggle.tsx) that have no button of their own on the
 * table: the six engine boxes of the sheet to move and the six special
 * cards, wherever they lie. Each choice is a move sent to the rules, which
 * play it or refuse it with its clause; nothing is decided here.
 */
import { sideOf } from '../../machines/steam-rollers/rules/cards';
import { ENGINE_BOXES } from '../../machines/steam-rollers/rules/engine';
import { sheetOf } from '../../machines/steam-rollers/rules/state';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';

export interface TryPiecesProps {
  t: Strings;
  state: SteamState;
  /** The seat whose engine boxes are offered (the one to move). */
  seat: number;
  onTry: (e: SteamEvent) => void;
}

export default function TryPieces({ t, state: s, seat, onTry }: TryPiecesProps) {
  const crossed = sheetOf(s, seat).engine;
  const boxes = Array.from({ length: ENGINE_BOXES }, (_, i) => i + 1);
  return (
    <div class="srp-try-pieces" data-testid="srp-try-pieces">
      <div class="srp-choices" role="group" aria-label={t['sr.play.try.boxes']}>
        <p class="srp-hint">{t['sr.play.try.boxes']}</p>
        {boxes.map((box) => (
          <button key={box} type="button" data-box={box} onClick={() => onTry({ type: 'engine.improve', box })}>
            {fmt(t, crossed.includes(box) ? 'sr.play.try.box.crossed' : 'sr.play.try.box', { box })}
          </button>
        ))}
      </div>
      <div class="srp-choices" role="group" aria-label={t['sr.play.try.cards']}>
        <p class="srp-hint">{t['sr.play.try.cards']}</p>
        {s.cards.map((c, i) => (
          <button key={i} type="button" data-card={i + 1} onClick={() => onTry({ type: 'card.take', card: i + 1 })}>
            {fmt(t, 'sr.play.try.card', { n: i + 1, side: sideOf(i + 1, c.face) })}
          </button>
        ))}
      </div>
    </div>
  );
}
