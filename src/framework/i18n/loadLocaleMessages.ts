import type { Messages } from './buildMessages';
import type { Locale } from './resolveLocale';

/** A function that fetches one locale's base messages (each locale is its own chunk). */
export type LocaleLoader = (locale: Locale) => Promise<Messages>;
