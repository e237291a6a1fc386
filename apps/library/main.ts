import { formValidatorLoaders } from 'virtual:form-validators';
import { detailLoaders, registryResult, translationLoaders } from 'virtual:registry';
import { startApplication } from '../../src/framework/app/startApplication';
import application from './application.json';

startApplication({
  application,
  registry: { registryResult, detailLoaders, translationLoaders },
  formValidatorLoaders,
  messages: import.meta.glob('./locales/*.json'),
});
