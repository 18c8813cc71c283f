import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../../../common/auth/api';
import { Alert, Skeleton } from '../../../components/ui/feedback';
import { call } from '../../../lib/api';
import { meQuery, useMe } from '../../../lib/me';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';

/** Where the link in the confirmation e-mail lands: it confirms the address and says what that unlocks. */
export default function ConfirmEmailPage() {
  usePageTitle('Confirm your e-mail address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const qc = useQueryClient();
  const signedIn = !!useMe().me;
  const confirm = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: async () => {
      await call(authApi.verifyEmail, { query: { token } });
      await qc.invalidateQueries({ queryKey: meQuery.queryKey }); // a signed-in member's profile now says confirmed
      return true;
    },
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });

  if (token && confirm.isPending) {
    return (
      <AuthLayout title="Confirming your e-mail address…">
        <Skeleton className="h-16 w-full" />
      </AuthLayout>
    );
  }
  if (!token || confirm.isError) {
    return (
      <AuthLayout title="This confirmation link is not valid">
        <p className="text-sm text-slate-700">The link is incomplete, or it is more than three days old.</p>
        <p className="mt-2 text-sm text-slate-700">
          {signedIn ? 'Your dashboard can send you a new one.' : 'Log in and your dashboard can send you a new one.'}
        </p>
        <Link to={signedIn ? '/app/dashboard' : '/login'} className="mt-6 inline-block text-sm font-semibold text-sea-700 hover:underline">
          {signedIn ? 'Go to your dashboard' : 'Log in'}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="E-mail address confirmed">
      <Alert tone="success">
        Thank you. You can now send your company’s registration and documents for verification; once Fairlead has checked them, counterparties see the
        verified badge beside your name.
      </Alert>
      <Link to={signedIn ? '/app/dashboard' : '/login'} className="mt-6 inline-block text-sm font-semibold text-sea-700 hover:underline">
        {signedIn ? 'Go to your dashboard' : 'Log in'}
      </Link>
    </AuthLayout>
  );
}
