import { useMutation } from '@tanstack/react-query';
import { siteApi } from '../../../../common/site/api';
import type { ContactInput } from '../../../../common/site/schemas';
import { call } from '../../../lib/api';

export const useSubmitContact = () => useMutation({ mutationFn: (input: ContactInput) => call(siteApi.contact, { body: input }) });
