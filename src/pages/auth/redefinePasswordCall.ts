import { REDEFINE_PASSWORD } from '../../contracts/user';
import { callRequest } from '../../framework/contracts/callRequest';
import type { HttpClient } from '../../framework/data/httpClient';

/** `POST user/redefine-password`: the API mails the signed-in user a reset link. */
export const redefinePassword = (http: HttpClient) => callRequest(http, REDEFINE_PASSWORD, {});
