// Benchmarks run the servers with the log level the app ships with (LOG_LEVEL unset: `info`, one
// line per request) unless BENCH_LOG_LEVEL names another; each benchmark prints which it ran.

/** The server environment `env` with the benchmark's log level: LOG_LEVEL removed (shipped default) or BENCH_LOG_LEVEL. */
export function withBenchLogLevel(env) {
  const out = { ...env };
  delete out.LOG_LEVEL;
  if (process.env.BENCH_LOG_LEVEL) out.LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  return out;
}

/** How the servers logged, for the benchmark's printed results. */
export function logConfiguration(destination = 'a file') {
  const level = process.env.BENCH_LOG_LEVEL ? `LOG_LEVEL=${process.env.BENCH_LOG_LEVEL} (set by BENCH_LOG_LEVEL)` : 'LOG_LEVEL unset: the shipped default, info, one line per request';
  return `Server log: ${level}, written to ${destination}.`;
}
