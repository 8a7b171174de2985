/**
 * Words for the Steam Rollers views, from the page's strings (keys "sr.…"
 * in src/content/i18n/<lang>.json). Counted phrases come in plural forms:
 * "key.one", "key.other" and, where a language says nothing rather than
 * "0 …", "key.zero".
 */
import type { Side } from '../../machines/steam-rollers/rules/hex';
import type { Colour } from '../../machines/steam-rollers/rules/types';
import type { DrawnTrack, TrackType } from '../../machines/steam-rollers/rules/tracks';
import { trackSides } from '../../machines/steam-rollers/rules/tracks';
import { legalDeliveries, type DeliveryOption } from '../../machines/steam-rollers/rules/deliver';
import { sideOf } from '../../machines/steam-rollers/rules/cards';
import { dieInHand, sheetOf } from '../../machines/steam-rollers/rules/state';
import { actorOf } from '../../machines/steam-rollers/rules/specials';
import { strength } from '../../machines/steam-rollers/rules/engine';
import { deliveryPoints } from '../../machines/steam-rollers/rules/scoring';
import { sameMove } from '../../machines/steam-rollers/rules/legal';
import type { CardPlay, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';

const RULES = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let r = RULES.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    RULES.set(lang, r);
  }
  return r;
}

/** The form of `key` for the count `n` ({{n}} is filled in with the count). */
export function plural(t: Strings, lang: string, key: string, n: number, vars: Record<string, string | number> = {}): string {
  const form = n === 0 && t[`${key}.zero`] !== undefined ? 'zero' : pluralRules(lang).select(n);
  const k = t[`${key}.${form}`] !== undefined ? `${key}.${form}` : `${key}.other`;
  return fmt(t, k, { n, ...vars });
}

export const colourName = (t: Strings, c: Colour): string => t[`sr.name.colour.${c}`] ?? c;

export const sideName = (t: Strings, s: Side | number): string => t[`sr.name.side.${s}`] ?? String(s);

/** "a wide curve" */
export const trackName = (t: Strings, type: TrackType): string => t[`sr.name.track.${type}`] ?? type;

/** "Wide curve" */
export const trackTitle = (t: Strings, type: TrackType): string => t[`sr.name.trackTitle.${type}`] ?? type;

/** "a wide curve from north to south-east" */
export function trackPhrase(t: Strings, track: DrawnTrack): string {
  const [a, b] = trackSides(track);
  return fmt(t, 'sr.map.track', { track: trackName(t, track.type), from: sideName(t, a), to: sideName(t, b) });
}

/** "a, b or c" in the page language: a choice among them. */
export function orListOf(t: Strings, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t['sr.name.or'] ?? 'or'} ${items[items.length - 1]}`;
}

/** "a, b and c" in the page language. */
export function listOf(t: Strings, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t['sr.name.and'] ?? 'and'} ${items[items.length - 1]}`;
}

/**
 * A map's caption line: "engine 2 (boxes 1 and 4 crossed), 5 points from deliveries":
 * the engine's strength (E2, with any card's bonus), the boxes crossed and the delivery points so far.
 */
/** A sheet's heading: whose map it is, and whether that seat is to play now (in a game still going). */
export function sheetHeading(t: Strings, who: string, toPlay: boolean): string {
  return fmt(t, toPlay ? 'sr.story.mapToPlay' : 'sr.story.map', { who });
}

export function sheetStats(t: Strings, lang: string, s: SteamState, seat: number): string {
  const boxes = sheetOf(s, seat).engine;
  return fmt(t, 'sr.story.stats', {
    strength: strength(s, seat),
    boxes: plural(t, lang, 'sr.story.boxes', boxes.length, { list: listOf(t, boxes.map(String)) }),
    points: plural(t, lang, 'sr.ui.points', deliveryPoints(s, seat)),
  });
}

/** "−2", "0", "+1": points with a real minus sign (the log's own, so a score reads the same everywhere). */
export { signed } from '../../machines/steam-rollers/rules/narrate';

