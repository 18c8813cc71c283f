import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importAddressApi } from '../../../../common/imports/address-api';
import { call } from '../../../lib/api';
import { importAddressKey } from './address';

/** Replaces the address's token: the old address is refused from the moment this answers. */
export function useRotateImportAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(importAddressApi.rotate),
    onSuccess: (address) => qc.setQueryData(importAddressKey, address),
  });
}
