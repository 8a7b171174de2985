/** The bots' speed, as every table offers it: the kit's speeds (tableMachine.ts), each named in the table's words. */
import { BOT_SPEEDS, type BotSpeed } from './tableMachine';

export function SpeedChoice({ speed, onSpeed, word }: { speed: BotSpeed; onSpeed: (v: BotSpeed) => void; word: (v: BotSpeed) => string }) {
  return (
    <select value={speed} onChange={(e) => onSpeed((e.target as HTMLSelectElement).value as BotSpeed)}>
      {BOT_SPEEDS.map((v) => <option key={v} value={v}>{word(v)}</option>)}
    </select>
  );
}
