// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../common/accounts/schemas';
import { useLiveEvents } from './live-events';

/** The browser's EventSource, reduced to what the hook uses: the test delivers the server's events by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, lastEventId = '', data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data, lastEventId }));
  }
}

let queryClient: QueryClient;
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  queryClient = new QueryClient();
  queryClient.setQueryData(['me'], { id: 'u1', role: 'charterer', name: 'Ines Duarte', email: 'ines@example.com' } as Profile);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

describe('the event stream', () => {
  it('on first connecting, reads again what the page read before the stream was open (an event may have come in between)', async () => {
    // The payments page read its schedule while the page loaded; the provider's webhook landed before the stream opened.
    queryClient.setQueryData(['payments', 'deal-1'], { status: 'awaiting' });
    renderHook(() => useLiveEvents(), { wrapper });
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(queryClient.getQueryState(['payments', 'deal-1'])?.isInvalidated).toBe(false);
    act(() => FakeEventSource.opened[0].emit('ready', '41'));
    await waitFor(() => expect(queryClient.getQueryState(['payments', 'deal-1'])?.isInvalidated).toBe(true));
  });

  it('on first connecting, asks again for a read still on its way: its answer may predate the event', async () => {
    // The payments page's first read left before the provider's webhook landed and answers after the stream opened.
    const answers: ((status: string) => void)[] = [];
    const readSchedule = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
    const { result } = renderHook(
      () => {
        useLiveEvents();
        return useQuery({ queryKey: ['deals', 'one', 'deal-1', 'payments'], queryFn: readSchedule });
      },
      { wrapper },
    );
    await waitFor(() => expect(readSchedule).toHaveBeenCalledTimes(1));
    act(() => FakeEventSource.opened[0].emit('ready', '41'));
    await waitFor(() => expect(readSchedule).toHaveBeenCalledTimes(2));
    act(() => {
      answers[0]('Processing');
      answers[1]('In escrow');
    });
    await waitFor(() => expect(result.current.data).toBe('In escrow'));
  });

  it('an event makes stale only the reads it concerns', () => {
    renderHook(() => useLiveEvents(), { wrapper });
    act(() => FakeEventSource.opened[0].emit('ready', '41'));
    queryClient.setQueryData(['deals', 'one', 'deal-1'], { id: 'deal-1' });
    queryClient.setQueryData(['deals', 'one', 'deal-2'], { id: 'deal-2' });
    act(() => FakeEventSource.opened[0].emit('deal', '42', JSON.stringify({ dealId: 'deal-1' })));
    expect(queryClient.getQueryState(['deals', 'one', 'deal-1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['deals', 'one', 'deal-2'])?.isInvalidated).toBe(false);
  });
});
