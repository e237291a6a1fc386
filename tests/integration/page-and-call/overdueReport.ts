import * as Type from 'typebox';
import { dataOf } from '../../../src/contracts/answers';
import { defineCall } from '../../../src/framework/contracts/callContract';
import type { FeatureDeclarations } from '../../../src/framework/pages/featureDeclarations';
import { contractRoute } from '../../../src/server/http/contractRoute';
import type { FeatureModule } from '../../../src/server/routes/featureModule';

/** The worked example of docs/adding-a-page.md, as its three declarations. */

/** The contract (src/contracts/overdueReport.ts in the walk-through). */
export const OVERDUE_REPORT = defineCall({
  method: 'GET',
  path: 'reports/overdue',
  tag: 'reports',
  summary: 'The activities past their planned date',
  access: { roles: ['PROJECT_ADMIN'] },
  query: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })) }),
  answers: {
    200: { description: 'The activities planned to start more than `days` ago, counted.', json: dataOf(Type.Object({ count: Type.Integer({ minimum: 0 }) })) },
  },
});

/** The server module (src/server/overdueReport/overdueReportRoutes.ts). */
export const overdueReportFeature: FeatureModule = {
  origin: 'src/server/overdueReport',
  routes: ({ accessOf, records, model }) => {
    const activity = model.resources.find((resource) => resource.name === 'activity');
    return [
      contractRoute(OVERDUE_REPORT, accessOf, ({ query }) => {
        const before = Date.now() - (query.days ?? 0) * 86_400_000;
        const planned = activity ? records.list(activity).map((record) => Date.parse(String(record.plannedStartDate ?? ''))) : [];
        return { status: 200, body: { data: { count: planned.filter((time) => time < before).length } } };
      }),
    ];
  },
};

/** The page's declaration (src/pages/overdueReport/pages.ts). */
export const overdueReportPages: FeatureDeclarations = {
  pages: [
    {
      path: '/reports/overdue',
      access: ['PROJECT_ADMIN'],
      menu: { group: 'operations', order: 40 },
      load: () => Promise.resolve(() => null),
    },
  ],
};
