// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import AstroPWA from '@vite-pwa/astro';
import { fileURLToPath } from 'node:url';
import anchorIcon from './scripts/anchor-icon.mjs';

// The service worker exists only in a built site: `astro dev` never registers one, so a reader
// (or a test) of the dev server is never served pages cached from an earlier build.
const building = process.argv.includes('build');

/**
 * Offline and installable: a Workbox service worker generated at build time precaches what a
 * reader needs at a table (every page, script, style, font and picture; not the search index),
 * and takes over as soon as a new build is deployed.
 * @type {import('@vite-pwa/astro').AstroPWAOptions}
 */
const pwa = {
  registerType: 'autoUpdate',
  // Registered by the script in `head` below, which leaves automated browsers out.
  injectRegister: false,
  devOptions: { enabled: false },
  manifest: {
    name: 'Interactive Rulebook',
    short_name: 'Rulebook',
    description: 'Learn board game rules by playing them: Rollecate, Rolit and Steam Rollers.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdf6e3',
    theme_color: '#7c2d12',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,svg,png,ico,woff,woff2,webmanifest}', 'scenario.schema.json', 'stories/**/*.json', 'partings/**/*.json', 'partings/**/*.txt'],
    // Search needs the network; everything else a reader opens at the table is here.
    globIgnores: ['pagefind/**', '404.html'],
    // No page or script of the site is near this; a runaway file is left out rather than cached.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: null,
    // Each page is precached once, as the file it is ("rollecate/turn/index.html"), and Workbox answers its address
    // ("/rollecate/turn/", as every link writes it) from that file (directoryIndex, which @vite-pwa/astro sets). The
    // integration's own transform renames a page to its folder without the slash ("rollecate/turn", a redirect away
    // from the page), and its experimental one lists the page under both names, so that the worker fetched every
    // page twice: 707 files and 4.2 MB gzipped after a first visit, against 615 and 2.8 MB (`npm run bench`).
    manifestTransforms: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
};

// https://astro.build/config
export default defineConfig({
  integrations: [
    starlight({
      title: 'Interactive Rulebook',
      description:
        'Learn board game rules by playing them. Every rule on the page is backed by an executable, tested model.',
      favicon: '/favicon.svg',
      // Installable, and readable at a table without a network once visited (the service worker
      // and the manifest come from @vite-pwa/astro below).
      head: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#7c2d12' } },
        // Browsers driven by automation (the end-to-end tests: navigator.webdriver) get no service
        // worker, so that no test downloads the whole site in the background, unless a test asks
        // for one (localStorage rulebook.sw = "on"; tests/e2e/teach-pages.spec.ts does).
        ...(building
          ? [
              {
                tag: 'script',
                content:
                  "if ('serviceWorker' in navigator && (!navigator.webdriver || localStorage.getItem('rulebook.sw') === 'on')) addEventListener('load', () => navigator.serviceWorker.register('/sw.js', { scope: '/' }));",
              },
            ]
          : []),
      ],
      customCss: ['./src/styles/rollecate.css', './src/styles/rolit-editions.css'],
      // The page title also carries the Rolit edition picker on Rolit pages.
      components: { PageTitle: './src/components/starlight/PageTitle.astro' },
      // English lives at the root (/), Dutch under /nl/.
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
        nl: { label: 'Nederlands', lang: 'nl' },
      },
      // One group per game: its chapters in reading order (each chapter's `sidebar.order`, the
      // order of the landing page's "how a game flows"), then its play table and the one ruling checker
      // of every game (/checker/: it sits in each game's group).
      // Previous / next never leave a game (src/components/starlight/routeData.ts).
      // A game's group opens on that game's pages only, so a reader of Steam Rollers sees its chapters at
      // the top rather than below Rollecate's eighteen; the other games stay one click away, by name.
      sidebar: [
        {
          label: 'Rollecate',
          translations: { nl: 'Rollecate' },
          collapsed: true,
          items: [
            { autogenerate: { directory: 'rollecate' } },
            { label: 'Play Rollecate', translations: { nl: 'Speel Rollecate' }, link: '/rollecate/play/' },
            { label: 'Ruling checker', translations: { nl: 'Uitspraken controleren' }, link: '/checker/' },
          ],
        },
        {
          label: 'Rolit',
          translations: { nl: 'Rolit' },
          collapsed: true,
          items: [
            { autogenerate: { directory: 'rolit' } },
            { label: 'Play Rolit', translations: { nl: 'Speel Rolit' }, link: '/rolit/play/' },
            { label: 'Ruling checker', translations: { nl: 'Uitspraken controleren' }, link: '/checker/' },
          ],
        },
        {
          label: 'Steam Rollers',
          translations: { nl: 'Steam Rollers' },
          collapsed: true,
          items: [
            { autogenerate: { directory: 'steam-rollers' } },
            { label: 'Play Steam Rollers', translations: { nl: 'Speel Steam Rollers' }, link: '/steam-rollers/play/' },
            { label: 'Ruling checker', translations: { nl: 'Uitspraken controleren' }, link: '/checker/' },
          ],
        },
        {
          label: 'Scenario files',
          translations: { nl: 'Scenariobestanden' },
          items: [{ label: 'Writing scenario files', translations: { nl: 'Scenariobestanden schrijven' }, link: '/scenarios/' }],
        },
      ],
      routeMiddleware: './src/components/starlight/routeData.ts',
      // Our own 404 (src/pages/404.astro) speaks both languages and points to the nearest real page.
      disable404Route: true,
      // Pagefind search stays on (Starlight's default).
    }),
    // Starlight already registers MDX if it's missing; listing it explicitly keeps it in our control.
    mdx(),
    // Preact only handles the .tsx islands, never Starlight's own files.
    preact({ include: ['**/components/**/*.tsx'] }),
    // Astro 7 builds the client bundle outside the output folder: write the service worker where
    // the site is (`--outDir` included), and look there for the files to precache.
    {
      name: 'rulebook:pwa-out-dir',
      hooks: { 'astro:config:setup': ({ config }) => void (pwa.outDir = fileURLToPath(config.outDir)) },
    },
    AstroPWA(pwa),
    // After Starlight: empties the heading links' inline icons, which the stylesheet draws instead.
    anchorIcon(),
  ],
  // Every stylesheet is a file of its own, never inlined: Astro inlines a small one (under Vite's 4 KB) into every page
  // that uses it, and the islands' shared one (the error boundary's and others', 6.5 KB) stood in every page with an
  // example; a file is fetched once and then cached (and precached for offline use).
  build: { inlineStylesheets: 'never' },
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
