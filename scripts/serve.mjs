/**
 * A minimal static server for the built site, used by the end-to-end tests:
 * `node scripts/serve.mjs DIR PORT`. Unlike `astro preview` it can run beside
 * another preview of the same project, and serves Pagefind's files as they are.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

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
