import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { regionCodes } from './region-names';

export const portSchema = z.object({
  locode: z.string(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Port = z.infer<typeof portSchema>;

/** A region brokers name instead of a port ("US Gulf"), offered where a field takes one. */
export const regionChoiceSchema = z.object({ code: z.enum(regionCodes), name: z.string() });
export type RegionChoice = z.infer<typeof regionChoiceSchema>;

export const portsApi = {
  search: endpoint({
    method: 'get',
    path: '/api/ports',
    operationId: 'searchPorts',
    tag: 'Ports',
    access: 'public',
    summary: 'Seaports by UN/LOCODE, name, other name or country (ten best matches), and the regions the text names',
    query: z.object({ q: z.string().max(60, 'Search for at most 60 characters').optional().default('') }),
    ok: { status: 200, schema: z.object({ items: z.array(portSchema), regions: z.array(regionChoiceSchema) }) },
  }),
};
