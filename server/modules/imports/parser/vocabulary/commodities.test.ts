import { describe, expect, it } from 'vitest';
import { readCommodity } from './commodities';

const reads = (cases: [string, string][]) => {
  for (const [written, code] of cases) expect([written, readCommodity(written)]).toEqual([written, code]);
};

describe('readCommodity', () => {
  it('reads the forms README 3.8 lists under each term', () => {
    reads([
      ['steam coal', 'coal'],
      ['thermal coal', 'coal'],
      ['met coal', 'coal'],
      ['coking coal', 'coal'],
      ['COAL GAR 4200', 'coal'],
      ['iron ore fines', 'iron ore'],
      ['IO lump', 'iron ore'],
      ['iron ore lump', 'iron ore'],
      ['iron ore pellets', 'iron ore'],
      ['maize', 'corn'],
      ['SBM', 'soybean meal'],
      ['soymeal', 'soybean meal'],
      ['SBM pellets', 'soybean meal'],
      ['grain', 'grain'],
      ['HSS', 'grain'],
      ['raw sugar in bulk', 'sugar'],
      ['bagged sugar', 'sugar'],
      ['HRC', 'steel coils'],
      ['CRC', 'steel coils'],
      ['coils', 'steel coils'],
      ['billets', 'steel products'],
      ['wire rods', 'steel products'],
      ['pipes', 'steel products'],
      ['beams', 'steel products'],
      ['plates', 'steel products'],
      ['urea', 'fertilizer'],
      ['DAP', 'fertilizer'],
      ['MAP', 'fertilizer'],
      ['MOP', 'fertilizer'],
      ['NPK', 'fertilizer'],
      ['ammonium nitrate', 'fertilizer'],
      ['ammonium sulphate', 'fertilizer'],
      ['bagged cement', 'cement'],
      ['cement clinker', 'clinker'],
      ['pet coke', 'petcoke'],
      ['petroleum coke', 'petcoke'],
      ['rock salt', 'salt'],
      ['solar salt', 'salt'],
      ['HMS 1&2', 'scrap'],
      ['shredded scrap', 'scrap'],
      ['ULSD', 'gasoil'],
      ['diesel', 'gasoil'],
      ['GO', 'gasoil'],
      ['UMS', 'gasoline'],
      ['mogas', 'gasoline'],
      ['CBOB', 'gasoline'],
      ['Jet A-1', 'jet fuel'],
      ['kero', 'jet fuel'],
      ['FO', 'fuel oil'],
      ['HSFO', 'fuel oil'],
      ['VLSFO', 'fuel oil'],
      ['380 cst', 'fuel oil'],
      ['crude', 'crude oil'],
    ]);
  });

  it('reads the rest of the vocabulary by name', () => {
    reads([
      ['wheat', 'wheat'],
      ['corn', 'corn'],
      ['barley', 'barley'],
      ['soybeans', 'soybeans'],
      ['rice', 'rice'],
      ['bauxite', 'bauxite'],
      ['alumina', 'alumina'],
      ['logs', 'logs'],
      ['wood pellets', 'wood pellets'],
      ['gypsum', 'gypsum'],
      ['limestone', 'limestone'],
      ['manganese ore', 'manganese ore'],
      ['nickel ore', 'nickel ore'],
      ['copper concentrate', 'copper concentrate'],
      ['naphtha', 'naphtha'],
    ]);
  });

  it('reads a cargo line as written, whatever else it says', () => {
    reads([
      ["WHEAT IN BULK (SF ABT 46')", 'wheat'],
      ['STEEL COILS (HRC, UNIT WT MAX 25T)', 'steel coils'],
      ['CLINKER IN BULK', 'clinker'],
      ['Milling wheat 12.5 PCT PROTEIN', 'wheat'],
      ['Indo coal GAR 4200', 'coal'],
      ['Manganese ore fines', 'manganese ore'],
      ['ULSD 10ppm', 'gasoil'],
    ]);
  });

  it('reads named cargoes outside the vocabulary as other, not by a word inside them', () => {
    reads([
      ['ferro chrome', 'other'],
      ['sulphur', 'other'],
      ['pig iron', 'other'],
      ['sunflower meal pellets', 'other'],
      ['PKE', 'other'],
      ['aggregates', 'other'],
      ['project cargo', 'other'],
    ]);
  });

  it('answers null for no description', () => {
    expect(readCommodity('')).toBeNull();
    expect(readCommodity('  ')).toBeNull();
  });
});
