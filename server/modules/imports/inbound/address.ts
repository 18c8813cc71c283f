import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ImportAddress } from '../../../../common/imports/address-api';
import { inboundMailSettings, type Config } from '../../../config';
import type { Database } from '../../../db/client';
import { importAddresses, profiles } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { CurrentUser } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../audit/service';

/**
 * Each company's import address, `import+<token>@<domain>` (issue #28). The token is the only secret between a
 * forwarded e-mail and a company's imports: 128 random bits, shown only to the company, replaced on rotation.
 */

type Deps = { db: Database; clock: Clock; config: Pick<Config, 'appUrl' | 'inboundMail'> };

export const importAddressMessages = {
  notVerified: 'Only verified companies can import circulars by e-mail. Complete your profile and send Fairlead your certificate of incorporation.',
} as const;

/** RFC 4648 base32 in lower case: letters and 2–7 only, so the local part survives any mail server's case handling. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 128 bits in 5-bit digits: 26 of them (the last carries 3 bits). */
const TOKEN_LENGTH = 26;
const TOKEN_PATTERN = /^[a-z2-7]{26}$/;

export function newImportToken(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out.slice(0, TOKEN_LENGTH);
}

const LOCAL_PREFIX = 'import+';

function addressOf(token: string, domain: string): string {
  return `${LOCAL_PREFIX}${token}@${domain}`;
}

function requireVerified(user: CurrentUser) {
  if (!user.verified) throw new AppError('forbidden', importAddressMessages.notVerified);
}

function shown(deps: Deps, row: typeof importAddresses.$inferSelect): ImportAddress {
  const settings = inboundMailSettings(deps.config);
  return {
    address: addressOf(row.token, settings.domain),
    rotatedAt: row.rotatedAt?.toISOString() ?? null,
    enabled: settings.smtpPort !== undefined,
  };
}

/** The caller's company address, made the first time it is asked for (two first asks at once make one). */
export async function companyImportAddress(deps: Deps, user: CurrentUser): Promise<ImportAddress> {
  requireVerified(user);
  const [existing] = await deps.db.select().from(importAddresses).where(eq(importAddresses.companyId, user.id));
  if (existing) return shown(deps, existing);
  await deps.db
    .insert(importAddresses)
    .values({ companyId: user.id, token: newImportToken(), createdAt: deps.clock.now() })
    .onConflictDoNothing({ target: importAddresses.companyId });
  const [row] = await deps.db.select().from(importAddresses).where(eq(importAddresses.companyId, user.id));
  return shown(deps, row);
}

/**
 * A new token for the caller's company; only the current one is kept, so mail to the old address is refused from
 * the next recipient on. Audited (the token itself never: it is the secret), in the same transaction.
 */
export async function rotateImportAddress(deps: Deps, user: CurrentUser): Promise<ImportAddress> {
  requireVerified(user);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rotatedAt: importAddresses.rotatedAt })
      .from(importAddresses)
      .where(eq(importAddresses.companyId, user.id))
      .for('update');
    const token = newImportToken();
    const [row] = await tx
      .insert(importAddresses)
      .values({ companyId: user.id, token, createdAt: now, rotatedAt: now })
      .onConflictDoUpdate({ target: importAddresses.companyId, set: { token, rotatedAt: now } })
      .returning();
    await recordAudit(tx, {
      actor: user,
      action: 'import_address.rotated',
      entity: 'import_address',
      entityId: user.id,
      before: before ? { rotatedAt: before.rotatedAt?.toISOString() ?? null } : null,
      after: { rotatedAt: now.toISOString() },
    });
    return shown(deps, row);
  });
}

/**
 * The company a recipient address belongs to, or null: `import+<token>@<domain>` in any case, for a token that is
 * current now, of a company that may still import (verified, not suspended, not erased).
 */
export async function companyForRecipient(deps: Pick<Deps, 'db' | 'config'>, recipient: string): Promise<string | null> {
  const address = recipient.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1) !== inboundMailSettings(deps.config).domain) return null;
  const local = address.slice(0, at);
  if (!local.startsWith(LOCAL_PREFIX)) return null;
  const token = local.slice(LOCAL_PREFIX.length);
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await deps.db
    .select({ companyId: importAddresses.companyId })
    .from(importAddresses)
    .innerJoin(profiles, eq(profiles.id, importAddresses.companyId))
    .where(and(eq(importAddresses.token, token), eq(profiles.verified, true), isNull(profiles.suspendedAt), isNull(profiles.erasedAt)));
  return row?.companyId ?? null;
}
