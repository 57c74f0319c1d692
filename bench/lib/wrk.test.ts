import { describe, expect, it } from 'vitest';
import { parseWrkOutput } from './wrk';

const report = `Running 10s test @ http://127.0.0.1:3132/api/getUserStories/8e1c
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    33.54ms   36.38ms    1.02s    98.44%
    Req/Sec     1.66k   210.33     2.01k    70.00%
  Latency Distribution
     50%   29.46ms
     75%   31.20ms
     90%  835.71us
     99%  185.34ms
  16601 requests in 10.04s, 167.68MB read
  Socket errors: connect 0, read 1, write 0, timeout 6
  Non-2xx or 3xx responses: 3
Requests/sec:   1653.98
Transfer/sec:     16.70MB
`;

describe('wrk report', () => {
  it('reads the percentiles, the max and the rate in milliseconds whatever wrk’s unit', () => {
    expect(parseWrkOutput(report)).toEqual({
      requests: 16601,
      reqPerSec: 1654,
      p50Ms: 29.46,
      p90Ms: 0.84,
      p99Ms: 185.34,
      maxMs: 1020,
      errors: 10,
    });
  });

  it('refuses a report it cannot read rather than reporting zeros', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow();
  });
});
