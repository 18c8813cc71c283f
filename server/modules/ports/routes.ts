import { z } from 'zod';
import type { Router } from '../../auth/guard';
import { parseQuery } from '../../lib/validate';
import { searchPorts } from './service';

const query = z.object({ q: z.string().max(60).optional().default('') });

export function portRoutes(r: Router) {
  r.get('/api/ports', 'public', async (c) => {
    const { q } = parseQuery(c, query);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ items: await searchPorts(c.get('deps').db, q) });
  });
}
