import { readFile } from 'node:fs/promises';

/** A V8 CPU profile as `node --cpu-prof` writes it (the parts read here). */
type Profile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[];
  startTime: number;
  endTime: number;
};

/** Where a frame's code lives: a package, a folder of ours, Node's own, or V8's pseudo-frames. */
function placeOf(url: string, functionName: string): string {
  if (url === '') return `(${functionName || 'V8'})`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (inPackage !== undefined) return inPackage;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /\/(apps|packages)\/([^/]+)\/src\/(?:([^/]+)\/)?/.exec(url);
  if (ours !== null) return `${ours[1]}/${ours[2]}/src/${ours[3] ?? ''}`;
  return url;
}

const short = (url: string) =>
  url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');

/**
 * The profile's time by self time: the places (packages, our folders, V8's garbage collector and idle time) and
 * the functions that spent the most, each as a share of the busy time (idle left out).
 */
export async function summarize(file: string, top = 20): Promise<string[]> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const hits = (node: Profile['nodes'][number]) => node.hitCount ?? 0;
  const idle = profile.nodes
    .filter((node) => node.callFrame.functionName === '(idle)')
    .reduce((sum, node) => sum + hits(node), 0);
  const total = profile.nodes.reduce((sum, node) => sum + hits(node), 0);
  const busy = Math.max(1, total - idle);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || hits(node) === 0) continue;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits(node));
    const name = `${functionName || '(anonymous)'} ${url === '' ? '' : `${short(url)}:${lineNumber + 1}`}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits(node));
  }
  const percent = (count: number) => `${((100 * count) / busy).toFixed(1).padStart(5)} %`;
  const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  return [
    `${seconds.toFixed(1)} s profiled, busy ${((100 * busy) / Math.max(1, total)).toFixed(0)} % of it; self time by place:`,
    ...sorted(byPlace).map(([place, count]) => `  ${percent(count)}  ${place}`),
    'self time by function:',
    ...sorted(byFunction).map(([name, count]) => `  ${percent(count)}  ${name}`),
  ];
}
