import type { Endpoint } from '../../common/api/endpoint';
import { declaredStatuses, errorSchema } from '../../common/api/endpoint';
import type { RouteDef } from '../lib/contract';

/**
 * Checks an answer the test suite received against the contract: the status must be one the route declares,
 * and the body must parse with the declared schema (the success schema, or the one error shape). A route the
 * contract does not describe may still only answer errors in the one shape. Throws, failing the test.
 */
export function contractChecker(table: RouteDef[]) {
  const routes = table
    .map((r) => ({ ...r, re: new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`) }))
    // Static paths before parameterised ones: /api/vessels/open-positions is not /api/vessels/:id.
    .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0));

  return function check(method: string, url: string, status: number, body: unknown, contentType: string | null) {
    const path = new URL(url, 'http://x').pathname;
    if (!path.startsWith('/api/')) return;
    const where = `${method} ${path} answered ${status}`;
    const found = routes.find((r) => r.method === method && r.re.test(path));
    const endpoint: Endpoint | undefined = found?.endpoint;
    if (status >= 400) {
      if (!contentType?.includes('application/json')) throw new Error(`${where} without a JSON body`);
      const parsed = errorSchema.safeParse(body);
      if (!parsed.success) throw new Error(`${where} with an error not in the app's shape: ${JSON.stringify(body)}`);
    }
    if (!endpoint) return;
    const statuses = declaredStatuses(endpoint);
    // 405/404 for a wrong method or path never reach a declared route; 500 is never declared, so it always fails.
    if (!statuses.includes(status)) throw new Error(`${where}, which ${endpoint.operationId} does not declare (${statuses.join(', ')})`);
    if (status === endpoint.ok.status && 'schema' in endpoint.ok) {
      const parsed = endpoint.ok.schema.safeParse(body);
      if (!parsed.success) throw new Error(`${where} with a body that does not match ${endpoint.operationId}: ${parsed.error.message}`);
    }
  };
}
