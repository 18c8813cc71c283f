// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../entry-server';
import { wheatOrder } from '../test-fixtures';

// The board and an order's page as a crawler or a link preview gets them: the web app's own server renderer,
// its API reads answered at the boundary (the server's cargo routes are tested on their own).

const asked: string[] = [];
const api = async (path: string) => {
  asked.push(path);
  const body = path.startsWith('/api/cargoes?')
    ? { items: [wheatOrder], page: 1, pageSize: 20, hasMore: false }
    : path === `/api/cargoes/${wheatOrder.id}`
      ? { cargo: wheatOrder }
      : path.startsWith('/api/auth')
        ? null
        : { error: { code: 'not_found', message: 'Not found' } };
  return new Response(JSON.stringify(body), {
    status: path.startsWith('/api/cargoes') || path.startsWith('/api/auth') ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
};

async function html(path: string) {
  const page = await renderPage(new Request(`http://127.0.0.1:3000${path}`), { origin: 'https://fairlead.example', api });
  if (!page || page instanceof Response || !page.body) throw new Error(`${path} was not rendered`);
  const markup = await new Response(page.body).text();
  return { head: page.head, markup, hydration: page.hydration };
}

describe('the cargo pages on the server', () => {
  it('/cargoes carries the cards of the search the URL asks for', async () => {
    const page = await html('/cargoes?commodity=wheat&page=1');
    expect(asked).toContain('/api/cargoes?commodity=wheat');
    expect(page.head).toContain('<title>Cargo board · Fairlead</title>');
    expect(page.head).toContain('href="https://fairlead.example/cargoes?commodity=wheat"');
    expect(page.markup).toContain('50,000 t 10% MOLOO');
    expect(page.markup).toContain('USD 32.00/t');
    expect(page.markup).toContain('Laycan <!-- -->5–15 Jan 2027');
    expect(page.markup).toContain('Shown once the charterer answers your enquiry');
    expect(page.hydration).toBe('after-load');
  });

  it('an order’s page carries its terms and its own title', async () => {
    const page = await html(`/cargoes/${wheatOrder.id}`);
    expect(page.head).toContain('<title>Wheat, 50,000 t 10% MOLOO · Fairlead</title>');
    expect(page.markup).toContain('10,000 t/day SHEX');
    expect(page.markup).toContain('3.75% total');
  });
});
