import { bootstrap } from '../server/bootstrap';
import { loadConfig } from '../server/config';
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data/smoke', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
const t0 = Date.now();
const s = await bootstrap({ ...config, demoData: true }, { inMemory: true });
console.log('boot ms', Date.now() - t0);
const { app } = s.app;
const origin = { origin: config.appUrl, 'content-type': 'application/json' };
let r = await app.request('/api/auth/sign-in/email', {
  method: 'POST',
  headers: origin,
  body: JSON.stringify({ email: 'owner@fairlead.test', password: 'fairlead-demo-2026', rememberMe: false }),
});
console.log(r.status, r.headers.getSetCookie(), await r.text());
const cookie = r.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
r = await app.request('/api/accounts/me', { headers: { cookie } });
console.log(r.status, await r.text());
r = await app.request('/api/nope');
console.log(r.status, await r.text());
r = await app.request('/api/accounts/me', { method: 'PUT', headers: { ...origin, cookie } });
console.log(r.status, await r.text());
r = await app.request('/api/accounts/register', {
  method: 'POST',
  headers: origin,
  body: JSON.stringify({ name: '', email: 'x', password: 'short', confirmPassword: 'b', accountType: 'owner', agreeTerms: false }),
});
console.log(r.status, await r.text());
r = await app.request('/api/accounts/register', {
  method: 'POST',
  headers: origin,
  body: JSON.stringify({
    name: 'Jo',
    email: 'jo@x.com',
    password: 'good-pass-99',
    confirmPassword: 'good-pass-99',
    accountType: 'charterer',
    agreeTerms: true,
  }),
});
console.log(r.status, r.headers.getSetCookie().length, await r.text());
r = await app.request('/api/auth/request-password-reset', { method: 'POST', headers: origin, body: JSON.stringify({ email: 'jo@x.com' }) });
console.log(r.status, await r.text());
r = await app.request('/api/dev/mailbox');
console.log(r.status, (await r.text()).slice(0, 400));
await s.close();
