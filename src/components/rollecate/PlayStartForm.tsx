/**
 * The Rollecate play table's start form (PlayTable.tsx): the mode, the seats
 * and their names, the seed, the rule switches and hints; a saved game offered
 * for resuming, or one that could not be resumed, offered for download. The
 * form's choices as data (which switches a mode offers, the first form, a
 * game's settings read back into it) are src/play/rollecate/startForm.ts; how
 * they become a new game is src/play/rollecate/startFrom.ts, with the rules it
 * needs: the page draws this form before the engine is loaded (issue 30).
 */
import { SWITCH_RULING } from '../../machines/rollecate/rules/switches';
import type { SaveProblem } from '../../play/kit/save/savedGame';
import { fmt } from '../../play/kit/fmt';
import { BotLevelField } from '../coach/botLevel';
import { DownloadLink } from '../kit/DownloadLink';
import { CheckField, CountField, ModeField, SeatNames, SeedInput, StartForm as KitStartForm, withItem, type NamedSeat } from '../kit/table/StartForm';
import { MODES } from '../../play/rollecate/modes';
import type { RollecateGame } from '../../play/rollecate/table';
import { switchRulingHref, switchesFor, type Form } from '../../play/rollecate/startForm';
import type { StartFormProps as KitStartFormProps } from '../kit/table/TableFirst';

/** The file name a refused saved game is offered under. */
export const SAVED_FILE = 'rollecate-saved-game.json';


// ---------------------------------------------------------------- the form

/** The engine's start form also offers a saved game and asks before replacing one that could not be loaded (the first step's does not). */
export interface StartFormProps extends KitStartFormProps<Form> {
  /** A saved game offered for resuming (a finished one is only mentioned). */
  resumable?: RollecateGame | null;
  /** A saved game that could not be resumed: kept, offered for download. */
  refused?: SaveProblem | null;
  freshNote?: boolean;
  /** Starting would replace a kept saved game that could not be loaded: the question is showing. */
  askStart?: boolean;
  onReplace?: () => void;
  onKeep?: () => void;
  onResume?: () => void;
  onFresh?: () => void;
}

export function StartForm({ t, form, setForm, resumable, refused, freshNote, askStart, onStart, onReplace, onKeep, onResume, onFresh }: StartFormProps) {
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const hotseat = form.mode === 'hotseat';
  const seats: NamedSeat<number>[] = Array.from({ length: hotseat ? form.players : 1 }, (_, i) => ({
    key: i,
    label: hotseat ? fmt(t, 'play.form.name', { n: i + 1 }) : fmt(t, 'play.form.yourName'),
    placeholder: fmt(t, 'play.defaultName', { n: i + 1 }),
  }));
  const above = (
    <>
      {resumable && (
        <div class="rc-play-resume">
          <p>
            {fmt(t, resumable.snap.context.phase === 'over' ? 'play.resume.over' : 'play.resume.text', {
              names: resumable.snap.context.players.map((p) => p.name).join(', '),
              left: resumable.snap.context.drawPile.length,
              seed: resumable.config.seed,
            })}
          </p>
          {/* A finished game has nothing left to resume: it is only mentioned. */}
          {resumable.snap.context.phase !== 'over' && <button type="button" class="primary" onClick={onResume}>{fmt(t, 'play.resume.button')}</button>}
        </div>
      )}
      {refused && (
        <div class="rc-play-alert" role="alert" data-testid="play-save-refused">
          <p><strong>{fmt(t, `play.save.${refused.reason}`)}</strong></p>
          <p class="small">{fmt(t, 'play.save.detail', { detail: refused.detail })}</p>
          <p class="small">{fmt(t, 'play.save.kept')}</p>
          <div class="rc-buttons">
            <DownloadLink text={refused.text} file={SAVED_FILE}>{fmt(t, 'play.save.download')}</DownloadLink>
            <button type="button" onClick={onFresh}>{fmt(t, 'play.save.fresh')}</button>
          </div>
        </div>
      )}
      {freshNote && <p class="rc-play-note" role="status">{fmt(t, 'play.save.freshDone')}</p>}
    </>
  );
  return (
    <KitStartForm
      cls={{ form: 'rc-play-form', start: 'primary rc-play-start' }}
      heading={fmt(t, 'play.form.heading')}
      start={fmt(t, 'play.form.start')}
      focusHeading={freshNote}
      above={above}
      onStart={onStart}
      ask={askStart && refused ? {
        problem: refused, cls: { box: 'rc-play-alert', buttons: 'rc-buttons', primary: 'primary' }, file: SAVED_FILE, titleId: 'rc-play-askstart-title', testId: 'play-ask-start', onReplace, onKeep,
        words: { title: fmt(t, 'play.save.ask.title'), text: fmt(t, 'play.save.ask.text'), replace: fmt(t, 'play.save.ask.replace'), keep: fmt(t, 'play.save.ask.keep'), download: fmt(t, 'play.save.download') },
      } : null}
    >
      <ModeField legend={fmt(t, 'play.form.mode')} name="rc-play-mode" modes={MODES} mode={form.mode} word={(m) => fmt(t, `play.mode.${m}`)} onPick={(mode) => set({ mode })} cls="rc-play-radio" />

      <fieldset>
        <legend>{fmt(t, hotseat ? 'play.form.people' : 'play.form.you')}</legend>
        {hotseat && <CountField cls="rc-play-field" label={fmt(t, 'play.form.players')} value={Math.min(4, Math.max(2, form.players))} counts={[2, 3, 4]} onPick={(players) => set({ players })} />}
        {form.mode === 'bots' && <CountField cls="rc-play-field" label={fmt(t, 'play.form.bots')} value={form.bots} counts={[1, 2, 3]} onPick={(bots) => set({ bots })} />}
        {form.mode === 'bots' && <BotLevelField t={t} game="rollecate" class="rc-play-field" />}
        <SeatNames cls="rc-play-field" seats={seats} name={(i) => form.names[i] ?? ''} onName={(i, v) => set({ names: withItem(form.names, i, v) })} />
      </fieldset>

      <fieldset>
        <legend>{fmt(t, 'play.form.seed')}</legend>
        <div class="rc-play-seedrow">
          <SeedInput value={form.seed} label={fmt(t, 'play.form.seed')} describedBy="rc-play-seed-help" newSeed={fmt(t, 'play.form.newSeed')} onSeed={(seed) => set({ seed })} />
        </div>
        <p id="rc-play-seed-help" class="small">{fmt(t, 'play.form.seedHelp')}</p>
      </fieldset>

      <fieldset>
        <legend>{fmt(t, 'play.form.rules')}</legend>
        <p class="small">{fmt(t, 'play.form.rulesHelp')}</p>
        {switchesFor(form.mode).map((k) => (
          <CheckField key={k} cls="rc-play-check" checked={form.rules[k]} onCheck={(on) => set({ rules: { ...form.rules, [k]: on } })}>
            <span>
              {fmt(t, `play.switch.${k}`)}{' '}
              <span class="rc-play-ruling">
                (<a href={switchRulingHref(k, t._lang ?? '')}>{fmt(t, 'play.form.ruling', { id: SWITCH_RULING[k] })}</a>)
              </span>
            </span>
          </CheckField>
        ))}
      </fieldset>

      <fieldset>
        <legend>{fmt(t, 'play.form.help')}</legend>
        <CheckField cls="rc-play-check" checked={form.hints} onCheck={(hints) => set({ hints })}>
          <span>{fmt(t, 'play.form.hints')}</span>
        </CheckField>
      </fieldset>
    </KitStartForm>
  );
}
