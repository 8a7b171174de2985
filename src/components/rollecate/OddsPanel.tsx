/**
 * <OddsPanel> island: the exact odds of a ride. The reader picks the number of
 * dice (1–16), the cards ahead of the train (0–10) and which of them are
 * broken; two bar charts show the chance of each number of wheels (derailing
 * ones in red) and of each number of penalty cards. Each chart is one image
 * with its numbers in its label, and a button shows the same numbers as tables.
 * All arithmetic is exact (rules/odds.ts); only the printing rounds.
 */
import { useId, useMemo, useState } from 'preact/hooks';
import { MAX_DICE, decimalText, oddsOf, percentText, type Chance, type RideOdds } from '../../machines/rollecate/rules/odds';
import { fmt, type Strings } from '../../play/kit/fmt';
import { guarded } from '../kit/ErrorBoundary';

export const MAX_AHEAD = 10;

export interface OddsPanelProps {
  t: Strings;
  lang: string;
  dice?: number;
  ahead?: number;
  /** Broken cards ahead, 1 = the first card after the train. */
  broken?: number[];
  /** Rule links shown under the title: [id, href]. */
  rules?: [string, string][];
  /** A roll a game is waiting for (rideOdds(state)): shown as it is, without the controls. */
  live?: RideOdds | null;
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(n)));

interface Bar {
  x: string;
  chance: Chance;
  derail?: boolean;
}

/** A bar chart as one accessible image: the label carries every number. */
function BarChart({ bars, label, axis, lang, id }: { bars: Bar[]; label: string; axis: string; lang: string; id: string }) {
  const W = 300;
  const H = 150;
  const top = 18;
  const bottom = 34;
  const left = 6;
  const slot = (W - left * 2) / bars.length;
  const barW = Math.max(4, Math.min(36, slot * 0.72));
  const max = bars.reduce((m, b) => (b.chance.num * m.den > m.num * b.chance.den ? b.chance : m), { num: 0n, den: 1n } as Chance);
  const h = (c: Chance) => (max.num === 0n ? 0 : (Number((c.num * max.den * 10000n) / (c.den * max.num)) / 10000) * (H - top - bottom));
  const showValues = bars.length <= 9;
  const tickEvery = bars.length > 12 ? 2 : 1;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} id={id}>
      <line class="rc-odds-axis" x1={left} x2={W - left} y1={H - bottom} y2={H - bottom} />
      {bars.map((b, i) => {
        const cx = left + slot * (i + 0.5);
        const bh = h(b.chance);
        return (
          <g key={b.x}>
            <rect class={b.derail ? 'rc-odds-bar derail' : 'rc-odds-bar'} x={cx - barW / 2} y={H - bottom - bh} width={barW} height={Math.max(bh, b.chance.num > 0n ? 1 : 0)} rx="2" />
            {showValues && b.chance.num > 0n && (
              <text class="rc-odds-value" x={cx} y={H - bottom - bh - 5}>{percentText(b.chance, lang, 0)}</text>
            )}
            {i % tickEvery === 0 && <text class="rc-odds-tick" x={cx} y={H - bottom + 15}>{b.x}</text>}
          </g>
        );
      })}
      <text class="rc-odds-axis-title" x={W / 2} y={H - 3}>{axis}</text>
    </svg>
  );
}

function Stepper({ label, value, min, max, onChange, fewer, more, id }: {
  label: string; value: number; min: number; max: number; onChange: (n: number) => void; fewer: string; more: string; id: string;
}) {
  return (
    <div class="rc-odds-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{label}</span>
      <span class="rc-odds-stepper">
        <button type="button" aria-label={fewer} onClick={() => onChange(value - 1)} disabled={value <= min}>−</button>
        <output id={id} aria-live="polite" aria-labelledby={`${id}-label`}>{value}</output>
        <button type="button" aria-label={more} onClick={() => onChange(value + 1)} disabled={value >= max}>+</button>
      </span>
    </div>
  );
}

export function oddsLists(odds: RideOdds, t: Strings, lang: string) {
  const c = (num: bigint): Chance => ({ num, den: odds.den });
  const wheels = odds.outcomes.map((o) => `${o.wheels}: ${percentText(c(o.num), lang)}`).join(', ');
  const owed = odds.owed.map((num, j) => `${j}: ${percentText(c(num), lang)}`).join(', ');
  return {
    wheels: fmt(t, 'odds.wheels.label', { dice: odds.dice, list: wheels }),
    owed: fmt(t, 'odds.penalty.label', { list: owed }),
  };
}

