import { spawn, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
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

/** The ceiling (ceiling.mjs) answering a body of `bodySize` bytes; `kind` 'html' for a page. */
export async function startCeiling(bodySize, kind = 'json') {
  const child = fork(new URL('./ceiling.mjs', import.meta.url).pathname, [String(bodySize), '0', kind], {
    stdio: 'inherit',
  });
  const [message] = await once(child, 'message');
  return { url: `http://127.0.0.1:${message.port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/**
 * The server's environment: this process's, as `npm start` would inherit it, but with LOG_LEVEL
 * unset (the shipped default, one info line per request) unless `env` names one. A LOG_LEVEL
 * forced to warn here once made every "default" row a row without request logs.
 */
export function serverEnvironment(env, inherited = process.env) {
  const { LOG_LEVEL: _inheritedLevel, ...rest } = inherited;
  return { ...rest, SEED_DEMO: 'false', HOST: '127.0.0.1', ...env };
}

/** Starts the production server and waits until it is healthy. */
export async function startServer(env) {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: serverEnvironment(env),
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

/** The most resident memory a process has had (VmHWM), in MB; Linux only. */
export function peakRssMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The machine's 1-minute load average: other work on the machine skews every figure. */
export const loadAverage = () => os.loadavg()[0].toFixed(1);

/**
 * The bytes an HTTP/1.1 answer puts on the wire (status line, headers, body), as autocannon counts
 * them, and its status and content type: what one plain request of a phase gets.
 */
export function probe(url, { method = 'GET', path = '/', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method, headers, agent: false }, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk) => (bodyBytes += chunk.length));
      res.on('end', () => {
        let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({
          status: res.statusCode,
          contentType: String(res.headers['content-type'] ?? ''),
          bytes: headerBytes + bodyBytes,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * What a phase is meant to hit, from plain requests made first: the status and content type every
 * sample must share, and the mean bytes per answer. `samples` are requests as autocannon would
 * send them ({ method, path, headers, body }); a phase of distinct requests passes several.
 */
export async function expectationOf(url, samples, { tolerance = 0.05 } = {}) {
  const answers = [];
  for (const sample of samples) answers.push(await probe(url, sample));
  const first = answers[0];
  for (const [i, answer] of answers.entries()) {
    if (answer.status !== first.status || answer.contentType !== first.contentType)
      throw new Error(
        `sample ${i} (${samples[i].path}) answered ${answer.status} ${answer.contentType}, sample 0 ${first.status} ${first.contentType}`,
      );
  }
  if (first.status >= 400)
    throw new Error(`${samples[0].path} answered ${first.status}: not what a phase should measure`);
  const bytes = answers.reduce((sum, a) => sum + a.bytes, 0) / answers.length;
  return { status: first.status, contentType: first.contentType, bytes: Math.round(bytes), tolerance };
}

/**
 * Checks a phase's figures against what it was meant to hit; throws when it hit something else
 * (another status, or answers whose size is not the expected answer's within the tolerance).
 */
export function verify(name, result, expected) {
  const statuses = Object.keys(result.statusCodeStats ?? {}).map(Number);
  const wrong = statuses.filter((status) => status !== expected.status);
  if (wrong.length > 0)
    throw new Error(
      `${name}: answered ${wrong.map((s) => `${s} (${result.statusCodeStats[s].count}×)`).join(', ')}, expected only ${expected.status}`,
    );
  const answered = result.statusCodeStats[expected.status]?.count ?? 0;
  if (answered === 0) throw new Error(`${name}: no answer at all`);
  if (expected.bytes === undefined) return undefined;
  const bytes = result.throughput.total / answered;
  if (Math.abs(bytes - expected.bytes) > expected.bytes * expected.tolerance)
    throw new Error(
      `${name}: ${Math.round(bytes)} bytes per answer, expected ${expected.bytes} ± ${Math.round(expected.tolerance * 100)} % (${expected.contentType}): the phase hit something else`,
    );
  return Math.round(bytes);
}

/**
 * One load phase with autocannon from this process (a second process beside the server).
 * `path` is joined to `url` (autocannon 8 ignores a top-level `path`); `requests` with a
 * `setupRequest` make each request different. `expect` (from `expectationOf`) is checked before
 * the figures count: a phase that hit something else throws. Returns requests/s, latency
 * percentiles in ms, bytes per answer and server CPU µs per request.
 */
export async function load(name, { pid, path: requestPath, expect, warmUp = true, ...options }) {
  log(
    `load: ${name} (${options.connections ?? 32} connections, ${options.amount ? `${options.amount} requests` : `${options.duration ?? 10} s`})`,
  );
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  if (requestPath) defined.url = `${defined.url}${requestPath}`;
  // One unrecorded second first, so the JIT and the caches are warm, as in a running shop.
  if (warmUp && !defined.amount)
    await autocannon({ connections: 32, pipelining: 1, ...defined, duration: 1 });
  const cpuBefore = pid ? cpuMs(pid) : undefined;
  const result = await autocannon({
    connections: 32,
    pipelining: 1,
    ...(defined.amount ? {} : { duration: 10 }),
    ...defined,
  });
  const cpuAfter = pid ? cpuMs(pid) : undefined;
  const bytes = expect ? verify(name, result, expect) : undefined;
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  return {
    name,
    // A fixed number of requests rarely fills whole seconds: divide by the time they took.
    rps: defined.amount
      ? Math.round(result.requests.total / Math.max(0.001, result.duration))
      : Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p95,
    p99: result.latency.p99,
    max: result.latency.max,
    bytes,
    errors,
    total: result.requests.total,
    statusCodeStats: result.statusCodeStats,
    // Server CPU per answered request: steadier than requests/s on a busy machine.
    cpuUs:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total)
        : undefined,
    load: loadAverage(),
  };
}

/**
 * An open-loop phase: `amount` requests sent at an even `rate` per second whatever the answers
 * do, as orders from many shoppers would arrive. Each latency counts from the moment its request
 * was due, so a server falling behind shows in the figures rather than slowing the sender down
 * (autocannon's rate option sends each second's quota in a burst at the start of the second).
 * With `isAnswer(status, body, headers)` an answer that is not what the phase expects counts as an
 * error, and the first few are kept in `wrong`.
 */
export async function openLoad(name, { url, rate, amount, request, pid, isAnswer }) {
  log(`load: ${name} (${amount} requests at ${rate}/s, evenly spaced)`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  let errors = 0;
  const wrong = [];
  const cpuBefore = pid ? cpuMs(pid) : undefined;
  const began = performance.now();
  const send = (i, due) =>
    new Promise((resolve) => {
      const { method = 'GET', path, headers = {}, body } = request(i);
      const req = http.request(`${url}${path}`, { method, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => isAnswer && chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          if (res.statusCode >= 400 || (isAnswer && !isAnswer(res.statusCode, body, res.headers))) {
            errors++;
            if (wrong.length < 3) wrong.push(`${res.statusCode}: ${body.slice(0, 80)}`);
          }
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const pending = [];
  for (let i = 0; i < amount; i++) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(i, due));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - began) / 1000;
  const cpuAfter = pid ? cpuMs(pid) : undefined;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    name,
    rps: Math.round(amount / seconds),
    p50: at(0.5),
    p95: at(0.975),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    errors,
    wrong,
    total: amount,
    cpuUs:
      cpuBefore !== undefined && cpuAfter !== undefined
        ? Math.round(((cpuAfter - cpuBefore) * 1000) / amount)
        : undefined,
    load: loadAverage(),
  };
}
