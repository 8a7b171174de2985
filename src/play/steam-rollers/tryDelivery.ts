/**
 * A cube reached for on the supply board in "try an illegal move": the delivery of that cube (a legal one if there
 * is one), else to a city of its colour along the player's open connections when they reach one, else to the first
 * such city with no route. The rules then decide whether it may go, and say why not.
 */
import { findRoutes, type DeliveryOption } from '../../machines/steam-rollers/rules/deliver';
import { citiesOfColour } from '../../machines/steam-rollers/rules/map';
import { connections } from '../../machines/steam-rollers/rules/network';
import { sheetOf, wallsOf } from '../../machines/steam-rollers/rules/state';
import type { Colour, SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';

export function tryDelivery(s: SteamState, deliveries: readonly DeliveryOption[], city: number, cube: Colour): SteamEvent {
  const legal = deliveries.find((d) => d.event.from === city && d.event.cube === cube);
  if (legal) return legal.event;
  const conns = connections(sheetOf(s, s.current).tracks, wallsOf(s)).filter((c) => !c.blocked);
  const targets = citiesOfColour(cube).filter((c) => c !== city);
  let to = targets[0] ?? city;
  let route: string[] = [];
  for (const c of targets) {
    const r = findRoutes(conns, city, c)[0];
    if (r) {
      to = c;
      route = r.connections.map((x) => x.id);
      break;
    }
  }
  return { type: 'cargo.deliver', from: city, cube, to, route };
}
