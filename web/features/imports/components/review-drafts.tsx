import { useState } from 'react';
import type { z } from 'zod';
import type { Role } from '../../../../common/accounts/schemas';
import type { Import } from '../../../../common/imports/api';
import type { PublishResultItem } from '../../../../common/imports/publish-api';
import { cargoReadingSchema, positionReadingSchema, type CircularSources, type TextSpan } from '../../../../common/imports/reading';
import { ApiError } from '../../../lib/api';
import { usePublishImport } from '../api/publish';
import { cargoFieldSpecs, positionFieldSpecs, type FieldSpec } from '../format';
import { DraftCard } from './draft-card';
import { fieldProblem, valuesOf, type DraftValues } from './draft-values';
import { EmailText } from './email-text';
import { PublishBar } from './publish-bar';
import { messagesByDraft, publishDraft, refKey, type DraftKind, type DraftRef, type FieldMessages } from './publish-fields';

const positionTitle = (v: DraftValues, i: number) => (v.vessel_name?.trim() ? `MV ${v.vessel_name.trim()}` : `Position ${i + 1} (ship not named)`);
const cargoTitle = (v: DraftValues, i: number) =>
  [`Cargo ${i + 1}`, [v.quantity_mt ? `${Number(v.quantity_mt).toLocaleString('en-GB')} mt` : '', v.commodity].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(': ');

const kinds = {
  position: {
    specs: positionFieldSpecs as FieldSpec<string>[],
    shape: positionReadingSchema.shape as Record<string, z.ZodType>,
    title: positionTitle,
  },
  cargo: { specs: cargoFieldSpecs as FieldSpec<string>[], shape: cargoReadingSchema.shape as Record<string, z.ZodType>, title: cargoTitle },
} as const;

/** Owners publish their ships' positions, charterers their cargo orders (the server's rule, shown before it refuses). */
const publishes = (role: Role | undefined): DraftKind | null => (role === 'owner' ? 'position' : role === 'charterer' ? 'cargo' : null);

/**
 * The e-mail beside its drafts. Focusing or hovering a field marks where it was read in the text; every field is
 * editable and checked against the shared reading schema; Publish sends the drafts as edited.
 */
export function ReviewDrafts({ imported, sources, role }: { imported: Import; sources: CircularSources | null; role: Role | undefined }) {
  const [values, setValues] = useState<Record<DraftKind, DraftValues[]>>(() => ({
    position: imported.positions.map((d) => valuesOf(d.fields)),
    cargo: imported.cargoes.map((d) => valuesOf(d.fields)),
  }));
  const [extras, setExtras] = useState<Record<string, DraftValues>>({});
  const [highlight, setHighlight] = useState<TextSpan | null>(null);
  const [serverMessages, setServerMessages] = useState<FieldMessages>({});
  const [results, setResults] = useState<PublishResultItem[] | null>(null);
  const publish = usePublishImport(imported.id);

  const items = { position: imported.positions, cargo: imported.cargoes };
  const mine = publishes(role);
  const toSend: DraftRef[] = mine ? items[mine].filter((d) => !d.published).map((d) => ({ kind: mine, index: d.index })) : [];
  const position = (ref: DraftRef) => items[ref.kind].findIndex((d) => d.index === ref.index);
  const blocked = toSend.some((ref) => {
    const v = values[ref.kind][position(ref)];
    return kinds[ref.kind].specs.some((spec) => fieldProblem(kinds[ref.kind].shape[spec.key], spec, v[spec.key] ?? '') !== null);
  });

  const edit = (kind: DraftKind, i: number) => (key: string, value: string) =>
    setValues((all) => ({ ...all, [kind]: all[kind].map((v, j) => (j === i ? { ...v, [key]: value } : v)) }));
  const editExtra = (ref: DraftRef) => (key: string, value: string) =>
    setExtras((all) => ({ ...all, [refKey(ref)]: { ...all[refKey(ref)], [key]: value } }));

  const send = () => {
    setServerMessages({});
    setResults(null);
    const drafts = toSend.map((ref) => publishDraft(ref, kinds[ref.kind].specs, values[ref.kind][position(ref)], extras[refKey(ref)] ?? {}));
    publish.mutate(drafts, {
      onSuccess: setResults,
      onError: (e) => setServerMessages(e instanceof ApiError ? messagesByDraft(toSend, e.fields) : {}),
    });
  };

  const cards = (kind: DraftKind) =>
    values[kind].map((v, i) => {
      const ref = { kind, index: items[kind][i].index };
      return (
        <DraftCard
          key={ref.index}
          title={kinds[kind].title(v, i)}
          specs={kinds[kind].specs}
          shape={kinds[kind].shape}
          values={v}
          sources={(kind === 'position' ? sources?.positions[i] : sources?.cargoes[i]) ?? null}
          serverErrors={serverMessages[refKey(ref)]}
          published={items[kind][i].published}
          extras={extras[refKey(ref)]}
          onChange={edit(kind, i)}
          onExtraChange={editExtra(ref)}
          onSource={setHighlight}
        />
      );
    });

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
        {values.position.length ? (
          <section aria-labelledby="positions-title" className="space-y-3">
            <h2 id="positions-title" className="text-base font-semibold text-navy-900">
              Open positions ({values.position.length})
            </h2>
            {cards('position')}
          </section>
        ) : null}
        {values.cargo.length ? (
          <section aria-labelledby="cargoes-title" className="space-y-3">
            <h2 id="cargoes-title" className="text-base font-semibold text-navy-900">
              Cargo orders ({values.cargo.length})
            </h2>
            {cards('cargo')}
          </section>
        ) : null}
        <PublishBar
          kind={mine}
          count={toSend.length}
          blocked={blocked}
          pending={publish.isPending}
          error={publish.error?.message ?? null}
          results={results}
          otherCount={mine ? items[mine === 'position' ? 'cargo' : 'position'].length : 0}
          onPublish={send}
        />
      </div>
    </div>
  );
}
