import { describe, expect, it } from 'vitest';
import { pseRules } from './pseRules';

const valid = { typePerson: 'natural', bank: '1040', firstName: 'Ana', lastName: 'Gómez', documentType: 'CC', documentNumber: '1020304050', email: 'ana@example.com', phoneNumber: '3001234567' };
const errorOf = async (change: Partial<Record<keyof typeof valid, unknown>>) => {
  try {
    await pseRules.validate({ ...valid, ...change }, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('bank payment form rules (spec §5)', () => {
  it('accepts both kinds of person and the four document types', async () => {
    for (const change of [{}, { typePerson: 'juridica' }, { documentType: 'NIT' }, { documentType: 'CE' }, { documentType: 'PPN' }]) expect(await errorOf(change)).toBeNull();
  });

  it.each([
    [{ typePerson: '' }, 'El tipo de persona es requerido'],
    [{ typePerson: 'empresa' }, 'El tipo de persona debe ser natural o jurídica'],
    [{ bank: '' }, 'El banco es requerido'],
    [{ firstName: '  ' }, 'El nombre es requerido'],
    [{ lastName: '' }, 'El apellido es requerido'],
    [{ documentType: '' }, 'El tipo de documento es requerido'],
    [{ documentType: 'TI' }, 'El tipo de documento es requerido'],
    [{ documentNumber: '' }, 'El número de documento es requerido'],
    [{ email: '' }, 'El correo electrónico es requerido'],
    [{ email: 'ana@' }, 'Correo electrónico inválido'],
    [{ phoneNumber: '' }, 'El número de móvil es requerido'],
  ])('%j → %s', async (change, message) => expect(await errorOf(change)).toBe(message));
});
