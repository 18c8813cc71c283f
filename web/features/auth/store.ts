import { create } from 'zustand';
import type { Profile, RegisterInput } from '../../../common/accounts/schemas';
import { accountsApi } from '../../../common/accounts/api';
import { authApi, type SessionUser } from '../../../common/auth/api';
import { ApiError, call } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

export type { SessionUser };

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
        const session = await call(authApi.session);
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
        const { profile } = await call(accountsApi.me);
        set({ profile });
      } catch (err) {
        set({ error: message(err) });
      }
    },

    signIn: (email, password, rememberMe) =>
      run(async () => {
        const { user } = await call(authApi.signIn, { body: { email, password, rememberMe } });
        queryClient.clear();
        set({ user });
        await get().loadProfile();
      }),

    signUp: (input) =>
      run(async () => {
        const { profile } = await call(accountsApi.register, { body: input });
        queryClient.clear();
        set({ user: { id: profile.id, email: profile.email, name: profile.name }, profile });
      }),

    signOut: async () => {
      await run(async () => {
        await call(authApi.signOut);
      });
      queryClient.clear();
      set({ user: null, profile: null });
    },

    requestPasswordReset: (email) =>
      run(async () => {
        await call(authApi.requestPasswordReset, { body: { email } });
      }),

    resetPassword: (token, password) =>
      run(async () => {
        await call(authApi.resetPassword, { body: { token, newPassword: password } });
      }),

    updatePassword: (currentPassword, password) =>
      run(async () => {
        await call(authApi.changePassword, { body: { currentPassword, newPassword: password, revokeOtherSessions: true } });
      }),

    clearError: () => set({ error: null, errorFields: {} }),
  };
});
