import { useState } from 'react';
import type { Import } from '../../../../common/imports/api';
import { cargoReadingSchema, positionReadingSchema, type CircularSources, type TextSpan } from '../../../../common/imports/reading';
import { cargoFieldSpecs, positionFieldSpecs } from '../format';
import { DraftCard } from './draft-card';
import { valuesOf, type DraftValues } from './draft-values';
import { EmailText } from './email-text';

const positionTitle = (v: DraftValues, i: number) => (v.vessel_name?.trim() ? `MV ${v.vessel_name.trim()}` : `Position ${i + 1} (ship not named)`);
const cargoTitle = (v: DraftValues, i: number) =>
  [`Cargo ${i + 1}`, [v.quantity_mt ? `${Number(v.quantity_mt).toLocaleString('en-GB')} mt` : '', v.commodity].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(': ');

/**
 * The e-mail beside its drafts. Focusing or hovering a field marks where it was read in the text. The drafts are
 * held here as edited, ready for Publish when it exists (see the page).
 */
export function ReviewDrafts({ imported, sources }: { imported: Import; sources: CircularSources | null }) {
  const [positions, setPositions] = useState(() => imported.positions.map((d) => valuesOf(d.fields)));
  const [cargoes, setCargoes] = useState(() => imported.cargoes.map((d) => valuesOf(d.fields)));
  const [highlight, setHighlight] = useState<TextSpan | null>(null);

  const edit = (set: typeof setPositions, index: number) => (key: string, value: string) =>
    set((all) => all.map((v, i) => (i === index ? { ...v, [key]: value } : v)));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="email-title" className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <h2 id="email-title" className="mb-2 text-base font-semibold text-navy-900">
          The e-mail
        </h2>
        <EmailText text={imported.text} highlight={highlight} />
        <p className="mt-2 text-xs text-slate-500">
          {sources ? 'Hover or focus a field to see where it was read.' : 'Where each field was read is not available for this e-mail.'}
        </p>
      </section>
      <div className="min-w-0 space-y-6">
        {positions.length ? (
          <section aria-labelledby="positions-title" className="space-y-3">
            <h2 id="positions-title" className="text-base font-semibold text-navy-900">
              Open positions ({positions.length})
            </h2>
            {positions.map((values, i) => (
              <DraftCard
                key={imported.positions[i].index}
                title={positionTitle(values, i)}
                specs={positionFieldSpecs}
                shape={positionReadingSchema.shape}
                values={values}
                sources={sources?.positions[i] ?? null}
                published={imported.positions[i].published}
                onChange={edit(setPositions, i)}
                onSource={setHighlight}
              />
            ))}
          </section>
        ) : null}
        {cargoes.length ? (
          <section aria-labelledby="cargoes-title" className="space-y-3">
            <h2 id="cargoes-title" className="text-base font-semibold text-navy-900">
              Cargo orders ({cargoes.length})
            </h2>
            {cargoes.map((values, i) => (
              <DraftCard
                key={imported.cargoes[i].index}
                title={cargoTitle(values, i)}
                specs={cargoFieldSpecs}
                shape={cargoReadingSchema.shape}
                values={values}
                sources={sources?.cargoes[i] ?? null}
                published={imported.cargoes[i].published}
                onChange={edit(setCargoes, i)}
                onSource={setHighlight}
              />
            ))}
          </section>
        ) : null}
      </div>
    </div>
  );
}
