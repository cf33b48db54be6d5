import { spawn, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { once } from 'node:events';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;

export function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** Runs a command, streaming its output, and fails when it fails. */
export async function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

export async function startCeiling(bodySize) {
  const child = fork(new URL('./ceiling.mjs', import.meta.url).pathname, [String(bodySize)], {
    stdio: 'inherit',
  });
  const [message] = await once(child, 'message');
  return { url: `http://127.0.0.1:${message.port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** Starts the production server and waits until it is healthy. */
export async function startServer(env) {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${url}/interdentallab/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** CPU time (user + system, ms) a process has used so far; Linux only (undefined elsewhere). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The machine's 1-minute load average: other work on the machine skews every figure. */
export const loadAverage = () => os.loadavg()[0].toFixed(1);

/**
 * One load phase with autocannon from this process (a second process beside the server).
 * Returns requests/s and latency percentiles in ms.
 */
export async function load(name, { pid, ...options }) {
  log(
    `load: ${name} (${options.connections ?? 32} connections, ${options.amount ? `${options.amount} requests` : `${options.duration ?? 10} s`})`,
  );
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  // One unrecorded second first, so the JIT and the caches are warm, as in a running shop.
  if (!defined.amount) await autocannon({ connections: 32, pipelining: 1, ...defined, duration: 1 });
  const cpuBefore = pid ? cpuMs(pid) : undefined;
  const result = await autocannon({
    connections: 32,
    pipelining: 1,
    ...(defined.amount ? {} : { duration: 10 }),
    ...defined,
  });
  const cpuAfter = pid ? cpuMs(pid) : undefined;
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p95,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    errors,
    total: result.requests.total,
    // Server CPU per answered request: steadier than requests/s on a busy machine.
    cpuUs:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total)
        : undefined,
    load: loadAverage(),
  };
}
