/**
 * The Rolit board as an accessible SVG: a size×size grid with column letters
 * and row numbers, balls that carry a letter as well as a colour, legal squares
 * highlighted and (when `onPlace` is given) each one a focusable button.
 * Arrow keys move between the offered squares, Enter or Space places. A
 * click on any other square is handed to `onPlace` too, so the page can show
 * the rules core's refusal, as it does for a typed square.
 * Balls listed in `flipped` turn over with a short animation (instant under
 * prefers-reduced-motion, see rolit.css) and keep a mark until the next move.
 * Hovering or focusing an offered square previews the balls it would turn
 * (the core's `capturesFor`, asked through src/play/rolit/boardView.ts). A visually hidden live line reports the counts
 * and whose turn it is; the description names every ball on the board,
 * colours nobody plays included.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { parseSquare, squareName } from '../../machines/rolit/rules/board';
import { capturesAt, coloursShown, nearestSquare } from '../../play/rolit/boardView';
import type { Cell, Colour } from '../../machines/rolit/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import './rolit.css';

export interface RolitBoardProps {
  /** The core's cells: index (row - 1) * size + col, a1 first. */
  board: readonly Cell[];
  size: number;
  /** Square names ("d3") that may be played now; highlighted, and buttons when `onPlace` is set. */
  legal?: readonly string[];
  onPlace?: (square: string) => void;
  /** Squares captured by the last move: they flip. */
  flipped?: readonly string[];
  /** The square of the last placed ball: ringed. */
  last?: string | null;
  /** The colour to move: used for the captures in the button labels and the live line. */
  current?: Colour | null;
  /** The colours in play (for the counts); defaults to every colour on the board. */
  players?: readonly Colour[];
  /** Squares to mark (e.g. a refused try). */
  marked?: readonly string[];
  /** Strings with prefix `ro.` (see en.json). */
  t: Strings;
  /** Accessible name of the board; defaults to t['ro.board.name']. */
  label?: string;
  /** Extra line for the live region (e.g. "game over"). */
  status?: string;
  class?: string;
}

const CELL = 40;
const PAD = 22;
const ANIM_KEY = { n: 0 };

export function colourName(t: Strings, c: Colour): string {
  return t[`ro.colour.${c}`] ?? c;
}
/** The colour's name with a capital, for the start of a sentence. */
export function colourTitle(t: Strings, c: Colour): string {
  const n = colourName(t, c);
  return n.charAt(0).toUpperCase() + n.slice(1);
}
export function colourLetter(t: Strings, c: Colour): string {
  return t[`ro.letter.${c}`] ?? c;
}

