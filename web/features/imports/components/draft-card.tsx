import type { z } from 'zod';
import type { PublishedMarker } from '../../../../common/imports/api';
import type { TextSpan } from '../../../../common/imports/reading';
import { Badge, Card } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/field';
import { whenText, type FieldSpec } from '../format';
import { DraftField } from './draft-field';
import { fieldProblem, type DraftValues } from './draft-values';
import { extraLabels } from './publish-fields';

type Sources = { fields: Partial<Record<string, TextSpan | null>>; uncertain: Partial<Record<string, string>> };

type Props = {
  title: string;
  specs: FieldSpec<string>[];
  /** The shared reading schema's shape: each field checked as the member types. */
  shape: Record<string, z.ZodType>;
  values: DraftValues;
  sources: Sources | null;
  /** The server's 400 messages for this draft, by field. */
  serverErrors?: Record<string, string>;
  published?: PublishedMarker | null;
  /** What the forms need beyond the circular (a new ship's length, beam …), as the member typed it. */
  extras?: DraftValues;
  onChange: (key: string, value: string) => void;
  onExtraChange?: (key: string, value: string) => void;
  onSource: (span: TextSpan | null) => void;
};

/** One draft position or cargo order: every field the corpus format has, editable, with where it was read. */
export function DraftCard({ title, specs, shape, values, sources, serverErrors, published, extras = {}, onChange, onExtraChange, onSource }: Props) {
  const uncertainCount = Object.keys(sources?.uncertain ?? {}).length;
  // The server asks for a field the circular has no place for: it gets its own input, kept once typed into.
  const known = new Set(specs.map((s) => s.key));
  const extraKeys = [...new Set([...Object.keys(extras), ...Object.keys(serverErrors ?? {})])].filter((k) => !known.has(k));
  return (
    <Card className="p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-navy-900">{title}</h3>
        {uncertainCount ? <Badge tone="yellow">{uncertainCount === 1 ? '1 field to check' : `${uncertainCount} fields to check`}</Badge> : null}
        {published ? <Badge tone="green">{published.action === 'updated' ? 'Updated a listing' : 'Published'}</Badge> : null}
      </div>
      {published ? (
        <p className="mb-3 text-sm text-slate-700">
          {published.message}
          {published.by ? ` · by ${published.by.name}` : ''} · {whenText(published.at)}
        </p>
      ) : null}
      <div className="grid grid-cols-2 items-start gap-x-3 gap-y-3 [&>*]:min-w-0">
        {specs.map((spec) => (
          <DraftField
            key={spec.key}
            spec={spec}
            value={values[spec.key] ?? ''}
            onChange={(v) => onChange(spec.key, v)}
            source={sources?.fields[spec.key] ?? null}
            uncertain={sources?.uncertain[spec.key]}
            problem={serverErrors?.[spec.key] ?? fieldProblem(shape[spec.key], spec, values[spec.key] ?? '')}
            onSource={onSource}
          />
        ))}
        {extraKeys.map((key) => (
          <Field key={key} label={extraLabels[key] ?? key} error={serverErrors?.[key]} className="space-y-1 [&>label]:text-xs">
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={!!serverErrors?.[key]}
                className="h-9 py-1.5"
                value={extras[key] ?? ''}
                onChange={(e) => onExtraChange?.(key, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </Card>
  );
}
