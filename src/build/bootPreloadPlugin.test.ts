import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { bootTable, VIEW_MODULES } from './bootPreloadPlugin';

const chunk = (fileName: string, fields: { imports?: string[]; isEntry?: boolean; facadeModuleId?: string; moduleIds?: string[]; name?: string }) => ({
  type: 'chunk',
  fileName,
  name: fields.name ?? fileName,
  imports: fields.imports ?? [],
  isEntry: fields.isEntry ?? false,
  facadeModuleId: fields.facadeModuleId ?? null,
  moduleIds: fields.moduleIds ?? [],
});

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], facadeModuleId: '/app/src/main.tsx' }),
    chunk('assets/react.js', {}),
    chunk('assets/list.js', { imports: ['assets/react.js', 'assets/table.js'], moduleIds: [VIEW_MODULES.list] }),
    chunk('assets/table.js', { imports: ['assets/react.js'] }),
    chunk('assets/shared-show.js', { imports: ['assets/react.js'], moduleIds: ['/app/src/x.ts', VIEW_MODULES.show] }),
    chunk('assets/messages-pt.js', { name: 'messages-pt' }),
    chunk('assets/activity.js', { facadeModuleId: '\0virtual:form-validator/activity', imports: ['assets/formats.js'] }),
    chunk('assets/formats.js', {}),
    chunk('assets/activity-details.js', { facadeModuleId: '\0virtual:registry-details/activity' }),
    { type: 'asset', fileName: 'index.html', source: '<html></html>' },
  ].map((item) => [item.fileName, item]),
) as unknown as OutputBundle;

describe('bootTable', () => {
  it("lists each view's, language's, resource's details' and form's files beyond those the page preloads, as the page links them", () => {
    const table = bootTable(
      bundle,
      [{ name: 'activity', route: 'activities', operations: ['list'] }],
      (name) => /^messages-(\w+)$/.exec(name)?.[1] ?? null,
      (file) => `./${file}`,
    );
    expect(table).toEqual({
      resources: [{ name: 'activity', route: 'activities', operations: ['list'] }],
      views: { list: ['./assets/list.js', './assets/table.js'], show: ['./assets/shared-show.js'] },
      messages: { pt: ['./assets/messages-pt.js'] },
      details: { activity: ['./assets/activity-details.js'] },
      validators: { activity: ['./assets/activity.js', './assets/formats.js'] },
    });
  });
});
