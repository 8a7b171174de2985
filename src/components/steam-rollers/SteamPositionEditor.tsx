/**
 * The ruling checker's Steam Rollers position editor. It edits everything a position of the format holds: a new
 * game dealt from its settings (players, start, difficulty, chart, card sides, switches, seed), or a whole table:
 * each sheet's tracks (drawn on the map, as at the play table), engine boxes, deliveries and name, the cubes on the
 * supply board, removed and delivered, the six cards' sides and places, the dice, the phase and the seats. It starts
 * from a new game, from the checker's file, or from a sample game in progress, writes the project's Steam Rollers
 * format (README, "Scenario files"; src/scenario/steam-rollers.ts reads it), shows the runner's verdict, and puts a
 * refusal beside the part of the table it names. The check is the runner's alone: a position no game could reach is
 * refused there, with the loader's own message.
 *
 * The model (pure) is steamPositionModel.ts; the zones are SteamEditSettings, SteamEditSheet, SteamEditCubes and
 * SteamEditTurn. The whole editor loads when the reader chooses Steam Rollers (checkerLazy.tsx), and fetches its
 * `sr.*` words then; the sample game loads when asked for.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { EditorFrame, RunnerRefusal, useEditor } from '../kit/editor/editorForm';
import { runWith, type ScenarioResult } from '../../scenario/runCore';
import { steamRollersAdapter } from '../../scenario/steam-rollers';
import { loadStrings } from '../exampleStrings';
import { fmt, type Strings } from '../../play/kit/fmt';
import { SteamEditCubes } from './SteamEditCubes';
import { SteamEditSettings } from './SteamEditSettings';
import { SteamEditSheet } from './SteamEditSheet';
import { SteamEditTurn } from './SteamEditTurn';
import { dealtTable, placed, steamDocFromModel, steamModelFromDoc, steamStartModel, zoneOf, type Zone } from '../../play/steam-rollers/steamPositionModel';


/** The runner for what this editor writes: its game's adapter only, so the page loads no other game's rules. */
const run = (doc: Record<string, unknown>) => runWith(doc, { 'steam-rollers': steamRollersAdapter });

export interface SteamPositionEditorProps {
  t: Strings;
  lang: string;
  fileDoc: unknown;
  onCheck: (doc: Record<string, unknown>) => void;
  onShare: (doc: Record<string, unknown>) => Promise<string>;
}

/** The page's strings with the game's `sr.*` words, fetched once when the page's own lack them. */
function useSteamWords(t: Strings, lang: string): Strings | null {
  const [words, setWords] = useState<Strings | null>(null);
  const has = t['sr.ed.sheets'] !== undefined;
  useEffect(() => {
    if (has) return;
    let live = true;
    loadStrings(lang, 'steam-rollers', ['sr.']).then((w) => live && setWords(w), () => live && setWords({}));
    return () => {
      live = false;
    };
  }, [has, lang]);
  return has ? t : words ? { ...words, ...t } : null;
}

export function SteamPositionEditor(props: SteamPositionEditorProps) {
  const tt = useSteamWords(props.t, props.lang);
  if (!tt) return <p class="chk-note">{fmt(props.t, 'chk.ed.loading')}</p>;
  return <Editor {...props} t={tt} />;
}

function Editor({ t, lang, fileDoc, onCheck, onShare }: SteamPositionEditorProps) {
  const { m, setM, note, setNote, replace, fromFile, built } = useEditor({
    t, lang, fileDoc, start: steamStartModel, fromDoc: steamModelFromDoc, toDoc: steamDocFromModel, defaultTitle: fmt(t, 'chk.sr.defaultTitle'),
  });
  // The runner's verdict once per written file: the zones show its refusal, and the output below its PASS or FAIL.
  const result = useMemo<ScenarioResult | null>(() => (built.ok ? run(built.doc) : null), [built]);
  const cached = useMemo(() => (doc: Record<string, unknown>) => (built.ok && doc === built.doc && result ? result : run(doc)), [built, result]);
  const refusal = result && !result.pass && result.reason ? result.reason : null;
  const zone: Zone | null = refusal ? zoneOf(refusal) : null;
  const at = (kind: Zone['kind']) => placed(zone, refusal, kind)?.text ?? null;
  const sheetError = zone?.kind === 'sheet' && refusal ? { seat: zone.seat, part: zone.part, text: refusal } : null;

  const sample = () => {
    // Played by the bot when asked for (a second or two on a slow phone): say so at once.
    setNote(fmt(t, 'sr.ed.sampleLoading'));
    import('../../play/steam-rollers/editorSample').then(
      (s) => replace(s.sampleModel(fmt(t, 'sr.ed.sampleTitle')), fmt(t, 'sr.ed.from.sample')),
      () => setNote(fmt(t, 'sr.ed.sampleFailed')),
    );
  };
  const toTable = () => {
    const next = dealtTable(m);
    if (next) replace(next, fmt(t, 'sr.ed.wholeTable'));
    else setNote(fmt(t, 'sr.ed.toTableFailed'));
  };

  return (
    <EditorFrame
      id="chk-sr"
      cls="chk-sr-editor"
      t={t}
      heading={fmt(t, 'chk.sr.heading')}
      help={fmt(t, m.table ? 'sr.ed.help' : 'chk.sr.help')}
      note={note}
      choices={[
        { label: fmt(t, 'chk.sr.from.new'), onPick: () => replace(steamStartModel(), fmt(t, 'chk.sr.from.new')) },
        { label: fmt(t, 'chk.sr.from.file'), onPick: fromFile ? () => replace(fromFile, fmt(t, 'chk.sr.from.file')) : null },
        { label: fmt(t, 'sr.ed.from.sample'), onPick: sample },
      ]}
      output={{
        lang, steps: m.steps, stepsRows: 3, stepsHint: fmt(t, 'chk.sr.stepsHint'), stepExample: '[{"roll": {}}]', onSteps: (steps) => setM({ ...m, steps }),
        built, run: cached, jsonRows: 8, checkLabel: fmt(t, 'chk.sr.check'), onCheck, onShare, setNote,
      }}
    >
      <div class="chk-ed-grid">
        <SteamEditSettings t={t} m={m} set={setM} error={at('settings')} />
      </div>
      {!m.table && (
        <div class="chk-buttons">
          <button type="button" aria-describedby="chk-sr-totable-hint" onClick={toTable}>{fmt(t, 'sr.ed.toTable')}</button>
          <p id="chk-sr-totable-hint" class="chk-hint">{fmt(t, 'sr.ed.toTableHint')}</p>
        </div>
      )}
      {m.table && (
        <div class="chk-zone chk-sr-table">
          <RunnerRefusal id="chk-sr-table-error" t={t} text={at('table')} />
          <SteamEditSheet t={t} lang={lang} m={m} set={setM} error={sheetError} />
          <div class="chk-ed-grid">
            <SteamEditCubes t={t} lang={lang} m={m} set={setM} error={at('cubes')} />
            <div class="chk-zone">
              <SteamEditTurn t={t} m={m} set={setM} errors={{ cards: placed(zone, refusal, 'cards'), dice: placed(zone, refusal, 'dice'), turn: at('turn') }} />
            </div>
          </div>
        </div>
      )}
    </EditorFrame>
  );
}
