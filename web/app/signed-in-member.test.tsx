// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../common/accounts/schemas';
import { useAuth } from '../features/auth/store';
import { useMe } from '../lib/me';
import { queryClient } from '../lib/query-client';
import { useMyRole } from '../lib/use-my-role';
import { stubFetch } from '../test/render';

const ines: Profile = {
  id: 'u1',
  email: 'ines@example.com',
  name: 'Ines Duarte',
  role: 'charterer',
  companyName: 'Duarte Grain Lda',
  contactPhone: null,
  contactAddress: null,
  companyRegistration: null,
  verified: true,
  emailVerified: true,
  suspended: false,
  createdAt: '2026-01-05T09:00:00.000Z',
};

/** Two readers of the signed-in member in different places of the page: they must always agree. */
function Readers() {
  const { me, known } = useMe();
  const role = useMyRole();
  return (
    <p>
      {known ? (me ? `member ${me.name}` : 'visitor') : 'unknown'} / role {role ?? 'none'}
    </p>
  );
}

afterEach(() => {
  cleanup();
  queryClient.clear();
});

/** The server: a session cookie that sign-in sets and sign-out ends. */
function server() {
  let signedIn = false;
  return stubFetch((url) => {
    if (url.includes('/api/auth/get-session'))
      return {
        status: 200,
        body: signedIn ? { user: { id: ines.id, email: ines.email, name: ines.name }, session: { expiresAt: '2026-12-01T00:00:00.000Z' } } : null,
      };
    if (url.includes('/api/auth/sign-in/email')) {
      signedIn = true;
      return { status: 200, body: { redirect: false, token: 'unused', user: { id: ines.id, email: ines.email, name: ines.name } } };
    }
    if (url.includes('/api/auth/sign-out')) {
      signedIn = false;
      return { status: 200, body: { success: true } };
    }
    if (url.includes('/api/accounts/me'))
      return signedIn ? { status: 200, body: { profile: ines } } : { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in' } } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

describe('the signed-in member, read from one place', () => {
  it('is the visitor at first, the member after sign-in and the visitor again after sign-out, for every reader', async () => {
    const calls = server();
    render(
      <QueryClientProvider client={queryClient}>
        <Readers />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('visitor / role none')).toBeVisible();

    queryClient.setQueryData(['deals'], { deals: ['read as the visitor'] });
    await act(async () => {
      expect(await useAuth.getState().signIn(ines.email, 'barge-season-2027', false)).toBe(true);
    });
    expect(await screen.findByText('member Ines Duarte / role charterer')).toBeVisible();
    expect(queryClient.getQueryData(['me'])).toEqual(ines);
    expect(queryClient.getQueryData(['deals'])).toBeUndefined(); // what was read for the visitor is gone

    queryClient.setQueryData(['deals'], { deals: ['Ines’s deal'] });
    await act(() => useAuth.getState().signOut());
    expect(await screen.findByText('visitor / role none')).toBeVisible();
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(queryClient.getQueryData(['deals'])).toBeUndefined();
    // One read of the session at the start; sign-in and sign-out write the answer instead of asking again.
    expect(calls.filter((c) => c.url.includes('/api/auth/get-session'))).toHaveLength(1);
  });
});
