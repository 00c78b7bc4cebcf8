// The one part of date-holidays-parser the server uses (./business-days.ts). The package has types
// of its own, but its package.json's "exports" does not name them, so TypeScript cannot find them.
declare module 'date-holidays-parser' {
  export default class Holidays {
    constructor(data: object, country: string, opts?: { types?: string[] });
    /** The year's holidays; `date` is 'YYYY-MM-DD hh:mm:ss' in the country's time zone. */
    getHolidays(year: number): { date: string; type: string; name: string }[];
  }
}
