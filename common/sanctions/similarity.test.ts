import { describe, expect, it } from 'vitest';
import { nameTokens, normalizeName, transliterate } from './normalize';
import { MATCH_THRESHOLD, SUBSET_SCORE, imoIn, isPossibleMatch, jaroWinkler, nameScore } from './similarity';

describe('normalizing names', () => {
  it('drops accents and romanizes Cyrillic', () => {
    expect(transliterate('Müller Reederei')).toBe('MULLER REEDEREI');
    expect(transliterate('Søren Ærø')).toBe('SOREN AERO');
    expect(transliterate('Жуков')).toBe('ZHUKOV');
    // Й and Ё would lose themselves to NFKD (И + breve, Е + diaeresis): romanized first.
    expect(transliterate('Мой Ёж')).toBe('MOY EZH');
    expect(transliterate('Щукин Юрий')).toBe('SHCHUKIN YURIY');
  });

  it('sorts tokens and drops legal forms, keeping trade words', () => {
    expect(normalizeName('Acme Shipping Ltd.')).toBe('ACME SHIPPING');
    expect(normalizeName('ACME SHIPPING LIMITED')).toBe('ACME SHIPPING');
    expect(normalizeName('Aegean Bulk Carriers S.A.')).toBe('AEGEAN BULK CARRIERS');
    expect(normalizeName('Straits Line Tankers Pte. Ltd.')).toBe('LINE STRAITS TANKERS');
    expect(normalizeName('PETROV, Ivan')).toBe('IVAN PETROV');
    expect(normalizeName('OOO «Морской Путь»')).toBe('MORSKOY PUT');
    expect(normalizeName('Smith & Sons')).toBe('AND SMITH SONS');
  });

  it('keeps a name made only of legal-form words rather than emptying it', () => {
    expect(nameTokens('The Company Ltd')).toEqual(['COMPANY', 'LTD', 'THE']);
    expect(nameTokens(' -- ')).toEqual([]);
  });
});

describe('Jaro-Winkler', () => {
  // Winkler's published examples (1990): MARTHA/MARHTA 0.961, DWAYNE/DUANE 0.840, DIXON/DICKSONX 0.813.
  it('gives the textbook values', () => {
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('DWAYNE', 'DUANE')).toBeCloseTo(0.84, 3);
    expect(jaroWinkler('DIXON', 'DICKSONX')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('ABC', 'XYZ')).toBe(0);
    expect(jaroWinkler('', '')).toBe(0);
  });
});

describe('name score and threshold', () => {
  it('sets the threshold at 0.92', () => {
    expect(MATCH_THRESHOLD).toBe(0.92);
  });

  it('scores 1 for the same company written differently', () => {
    expect(nameScore('Acme Shipping Ltd', 'ACME SHIPPING LIMITED')).toBe(1);
    expect(nameScore('Petrov Ivan', 'Ivan PETROV')).toBe(1);
    expect(nameScore('Иван Петров', 'Ivan Petrov')).toBe(1);
    expect(nameScore('Müller Reederei GmbH', 'MULLER REEDEREI')).toBe(1);
    expect(nameScore('OOO Морской Путь', 'Morskoy Put LLC')).toBe(1);
  });

  it('just above: "Nordic Bulk" and "Nordic Bulkers" score 0.921', () => {
    // Sorted: "BULK NORDIC" (11) vs "BULKERS NORDIC" (14), window 6. All 11 letters of the first match; R pairs with
    // the R of BULKERS, so positions 4-7 (" NOR" vs "R NO") differ: 4 half-transpositions, t = 2.
    // Jaro = (11/11 + 11/14 + 9/11) / 3 = 0.86797; prefix BULK (4): 0.86797 + 0.4 × 0.13203 = 0.92078.
    expect(nameScore('Nordic Bulk', 'Nordic Bulkers')).toBe(0.921);
    expect(isPossibleMatch('Nordic Bulk', 'Nordic Bulkers')).toBe(true);
  });

  it('just below: "Ocean Star" and "Ocean Spirit" score 0.908', () => {
    // "OCEAN STAR" (10) vs "OCEAN SPIRIT" (12), window 5: OCEAN S match in place, T and R match out of order (t = 1),
    // A finds no partner. Jaro = (9/10 + 9/12 + 8/9) / 3 = 0.84630; prefix OCEA (4): 0.84630 + 0.4 × 0.15370 = 0.90778.
    expect(nameScore('Ocean Star', 'Ocean Spirit')).toBe(0.908);
    expect(isPossibleMatch('Ocean Star', 'Ocean Spirit')).toBe(false);
  });

  it('matches slips and spelling variants', () => {
    expect(isPossibleMatch('Blue Horizon Shipping', 'Blue Horizon Shiping')).toBe(true);
    expect(isPossibleMatch('Harbor Lights Shipping', 'Harbour Lights Shipping')).toBe(true);
    expect(isPossibleMatch('Nordic Coastal Shipping AS', 'NORDICK COASTAL SHIPPING CO.')).toBe(true);
    expect(isPossibleMatch('Zephyrine Marine Holdings', 'Zephyrine Maritime Holdings')).toBe(true);
  });

  it('finds a listed name inside a longer one (patronymic, extra word) at the subset score', () => {
    expect(SUBSET_SCORE).toBe(0.95);
    expect(nameScore('Ivan Petrov', 'Ivan Sergeyevich Petrov')).toBe(0.95);
    // One shared word is not a subset match: a single token is too common to stand for a name.
    expect(nameScore('Petrov', 'Ivan Petrov')).toBeLessThan(0.92);
  });

  it('does not match different companies that share a word', () => {
    expect(isPossibleMatch('Acme Shipping', 'Acme Trading')).toBe(false);
    expect(isPossibleMatch('Northwind Tankers', 'Northwind Carriers')).toBe(false);
    expect(isPossibleMatch('Global Tankers', 'Global Carriers')).toBe(false);
    expect(isPossibleMatch('Rhine Grain Trading B.V.', 'KRAKENMOOR TRADING LIMITED')).toBe(false);
    expect(isPossibleMatch('Acme', 'Acne')).toBe(false);
  });

  it('scores 0 when a name has no letters or digits', () => {
    expect(nameScore('', 'Acme')).toBe(0);
    expect(nameScore('...', 'Acme')).toBe(0);
  });
});

describe('IMO numbers in list remarks', () => {
  it('reads the seven digits as the lists write them', () => {
    expect(imoIn('Vessel Registration Identification IMO 9999993; MMSI 000000000.')).toBe('9999993');
    expect(imoIn('(Type of ship):Bulk carrier (IMO number):9876543 (Current owner)')).toBe('9876543');
    expect(imoIn('IMO: 9319466')).toBe('9319466');
    expect(imoIn('Registration ID 9319466')).toBeNull();
    expect(imoIn('IMO 12345678')).toBeNull();
    expect(imoIn(null)).toBeNull();
  });
});
