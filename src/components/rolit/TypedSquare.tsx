/**
 * A square typed by name at the Rolit table ("d3"), for those who would rather type than point. A text that is no
 * square at all is refused here with the rules' words (RO5), the table unchanged; any square goes to the table,
 * whose rules answer. The text stays when the move is refused, so it can be corrected.
 */
import { useState } from 'preact/hooks';
import { parseSquare, SquareSyntaxError } from '../../machines/rolit/rules/board';
import { refusalText, why } from '../../machines/rolit/rules/refusal';
import { fmt, type Strings } from '../../play/kit/fmt';

export interface TypedSquareProps {
  t: Strings;
  /** Whether the rules take a ball on this square now. */
  accepts: (square: string) => boolean;
  onPlace: (square: string) => void;
  /** Not a square: the refusal, in the page's words. */
  onRefused: (text: string) => void;
}

export function TypedSquare({ t, accepts, onPlace, onRefused }: TypedSquareProps) {
  const [typed, setTyped] = useState('');
  const submit = (e: Event) => {
    e.preventDefault();
    const text = typed.trim().toLowerCase();
    if (!text) return;
    try {
      parseSquare(text);
    } catch (err) {
      if (err instanceof SquareSyntaxError) {
        onRefused(fmt(t, 'rop.refused', { why: refusalText(why('RO5', err.key, err.vars), t) }));
        return;
      }
      throw err;
    }
    if (accepts(text)) setTyped('');
    onPlace(text);
  };
  return (
    <form class="rop-typed" onSubmit={submit}>
      <label for="rop-square">{t['rop.typed.label']}</label>
      <input id="rop-square" type="text" autoComplete="off" value={typed} onInput={(e) => setTyped((e.target as HTMLInputElement).value)} />
      <button type="submit">{t['rop.typed.place']}</button>
    </form>
  );
}
