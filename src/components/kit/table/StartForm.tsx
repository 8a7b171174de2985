/**
 * Every table's start form, written once: the form itself (Start submits it; a choice the game cannot start
 * is said beside the button, which it disables), its heading, what the table says above it (a saved game to
 * resume), the question before a new game replaces a kept saved game that could not be resumed (the kit's chart
 * asks it: tableMachine.ts, setup.confirm; keeping it puts the focus back on Start), and the fields every game
 * asks with: how the table is seated (a choice of modes), a number (players, bots), the names of the people's
 * seats (kit/seats), a check box, the seed (with "new seed" where the game offers it). The game describes its own
 * options (variant, edition, board, rule switches) as the form's body, laid out with these parts and its own;
 * the words, class names and ids are the game's, so each table keeps its look (as kit/table/Ask.tsx does).
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { SaveProblem } from '../../../play/kit/save/savedGame';
import { SeatNameField } from '../seats/SeatNameField';
import { Ask, type AskProps } from './Ask';
import { randomSeed } from '../../../play/kit/seed';

/** The question before a new game replaces a kept saved game that could not be resumed: its words, ids and answers. */
export interface StartAsk {
  problem: SaveProblem;
  /** The question's box, its buttons' row and the go-ahead button. */
  cls: AskProps['cls'];
  /** The file the refused save is offered under. */
  file: string;
  titleId: string;
  testId: string;
  level?: 2 | 3;
  words: { title: string; text: string; replace: string; keep: string; download: string };
  onReplace?: () => void;
  onKeep?: () => void;
}

export interface StartFormFrameProps {
  /** The table's classes: the form, the Start button, the refusal's line, the note's line. */
  cls: { form: string; start: string; refusal?: string; note?: string };
  heading: string;
  /** The Start button's word. */
  start: string;
  /** The heading's id: the form is then labelled by it. */
  headingId?: string;
  /** The heading takes the focus when the form is drawn again after something was done (a refused save put aside). */
  focusHeading?: boolean;
  /** Said above the heading (a saved game offered for resuming, one that could not be). */
  above?: ComponentChildren;
  /** Why these choices cannot start a game (said as an alert; Start is disabled), or null. */
  refusal?: string | null;
  /** A line said before Start (what starting will do). */
  note?: string | null;
  ask?: StartAsk | null;
  onStart: () => void;
  children: ComponentChildren;
}

export function StartForm({ cls, heading, start, headingId, focusHeading, above, refusal, note, ask, onStart, children }: StartFormFrameProps) {
  const startRef = useRef<HTMLButtonElement>(null);
  return (
    <form
      class={cls.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (!refusal) onStart();
      }}
      {...(headingId ? { 'aria-labelledby': headingId } : {})}
    >
      {above}
      <h2 {...(headingId ? { id: headingId } : { tabIndex: -1 })} {...(focusHeading ? { 'data-autofocus': true } : {})}>{heading}</h2>
      {children}
      {refusal && <p class={cls.refusal} role="alert">{refusal}</p>}
      {note && <p class={cls.note}>{note}</p>}
      {ask && (
        <Ask
          cls={ask.cls}
          titleId={ask.titleId}
          testId={ask.testId}
          level={ask.level}
          title={ask.words.title}
          text={ask.words.text}
          open={ask.words.replace}
          keep={ask.words.keep}
          onOpen={() => ask.onReplace?.()}
          onKeep={() => {
            ask.onKeep?.();
            startRef.current?.focus();
          }}
          download={{ text: ask.problem.text, file: ask.file, label: ask.words.download }}
        />
      )}
      <button type="submit" class={cls.start} disabled={!!refusal} ref={startRef}>{start}</button>
    </form>
  );
}

// ---------------------------------------------------------------- the fields every game asks with

const picked = (e: Event) => (e.target as HTMLSelectElement | HTMLInputElement).value;

