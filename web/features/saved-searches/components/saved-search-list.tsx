import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Alert, Skeleton } from '../../../components/ui/feedback';
import { useDeleteSavedSearch, useSavedSearches, type SavedSearch } from '../api/saved-searches';

/** Where "Open" leads: the board or the search, with the saved filters in its URL. */
export function savedSearchHref(s: Pick<SavedSearch, 'kind' | 'query'>): string {
  const params = new URLSearchParams(Object.entries(s.query).map(([k, v]) => [k, String(v)]));
  const query = params.toString();
  const page = s.kind === 'cargoes' ? '/cargoes' : '/vessels';
  return query ? `${page}?${query}` : page;
}

const kindLabel = { cargoes: 'Cargo orders', vessels: 'Vessels' } as const;

/** The member's saved searches (settings): each opens its board or search, or is deleted. */
export function SavedSearchList() {
  const { data, isPending, error } = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (isPending) return <Skeleton className="h-16 w-full" />;
  if (error) return <Alert>Your saved searches could not be loaded. {error.message}</Alert>;
  if (!data.length) {
    return (
      <p className="text-sm text-slate-600">
        None yet. Use “Save this search” on the <Link to="/cargoes">cargo board</Link> or the <Link to="/vessels">vessel search</Link> to be told of
        new matches.
      </p>
    );
  }
  return (
    <>
      {remove.error ? <Alert className="mb-3">{remove.error.message}</Alert> : null}
      <ul aria-label="Your saved searches" className="divide-y divide-slate-200">
        {data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-navy-900">{s.name}</p>
              <p className="text-sm text-slate-600">{kindLabel[s.kind]}</p>
            </div>
            <div className="flex gap-2">
              <Link to={savedSearchHref(s)} className={buttonClass('secondary', 'sm')} aria-label={`Open ${s.name}`}>
                Open
              </Link>
              <Button variant="secondary" size="sm" aria-label={`Delete ${s.name}`} disabled={remove.isPending} onClick={() => remove.mutate(s.id)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
