import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { exportsApi } from '../../../common/exports/api';
import type { Database } from '../../db/client';
import { csvFileName, csvResponse, EXPORT_BATCH, keysetBatches } from '../../lib/csv-export';
import { containsPattern } from '../../lib/sql';

type CompanyRow = {
  at: string;
  id: string;
  company: string;
  role: string;
  verified: boolean;
  email: string;
  created_at: string;
  status: string | null;
  legal_name: string | null;
  registration_number: string | null;
  registration_country: string | null;
  operates_ships: boolean | null;
  submitted_at: string | null;
  decided_at: string | null;
  checked_on: string | null;
  expires_on: string | null;
};

/**
 * The back office's companies: every member company (admins are not one) with its latest verification file, in the
 * users table's order and with its search (company or role contains), narrowed by where the file stands: `submitted`
 * is the verification queue, `none` a company that never started one. Times and dates are formatted by PostgreSQL: the
 * two drivers read raw timestamps differently (a Date, or PostgreSQL's text) and node-postgres reads a `date` as local
 * midnight.
 */
/** ISO 8601 UTC with milliseconds, as the other exports write a `Date`. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export function exportCompanies(db: Database, q: z.output<NonNullable<typeof exportsApi.adminCompanies.query>>, now: Date) {
  const search = q.q ? sql`and (p.company_name ilike ${containsPattern(q.q)} or p.role ilike ${containsPattern(q.q)})` : sql``;
  const stage = q.verification === 'none' ? sql`and v.status is null` : q.verification ? sql`and v.status = ${q.verification}` : sql``;
  const page = async (after: CompanyRow | undefined) =>
    (
      (await db.execute(sql`
        select p.created_at::text as at, p.id, p.company_name as company, p.role, p.verified, u.email,
               ${iso('p.created_at')} as created_at, v.status, v.legal_name, v.registration_number, v.registration_country,
               v.operates_ships, ${iso('v.submitted_at')} as submitted_at, ${iso('v.decided_at')} as decided_at,
               v.checked_on::text as checked_on, v.expires_on::text as expires_on
        from profiles p
        join users u on u.id = p.id
        left join lateral (
          select * from verification_submissions s where s.profile_id = p.id order by s.created_at desc, s.id desc limit 1
        ) v on true
        where p.role <> 'admin' ${search} ${stage}
          ${after ? sql`and (p.created_at, p.id) < (${after.at}::timestamptz, ${after.id})` : sql``}
        order by p.created_at desc, p.id desc
        limit ${EXPORT_BATCH}`)) as unknown as { rows: CompanyRow[] }
    ).rows;
  return csvResponse<CompanyRow>({
    fileName: csvFileName('companies', now),
    batches: keysetBatches(page),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'company', value: (r) => r.company },
      { header: 'role', value: (r) => r.role },
      { header: 'company_verified', value: (r) => r.verified },
      { header: 'verification_status', value: (r) => r.status ?? 'none' },
      { header: 'legal_name', value: (r) => r.legal_name },
      { header: 'registration_number', value: (r) => r.registration_number },
      { header: 'registration_country', value: (r) => r.registration_country },
      { header: 'operates_ships', value: (r) => r.operates_ships },
      { header: 'submitted_at', value: (r) => r.submitted_at },
      { header: 'decided_at', value: (r) => r.decided_at },
      { header: 'checked_on', value: (r) => r.checked_on },
      { header: 'expires_on', value: (r) => r.expires_on },
      { header: 'email', value: (r) => r.email },
      { header: 'created_at', value: (r) => r.created_at },
    ],
  });
}
