import type { CommodityCode } from '../../../../../common/cargoes/commodities';

// The words a cargo order uses for what it carries → the commodity vocabulary of README 3.8 (the codes of
// common/cargoes/commodities.ts). Terms are whole words, matched case-insensitively; where several terms occur
// the longest wins ("cement clinker" is clinker, "SBM pellets" soybean meal, "iron ore pellets" iron ore,
// "sunflower meal pellets" other), then the first written. Named cargoes of no listed commodity (ferro chrome,
// sulphur, pig iron, PKE) are listed under `other` so that a word inside them ("iron", "meal") decides nothing.

const commodityTerms: Readonly<Record<CommodityCode, readonly string[]>> = {
  coal: ['coal', 'steam coal', 'thermal coal', 'met coal', 'coking coal', 'pci coal', 'anthracite', 'gar', 'nar'],
  'iron ore': [
    'iron ore',
    'ore fines',
    'iron ore fines',
    'iron ore lump',
    'iron ore pellets',
    'io fines',
    'io lump',
    'io pellets',
    'lump ore',
    'fines',
  ],
  wheat: ['wheat', 'durum', 'milling wheat', 'feed wheat'],
  corn: ['corn', 'maize', 'yellow corn'],
  barley: ['barley', 'malting barley', 'feed barley'],
  soybeans: ['soybeans', 'soybean', 'soya beans', 'soyabeans', 'soy beans', 'sbs'],
  'soybean meal': ['soybean meal', 'soya meal', 'soymeal', 'soyameal', 'sbm', 'sbm pellets', 'soya bean meal'],
  grain: ['grain', 'grains', 'hss', 'heavy grain', 'heavy grains', 'sorghum', 'hss grains'],
  sugar: ['sugar', 'raw sugar', 'refined sugar', 'bagged sugar', 'icumsa'],
  rice: ['rice', 'bagged rice'],
  'steel coils': ['steel coils', 'coils', 'hrc', 'crc', 'hot rolled coils', 'cold rolled coils', 'gi coils', 'ppgi'],
  'steel products': [
    'steel products',
    'steels',
    'steel cargo',
    'billets',
    'billet',
    'wire rods',
    'wire rod',
    'pipes',
    'beams',
    'h beams',
    'plates',
    'steel plates',
    'rebars',
    'rebar',
    'slabs',
    'angles',
    'merchant bars',
  ],
  fertilizer: [
    'fertilizer',
    'fertilizers',
    'fertiliser',
    'fertilisers',
    'ferts',
    'urea',
    'dap',
    'map',
    'mop',
    'npk',
    'potash',
    'ammonium nitrate',
    'ammonium sulphate',
    'ammonium sulfate',
    'amsul',
    'tsp',
    'ssp',
  ],
  clinker: ['clinker', 'cement clinker'],
  cement: ['cement', 'bagged cement', 'bulk cement', 'opc'],
  petcoke: ['petcoke', 'pet coke', 'petroleum coke'],
  salt: ['salt', 'rock salt', 'road salt', 'solar salt', 'industrial salt'],
  bauxite: ['bauxite'],
  alumina: ['alumina'],
  scrap: ['scrap', 'hms', 'hms 1&2', 'hms1&2', 'hms 1/2', 'shredded scrap', 'shredded'],
  logs: ['logs', 'log', 'timber logs', 'round logs'],
  'wood pellets': ['wood pellets', 'woodpellets', 'biomass pellets'],
  gypsum: ['gypsum'],
  limestone: ['limestone', 'lime stone'],
  'manganese ore': ['manganese ore', 'manganese', 'mn ore'],
  'nickel ore': ['nickel ore', 'ni ore'],
  'copper concentrate': ['copper concentrate', 'copper concentrates', 'copper conc', 'cu conc'],
  gasoil: ['gasoil', 'gas oil', 'ulsd', 'diesel', 'go', 'en590', '10ppm', 'lsgo', 'ago', 'ulsgo'],
  naphtha: ['naphtha', 'nap', 'naptha'],
  gasoline: ['gasoline', 'mogas', 'cbob', 'rbob', 'ums', 'petrol', 'ulg', 'unleaded', 'eurobob'],
  'jet fuel': ['jet fuel', 'jet', 'jet a1', 'jet a 1', 'kero', 'kerosene', 'atk'],
  'fuel oil': ['fuel oil', 'fo', 'hsfo', 'lsfo', 'vlsfo', 'ifo', '380 cst', '180 cst', '380cst', '180cst', 'rmg'],
  'crude oil': ['crude', 'crude oil', 'urals', 'cpc blend', 'arab light', 'arab medium'],
  other: [
    'ferro chrome',
    'ferrochrome',
    'ferro alloys',
    'sulphur',
    'sulfur',
    'pig iron',
    'dri',
    'hbi',
    'sunflower meal',
    'sunflower meal pellets',
    'sfm pellets',
    'pke',
    'palm kernel expellers',
    'aggregates',
    'silica sand',
    'chrome ore',
    'zinc concentrate',
    'lead concentrate',
    'coke',
    'met coke',
    'condensate',
    'cpp',
    'dpp',
  ],
};

const byTerm = new Map<string, CommodityCode>();
for (const [code, terms] of Object.entries(commodityTerms) as [CommodityCode, readonly string[]][]) for (const t of terms) byTerm.set(t, code);

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+');
const terms = [...byTerm.keys()].sort((a, b) => b.length - a.length);
const termRe = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${terms.map(escape).join('|')})(?![\p{L}\p{N}])`, 'giu');

/** The term that names the commodity in a text (the longest one, of `only` when given), where it stands; null when none does. */
export function findCommodityTerm(text: string, only?: CommodityCode): { index: number; length: number; code: CommodityCode } | null {
  let best: { index: number; length: number; code: CommodityCode } | null = null;
  for (const m of text.matchAll(termRe)) {
    const code = byTerm.get(m[0].toLowerCase().replace(/[\s-]+/g, ' '));
    if (code && (!only || code === only) && (!best || m[0].length > best.length)) best = { index: m.index, length: m[0].length, code };
  }
  return best;
}

/**
 * The commodity of a cargo description (`WHEAT IN BULK`, `STEEL COILS (HRC, UNIT WT MAX 25T)`, `COAL GAR 4200`,
 * `HMS 1&2 80:20`, `ULSD 10ppm`, `Jet A-1`) as one README 3.8 term; `other` when none is named; null for an empty
 * description.
 */
export function readCommodity(text: string): CommodityCode | null {
  if (!/\p{L}/u.test(text)) return null;
  return findCommodityTerm(text)?.code ?? 'other';
}
