import { fullFormats } from 'ajv-formats/dist/formats';
import { customFormats } from '../../formats';

/**
 * The formats the precompiled validators call, by name: ajv-formats' full set with the
 * custom ones over it, as the runtime validator registers them (same names, same checks).
 */
export const validatorFormats: Record<string, unknown> = { ...fullFormats, ...customFormats };
