import { Logger } from '@aws-lambda-powertools/logger';

/** One Powertools logger per process; the HTTP chain adds the correlation id to every line. */
export const logger = new Logger({ serviceName: 'marketplace' });
