import { z } from 'zod';

// Zod probes whether it may compile validators with `new Function` as its schemas are built; the
// Content-Security-Policy forbids it, and the probe alone is reported as a violation. Interpreted validation
// is fast enough for forms. Imported first by main.tsx, before any module that builds a schema.
z.config({ jitless: true });
