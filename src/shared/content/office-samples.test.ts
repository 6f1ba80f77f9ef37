import { describe, expect, it } from 'vitest';
import { isSampleField } from './office-samples';

describe('isSampleField', () => {
  it('reads the list of fields still to confirm', () => {
    expect(isSampleField({ amostra: ['telefone'] }, 'telefone')).toBe(true);
    expect(isSampleField({ amostra: ['telefone'] }, 'departamentos')).toBe(false);
  });
  it('true marks every field, false or a missing mark none', () => {
    expect(isSampleField({ amostra: true }, 'departamentos')).toBe(true);
    expect(isSampleField({ amostra: false }, 'telefone')).toBe(false);
    expect(isSampleField({}, 'telefone')).toBe(false);
  });
});
