/**
 * The railway drawn as SVG tiles on its grid: straight and curved track,
 * broken tracks cracked, the green start arrow (R46), the train, and the
 * square where the next card would go (free, or blocked). Optional clickable
 * "ghost" cards preview each way a curve could turn.
 */
import type { JSX } from 'preact';
import { nextSquare, squareFree } from '../../machines/rollecate/rules/geometry';
import type { Placed, RuleSwitches, Turn } from '../../machines/rollecate/rules/types';
import { TILE, angleOf, bounds, centre, exitDir, trackPath } from './geometry';

export interface Ghost {
  placed: Placed;
  label: string;
  onChoose: () => void;
}

export interface RailwayProps {
  railway: readonly Placed[];
  train: string | null;
  table?: RuleSwitches['table'];
  /** Mark the square after the last card (free or blocked). */
  showNext?: boolean;
  /** Cards laid this step, drawn highlighted. */
  fresh?: readonly string[];
  ghosts?: readonly Ghost[];
  label: string;
  description: string;
  /** A tile's tooltip; the card's id and its kind in English when absent (the position editor). */
  tileTitle?: (p: Placed) => string;
}

function defaultTitle(p: Placed): string {
  return `${p.card.id}: value ${p.card.value}, ${p.card.shape}${p.card.broken ? ', broken' : ''}${p.turn !== 'straight' ? `, turning ${p.turn}` : ''}`;
}

function Tile({ p, fresh, first, title }: { p: Placed; fresh: boolean; first: boolean; title: string }) {
  const [cx, cy] = centre(p.x, p.y);
  const h = TILE / 2 - 2;
  const d = trackPath(p);
  const cls = `rc-tile v${p.card.value}${p.card.broken ? ' broken' : ''}${fresh ? ' fresh' : ''}`;
  return (
    <g class={cls} data-card={p.card.id}>
      <title>{title}</title>
      <rect x={cx - h} y={cy - h} width={h * 2} height={h * 2} rx={6} class="rc-card" />
      <path d={d} class="rc-ballast" />
      <path d={d} class="rc-sleepers" />
      <path d={d} class="rc-rails" />
      <path d={d} class="rc-rails-gap" />
      {p.card.broken && <path d={`M${cx - 12},${cy - 14} l8,8 l-6,6 l10,10`} class="rc-crack" />}
      <text x={cx - h + 7} y={cy - h + 15} class="rc-value">{p.card.value}</text>
      {first && (
        <g transform={`translate(${cx},${cy}) rotate(${angleOf(p.dir)}) translate(${-h + 2},0)`} class="rc-start">
          <path d="M-10,-7 L2,0 L-10,7 Z" />
        </g>
      )}
    </g>
  );
}

/**
 * The train, drawn once above the tiles and placed by a CSS transform, so that on the play
 * table it runs from card to card (playtable.css; no motion under prefers-reduced-motion).
 */
function Train({ p }: { p: Placed }) {
  const [cx, cy] = centre(p.x, p.y);
  return (
    <g class="rc-train" style={{ transform: `translate(${cx}px, ${cy}px) rotate(${angleOf(exitDir(p))}deg)` }}>
      <rect x={-13} y={-9} width={22} height={18} rx={4} />
      <rect x={-13} y={-9} width={8} height={18} rx={2} class="rc-cab" />
      <circle cx={12} cy={0} r={4} class="rc-lamp" />
    </g>
  );
}

export function Railway(props: RailwayProps): JSX.Element {
  const { railway, train, table = null, showNext = true, fresh = [], ghosts = [], tileTitle = defaultTitle } = props;
  const next = nextSquare(railway);
  const free = squareFree(railway, next.x, next.y, table);
  const squares = [...railway.map((p) => ({ x: p.x, y: p.y })), ...(showNext ? [next] : []), ...ghosts.map((g) => g.placed), ...ghosts.map((g) => nextSquare([g.placed]))];
  const box = bounds(squares.length ? squares : [{ x: 0, y: 0 }]);
  const [nx, ny] = centre(next.x, next.y);
  const h = TILE / 2 - 2;
  const trainAt = train ? railway.find((p) => p.card.id === train) : undefined;
  return (
    <svg class="rc-railway" viewBox={`${box.minX} ${box.minY} ${box.width} ${box.height}`} role="img" aria-label={props.label} preserveAspectRatio="xMidYMid meet">
      <desc>{props.description}</desc>
      {railway.map((p, i) => (
        <Tile key={p.card.id} p={p} fresh={fresh.includes(p.card.id)} first={i === 0} title={tileTitle(p)} />
      ))}
      {trainAt && <Train key="train" p={trainAt} />}
      {showNext && ghosts.length === 0 && (
        <g class={`rc-next ${free ? 'free' : 'blocked'}`}>
          <rect x={nx - h} y={ny - h} width={h * 2} height={h * 2} rx={6} />
          {!free && <path d={`M${nx - 12},${ny - 12} L${nx + 12},${ny + 12} M${nx + 12},${ny - 12} L${nx - 12},${ny + 12}`} />}
        </g>
      )}
      {ghosts.map((g) => {
        const [gx, gy] = centre(g.placed.x, g.placed.y);
        const after = nextSquare([g.placed]);
        const [ax, ay] = centre(after.x, after.y);
        const d = trackPath(g.placed);
        return (
          <g
            key={g.label}
            class="rc-ghost"
            role="button"
            tabIndex={0}
            aria-label={g.label}
            onClick={g.onChoose}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                g.onChoose();
              }
            }}
          >
            <rect x={gx - h} y={gy - h} width={h * 2} height={h * 2} rx={6} class="rc-card" />
            <path d={d} class="rc-rails" />
            <path d={`M${gx},${gy} L${(gx + ax) / 2},${(gy + ay) / 2}`} class="rc-ghost-arrow" />
          </g>
        );
      })}
    </svg>
  );
}

/** Ghost previews for each legal orientation of a card about to be laid. */
export function ghostsFor(railway: readonly Placed[], turns: readonly Turn[], card: Placed['card'], label: (t: Turn) => string, choose: (t: Turn) => void): Ghost[] {
  const { x, y, dir } = nextSquare(railway);
  return turns.map((turn) => ({ placed: { card, turn, x, y, dir }, label: label(turn), onChoose: () => choose(turn) }));
}
