export const holidaysKey = (year: number) => ['holidays', year] as const;
