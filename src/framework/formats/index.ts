/**
 * Custom string formats shared by the browser forms and the demo API's ajv. Pure
 * TypeScript: no DOM, no React.
 */
import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { isValidEmail } from './email';

export { isValidCnpj, isValidCpf, isValidEmail };

/** Format name → checker, ready for `ajv.addFormat(name, fn)` or rjsf's `customFormats`. */
export const customFormats: Record<string, (value: string) => boolean> = {
  cpf: isValidCpf,
  cnpj: isValidCnpj,
  email: isValidEmail,
};

/** Format name → i18n key of the message shown when a value does not match. */
export const formatMessageKeys: Record<string, string> = {
  cpf: 'validation.cpf',
  cnpj: 'validation.cnpj',
  email: 'validation.email',
};

/** Formats provided by `ajv-formats` (full mode), which both validators load. */
const STANDARD_FORMATS = [
  'date',
  'time',
  'date-time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
] as const;

/** Every `format` a schema may name: the custom ones plus the standard ones, without repeats. */
export const KNOWN_FORMATS: readonly string[] = Object.freeze([...new Set([...Object.keys(customFormats), ...STANDARD_FORMATS])]);
