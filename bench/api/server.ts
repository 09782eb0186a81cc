import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN } from '../../apps/api/src/testing/servers/server-process.ts';

export type Running = { child: ChildProcess; url: string; stop(): Promise<void> };

/**
 * Runs `script` with this Node and waits for `pattern` in what it prints (its first group is its URL). What it
 * prints goes to a file of its own, as a log collector would take it: through a pipe, this process (busy driving
 * autocannon) would drain it too slowly, and the server's synchronous log writes would wait on it (pino's writer
 * sleeps while a pipe is full), which is the bench measuring itself. The file is removed when the script stops.
 */
export async function run(
  script: string,
  env: Record<string, string>,
  pattern: RegExp,
  nodeArgs: readonly string[] = [],
): Promise<Running> {
  const folder = mkdtempSync(join(tmpdir(), '1xpay-bench-output-'));
  const output = join(folder, 'output.log');
  const fd = openSync(output, 'w');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const printed = () => readFileSync(output, 'utf8');
  const removeOutput = () => rmSync(folder, { recursive: true, force: true });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start in time:\n${printed()}`));
    }, 120_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`${script} exited with ${code}:\n${printed()}`));
    };
    child.once('exit', onExit);
    const poll = setInterval(() => {
      const found = pattern.exec(printed())?.[1];
      if (found === undefined) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(found);
    }, 50);
  }).catch((error: unknown) => {
    removeOutput();
    throw error;
  });
  child.once('exit', removeOutput);
  return {
    child,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The product as `npm start` runs it (main.ts), with the given environment (and Node options, e.g. a CPU profile);
 * its URL is the API's origin.
 */
export const product = (env: Record<string, string>, nodeArgs: readonly string[] = []) =>
  run(MAIN, { PORT: '0', HOST: '127.0.0.1', ...env }, /API\s+(http:\/\/\S+)\/1xpay/, nodeArgs);
