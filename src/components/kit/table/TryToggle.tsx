/**
 * The table's "try an illegal move" switch, one for every game: while it is
 * on, the game's drawing offers every piece a person could reach for (a
 * square, a card, a die, a cube…), not only the legal ones, and a choice the
 * rules refuse is shown with the clause it breaks while the game stays as it
 * was (the kit's chart keeps the refusal and changes nothing). The switch
 * only says which way the drawing should offer its pieces; the rules decide.
 * Words: `table.try.label` and `table.try.hint` (both languages).
 */
import { fmt, type Strings } from '../../../play/kit/fmt';

export interface TryToggleProps {
  t: Strings;
  on: boolean;
  onChange: (on: boolean) => void;
  /** A class of the game's own table for the label (its styles). */
  class?: string;
}

export default function TryToggle({ t, on, onChange, class: cls }: TryToggleProps) {
  return (
    <div class={`kit-try${cls ? ` ${cls}` : ''}`} data-testid="kit-try">
      <label>
        <input type="checkbox" checked={on} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />{' '}
        <span>{fmt(t, 'table.try.label')}</span>
      </label>
      {on && <p class="kit-try-hint">{fmt(t, 'table.try.hint')}</p>}
    </div>
  );
}