export default function RolitBoard(props: RolitBoardProps) {
  const { board, size, t } = props;
  const legal = props.legal ?? [];
  const interactive = !!props.onPlace;
  const id = useId();
  const flippedSet = useMemo(() => new Set(props.flipped ?? []), [props.flipped]);
  const legalSet = useMemo(() => new Set(legal), [legal]);
  const markedSet = useMemo(() => new Set(props.marked ?? []), [props.marked]);
  // A fresh key per distinct flip list makes the animation run again.
  const flipKey = useMemo(() => ++ANIM_KEY.n, [props.flipped]);
  const [focus, setFocus] = useState<string | null>(null);
  /** The offered square under the pointer or the keyboard focus: its captures are previewed. */
  const [hover, setHover] = useState<string | null>(null);
  const refs = useRef<Record<string, SVGGElement | null>>({});
  const wantFocus = useRef<string | null>(null);

  const tabStop = focus && legalSet.has(focus) ? focus : (legal[0] ?? null);

  useEffect(() => {
    if (wantFocus.current) {
      refs.current[wantFocus.current]?.focus();
      wantFocus.current = null;
    }
  });

  // The colours in play first, then any other colour that has balls on the board (boardView.ts).
  const colours: Colour[] = coloursShown(board, props.players);
  const counts = colours.map((c) => `${colourName(t, c)} ${board.filter((x) => x === c).length}`).join(', ');
  const turn = props.current ? fmt(t, 'ro.board.turn', { colour: colourTitle(t, props.current) }) : '';
  const live = [fmt(t, 'ro.board.counts', { counts }), props.status ?? turn].filter(Boolean).join(' ');

  /** What a ball of the colour to move would turn on `sq`, as the rules core reads it (boardView.ts). */
  const captures = (sq: string): string[] => capturesAt(board, size, sq, props.current);
  const previewSq = interactive && hover && legalSet.has(hover) && props.current ? hover : null;
  const preview = useMemo(() => new Set(previewSq ? captures(previewSq) : []), [previewSq, board, props.current]);

  const captureLabel = (sq: string): string => {
    if (!props.current) return fmt(t, 'ro.board.placeAt', { square: sq });
    const caps = captures(sq);
    return caps.length
      ? fmt(t, 'ro.board.placeCaptures', { square: sq, captures: caps.join(', ') })
      : fmt(t, 'ro.board.placeAt', { square: sq });
  };

  const move = (from: string, dc: number, dr: number) => {
    // Nearest offered square in that direction, allowing a sideways drift (boardView.ts).
    const best = nearestSquare(from, legal, dc, dr);
    if (best) {
      wantFocus.current = best;
      setFocus(best);
    }
  };

  const onKey = (sq: string) => (e: KeyboardEvent) => {
    const dirs: Record<string, [number, number]> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const d = dirs[e.key];
    if (d) {
      e.preventDefault();
      e.stopPropagation();
      move(sq, d[0], d[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      props.onPlace?.(sq);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.stopPropagation();
      e.preventDefault();
      const target = e.key === 'Home' ? legal[0] : legal[legal.length - 1];
      if (target) {
        wantFocus.current = target;
        setFocus(target);
      }
    }
  };

  const W = PAD + size * CELL + 4;
  const H = size * CELL + PAD + 4;
  const xOf = (col: number) => PAD + col * CELL;
  const yOf = (row: number) => 4 + (size - row) * CELL;

  const squares: JSX.Element[] = [];
  const balls: JSX.Element[] = [];
  const buttons: JSX.Element[] = [];
  /** Transparent click targets over the squares that are not offered (pointer only). */
  const catchers: JSX.Element[] = [];
  for (let row = size; row >= 1; row--) {
    for (let col = 0; col < size; col++) {
      const name = squareName({ col, row });
      const cell = board[(row - 1) * size + col] ?? '.';
      const x = xOf(col);
      const y = yOf(row);
      const isLegal = legalSet.has(name);
      squares.push(
        <rect
          key={`s${name}`}
          class={`ro-sq${(col + row) % 2 ? ' ro-sq-alt' : ''}${isLegal ? ' ro-legal' : ''}${markedSet.has(name) ? ' ro-marked' : ''}`}
          x={x}
          y={y}
          width={CELL}
          height={CELL}
        />,
      );
      if (cell !== '.') {
        const flip = flippedSet.has(name);
        const turns = preview.has(name);
        balls.push(
          <g
            key={flip ? `b${name}-${flipKey}` : `b${name}`}
            class={`ro-ball ro-ball-${cell}${flip ? ' ro-flip ro-flipped' : ''}${props.last === name ? ' ro-last' : ''}${turns ? ' ro-preview' : ''}`}
            data-square={name}
            style={{ transformOrigin: `${x + CELL / 2}px ${y + CELL / 2}px` }}
          >
            <circle cx={x + CELL / 2} cy={y + CELL / 2} r={CELL / 2 - 4} />
            <text x={x + CELL / 2} y={y + CELL / 2} dy="0.35em" text-anchor="middle">
              {colourLetter(t, cell)}
            </text>
            {/* Turned by the last move: a small mark that stays until the next move. */}
            {flip && <circle class="ro-flipmark" cx={x + CELL - 8} cy={y + 8} r={4.5} />}
            {/* Would turn to the colour to move if the previewed square were played. */}
            {turns && props.current && <circle class={`ro-previewmark ro-ball-${props.current}`} cx={x + CELL / 2} cy={y + CELL / 2} r={CELL / 2 - 1} />}
          </g>,
        );
      } else if (isLegal) {
        balls.push(<circle key={`h${name}`} class="ro-hint" cx={x + CELL / 2} cy={y + CELL / 2} r={5} />);
      }
      // Any other square answers a click too, with the core's refusal (keyboard users type the square instead).
      if (interactive && !isLegal) {
        catchers.push(
          <rect
            key={`x${name}`}
            class="ro-forbidden"
            data-square={name}
            x={x}
            y={y}
            width={CELL}
            height={CELL}
            onClick={() => props.onPlace?.(name)}
          />,
        );
      }
      if (interactive && isLegal) {
        buttons.push(
          <g
            key={`k${name}`}
            ref={(el) => {
              refs.current[name] = el;
            }}
            class="ro-btn"
            role="button"
            tabIndex={tabStop === name ? 0 : -1}
            aria-label={captureLabel(name)}
            data-square={name}
            onClick={() => props.onPlace?.(name)}
            onKeyDown={onKey(name)}
            onFocus={() => {
              setFocus(name);
              setHover(name);
            }}
            onBlur={() => setHover((h) => (h === name ? null : h))}
            onMouseEnter={() => setHover(name)}
            onMouseLeave={() => setHover((h) => (h === name ? null : h))}
          >
            <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={4} />
          </g>,
        );
      }
    }
  }

  const labels: JSX.Element[] = [];
  for (let col = 0; col < size; col++)
    labels.push(
      <text key={`c${col}`} class="ro-coord" x={xOf(col) + CELL / 2} y={H - 6} text-anchor="middle">
        {String.fromCharCode(97 + col)}
      </text>,
    );
  for (let row = 1; row <= size; row++)
    labels.push(
      <text key={`r${row}`} class="ro-coord" x={PAD / 2} y={yOf(row) + CELL / 2} dy="0.35em" text-anchor="middle">
        {row}
      </text>,
    );

  // A text version of the position for screen readers.
  const where = colours
    .map((c) => {
      const list: string[] = [];
      board.forEach((x, i) => {
        if (x === c) list.push(squareName({ col: i % size, row: Math.floor(i / size) + 1 }));
      });
      return `${colourName(t, c)}: ${list.length ? list.join(' ') : '–'}`;
    })
    .join('; ');
  const unused = colours.filter((c) => props.players?.length && !props.players.includes(c));
  const flippedList = [...flippedSet].filter((sq) => {
    try {
      const q = parseSquare(sq);
      return q.col < size && q.row <= size && board[(q.row - 1) * size + q.col] !== '.';
    } catch {
      return false;
    }
  });
  const descr = [
    `${fmt(t, 'ro.board.size', { size })} ${where}.`,
    unused.length ? fmt(t, 'ro.board.unused', { colours: unused.map((c) => colourName(t, c)).join(', '), n: unused.length }) : '',
    flippedList.length ? fmt(t, 'ro.board.turned', { squares: flippedList.join(', '), n: flippedList.length }) : '',
  ].filter(Boolean).join(' ');
  const previewList = [...preview];
  const previewText = previewSq
    ? previewList.length
      ? fmt(t, 'ro.board.preview', { square: previewSq, n: previewList.length, squares: previewList.join(', ') })
      : fmt(t, 'ro.board.previewNone', { square: previewSq })
    : '';
  const name = props.label ?? fmt(t, 'ro.board.name', { size });

  return (
    <div class={`ro-board${props.class ? ` ${props.class}` : ''}`}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role={interactive ? 'group' : 'img'}
        aria-label={name}
        aria-describedby={`${id}-d`}
        data-size={size}
      >
        <g aria-hidden="true">
          <rect class="ro-frame" x={PAD - 3} y={1} width={size * CELL + 6} height={size * CELL + 6} rx={6} />
          {squares}
          {labels}
          {balls}
          {catchers}
        </g>
        {buttons}
      </svg>
      <p id={`${id}-d`} class="sr-only">
        {descr}
      </p>
      {interactive && (
        <p class="ro-preview-line" data-testid="ro-preview" aria-hidden="true">
          {previewText || '\u00a0'}
        </p>
      )}
      <p class="sr-only" aria-live="polite">
        {live}
      </p>
    </div>
  );
}
