import { activityAssignFeature } from './activityAssign/activityAssignRoutes';
import { activityDetailFeature } from './activityDetail/activityDetailRoutes';
import { activityTypeFeature } from './activityType/activityTypeRoutes';
import { dashboardFeature } from './dashboard/dashboardRoutes';
import { elementItemsFeature } from './elements/elementItemRoutes';
import { elementLookupsFeature } from './elements/elementLookupRoutes';
import { elementsFeature } from './elements/elementRoutes';
import { evidenceFeature } from './evidence/evidenceRoutes';
import { ficFeature } from './fic/ficRoutes';
import { ifcJsonFeature } from './ifcJson/ifcJsonRoutes';
import { importsFeature } from './imports/importRoutes';
import { mobileAppFeature } from './mobileApp/appFileRoutes';
import { pendencyForwardFeature } from './pendencyForward/pendencyForwardRoutes';
import { processEngineFeature } from './processEngine/processEngineRoutes';
import { preservationPlanFeature } from './preservationPlan/preservationPlanRoutes';
import { processInstancesFeature } from './processInstances/processInstanceRoutes';
import { projectDetailsFeature } from './projectDetails/projectDetailsRoutes';
import type { FeatureModule } from './routes/featureModule';
import { sessionFeature } from './session/sessionFeature';
import { scopeChildEditsFeature } from './scope/scopeChildEditRoutes';
import { scopeFeature } from './scope/scopeRoutes';
import { taskBulkFeature } from './taskBulk/taskBulkRoutes';
import { taskWorkFeature } from './taskWork/taskWorkRoutes';
import { timelineFeature } from './timeline/timelineRoutes';

/** The simulations' routes, built by the demo API before its features. */
const simulationsFeature: FeatureModule = { origin: 'src/server/dev', routes: ({ services }) => [...services.simulations] };

/** The hand-written features of the demo API: each one module, built from the one context (src/server/routes/featureModule.ts). */
export const FEATURES: readonly FeatureModule[] = [
  scopeFeature,
  ifcJsonFeature,
  dashboardFeature,
  timelineFeature,
  taskWorkFeature,
  activityDetailFeature,
  evidenceFeature,
  sessionFeature,
  simulationsFeature,
  mobileAppFeature,
  ficFeature,
  elementsFeature,
  importsFeature,
  processEngineFeature,
  processInstancesFeature,
  pendencyForwardFeature,
  activityTypeFeature,
  elementLookupsFeature,
  elementItemsFeature,
  projectDetailsFeature,
  preservationPlanFeature,
  taskBulkFeature,
  activityAssignFeature,
  scopeChildEditsFeature,
];
