/**
 * <InspectToggle> island: the developer switch for the Stately inspector
 * (see inspect.ts), on every game's statechart page. On: the examples and
 * play tables of every game that start afterwards mirror every move into an
 * inspected copy of their statechart, shown live in the inspector window that
 * opens at stately.ai/inspect. Off: nothing is loaded.
 * Strings: the `chart.inspect.` keys, e.g. t={pick(lang, 'chart.inspect.')}.
 */
import { useEffect, useId, useState } from 'preact/hooks';
import { fmt, type Strings } from '../../../play/kit/fmt';
import { isInspecting, openInspector, setInspecting } from '../../../play/kit/inspect/inspect';
import { guarded } from '../ErrorBoundary';

function InspectToggle({ t }: { t: Strings }) {
  const [on, setOn] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const id = useId();
  useEffect(() => setOn(isInspecting()), []);

  const change = (next: boolean) => {
    setInspecting(next);
    setOn(isInspecting());
    setBlocked(false);
    // Opened from the click itself, so the browser allows the pop-up.
    if (next) openInspector().catch(() => setBlocked(true));
  };

  return (
    <div class="rc-inspect not-content">
      <label for={id}>
        <input id={id} type="checkbox" role="switch" checked={on} aria-describedby={`${id}-help`} onChange={(e) => change((e.target as HTMLInputElement).checked)} />
        {fmt(t, 'chart.inspect.label')}
      </label>
      <p id={`${id}-help`}>{fmt(t, 'chart.inspect.help')}</p>
      <p aria-live="polite">{on ? fmt(t, 'chart.inspect.on') : fmt(t, 'chart.inspect.off')}{blocked ? ` ${fmt(t, 'chart.inspect.blocked')}` : ''}</p>
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(InspectToggle, { prefix: 'chart.inspect.' });
