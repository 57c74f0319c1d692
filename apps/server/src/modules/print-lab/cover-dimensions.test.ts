import { describe, expect, it } from 'vitest';
import { casewrapCoverInches, casewrapSpineInches, inUnit } from './cover-dimensions';
import { parsePodPackage } from './pod-package';

const square = parsePodPackage('0850X0850FCPRECW080CW444MXX');

describe('pod_package_id', () => {
  it('reads trim and binding from the legacy and the dotted form alike', () => {
    expect(square).toEqual({ trimWidthIn: 8.5, trimHeightIn: 8.5, binding: 'CW' });
    expect(parsePodPackage('0850X0850.FC.PRE.CW.080CW444.MXX')).toEqual(square);
    expect(parsePodPackage('0600X0900BWSTDPB060UW444MXX')).toEqual({
      trimWidthIn: 6,
      trimHeightIn: 9,
      binding: 'PB',
    });
    expect(parsePodPackage('not-a-package')).toBeUndefined();
  });
});

describe('casewrap cover dimensions', () => {
  it('takes the spine from the table by page count, only from 24 to 800 pages', () => {
    expect(casewrapSpineInches(24)).toBe(0.25);
    expect(casewrapSpineInches(84)).toBe(0.25);
    expect(casewrapSpineInches(85)).toBe(0.5);
    expect(casewrapSpineInches(200)).toBe(0.75);
    expect(casewrapSpineInches(800)).toBe(2.063);
    for (const pages of [0, 2, 23, 801, 24.5]) expect(casewrapSpineInches(pages)).toBeUndefined();
  });

  it('is 2 × (trim + 0.75 in wrap) + spine wide and trim + 1.5 in high', () => {
    if (!square) throw new Error('package');
    expect(casewrapCoverInches(square, 24)).toEqual({ width: 18.75, height: 10 });
    expect(casewrapCoverInches(square, 100)).toEqual({ width: 19, height: 10 });
    expect(casewrapCoverInches(square, 10)).toBeUndefined();
  });

  it('answers in points, millimetres or inches with three decimals, as Lulu writes them', () => {
    expect(inUnit(18.75, 'pt')).toBe('1350.000');
    expect(inUnit(10, 'pt')).toBe('720.000');
    expect(inUnit(10, 'mm')).toBe('254.000');
    expect(inUnit(18.75, 'inch')).toBe('18.750');
  });
});
