import { cargoesApi } from '../../../../common/cargoes/api';
import { cargoTermsDraft, cargoTitle } from '../../../../common/cargoes/deal-terms';
import { withUnknownFiguresBlank } from '../../../components/terms/unknown-figures';
import { call } from '../../../lib/api';

// Loaded only for an enquiry opened from a cargo order (?cargo=): the order's schemas and the drafting stay out of
// the enquiry page's own chunk, which every other enquiry loads.

/**
 * A charterer's cargo order as an enquiry starts from it: its id (the enquiry is sent linked to it), its title, and
 * its terms drafted as an owner's offer would be.
 */
export async function cargoDraft(id: string, signal?: AbortSignal) {
  const { cargo } = await call(cargoesApi.page, { params: { id }, signal });
  return { id: cargo.id, title: cargoTitle(cargo), terms: withUnknownFiguresBlank(cargoTermsDraft(cargo)) };
}
export type CargoDraft = Awaited<ReturnType<typeof cargoDraft>>;
