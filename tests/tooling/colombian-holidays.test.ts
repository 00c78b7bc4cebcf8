// The server loads only Colombia's holiday rules (server/forms/colombian-holidays.gen.ts, made by
// `npm run holidays:gen`). They must be what the installed date-holidays has for CO, and give the
// same days as date-holidays with every country loaded: an update of date-holidays (a new law)
// without regenerating them fails here.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import Holidays from 'date-holidays';
import { data } from 'date-holidays/data';
import { outFile, source } from '../../scripts/colombian-holidays.ts';
import { colombianHolidays } from '../../server/forms/business-days.ts';

describe("Colombia's holiday rules, alone", () => {
  it("are the installed date-holidays' rules for CO", () => {
    expect(fs.readFileSync(outFile, 'utf8'), 'run npm run holidays:gen').toBe(source(data));
  });

  it('give the public holidays date-holidays gives with every country loaded, 1990–2060', () => {
    const everyCountry = new Holidays('CO', { types: ['public'] });
    for (let year = 1990; year <= 2060; year++) {
      const expected = [...new Set(everyCountry.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)))].sort();
      expect(colombianHolidays(year), String(year)).toEqual(expected);
    }
  });
});
