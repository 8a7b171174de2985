/**
 * The start forms' field for a seat's name: a labelled one-line input that
 * takes at most MAX_SEAT_NAME units and shows the seat's own label as its
 * placeholder, which is also the name the seat gets when the field is left empty.
 */
import { MAX_SEAT_NAME } from '../../../play/kit/seatName';

export interface SeatNameFieldProps {
  /** The field's label ("Name of player 2"). */
  label: string;
  value: string;
  /** The seat's label when no name is given ("Player 2"). */
  placeholder: string;
  onChange: (name: string) => void;
  class?: string;
}

export function SeatNameField({ label, value, placeholder, onChange, class: cls }: SeatNameFieldProps) {
  return (
    <label class={cls}>
      {label}
      <input
        type="text"
        maxLength={MAX_SEAT_NAME}
        autocomplete="off"
        spellcheck={false}
        value={value}
        placeholder={placeholder}
        data-seat-name=""
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
      />
    </label>
  );
}
