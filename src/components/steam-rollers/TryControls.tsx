/**
 * "Try it" under a Steam Rollers example, for the kit's try panel (kit/story/StoryIsland.tsx): the moves open now as
 * buttons (a roll, the white dice, the cards that may be played, engine, card, deliveries, pass or end), the tracks
 * allowed in a chosen hex, a refused move's reason with its clause, and the lines the last move wrote. Every button
 * sends its move through the chart; the rules decide.
 */
import type { TryPanel } from '../kit/story/StoryIsland';
import { legalDeliveries, type DeliveryOption } from '../../machines/steam-rollers/rules/deliver';
import { legalCardPlays } from '../../machines/steam-rollers/rules/legal';
import { dieInHand } from '../../machines/steam-rollers/rules/state';
import type { BuildEvent, LogEntry, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { srClausesIn } from './clauses';
import { SrLinks } from './SrLinks';
import { doomedDelivery, type StepView } from '../../play/steam-rollers/storySteps';
import { deliveryLabel, moveLabel, trackPhrase } from './words';

export interface TryControlsProps {
  s: SteamState;
  t: Strings;
  lang: string;
  who: (seat: number) => string;
  say: (e: LogEntry) => string;
  /** The hex the reader chose to draw in, and the tracks allowed there. */
  pickedHex: string | null;
  hexBuilds: readonly BuildEvent[];
  send: (event: SteamEvent, hex?: string | null) => void;
  tryRefusal: { text: string; rule: string } | null;
  tryStep: StepView | null;
}

export default function tryControls({ s, t, lang, who, say, pickedHex, hexBuilds, send, tryRefusal, tryStep }: TryControlsProps): TryPanel {
  const inHand = dieInHand(s);
  const buttons: { label: string; event: SteamEvent; key: string }[] = [];
  if (s.phase === 'roll') buttons.push({ key: 'roll', label: fmt(t, 'sr.ui.roll', { who: who(s.current) }), event: { type: 'dice.roll' } });
  if (s.phase === 'draft') {
    // Every white die, taken ones too: the rules say why a taken one cannot be drafted.
    s.dice.white.forEach((d, i) => {
      if (s.dice.white.findIndex((x) => x.value === d.value && x.by === d.by) !== i) return;
      buttons.push({ key: `take${i}`, label: fmt(t, d.by === null ? 'sr.ui.draft' : 'sr.ui.draftTaken', { value: d.value }), event: { type: 'die.take', die: i } });
    });
  }
  const offer = (key: string, event: SteamEvent) => buttons.push({ key, label: moveLabel(t, lang, s, event), event });
  const plays = s.phase === 'action' || s.phase === 'second' || s.phase === 'steal' ? legalCardPlays(s) : [];
  for (const p of plays) offer(`play${JSON.stringify(p)}`, p);
  if (s.phase === 'steal') offer('letgo', { type: 'steal.pass' });
  if (s.phase === 'second') offer('end', { type: 'turn.end' });
  let deliveries: DeliveryOption[] = [];
  if (s.phase === 'action' && inHand) {
    offer('engine', { type: 'engine.improve' });
    offer('card', { type: 'card.take' });
    deliveries = legalDeliveries(s);
    if (deliveries.length === 0) {
      const doomed = doomedDelivery(s);
      if (doomed) buttons.push({ key: 'deliver', label: fmt(t, 'sr.ui.deliverFrom', { from: inHand.value }), event: doomed });
    }
    offer('pass', { type: 'turn.pass' });
  }
  const hint =
    s.phase === 'action' && inHand
      ? fmt(t, 'sr.ui.hintAction', { who: who(s.current), value: inHand.value, region: inHand.value })
      : s.phase === 'over'
        ? fmt(t, 'sr.story.over')
        : fmt(t, 'sr.ui.hint', { who: who(s.phase === 'steal' && s.steal ? s.steal.thief : s.current), what: t[`sr.phase.${s.phase}`] ?? s.phase });
  return {
    class: 'sr-try',
    hint,
    controls: (
      <>
        {pickedHex && (
          <div class="sr-choices" role="group" aria-label={fmt(t, 'sr.ui.buildIn', { hex: pickedHex })}>
            <p class="rc-hint">{fmt(t, 'sr.ui.buildIn', { hex: pickedHex })}</p>
            {hexBuilds.map((b) => (
              <button key={`${b.track}${b.rotation}`} type="button" onClick={() => send(b, b.hex)}>
                {trackPhrase(t, { type: b.track, rotation: b.rotation })}
                {b.card ? ` (${fmt(t, 'sr.ui.card', { side: b.card })})` : ''}
              </button>
            ))}
          </div>
        )}
        {deliveries.length > 0 && (
          <div class="sr-choices" role="group" aria-label={fmt(t, 'sr.ui.deliveries')}>
            <p class="rc-hint">{fmt(t, 'sr.ui.deliveries')}</p>
            {deliveries.map((d, i) => (
              <button key={`d${i}`} type="button" onClick={() => send(d.event)}>
                {deliveryLabel(d, t, lang)}
              </button>
            ))}
          </div>
        )}
        <div class="sr-choices" role="group" aria-label={fmt(t, 'sr.ui.moves')}>
          {buttons.map((b) => (
            <button key={b.key} type="button" onClick={() => send(b.event)}>
              {b.label}
            </button>
          ))}
        </div>
      </>
    ),
    said: (
      <>
        {tryRefusal && (
          <p class="rc-refusal">
            {fmt(t, 'rc.story.refused')} {tryRefusal.text} <SrLinks ids={srClausesIn(tryRefusal.rule)} lang={lang} t={t} />
          </p>
        )}
        {tryStep && tryStep.entries.length > 0 && <p class="rc-log-lines">{tryStep.entries.map(say).join(' ')}</p>}
      </>
    ),
  };
}
