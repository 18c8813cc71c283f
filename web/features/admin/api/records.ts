import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../common/admin/lists';
import { api } from '../../../lib/api';

export type ContactMessage = { id: string; name: string; email: string; company: string | null; topic: string; message: string; createdAt: string };
export type Subscriber = { email: string; createdAt: string };
export type AuditEntry = { id: number; actorId: string | null; actorEmail: string | null; action: string; entity: string; entityId: string; before: unknown; after: unknown; createdAt: string };

export function useRecords<T>(path: 'contact-messages' | 'newsletter-subscribers' | 'audit', page: number) {
  return useQuery({
    queryKey: ['admin', path, page],
    queryFn: ({ signal }) => api<Omit<Page<T>, 'page' | 'pageSize'> & Partial<Page<T>>>(`/api/admin/${path}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
