export const payOf = (employeeId: string) => [['pay', employeeId], ['employees']];
