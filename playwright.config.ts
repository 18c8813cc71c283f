import { defineConfig } from '@playwright/test';

// E2E_PORT: a second checkout's browser tests beside a first's (each starts its own server on its own data folder).
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// E2E_SERVER=bundle (set by `npm test`, which builds first): the server `npm start` runs, the bundle in dist/server,
// so that what ships is what the browser tests drive. Otherwise the sources, through tsx, for a quick run while editing.
const server = process.env.E2E_SERVER === 'bundle' ? 'node --enable-source-maps dist/server/index.mjs' : 'node --import tsx server/index.ts';

// The browser tests run against the real server on a fresh embedded database with demo data.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true, // tests make their own accounts and records (e2e/fixtures.ts), so any order and worker will do
  workers: 2,
  retries: 0,
  outputDir: '.test-data/playwright',
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf .test-data/e2e && ${server}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000, // the first start draws the demo ships' pictures (cached after)
    // Every test signs up its own members, all from this machine: the limits per client address (#24) would refuse them.
    env: { PORT: String(port), DATA_DIR: '.test-data/e2e', APP_URL: baseURL, LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '', ADDRESS_LIMITS: '0' },
  },
});