function OddsPanel({ t, lang, dice: dice0 = 3, ahead: ahead0 = 2, broken: broken0 = [], rules = [], live = null }: OddsPanelProps) {
  const [dice, setDice] = useState(clamp(dice0, 1, MAX_DICE));
  const [ahead, setAhead] = useState(clamp(ahead0, 0, MAX_AHEAD));
  const [broken, setBroken] = useState<number[]>(broken0);
  const [table, setTable] = useState(false);
  const uid = useId();
  const odds = useMemo(() => live ?? oddsOf({ dice, ahead, broken }), [live, dice, ahead, broken]);
  const c = (num: bigint): Chance => ({ num, den: odds.den });
  /** Exact, over 3^dice, so the rows of a table compare at a glance. */
  const exact = (num: bigint) => (num === 0n ? '0' : `${num}/${odds.den}`);
  const lists = oddsLists(odds, t, lang);
  const none = c(odds.owed[0] ?? 0n);
  const toggle = (p: number) => setBroken(broken.includes(p) ? broken.filter((b) => b !== p) : [...broken, p].sort((a, b) => a - b));

  return (
    <section class="rc-odds not-content" aria-labelledby={`${uid}-title`} data-dice={odds.dice} data-ahead={odds.ahead}>
      <h3 id={`${uid}-title`}>{fmt(t, 'odds.title')}</h3>
      {rules.length > 0 && (
        <p class="rc-odds-hint">
          {fmt(t, 'odds.rules')} {rules.map(([id, href]) => <a key={id} href={href} class="rc-rulelink">{id}</a>)}
        </p>
      )}
      {!live && <div class="rc-odds-controls">
        <Stepper id={`${uid}-dice`} label={fmt(t, 'odds.dice')} value={dice} min={1} max={MAX_DICE} onChange={(n) => setDice(clamp(n, 1, MAX_DICE))}
          fewer={fmt(t, 'odds.dice.fewer')} more={fmt(t, 'odds.dice.more')} />
        <Stepper id={`${uid}-ahead`} label={fmt(t, 'odds.ahead')} value={ahead} min={0} max={MAX_AHEAD} onChange={(n) => setAhead(clamp(n, 0, MAX_AHEAD))}
          fewer={fmt(t, 'odds.ahead.fewer')} more={fmt(t, 'odds.ahead.more')} />
        <fieldset class="rc-odds-field">
          <legend>{fmt(t, 'odds.broken')}</legend>
          <div class="rc-odds-cards">
            <span class="rc-odds-train" aria-hidden="true">{fmt(t, 'odds.train')} →</span>
            {ahead === 0 && <span class="rc-odds-hint">{fmt(t, 'odds.broken.none')}</span>}
            {Array.from({ length: ahead }, (_, i) => i + 1).map((p) => (
              <button key={p} type="button" aria-pressed={broken.includes(p)} onClick={() => toggle(p)} aria-label={fmt(t, 'odds.card', { n: p })}>
                {p}
              </button>
            ))}
          </div>
        </fieldset>
      </div>}

      <p class="rc-odds-summary" aria-live="polite">
        <span>{fmt(t, 'odds.derail')} <strong data-odds="derail">{percentText(c(odds.derail), lang)}</strong></span>
        <span>{fmt(t, 'odds.safe')} <strong data-odds="safe">{percentText(none, lang)}</strong></span>
        <span>{fmt(t, 'odds.expected')} <strong data-odds="expected">{decimalText(odds.expectedOwed, lang)}</strong></span>
      </p>

      <div class="rc-odds-charts">
        <div class="rc-odds-chart">
          <h4>{fmt(t, 'odds.wheels.title')}</h4>
          <BarChart id={`${uid}-wheels`} lang={lang} label={lists.wheels} axis={fmt(t, 'odds.axis.wheels')}
            bars={odds.outcomes.map((o) => ({ x: String(o.wheels), chance: c(o.num), derail: o.overshoot > 0 }))} />
          <p class="rc-odds-key" aria-hidden="true">
            <span>{fmt(t, 'odds.key.stop')}</span>
            <span class="derail">{fmt(t, 'odds.key.derail')}</span>
          </p>
        </div>
        <div class="rc-odds-chart">
          <h4>{fmt(t, 'odds.penalty.title')}</h4>
          <BarChart id={`${uid}-penalty`} lang={lang} label={lists.owed} axis={fmt(t, 'odds.axis.penalty')}
            bars={odds.owed.map((num, j) => ({ x: String(j), chance: c(num) }))} />
        </div>
      </div>

      <button type="button" class="rc-odds-toggle" aria-expanded={table} aria-controls={`${uid}-tables`} onClick={() => setTable(!table)}>
        {fmt(t, table ? 'odds.table.hide' : 'odds.table.show')}
      </button>
      <div id={`${uid}-tables`} class="rc-odds-tables" hidden={!table}>
        <div class="rc-odds-table" tabindex={0} role="region" aria-label={fmt(t, 'odds.wheels.title')}>
        <table>
          <caption>{fmt(t, 'odds.wheels.title')}</caption>
          <thead>
            <tr><th scope="col">{fmt(t, 'odds.col.wheels')}</th><th scope="col">{fmt(t, 'odds.col.chance')}</th><th scope="col">{fmt(t, 'odds.col.exact')}</th><th scope="col">{fmt(t, 'odds.col.penalty')}</th></tr>
          </thead>
          <tbody>
            {odds.outcomes.map((o) => (
              <tr key={o.wheels}>
                <th scope="row">{o.wheels}{o.overshoot > 0 && <span class="rc-odds-derails"> {fmt(t, 'odds.derails')}</span>}</th>
                <td>{percentText(c(o.num), lang)}</td>
                <td>{exact(o.num)}</td>
                <td>{o.owed}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
        <div class="rc-odds-table" tabindex={0} role="region" aria-label={fmt(t, 'odds.penalty.title')}>
        <table>
          <caption>{fmt(t, 'odds.penalty.title')}</caption>
          <thead>
            <tr><th scope="col">{fmt(t, 'odds.col.penalty')}</th><th scope="col">{fmt(t, 'odds.col.chance')}</th><th scope="col">{fmt(t, 'odds.col.exact')}</th></tr>
          </thead>
          <tbody>
            {odds.owed.map((num, j) => (
              <tr key={j}>
                <th scope="row">{j}</th>
                <td>{percentText(c(num), lang)}</td>
                <td>{exact(num)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </div>
    </section>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(OddsPanel);
