import { expect } from '@playwright/test';
import { openWithAppHeldBack, test } from './test';
import { confirmationLink, demo, DEMO_PASSWORD, logIn, registerViaApi, uniqueEmail } from './fixtures';

test('a visitor registers as a charterer and lands on the dashboard', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByLabel('Vessel Owner')).toBeChecked(); // the default account type
  await page.getByText('Charterer', { exact: true }).click();
  await page.getByLabel('Full name').fill('Elena Marchetti');
  const email = uniqueEmail('elena');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Company name (optional)').fill('Tyrrhenian Grain S.p.A.');
  await page.getByLabel('Password', { exact: true }).fill('spring-tide-2026');
  await page.getByLabel('Confirm password').fill('spring-tide-2026');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Elena Marchetti' })).toBeVisible();
  await expect(page.getByText('Your company is not verified yet')).toBeVisible();
  await page.goto('/app/profile');
  await expect(page.getByText('Charterer', { exact: true })).toBeVisible();
  await expect(page.locator('#main').getByText('Tyrrhenian Grain S.p.A.')).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();
});

test('registration shows each validation message word for word', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const text of ['Name is required', 'Email is required', 'Password is required', 'You must agree to the terms and conditions']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});

test('the server’s reason shows under the field when it refuses a password', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Pat Common');
  await page.getByLabel('Email address').fill(uniqueEmail('pat'));
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password').fill('password123');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common. Choose one that is harder to guess.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('sign in shows errors in a red box, then signs in and out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(demo.owner);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the mail arrives in the mailbox, the reset works once, the old password fails', async ({ page, request }) => {
  const user = await registerViaApi(request, 'owner');
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article', { name: 'Reset your Fairlead password' }).filter({ hasText: user.email }).first();
  await mail.getByRole('link', { name: /reset-password\?token=/ }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('calm-seas-ahead-7');
  await page.getByLabel('Confirm new password').fill('calm-seas-ahead-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your new password is set')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await logIn(page, user.email, 'calm-seas-ahead-7');
});

test('an owner is sent away from the admin area', async ({ page }) => {
  await logIn(page, demo.owner);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/app/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/admin/users');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin changes a user’s role, and the user sees it; verification is left to the review queue', async ({ browser, page }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const user = await registerViaApi(memberContext.request, 'charterer');
  await member.goto('/app/profile');
  await expect(member.getByText('Not verified')).toBeVisible();

  await logIn(page, demo.admin);
  await page.goto('/app/admin/users');
  await page.getByRole('searchbox', { name: 'Search users by company or role' }).fill(user.company);
  const row = page.getByTestId('admin-row').filter({ hasText: user.company });
  await expect(row).toHaveCount(1);
  // No button makes a company verified: the row says where it stands and leads to where its papers are checked.
  await expect(row.getByRole('button', { name: /verify/i })).toHaveCount(0);
  const verification = row.getByRole('link', { name: /^Not verified/ });
  await expect(verification).toHaveAttribute('href', '/app/admin/verification');
  const role = row.getByRole('combobox', { name: `Role of ${user.company}` });
  // Nothing changes until the admin confirms, and making someone an admin says what it grants.
  await role.selectOption('admin');
  const confirm = page.getByRole('dialog', { name: `Make ${user.company} an Administrator?` });
  await expect(confirm.getByText(/can verify companies, change roles, suspend vessels/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep Charterer' }).click();
  await expect(confirm).toBeHidden();
  await expect(role).toHaveValue('charterer');
  await role.selectOption('owner');
  await page
    .getByRole('dialog', { name: `Make ${user.company} a Vessel Owner?` })
    .getByRole('button', { name: 'Change to Vessel Owner' })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(role).toHaveValue('owner');

  await member.reload();
  await expect(member.getByText('Not verified')).toBeVisible();
  await expect(member.locator('#main').getByText('Vessel Owner', { exact: true })).toBeVisible();
  await memberContext.close();
});

test('settings: change the password with the current one, then only the new one works', async ({ page, request }) => {
  const user = await registerViaApi(request, 'charterer');
  await logIn(page, user.email, user.password);
  await page.goto('/app/settings');
  await page.getByLabel('Current password').fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill('fresh-bow-line-64');
  await page.getByLabel('Confirm new password').fill('fresh-bow-line-64');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid password/i);
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, user.email, 'fresh-bow-line-64');
});

test('a new member confirms their e-mail address from the link, after asking for it again', async ({ page }) => {
  const user = await registerViaApi(page.request, 'owner', 'harbour-master-42', { confirm: false });
  await page.goto('/app/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Confirm your e-mail address' });
  await expect(banner).toContainText(user.email);
  // The registration mail went a moment ago: one a minute at most.
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(banner).toContainText('We sent a link less than a minute ago');

  await page.goto(await confirmationLink(page.request, user.email));
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByText('Confirm your e-mail address')).toHaveCount(0);

  await page.goto('/confirm-email?token=made-up');
  await expect(page.getByRole('heading', { name: 'This confirmation link is not valid' })).toBeVisible();
});

test('the log-in page arrives rendered; what is typed before its app has loaded is kept, and signs in', async ({ page }) => {
  // The app's script held back, as on a slow phone: the visitor types into the server's form meanwhile.
  const release = await openWithAppHeldBack(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'after-load');
  await page.getByLabel('Email address').fill(demo.charterer);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Remember me for 30 days').check();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel('Email address')).toHaveValue(demo.charterer);
  await expect(page.getByLabel('Remember me for 30 days')).toBeChecked();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(page.url()).not.toContain('password');
});
