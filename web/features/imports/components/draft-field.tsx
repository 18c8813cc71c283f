import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { TextSpan } from '../../../../common/imports/reading';
import { Input } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { FieldSpec } from '../format';
import { UncertainMark } from './uncertain-mark';

type Props = {
  spec: FieldSpec<string>;
  value: string;
  onChange: (value: string) => void;
  /** Where the value was read in the e-mail; null when it was not read from one place. */
  source: TextSpan | null;
  /** Why the parser is unsure of it. */
  uncertain?: string;
  /** The shared schema's objection, or the server's 400 message for this field. */
  problem?: string | null;
  /** Shows (a span) or clears (null) the highlight in the e-mail text. */
  onSource: (span: TextSpan | null) => void;
};

/** One field of a draft: editable, tied to where it came from in the e-mail while hovered or focused. */
export function DraftField({ spec, value, onChange, source, uncertain, problem, onSource }: Props) {
  const id = useId();
  const notes = [uncertain ? `${id}-uncertain` : null, problem ? `${id}-problem` : null, spec.hint ? `${id}-hint` : null].filter(Boolean);
  const show = () => onSource(source);
  const hide = () => onSource(null);
  return (
    <div className="space-y-1" onMouseEnter={show} onMouseLeave={hide}>
      <label htmlFor={id} className="flex items-center gap-1 text-xs font-medium text-slate-700">
        {uncertain ? <TriangleAlert aria-hidden className="size-3.5 text-amber-700" /> : null}
        {spec.label}
        {uncertain ? <span className="sr-only"> (uncertain)</span> : null}
      </label>
      <Input
        id={id}
        type="text"
        inputMode={spec.kind === 'number' ? 'decimal' : undefined}
        placeholder={spec.kind === 'date' ? 'YYYY-MM-DD' : undefined}
        value={value}
        invalid={!!problem}
        aria-describedby={notes.length ? notes.join(' ') : undefined}
        className={cn('h-9 py-1.5', uncertain && !problem ? 'border-amber-500' : undefined)}
        onChange={(e) => onChange(e.target.value)}
        onFocus={show}
        onBlur={hide}
      />
      {uncertain ? <UncertainMark id={`${id}-uncertain`} reason={uncertain} /> : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      ) : spec.hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {spec.hint}
        </p>
      ) : null}
    </div>
  );
}
