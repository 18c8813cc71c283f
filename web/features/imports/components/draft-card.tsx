import type { z } from 'zod';
import type { TextSpan } from '../../../../common/imports/reading';
import { Badge, Card } from '../../../components/ui/feedback';
import type { FieldSpec } from '../format';
import { DraftField } from './draft-field';
import { fieldProblem, type DraftValues } from './draft-values';

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
  published?: { updated: boolean } | null;
  onChange: (key: string, value: string) => void;
  onSource: (span: TextSpan | null) => void;
};

/** One draft position or cargo order: every field the corpus format has, editable, with where it was read. */
export function DraftCard({ title, specs, shape, values, sources, serverErrors, published, onChange, onSource }: Props) {
  const uncertainCount = Object.keys(sources?.uncertain ?? {}).length;
  return (
    <Card className="p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-navy-900">{title}</h3>
        {uncertainCount ? <Badge tone="yellow">{uncertainCount === 1 ? '1 field to check' : `${uncertainCount} fields to check`}</Badge> : null}
        {published ? <Badge tone="green">{published.updated ? 'Updated a listing' : 'Published'}</Badge> : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
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
      </div>
    </Card>
  );
}
