/**
 * The dice of a round: the white dice with their pips (which are taken, by
 * whom, and which is in hand), and the black die with the two kinds of track
 * its face allows, drawn as small track icons and named in words.
 */
import { BLACK_DIE } from '../../machines/steam-rollers/rules/tracks';
import type { WhiteDie } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import TrackIcon from './TrackIcon';
import { trackName, trackTitle } from './words';
import './steam.css';

/** Pip centres on a 40 × 40 face. */
const PIPS: Record<number, [number, number][]> = {
  1: [[20, 20]],
  2: [[11, 11], [29, 29]],
  3: [[11, 11], [20, 20], [29, 29]],
  4: [[11, 11], [29, 11], [11, 29], [29, 29]],
  5: [[11, 11], [29, 11], [20, 20], [11, 29], [29, 29]],
  6: [[11, 11], [29, 11], [11, 20], [29, 20], [11, 29], [29, 29]],
};

export function DieFace(props: { value: number; colour: 'white' | 'black'; label?: string }) {
  const named = props.label !== undefined;
  return (
    <svg
      class={`sr-die sr-die-${props.colour}`}
      viewBox="-2 -2 44 44"
      data-value={props.value}
      {...(named ? { role: 'img', 'aria-label': props.label } : { 'aria-hidden': 'true' })}
    >
      <rect x={1} y={1} width={38} height={38} rx={7} />
      {(PIPS[props.value] ?? []).map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={4} />
      ))}
    </svg>
  );
}

/** "a wide curve or a straight" for a black die face. */
export function blackAllows(t: Strings, value: number): string {
  const [a, b] = BLACK_DIE[value] ?? [];
  return fmt(t, 'sr.dice.allows', { first: a ? trackName(t, a) : '', second: b ? trackName(t, b) : '' });
}

/** One black die face with its two track kinds drawn beside it (the key on the supply board). */
export function BlackFace(props: { value: number; t: Strings }) {
  const { value, t } = props;
  const kinds = BLACK_DIE[value] ?? [];
  return (
    <span class="sr-black" data-black={value}>
      <DieFace value={value} colour="black" label={fmt(t, 'sr.dice.black', { value, allows: blackAllows(t, value) })} />
      {kinds.map((k) => (
        <TrackIcon key={k} type={k} />
      ))}
    </span>
  );
}

export interface DiceViewProps {
  /** The white dice: values, or the round's dice with who took them. */
  white: readonly (number | WhiteDie)[];
  black: number | null;
  /** Index of the white die in hand. */
  current?: number | null;
  /** Player names by seat ("Player 1" … by default). */
  names?: readonly string[];
  t: Strings;
  lang: string;
  /** Just rolled: the dice tumble in (steam.css; never under reduced motion). Their labels say the result throughout. */
  rolling?: boolean;
  /** Makes every white die a button (the table's try mode): the rules decide whether it may be taken. */
  onDie?: (i: number) => void;
}

export default function DiceView(props: DiceViewProps) {
  const { t } = props;
  const who = (seat: number) => props.names?.[seat] ?? fmt(t, 'sr.player', { n: seat + 1 });
  return (
    <ul class={`sr-dice${props.rolling ? ' rolling' : ''}`} aria-label={t['sr.dice.name']} lang={props.lang}>
      {props.white.map((d, i) => {
        const die: WhiteDie = typeof d === 'number' ? { value: d, by: null, spent: false } : d;
        const parts = [fmt(t, 'sr.dice.white', { value: die.value })];
        if (die.by !== null) parts.push(fmt(t, die.spent ? 'sr.dice.spent' : 'sr.dice.taken', { who: who(die.by) }));
        if (props.current === i) parts.push(t['sr.dice.inHand'] ?? '');
        const cls = `${die.by !== null && props.current !== i ? 'sr-die-taken' : ''}${props.current === i ? ' sr-die-current' : ''}`.trim();
        return (
          <li key={i} class={cls || undefined} data-die={i} style={{ '--sr-roll-i': i }}>
            {props.onDie ? (
              <button type="button" class="sr-die-btn" aria-label={`${fmt(t, 'sr.play.try.die', { value: die.value })} (${parts.join(', ')})`} onClick={() => props.onDie?.(i)}>
                <DieFace value={die.value} colour="white" />
              </button>
            ) : (
              <DieFace value={die.value} colour="white" label={parts.join(', ')} />
            )}
          </li>
        );
      })}
      {props.black !== null && (
        <li data-die="black" style={{ '--sr-roll-i': props.white.length }}>
          <BlackFace value={props.black} t={t} />
          <span class="sr-dice-note">{(BLACK_DIE[props.black] ?? []).map((k) => trackTitle(t, k)).join(' / ')}</span>
        </li>
      )}
    </ul>
  );
}
