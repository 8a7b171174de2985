#!/usr/bin/env node
// Make sure Playwright has a Chromium to drive before `playwright test` runs.
//  1. Debian's chromium-headless-shell (or $CHROMIUM_PATH): use it.
//  2. Root with apt-get: install Debian's chromium-headless-shell (the lighter build for
//     automation; see browser-path.mjs), with chromium if that is missing too.
//  3. A full system Chromium (/usr/bin/chromium): use it.
//  4. Otherwise: `npx playwright install chromium` (Playwright's own build).
// Fails with a short message, never a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FULL_CHROMIUM, HEADLESS_SHELL, systemChromium } from './browser-path.mjs';

const findSystemChromium = () => systemChromium();

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
  if (found && found !== FULL_CHROMIUM) {
    console.log(`ensure-browser: using system Chromium at ${found}`);
    return 0;
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get') && !existsSync(HEADLESS_SHELL)) {
    const packages = ['chromium-headless-shell', ...(existsSync(FULL_CHROMIUM) ? [] : ['chromium'])];
    console.log(`ensure-browser: installing Debian's ${packages.join(' and ')} with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!(run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', ...packages], env))) {
      console.log(`ensure-browser: apt-get could not install ${packages.join(' and ')}`);
    }
    found = findSystemChromium();
  }
  if (found) {
    console.log(`ensure-browser: using system Chromium at ${found}`);
    return 0;
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
      '  - Debian/Ubuntu:  sudo apt-get install chromium-headless-shell   (or set CHROMIUM_PATH to a Chromium binary)',
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
