import { GENDER_OPTIONS, type GetIDCardInfoResult } from '@cvap/contracts';

/**
 * The registration form's values a national ID card carries (GetIDCardInfo): name, gender (the form's
 * option value) and ID number, only for the fields the form shows. The card's address, nation, birthday
 * and validity have no field on the resident or staff forms and are left out.
 */
export function idCardFormValues(card: GetIDCardInfoResult, formFields: Iterable<string>): Record<string, unknown> {
  const shown = new Set(formFields);
  const values: Record<string, unknown> = {};
  const name = card.name.trim();
  if (shown.has('name') && name) values.name = name;
  const gender = GENDER_OPTIONS.find((option) => option.zh === card.gender)?.value;
  if (shown.has('gender') && gender !== undefined) values.gender = gender;
  const idNumber = card.idNumber.trim().toUpperCase();
  if (shown.has('idCard') && idNumber) values.idCard = idNumber;
  return values;
}
