/**
 * The string formats the browser forms and the demo API's ajv check beyond ajv-formats' own:
 * the engine's (a stricter `email`) and those the application declares (its `formats`
 * section), with the message key each shows when a value does not match. Pure TypeScript:
 * no DOM, no React.
 */
import { declaredSection } from '../application/applicationDeclaration';
import { isValidEmail } from './email';

export { isValidEmail };

/** A format's check: whether `value` has the format. */
export type FormatCheck = (value: string) => boolean;

/** One format an application adds: its check and the message key of a value that fails it. */
export interface FormatDeclaration {
  check: FormatCheck;
  messageKey: string;
}

/** What an application declares about formats: each by name, over the engine's (neutral: none besides them). */
export type FormatsDeclaration = Readonly<Record<string, FormatDeclaration>>;

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    formats: FormatsDeclaration;
  }
}

/** The engine's own formats, which every application has. */
const ENGINE_FORMATS: FormatsDeclaration = { email: { check: isValidEmail, messageKey: 'validation.email' } };

function declaredFormats(): FormatsDeclaration {
  return { ...ENGINE_FORMATS, ...declaredSection('formats') };
}

/** Format name → checker, ready for `ajv.addFormat(name, fn)` or rjsf's `customFormats`. */
export function customFormats(): Record<string, FormatCheck> {
  return Object.fromEntries(Object.entries(declaredFormats()).map(([name, format]) => [name, format.check]));
}

/** Format name → i18n key of the message shown when a value does not match. */
export function formatMessageKeys(): Record<string, string> {
  return Object.fromEntries(Object.entries(declaredFormats()).map(([name, format]) => [name, format.messageKey]));
}

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
export function knownFormats(): readonly string[] {
  return [...new Set([...Object.keys(declaredFormats()), ...STANDARD_FORMATS])];
}
