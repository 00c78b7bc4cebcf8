import { describe, expect, it } from 'vitest';
import { describeValidation, MAX_VALIDATION_ERRORS, type AjvIssue } from '../../../server/http/validation-messages.ts';

const issue = (keyword: string, limit: number, field = 'seats'): AjvIssue => ({ keyword, instancePath: `/${field}`, params: { limit } });
const message = (i: AjvIssue) => describeValidation([i], 'body').message;

describe('validation messages read as Spanish', () => {
  it('uses the singular for one and the plural for more', () => {
    expect(message(issue('minItems', 1))).toBe('El campo seats debe tener al menos 1 elemento.');
    expect(message(issue('minItems', 2))).toBe('El campo seats debe tener al menos 2 elementos.');
    expect(message(issue('maxItems', 1))).toBe('El campo seats admite como máximo 1 elemento.');
    expect(message(issue('maxItems', 10))).toBe('El campo seats admite como máximo 10 elementos.');
    expect(message(issue('maxLength', 1, 'code'))).toBe('El campo code debe tener como máximo 1 carácter.');
    expect(message(issue('maxLength', 6, 'code'))).toBe('El campo code debe tener como máximo 6 caracteres.');
    expect(message(issue('minLength', 6, 'code'))).toBe('El campo code debe tener al menos 6 caracteres.');
  });

  it(`names at most ${MAX_VALIDATION_ERRORS} fields however many are wrong`, () => {
    const many = Array.from({ length: 1000 }, (_, i): AjvIssue => ({ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: `k${i}` } }));
    const { message: first, errors } = describeValidation(many, 'body');
    expect(Object.keys(errors)).toHaveLength(MAX_VALIDATION_ERRORS);
    expect(first).toBe('El campo k0 no está permitido.');
  });
});
