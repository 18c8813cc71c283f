import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fairlead-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const production = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  AUTH_SECRET: 'x'.repeat(32),
  PAYMENTS_PROVIDER: 'simulated',
  SMTP_URL: 'smtp://mail.example:587',
};

describe('configuration', () => {
  it('listens on loopback outside production unless HOST says otherwise, and on every interface in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.4' }).host).toBe('10.0.0.4');
  });

  it('refuses to start in production without SMTP_URL: e-mails would be stored and never sent', () => {
    const { SMTP_URL: _unused, ...withoutSmtp } = production;
    expect(() => loadConfig(withoutSmtp)).toThrow(ConfigError);
    expect(() => loadConfig(withoutSmtp)).toThrow(
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production (e-mails would otherwise never be sent)',
    );
    expect(loadConfig(production).smtpUrl).toBe('smtp://mail.example:587');
  });

  it('reads TRUST_PROXY as the number of proxies in front of the server', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'yes' })).toThrow(/Invalid configuration: TRUST_PROXY/);
  });

  it('reads JOB_LEASE_SECONDS, how long a claimed job is kept from the other processes', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).jobLeaseSeconds).toBe(120);
    expect(loadConfig({ DATA_DIR: dataDir, JOB_LEASE_SECONDS: '10' }).jobLeaseSeconds).toBe(10);
    expect(() => loadConfig({ DATA_DIR: dataDir, JOB_LEASE_SECONDS: '1' })).toThrow(/Invalid configuration: JOB_LEASE_SECONDS/);
  });

  it('reads RUN_JOBS, SLOW_QUERY_MS and the database time limits, with their defaults', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect([defaults.runJobs, defaults.slowQueryMs, defaults.databaseStatementTimeoutSeconds, defaults.databaseConnectTimeoutSeconds]).toEqual([
      true,
      200,
      60,
      10,
    ]);
    const set = loadConfig({
      DATA_DIR: dataDir,
      RUN_JOBS: '0',
      SLOW_QUERY_MS: '750',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '0',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '3',
    });
    expect([set.runJobs, set.slowQueryMs, set.databaseStatementTimeoutSeconds, set.databaseConnectTimeoutSeconds]).toEqual([false, 750, 0, 3]);
    expect(() => loadConfig({ DATA_DIR: dataDir, RUN_JOBS: 'no' })).toThrow(
      /Invalid configuration: RUN_JOBS must be 1 \(run the job queue here\) or 0/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SLOW_QUERY_MS: '0' })).toThrow(/Invalid configuration: SLOW_QUERY_MS/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_STATEMENT_TIMEOUT_SECONDS: 'a minute' })).toThrow(
      /Invalid configuration: DATABASE_STATEMENT_TIMEOUT_SECONDS must be a number of seconds/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_CONNECT_TIMEOUT_SECONDS: '0' })).toThrow(
      /Invalid configuration: DATABASE_CONNECT_TIMEOUT_SECONDS/,
    );
  });
});
