import { BadgeCheck, FileClock, Pencil, ShieldBan, ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { roles, type Profile, type Role } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { Alert, Badge } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { ExportLink } from '../../../components/export-link';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebounced } from '../../../lib/use-debounced';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteUser, useReinstateUser, useSetRole, useSuspendUser, useUsers } from '../api/users';
import { ReasonDialog } from '../components/reason-dialog';
import { DataTable, type Column } from '../components/data-table';
import { RoleChangeDialog } from '../components/role-dialog';
import { CreateAdminDialog, EditUserDialog } from '../components/user-dialogs';

/**
 * A company is verified only from its documents, in the review queue: the list shows where it stands and leads
 * there, and has no shortcut that marks it verified.
 */
function VerificationLink({ user }: { user: Profile }) {
  const Icon = user.verified ? BadgeCheck : FileClock;
  return (
    <Link
      to="/app/admin/verification"
      title={`Company verification of ${user.companyName} happens in the review queue`}
      className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium underline-offset-2 hover:underline ${
        user.verified ? 'bg-green-50 text-green-800' : 'bg-yellow-50 text-yellow-800'
      }`}
    >
      <Icon className="size-4" aria-hidden />
      <span>{user.verified ? 'Verified' : 'Not verified'}</span>
      <span className="sr-only">: {user.companyName}, open the review queue</span>
    </Link>
  );
}

export default function AdminUsersPage() {
  usePageTitle('Users · Admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const { data, isPending, isError } = useUsers(q, page);
  const setRole = useSetRole();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<Profile | null>(null);
  const [creating, setCreating] = useState(false);
  const [roleChange, setRoleChange] = useState<{ user: Profile; role: Role } | null>(null);
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const [suspending, setSuspending] = useState<Profile | null>(null);
  const actionError = remove.error ?? reinstate.error;

  const columns: Column<Profile>[] = [
    {
      key: 'company',
      header: 'Company',
      primary: true,
      className: 'whitespace-normal',
      cell: (u) => (
        <>
          <p className="font-medium text-slate-900">{u.companyName}</p>
          <p className="text-xs text-slate-500">{u.email}</p>
          <p className="text-xs text-slate-500">{u.companyRegistration ?? 'No registration given'}</p>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (u) => (
        <Select
          aria-label={`Role of ${u.companyName}`}
          value={u.role}
          className="w-36 capitalize"
          onChange={(e) => setRoleChange({ user: u, role: e.target.value as Role })}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (u) => (
        <div className="flex flex-col items-start gap-1">
          {u.suspended ? <Badge tone="red">Suspended</Badge> : null}
          {u.emailVerified ? null : <span className="text-xs text-slate-500">E-mail not confirmed</span>}
        </div>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      className: 'whitespace-normal',
      cell: (u) => (
        <>
          <p>{u.contactPhone ?? '—'}</p>
          <p className="max-w-56 truncate text-xs text-slate-500">{u.contactAddress ?? ''}</p>
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (u) => (
        <div className="flex justify-end gap-1">
          {u.role !== 'admin' ? <VerificationLink user={u} /> : null}
          {u.role !== 'admin' ? (
            u.suspended ? (
              <Button size="sm" variant="secondary" onClick={() => reinstate.mutate(u.id)} aria-label={`Reinstate ${u.companyName}`}>
                <ShieldCheck className="size-4" aria-hidden /> Reinstate
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setSuspending(u)} aria-label={`Suspend ${u.companyName}`}>
                <ShieldBan className="size-4" aria-hidden />
              </Button>
            )
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => setEditing(u)} aria-label={`Edit ${u.companyName}`}>
            <Pencil className="size-4" aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Delete ${u.companyName}`}
            onClick={() => {
              if (window.confirm('Are you sure you want to delete this user?')) remove.mutate(u.id);
            }}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Users</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportLink path="/api/admin/exports/users.csv" query={{ q }} />
          <ExportLink path="/api/admin/exports/companies.csv" query={{ q }} label="Export companies CSV" />
          <Button onClick={() => setCreating(true)}>
            <UserPlus className="size-4" aria-hidden /> Create Admin
          </Button>
        </div>
      </div>
      <div className="mt-4">
        <SearchInput
          label="Search users by company or role"
          placeholder="Search company or role"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
      </div>
      {actionError ? <Alert className="mt-4">{actionError.message}</Alert> : null}
      <ReasonDialog
        open={!!suspending}
        onOpenChange={(o) => (o ? undefined : setSuspending(null))}
        title={`Suspend ${suspending?.companyName ?? ''}`}
        description="Their sessions end now and sign-in is refused until you reinstate them. Their deals, messages and records stay."
        confirmLabel="Suspend"
        danger
        pending={suspend.isPending}
        error={suspend.error?.message}
        onConfirm={(reason) => suspend.mutate({ id: suspending!.id, reason }, { onSuccess: () => setSuspending(null) })}
      />
      {isError ? <Alert className="mt-4">Users could not be loaded.</Alert> : null}
      <div className="mt-4">
        <DataTable label="Users" columns={columns} rows={isPending ? undefined : data?.items} rowKey={(u) => u.id} empty={`No users match “${q}”.`} />
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
      <CreateAdminDialog open={creating} onOpenChange={setCreating} />
      <EditUserDialog user={editing} onOpenChange={(o) => !o && setEditing(null)} />
      <RoleChangeDialog
        change={roleChange}
        pending={setRole.isPending}
        error={setRole.error?.message}
        onCancel={() => {
          setRoleChange(null);
          setRole.reset();
        }}
        onConfirm={() => roleChange && setRole.mutate({ id: roleChange.user.id, role: roleChange.role }, { onSuccess: () => setRoleChange(null) })}
      />
    </section>
  );
}
