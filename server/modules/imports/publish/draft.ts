import type { CargoOrderInput } from '../../../../common/cargoes/schemas';
import type { VesselInput } from '../../../../common/vessels/schemas';
import type { CargoDraft as CargoFields, PositionDraft as PositionFields } from '../../../../common/imports/schemas';

/**
 * A reviewed draft as the member sends it to Publish: the parser's reading in the corpus format (snake_case, null
 * when the e-mail did not say, corpus/README.md section 2), as the member edited it on the review page, plus `form`:
 * what the member added in the form's own terms that a circular never carries (a new ship's length, beam and
 * cubic; a cargo's gear or account visibility). A value in `form` wins over the reading's.
 */
export type PositionDraft = PositionFields & { form?: Partial<VesselInput> };
export type CargoDraft = CargoFields & { form?: Partial<CargoOrderInput> };

export type PublishDraft = ({ kind: 'position' } & PositionDraft) | ({ kind: 'cargo' } & CargoDraft);

export type PublishResult = {
  action: 'created' | 'updated';
  kind: 'position' | 'cargo';
  /** The vessel (for a position) or the cargo order. */
  listingId: string;
  message: string;
};

/** "MV SEA ORCHID"; a TBN ship (no name) is "the unnamed ship". */
export const shipLabel = (name: string | null | undefined) => (name?.trim() ? `MV ${name.trim()}` : 'the unnamed ship');

/** How a draft is named in a refusal: "Draft 2 (MV SEA ORCHID)", "Draft 3 (wheat cargo)". Counted from 1, as listed. */
export function draftLabel(draft: PublishDraft, index: number): string {
  if (draft.kind === 'position') return `Draft ${index + 1} (${shipLabel(draft.form?.name ?? draft.vessel_name)})`;
  const commodity = draft.form?.commodity ?? draft.commodity;
  return `Draft ${index + 1} (${commodity ? `${commodity} cargo` : 'cargo'})`;
}
