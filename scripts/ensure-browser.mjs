#!/usr/bin/env node
// Make sure Playwright has a Chromium to drive before `playwright test` runs.
//  1. A system Chromium ($CHROMIUM_PATH or /usr/bin/chromium): use it.
//  2. Root with apt-get: install Debian's chromium.
//  3. Otherwise: `npx playwright install chromium` (Playwright's own build).
// Fails with a short message, never a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_PATHS = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);

const findSystemChromium = () => SYSTEM_PATHS.find((path) => existsSync(path));

/** Runs a command with inherited output; true when it exits 0. */
function run(command, args, env = process.env) {
  console.log(`ensure-browser: $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return !result.error && result.status === 0;
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function main() {
  let found = findSystemChromium();
  if (found) {
    console.log(`ensure-browser: using system Chromium at ${found}`);
    return 0;
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log('ensure-browser: no system Chromium; installing Debian\'s chromium with apt-get');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', 'chromium'], env)) {
      found = findSystemChromium();
      if (found) {
        console.log(`ensure-browser: using system Chromium at ${found}`);
        return 0;
      }
    }
    console.log('ensure-browser: apt-get could not install chromium; trying Playwright\'s browser');
  }

  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  if (run(npx, ['playwright', 'install', 'chromium'])) {
    console.log('ensure-browser: using Playwright\'s own Chromium');
    return 0;
  }

  console.error(
    [
      '',
      'ensure-browser: no browser for the end-to-end tests.',
      'Install one of these, then run the tests again:',
      '  - Debian/Ubuntu:  sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)',
      '  - anywhere else:  npx playwright install chromium',
    ].join('\n'),
  );
  return 1;
}

try {
  process.exit(main());
} catch (error) {
  console.error(`ensure-browser: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
