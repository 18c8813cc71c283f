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
export type DemoVessel = {
  owner: string; name: string; type: VesselType; imo: string; mmsi: string; callSign: string; flag: string;
  lengthM: number; beamM: number; draughtM: number; deadweightT: number; capacity: number; buildYear: number;
  classSociety: string; piClub: string; piExpiryDays: number; openPort: string; openInDays: number;
  charterTypes: ('voyage' | 'time' | 'bareboat')[]; rateUsd: number; description: string;
  status: 'available' | 'in-charter' | 'maintenance' | 'suspended';
};

export const demoVessels: DemoVessel[] = [
  { owner: 'owner', name: 'Aegean Spirit', type: 'bulkCarrier', imo: '9319466', mmsi: '241234000', callSign: 'SVBX4', flag: 'GR', lengthM: 229, beamM: 32.26, draughtM: 14.45, deadweightT: 82000, capacity: 97000, buildYear: 2016, classSociety: 'Lloyd’s Register', piClub: 'UK P&I Club', piExpiryDays: 210, openPort: 'GRPIR', openInDays: 6, charterTypes: ['voyage', 'time'], rateUsd: 21000, description: 'Kamsarmax, 7 holds / 7 hatches, CO2 fitted, grain and coal trades. Scrubber fitted, eco main engine, 13.5 kn on 28 mt VLSFO laden.', status: 'available' },
  { owner: 'owner', name: 'Kalliope', type: 'bulkCarrier', imo: '9380362', mmsi: '241567000', callSign: 'SVCK2', flag: 'GR', lengthM: 199.9, beamM: 32.24, draughtM: 13.3, deadweightT: 63500, capacity: 79000, buildYear: 2019, classSociety: 'Bureau Veritas', piClub: 'Gard', piExpiryDays: 150, openPort: 'CNQIN', openInDays: 24, charterTypes: ['time'], rateUsd: 18500, description: 'Ultramax with 4 x 30 t cranes and grabs, log fitted, box-shaped holds.', status: 'in-charter' },
  { owner: 'owner', name: 'Thira Star', type: 'general', imo: '9215141', mmsi: '241890000', callSign: 'SVDT7', flag: 'MT', lengthM: 142, beamM: 21.5, draughtM: 9.1, deadweightT: 12500, capacity: 16500, buildYear: 2011, classSociety: 'DNV', piClub: 'The Standard Club', piExpiryDays: 95, openPort: 'ITGOA', openInDays: 3, charterTypes: ['voyage'], rateUsd: 9800, description: 'Multipurpose tweendecker, 2 x 60 t cranes combinable to 120 t, project cargo and steels.', status: 'available' },
  { owner: 'owner', name: 'Naxos Trader', type: 'bulkCarrier', imo: '9422615', mmsi: '241345000', callSign: 'SVEN3', flag: 'GR', lengthM: 180, beamM: 30, draughtM: 10.5, deadweightT: 38000, capacity: 47000, buildYear: 2014, classSociety: 'ABS', piClub: 'UK P&I Club', piExpiryDays: 300, openPort: 'GRPIR', openInDays: 40, charterTypes: ['voyage', 'time'], rateUsd: 14500, description: 'Handysize in drydock for special survey, open late next month.', status: 'maintenance' },
  { owner: 'owner2', name: 'Nordic Fjell', type: 'container', imo: '9812341', mmsi: '257123000', callSign: 'LAFJ5', flag: 'NO', lengthM: 172, beamM: 27.3, draughtM: 9.5, deadweightT: 21500, capacity: 1700, buildYear: 2018, classSociety: 'DNV', piClub: 'Gard', piExpiryDays: 240, openPort: 'NLRTM', openInDays: 10, charterTypes: ['time', 'bareboat'], rateUsd: 14200, description: 'Feeder with 400 reefer plugs, ice class 1A, gearless.', status: 'available' },
  { owner: 'owner2', name: 'Bergen Express', type: 'roro', imo: '9788007', mmsi: '257456000', callSign: 'LABE8', flag: 'NO', lengthM: 203, beamM: 31, draughtM: 7.4, deadweightT: 15800, capacity: 4200, buildYear: 2020, classSociety: 'DNV', piClub: 'Skuld', piExpiryDays: 180, openPort: 'DEBRV', openInDays: 35, charterTypes: ['time'], rateUsd: 26500, description: 'Ro-ro with 4,200 lane metres on five decks, stern ramp 150 t.', status: 'in-charter' },
  { owner: 'owner2', name: 'Stavanger Pride', type: 'passenger', imo: '9645322', mmsi: '257789000', callSign: 'LASP1', flag: 'NO', lengthM: 136, beamM: 22, draughtM: 5.6, deadweightT: 2800, capacity: 1200, buildYear: 2009, classSociety: 'DNV', piClub: 'Skuld', piExpiryDays: 60, openPort: 'NOSVG', openInDays: 14, charterTypes: ['time', 'bareboat'], rateUsd: 32000, description: 'Day ferry for 1,200 passengers and 220 cars, suitable for seasonal and event charters.', status: 'available' },
  { owner: 'owner3', name: 'Straits Harmony', type: 'tanker', imo: '9583017', mmsi: '563123000', callSign: '9VSH2', flag: 'SG', lengthM: 183, beamM: 32.2, draughtM: 12.2, deadweightT: 50000, capacity: 52000, buildYear: 2017, classSociety: 'ABS', piClub: 'North of England', piExpiryDays: 200, openPort: 'SGSIN', openInDays: 8, charterTypes: ['voyage', 'time'], rateUsd: 24000, description: 'MR product tanker, IMO 2/3, epoxy coated, 12 segregations.', status: 'available' },
  { owner: 'owner3', name: 'Lion City Pioneer', type: 'tanker', imo: '9755127', mmsi: '563456000', callSign: '9VLC7', flag: 'SG', lengthM: 249.9, beamM: 44, draughtM: 14.9, deadweightT: 115000, capacity: 124000, buildYear: 2021, classSociety: 'Lloyd’s Register', piClub: 'North of England', piExpiryDays: 330, openPort: 'AEFJR', openInDays: 18, charterTypes: ['voyage'], rateUsd: 38000, description: 'LR2 / Aframax, coated, scrubber fitted, SIRE inspected last quarter.', status: 'available' },
];

export const demoNotifications: { user: string; title: string; message: string; read: boolean; hoursAgo: number }[] = [
  { user: 'owner', title: 'Company verified', message: 'Aegean Bulk Carriers S.A. is now verified. Your vessels show the verified badge to charterers.', read: true, hoursAgo: 240 },
  { user: 'admin', title: 'Verification waiting', message: 'Straits Line Tankers Pte. Ltd. and Andes Minerals Export SpA are waiting for company verification.', read: false, hoursAgo: 8 },
];
