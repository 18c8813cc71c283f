import { create } from 'zustand';
import type { RegisterInput } from '../../../common/accounts/schemas';
import { accountsApi } from '../../../common/accounts/api';
import { authApi } from '../../../common/auth/api';
import { ApiError, call } from '../../lib/api';
import { memberChanged } from '../../lib/me';
import { queryClient } from '../../lib/query-client';

type AuthState = {
  loading: boolean;
  error: string | null;
  /** Per-field reasons from the server for the last failed action (shown under form fields). */
  errorFields: Record<string, string>;
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
 * The auth forms' actions and their state. Every action: loading on and error cleared, then loading off; a failure
 * keeps the message in `error`. Who is signed in is not kept here but in the query cache (web/lib/me.ts), which
 * sign-in, sign-up and sign-out write.
 */
export const useAuth = create<AuthState>((set) => {
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
    loading: false,
    error: null,
    errorFields: {},
    signIn: (email, password, rememberMe) =>
      run(async () => {
        await call(authApi.signIn, { body: { email, password, rememberMe } });
        const { profile } = await call(accountsApi.me);
        await memberChanged(queryClient, profile);
      }),

    signUp: (input) =>
      run(async () => {
        const { profile } = await call(accountsApi.register, { body: input });
        await memberChanged(queryClient, profile);
      }),

    signOut: async () => {
      await run(async () => {
        await call(authApi.signOut);
      });
      await memberChanged(queryClient, null);
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
