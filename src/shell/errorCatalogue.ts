import { HTTP_ERROR_CATALOGUE, when, type ErrorCatalogue } from '../framework/data/errorCatalogue';

/**
 * The product's error catalogue (spec §8): its own rows, then the HTTP ones.
 * A 400 from the external integration (paths under /fic, except /fic/routing) is a
 * connection error of that system; two codes send the user to pages of their own.
 */
export const PRODUCT_ERROR_CATALOGUE: ErrorCatalogue = [
  { status: 400, when: when.hasFieldErrors, display: 'fields' },
  { status: 400, when: when.pathSegment('fic', ['fic/routing']), display: 'dialog', message: 'errors.fic_connection' },
  { status: 400, when: when.bodyCode('USER-WITHOUT-PROJECT'), display: 'joinProject' },
  { status: 400, when: when.bodyCode('RESOURCE-IS-FROM-ANOTHER-PROJECT'), display: 'changeProject' },
  ...HTTP_ERROR_CATALOGUE,
];
