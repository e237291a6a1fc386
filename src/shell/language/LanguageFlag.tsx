import type { ReactElement } from 'react';
import type { Locale } from '../../framework/i18n/resolveLocale';
import { productLocaleOf, type ProductLocale } from '../../productLanguages';

/** Each language's flag (spec: pt shows Brazil's), drawn small enough to stand for an icon. */
const FLAGS: Readonly<Record<ProductLocale, { country: string; drawing: ReactElement }>> = {
  pt: {
    country: 'br',
    drawing: (
      <>
        <rect width="24" height="16" fill="#009b3a" />
        <path d="M12 2 22 8 12 14 2 8Z" fill="#fedf00" />
        <circle cx="12" cy="8" r="3.6" fill="#002776" />
      </>
    ),
  },
  en: {
    country: 'us',
    drawing: (
      <>
        <rect width="24" height="16" fill="#fff" />
        {[0, 2, 4, 6, 8, 10, 12].map((row) => (
          <rect key={row} y={row * (16 / 13)} width="24" height={16 / 13} fill="#b22234" />
        ))}
        <rect width="10" height={(16 / 13) * 7} fill="#3c3b6e" />
      </>
    ),
  },
  es: {
    country: 'es',
    drawing: (
      <>
        <rect width="24" height="16" fill="#aa151b" />
        <rect y="4" width="24" height="8" fill="#f1bf00" />
      </>
    ),
  },
};

/** The flag of a language, decorative: the button beside it names the language. */
export function LanguageFlag({ locale }: { locale: Locale }) {
  const flag = FLAGS[productLocaleOf(locale)];
  return (
    <svg
      viewBox="0 0 24 16"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-flag={flag.country}
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.2)' }}
    >
      {flag.drawing}
    </svg>
  );
}
