import { importAddressApi } from '../../../../common/imports/address-api';
import { requireUser } from '../../../auth/guard';
import type { Router } from '../../../lib/contract';
import { setResponseHeader } from '../../../lib/response-header';
import { companyImportAddress, rotateImportAddress } from './address';

export function importAddressRoutes(route: Router) {
  route(importAddressApi.get, async (c) => {
    // The answer holds the secret token: never kept by a browser or proxy cache.
    setResponseHeader(c, 'Cache-Control', 'private, no-store');
    return companyImportAddress(c.get('deps'), requireUser(c));
  });
  route(importAddressApi.rotate, async (c) => {
    setResponseHeader(c, 'Cache-Control', 'private, no-store');
    return rotateImportAddress(c.get('deps'), requireUser(c));
  });
}
