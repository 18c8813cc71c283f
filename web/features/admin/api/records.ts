import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../common/admin/api';
import type { ResponseOf } from '../../../../common/api/endpoint';
import { siteApi } from '../../../../common/site/api';
import { call } from '../../../lib/api';

export type { AuditEntry } from '../../../../common/admin/api';
export type { ContactMessage, Subscriber } from '../../../../common/site/api';

const records = { 'contact-messages': siteApi.contactMessages, 'newsletter-subscribers': siteApi.subscribers, audit: adminApi.audit } as const;
type Kind = keyof typeof records;

export function useRecords<K extends Kind>(kind: K, page: number) {
  return useQuery({
    queryKey: ['admin', kind, page],
    queryFn: ({ signal }) =>
      call(records[kind] as (typeof records)['audit'], { query: { page }, signal }) as unknown as Promise<ResponseOf<(typeof records)[K]>>,
    placeholderData: keepPreviousData,
  });
}
