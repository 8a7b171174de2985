/**
 * The lazy examples of a page (LazyExample.astro), brought to life without an island each. A rulings page holds fifty
 * of them: as Astro islands, each carried its own copy of the island's attributes and props (about 1.1 KB of HTML
 * apiece, a quarter of the page). Here each is only its placeholder, drawn when the site was built by the same
 * LazyScenario component, in a holder that names its game, file and language; this one script (one copy per page,
 * whatever the number of examples) watches the placeholders as Astro's client:visible would, with the same 600 px
 * margin, and hydrates LazyScenario over each one that comes near the screen. From there it is the island it was:
 * it fetches the example's frames and swaps them in without moving what the reader sees.
 */
import { h, hydrate } from 'preact';
import { isLazyGame } from '../../exampleStrings';
import { storyWordsName } from '../sharedStrings';
import LazyScenario from './LazyScenario';

/** The attribute that marks a lazy example's holder; its value is the scenario file's name. */
export const LAZY_ATTR = 'data-lazy-story';

function start(holder: HTMLElement): void {
  const name = holder.getAttribute(LAZY_ATTR) ?? '';
  const game = holder.getAttribute('data-game') ?? '';
  const lang = holder.getAttribute('data-lang') ?? document.documentElement.lang;
  // The title is the placeholder's own, as drawn (LazyScenario draws the same again).
  const title = holder.querySelector('.rc-story-title')?.textContent ?? name;
  if (!isLazyGame(game)) return;
  hydrate(h(LazyScenario, { game, name, lang, title, t: { shared: storyWordsName(lang) } }), holder);
}

export function watchLazyStories(): void {
  const holders = [...document.querySelectorAll<HTMLElement>(`[${LAZY_ATTR}]:not([data-started])`)];
  if (!holders.length) return;
  const begin = (holder: HTMLElement) => {
    holder.setAttribute('data-started', '');
    start(holder);
  };
  if (typeof IntersectionObserver === 'undefined') return holders.forEach(begin);
  const seen = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        seen.unobserve(e.target);
        const holder = e.target.parentElement?.closest<HTMLElement>(`[${LAZY_ATTR}]`);
        if (holder && !holder.hasAttribute('data-started')) begin(holder);
      }
    },
    { rootMargin: '600px' },
  );
  // The holder is display: contents, with no box to watch: its placeholder is watched.
  for (const holder of holders) {
    const box = holder.firstElementChild;
    if (box) seen.observe(box);
    else begin(holder);
  }
}
