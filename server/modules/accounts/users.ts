import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../../common/accounts/schemas';
import type { DbOrTx } from '../../db/client';
import { accounts, profiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type NewUser = {
  email: string;
  name: string;
  password: string;
  role: Role;
  companyName: string;
  verified?: boolean;
  emailVerified?: boolean;
};

/**
 * Writes the user, the password credential (hashed as Better Auth hashes it) and the profile.
 * Call it inside a transaction: an account is created whole or not at all.
 */
export async function insertUserWithPassword(tx: DbOrTx, input: NewUser): Promise<string> {
  const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing.length > 0) {
    throw new AppError('conflict', 'An account with this email already exists', {
      email: 'An account with this email already exists',
    });
  }
  const id = randomUUID();
  await tx.insert(users).values({ id, email: input.email, name: input.name, emailVerified: input.emailVerified ?? false });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(input.password),
  });
  await tx.insert(profiles).values({
    id,
    role: input.role,
    companyName: input.companyName,
    verified: input.verified ?? false,
  });
  return id;
}
