import { afterEach, expect } from 'vitest';
import { takeViolations } from '../helpers/contract.ts';

// Every response a server test receives must match the contract.
afterEach(() => {
  expect(takeViolations()).toEqual([]);
});