/** A legal delivery as a button says it: "grey cube, city 1 → 3 via city 4: 2 points". */
export function deliveryLabel(d: DeliveryOption, t: Strings, lang: string): string {
  const via = d.route.cities.slice(1, -1);
  const parts: string[] = [];
  if (d.route.towns) parts.push(plural(t, lang, 'sr.ui.towns', d.route.towns));
  if (via.length) parts.push(plural(t, lang, 'sr.ui.cities', via.length, { list: listOf(t, via.map(String)) }));
  const cards = d.event.cards?.length ? ` ${fmt(t, 'sr.ui.withCards', { cards: listOf(t, d.event.cards.map((c) => fmt(t, 'sr.ui.card', { side: c }))) })}` : '';
  const bonus = d.event.bonus ? ` ${fmt(t, 'sr.ui.bonus', { bonus: d.event.bonus })}` : '';
  return fmt(t, 'sr.ui.deliver', {
    cube: colourName(t, d.event.cube),
    from: d.event.from,
    to: d.event.to,
    via: parts.length ? ` ${fmt(t, 'sr.ui.via', { list: listOf(t, parts) })}` : '',
    points: plural(t, lang, 'sr.ui.points', d.points),
    extra: `${bonus}${cards}`,
  });
}

/** A card play as a button says it. */
export function playLabel(p: CardPlay, s: SteamState, t: Strings): string {
  const die = dieInHand(s)?.value ?? 0;
  switch (p.card) {
    case '1a':
    case '1b':
      return fmt(t, 'sr.ui.play.set', { side: p.card, value: p.value });
    case '5a':
      return fmt(t, 'sr.ui.play.step', { side: p.card, from: die, to: die + p.step });
    case '5b':
      return p.mode === 'flip' ? fmt(t, 'sr.ui.play.flip', { side: p.card, from: die, to: 7 - die }) : fmt(t, 'sr.ui.play.reroll', { side: p.card, from: die });
    case '2a':
      return fmt(t, 'sr.ui.play.second', { side: p.card, value: s.dice.white[p.die]?.value ?? 0 });
    case '2b':
      return fmt(t, 'sr.ui.play.steal', { side: p.card, value: s.steal ? (s.dice.white[s.steal.die]?.value ?? 0) : 0 });
  }
}

/**
 * A legal move of position `s` as the play table's buttons name it ("Take the 4", "Cross engine box 3",
 * "grey cube, city 1 → 3: 2 points", "Draw a wide curve … in hex 1,2"): the tables, the examples' "Try it"
 * and the coach all name moves here.
 */
export function moveLabel(t: Strings, lang: string, s: SteamState, e: SteamEvent): string {
  const die = dieInHand(s)?.value ?? 0;
  switch (e.type) {
    case 'dice.roll':
      return t['sr.play.roll'] ?? e.type;
    case 'die.take':
      return fmt(t, 'sr.ui.draft', { value: s.dice.white[e.die]?.value ?? 0 });
    case 'card.play':
      return playLabel(e, s, t);
    case 'steal.pass':
      return t['sr.ui.letGo'] ?? e.type;
    case 'turn.end':
      return t['sr.ui.endTurn'] ?? e.type;
    case 'engine.improve':
      return fmt(t, 'sr.ui.engine', { value: die });
    case 'card.take': {
      const c = s.cards[die - 1];
      return fmt(t, 'sr.ui.takeCard', { n: die, side: c ? sideOf(die, c.face) : '' });
    }
    case 'turn.pass':
      return fmt(t, 'sr.ui.pass', { value: die });
    case 'cargo.deliver': {
      const d = legalDeliveries(s).find((o) => sameMove(o.event, e));
      return d ? deliveryLabel(d, t, lang) : fmt(t, 'coach.sr.deliver', { cube: colourName(t, e.cube), from: e.from, to: e.to });
    }
    case 'track.build':
      return fmt(t, 'coach.sr.build', {
        track: trackPhrase(t, { type: e.track, rotation: e.rotation }),
        hex: e.hex,
        card: e.card ? ` (${fmt(t, 'sr.ui.card', { side: e.card })})` : '',
      });
  }
}

/** What the table is waiting for, as its status line says it: whose roll, draft, steal, action or second die, or the end. */
export function statusText(t: Strings, s: SteamState, who: (seat: number) => string): string {
  const w = who(actorOf(s));
  switch (s.phase) {
    case 'roll':
      return fmt(t, 'sr.play.status.roll', { who: w });
    case 'draft':
      return fmt(t, 'sr.play.status.draft', { who: w });
    case 'steal':
      return fmt(t, 'sr.play.status.steal', { who: w, value: s.steal ? (s.dice.white[s.steal.die]?.value ?? 0) : 0, victim: s.steal ? who(s.steal.victim) : '' });
    case 'action':
      return fmt(t, 'sr.play.status.action', { who: w, value: dieInHand(s)?.value ?? 0 });
    case 'second':
      return fmt(t, 'sr.play.status.second', { who: w });
    case 'over':
      return t['sr.play.status.over'] ?? '';
  }
}
