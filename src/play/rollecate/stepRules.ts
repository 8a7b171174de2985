/** The clauses that applied in a stretch of the game log, for the rule links under each step. */
import type { GameState, LogEntry } from '../../machines/rollecate/rules/types';

export function rulesOf(entries: readonly LogEntry[], s: GameState): string[] {
  const out = new Set<string>();
  const add = (...ids: string[]) => ids.forEach((id) => out.add(id));
  for (const e of entries) {
    const betsy = 'player' in e && !!s.players[e.player]?.betsy;
    switch (e.t) {
      case 'setup': add('R2'); break;
      case 'aside': add('R3'); break;
      case 'setupDone': add('R5', 'R6', 'R7'); break;
      case 'draw': add(betsy ? 'R41' : 'R11'); break;
      case 'pass': add('R13', 'R14', 'R16'); break;
      case 'build': add(...(betsy ? ['R42', 'R43'] : ['R24', 'R25', 'R27'])); break;
      case 'roll': add('R28'); break;
      case 'ride':
        add(betsy ? 'R43' : 'R28');
        if (e.overshoot) add('R29');
        if (e.broken.length) add('R30');
        break;
      case 'derail': if (s.variant === 'solo-hard') add('R39'); break;
      case 'lost': add('R39'); break;
      case 'penalty': add('R17', 'R18'); break;
      case 'discard': add(...(betsy ? ['R44'] : ['R19']), ...(e.combinedWith ? ['R20'] : [])); break;
      case 'chaos': add(betsy ? 'R41' : 'R31', 'R32'); break;
      case 'betsyBox': add('R42'); break;
      case 'end': add('R33', 'R34', 'R35', ...(s.variant === 'betsy' ? ['R45'] : ['R36'])); break;
    }
  }
  return [...out].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}
