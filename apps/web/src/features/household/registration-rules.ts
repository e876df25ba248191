import { isJpg } from '../../resource/upload-limit.js';

/** Person type 4 is a company employee (options.ts): they belong to a company, the others to a house. */
export const EMPLOYEE_TYPE = 4;

/** Which place a resident registration must name, by person type (none until a type is chosen). */
export function placeRequired(personType: unknown): 'apartment' | 'company' | null {
  if (personType === undefined || personType === null || personType === '') return null;
  return Number(personType) === EMPLOYEE_TYPE ? 'company' : 'apartment';
}

/** Portraits are JPG only: checked in the browser before anything is uploaded (the server refuses others with 40027). */
export function isAcceptablePortrait(file: { name: string; type?: string }): boolean {
  return isJpg(file);
}
