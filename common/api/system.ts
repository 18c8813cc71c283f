import { z } from 'zod';
import { endpoint } from './endpoint';

export const devMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const systemApi = {
  health: endpoint({
    method: 'get',
    path: '/api/health',
    operationId: 'health',
    tag: 'System',
    access: 'public',
    summary: 'Whether the server is up and its database answers',
    ok: { status: 200, schema: z.object({ ok: z.literal(true) }) },
  }),
  ready: endpoint({
    method: 'get',
    path: '/api/ready',
    operationId: 'ready',
    tag: 'System',
    access: 'public',
    summary: 'Whether this instance may be sent traffic (for load balancers)',
    description:
      '503 with the reason while the database cannot be reached, its migrations are not all applied, or the file ' +
      'storage (DATA_DIR/uploads or the S3 bucket) cannot be reached or written. /api/health only says the process is alive.',
    ok: { status: 200, schema: z.object({ ok: z.literal(true) }) },
    errors: [503],
  }),
  devMailbox: endpoint({
    method: 'get',
    path: '/api/dev/mailbox',
    operationId: 'devMailbox',
    tag: 'System',
    access: 'public',
    summary: 'The 100 newest e-mails the server would have sent (only outside production and without SMTP)',
    description:
      'Served only on a loopback connection (judged by the socket, never by a header) or to a signed-in administrator: ' +
      'the mails hold password-reset and confirmation links. Anyone else gets 404.',
    ok: { status: 200, schema: z.object({ items: z.array(devMailSchema) }) },
    errors: [404],
  }),
};
