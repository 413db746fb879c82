// DynamoDB's refusal of a conditional write (the SDK's ConditionalCheckFailedException, as the data
// layer rethrows it, or wrapped as another error's cause); services need to tell it apart from
// real failures (a create that found the item, a patch that found none).
export function isConditionalCheckFailure(error: unknown): boolean {
  for (let current = error as { name?: string; message?: string; cause?: unknown } | undefined; current; ) {
    if (current.name === 'ConditionalCheckFailedException') return true;
    if (typeof current.message === 'string' && /conditional request failed/i.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
