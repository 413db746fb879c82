// A refusal (4xx) carries a message written for the provider; anything else gets the fallback.
import { isApiError } from '../../../../lib/api-error';

export function actionFailure(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
