import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingApi } from '../../../../common/messaging/api';
import { ApiError, call } from '../../../lib/api';
import { fillPath } from '../../../../common/api/endpoint';

export type { ConversationDetail, ConversationSummary, Message } from '../../../../common/messaging/schemas';

const all = ['conversations'] as const;

export { useMyRole } from '../../../lib/use-my-role';

/** The member's conversations (admins have none of their own); the event stream marks them stale when a message arrives. */
export const useConversations = (enabled: boolean) =>
  useQuery({ queryKey: [...all, 'list'], queryFn: ({ signal }) => call(messagingApi.list, { signal }), enabled });

export const useConversation = (id: string | undefined) =>
  useQuery({
    queryKey: [...all, 'one', id],
    queryFn: ({ signal }) => call(messagingApi.get, { params: { id: id! }, signal }).then((r) => r.conversation),
    enabled: !!id,
  });

/** A file goes as multipart (with its caption), by XMLHttpRequest so the composer can show its progress. */
function sendFile(id: string, file: File, caption: string, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', fillPath(messagingApi.sendFile.path, { id }));
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(xhr.response);
      const e = xhr.response?.error;
      reject(new ApiError(xhr.status, e?.code ?? 'error', e?.message ?? `The file could not be sent (${xhr.status})`, e?.fields ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload was interrupted. Check your connection and try again.'));
    const form = new FormData();
    form.append('file', file);
    form.append('body', caption);
    xhr.send(form);
  });
}

export function useSendMessage(id: string, onProgress: (fraction: number) => void = () => {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: { body: string; file: File | null }) =>
      file ? sendFile(id, file, body, onProgress) : call(messagingApi.send, { params: { id }, body: { body } }),
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

export const useReportMessage = () =>
  useMutation({ mutationFn: ({ id, reason }: { id: string; reason: string }) => call(messagingApi.report, { params: { id }, body: { reason } }) });
