import { fullFormats } from 'ajv-formats/dist/formats';
import { customFormats } from '../../formats';

/**
 * The formats the precompiled validators call, by name: ajv-formats' full set with the
 * custom ones over it, as the runtime validator registers them (same names, same checks).
 * A validator module reads them when it loads, after the application declared its formats.
 */
export function validatorFormats(): Record<string, unknown> {
  return { ...fullFormats, ...customFormats() };
}
