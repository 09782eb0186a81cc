import { type ChildProcess, spawn } from 'node:child_process';
import { MAIN } from '../../apps/api/src/testing/server-process.ts';

export type Running = { child: ChildProcess; url: string; stop(): Promise<void> };

/**
 * Runs `script` with this Node and waits for `pattern` in what it prints (its first group is its URL). After that,
 * what it prints is read and dropped: a log line per request must not pile up in the bench's memory, nor cost it
 * more than reading the pipe.
 */
export async function run(
  script: string,
  env: Record<string, string>,
  pattern: RegExp,
  nodeArgs: readonly string[] = [],
): Promise<Running> {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start in time:\n${text}`));
    }, 120_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${text}`));
    };
    child.once('exit', onExit);
    const poll = setInterval(() => {
      const found = pattern.exec(text)?.[1];
      if (found === undefined) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(found);
    }, 50);
  });
  child.stdout?.off('data', collect);
  child.stderr?.off('data', collect);
  child.stdout?.resume();
  child.stderr?.resume();
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
