import { AppError } from './errors';

/**
 * At most `max` calls of a kind at once in this process; one more is refused at once (429) rather than queued, so a
 * burst of anonymous uploads cannot hold the server's memory and connections. Per process, like the load it guards.
 */
export function concurrencyLimit(max: number, message: string) {
  let running = 0;
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) throw new AppError('too_many_requests', message);
    running++;
    try {
      return await work();
    } finally {
      running--;
    }
  };
}
