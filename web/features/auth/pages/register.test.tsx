// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import RegisterPage from './register';

afterEach(cleanup);

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
  return user;
}

describe('the register form', () => {
  it('shows the specification’s messages and sends nothing while the form is wrong', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    renderAt(<RegisterPage />, { path: '/register' });
    const user = await fill({
      'Full name': 'Anna Becker',
      'Email address': 'anna@rhinegrain',
      Password: 'barge-season-2027',
      'Confirm password': 'barge-season-2028',
    });
    await user.click(screen.getByRole('button', { name: /create account/i }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('sends a valid form once, and shows the server’s reason under its field', async () => {
    const calls = stubFetch((url) =>
      url.includes('/api/accounts/register')
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation',
                message: 'This password is too common. Choose one that is harder to guess.',
                fields: { password: 'This password is too common. Choose one that is harder to guess.' },
              },
            },
          }
        : { status: 200, body: null },
    );
    renderAt(<RegisterPage />, { path: '/register' });
    const user = await fill({
      'Full name': 'Anna Becker',
      'Email address': 'anna@rhinegrain.example',
      Password: 'barge-season-2027',
      'Confirm password': 'barge-season-2027',
    });
    await user.click(screen.getByRole('radio', { name: /charterer/i }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /create account/i }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/api/accounts/register'))).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ name: 'Anna Becker', email: 'anna@rhinegrain.example', accountType: 'charterer', agreeTerms: true });
    expect(await screen.findAllByText('This password is too common. Choose one that is harder to guess.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });
});
