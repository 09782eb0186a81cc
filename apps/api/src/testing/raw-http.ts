import { once } from 'node:events';
import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * A GET whose request line carries the path byte for byte, as any client may send it (inject and fetch normalise
 * a URL first: `/\host` would become another host, `%2e%2e` a step up). Answers are read whole (no keep-alive).
 */
export async function rawGet(port: number, path: string): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.end(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
  let answer = '';
  for await (const chunk of socket) answer += (chunk as Buffer).toString('utf8');
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ', 2)[1]), headers, body: rest.join('\r\n\r\n') };
}
