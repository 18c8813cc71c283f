import { BadgeCheck, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { roles, type Profile, type Role } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { Alert, Badge, Card, Skeleton } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebounced } from '../../../lib/use-debounced';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteUser, useSetRole, useUsers, useVerifyUser } from '../api/users';
import { CreateAdminDialog, EditUserDialog } from '../components/user-dialogs';

export default function AdminUsersPage() {
  usePageTitle('Users · Admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const { data, isPending, isError } = useUsers(q, page);
  const verify = useVerifyUser();
  const setRole = useSetRole();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<Profile | null>(null);
  const [creating, setCreating] = useState(false);
  const actionError = verify.error ?? setRole.error ?? remove.error;

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Users</h1>
        <Button onClick={() => setCreating(true)}>
          <UserPlus className="size-4" aria-hidden /> Create Admin
        </Button>
      </div>
      <div className="mt-4">
        <SearchInput label="Search users by company or role" placeholder="Search company or role" value={search} onChange={(v) => { setSearch(v); setPage(1); }} />
      </div>
      {actionError ? <Alert className="mt-4">{actionError.message}</Alert> : null}
      {isError ? <Alert className="mt-4">Users could not be loaded.</Alert> : null}
      <Card className="mt-4 overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">Company</th>
              <th scope="col" className="px-4 py-3">Role</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3">Contact</th>
              <th scope="col" className="px-4 py-3 text-right">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isPending
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={5} className="px-4 py-3"><Skeleton className="h-8 w-full" /></td>
                  </tr>
                ))
              : data?.items.map((u) => (
                  <tr key={u.id} data-testid="user-row">
                    <td className="px-4 py-3">
                      <p className="font-medium text-slate-900">{u.companyName}</p>
                      <p className="text-xs text-slate-500">{u.email}</p>
                      <p className="text-xs text-slate-500">{u.companyRegistration ?? 'No registration given'}</p>
                    </td>
                    <td className="px-4 py-3">
                      <Select
                        aria-label={`Role of ${u.companyName}`}
                        value={u.role}
                        className="w-40 capitalize"
                        onChange={(e) => setRole.mutate({ id: u.id, role: e.target.value as Role })}
                      >
                        {roles.map((r) => <option key={r} value={r}>{r}</option>)}
                      </Select>
                    </td>
                    <td className="px-4 py-3">{u.verified ? <Badge tone="green">Verified</Badge> : <Badge tone="yellow">Pending</Badge>}</td>
                    <td className="px-4 py-3 text-slate-700">
                      <p>{u.contactPhone ?? '—'}</p>
                      <p className="max-w-56 truncate text-xs text-slate-500">{u.contactAddress ?? ''}</p>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        {!u.verified ? (
                          <Button size="sm" variant="accent" onClick={() => verify.mutate(u.id)} aria-label={`Verify ${u.companyName}`}>
                            <BadgeCheck className="size-4" aria-hidden /> Verify
                          </Button>
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
                    </td>
                  </tr>
                ))}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-slate-600">No users match “{q}”.</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </Card>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
      <CreateAdminDialog open={creating} onOpenChange={setCreating} />
      <EditUserDialog user={editing} onOpenChange={(o) => !o && setEditing(null)} />
    </section>
  );
}
