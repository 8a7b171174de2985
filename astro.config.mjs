// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

// https://astro.build/config
export default defineConfig({
  integrations: [
    starlight({
      title: 'Interactive Rulebook',
      description:
        'Learn board game rules by playing them. Every rule on the page is backed by an executable, tested model.',
      favicon: '/favicon.svg',
      customCss: ['./src/styles/rollecate.css', './src/styles/rolit-editions.css'],
      // The page title also carries the Rolit edition picker on Rolit pages.
      components: { PageTitle: './src/components/starlight/PageTitle.astro' },
      // English lives at the root (/), Dutch under /nl/.
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
        nl: { label: 'Nederlands', lang: 'nl' },
      },
      sidebar: [
        {
          label: 'Rollecate',
          translations: { nl: 'Rollecate' },
          items: [{ autogenerate: { directory: 'rollecate' } }],
        },
        { label: 'Rolit', translations: { nl: 'Rolit' }, items: [{ autogenerate: { directory: 'rolit' } }] },
        { label: 'Steam Rollers', translations: { nl: 'Steam Rollers' }, items: [{ autogenerate: { directory: 'steam-rollers' } }] },
        {
          label: 'Play and check',
          translations: { nl: 'Spelen en controleren' },
          items: [
            { label: 'Play Rollecate', translations: { nl: 'Speel Rollecate' }, link: '/rollecate/play/' },
            { label: 'Ruling checker', translations: { nl: 'Uitspraken controleren' }, link: '/rollecate/checker/' },
            { label: 'Writing scenario files', translations: { nl: 'Scenariobestanden schrijven' }, link: '/scenarios/' },
            { label: 'Play Rolit', translations: { nl: 'Speel Rolit' }, link: '/rolit/play/' },
            { label: 'Play Steam Rollers', translations: { nl: 'Speel Steam Rollers' }, link: '/steam-rollers/play/' },
          ],
        },
      ],
      // Pagefind search stays on (Starlight's default).
    }),
    // Starlight already registers MDX if it's missing; listing it explicitly keeps it in our control.
    mdx(),
    // Preact only handles the .tsx islands, never Starlight's own files.
    preact({ include: ['**/components/**/*.tsx'] }),
  ],
  vite: {
    // The dev-server test (tests/e2e/dev-server.spec.ts) starts from an empty cache of its own.
    ...(process.env.RULEBOOK_VITE_CACHE ? { cacheDir: process.env.RULEBOOK_VITE_CACHE } : {}),
    optimizeDeps: {
      // Vite 8 scans the islands for dependencies with Rolldown, which knows nothing of the Preact
      // plugin and would compile their JSX for React ("react/jsx-dev-runtime … could not be
      // resolved"): the scan then fails and every first visit re-optimises (504 Outdated Optimize
      // Dep). Tell the scanner the JSX is Preact's.
      rolldownOptions: { transform: { jsx: { runtime: 'automatic', importSource: 'preact' } } },
    },
  },
});
