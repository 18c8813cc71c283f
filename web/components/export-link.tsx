import { buttonClass } from './ui/button';

/** The export paths of common/exports/api.ts (kept as text here: the page needs the path, not the schemas). */
export type ExportPath =
  | '/api/admin/exports/audit.csv'
  | '/api/admin/exports/ledger.csv'
  | '/api/admin/exports/payments.csv'
  | '/api/admin/exports/users.csv'
  | '/api/admin/exports/companies.csv'
  | '/api/admin/exports/charters.csv'
  | '/api/admin/exports/vessels.csv'
  | '/api/exports/deals.csv'
  | '/api/exports/payments.csv';

/** "Export CSV": downloads what the table shows, with the filters it is shown with (empty ones left out). */
export function ExportLink({
  path,
  query = {},
  label = 'Export CSV',
}: {
  path: ExportPath;
  query?: Record<string, string | undefined>;
  label?: string;
}) {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1]));
  const href = params.size ? `${path}?${params}` : path;
  return (
    <a href={href} download className={buttonClass('secondary', 'sm')}>
      {label}
    </a>
  );
}
