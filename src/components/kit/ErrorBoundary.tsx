/**
 * One error boundary for every island. If a view throws while it renders, in
 * a lifecycle method or in an effect, the island shows what went wrong in the
 * page's language, with a button that tries again, instead of leaving a blank
 * space (or, for a page that is one island, a blank page); the rest of the
 * page keeps working. Errors in event handlers are the island's own to catch.
 *
 * Strings: `err.title`, `err.what`, `err.rest`, `err.retry`, looked up under
 * `prefix` (default none): an island mounted straight from a page whose
 * strings the page picks (EditionsBoard gets `ro.*`, InspectToggle
 * `chart.inspect.*`) finds its words under its own prefix.
 *
 * `guarded(Island)` wraps an island's root component, so that whatever mounts
 * it (an Astro wrapper, an MDX page, another island) gets the boundary.
 */
import { Component, Fragment, h, type ComponentChildren, type ComponentType } from 'preact';
import { fmt, type Strings } from '../../play/kit/fmt';
import { stringsOf, type SharedStrings } from './sharedStrings';
import './errorBoundary.css';

export interface ErrorBoundaryProps {
  t: Strings;
  /** Where the island's `err.*` strings are, e.g. "ro." for `ro.err.title`. */
  prefix?: string;
  /** One more sentence for this island, e.g. that the saved game is kept. */
  note?: string;
  children?: ComponentChildren;
}

interface State {
  error: unknown;
  /** Bumped by "Try again", so the island starts afresh. */
  round: number;
}

/** A one-line description of what was thrown, never too long to read. */
export function errorText(error: unknown): string {
  let text: string;
  if (error instanceof Error) text = error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
  else {
    try {
      text = String(error);
    } catch {
      text = Object.prototype.toString.call(error);
    }
  }
  text = text.replace(/\s+/g, ' ').trim() || '(no message)';
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, round: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown): void {
    // Handled here: getDerivedStateFromError has already put the error in the state; catching it
    // (rather than letting Preact throw it on) is what keeps the rest of the page running.
    void error;
  }

  retry = (): void => {
    this.setState((s) => ({ error: null, round: s.round + 1 }));
  };

  override render() {
    const { t, prefix = '', note, children } = this.props;
    const { error, round } = this.state;
    if (error === null) return h(Fragment, { key: round }, children);
    const say = (key: string) => fmt(t, `${prefix}err.${key}`);
    return (
      <div class="rb-crash not-content" role="alert" data-testid="island-error">
        <p class="rb-crash-title"><strong>{say('title')}</strong></p>
        <p>
          {say('what')} <code class="rb-crash-what">{errorText(error)}</code>
        </p>
        <p>{say('rest')}{note ? ` ${note}` : ''}</p>
        <button type="button" onClick={this.retry}>{say('retry')}</button>
      </div>
    );
  }
}

/** The island `Inner` inside an error boundary that takes its words from the island's own `t`. */
export function guarded<P extends { t: Strings }>(
  Inner: ComponentType<P>,
  o: { prefix?: string; note?: (t: Strings) => string } = {},
): ComponentType<Omit<P, 't'> & { t: Strings | SharedStrings }> {
  const Guarded = (props: Omit<P, 't'> & { t: Strings | SharedStrings }) => {
    // The strings, or the name of the page's shared table of them (sharedStrings.ts).
    const t = stringsOf(props.t);
    return (
      <ErrorBoundary t={t} {...(o.prefix ? { prefix: o.prefix } : {})} {...(o.note ? { note: o.note(t) } : {})}>
        {h(Inner as ComponentType<any>, { ...props, t })}
      </ErrorBoundary>
    );
  };
  Guarded.displayName = `Guarded(${Inner.displayName ?? Inner.name ?? 'Island'})`;
  return Guarded;
}
