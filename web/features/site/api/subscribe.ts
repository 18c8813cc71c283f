import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const useSubscribe = () =>
  useMutation({ mutationFn: (email: string) => api<{ email: string }>('/api/site/newsletter', { method: 'POST', body: { email } }) });
