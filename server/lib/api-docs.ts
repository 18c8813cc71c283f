import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';

type Doc = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-access'?: unknown;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

/** The OpenAPI 3.1 document of every declared route, with the session cookie as the security scheme. */
export function openApiDocument(app: OpenAPIHono<AppEnv>, appUrl: string): Doc {
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session cookie set by sign-in. State-changing calls must also send the app’s own Origin.',
  });
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Fairlead API',
      version: '1',
      description:
        'The API the Fairlead web app uses. Every error is JSON `{ error: { code, message, fields? } }`; `fields` maps each invalid input field to its message. Each operation says who may call it (`x-access`).',
    },
    servers: [{ url: appUrl }],
  });
}

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** Escaped text with the document's `code` spans shown as code. */
const prose = (s: unknown) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');
const json = (v: unknown) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).map((p) => `<li><code>${esc(p.name)}</code> in ${esc(p.in)}${p.required ? ' (required)' : ''}</li>`).join('');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const schema = r.content ? Object.values(r.content)[0]?.schema : undefined;
      const shown = schema && !(typeof schema === 'object' && '$ref' in schema) ? `<details><summary>Schema</summary>${json(schema)}</details>` : '';
      return `<li><strong>${esc(status)}</strong> ${esc(r.description)}${shown}</li>`;
    })
    .join('');
  return `<section id="${esc(op.operationId)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${prose(op.summary)}</p>${op.description ? `<p class="d">${prose(op.description)}</p>` : ''}
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body ? `<h4>Body (application/json)</h4><details><summary>Schema</summary>${json(body)}</details>` : ''}
<h4>Answers</h4><ul>${responses}</ul></section>`;
}

/** A readable reference page built on the server from the document: no scripts, fonts or CDN, so it keeps the CSP. */
export function renderReference(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const nav = [...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join('');
  const sections = [...byTag].map(([t, ops]) => `<h2 id="tag-${esc(t)}">${esc(t)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fairlead API reference</title><style>
body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;max-width:960px;margin:0 auto;padding:24px}h1{font-size:28px;margin:0 0 8px}
h2{margin-top:40px;border-bottom:1px solid #cbd5e1;padding-bottom:4px}h3{font-size:16px;margin:0}h4{margin:12px 0 4px;font-size:14px}
section{border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin:16px 0}nav{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}
a{color:#0b4f8a}a:focus-visible,summary:focus-visible{outline:2px solid #0b4f8a;outline-offset:2px}
.m{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px;background:#334155}
.get{background:#0b6b3a}.post{background:#0b4f8a}.patch,.put{background:#8a4b0b}.delete{background:#9f1239}
pre{background:#f1f5f9;padding:8px;overflow:auto;font-size:12px}.d{color:#334155}code{font-size:14px}</style></head>
<body><h1>Fairlead API reference</h1><p>${prose(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
<nav aria-label="Sections">${nav}</nav><main>${sections}</main></body></html>`;
}
