import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

export function ErrorPage() {
  const error = useRouteError();
  usePageTitle('Error');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-2xl font-bold text-navy-900">Unexpected Application Error!</h1>
      <p className="mt-3 max-w-lg text-slate-600">
        Something went wrong while showing this page. Your data is safe; reload the page or go back to the start.
      </p>
      {detail ? (
        <pre className="mt-4 max-w-full overflow-x-auto rounded-md bg-slate-100 px-4 py-2 text-left text-xs text-slate-700">{detail}</pre>
      ) : null}
      <Link to="/" className={buttonClass('primary', 'md') + ' mt-6'}>
        Back to Fairlead
      </Link>
    </main>
  );
}
