import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealsApi } from '../../../../common/charters/api';
import { contractsApi } from '../../../../common/contracts/api';
import type { AmendInput, Verification } from '../../../../common/contracts/schemas';
import { ApiError, call } from '../../../lib/api';

export type { Contract, ContractClause, ContractContent, Signature, Verification } from '../../../../common/contracts/schemas';

const key = (dealId: string) => ['contracts', dealId] as const;

/** The deal's charter party (null before it is drafted). A deal event marks it stale: the deal's key is refetched too. */
export const useContract = (dealId: string) =>
  useQuery({ queryKey: key(dealId), queryFn: ({ signal }) => call(contractsApi.get, { params: { id: dealId }, signal }).then((r) => r.contract) });

export const useContractVersion = (dealId: string, version: number | null) =>
  useQuery({
    queryKey: [...key(dealId), 'version', version],
    queryFn: ({ signal }) => call(contractsApi.version, { params: { id: dealId, version: version! }, signal }),
    enabled: version !== null,
    staleTime: Infinity, // a version never changes
  });

function useContractAction<V>(dealId: string, fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: key(dealId) });
      void qc.invalidateQueries({ queryKey: ['deals', 'one', dealId] });
    },
  });
}

export const useDraftContract = (dealId: string) => useContractAction(dealId, () => call(contractsApi.draft, { params: { id: dealId } }));
export const useAmendContract = (dealId: string) =>
  useContractAction(dealId, (body: AmendInput) => call(contractsApi.amend, { params: { id: dealId }, body }));
export const useSignContract = (dealId: string) =>
  useContractAction(dealId, (body: { version: number; password: string; consent: true }) =>
    call(contractsApi.sign, { params: { id: dealId }, body }),
  );

/** The deal the charter party belongs to (same cache entry as the deal page: the event stream refreshes both). */
export const useDealOf = (dealId: string) =>
  useQuery({
    queryKey: ['deals', 'one', dealId],
    queryFn: ({ signal }) => call(dealsApi.get, { params: { id: dealId }, signal }).then((r) => r.deal),
  });

/** Public verification, by a hash (GET) or by the PDF's bytes (multipart POST). */
export const verifyHash = (hash: string) => call(contractsApi.verifyHash, { query: { hash } });
export async function verifyPdf(file: File): Promise<Verification> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(contractsApi.verifyFile.path, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = await res.json().catch(() => null);
  if (!res.ok)
    throw new ApiError(res.status, body?.error?.code ?? 'error', body?.error?.message ?? 'The file could not be checked.', body?.error?.fields ?? {});
  return body as Verification;
}
