import { createTestApp } from '../server/test/harness';
const t = await createTestApp({ logLevel: 'error' } as never);
const a = await t.signedIn('owner');
const r = await a.post('/api/auth/change-password', { currentPassword: 'nope-nope-1', newPassword: 'fresh-hawser-31' });
console.log(r.status, r.text);
await t.close();
