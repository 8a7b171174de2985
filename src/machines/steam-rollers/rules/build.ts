/** Building track: one track drawn in one hex of the region the white die names. */
import { isWall } from './charts';
import { hexAt, region } from './map';
import { why } from './refusal';
import { spendCard } from './specials';
import { currentSheet, dieInHand, holds, wallsOf, withLog, withSheet } from './state';
import { BLACK_DIE, TRACK_TYPES, canonicalTrack, isRotation, isTrackType, trackSides, type TrackType } from './tracks';
import type { BuildEvent, Refusal, SteamState } from './types';

/** The track kinds this build may use: the two the black die shows, or all three with card 6a/6b. */
export function allowedTracks(s: SteamState, card?: '6a' | '6b'): readonly TrackType[] {
  if (card) return TRACK_TYPES;
  return BLACK_DIE[s.dice.black ?? 0] ?? [];
}

/**
 * The white die names the region to draw in, the black die the two track
 * kinds allowed (card 6a/6b: any kind).
 * @rule B1
 */
export function explainBuildPlace(s: SteamState, e: BuildEvent): Refusal | null {
  const die = dieInHand(s);
  if (!die) return why('RD2', 'die.none');
  // Anything but a key of the map (a number, an object) is found in no hex either.
  const hex = hexAt(e.hex);
  if (!hex) return why('B1', 'hex.unknown', { hex: String(e.hex) });
  if (hex.region !== die.value) return why('B1', 'build.region', { hex: hex.key, region: hex.region, die: die.value });
  if (!isTrackType(e.track)) return why('B1', 'track.unknown', { track: String(e.track) });
  if (!isRotation(e.rotation)) return why('B1', 'track.rotation', { rotation: String(e.rotation) });
  if (e.card !== undefined) {
    if (e.card !== '6a' && e.card !== '6b') return why('SC3', 'card.notForBuild', { card: String(e.card) });
    if (!holds(s, s.current, e.card)) return why('SC3', 'card.notHeld', { card: e.card });
  }
  const allowed = allowedTracks(s, e.card);
  // Refused only without a card, so `allowed` is the black die's pair (rolled before any die is in hand).
  const [first, second] = allowed as readonly [TrackType, TrackType];
  if (!allowed.includes(e.track)) return why('B1', 'track.notAllowed', { track: e.track, black: s.dice.black!, first, second });
  return null;
}

/** True when every hex a track may be drawn in (all but the city) of the region is drawn. */
export function isRegionFull(tracks: Readonly<Record<string, unknown>>, id: number): boolean {
  return region(id)!.buildable.every((k) => tracks[k] !== undefined);
}

/**
 * Each hex is drawn in once: no crossings, no junctions. A region with every
 * hex drawn cannot be built in at all (ruling C.5 #11): choose another action.
 * @rule B2
 */
export function explainBuildHex(s: SteamState, e: BuildEvent): Refusal | null {
  const tracks = currentSheet(s).tracks;
  const hex = hexAt(e.hex)!;
  if (hex.kind === 'city') return why('B4', 'hex.city', { hex: hex.key });
  if (!tracks[hex.key]) return null;
  return isRegionFull(tracks, hex.region) ? why('B2', 'region.full', { region: hex.region }) : why('B2', 'hex.drawn', { hex: hex.key });
}

/** The French reading (switch `railsStopAtWalls`): no track end may face across a blocked border. */
export function explainBuildWall(s: SteamState, e: BuildEvent): Refusal | null {
  if (!s.options.switches.railsStopAtWalls) return null;
  const walls = wallsOf(s);
  for (const side of trackSides(canonicalTrack(e.track, e.rotation))) {
    if (isWall(walls, e.hex, side)) return why('S6', 'wall.rails', { hex: e.hex });
  }
  return null;
}

export function explainBuild(s: SteamState, e: BuildEvent): Refusal | null {
  return explainBuildPlace(s, e) ?? explainBuildHex(s, e) ?? explainBuildWall(s, e);
}

/** Draws the track (a 6a used for it goes back to the centre). */
export function buildTrack(s: SteamState, e: BuildEvent): SteamState {
  const sheet = currentSheet(s);
  const track = canonicalTrack(e.track, e.rotation);
  let next = withSheet(s, s.current, { ...sheet, tracks: { ...sheet.tracks, [e.hex]: track } });
  next = withLog(next, { t: 'build', player: s.current, hex: e.hex, region: hexAt(e.hex)!.region, track: track.type, rotation: track.rotation, card: e.card ?? null });
  return e.card ? spendCard(next, e.card) : next;
}
