import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's entry point, as `npm start` runs it. */
export const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

export type Started = { child: ChildProcess; output: () => string; base: string };

/**
 * Runs the server as `npm start` does (this Node, main.ts, only PATH and HOME of this environment plus `env`) and
 * waits for its "ready" banner. Used by the tests and the benchmarks. `from`: another checkout's entry point and
 * working folder (upgrade.postgres.test.ts runs the previous release's main.ts beside this one).
 */
export async function start(
  env: Record<string, string>,
  from: { main: string; cwd: string } = { main: MAIN, cwd: process.cwd() },
): Promise<Started> {
  // A worker (PROCESS_ROLE=worker) opens no port: its banner says it runs the jobs, and it has no base URL.
  const worker = env.PROCESS_ROLE === 'worker';
  const child = spawn(process.execPath, [from.main], {
    cwd: from.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${text}`));
    }, 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${text}`));
    });
    const poll = setInterval(() => {
      const match = worker ? /PROCESS_ROLE=worker()/.exec(text) : /API\s+(http:\/\/\S+)\/1xpay/.exec(text);
      if (match?.[1] !== undefined) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(match[1]);
      }
    }, 50);
  });
  return { child, output: () => text, base };
}

/** Stops the server as a shutdown signal would (SIGTERM) and waits for its exit code. */
export async function stop(started: Started): Promise<number | null> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** Kills the server at once, as a crash would (SIGKILL: no shutdown, no cleanup), and waits until it is gone. */
export async function kill(started: Started): Promise<NodeJS.Signals | null> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return child.signalCode;
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  child.kill('SIGKILL');
  return exited;
}
