// The Node flags the server runs with, wherever it runs: `npm start`, the Docker image (its CMD,
// checked against this list by apps/server/src/server-flags.test.ts) and the benchmarks, so what is
// measured is what ships.
//   --max-semi-space-size=64   a young generation of up to 64 MB a half-space (Node 20: 16 MB), so
//                              the objects of requests in flight are collected less often; under the
//                              mixed load the slowest requests wait less for the collector.
// Not --enable-source-maps: with it, a freshly started instance answered its slowest request about
// 0.4 s later under load (docs/benchmarks.md, "ninth session"). Operators who want stack traces in
// TypeScript terms set NODE_OPTIONS=--enable-source-maps (docs/operations.md, "Logs").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
