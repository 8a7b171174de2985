// Which system Chromium the end-to-end tests drive, shared by playwright.config.ts and
// scripts/ensure-browser.mjs so that the two always agree.
//
// Debian's `chromium-headless-shell` comes first: it is Chromium's own lighter build for
// automation (no window system, the "old" headless mode), and the whole browser stage ran
// 508 s -> 317 s on it against the full `chromium` on 2 cores. The full browser is used
// when there is no shell, or when a window is wanted (`--headed`, `--ui`, `--debug`, PWDEBUG).
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** Whether this run shows a browser window (the headless shell cannot). */
export function wantsWindow(argv = process.argv, env = process.env) {
  return !!env.PWDEBUG || argv.some((a) => a === '--headed' || a === '--ui' || a === '--debug' || a.startsWith('--ui-'));
}

/** The candidates in order of preference: $CHROMIUM_PATH, then the headless shell (unless a window is wanted), then the full browser. */
export function browserCandidates(argv = process.argv, env = process.env) {
  return [env.CHROMIUM_PATH, wantsWindow(argv, env) ? null : HEADLESS_SHELL, FULL_CHROMIUM].filter(Boolean);
}

/** The first candidate installed, or undefined (then Playwright's own browser is used). */
export function systemChromium(argv = process.argv, env = process.env) {
  return browserCandidates(argv, env).find((path) => existsSync(path));
}
