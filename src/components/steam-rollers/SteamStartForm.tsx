/**
 * The Steam Rollers table's start form: players and who plays each seat (a
 * person at this screen or a bot level) and the names of the people's seats
 * (the kit's SeatNameField, as at the Rollecate table), difficulty, the seed
 * and the rule switches. Starting replaces a saved game that could not be resumed, and the
 * form says so beforehand (the press is the yes).
 */
import { BotLevelField } from '../coach/botLevel';
import type { Difficulty } from '../../machines/steam-rollers/rules/types';
import { fmt } from '../kit/fmt';
import type { StartFormProps } from '../kit/table/TableFirst';
import { SEAT_KINDS, type SeatKind } from './seatKinds';
import { SeatNameField } from '../kit/seats/SeatNameField';
import { cleanName } from '../kit/seats/seatName';

export interface FormState {
  seats: SeatKind[];
  /** The names typed for the seats, seat 0 first (a bot's seat keeps its bot label: its name is not asked). */
  names: string[];
  difficulty: Difficulty;
  railsStopAtWalls: boolean;
  bonus3b: 'exact' | 'upTo';
  seed: string;
}

/** The form as a new visitor finds it: one person against a planning bot. */
export const defaultForm = (): FormState => ({ seats: ['human', 'planner'], names: [], difficulty: 'none', railsStopAtWalls: false, bonus3b: 'exact', seed: '' });

/** The names a game starts with: each person's seat its cleaned name ("" for none), a bot's seat "". */
export const namesOf = (form: FormState): string[] => form.seats.map((k, i) => (k === 'human' ? cleanName(form.names[i]) : ''));

/** The engine's start form also says that starting replaces a saved game that could not be resumed (the first step's does not). */
export interface SteamStartFormProps extends StartFormProps<FormState> {
  replacing?: boolean;
}

export function SteamStartForm({ t, form, setForm, onStart, replacing }: SteamStartFormProps) {
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const setPlayers = (n: number) => set({ seats: Array.from({ length: n }, (_, i) => form.seats[i] ?? (i === 0 ? 'human' : 'planner')) });
  const noHuman = !form.seats.includes('human');
  return (
    <form
      class="srp-form"
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
      aria-labelledby="srp-form-title"
    >
      <h2 id="srp-form-title">{t['sr.play.form.title']}</h2>
      <div class="srp-fields">
        <label>
          {t['sr.play.form.players']}
          <select value={String(form.seats.length)} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
            {[2, 3, 4, 5].map((n) => <option key={n} value={String(n)}>{n}</option>)}
          </select>
        </label>
        <label>
          {t['sr.play.form.difficulty']}
          <select value={form.difficulty} onChange={(e) => set({ difficulty: (e.target as HTMLSelectElement).value as Difficulty })}>
            {(['none', 'medium', 'hard'] as Difficulty[]).map((d) => <option key={d} value={d}>{t[`sr.play.difficulty.${d}`]}</option>)}
          </select>
        </label>
        <label>
          {t['sr.play.form.seed']}
          <input type="text" value={form.seed} maxLength={40} autoComplete="off" onInput={(e) => set({ seed: (e.target as HTMLInputElement).value })} />
        </label>
      </div>
      <p class="srp-hint">{t['sr.play.form.seedHint']}</p>
      <fieldset>
        <legend>{t['sr.play.form.seats']}</legend>
        <div class="srp-fields">
          {form.seats.map((k, i) => (
            <div key={i} class="srp-seat">
              <label>
                {fmt(t, 'sr.player', { n: i + 1 })}
                <select
                  value={k}
                  onChange={(e) => {
                    const seats = form.seats.slice();
                    seats[i] = (e.target as HTMLSelectElement).value as SeatKind;
                    set({ seats });
                  }}
                >
                  {SEAT_KINDS.map((kind) => <option key={kind} value={kind}>{t[`sr.play.kind.${kind}`]}</option>)}
                </select>
              </label>
              {k === 'human' && (
                <SeatNameField
                  label={fmt(t, 'sr.play.form.name', { n: i + 1 })}
                  value={form.names[i] ?? ''}
                  placeholder={fmt(t, 'sr.play.seat.human', { n: i + 1 })}
                  onChange={(v) => {
                    const names = form.names.slice();
                    names[i] = v;
                    set({ names });
                  }}
                />
              )}
            </div>
          ))}
        </div>
        <p class="srp-hint">{t['sr.play.form.hotseat']}</p>
        <BotLevelField t={t} game="steam-rollers" />
        <p class="srp-hint">{t['coach.sr.levelNote']}</p>
      </fieldset>
      <fieldset>
        <legend>{t['sr.play.form.switches']}</legend>
        <label class="srp-check">
          <input type="checkbox" checked={form.railsStopAtWalls} onChange={(e) => set({ railsStopAtWalls: (e.target as HTMLInputElement).checked })} />
          {t['sr.play.switch.walls']}
        </label>
        <label>
          {t['sr.play.switch.bonus3b']}
          <select value={form.bonus3b} onChange={(e) => set({ bonus3b: (e.target as HTMLSelectElement).value as 'exact' | 'upTo' })}>
            <option value="exact">{t['sr.play.switch.bonus3b.exact']}</option>
            <option value="upTo">{t['sr.play.switch.bonus3b.upTo']}</option>
          </select>
        </label>
      </fieldset>
      {noHuman && <p class="srp-error" role="alert">{t['sr.play.form.noHuman']}</p>}
      {replacing && <p class="srp-hint">{t['sr.play.save.replaceNote']}</p>}
      <button type="submit" class="srp-primary" disabled={noHuman}>{t['sr.play.form.start']}</button>
    </form>
  );
}
