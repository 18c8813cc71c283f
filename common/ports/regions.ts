// The regions brokers write instead of a port ("open ECSA", "USG/CONT", "delivery Skaw-Passero"): named sets of
// ports, kept here once for the cargo board, the open positions, matching and the circular parser. The codes are
// the ones `shared/circulars` uses. A region's distance to anywhere is taken from its reference port, the port a
// broker would reckon from; its member ports say which ports count as "in" it for filters and matching.

import { regionNames, type RegionCode } from './region-names';

export { isRegionCode, regionCodes, type RegionCode } from './region-names';

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
    name: regionNames['CJK'],
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
    name: regionNames['SEA'],
    alsoWritten: ['SE Asia', 'Indonesia', 'Philippines', 'Singapore range'],
    referencePort: 'SGSIN',
    ports: ['SGSIN', 'IDSRI', 'IDBPN', 'IDTAB', 'MYPKG', 'VNHPH', 'PHMNL', 'THLCH', 'THKSI'],
  },
  {
    code: 'NOPAC',
    name: regionNames['NOPAC'],
    alsoWritten: ['PNW', 'Pacific Northwest'],
    referencePort: 'CAVAN',
    ports: ['CAVAN', 'CAPRR', 'USSEA', 'USPDX', 'USLGB'],
  },
  {
    code: 'ECAUS',
    name: regionNames['ECAUS'],
    alsoWritten: ['EC Aus', 'ECA'],
    referencePort: 'AUNTL',
    ports: ['AUNTL', 'AUPKL', 'AUGLT', 'AUHPT', 'AUABP', 'AUBNE'],
  },
  {
    code: 'WCAUS',
    name: regionNames['WCAUS'],
    alsoWritten: ['WC Aus', 'WCA'],
    referencePort: 'AUPHE',
    ports: ['AUPHE', 'AUDAM', 'AUGET', 'AUKWI', 'AUFRE', 'AUEPR'],
  },
  {
    code: 'PG',
    name: regionNames['PG'],
    alsoWritten: ['Persian Gulf', 'AG', 'MEG', 'Middle East Gulf'],
    referencePort: 'AEJEA',
    ports: ['AEJEA', 'AEFJR', 'AERKT', 'AERUW', 'SAJUB', 'SADMM', 'QAMES', 'KWSAA', 'OMSOH', 'IRBND'],
  },
  {
    code: 'RSEA',
    name: regionNames['RSEA'],
    alsoWritten: [],
    referencePort: 'SAJED',
    ports: ['SAJED', 'SAYNB', 'DJJIB', 'EGSOK', 'SDPZU'],
  },
  {
    code: 'WCI',
    name: regionNames['WCI'],
    alsoWritten: ['WC India'],
    referencePort: 'INMUN',
    ports: ['INMUN', 'INIXY', 'INMRM', 'INNSA', 'INSIK', 'PKKHI', 'PKBQM'],
  },
  {
    code: 'ECI',
    name: regionNames['ECI'],
    alsoWritten: ['EC India', 'Bay of Bengal'],
    referencePort: 'INVTZ',
    ports: ['INVTZ', 'INPRT', 'INKRI', 'INHAL', 'INMAA', 'BDCGP', 'BDMGL'],
  },
  {
    code: 'SAF',
    name: regionNames['SAF'],
    alsoWritten: ['RSA', 'S.Africa'],
    referencePort: 'ZARCB',
    ports: ['ZARCB', 'ZADUR', 'ZASDB', 'ZAPLZ', 'ZACPT', 'MZMPM'],
  },
  {
    code: 'WAF',
    name: regionNames['WAF'],
    alsoWritten: ['WAFR', 'W.Africa'],
    referencePort: 'NGLOS',
    ports: ['NGLOS', 'GHTEM', 'CIABJ', 'SNDKR', 'GNCKY', 'GNKMR', 'TGLFW', 'CMDLA'],
  },
  {
    code: 'MED',
    name: regionNames['MED'],
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
    name: regionNames['BSEA'],
    alsoWritten: ['BSea', 'TBS', 'Turkish Black Sea'],
    referencePort: 'ROCND',
    ports: ['ROCND', 'RUNVS', 'RUTUA', 'UAODS', 'UAYUZ', 'BGVAR', 'GEBUS', 'TRSSX'],
  },
  {
    code: 'CONT',
    name: regionNames['CONT'],
    alsoWritten: ['UKC', 'UK-Cont', 'ARA', 'ARAG', 'Continent'],
    referencePort: 'NLRTM',
    ports: cont,
  },
  {
    code: 'BALTIC',
    name: regionNames['BALTIC'],
    alsoWritten: [],
    referencePort: 'PLGDN',
    ports: ['PLGDN', 'PLGDY', 'PLSZZ', 'LVRIX', 'LTKLJ', 'EETLL', 'RULED', 'RUULU', 'RUPRI', 'FIKTK', 'DERSK', 'DKAAR', 'SEGOT'],
  },
  {
    code: 'SKAW-PASSERO',
    name: regionNames['SKAW-PASSERO'],
    alsoWritten: ['Skaw-Passero', 'Skaw/Passero'],
    referencePort: 'FRLEH',
    ports: [...cont, ...biscay, ...westMed],
  },
  {
    code: 'SKAW-GIB',
    name: regionNames['SKAW-GIB'],
    alsoWritten: ['Skaw-Gib', 'Gib-Skaw'],
    referencePort: 'FRLEH',
    ports: [...cont, ...biscay],
  },
  {
    code: 'USG',
    name: regionNames['USG'],
    alsoWritten: ['US Gulf', 'Gulf of Mexico'],
    referencePort: 'USMSY',
    ports: ['USMSY', 'USHOU', 'USGLS', 'USCRP', 'USTPA', 'USMOB', 'USBTR', 'USLCH'],
  },
  {
    code: 'USEC',
    name: regionNames['USEC'],
    alsoWritten: ['USAC', 'USNH', 'US Atlantic coast'],
    referencePort: 'USBAL',
    ports: ['USBAL', 'USORF', 'USNYC', 'USPHL', 'USCHS', 'USSAV'],
  },
  {
    code: 'ECSA',
    name: regionNames['ECSA'],
    alsoWritten: ['Brazil', 'Argentina', 'River Plate', 'Up River'],
    referencePort: 'BRSSZ',
    ports: ['BRSSZ', 'BRPNG', 'BRRIG', 'BRTUB', 'BRVIX', 'BRPDM', 'BRITQ', 'ARSLO', 'ARROS', 'ARBHI', 'ARNEC', 'UYMVD'],
  },
  {
    code: 'NCSA',
    name: regionNames['NCSA'],
    alsoWritten: ['Caribs', 'Caribbean'],
    referencePort: 'COCTG',
    ports: ['COCTG', 'COBAQ', 'COPBO', 'TTPTS', 'JMKIN'],
  },
  {
    code: 'WCSA',
    name: regionNames['WCSA'],
    alsoWritten: ['Chile', 'Peru'],
    referencePort: 'PECLL',
    ports: ['PECLL', 'CLSAI', 'CLVAP', 'CLMJS', 'CLANF'],
  },
];

const byCode = new Map(regions.map((r) => [r.code, r]));

export function regionOf(code: RegionCode): Region {
  return byCode.get(code)!;
}

/** The regions a port belongs to ("NLRTM" is in CONT, SKAW-PASSERO and SKAW-GIB). */
export function regionsOfPort(locode: string): RegionCode[] {
  return regions.filter((r) => r.ports.includes(locode)).map((r) => r.code);
}

/** Every port a cargo board filter on a region covers. */
export const portsOfRegion = (code: RegionCode): readonly string[] => regionOf(code).ports;
