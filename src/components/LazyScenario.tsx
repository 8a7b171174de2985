/**
 * <LazyScenario> island: a step-through example drawn only when it comes into
 * view. A page with fifty examples (the rulings pages) would otherwise carry
 * every example's board in its HTML and every example's strings in its props;
 * here the page holds a placeholder of about the example's height, with its
 * title, and the island fetches the game's example code, the scenario file
 * and the page language's strings once it hydrates (client:visible), each
 * file once per visit however many examples ask for it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { guarded } from './ErrorBoundary';
import { fmt, type Strings } from './fmt';

export type LazyGame = 'rollecate' | 'steam-rollers';

export interface LazyScenarioProps {
  game: LazyGame;
  /** The scenario file's name, without .json. */
  name: string;
  lang: string;
  /** The file's title in the page's language, shown while the example loads. */
  title: string;
  /** The error boundary's strings (err.*) and rc.story.loading, in the page's language. */
  t: Strings;
}

const docs: Record<LazyGame, Record<string, () => Promise<unknown>>> = {
  rollecate: import.meta.glob('../content/scenarios/rollecate/*.json', { import: 'default' }),
  'steam-rollers': import.meta.glob('../content/scenarios/steam-rollers/*.json', { import: 'default' }),
};

const islands: Record<LazyGame, () => Promise<{ default: ComponentType<any> }>> = {
  rollecate: () => import('./rollecate/Scenario'),
  'steam-rollers': () => import('./steam-rollers/SteamScenario'),
};

/** The string prefixes each game's example reads: the same as Example.astro and SteamExample.astro pass. */
export const PREFIXES: Record<LazyGame, readonly string[]> = {
  rollecate: ['rc.', 'log.', 'why.', 'err.'],
  'steam-rollers': ['sr.', 'rc.story.', 'err.'],
};

type Table = Record<string, string>;
const tables: Record<string, () => Promise<Table[]>> = {
  en: () => Promise.all([
    import('../content/i18n/en.json'), import('../machines/rollecate/rules/messages/en.json'), import('../machines/steam-rollers/rules/messages/en.json'),
  ]).then((mods) => mods.map((m) => m.default as Table)),
  nl: () => Promise.all([
    import('../content/i18n/nl.json'), import('../machines/rollecate/rules/messages/nl.json'), import('../machines/steam-rollers/rules/messages/nl.json'),
  ]).then((mods) => mods.map((m) => m.default as Table)),
};

/** Every string under the prefixes, English filling a gap: what i18n.ts's pick() gives the Astro wrappers. */
export async function loadStrings(lang: string, prefixes: readonly string[]): Promise<Strings> {
  const l = lang === 'nl' ? 'nl' : 'en';
  const sources = [...(await tables.en!()), ...(l === 'nl' ? await tables.nl!() : [])];
  const out: Strings = { _lang: l };
  for (const source of sources) for (const [k, v] of Object.entries(source)) if (prefixes.some((p) => k.startsWith(p))) out[k] = v;
  return out;
}

interface Loaded {
  Island: ComponentType<any>;
  doc: unknown;
  t: Strings;
}

function LazyScenario({ game, name, lang, title, t: own }: LazyScenarioProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const file = docs[game]?.[`../content/scenarios/${game}/${name}.json`];
    if (!file) {
      setFailed(name);
      return;
    }
    Promise.all([islands[game](), file(), loadStrings(lang, PREFIXES[game])])
      .then(([mod, doc, t]) => live && setLoaded({ Island: mod.default, doc, t }))
      .catch((e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [game, name, lang]);

  if (loaded) {
    const { Island, doc, t } = loaded;
    return <Island doc={doc} t={t} lang={lang} name={name} />;
  }
  // The placeholder keeps about the example's height (rc-lazy in rollecate.css), so nothing below it moves much when it loads.
  return (
    <div class="rc-lazy not-content" role="region" aria-labelledby={`${name}-title`} aria-busy={failed ? undefined : 'true'} data-game={game}>
      <p class="rc-story-title" id={`${name}-title`}>{title}</p>
      <p class="rc-hint">{failed ? fmt(own, 'rc.story.unloaded', { reason: failed }) : fmt(own, 'rc.story.loading')}</p>
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(LazyScenario);
