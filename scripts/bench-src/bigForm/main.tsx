import { createRoot } from 'react-dom/client';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, type TranslationMessages } from 'react-admin';
import formsPt from '../../../src/locales/forms/pt.json';
import pt from '../../../src/locales/pt.json';
import { SchemaForm } from '../../../src/framework/form/SchemaForm';
import { deepMerge, type Messages } from '../../../src/framework/i18n/buildMessages';
import { RegistryProvider } from '../../../src/framework/registry/RegistryContext';
import { bigFormResource } from './bigFormResource';

const resource = bigFormResource();
const messages = deepMerge(pt as Messages, formsPt as Messages) as unknown as TranslationMessages;
const i18nProvider = polyglotI18nProvider(() => messages, 'pt');
const dataProvider = {} as DataProvider;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
    <RegistryProvider value={{ resources: [resource] }}>
      <SchemaForm resource={resource} onSubmit={() => undefined} />
    </RegistryProvider>
  </AdminContext>,
);
