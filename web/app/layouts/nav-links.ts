import type { Role } from '../../../common/accounts/schemas';

export type NavLink = { label: string; to: string };

export function vesselLinks(role: Role | undefined): NavLink[] {
  return [
    { label: 'Browse All Vessels', to: '/vessels' },
    { label: 'Available Now', to: '/vessels/available' },
    ...(role === 'owner' ? [{ label: 'My Vessels', to: '/owner/vessels' }] : []),
  ];
}

export function cargoLinks(role: Role | undefined): NavLink[] {
  return [{ label: 'Cargo Board', to: '/cargoes' }, ...(role === 'charterer' ? [{ label: 'My Cargo Orders', to: '/app/cargoes' }] : [])];
}

export const serviceLinks: NavLink[] = [
  { label: 'Chartering', to: '/services/chartering' },
  { label: 'Brokerage', to: '/services/brokerage' },
  { label: 'Vessel Management', to: '/services/management' },
];
