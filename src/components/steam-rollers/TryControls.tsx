/**
 * "Try it" under a Steam Rollers example, for the kit's try panel (kit/story/StoryIsland.tsx): the moves open now as
 * buttons (a roll, the white dice, the cards that may be played, engine, card, deliveries, pass or end), the tracks
 * allowed in a chosen hex, a refused move's reason with its clause, and the lines the last move wrote. Every button
 * sends its move through the chart; the rules decide.
 */
import type { TryPanel } from '../kit/story/StoryIsland';
import { dieInHand } from '../../machines/steam-rollers/rules/state';
import type { BuildEvent, LogEntry, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { srClausesIn } from './clauses';
import { SrLinks } from './SrLinks';
import type { StepView } from '../../play/steam-rollers/storySteps';
import { tryOffers, type Offer } from '../../play/steam-rollers/offers';
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
  // Which moves are offered is the play layer's (offers.ts); their words are said here.
  const { offers, deliveries } = tryOffers(s);
  const label = (o: Offer): string => {
    if (o.say === 'roll') return fmt(t, 'sr.ui.roll', { who: who(s.current) });
    if ((o.say === 'draft' || o.say === 'draftTaken') && o.event.type === 'die.take') return fmt(t, o.say === 'draft' ? 'sr.ui.draft' : 'sr.ui.draftTaken', { value: s.dice.white[o.event.die]!.value });
    if (o.say === 'deliverFrom') return fmt(t, 'sr.ui.deliverFrom', { from: inHand!.value });
    return moveLabel(t, lang, s, o.event);
  };
  const buttons = offers.map((o) => ({ key: o.key, label: label(o), event: o.event }));
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
