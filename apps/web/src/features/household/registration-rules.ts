/** Person type 4 is a company employee (options.ts): they belong to a company, the others to a house. */
export const EMPLOYEE_TYPE = 4;

/** Which place a resident registration must name, by person type (none until a type is chosen). */
export function placeRequired(personType: unknown): 'apartment' | 'company' | null {
  if (personType === undefined || personType === null || personType === '') return null;
  return Number(personType) === EMPLOYEE_TYPE ? 'company' : 'apartment';
}
