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
