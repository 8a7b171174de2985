/**
 * What the map offers a person about to build, the same at the table (src/components/steam-rollers/SteamPlayTable.tsx)
 * and in an example's "Try it" (SteamScenario.tsx): the hexes the legal builds use, the builds of the hex chosen, and
 * for a hex the die does not allow, the build the rules are asked about so that they say why.
 */
import { allowedTracks } from '../../machines/steam-rollers/rules/build';
import type { BuildEvent, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';

/** The hexes the legal builds use (each once, in the builds' order), and the builds of the hex `picked` (none without one). */
export function buildsByHex(builds: readonly BuildEvent[], picked: string | null): { legalHexes: string[]; hexBuilds: BuildEvent[] } {
  return { legalHexes: [...new Set(builds.map((b) => b.hex))], hexBuilds: picked ? builds.filter((b) => b.hex === picked) : [] };
}

/** A hex the die does not allow, chosen anyway: the build tried there (the kind the black die allows first, unturned), for the rules to refuse with their reason. */
export function tryBuild(s: SteamState, hex: string): SteamEvent {
  const kind = allowedTracks(s)[0] ?? 'straight';
  return { type: 'track.build', hex, track: kind, rotation: 0 };
}
