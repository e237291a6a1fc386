import { HashRouter } from 'react-router-dom';
import { formValidatorLoaders } from 'virtual:form-validators';
import { registryResult } from 'virtual:registry';
import { provideFormValidators } from '../framework/form/precompiled/formValidatorLoaders';
import type { Messages } from '../framework/i18n/buildMessages';
import type { Locale } from '../framework/i18n/resolveLocale';
import { AdminApp } from './AdminApp';
import { RegistryErrorPage } from './RegistryErrorPage';
import { routeSignOnAnswer } from './ssoAnswer';

if (typeof window !== 'undefined') routeSignOnAnswer(window.location);
provideFormValidators(formValidatorLoaders);

/** Hash-style URLs (spec §2); a faulty registry shows its faults, never a blank page. */
export function App({ locale, messages }: { locale: Locale; messages: Messages }) {
  if (!registryResult.ok) return <RegistryErrorPage issues={registryResult.issues} />;
  return (
    <HashRouter>
      <AdminApp model={registryResult.model} locale={locale} messages={messages} />
    </HashRouter>
  );
}
