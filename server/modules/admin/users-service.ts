import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { CreateAdminInput, EditUserInput } from '../../../common/admin/schemas';
import { createAdminSchema, editUserSchema, setRoleSchema } from '../../../common/admin/schemas';
import type { Profile, Role } from '../../../common/accounts/schemas';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../lib/context';
import { parseOrThrow } from '../../lib/validate';
import { findProfile, getProfile, selectProfiles, toProfile } from '../accounts/service';
import { insertUserWithPassword } from '../accounts/users';
import { recordAudit } from '../audit/service';

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Users newest first; q is a case-insensitive contains match on company name or role. */
export async function listUsers(db: Database, opts: { q: string; page: number; pageSize: number }) {
  const where = opts.q ? or(ilike(profiles.companyName, `%${escapeLike(opts.q)}%`), ilike(profiles.role, `%${escapeLike(opts.q)}%`)) : undefined;
  const rows = await selectProfiles(db)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(profiles).where(where);
  return { items: rows.map(toProfile), total, page: opts.page, pageSize: opts.pageSize };
}

async function changeProfile(
  db: Database,
  admin: CurrentUser,
  userId: string,
  action: string,
  change: (before: Profile) => Partial<typeof profiles.$inferInsert>,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const before = await findProfile(tx, userId);
    if (!before) throw notFound('User not found');
    const patch = change(before);
    await tx.update(profiles).set(patch).where(eq(profiles.id, userId));
    const after = await getProfile(tx, userId);
    await recordAudit(tx, { actor: admin, action, entity: 'profile', entityId: userId, before, after });
    return after;
  });
}

export function setRole(db: Database, admin: CurrentUser, userId: string, raw: unknown) {
  const { role } = parseOrThrow(setRoleSchema, raw);
  if (userId === admin.id && role !== 'admin') {
    throw new AppError('conflict', 'You cannot remove your own admin role. Ask another admin.');
  }
  return changeProfile(db, admin, userId, 'user.role_changed', () => ({ role: role as Role }));
}

export function editUser(db: Database, admin: CurrentUser, userId: string, raw: EditUserInput | unknown) {
  const input = parseOrThrow(editUserSchema, raw);
  return changeProfile(db, admin, userId, 'user.edited', () => input);
}

/** An admin account: role admin, verified, e-mail confirmed. Used by the back office and the CLI. */
export async function createAdmin(db: Database, actor: CurrentUser | null, raw: CreateAdminInput | unknown): Promise<Profile> {
  const input = parseOrThrow(createAdminSchema, raw);
  return db.transaction(async (tx) => {
    const id = await insertUserWithPassword(tx, {
      email: input.email,
      name: input.companyName,
      password: input.password,
      role: 'admin',
      companyName: input.companyName,
      verified: true,
      emailVerified: true,
    });
    const after = await getProfile(tx, id);
    await recordAudit(tx, { actor, action: 'user.admin_created', entity: 'profile', entityId: id, after });
    return after;
  });
}
