import { useMutation } from '@tanstack/react-query';
import { siteApi } from '../../../../common/site/api';
import { call } from '../../../lib/api';

export const useSubscribe = () => useMutation({ mutationFn: (email: string) => call(siteApi.newsletter, { body: { email } }) });
