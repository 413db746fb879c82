// Business metrics: what the marketplace did (orders placed, payments that did not become orders,
// texts received), as CloudWatch embedded metric format (EMF) lines in the function's log, which
// CloudWatch turns into metrics without an API call. One Powertools Metrics instance per process,
// made on the first count, so a bundle that never counts carries none of its code (the handler
// chains only import flushMetrics). The namespace comes from POWERTOOLS_METRICS_NAMESPACE, which
// the stack sets per stage (infra/marketplace-stack.ts); the alarms read the same namespace.
// flushMetrics() ends each handler chain and writes the invocation's counts once, also when the
// invocation failed. Tests and the local stack set POWERTOOLS_METRICS_DISABLED=true unless it is
// set already (vitest.config.ts, scripts/local/local-stack.ts): counts are kept and dropped at the
// flush, nothing is printed; POWERTOOLS_METRICS_DISABLED=false asks for the lines locally.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';

export const BUSINESS_METRICS = {
  /** A paid checkout recorded as its rental: once per order, however often the payment is confirmed. */
  ordersPlaced: 'OrdersPlaced',
  /**
   * A payment taken that did not become an order: the unit went while the payment was on its way
   * (refunded in full, counted once), or the paid amount differs from the stored one (never expected;
   * counted each time it is seen). A declined card never reaches the marketplace: the payment page retries it.
   */
  paymentsFailed: 'PaymentsFailed',
  /** An inbound text read off the inbound-SMS topic (a duplicate delivery counts again). */
  textsReceived: 'TextsReceived',
} as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

/**
 * The `service` dimension of every business metric. Fixed, not the function's own service name:
 * an order is an order whichever function recorded it, and an alarm names one dimension set.
 */
export const BUSINESS_METRICS_SERVICE = 'marketplace';

let metrics: Metrics | undefined;

/** Adds `count` to a business metric; written by the invocation's flushMetrics(). */
export function countBusinessEvent(name: BusinessMetric, count = 1): void {
  metrics ??= new Metrics({ serviceName: BUSINESS_METRICS_SERVICE });
  metrics.addMetric(name, MetricUnit.Count, count);
}

/**
 * Middy middleware, last in a handler chain: writes what this invocation counted after the handler
 * returned or failed. Only when something was counted: Powertools' own logMetrics middleware would
 * warn about empty metrics on every request that counts nothing, which is most of them.
 */
export function flushMetrics(): MiddlewareObj {
  const flush = async () => {
    if (metrics?.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: flush, onError: flush };
}
