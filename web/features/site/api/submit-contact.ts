import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../common/site/schemas';
import { api } from '../../../lib/api';

export const useSubmitContact = () =>
  useMutation({ mutationFn: (input: ContactInput) => api<{ id: string }>('/api/site/contact', { method: 'POST', body: input }) });
