// Demo content for a fresh embedded database: believable companies, ships and fixtures.
export const DEMO_PASSWORD = 'fairlead-demo-2026';

export type DemoUser = {
  key: string;
  email: string;
  name: string;
  role: 'owner' | 'charterer' | 'admin';
  company: string;
  verified: boolean;
  phone?: string;
  address?: string;
  registration?: string;
};

export const demoUsers: DemoUser[] = [
  { key: 'admin', email: 'admin@fairlead.test', name: 'Ingrid Solberg', role: 'admin', company: 'Fairlead Operations', verified: true, phone: '+47 22 00 41 00', address: 'Rådhusgata 5, 0151 Oslo, Norway' },
  { key: 'owner', email: 'owner@fairlead.test', name: 'Nikos Papadakis', role: 'owner', company: 'Aegean Bulk Carriers S.A.', verified: true, phone: '+30 210 428 1100', address: 'Akti Miaouli 85, 185 38 Piraeus, Greece', registration: 'GEMI 123456701000' },
  { key: 'charterer', email: 'charterer@fairlead.test', name: 'Sophie van Dijk', role: 'charterer', company: 'Rhine Grain Trading B.V.', verified: true, phone: '+31 10 412 7700', address: 'Wilhelminakade 91, 3072 AP Rotterdam, Netherlands', registration: 'KvK 24351290' },
  { key: 'owner2', email: 'ops@nordicreefer.test', name: 'Lars Eriksen', role: 'owner', company: 'Nordic Coastal Shipping AS', verified: true, phone: '+47 55 30 12 00', address: 'Strandkaien 2, 5013 Bergen, Norway', registration: 'NO 987 654 321' },
  { key: 'owner3', email: 'chartering@straitsline.test', name: 'Tan Wei Ming', role: 'owner', company: 'Straits Line Tankers Pte. Ltd.', verified: false, phone: '+65 6220 4410', address: '10 Anson Road, #21-02, Singapore 079903' },
  { key: 'charterer2', email: 'freight@andesminerals.test', name: 'Camila Rojas', role: 'charterer', company: 'Andes Minerals Export SpA', verified: false, phone: '+56 2 2940 3300', address: 'Av. Apoquindo 4501, Las Condes, Santiago, Chile' },
  { key: 'charterer3', email: 'logistics@gulfpetro.test', name: 'Omar Haddad', role: 'charterer', company: 'Gulf Petrochemical Logistics LLC', verified: true, phone: '+971 4 330 5500', address: 'Jebel Ali Free Zone, Dubai, UAE' },
];

type VesselType = 'bulkCarrier' | 'container' | 'tanker' | 'roro' | 'passenger' | 'general';
export type DemoVessel = { owner: string; name: string; type: VesselType; lengthM: number; capacity: number; buildYear: number; status: 'available' | 'in-charter' | 'maintenance' | 'suspended' };

export const demoVessels: DemoVessel[] = [
  { owner: 'owner', name: 'Aegean Spirit', type: 'bulkCarrier', lengthM: 229, capacity: 82000, buildYear: 2016, status: 'available' },
  { owner: 'owner', name: 'Kalliope', type: 'bulkCarrier', lengthM: 199.9, capacity: 63500, buildYear: 2019, status: 'in-charter' },
  { owner: 'owner', name: 'Thira Star', type: 'general', lengthM: 142, capacity: 12500, buildYear: 2011, status: 'available' },
  { owner: 'owner', name: 'Naxos Trader', type: 'bulkCarrier', lengthM: 180, capacity: 38000, buildYear: 2014, status: 'maintenance' },
  { owner: 'owner2', name: 'Nordic Fjell', type: 'container', lengthM: 172, capacity: 1700, buildYear: 2018, status: 'available' },
  { owner: 'owner2', name: 'Bergen Express', type: 'roro', lengthM: 203, capacity: 4200, buildYear: 2020, status: 'in-charter' },
  { owner: 'owner2', name: 'Stavanger Pride', type: 'passenger', lengthM: 136, capacity: 1200, buildYear: 2009, status: 'available' },
  { owner: 'owner3', name: 'Straits Harmony', type: 'tanker', lengthM: 183, capacity: 52000, buildYear: 2017, status: 'available' },
  { owner: 'owner3', name: 'Lion City Pioneer', type: 'tanker', lengthM: 249.9, capacity: 115000, buildYear: 2021, status: 'available' },
];

export type DemoCharter = { vessel: string; charterer: string; startOffsetDays: number; days: number; status: 'pending' | 'confirmed' | 'active' | 'completed' | 'cancelled'; dailyRateUsd: number; paymentStatus: 'unpaid' | 'pending' | 'paid' | 'refunded' };

export const demoCharters: DemoCharter[] = [
  { vessel: 'Kalliope', charterer: 'charterer', startOffsetDays: -12, days: 35, status: 'active', dailyRateUsd: 18500, paymentStatus: 'paid' },
  { vessel: 'Aegean Spirit', charterer: 'charterer', startOffsetDays: 21, days: 28, status: 'pending', dailyRateUsd: 21000, paymentStatus: 'unpaid' },
  { vessel: 'Bergen Express', charterer: 'charterer3', startOffsetDays: -30, days: 60, status: 'active', dailyRateUsd: 26500, paymentStatus: 'paid' },
  { vessel: 'Thira Star', charterer: 'charterer2', startOffsetDays: -75, days: 20, status: 'completed', dailyRateUsd: 9800, paymentStatus: 'paid' },
  { vessel: 'Nordic Fjell', charterer: 'charterer', startOffsetDays: 40, days: 90, status: 'confirmed', dailyRateUsd: 14200, paymentStatus: 'pending' },
  { vessel: 'Straits Harmony', charterer: 'charterer3', startOffsetDays: -50, days: 15, status: 'cancelled', dailyRateUsd: 24000, paymentStatus: 'refunded' },
  { vessel: 'Aegean Spirit', charterer: 'charterer2', startOffsetDays: -120, days: 40, status: 'completed', dailyRateUsd: 17600, paymentStatus: 'paid' },
];

export const demoNotifications: { user: string; title: string; message: string; read: boolean; hoursAgo: number }[] = [
  { user: 'owner', title: 'New charter request', message: 'Rhine Grain Trading B.V. asked for Aegean Spirit for a 28-day time charter. Reply before the offer lapses.', read: false, hoursAgo: 2 },
  { user: 'owner', title: 'Hire received', message: 'USD 277,500 for Kalliope (15 days of hire) is held in escrow and will be released on the agreed schedule.', read: false, hoursAgo: 26 },
  { user: 'owner', title: 'Company verified', message: 'Aegean Bulk Carriers S.A. is now verified. Your vessels show the verified badge to charterers.', read: true, hoursAgo: 240 },
  { user: 'charterer', title: 'Charter confirmed', message: 'Nordic Coastal Shipping AS confirmed Nordic Fjell for your 90-day period. The charter party is ready to sign.', read: false, hoursAgo: 5 },
  { user: 'charterer', title: 'Payment completed', message: 'Your escrow payment for Kalliope was received. The owner has been notified.', read: true, hoursAgo: 300 },
  { user: 'admin', title: 'Verification waiting', message: 'Straits Line Tankers Pte. Ltd. and Andes Minerals Export SpA are waiting for company verification.', read: false, hoursAgo: 8 },
];
