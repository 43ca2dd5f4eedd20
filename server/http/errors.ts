/** Errors in Django REST Framework shape, thrown from handlers and rendered by the app's onError. */
import type * as v from 'valibot';
import { fieldErrors } from '../../contract/errors';
import { MESSAGES } from '../../contract/messages';

/** Server messages the spec does not word. */
export const SERVER_MESSAGES = {
  unknownHost: 'Unknown host.',
  malformedJson: 'JSON parse error - the request body is not valid JSON.',
  tooLarge: 'Request body is too large.',
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  invalidInput: 'Invalid input.',
} as const;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly body: Record<string, string | string[]>,
  ) {
    super(typeof body['detail'] === 'string' ? body['detail'] : `HTTP ${status}`);
  }
}

export const notFound = (detail: string = MESSAGES.notFound) => new HttpError(404, { detail });
export const notAuthenticated = () => new HttpError(401, { detail: MESSAGES.notAuthenticated });
export const tokenInvalid = () => new HttpError(401, { detail: MESSAGES.tokenInvalid });
export const validationFailed = (issues: readonly v.BaseIssue<unknown>[]) => new HttpError(400, fieldErrors(issues));
