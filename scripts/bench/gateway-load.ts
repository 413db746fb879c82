// Sustained load on the local gateway (HTTP parsing, routing, the middy chain, DynamoDB Local):
// zero errors expected; p99 reported.
import autocannon from 'autocannon';

export interface GatewayLoadResult {
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function benchGatewayLoad(baseUrl: string, durationSeconds = 20, connections = 10): Promise<GatewayLoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      { method: 'GET', path: '/api/search?zipCode=43215&size=20' },
      { method: 'GET', path: '/api/zip-codes/43215' },
    ],
  });
  return {
    connections,
    durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
