/**
 * "Where the editions differ" island: switch the edition (turn order and
 * colours, first roll, match scoring), the meaning of "next to" (8 or 4
 * neighbours), the board size and the number of players, and play on a live
 * board to see each difference at work. Everything comes from the rules core.
 */
import { useEffect, useState } from 'preact/hooks';
import { OPTIONAL_RULES } from '../../machines/rolit/rules/board';
import { EDITIONS, EDITION_IDS, boardSuits } from '../../machines/rolit/rules/editions';
import { applyPlace, capturingPlacements, legalPlacements } from '../../machines/rolit/rules/play';
import { firstPlayer, nextRoundOrder, type FirstPlayerRoll } from '../../machines/rolit/rules/rounds';
import { seedFrom } from '../../machines/shared/rng';
import type { Adjacency, Colour, RolitState } from '../../machines/rolit/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import RolitBoard, { colourName, colourTitle } from './RolitBoard';
import { Counts, logLine, rollsText } from './RolitScenario';
import { chooseEdition } from '../../play/rolit/editionChoice';
import { fitSettings, fresh, type Settings } from '../../play/rolit/editionsBoard';
import { randomSeed } from '../../play/kit/seed';
import { lastBall } from '../../play/rolit/boardView';
import { useEdition } from './useEdition';
import './rolit.css';
import { guarded } from '../kit/ErrorBoundary';

