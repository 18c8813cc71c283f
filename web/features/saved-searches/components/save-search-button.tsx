import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { cargoBoardQuerySchema } from '../../../../common/cargoes/api';
import type { SavedSearchKind } from '../../../../common/saved-searches/api';
import { defaultCargoSearchName, defaultVesselSearchName } from '../../../../common/saved-searches/match';
import { vesselSearchSchema } from '../../../../common/vessels/schemas';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useMe } from '../../../lib/me';
import { useSaveSearch } from '../api/saved-searches';

type Props = {
  kind: SavedSearchKind;
  /** The page's API query ("commodity=wheat&loadRegion=ECSA&page=2"): its filters are what is saved, not its page. */
  apiQuery: string;
};

/**
 * The filters to save and the name they suggest ("Wheat · ECSA → CJK · 30–60k t"), or null while a filter is one the
 * page's own schema refuses (the page shows that error; there is nothing to save).
 */
export function searchToSave(kind: SavedSearchKind, apiQuery: string): { query: Record<string, string>; defaultName: string } | null {
  const query = Object.fromEntries([...new URLSearchParams(apiQuery)].filter(([k]) => k !== 'page'));
  if (kind === 'cargoes') {
    const parsed = cargoBoardQuerySchema.safeParse(query);
    return parsed.success ? { query, defaultName: defaultCargoSearchName(parsed.data) } : null;
  }
  const parsed = vesselSearchSchema.safeParse(query);
  return parsed.success ? { query, defaultName: defaultVesselSearchName(parsed.data) } : null;
}

/**
 * "Save this search" on the cargo board and the vessel search: a member names it (its filters suggest a name) and is
 * then told of each new order or ship it would find. A visitor is asked to sign in first.
 */
export function SaveSearchButton({ kind, apiQuery }: Props) {
  const { me, known } = useMe();
  const { pathname, search } = useLocation();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const save = useSaveSearch();
  const toSave = searchToSave(kind, apiQuery);
  if (!known || !toSave) return null;
  if (!me) {
    return (
      <Link to="/login" state={{ from: pathname + search }} className="text-sm font-semibold text-sea-700 hover:underline">
        Sign in to save this search
      </Link>
    );
  }
  if (save.isSuccess && !naming) {
    return (
      <p className="text-sm text-slate-700" role="status">
        Saved as “{save.data.name}”. You will be told of new matches.{' '}
        <Link to="/app/settings#saved-searches" className="font-semibold text-sea-700 hover:underline">
          Your saved searches
        </Link>
      </p>
    );
  }
  if (!naming) {
    return (
      <Button
        variant="secondary"
        onClick={() => {
          setName(toSave.defaultName);
          setNaming(true);
        }}
      >
        Save this search
      </Button>
    );
  }
  const error = save.error instanceof ApiError ? save.error : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ kind, name, query: toSave.query }, { onSuccess: () => setNaming(false) });
  };
  return (
    <form onSubmit={submit} className="w-full max-w-md space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Save this search">
      <Field
        label="Name of this search"
        error={error?.fields.name}
        hint={
          toSave.query.location
            ? 'A typed location is not checked for alerts: choose an open port or region to be told of new ships there.'
            : undefined
        }
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            value={name}
            maxLength={80}
            aria-describedby={describedBy}
            invalid={!!error?.fields.name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      {save.error && !error?.fields.name ? <Alert>{save.error.message}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setNaming(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