/** How the table is seated: one of the game's modes, as radio buttons under a legend. */
export function ModeField<M extends string>({ legend, name, modes, mode, word, onPick, cls }: {
  legend: string;
  /** The radio group's name (unique on the page). */
  name: string;
  modes: readonly M[];
  mode: M;
  word: (m: M) => string;
  onPick: (m: M) => void;
  /** Each choice's label class. */
  cls?: string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {modes.map((m) => (
        <label key={m} class={cls}>
          <input type="radio" name={name} value={m} checked={mode === m} onChange={() => onPick(m)} />
          {word(m)}
        </label>
      ))}
    </fieldset>
  );
}

/** A choice of one of a few numbers (players, bots), labelled. */
export function CountField({ label, value, counts, onPick, cls }: { label: string; value: number; counts: readonly number[]; onPick: (n: number) => void; cls?: string }) {
  return (
    <label class={cls}>
      {label}
      <select value={String(value)} onChange={(e) => onPick(Number(picked(e)))}>
        {counts.map((n) => <option key={n} value={String(n)}>{n}</option>)}
      </select>
    </label>
  );
}

/** A choice among the game's own options (a board size, an edition), labelled, each option in words. */
export function ChoiceField<V extends string | number>({ label, value, options, word, onPick, cls }: {
  label: string;
  value: V;
  options: readonly V[];
  word: (v: V) => string;
  onPick: (v: V) => void;
  cls?: string;
}) {
  return (
    <label class={cls}>
      {label}
      <select value={String(value)} onChange={(e) => onPick(options.find((o) => String(o) === picked(e)) ?? value)}>
        {options.map((o) => <option key={String(o)} value={String(o)}>{word(o)}</option>)}
      </select>
    </label>
  );
}

/** A check box and its words (a rule switch, the hints, a time limit). */
export function CheckField({ checked, onCheck, cls, children }: { checked: boolean; onCheck: (on: boolean) => void; cls?: string; children: ComponentChildren }) {
  return (
    <label class={cls}>
      <input type="checkbox" checked={checked} onChange={(e) => onCheck((e.target as HTMLInputElement).checked)} />
      {children}
    </label>
  );
}

/** A seat whose name the form asks: its key in the game's form, the field's label and the seat's own label (the placeholder, and the name when none is typed). */
export interface NamedSeat<K extends string | number> {
  key: K;
  label: string;
  placeholder: string;
}

/** The names of the people's seats (a bot's seat keeps its bot's label and is not asked). */
export function SeatNames<K extends string | number>({ seats, name, onName, cls }: { seats: readonly NamedSeat<K>[]; name: (k: K) => string; onName: (k: K, v: string) => void; cls?: string }) {
  return (
    <>
      {seats.map((s) => <SeatNameField key={s.key} class={cls} label={s.label} value={name(s.key)} placeholder={s.placeholder} onChange={(v) => onName(s.key, v)} />)}
    </>
  );
}

/** A list's item `i` set to `v` (a seat's name, a seat's kind), the list kept as long as it was or made long enough. */
export function withItem<T>(list: readonly T[], i: number, v: T): T[] {
  const out = list.slice();
  out[i] = v;
  return out;
}

/** The seed's box: at most 40 characters, no autofill; "new seed" rolls one where the game offers it. */
export function SeedInput({ value, onSeed, label, describedBy, numeric, newSeed }: {
  value: string;
  onSeed: (seed: string) => void;
  /** The box's own name, when no label wraps it. */
  label?: string;
  describedBy?: string;
  /** Offer a number pad (the seed is a number to the game's readers). */
  numeric?: boolean;
  /** The "new seed" button's word: a seed is rolled. */
  newSeed?: string;
}) {
  const box = (
    <input
      type="text"
      value={value}
      {...(label ? { 'aria-label': label } : {})}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      {...(numeric ? { inputMode: 'numeric' as const } : {})}
      maxLength={SEED_MAX}
      autocomplete="off"
      onInput={(e) => onSeed(picked(e))}
    />
  );
  if (!newSeed) return box;
  return (
    <>
      {box}
      <button type="button" onClick={() => onSeed(randomSeed())}>{newSeed}</button>
    </>
  );
}

/** The longest seed the form takes: within what every game's save and scenario reader accept. */
export const SEED_MAX = 40;
