import { formValidatorLoaders } from 'virtual:form-validators';
import { detailLoaders, registryResult, translationLoaders } from 'virtual:registry';
import type { ApplicationEntryDeclaration } from '../../src/framework/app/applicationEntryDeclaration';
import { startApplication } from '../../src/framework/app/startApplication';
import application from './application.json';

startApplication({
  // JSON reads its strings as strings; the check holds them to the declaration's values.
  application: application as ApplicationEntryDeclaration,
  registry: { registryResult, detailLoaders, translationLoaders },
  formValidatorLoaders,
  messages: import.meta.glob('./locales/*.json'),
});
