import type { ReactNode } from 'react';
import { Logo } from '../../../components/brand/logo';

/** Standalone pages (login, register, password reset): one card, no site chrome. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-navy-50 to-white">
      <div className="container-page flex justify-center pt-10">
        <Logo />
      </div>
      <main className="container-page flex flex-1 justify-center py-8">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
            {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
