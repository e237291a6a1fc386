import type { OwnData as OwnDataBody } from '../../contracts/user';
import { isValidEmail } from '../../framework/formats/email';

/** The own-data dialog's values: what `PUT user/self` changes, and the username it shows. */
export type OwnData = OwnDataBody & { username: string };

export type OwnDataErrors = Partial<Record<keyof OwnData, string>>;

/** Spec §5 "Edit own data dialog": the message key of each field's first broken rule (username has none). */
export function validateOwnData(values: OwnData): OwnDataErrors {
  const errors: OwnDataErrors = {};
  if (!values.email.trim()) errors.email = 'ENTER_EMAIL';
  else if (!isValidEmail(values.email.trim())) errors.email = 'ENTER_VALID_EMAIL';
  if (!values.firstName.trim()) errors.firstName = 'ENTER_FIRST_NAME';
  if (!values.lastName.trim()) errors.lastName = 'ENTER_LAST_NAME';
  return errors;
}
