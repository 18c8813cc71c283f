import { z } from 'zod';
import { endpoint } from '../api/endpoint';

export const portSchema = z.object({
  locode: z.string(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Port = z.infer<typeof portSchema>;

export const portsApi = {
  search: endpoint({
    method: 'get',
    path: '/api/ports',
    operationId: 'searchPorts',
    tag: 'Ports',
    access: 'public',
    summary: 'Seaports by UN/LOCODE, name or country (ten best matches)',
    query: z.object({ q: z.string().max(60, 'Search for at most 60 characters').optional().default('') }),
    ok: { status: 200, schema: z.object({ items: z.array(portSchema) }) },
  }),
};
