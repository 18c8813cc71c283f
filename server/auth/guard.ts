import type { MiddlewareHandler } from 'hono';
import type { Access } from '../../common/api/endpoint';
import { AppError } from '../lib/errors';
import type { AppEnv, CurrentUser } from '../lib/context';

/** Answers 401 to a stranger and 403 to a member without the role, before any input is read. */
export function guard(access: Access): MiddlewareHandler<AppEnv> {
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
