export const vesselTypes = ['bulkCarrier', 'container', 'tanker', 'roro', 'passenger', 'general'] as const;
export type VesselType = (typeof vesselTypes)[number];

export const vesselTypeLabels: Record<VesselType, string> = {
  bulkCarrier: 'Bulk carrier',
  container: 'Container ship',
  tanker: 'Tanker',
  roro: 'Ro-ro',
  passenger: 'Passenger',
  general: 'General cargo',
};

export const vesselStatuses = ['available', 'in-charter', 'maintenance', 'suspended'] as const;
export type VesselStatus = (typeof vesselStatuses)[number];

/** The spec's colours: available green, in-charter blue, anything else yellow. */
export const vesselTone = (status: string): 'green' | 'blue' | 'yellow' =>
  status === 'available' ? 'green' : status === 'in-charter' ? 'blue' : 'yellow';

export const vesselStatusLabels: Record<VesselStatus, string> = {
  available: 'available',
  'in-charter': 'in charter',
  maintenance: 'in maintenance',
  suspended: 'suspended',
};
