/**
 * What the circular parser returns for one e-mail: exactly the corpus truth schema (corpus/README.md
 * section 2), snake_case keys, every key present, null when the e-mail does not give the value.
 */
import type { RegionCode } from '../../../../common/ports/region-names';
import type { CommodityCode } from '../../../../common/cargoes/commodities';
import type { VesselClass } from './vocabulary/vessel-types';

export type CircularKind = 'positions' | 'cargoes' | 'mixed' | 'none';

export interface PositionReading {
  vessel_name: string | null;
  imo: string | null;
  vessel_type: VesselClass | null;
  dwt: number | null;
  built: number | null;
  flag: string | null;
  gear: string | null;
  open_port: string | null;
  open_area: RegionCode | null;
  open_from: string | null;
  open_to: string | null;
  operator: string | null;
}

export interface CargoReading {
  account: string | null;
  commodity: CommodityCode | null;
  quantity_mt: number | null;
  tolerance_pct: number | null;
  tolerance_option: 'moloo' | 'molchopt' | null;
  load_port: string | null;
  load_area: RegionCode | null;
  discharge_port: string | null;
  discharge_area: RegionCode | null;
  laycan_from: string | null;
  laycan_to: string | null;
  load_rate: string | null;
  discharge_rate: string | null;
  freight_idea: string | null;
  commission_pct: number | null;
}

export interface CircularReading {
  kind: CircularKind;
  positions: PositionReading[];
  cargoes: CargoReading[];
}

/** Table columns the segmenter recognises in a header line; a row's cells are keyed by them. */
export type Column =
  | 'vessel'
  | 'dwt'
  | 'built'
  | 'flag'
  | 'gear'
  | 'open'
  | 'date'
  | 'operator'
  | 'type'
  | 'account'
  | 'cargo'
  | 'qty'
  | 'load'
  | 'discharge'
  | 'terms'
  | 'freight'
  | 'commission'
  | 'skip';

/** One candidate item: its lines as written, and for a table row its cells by column. */
export interface Block {
  lines: string[];
  cells: Partial<Record<Column, string>> | null;
  /** The size class of the list section the block sits in (`MR`, `LR1` headers), if any. */
  sectionClass: VesselClass | null;
}

/** Statements made for the whole list (README 2.3), applied to items without their own value. */
export interface ListWide {
  gear: string | null;
  flag: string | null;
  operator: string | null;
  tanker: boolean;
}
