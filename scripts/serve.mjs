/**
 * A minimal static server for the built site, used by the end-to-end tests:
 * `node scripts/serve.mjs DIR PORT`. Unlike `astro preview` it can run beside
 * another preview of the same project, and serves Pagefind's files as they are.
 *
 * The site's own files go out with no cache headers, so every page load fetches its scripts
 * again and weighs what a first visit costs. One file is the tests' own and is cached:
 * axe-core at TEST_AXE_PATH (tests/e2e/axe.ts puts it into each page it scans). Served
 * cacheable, Chromium keeps its compiled code from page to page; sent into each page as
 * text, it was parsed and compiled again every time (about 0.4 s of each page's scan,
 * against 0.2 s).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';

/** Where the tests' copy of axe-core is served (the same path in tests/e2e/axe.ts); no path of the site starts so. */
const TEST_AXE_PATH = '/__tests__/axe.min.js';
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const [dir = 'dist', port = '4321'] = process.argv.slice(2);
const root = resolve(dir);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain',
  '.wasm': 'application/wasm', '.woff2': 'font/woff2', '.xml': 'application/xml',
};

if (!existsSync(root)) {
  console.error(`serve: no directory ${root}; build the site first`);
  process.exit(1);
}

createServer((req, res) => {
  const raw = (req.url ?? '/').split('?')[0].split('#')[0];
  let url = raw;
  try {
    url = decodeURIComponent(raw);
  } catch {
    // A malformed escape names no file: the site's 404 page answers it, as a static host does.
  }
  if (url === TEST_AXE_PATH) {
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=86400, immutable' });
    createReadStream(axeFile).pipe(res);
    return;
  }
  let file = normalize(join(root, url));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  let status = 200;
  if (!existsSync(file)) {
    status = 404;
    file = join(root, '404.html');
  }
  res.writeHead(status, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(Number(port), '127.0.0.1', () => console.log(`serving ${root} at http://127.0.0.1:${port}`));
