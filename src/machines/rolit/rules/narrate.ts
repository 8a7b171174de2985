/** Plain-language lines for the log ("R places f4 and captures e4, e5"). */
import type { LogEntry, RolitState } from './types';

const NAMES = { R: 'red', Y: 'yellow', G: 'green', B: 'blue' } as const;

export function describeEntry(e: LogEntry): string {
  if (e.t === 'place') {
    return e.captured.length ? `${e.colour} places ${e.square} and captures ${e.captured.join(', ')}` : `${e.colour} places ${e.square} (no capture)`;
  }
  const counts = Object.entries(e.result.counts).map(([c, n]) => `${c} ${n}`).join(', ');
  const who = e.result.winners.map((c) => `${c} (${NAMES[c]})`).join(' and ');
  return `The board is full (${counts}): ${who} ${e.result.winners.length > 1 ? 'share the win' : 'wins'}`;
}

export function narrate(s: RolitState): string[] {
  return s.log.map(describeEntry);
}
