import { describe, expect, it } from 'vitest';
import { holdsMask, maskEmail, maskIdCard, maskMobile, maskPersonal } from './mask-personal.ts';

describe('maskIdCard', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(maskIdCard('110101199003071234')).toBe('110101********1234');
    expect(maskIdCard('11010119900307123X')).toBe('110101********123X');
  });

  it('masks a short value whole', () => {
    expect(maskIdCard('1234567890')).toBe('**********');
  });
});

describe('maskMobile', () => {
  it('keeps the first 3 and the last 4 digits', () => {
    expect(maskMobile('13800000000')).toBe('138****0000');
    expect(maskMobile('13912345678')).toBe('139****5678');
  });

  it('masks a short value whole', () => {
    expect(maskMobile('1234567')).toBe('*******');
  });
});

describe('maskEmail', () => {
  it('keeps the first character of the local part and the domain', () => {
    expect(maskEmail('zhang.san@example.com')).toBe('z***@example.com');
    expect(maskEmail('z@example.com')).toBe('z***@example.com');
  });

  it('masks a value without a local part whole', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('nobody')).toBe('***');
  });
});

describe('maskPersonal', () => {
  it('masks by kind and leaves empty values alone', () => {
    expect(maskPersonal('idCard', '110101199003071234')).toBe('110101********1234');
    expect(maskPersonal('mobile', '13800000000')).toBe('138****0000');
    expect(maskPersonal('email', 'li@example.com')).toBe('l***@example.com');
    expect(maskPersonal('mobile', null)).toBeNull();
    expect(maskPersonal('email', '')).toBe('');
  });

  it('answers a masked value that holdsMask recognises', () => {
    expect(holdsMask(maskPersonal('mobile', '13800000000'))).toBe(true);
    expect(holdsMask('13800000000')).toBe(false);
    expect(holdsMask(null)).toBe(false);
  });
});
