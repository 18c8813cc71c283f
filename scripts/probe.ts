import { createTestApp } from '../server/test/harness';
const t = await createTestApp({ logLevel: 'error' } as never);
const r = await t.app.request('/api/openapi.json');
console.log(r.status, (await r.text()).slice(0, 1500));
await t.close();
