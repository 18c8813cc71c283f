import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../../../common/accounts/api';
import { messagingApi } from '../../../../common/messaging/api';
import { call } from '../../../lib/api';

export type { ConversationDetail, ConversationSummary, Message } from '../../../../common/messaging/schemas';

const all = ['conversations'] as const;

/** The caller's role, from the same cached profile the member area reads (key ['me']). */
export const useMyRole = () =>
  useQuery({ queryKey: ['me'], queryFn: ({ signal }) => call(accountsApi.me, { signal }).then((r) => r.profile) }).data?.role;

/** The member's conversations (admins have none of their own); the event stream marks them stale when a message arrives. */
export const useConversations = (enabled: boolean) =>
  useQuery({ queryKey: [...all, 'list'], queryFn: ({ signal }) => call(messagingApi.list, { signal }), enabled });

export const useConversation = (id: string | undefined) =>
  useQuery({
    queryKey: [...all, 'one', id],
    queryFn: ({ signal }) => call(messagingApi.get, { params: { id: id! }, signal }).then((r) => r.conversation),
    enabled: !!id,
  });

export function useSendMessage(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(messagingApi.send, { params: { id }, body: { body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: all }),
  });
}

export function useMarkConversationRead(id: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(messagingApi.read, { params: { id: id! } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...all, 'list'] }),
  });
}

export const useReportMessage = () => useMutation({ mutationFn: ({ id, reason }: { id: string; reason: string }) => call(messagingApi.report, { params: { id }, body: { reason } }) });
