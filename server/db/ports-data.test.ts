import { describe, expect, it } from 'vitest';
import { portAliases } from '../../common/ports/aliases';
import { retiredLocodes } from '../../common/ports/retired';
import { regions } from '../../common/ports/regions';
import { shippedPorts } from './reference-data';

const rows = shippedPorts();
const count = (code: string) => rows.filter((p) => p.locode === code).length;

describe('the shipped ports list', () => {
  it('holds every port of every region exactly once, and each region reckons from one of its own ports', () => {
    for (const region of regions) {
      for (const code of region.ports) expect(count(code), `${region.code} ${code}`).toBe(1);
      expect(region.ports, region.code).toContain(region.referencePort);
    }
  });

  it('holds the bulk ports the trade names, under the codes it writes', () => {
    const byCode = new Map(rows.map((p) => [p.locode, p.name]));
    expect(byCode.get('BRTUB')).toBe('Tubarao');
    expect(byCode.get('BRPDM')).toBe('Ponta da Madeira');
    expect(byCode.get('AUDAM')).toBe('Dampier');
    expect(byCode.get('ZASDB')).toBe('Saldanha Bay');
    expect(byCode.get('CAPCA')).toBe('Port-Cartier');
    expect(byCode.get('GNKMR')).toBe('Kamsar');
    expect(byCode.get('RUULU')).toBe('Ust-Luga');
    expect(byCode.get('CNTAO')).toBe('Qingdao');
  });

  it('gives every port the time zone of its own clock, one the runtime knows (#30)', () => {
    const zoneOf = new Map(rows.map((p) => [p.locode, p.timeZone]));
    for (const p of rows) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: p.timeZone ?? '' }), p.locode).not.toThrow();
      expect(p.timeZone, p.locode).not.toMatch(/^Etc\//);
    }
    // Written from an atlas, not from the list: the ports whose zone the sea-ports package got wrong, ports on a
    // border, and ports in the far zones of a country with several.
    expect(zoneOf.get('NLRTM')).toBe('Europe/Amsterdam');
    expect(zoneOf.get('BRSSZ')).toBe('America/Sao_Paulo');
    expect(zoneOf.get('BRMAO')).toBe('America/Manaus'); // the package says Europe/Stockholm
    expect(zoneOf.get('BRBEL')).toBe('America/Belem'); // the package says America/Boa_Vista, an hour out
    expect(zoneOf.get('THBKK')).toBe('Asia/Bangkok'); // the package says Asia/Tehran
    expect(zoneOf.get('GBBAD')).toBe('Europe/London'); // Barry Dock; the package says Asia/Tehran
    expect(zoneOf.get('AUPHE')).toBe('Australia/Perth');
    expect(zoneOf.get('AUHPT')).toBe('Australia/Brisbane');
    expect(zoneOf.get('RUVVO')).toBe('Asia/Vladivostok');
    expect(zoneOf.get('PTPDL')).toBe('Atlantic/Azores');
    expect(zoneOf.get('ESMLN')).toBe('Africa/Ceuta');
    expect(zoneOf.get('FITOR')).toBe('Europe/Helsinki'); // on the border river: its listed position is in Sweden
    expect(zoneOf.get('TNJAR')).toBe('Africa/Tunis'); // its listed longitude has the wrong sign
  });

  it('lists no port twice (same name, country and position) and no retired code', () => {
    const seen = new Map<string, string>();
    for (const p of rows) {
      const key = `${p.name}|${p.countryCode}|${p.lat}|${p.lon}`;
      expect(seen.get(key), `${p.locode} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, p.locode);
    }
    for (const [retired, kept] of Object.entries(retiredLocodes)) {
      expect(count(retired), retired).toBe(0);
      expect(count(kept), kept).toBe(1);
    }
  });

  it('gives other names only to ports it lists, with positions on the globe', () => {
    for (const code of Object.keys(portAliases)) expect(count(code), code).toBe(1);
    for (const p of rows) {
      expect(Math.abs(p.lat), p.locode).toBeLessThanOrEqual(90);
      expect(Math.abs(p.lon), p.locode).toBeLessThanOrEqual(180);
    }
  });
});
