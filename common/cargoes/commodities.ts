// The commodities a cargo order names, in the words of the trade (the circular parser's vocabulary), each with
// the stowage factor a broker assumes when checking whether a ship's holds take the quantity: m³ per tonne, so
// 50,000 t of wheat at 1.3 needs 65,000 m³ of grain cubic while 50,000 t of iron ore at 0.4 fills a ship by
// weight long before its holds. Liquids carry their cubic metres per tonne (1 / density) and need a tanker.
// "other" asks the poster for its own stowage factor.

export type Commodity = {
  code: string;
  label: string;
  /** m³ per metric tonne; null for "other", whose order states its own. */
  stowageFactor: number | null;
  /** Dry bulk or general cargo goes in holds; oils and products in tanks. */
  carriedIn: 'holds' | 'tanks';
};

export const commodities = [
  { code: 'coal', label: 'Coal', stowageFactor: 1.25, carriedIn: 'holds' },
  { code: 'iron ore', label: 'Iron ore', stowageFactor: 0.4, carriedIn: 'holds' },
  { code: 'wheat', label: 'Wheat', stowageFactor: 1.3, carriedIn: 'holds' },
  { code: 'corn', label: 'Corn (maize)', stowageFactor: 1.4, carriedIn: 'holds' },
  { code: 'barley', label: 'Barley', stowageFactor: 1.5, carriedIn: 'holds' },
  { code: 'soybeans', label: 'Soybeans', stowageFactor: 1.35, carriedIn: 'holds' },
  { code: 'soybean meal', label: 'Soybean meal', stowageFactor: 1.6, carriedIn: 'holds' },
  { code: 'grain', label: 'Grain (heavy grain, sorghum, soya)', stowageFactor: 1.35, carriedIn: 'holds' },
  { code: 'sugar', label: 'Sugar', stowageFactor: 1.25, carriedIn: 'holds' },
  { code: 'rice', label: 'Rice', stowageFactor: 1.4, carriedIn: 'holds' },
  { code: 'steel coils', label: 'Steel coils', stowageFactor: 0.3, carriedIn: 'holds' },
  { code: 'steel products', label: 'Steel products', stowageFactor: 0.35, carriedIn: 'holds' },
  { code: 'fertilizer', label: 'Fertilizer', stowageFactor: 1.1, carriedIn: 'holds' },
  { code: 'clinker', label: 'Clinker', stowageFactor: 0.85, carriedIn: 'holds' },
  { code: 'cement', label: 'Cement', stowageFactor: 0.75, carriedIn: 'holds' },
  { code: 'petcoke', label: 'Petcoke', stowageFactor: 1.4, carriedIn: 'holds' },
  { code: 'salt', label: 'Salt', stowageFactor: 1.0, carriedIn: 'holds' },
  { code: 'bauxite', label: 'Bauxite', stowageFactor: 0.8, carriedIn: 'holds' },
  { code: 'alumina', label: 'Alumina', stowageFactor: 0.7, carriedIn: 'holds' },
  { code: 'scrap', label: 'Scrap', stowageFactor: 1.6, carriedIn: 'holds' },
  { code: 'logs', label: 'Logs', stowageFactor: 2.0, carriedIn: 'holds' },
  { code: 'wood pellets', label: 'Wood pellets', stowageFactor: 1.5, carriedIn: 'holds' },
  { code: 'gypsum', label: 'Gypsum', stowageFactor: 0.9, carriedIn: 'holds' },
  { code: 'limestone', label: 'Limestone', stowageFactor: 0.75, carriedIn: 'holds' },
  { code: 'manganese ore', label: 'Manganese ore', stowageFactor: 0.45, carriedIn: 'holds' },
  { code: 'nickel ore', label: 'Nickel ore', stowageFactor: 0.75, carriedIn: 'holds' },
  { code: 'copper concentrate', label: 'Copper concentrate', stowageFactor: 0.45, carriedIn: 'holds' },
  { code: 'gasoil', label: 'Gasoil', stowageFactor: 1.18, carriedIn: 'tanks' },
  { code: 'naphtha', label: 'Naphtha', stowageFactor: 1.43, carriedIn: 'tanks' },
  { code: 'gasoline', label: 'Gasoline', stowageFactor: 1.35, carriedIn: 'tanks' },
  { code: 'jet fuel', label: 'Jet fuel', stowageFactor: 1.25, carriedIn: 'tanks' },
  { code: 'fuel oil', label: 'Fuel oil', stowageFactor: 1.02, carriedIn: 'tanks' },
  { code: 'crude oil', label: 'Crude oil', stowageFactor: 1.17, carriedIn: 'tanks' },
  { code: 'other', label: 'Other', stowageFactor: null, carriedIn: 'holds' },
] as const satisfies readonly Commodity[];

export type CommodityCode = (typeof commodities)[number]['code'];
export const commodityCodes = commodities.map((c) => c.code) as [CommodityCode, ...CommodityCode[]];

const byCode = new Map<string, Commodity>(commodities.map((c) => [c.code, c]));
export const commodityOf = (code: CommodityCode): Commodity => byCode.get(code)!;
