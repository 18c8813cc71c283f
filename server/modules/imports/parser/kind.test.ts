import { describe, expect, it } from 'vitest';
import { isExcluded, isReport, kindOf } from './kind';

describe('what kind of e-mail a circular is', () => {
  it('takes reports, line-ups and auto-replies for none by their subject or first lines', () => {
    expect(isReport('Fixtures 27 Nov', [])).toBe(true);
    expect(isReport('RE: Fixtures - Pacific', [])).toBe(true);
    expect(isReport('QINGDAO PORT LINE-UP 28.11', [])).toBe(true);
    expect(isReport('Automatic reply: open tonnage', [])).toBe(true);
    expect(isReport('Daily', ['WEEKLY MARKET REPORT'])).toBe(true);
    expect(isReport('Open tonnage - Supra/Ultra', ['Good morning,'])).toBe(false);
    expect(isReport('Cargo orders - subject to prior fixture', [])).toBe(false);
  });

  it('leaves out items no longer offered', () => {
    expect(isExcluded('M/V KARADENIZ 3 — FIXED, THANKS')).toBe(true);
    expect(isExcluded('KINDERDIJK  33,400  2011  PAN  ON SUBS')).toBe(true);
    expect(isExcluded('20,000 mt urea - COVERED, tks all')).toBe(true);
    expect(isExcluded('MV SEA FXD')).toBe(true);
    expect(isExcluded('MV HERA 61,300 dwt open Kandla 12 Dec, logs fitted')).toBe(false);
  });

  it('names the kind by what was found', () => {
    expect([kindOf(2, 0), kindOf(0, 3), kindOf(1, 1), kindOf(0, 0)]).toEqual(['positions', 'cargoes', 'mixed', 'none']);
  });
});
