/**
 * The shell every game's step-through island draws its example in (the class names are the site's `.rc-story-*`,
 * styled once): the head (the file's title and the rules it is about) and the narration of a step (what the game
 * does, the file's own words, the rules that applied). A game hands in how its rule chips link (its clauses.ts),
 * and what its step did in its own words, as children.
 */
import type { ComponentChildren } from 'preact';
import { fmt, type Strings } from '../../../play/kit/fmt';

/** A rule chip's link: its href, class, tooltip and accessible name (kit/clauseSummaries.ts, chipAttrs). */
export type ChipAttrs = { href: string; class: string; 'aria-label'?: string };

/** Rule chips for clause ids, each a link to its paragraph with its tooltip. */
export function ClauseChips({ ids, chip }: { ids: readonly string[]; chip: (id: string) => ChipAttrs }) {
  return (
    <>
      {ids.map((id) => (
        <a key={id} {...chip(id)}>
          {id}
        </a>
      ))}
    </>
  );
}

/** The example's head: its title (the island's accessible name, `id`), the rules it is about, and any note after. */
export function StoryHead({ id, title, rules, chip, t, children }: { id: string; title: string; rules: readonly string[]; chip: (id: string) => ChipAttrs; t: Strings; children?: ComponentChildren }) {
  return (
    <header class="rc-story-head">
      <p class="rc-story-title" id={id}>{title}</p>
      {rules.length > 0 && (
        <p class="rc-story-rules">
          {fmt(t, 'rc.story.rules')} <ClauseChips ids={rules} chip={chip} />
        </p>
      )}
      {children}
    </header>
  );
}

/** A step told: what the game did (children: its refusal, its log's lines), the file's words for it, the rules that applied. */
export function StoryNarration({ t, say, applied, chip, children }: { t: Strings; say: readonly string[]; applied: readonly string[]; chip: (id: string) => ChipAttrs; children?: ComponentChildren }) {
  return (
    <div class="rc-narration" aria-live="polite">
      {children}
      {say.map((line, i) => <p key={i} class="rc-say">{line}</p>)}
      {applied.length > 0 && (
        <p class="rc-step-rules">
          {fmt(t, 'rc.story.applied')} <ClauseChips ids={applied} chip={chip} />
        </p>
      )}
    </div>
  );
}
