import { expect } from '@playwright/test';
import { test } from './test';
import { demo, logIn, uniqueImo } from './fixtures';

// Import circulars (#28) as an owner uses it: paste a broker's circular, see it read into a draft beside the e-mail,
// review the draft and publish it. A ship new to Fairlead needs what no circular carries (length, beam, draught,
// capacity): the server names them, the review page asks for them, and the second Publish lists the ship. Each run
// circulates a ship of its own name and IMO, with open dates counted from today.

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('an owner pastes a circular, reviews the draft beside the e-mail and publishes it', async ({ page }) => {
  const name = `SEA ORCHID ${Date.now().toString(36).toUpperCase()}`;
  const imo = uniqueImo();
  const subject = `Open tonnage ${name}`;
  await logIn(page, demo.owner);

  await page.goto('/app/import');
  await expect(page.getByRole('heading', { name: 'Import circulars', level: 1 })).toBeVisible();
  await page
    .getByLabel('E-mail text')
    .fill(
      [`Subject: ${subject}`, 'From: Aegean Chartering <ops@aegean-chartering.example>', '', `MV ${name} 58K SUPRA BLT 2014 OPEN CJK`, ''].join('\n'),
    );
  await page.getByRole('button', { name: 'Read e-mail' }).click();
  const pasted = page.getByRole('status', { name: 'Pasted e-mail' });
  await expect(pasted).toContainText('1 position, 0 cargo orders');

  // The history lists it, newest first, and links to its review.
  const history = page.getByRole('list', { name: 'Imported e-mails' });
  await expect(history.getByRole('listitem').first()).toContainText(subject);

  await pasted.getByRole('link', { name: `Review the draft of ${subject}` }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-mail text')).toContainText(`MV ${name} 58K SUPRA BLT 2014 OPEN CJK`);
  const draft = page.locator('div.rounded-xl', { has: page.getByRole('heading', { name: `MV ${name}` }) });
  await expect(draft.getByLabel('Ship name')).toHaveValue(name);
  await expect(draft.getByLabel('Deadweight (t)')).toHaveValue('58000');
  // Focusing a field marks, in the e-mail, the words it was read from.
  const marked = page.getByLabel('E-mail text').locator('mark');
  await draft.getByLabel('Ship name').focus();
  await expect(marked).toHaveText(name);
  await draft.getByLabel('Deadweight (t)').focus();
  await expect(marked).toHaveText('58K');

  const publish = page.getByRole('region', { name: 'Publish' });

  await draft.getByLabel('IMO number').fill(imo);
  await draft.getByLabel('Flag').fill('Panama');
  await draft.getByLabel('Open from').fill(day(10));
  await draft.getByLabel('Open to').fill(day(15));
  await publish.getByRole('button', { name: 'Publish 1 open position' }).click();
  // New to Fairlead: the server asks for the particulars a circular leaves out, and the page asks the member.
  await expect(publish.getByRole('alert')).toContainText(`MV ${name} is not on Fairlead yet`);
  await draft.getByLabel('Length overall (m)').fill('199.9');
  await draft.getByLabel('Beam (m)').fill('32.26');
  await draft.getByLabel('Summer draught (m)').fill('13.3');
  await draft.getByLabel('Capacity (m³ or TEU)').fill('72000');
  await publish.getByRole('button', { name: 'Publish 1 open position' }).click();

  const published = publish.getByRole('list', { name: 'Published' });
  await expect(published).toContainText(name);
  await published.getByRole('link', { name: 'See the ship' }).click();
  await expect(page).toHaveURL(/\/vessels\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});
