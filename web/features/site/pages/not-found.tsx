import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section aria-labelledby="page-title" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-navy-50 text-navy-800" aria-hidden>
        <Compass className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-sea-700">Error 404</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 max-w-lg text-lg text-slate-700">
        This page is off the chart. The link may be out of date, or the address may have a typo. Set a new course from one of these:
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Back to home
        </Link>
        <Link to="/vessels" className={buttonClass('secondary', 'lg')}>
          Browse vessels
        </Link>
      </div>
    </section>
  );
}
