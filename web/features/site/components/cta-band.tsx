import { Link } from 'react-router';
import { onDarkOutline, onDarkSolid } from './styles';

type CtaLink = { label: string; to: string };
export type CtaContent = { title: string; text: string; primary: CtaLink; secondary?: CtaLink };

export const defaultCta: CtaContent = {
  title: 'Fix your next charter without paying commission',
  text: 'Register your company, get verified and start negotiating with owners and charterers directly. The Fairlead team answers by e-mail if you want a hand with the first fixture.',
  primary: { label: 'Get Started', to: '/register' },
  secondary: { label: 'Talk to an Expert', to: '/contact' },
};

export function CtaBand({ content = defaultCta, id = 'cta' }: { content?: CtaContent; id?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-white py-14 sm:py-20">
      <div className="container-page">
        <div className="rounded-2xl bg-navy-900 px-6 py-10 text-white sm:px-12 sm:py-14">
          <h2 id={`${id}-title`} className="max-w-2xl text-2xl font-bold tracking-tight sm:text-3xl">
            {content.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">{content.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={content.primary.to} className={onDarkSolid}>
              {content.primary.label}
            </Link>
            {content.secondary ? (
              <Link to={content.secondary.to} className={onDarkOutline}>
                {content.secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
