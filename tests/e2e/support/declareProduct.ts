// The browser tests read the product's registry and access rules in their own process too (the
// route guard's decisions, the menu): each file starts as the product, as src/testSetup.ts does
// for the unit tests (a worker's modules outlive a file that declared another application).
import { declareApplication } from '../../../src/framework/application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../../src/productApplication';

declareApplication(PRODUCT_APPLICATION);
