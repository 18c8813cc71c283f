import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { Role } from '../../common/accounts/schemas';
import { AppError } from '../lib/errors';
import type { AppEnv, CurrentUser } from '../lib/context';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'user' | readonly Role[];
export type RouteDef = { method: string; path: string; access: Access };

function guard(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access === 'public') return next();
    const user = c.get('user');
    if (!user) throw new AppError('unauthenticated', 'Sign in to continue');
    if (access !== 'user' && !access.includes(user.role)) {
      throw new AppError('forbidden', 'Your account does not have access to this');
    }
    return next();
  };
}

export function requireUser(c: { get: (k: 'user') => CurrentUser | null }): CurrentUser {
  const user = c.get('user');
  if (!user) throw new AppError('unauthenticated', 'Sign in to continue');
  return user;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Every API route is declared through this, with its access. The declarations form the
 * route table that the authorization test walks, so no route can exist without a rule.
 */
export function createRouter(app: Hono<AppEnv>, table: RouteDef[]) {
  const add = (method: Method) => (path: string, access: Access, handler: Handler<AppEnv>) => {
    table.push({ method, path, access });
    app.on(method, path, guard(access), handler);
  };
  return { get: add('GET'), post: add('POST'), patch: add('PATCH'), put: add('PUT'), delete: add('DELETE') };
}
export type Router = ReturnType<typeof createRouter>;
