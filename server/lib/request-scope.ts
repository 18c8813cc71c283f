import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` (a request's handling) so that what it calls, down to the database driver, knows the request's id. */
export const runInRequest = <T>(requestId: string, work: () => Promise<T>): Promise<T> => scope.run({ requestId }, work);

/** The id of the request being handled, if any (a job or a timer has none). */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;
