import { useMe } from './me';

/** The caller's role, from the signed-in member (web/lib/me.ts). */
export const useMyRole = () => useMe().me?.role;
