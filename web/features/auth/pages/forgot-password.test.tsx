// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import ForgotPasswordPage from './forgot-password';

afterEach(cleanup);

describe('the forgot-password form', () => {
  it('names a missing or wrong address under its field and sends nothing', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    renderAt(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    await user.type(screen.getByLabelText('Email address'), 'anna@rhinegrain');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is invalid')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed address once and says where the link went', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { status: true } }));
    renderAt(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), '  anna@rhinegrain.de ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByText('anna@rhinegrain.de')).toBeVisible();
    expect(calls.map((c) => [c.url, c.method, (c.body as { email: string }).email])).toEqual([
      ['/api/auth/request-password-reset', 'POST', 'anna@rhinegrain.de'],
    ]);
  });
});
