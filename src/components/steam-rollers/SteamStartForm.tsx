/**
 * The Steam Rollers table's start form: players and who plays each seat (a
 * person at this screen or a bot level) and the names of the people's seats
 * (the kit's SeatNameField, as at the Rollecate table), difficulty, the seed
 * and the rule switches (the form as data, and the game it starts:
 * src/play/steam-rollers/startForm.ts). Starting replaces a saved game that could not be resumed, and the
 * form says so beforehand (the press is the yes).
 */
import { BotLevelField } from '../coach/botLevel';
import { fmt } from '../../play/kit/fmt';
import type { StartFormProps } from '../kit/table/TableFirst';
import { SEAT_KINDS } from '../../play/steam-rollers/seatKinds';
import { CheckField, ChoiceField, CountField, SeatNames, SeedInput, StartForm, withItem } from '../kit/table/StartForm';
import { BONUS_3B, DIFFICULTIES, type FormState } from '../../play/steam-rollers/startForm';

/** The engine's start form also says that starting replaces a saved game that could not be resumed (the first step's does not). */
export interface SteamStartFormProps extends StartFormProps<FormState> {
  replacing?: boolean;
}

export function SteamStartForm({ t, form, setForm, onStart, replacing }: SteamStartFormProps) {
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const setPlayers = (n: number) => set({ seats: Array.from({ length: n }, (_, i) => form.seats[i] ?? (i === 0 ? 'human' : 'planner')) });
  return (
    <StartForm
      cls={{ form: 'srp-form', start: 'srp-primary', refusal: 'srp-error', note: 'srp-hint' }}
      heading={t['sr.play.form.title'] ?? ''}
      headingId="srp-form-title"
      start={t['sr.play.form.start'] ?? ''}
      onStart={onStart}
      refusal={form.seats.includes('human') ? null : t['sr.play.form.noHuman'] ?? ''}
      note={replacing ? t['sr.play.save.replaceNote'] : null}
    >
      <div class="srp-fields">
        <CountField label={t['sr.play.form.players'] ?? ''} value={form.seats.length} counts={[2, 3, 4, 5]} onPick={setPlayers} />
        <ChoiceField label={t['sr.play.form.difficulty'] ?? ''} value={form.difficulty} options={DIFFICULTIES} word={(d) => t[`sr.play.difficulty.${d}`] ?? ''} onPick={(difficulty) => set({ difficulty })} />
        <label>
          {t['sr.play.form.seed']}
          <SeedInput value={form.seed} onSeed={(seed) => set({ seed })} />
        </label>
      </div>
      <p class="srp-hint">{t['sr.play.form.seedHint']}</p>
      <fieldset>
        <legend>{t['sr.play.form.seats']}</legend>
        <div class="srp-fields">
          {form.seats.map((k, i) => (
            <div key={i} class="srp-seat">
              <ChoiceField label={fmt(t, 'sr.player', { n: i + 1 })} value={k} options={SEAT_KINDS} word={(kind) => t[`sr.play.kind.${kind}`] ?? ''} onPick={(kind) => set({ seats: withItem(form.seats, i, kind) })} />
              {k === 'human' && (
                <SeatNames
                  seats={[{ key: i, label: fmt(t, 'sr.play.form.name', { n: i + 1 }), placeholder: fmt(t, 'sr.play.seat.human', { n: i + 1 }) }]}
                  name={(j) => form.names[j] ?? ''}
                  onName={(j, v) => set({ names: withItem(form.names, j, v) })}
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
        <CheckField cls="srp-check" checked={form.railsStopAtWalls} onCheck={(railsStopAtWalls) => set({ railsStopAtWalls })}>
          {t['sr.play.switch.walls']}
        </CheckField>
        <ChoiceField label={t['sr.play.switch.bonus3b'] ?? ''} value={form.bonus3b} options={BONUS_3B} word={(b) => t[`sr.play.switch.bonus3b.${b}`] ?? ''} onPick={(bonus3b) => set({ bonus3b })} />
      </fieldset>
    </StartForm>
  );
}
