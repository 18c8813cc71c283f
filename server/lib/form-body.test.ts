import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealParties } from '../test/deal-input';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNREADABLE = 'The upload could not be read: send the file as multipart/form-data, as the form does.';
const part = (disposition: string) =>
  `--abc\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 test\r\n--abc--\r\n`;
// The security test's malformed bodies (#24): each was a 500 with a stack trace in the log.
const malformed: [string, string, string][] = [
  ['a wrong boundary', 'multipart/form-data; boundary=xyz', part('form-data; name="file"; filename="a.pdf"')],
  ['no boundary', 'multipart/form-data', part('form-data; name="file"; filename="a.pdf"')],
  ['a body cut short', 'multipart/form-data; boundary=abc', part('form-data; name="file"; filename="a.pdf"').slice(0, 95)],
  ['a quote in the file name', 'multipart/form-data; boundary=abc', part('form-data; name="file"; filename="a"b.pdf"')],
  ['CR LF in the file name', 'multipart/form-data; boundary=abc', part('form-data; name="file"; filename="a\r\nb.pdf"')],
  ['an empty body', 'multipart/form-data; boundary=abc', ''],
];

describe('a malformed multipart upload', () => {
  it('is a 400 in the API’s error shape on every upload route: contract check, photos, attachments', async () => {
    const p = await dealParties(t);
    const conversation = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
    const routes: [ReturnType<TestApp['agent']>, string][] = [
      [t.agent(), '/api/contracts/verify'],
      [p.owner, `/api/vessels/${p.vesselId}/photos`],
      [p.owner, `/api/conversations/${conversation}/attachments`],
    ];
    for (const [who, path] of routes) {
      for (const [what, contentType, body] of malformed) {
        const res = await who.raw('POST', path, body, { 'content-type': contentType });
        // The harness has checked the status is declared and the body is the one error shape.
        expect(`${path}, ${what}: ${res.status} ${res.json?.error?.code} ${res.json?.error?.fields?.file}`).toBe(
          `${path}, ${what}: 400 validation ${UNREADABLE}`,
        );
      }
    }
  });
});
