import { useQuery } from '@tanstack/react-query';
import { importAddressApi } from '../../../../common/imports/address-api';
import { call } from '../../../lib/api';

export const importAddressKey = ['imports', 'address'] as const;

/** The company's import address (made on first ask). */
export const useImportAddress = () => useQuery({ queryKey: importAddressKey, queryFn: ({ signal }) => call(importAddressApi.get, { signal }) });
