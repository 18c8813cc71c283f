// The regions brokers write instead of a port ("open ECSA", "USG/CONT", "delivery Skaw-Passero"): named sets of
// ports, kept here once for the cargo board, the open positions, matching and the circular parser. The codes are
// the ones `shared/circulars` uses. A region's distance to anywhere is taken from its reference port, the port a
// broker would reckon from; its member ports say which ports count as "in" it for filters and matching.

export const regionCodes = [
  'CJK',
  'SEA',
  'NOPAC',
  'ECAUS',
  'WCAUS',
  'PG',
  'RSEA',
  'WCI',
  'ECI',
  'SAF',
  'WAF',
  'MED',
  'BSEA',
  'CONT',
  'BALTIC',
  'SKAW-PASSERO',
  'SKAW-GIB',
  'USG',
  'USEC',
  'ECSA',
  'NCSA',
  'WCSA',
] as const;
export type RegionCode = (typeof regionCodes)[number];

export type Region = {
  code: RegionCode;
  name: string;
  /** Other ways brokers write it, for search ("US Gulf", "Far East"). */
  alsoWritten: readonly string[];
  /** The port distances from and to the region are reckoned from. */
  referencePort: string;
  /** The UN/LOCODEs of the ports in the region. */
  ports: readonly string[];
};

const cont = ['NLRTM', 'NLAMS', 'NLIJM', 'BEANR', 'BEGNE', 'DEHAM', 'DEBRE', 'DEBRV', 'FRLEH', 'FRDKK', 'FRURO', 'GBIMM'];
const biscay = ['FRMTX', 'ESBIO', 'ESGIJ', 'PTLIS', 'PTSIE', 'GIGIB'];
const westMed = ['ESALG', 'ESCAR', 'ESVLC', 'ESTAR', 'FRFOS', 'ITGOA', 'ITSVN'];