function EditionsBoard({ t, name = 'editions' }: { t: Strings; lang: string; name?: string }) {
  const [settings, setSettings] = useState<Settings>({ edition: 'standard', players: 4, choice: 0, adjacency: 8, size: 8 });
  const [game, setGame] = useState<RolitState>(() => fresh(settings));
  /** The last roll for who begins (RO4), shown until the settings change. */
  const [rolls, setRolls] = useState<FirstPlayerRoll['rolls'] | null>(null);
  // The edition is the site-wide choice: the picker at the top of the page and this board's own switch are one setting.
  const chosen = useEdition();
  useEffect(() => {
    if (chosen !== settings.edition) apply({ ...settings, edition: chosen });
  }, [chosen]);

  const change = (patch: Partial<Settings>) => {
    if (patch.edition && patch.edition !== settings.edition) chooseEdition(patch.edition); // comes back through useEdition
    apply({ ...settings, ...patch });
  };
  function apply(wanted: Settings) {
    const next = fitSettings(wanted);
    setSettings(next);
    setGame(fresh(next));
    setRolls(null);
  }

  const roll = () => {
    const r = firstPlayer(game.players, seedFrom(randomSeed()), settings.edition);
    setRolls(r.rolls);
    setGame(fresh(settings, r.colour));
  };

  const ed = EDITIONS[settings.edition];
  const over = game.phase === 'over';
  const legal = over ? [] : legalPlacements(game);
  const captures = over ? 0 : capturingPlacements(game).length;
  const lastEntry = game.log[game.log.length - 1];
  const lastPlace = lastBall(game.log);
  const place = (sq: string) => {
    const out = applyPlace(game, sq);
    if (out.ok) setGame(out.state);
  };
  const order = game.players.map((c) => colourName(t, c)).join(' → ');
  // Who began this board: the first ball's colour, or whose turn it is while the board is still at the start.
  const firstEntry = game.log[0];
  const starter: Colour = firstEntry?.t === 'place' ? firstEntry.colour : game.current;
  const choices = ed.colours[settings.players];
  // Which boards the edition offers to this table, and to a solo player (the one place the Italian text differs).
  const boardsLine = ([settings.players, 'solo'] as const)
    .map((table) =>
      fmt(t, 'ro.ed.boards', {
        table: fmt(t, `ro.ed.table.${table}`),
        sizes: OPTIONAL_RULES.sizes.filter((z) => boardSuits(z, table, settings.edition)).map((z) => `${z}×${z}`).join(', '),
      }),
    )
    .join(' ');

  const radio = <V extends string | number>(group: string, value: V, current: V, label: string, onPick: () => void, disabled = false) => (
    <label key={`${group}-${value}`}>
      <input type="radio" name={`${name}-${group}`} checked={value === current} disabled={disabled} onChange={onPick} />
      {label}
    </label>
  );

  return (
    <div class="ro-editions not-content" role="region" aria-label={fmt(t, 'ro.ed.legend.edition')}>
      <div class="ro-controls">
        <fieldset>
          <legend>{fmt(t, 'ro.ed.legend.edition')}</legend>
          {EDITION_IDS.map((id) => radio('edition', id, settings.edition, fmt(t, `ro.ed.${id}`), () => change({ edition: id })))}
        </fieldset>
        <fieldset>
          <legend>{fmt(t, 'ro.ed.legend.players')}</legend>
          {([2, 3, 4] as const).map((n) =>
            radio('players', n, settings.players, String(n), () => change({ players: n }), !boardSuits(settings.size, n, settings.edition)),
          )}
          {choices.length > 1 &&
            choices.map((list, i) => radio('choice', i, settings.choice, list.map((c) => colourName(t, c)).join('+'), () => change({ choice: i })))}
        </fieldset>
        <fieldset>
          <legend>{fmt(t, 'ro.ed.legend.adjacency')}</legend>
          {([8, 4] as Adjacency[]).map((a) => radio('adj', a, settings.adjacency, fmt(t, `ro.ed.adj${a}`), () => change({ adjacency: a })))}
        </fieldset>
        <fieldset>
          <legend>{fmt(t, 'ro.ed.legend.size')}</legend>
          {OPTIONAL_RULES.sizes.map((z) => radio('size', z, settings.size, `${z}×${z}`, () => change({ size: z })))}
        </fieldset>
      </div>
      <div class="ro-scenario-body">
        <RolitBoard
          board={game.cells}
          size={game.size}
          legal={legal}
          onPlace={over ? undefined : place}
          current={over ? null : game.current}
          players={game.players}
          flipped={lastPlace?.captured ?? []}
          last={lastPlace?.square ?? null}
          t={t}
        />
        <div class="ro-side" aria-live="polite">
          <Counts s={game} t={t} />
          <p class="ro-effect">{fmt(t, 'ro.ed.order', { order })} {fmt(t, `ro.ed.direction.${ed.direction}`)}</p>
          {choices.length > 1 && <p class="ro-effect">{fmt(t, 'ro.ed.choices')}</p>}
          <p class="ro-effect">{fmt(t, 'ro.ed.first', { how: fmt(t, `ro.ed.first.${ed.firstRoll}`) })}</p>
          {rolls && (
            <p class="ro-effect ro-rolls">
              {fmt(t, 'ro.ed.rolled', {
                rolls: rollsText(rolls, t),
                colour: colourTitle(t, rolls[rolls.length - 1]!.face),
              })}
            </p>
          )}
          <p class="ro-effect">{fmt(t, 'ro.ed.nextRound', { colour: colourName(t, nextRoundOrder(game.players, starter)[0] as Colour), starter: colourName(t, starter) })}</p>
          <p class="ro-effect">{fmt(t, `ro.ed.scoring.${ed.matchScoring}`)}</p>
          <p class="ro-effect">{boardsLine}</p>
          {!over && (
            <p class="ro-effect">
              {fmt(t, 'ro.ed.legal', { colour: colourTitle(t, game.current), n: legal.length, list: legal.join(', ') })}{' '}
              {fmt(t, captures ? 'ro.ed.capturing' : 'ro.ed.free')}
            </p>
          )}
          {lastEntry && <p class="ro-effect">{logLine(lastEntry, t)}</p>}
          <p class="rc-hint">{fmt(t, 'ro.ed.hint')}</p>
          <p>
            <button type="button" onClick={roll}>{fmt(t, 'ro.ed.roll')}</button>{' '}
            <button type="button" onClick={() => { setGame(fresh(settings)); setRolls(null); }}>{fmt(t, 'ro.ed.reset')}</button>
          </p>
        </div>
      </div>
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(EditionsBoard, { prefix: 'ro.' });
