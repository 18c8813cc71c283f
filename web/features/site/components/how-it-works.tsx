import { cn } from '../../../lib/cn';

export type Step = { title: string; text: string };

export const homeSteps: Step[] = [
  {
    title: 'Get your company verified',
    text: 'Send your company’s registration details with the certificate of incorporation, proof of address and your signatory’s ID. An administrator checks them against the data; until then you can search and look around.',
  },
  {
    title: 'List a ship or post a cargo',
    text: 'Owners list ships with open port, open date and the charter types they offer. Charterers search open tonnage or post a cargo with load and discharge ports, laycan and quantity.',
  },
  {
    title: 'Negotiate directly, on the record',
    text: 'Exchange indications, firm offers and counters with reply deadlines. Agree main terms on subjects, and lift each subject before its deadline to reach a clean fixture.',
  },
  {
    title: 'Sign, pay and perform',
    text: 'Fairlead drafts the recap and the charter party from the agreed terms for both sides to sign. Hire or freight is paid into escrow and released as the charter party provides.',
  },
];

/** Numbered steps in an ordered list, so the sequence is announced as well as shown. */
export function HowItWorks({ steps = homeSteps }: { steps?: Step[] }) {
  return (
    <ol className={cn('grid gap-5 sm:grid-cols-2', steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-xl border border-slate-200 bg-white p-6">
          <span className="flex size-10 items-center justify-center rounded-full bg-sea-300 text-base font-bold text-navy-950" aria-hidden>
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-navy-900">
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <p className="mt-2 text-slate-700">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
