// Every country's holiday rules, as date-holidays exports them (it ships no types for this entry).
declare module 'date-holidays/data' {
  export const data: import('./colombian-holidays.ts').HolidayData;
}
