import { eq, sql } from 'drizzle-orm';
import type { ContactUpdateInput, Profile, RegisterInput } from '../../../common/accounts/schemas';
import { contactUpdateSchema, registerSchema } from '../../../common/accounts/schemas';
import type { Database, DbOrTx } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../lib/context';
import { parseOrThrow } from '../../lib/validate';
import { recordAudit } from '../audit/service';
import { insertUserWithPassword } from './users';

const profileColumns = {
  id: profiles.id,
  email: users.email,
  name: users.name,
  role: profiles.role,
  companyName: profiles.companyName,
  contactPhone: profiles.contactPhone,
  contactAddress: profiles.contactAddress,
  companyRegistration: profiles.companyRegistration,
  verified: profiles.verified,
  emailVerified: users.emailVerified,
  suspended: sql<boolean>`${profiles.suspendedAt} is not null`,
  createdAt: profiles.createdAt,
};

type ProfileRow = Omit<Profile, 'createdAt'> & { createdAt: Date };
export const toProfile = (row: ProfileRow): Profile => ({ ...row, createdAt: row.createdAt.toISOString() });

export function selectProfiles(db: DbOrTx) {
  return db.select(profileColumns).from(profiles).innerJoin(users, eq(users.id, profiles.id));
}

export async function findProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const [row] = await selectProfiles(db).where(eq(profiles.id, userId));
  return row ? toProfile(row) : null;
}

export async function getProfile(db: DbOrTx, userId: string): Promise<Profile> {
  const profile = await findProfile(db, userId);
  if (!profile) throw notFound('Profile not found');
  return profile;
}

/** The session's user with role and flags from the profile; null for a user without a profile, or suspended. */
export async function loadCurrentUser(db: DbOrTx, userId: string): Promise<CurrentUser | null> {
  const p = await findProfile(db, userId);
  return p && !p.suspended ? { id: p.id, email: p.email, name: p.name, role: p.role, verified: p.verified, companyName: p.companyName } : null;
}

/** Role comes from the account type; company defaults to the person's name; everyone starts unverified. */
/** `from` is where the registration came from (address, user agent), kept in its audit record. */
export async function registerUser(
  db: Database,
  raw: RegisterInput | unknown,
  from: { ip?: string | null; userAgent?: string | null } = {},
): Promise<{ userId: string; email: string; password: string }> {
  const input = parseOrThrow(registerSchema, raw);
  const userId = await db.transaction(async (tx) => {
    const id = await insertUserWithPassword(tx, {
      email: input.email,
      name: input.name,
      password: input.password,
      role: input.accountType,
      companyName: input.company || input.name,
    });
    await recordAudit(tx, {
      actor: { id, ...from },
      action: 'account.registered',
      entity: 'profile',
      entityId: id,
      after: { role: input.accountType },
    });
    return id;
  });
  return { userId, email: input.email, password: input.password };
}

export async function updateOwnContact(db: Database, user: CurrentUser, raw: ContactUpdateInput | unknown): Promise<Profile> {
  const input = parseOrThrow(contactUpdateSchema, raw);
  await db.update(profiles).set(input).where(eq(profiles.id, user.id));
  return getProfile(db, user.id);
}
