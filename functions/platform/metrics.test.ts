// Business metrics: counted during an invocation, written once at its end as one CloudWatch EMF
// line in the configured namespace (also when the invocation failed), nothing written when nothing
// was counted, and nothing printed when POWERTOOLS_METRICS_DISABLED says so (tests, local stack).
import type { Request } from '@middy/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Metrics from './metrics';

type MetricsModule = typeof Metrics;

/** A fresh module (its Metrics instance is made on the first count, from the environment then). */
async function metricsWith(env: Record<string, string>): Promise<MetricsModule> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./metrics');
}

let printed: string[];
beforeEach(() => {
  printed = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const request = {} as Request;
const emfLines = () => printed.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line));

describe('business metrics', () => {
  it('writes what an invocation counted as one EMF line, in the configured namespace, with the marketplace as service', async () => {
    const { BUSINESS_METRICS, countBusinessEvent, flushMetrics } = await metricsWith({ POWERTOOLS_METRICS_DISABLED: 'false', POWERTOOLS_METRICS_NAMESPACE: 'Marketplace/test' });
    countBusinessEvent(BUSINESS_METRICS.ordersPlaced);
    countBusinessEvent(BUSINESS_METRICS.ordersPlaced);
    countBusinessEvent(BUSINESS_METRICS.paymentsFailed);
    await flushMetrics().after!(request);
    const [line, ...more] = emfLines();
    expect(more).toEqual([]);
    expect(line._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Marketplace/test',
        Dimensions: [['service']],
        Metrics: [
          { Name: 'OrdersPlaced', Unit: 'Count' },
          { Name: 'PaymentsFailed', Unit: 'Count' },
        ],
      },
    ]);
    expect(line).toMatchObject({ service: 'marketplace', OrdersPlaced: [1, 1], PaymentsFailed: 1 });

    // The next invocation starts empty: nothing counted, nothing written (and no warning either).
    await flushMetrics().after!(request);
    expect(printed).toHaveLength(1);
  });

  it('writes the counts of an invocation that failed', async () => {
    const { BUSINESS_METRICS, countBusinessEvent, flushMetrics } = await metricsWith({ POWERTOOLS_METRICS_DISABLED: 'false', POWERTOOLS_METRICS_NAMESPACE: 'Marketplace/test' });
    countBusinessEvent(BUSINESS_METRICS.textsReceived);
    await flushMetrics().onError!(request);
    expect(emfLines()).toEqual([expect.objectContaining({ TextsReceived: 1 })]);
  });

  it('prints nothing when metrics are disabled, and forgets the counts', async () => {
    const { BUSINESS_METRICS, countBusinessEvent, flushMetrics } = await metricsWith({ POWERTOOLS_METRICS_DISABLED: 'true', POWERTOOLS_METRICS_NAMESPACE: 'Marketplace/test' });
    countBusinessEvent(BUSINESS_METRICS.textsReceived);
    await flushMetrics().after!(request);
    expect(printed).toEqual([]);
  });

  it('is disabled in the unit tests unless asked', () => {
    expect(process.env.POWERTOOLS_METRICS_DISABLED).toBe('true');
  });
});
