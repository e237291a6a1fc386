/**
 * The product's own string formats (spec §5): Brazilian tax ids, digits only. The engine
 * checks them in the forms and the demo API through the `formats` section.
 */
import type { FormatsDeclaration } from '../framework/formats';
import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';

export const PRODUCT_FORMATS: FormatsDeclaration = {
  cpf: { check: isValidCpf, messageKey: 'validation.cpf' },
  cnpj: { check: isValidCnpj, messageKey: 'validation.cnpj' },
};
