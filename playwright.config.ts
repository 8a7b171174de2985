import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Use the system Chromium (Debian's /usr/bin/chromium, or $CHROMIUM_PATH) when there is one,
 * and Playwright's own browser otherwise (`npx playwright install chromium`).
 * scripts/ensure-browser.mjs makes sure one of the two exists before the tests start.
 */
const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path): path is string => !!path && existsSync(path),
);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: 'http://127.0.0.1:4321',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        ...(systemChromium
          ? {
              launchOptions: {
                executablePath: systemChromium,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                  '--disable-quic',
                ],
              },
            }
          : {}),
      },
    },
  ],
  webServer: {
    command: 'npm run build && npm run preview -- --port 4321 --host 127.0.0.1',
    url: 'http://127.0.0.1:4321',
    reuseExistingServer: !process.env.CI,
    timeout: 180000,
  },
});
