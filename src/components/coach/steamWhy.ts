/**
 * The Steam Rollers hint's "why" in the plan's terms ("draws toward 1–3: 2
 * hexes to go", "crosses box 2: the red cube in city 1 needs strength 2",
 * "delivers a grey cube 4 → 3 for 3 points"), from the facts the coach puts
 * in its report (src/coach/steam.ts `SteamWhy`). Counted words take the page
 * language's plural forms ({{n|hex|hexes}}, see ../fmt.ts).
 */
import type { SteamWhy } from '../../coach/steam';
import { fmt, type Strings } from '../../play/kit/fmt';

/** What a move is for, in the plan's terms ("draws toward 1–3: 2 hexes to go"), from the coach's report. */
export function steamPlanWords(t: Strings, why: SteamWhy): string {
  const then = (key: string, vars: Record<string, string | number>, next: SteamWhy | null) =>
    next ? fmt(t, key, { ...vars, then: steamPlanWords(t, next) }) : fmt(t, `${key}Only`, vars);
  switch (why.kind) {
    case 'deliver':
      return fmt(t, why.empties ? 'coach.sr.plan.deliverEmpties' : 'coach.sr.plan.deliver', { cube: t[`sr.name.colour.${why.cube}`] ?? why.cube, from: why.from, to: why.to, points: why.points });
    case 'line':
      return why.toGo > 0 ? fmt(t, 'coach.sr.plan.line', { a: why.a, b: why.b, n: why.toGo }) : fmt(t, 'coach.sr.plan.joins', { a: why.a, b: why.b });
    case 'loose':
      return fmt(t, 'coach.sr.plan.loose');
    case 'box':
      return why.cube
        ? fmt(t, 'coach.sr.plan.box', { box: why.box, cube: t[`sr.name.colourThe.${why.cube.colour}`] ?? why.cube.colour, from: why.cube.from, strength: why.strength })
        : fmt(t, 'coach.sr.plan.boxPlain', { box: why.box, strength: why.strength });
    case 'bonus':
      return fmt(t, 'coach.sr.plan.bonus', { box: why.box, boxes: why.boxes, bonus: why.bonus });
    case 'card':
      return fmt(t, 'coach.sr.plan.card', { card: why.card });
    case 'die':
      return then('coach.sr.plan.die', { value: why.value }, why.then);
    case 'change':
      return then('coach.sr.plan.change', { card: why.card, value: why.value }, why.then);
    case 'reroll':
      return fmt(t, 'coach.sr.plan.reroll', { card: why.card });
    case 'second':
      return then('coach.sr.plan.second', { value: why.value }, why.then);
    case 'steal':
      return fmt(t, 'coach.sr.plan.steal', { value: why.value });
    case 'letGo':
      return fmt(t, 'coach.sr.plan.letGo');
    case 'end':
      return fmt(t, 'coach.sr.plan.end');
    case 'pass':
      return fmt(t, 'coach.sr.plan.pass');
  }
}

