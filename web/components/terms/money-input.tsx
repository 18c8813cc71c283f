import { useState } from 'react';
import { minorFromText, textFromMinor } from '../../../common/payments/money';
import { Input } from '../ui/field';

type Props = { id: string; value: number | undefined; onChange: (minor: number) => void; currency: string; invalid?: boolean; describedBy?: string };

const show = (minor: number | undefined, currency: string) => (minor === undefined || Number.isNaN(minor) ? '' : textFromMinor(minor, currency));

/**
 * An amount typed as "21,000.50" and kept in the form as integer minor units (2100050), the unit the API and the
 * shared schema check. Anything that is not an amount becomes NaN, which the schema names.
 */
export function MoneyInput({ id, value, onChange, currency, invalid, describedBy }: Props) {
  const [text, setText] = useState(show(value, currency));
  return (
    <div className="relative">
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-xs font-medium text-slate-500">{currency}</span>
      <Input
        id={id}
        inputMode="decimal"
        className="pl-12 tabular-nums"
        value={text}
        invalid={invalid}
        aria-describedby={describedBy}
        onChange={(e) => {
          setText(e.target.value);
          onChange(minorFromText(e.target.value, currency));
        }}
        onBlur={() => value !== undefined && !Number.isNaN(value) && setText(show(value, currency))}
      />
    </div>
  );
}
