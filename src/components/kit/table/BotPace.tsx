/**
 * The bots' row every table draws while bots share the table with a person: the bots' speed (first, so that it keeps
 * its place while a bot starts and stops thinking), what the bot to move is doing, and "skip to my turn" while a bot
 * is to move. The row's height does not change with them (tableShell.css), so the table below does not jump.
 * Its words are the kit's (table.speed, table.speed.<speed>, table.skip: one wording at every table); what the bot is
 * doing is the table's, which names the seat. The speeds and their pauses are the kit's chart's (tableMachine.ts).
 */
import { fmt } from '../../../play/kit/fmt';
import { BOT_SPEEDS, type BotSpeed } from '../../../play/kit/table/tableMachine';

export interface BotPaceProps {
  speed: BotSpeed;
  onSpeed: (v: BotSpeed) => void;
  /** The table's words, holding the kit's `table.` ones. */
  t: Record<string, string>;
  /** Whether a bot is to move now (then "skip to my turn" is offered). */
  botToMove: boolean;
  /** What the bot to move is doing ("Blue is thinking…"); undefined where the table says so in its status line. */
  thinking?: string;
  onSkip: () => void;
  /** "Skip to my turn" is playing the bots on (the chart's skipping). */
  skipping?: boolean;
}

export function BotPace({ speed, onSpeed, t, botToMove, thinking, onSkip, skipping = false }: BotPaceProps) {
  return (
    <div class="kit-bots">
      <label class="kit-bots-speed">
        {fmt(t, 'table.speed')}{' '}
        <select value={speed} onChange={(e) => onSpeed((e.target as HTMLSelectElement).value as BotSpeed)}>
          {BOT_SPEEDS.map((v) => <option key={v} value={v}>{fmt(t, `table.speed.${v}`)}</option>)}
        </select>
      </label>
      {thinking !== undefined && <span class="rc-play-thinking">{botToMove ? thinking : '\u00a0'}</span>}
      {botToMove && (
        <button type="button" onClick={onSkip} disabled={skipping} aria-busy={skipping ? 'true' : undefined}>
          {fmt(t, 'table.skip')}
        </button>
      )}
    </div>
  );
}
