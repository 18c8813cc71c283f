import { describe, expect, it } from 'vitest';
import { shippedPorts } from '../../../../db/reference-data';
import { portSpellings } from './place-spellings';
import { readPlace } from './places';

const port = (port: string) => ({ port, area: null });
const area = (area: string) => ({ port: null, area });
const nowhere = { port: null, area: null };

describe('readPlace', () => {
  it('resolves the broker spellings README 3.5 names', () => {
    expect(readPlace('Spore')).toEqual(port('SGSIN'));
    expect(readPlace("S'pore")).toEqual(port('SGSIN'));
    expect(readPlace('Singapore')).toEqual(port('SGSIN'));
    expect(readPlace('RBCT')).toEqual(port('ZARCB'));
    expect(readPlace('Vizag')).toEqual(port('INVTZ'));
    expect(readPlace('Paradeep')).toEqual(port('INPRT'));
    expect(readPlace('Yosu')).toEqual(port('KRYOS'));
    expect(readPlace('Inchon')).toEqual(port('KRINC'));
    expect(readPlace('Goa')).toEqual(port('INMRM'));
    expect(readPlace('NOLA')).toEqual(port('USMSY'));
    expect(readPlace('Corpus')).toEqual(port('USCRP'));
    expect(readPlace('Gib')).toEqual(port('GIGIB'));
    expect(readPlace('Newcastle NSW')).toEqual(port('AUNTL'));
    expect(readPlace('Kohsichang')).toEqual(port('THKSI'));
  });

  it('reads the ports of README 3.5 list as the truth codes them, by the names brokers write', () => {
    const cases: [string, string][] = [
      ['Fujairah', 'AEFJR'],
      ['Jebel Ali', 'AEJEA'],
      ['Ras al Khaimah', 'AERKT'],
      ['Ruwais', 'AERUW'],
      ['Necochea', 'ARNEC'],
      ['San Lorenzo', 'ARSLO'],
      ['Port Hedland', 'AUPHE'],
      ['Pt Kembla', 'AUPKL'],
      ['Chittagong', 'BDCGP'],
      ['Antwerp', 'BEANR'],
      ['Ghent', 'BEGNE'],
      ['Santos', 'BRSSZ'],
      ['Tubarao', 'BRTUB'],
      ['Abidjan', 'CIABJ'],
      ['Caofeidian', 'CNCFD'],
      ['Fangcheng', 'CNFAN'],
      ['Longkou', 'CNLKU'],
      ['Rizhao', 'CNRZH'],
      ['Qingdao', 'CNTAO'],
      ['Tianjin', 'CNTXG'],
      ['Xingang', 'CNTXG'],
      ['Zhangjiagang', 'CNZJG'],
      ['Zhoushan', 'CNZOS'],
      ['Hamburg', 'DEHAM'],
      ['Djibouti', 'DJJIB'],
      ['Alexandria', 'EGALY'],
      ['Damietta', 'EGDAM'],
      ['Algeciras', 'ESALG'],
      ['Tarragona', 'ESTAR'],
      ['Rouen', 'FRURO'],
      ['Immingham', 'GBIMM'],
      ['Gibraltar', 'GIGIB'],
      ['Piraeus', 'GRPIR'],
      ['Samarinda', 'IDSRI'],
      ['Kandla', 'INIXY'],
      ['Krishnapatnam', 'INKRI'],
      ['Mormugao', 'INMRM'],
      ['Paradip', 'INPRT'],
      ['Sikka', 'INSIK'],
      ['Visakhapatnam', 'INVTZ'],
      ['Chiba', 'JPCHB'],
      ['Kashima', 'JPKSM'],
      ['Incheon', 'KRINC'],
      ['Gwangyang', 'KRKAN'],
      ['Kwangyang', 'KRKAN'],
      ['Ulsan', 'KRUSN'],
      ['Yeosu', 'KRYOS'],
      ['Riga', 'LVRIX'],
      ['Casablanca', 'MACAS'],
      ['Port Klang', 'MYPKG'],
      ['Maputo', 'MZMPM'],
      ['Lagos', 'NGLOS'],
      ['Rotterdam', 'NLRTM'],
      ['Sohar', 'OMSOH'],
      ['Karachi', 'PKKHI'],
      ['Gdansk', 'PLGDN'],
      ['Constanta', 'ROCND'],
      ['St Petersburg', 'RULED'],
      ['Novorossiysk', 'RUNVS'],
      ['Novo', 'RUNVS'],
      ['Jeddah', 'SAJED'],
      ['Jubail', 'SAJUB'],
      ['Gothenburg', 'SEGOT'],
      ['Bandirma', 'TRBDM'],
      ['Gemlik', 'TRGEM'],
      ['Iskenderun', 'TRISK'],
      ['Kaohsiung', 'TWKHH'],
      ['Baltimore', 'USBAL'],
      ['Houston', 'USHOU'],
      ['Tampa', 'USTPA'],
      ['Haiphong', 'VNHPH'],
      ['Durban', 'ZADUR'],
      ['Richards Bay', 'ZARCB'],
      ['Saldanha Bay', 'ZASDB'],
      ['Newcastle', 'AUNTL'],
    ];
    for (const [written, code] of cases) expect([written, readPlace(written)]).toEqual([written, port(code)]);
  });

  it('reads the other ports brokers name every day', () => {
    const cases: [string, string][] = [
      ['Map Ta Phut', ''],
      ['Jingtang', 'CNJTG'],
      ['Lianyungang', 'CNLYG'],
      ['Pohang', 'KRKPO'],
      ['Dampier', 'AUDAM'],
      ['Pt Hedland', 'AUPHE'],
      ['Hedland', 'AUPHE'],
      ['Gladstone', 'AUGLT'],
      ['Hay Point', 'AUHPT'],
      ['PDM', 'BRPDM'],
      ['Ponta da Madeira', 'BRPDM'],
      ['Itaqui', 'BRITQ'],
      ['Paranagua', 'BRPNG'],
      ['Paranaguá', 'BRPNG'],
      ['Rio Grande', 'BRRIG'],
      ['Bahia Blanca', 'ARBHI'],
      ['Rosario', 'ARROS'],
      ['Mundra', 'INMUN'],
      ['Haldia', 'INHAL'],
      ['Ctg', 'BDCGP'],
      ['Mongla', 'BDMGL'],
      ['Taboneo', 'IDTAB'],
      ['Balikpapan', 'IDBPN'],
      ['Odessa', 'UAODS'],
      ['Ust Luga', 'RUULU'],
      ['Ust-Luga', 'RUULU'],
      ['Genoa', 'ITGOA'],
      ['Genova', 'ITGOA'],
      ['Tema', 'GHTEM'],
      ['Port Qasim', 'PKBQM'],
      ['Corpus Christi', 'USCRP'],
      ['New Orleans', 'USMSY'],
      ['Mobile', 'USMOB'],
      ['Vancouver', 'CAVAN'],
      ['Portland', 'USPDX'],
      ['Laem Chabang', 'THLCH'],
    ];
    for (const [written, code] of cases) expect([written, readPlace(written)]).toEqual([written, code ? port(code) : nowhere]);
  });

  it('picks, of two ports sharing a name, the one the trade calls at (in a region)', () => {
    expect(readPlace('Charleston')).toEqual(port('USCHS'));
    expect(readPlace('Port Elizabeth')).toEqual(port('ZAPLZ'));
  });

  it('reads a real port the ports table lacks as a place without a code, not as a guess', () => {
    expect(readPlace('Gangavaram')).toEqual(nowhere);
    expect(readPlace('Jorf Lasfar')).toEqual(nowhere);
    expect(readPlace('Ras al Khair')).toEqual(nowhere);
  });

  it('reads through berth counts, delivery words and anchorage suffixes', () => {
    expect(readPlace('1SB 1SP NOVOROSSIYSK')).toEqual(port('RUNVS'));
    expect(readPlace('1-2SB 1SP ISKENDERUN')).toEqual(port('TRISK'));
    expect(readPlace('1 sb Houston')).toEqual(port('USHOU'));
    expect(readPlace('Kohsichang PAL')).toEqual(port('THKSI'));
    expect(readPlace('DOP Gib')).toEqual(port('GIGIB'));
    expect(readPlace('APS Qingdao')).toEqual(port('CNTAO'));
    expect(readPlace('passing Gibraltar')).toEqual(port('GIGIB'));
    expect(readPlace('dely Spore')).toEqual(port('SGSIN'));
    expect(readPlace('Singapore OPL')).toEqual(port('SGSIN'));
    expect(readPlace('Qingdao, China')).toEqual(port('CNTAO'));
    expect(readPlace('vizag abt 2nd dec')).toEqual(port('INVTZ'));
  });

  it('reads areas as README 3.5 writes them to their region codes', () => {
    const cases: [string, string][] = [
      ['CJK', 'CJK'],
      ['Far East', 'CJK'],
      ['N.China', 'CJK'],
      ['S.China', 'CJK'],
      ['SE Asia', 'SEA'],
      ['Indo', 'SEA'],
      ['NOPAC', 'NOPAC'],
      ['PNW', 'NOPAC'],
      ['EC Aus', 'ECAUS'],
      ['ECA', 'ECAUS'],
      ['WC Aus', 'WCAUS'],
      ['WCA', 'WCAUS'],
      ['PG', 'PG'],
      ['AG', 'PG'],
      ['MEG', 'PG'],
      ['Arabian Gulf', 'PG'],
      ['Red Sea', 'RSEA'],
      ['WCI', 'WCI'],
      ['WC India', 'WCI'],
      ['ECI', 'ECI'],
      ['EC India', 'ECI'],
      ['Bay of Bengal', 'ECI'],
      ['SAF', 'SAF'],
      ['RSA', 'SAF'],
      ['S.Africa', 'SAF'],
      ['WAF', 'WAF'],
      ['WAFR', 'WAF'],
      ['W.Africa', 'WAF'],
      ['Med', 'MED'],
      ['E.Med', 'MED'],
      ['W.Med', 'MED'],
      ['C.Med', 'MED'],
      ['Adriatic', 'MED'],
      ['BSea', 'BSEA'],
      ['Black Sea', 'BSEA'],
      ['TBS', 'BSEA'],
      ['Cont', 'CONT'],
      ['UKC', 'CONT'],
      ['UK-Cont', 'CONT'],
      ['ARA', 'CONT'],
      ['ARAG', 'CONT'],
      ['Baltic', 'BALTIC'],
      ['Skaw-Passero', 'SKAW-PASSERO'],
      ['SKAW/PASSERO', 'SKAW-PASSERO'],
      ['Skaw-Gib', 'SKAW-GIB'],
      ['Gib-Skaw', 'SKAW-GIB'],
      ['USG', 'USG'],
      ['US Gulf', 'USG'],
      ['USEC', 'USEC'],
      ['USAC', 'USEC'],
      ['USNH', 'USEC'],
      ['ECSA', 'ECSA'],
      ['River Plate', 'ECSA'],
      ['Up River', 'ECSA'],
      ['NCSA', 'NCSA'],
      ['Caribs', 'NCSA'],
      ['WCSA', 'WCSA'],
    ];
    for (const [written, code] of cases) expect([written, readPlace(written)]).toEqual([written, area(code)]);
  });

  it('reads a country written for an area as its region, and a two-coast country as no code', () => {
    expect(readPlace('Brazil')).toEqual(area('ECSA'));
    expect(readPlace('Argentina')).toEqual(area('ECSA'));
    expect(readPlace('Chile')).toEqual(area('WCSA'));
    expect(readPlace('Peru')).toEqual(area('WCSA'));
    expect(readPlace('Indonesia')).toEqual(area('SEA'));
    expect(readPlace('Philippines')).toEqual(area('SEA'));
    expect(readPlace('China')).toEqual(area('CJK'));
    expect(readPlace('Japan')).toEqual(area('CJK'));
    expect(readPlace('Korea')).toEqual(area('CJK'));
    expect(readPlace('India')).toEqual(nowhere);
    expect(readPlace('Australia')).toEqual(nowhere);
  });

  it('keeps the area when example ports follow it in brackets', () => {
    expect(readPlace('1-2SB WAF (LAGOS/TEMA)')).toEqual(area('WAF'));
    expect(readPlace('1-2 sb USEC (Baltimore range)')).toEqual(area('USEC'));
    expect(readPlace('1-2 SB Up River (max 34ft draft)')).toEqual(area('ECSA'));
  });

  it('takes the first of alternative ports, and the corrected one', () => {
    expect(readPlace('Aarhus or Rostock')).toEqual(port('DKAAR'));
    expect(readPlace('Chittagong / Mongla')).toEqual(port('BDCGP'));
    expect(readPlace('Rotterdam or Amsterdam')).toEqual(port('NLRTM'));
    expect(readPlace('Tubarao/Vitoria')).toEqual(port('BRTUB'));
    expect(readPlace('1 sb Ghent (not Antwerp as earlier sent)')).toEqual(port('BEGNE'));
  });

  it('reads a range as the region both ends lie in, and a range across regions as no code', () => {
    expect(readPlace('Spore/Kohsichang range')).toEqual(area('SEA'));
    expect(readPlace('Rotterdam-Hamburg range')).toEqual(area('CONT'));
    expect(readPlace('Spore-Japan range')).toEqual(nowhere);
  });

  it('answers null for text that names no place', () => {
    expect(readPlace('')).toBeNull();
    expect(readPlace('prompt')).toBeNull();
    expect(readPlace('Xyzzy')).toBeNull();
  });

  it('maps every broker spelling to a port in the shipped ports table', () => {
    const known = new Set(shippedPorts().map((p) => p.locode));
    const unknown = Object.entries(portSpellings).filter(([, code]) => code !== null && !known.has(code));
    expect(unknown).toEqual([]);
  });
});