export const regions: readonly Region[] = [
  {
    code: 'CJK',
    name: 'China, Japan, Korea',
    alsoWritten: ['Far East', 'China', 'Japan', 'Korea', 'Taiwan', 'N.China', 'S.China'],
    referencePort: 'CNTAO',
    ports: [
      'CNTAO',
      'CNRZH',
      'CNCFD',
      'CNTXG',
      'CNLYG',
      'CNNGB',
      'CNSHA',
      'CNZJG',
      'CNZOS',
      'CNFAN',
      'CNLKU',
      'JPCHB',
      'JPKSM',
      'JPMIZ',
      'KRKAN',
      'KRPUS',
      'KRINC',
      'KRUSN',
      'KRYOS',
      'TWKHH',
      'TWTXG',
    ],
  },
  {
    code: 'SEA',
    name: 'South-East Asia',
    alsoWritten: ['SE Asia', 'Indonesia', 'Philippines', 'Singapore range'],
    referencePort: 'SGSIN',
    ports: ['SGSIN', 'IDSRI', 'IDBPN', 'IDTAB', 'MYPKG', 'VNHPH', 'PHMNL', 'THLCH', 'THKSI'],
  },
  {
    code: 'NOPAC',
    name: 'North Pacific (US and Canada west coast)',
    alsoWritten: ['PNW', 'Pacific Northwest'],
    referencePort: 'CAVAN',
    ports: ['CAVAN', 'CAPRR', 'USSEA', 'USPDX', 'USLGB'],
  },
  {
    code: 'ECAUS',
    name: 'East Coast Australia',
    alsoWritten: ['EC Aus', 'ECA'],
    referencePort: 'AUNTL',
    ports: ['AUNTL', 'AUPKL', 'AUGLT', 'AUHPT', 'AUABP', 'AUBNE'],
  },
  {
    code: 'WCAUS',
    name: 'West Coast Australia',
    alsoWritten: ['WC Aus', 'WCA'],
    referencePort: 'AUPHE',
    ports: ['AUPHE', 'AUDAM', 'AUGET', 'AUKWI', 'AUFRE', 'AUEPR'],
  },
  {
    code: 'PG',
    name: 'Arabian Gulf',
    alsoWritten: ['Persian Gulf', 'AG', 'MEG', 'Middle East Gulf'],
    referencePort: 'AEJEA',
    ports: ['AEJEA', 'AEFJR', 'AERKT', 'AERUW', 'SAJUB', 'SADMM', 'QAMES', 'KWSAA', 'OMSOH', 'IRBND'],
  },
  {
    code: 'RSEA',
    name: 'Red Sea',
    alsoWritten: [],
    referencePort: 'SAJED',
    ports: ['SAJED', 'SAYNB', 'DJJIB', 'EGSOK', 'SDPZU'],
  },
  {
    code: 'WCI',
    name: 'West Coast India and Pakistan',
    alsoWritten: ['WC India'],
    referencePort: 'INMUN',
    ports: ['INMUN', 'INIXY', 'INMRM', 'INNSA', 'INSIK', 'PKKHI', 'PKBQM'],
  },
  {
    code: 'ECI',
    name: 'East Coast India and Bangladesh',
    alsoWritten: ['EC India', 'Bay of Bengal'],
    referencePort: 'INVTZ',
    ports: ['INVTZ', 'INPRT', 'INKRI', 'INHAL', 'INMAA', 'BDCGP', 'BDMGL'],
  },
  {
    code: 'SAF',
    name: 'South Africa',
    alsoWritten: ['RSA', 'S.Africa'],
    referencePort: 'ZARCB',
    ports: ['ZARCB', 'ZADUR', 'ZASDB', 'ZAPLZ', 'ZACPT', 'MZMPM'],
  },
  {
    code: 'WAF',
    name: 'West Africa',
    alsoWritten: ['WAFR', 'W.Africa'],
    referencePort: 'NGLOS',
    ports: ['NGLOS', 'GHTEM', 'CIABJ', 'SNDKR', 'GNCKY', 'GNKMR', 'TGLFW', 'CMDLA'],
  },
  {
    code: 'MED',
    name: 'Mediterranean',
    alsoWritten: ['Med', 'E.Med', 'W.Med', 'Adriatic'],
    referencePort: 'MTMAR',
    ports: [
      ...westMed.filter((p) => p !== 'ESALG'),
      'ITRAN',
      'ITTAR',
      'SIKOP',
      'HRRJK',
      'MTMAR',
      'GRPIR',
      'EGALY',
      'EGDAM',
      'TRISK',
      'ILASH',
      'MACAS',
    ],
  },
  {
    code: 'BSEA',
    name: 'Black Sea and Azov',
    alsoWritten: ['BSea', 'TBS', 'Turkish Black Sea'],
    referencePort: 'ROCND',
    ports: ['ROCND', 'RUNVS', 'RUTUA', 'UAODS', 'UAYUZ', 'BGVAR', 'GEBUS', 'TRSSX'],
  },
  {
    code: 'CONT',
    name: 'Continent (Le Havre–Hamburg) and UK',
    alsoWritten: ['UKC', 'UK-Cont', 'ARA', 'ARAG', 'Continent'],
    referencePort: 'NLRTM',
    ports: cont,
  },
  {
    code: 'BALTIC',
    name: 'Baltic',
    alsoWritten: [],
    referencePort: 'PLGDN',
    ports: ['PLGDN', 'PLGDY', 'PLSZZ', 'LVRIX', 'LTKLJ', 'EETLL', 'RULED', 'RUULU', 'RUPRI', 'FIKTK', 'DERSK', 'DKAAR', 'SEGOT'],
  },
  {
    code: 'SKAW-PASSERO',
    name: 'Skaw–Cape Passero range',
    alsoWritten: ['Skaw-Passero', 'Skaw/Passero'],
    referencePort: 'FRLEH',
    ports: [...cont, ...biscay, ...westMed],
  },
  {
    code: 'SKAW-GIB',
    name: 'Skaw–Gibraltar range',
    alsoWritten: ['Skaw-Gib', 'Gib-Skaw'],
    referencePort: 'FRLEH',
    ports: [...cont, ...biscay],
  },
  {
    code: 'USG',
    name: 'US Gulf',
    alsoWritten: ['US Gulf', 'Gulf of Mexico'],
    referencePort: 'USMSY',
    ports: ['USMSY', 'USHOU', 'USGLS', 'USCRP', 'USTPA', 'USMOB', 'USBTR', 'USLCH'],
  },
  {
    code: 'USEC',
    name: 'US East Coast',
    alsoWritten: ['USAC', 'USNH', 'US Atlantic coast'],
    referencePort: 'USBAL',
    ports: ['USBAL', 'USORF', 'USNYC', 'USPHL', 'USCHS', 'USSAV'],
  },
  {
    code: 'ECSA',
    name: 'East Coast South America',
    alsoWritten: ['Brazil', 'Argentina', 'River Plate', 'Up River'],
    referencePort: 'BRSSZ',
    ports: ['BRSSZ', 'BRPNG', 'BRRIG', 'BRTUB', 'BRVIX', 'BRPDM', 'BRITQ', 'ARSLO', 'ARROS', 'ARBHI', 'ARNEC', 'UYMVD'],
  },
  {
    code: 'NCSA',
    name: 'North Coast South America and Caribbean',
    alsoWritten: ['Caribs', 'Caribbean'],
    referencePort: 'COCTG',
    ports: ['COCTG', 'COBAQ', 'COPBO', 'TTPTS', 'JMKIN'],
  },
  {
    code: 'WCSA',
    name: 'West Coast South America',
    alsoWritten: ['Chile', 'Peru'],
    referencePort: 'PECLL',
    ports: ['PECLL', 'CLSAI', 'CLVAP', 'CLMJS', 'CLANF'],
  },
];

const byCode = new Map(regions.map((r) => [r.code, r]));

export const isRegionCode = (value: string): value is RegionCode => byCode.has(value as RegionCode);

export function regionOf(code: RegionCode): Region {
  return byCode.get(code)!;
}

/** The regions a port belongs to ("NLRTM" is in CONT, SKAW-PASSERO and SKAW-GIB). */
export function regionsOfPort(locode: string): RegionCode[] {
  return regions.filter((r) => r.ports.includes(locode)).map((r) => r.code);
}

/** Every port a cargo board filter on a region covers. */
export const portsOfRegion = (code: RegionCode): readonly string[] => regionOf(code).ports;
