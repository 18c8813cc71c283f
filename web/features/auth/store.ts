import { create } from 'zustand';
import type { Profile, RegisterInput } from '../../../common/accounts/schemas';
import { api, ApiError } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

export type SessionUser = { id: string; email: string; name: string };

type AuthState = {
  user: SessionUser | null;
  profile: Profile | null;
  loading: boolean;
  error: string | null;
  /** Per-field reasons from the server for the last failed action (shown under form fields). */
  errorFields: Record<string, string>;
  initialized: boolean;
  initialize: () => Promise<void>;
  loadProfile: () => Promise<void>;
  signIn: (email: string, password: string, rememberMe: boolean) => Promise<boolean>;
  signUp: (input: RegisterInput) => Promise<boolean>;
  signOut: () => Promise<void>;
  requestPasswordReset: (email: string) => Promise<boolean>;
  resetPassword: (token: string, password: string) => Promise<boolean>;
  updatePassword: (currentPassword: string, password: string) => Promise<boolean>;
  clearError: () => void;
};

const message = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong');

/**
 * The spec's auth store. Every action: loading on and error cleared, then loading off;
 * a failure keeps the message in `error`.
 */
export const useAuth = create<AuthState>((set, get) => {
  async function run(action: () => Promise<void>): Promise<boolean> {
    set({ loading: true, error: null, errorFields: {} });
    try {
      await action();
      return true;
    } catch (err) {
      set({ error: message(err), errorFields: err instanceof ApiError ? err.fields : {} });
      return false;
    } finally {
      set({ loading: false });
    }
  }

  return {
    user: null,
    profile: null,
    loading: false,
    error: null,
    errorFields: {},
    initialized: false,

    initialize: async () => {
      try {
        const session = await api<{ user: SessionUser } | null>('/api/auth/get-session');
        set({ user: session?.user ?? null });
        if (session?.user) await get().loadProfile();
      } catch (err) {
        set({ user: null, profile: null, error: message(err) });
      } finally {
        set({ initialized: true });
      }
    },

    loadProfile: async () => {
      try {
        const { profile } = await api<{ profile: Profile }>('/api/accounts/me');
        set({ profile });
      } catch (err) {
        set({ error: message(err) });
      }
    },

    signIn: (email, password, rememberMe) =>
      run(async () => {
        const { user } = await api<{ user: SessionUser }>('/api/auth/sign-in/email', {
          method: 'POST',
          body: { email, password, rememberMe },
        });
        queryClient.clear();
        set({ user });
        await get().loadProfile();
      }),

    signUp: (input) =>
      run(async () => {
        const { profile } = await api<{ profile: Profile }>('/api/accounts/register', { method: 'POST', body: input });
        queryClient.clear();
        set({ user: { id: profile.id, email: profile.email, name: profile.name }, profile });
      }),

    signOut: async () => {
      await run(async () => {
        await api('/api/auth/sign-out', { method: 'POST', body: {} });
      });
      queryClient.clear();
      set({ user: null, profile: null });
    },

    requestPasswordReset: (email) =>
      run(async () => {
        await api('/api/auth/request-password-reset', { method: 'POST', body: { email } });
      }),

    resetPassword: (token, password) =>
      run(async () => {
        await api('/api/auth/reset-password', { method: 'POST', body: { token, newPassword: password } });
      }),

    updatePassword: (currentPassword, password) =>
      run(async () => {
        await api('/api/auth/change-password', {
          method: 'POST',
          body: { currentPassword, newPassword: password, revokeOtherSessions: true },
        });
      }),

    clearError: () => set({ error: null, errorFields: {} }),
  };
});
