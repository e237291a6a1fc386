import { join } from 'node:path';
import type { Plugin } from 'vite';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import type { RegistryResult, ResourceModel } from '../framework/registry/types';
import { formValidatorCode, VALIDATOR_PACKAGE_MODULES } from './formValidatorCode';
import type { RegistryPluginOptions } from './registryPlugin';
import { watchEntityFiles } from './watchEntityFiles';

const INDEX_ID = 'virtual:form-validators';
/** The id prefix of a resource's validators module (one chunk each). */
export const RESOURCE_PREFIX = 'virtual:form-validator/';
const FORMATS_ID = 'virtual:form-validator-formats';
const FORMATS_FILE = join(import.meta.dirname, '..', 'framework', 'form', 'precompiled', 'validatorFormats.ts');

const hasForm = (resource: ResourceModel) => resource.operations.includes('create') || resource.operations.includes('edit');

/**
 * Compiles every form's validators at build time (and on demand under `vite dev`):
 * `virtual:form-validators` maps each resource with a form to the import of its own
 * module, so a form page loads only its checks, and the page never compiles code.
 */
export function formValidatorsPlugin({ root, check = loadRegistryFromDir }: RegistryPluginOptions): Plugin {
  let result: RegistryResult | undefined;
  const registry = () => (result ??= check(root));
  const resolved = new Set<string>();
  return {
    name: 'admin-form-validators',
    // The dev server finds a page's packages by reading its code, and cannot read these modules' before they are generated.
    config: () => ({ optimizeDeps: { include: [...VALIDATOR_PACKAGE_MODULES] } }),
    resolveId(id) {
      if (id === FORMATS_ID) return FORMATS_FILE;
      if (id === INDEX_ID || id.startsWith(RESOURCE_PREFIX)) return '\0' + id;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:form-validator')) return undefined;
      resolved.add(id);
      const current = registry();
      // A faulty registry is reported by the registry plugin; no form opens then.
      const resources = current.ok ? current.model.resources.filter(hasForm) : [];
      if (id === '\0' + INDEX_ID) {
        const entries = resources.map((resource) => `  ${JSON.stringify(resource.name)}: () => import(${JSON.stringify(RESOURCE_PREFIX + resource.name)}),`);
        return `export const formValidatorLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      const name = id.slice(('\0' + RESOURCE_PREFIX).length);
      const resource = resources.find((candidate) => candidate.name === name);
      if (!resource) return 'export const validateFns = {};\nexport const rootSchema = {};\n';
      return formValidatorCode(resource, FORMATS_ID);
    },
    configureServer(server) {
      watchEntityFiles(server, root, () => {
        result = undefined;
        for (const id of resolved) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
