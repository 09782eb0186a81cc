import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation holds only if the code and the files it names say the same: every variable config.ts reads is
 * in docs/configuration.md and the other way round, every relative link of every Markdown file leads somewhere
 * (and to a heading, when it names one), and every decision record is in the decisions' index with a status.
 */

/** The repository's root: this file is apps/api/src/docs.test.ts. */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Folders that hold no documentation of ours, when git cannot list the files. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', 'build', 'dist', 'coverage', '.data']);

/** Every Markdown file of the repository (git's tracked and new files; a walk of the tree without git). */
function markdownFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((path) => path !== '' && existsSync(join(ROOT, path)));
  } catch {
    const walk = (folder: string): string[] =>
      readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
        const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
        if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(path);
        return entry.name.endsWith('.md') ? [path] : [];
      });
    return walk('');
  }
}

/** The Markdown without what is not rendered as links: fenced code, HTML comments, inline code. */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
}

/** The targets of a Markdown text's links and images, inline (`[text](target "title")`) and defined (`[id]: target`). */
function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
  const defined = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)].map((match) => match[1] ?? '');
  return [...inline, ...defined];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped (not `-` or `_`), spaces turned into `-`. */
function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, a repeated one numbered as GitHub does (`-1`, `-2`…). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const code = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm;
  for (const match of markdown.replace(code, '').matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = slugOf(match[1] ?? '');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/** What is wrong with one link of `file`, or undefined when it leads to a file, a folder or a heading. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined;
  const hash = target.indexOf('#');
  const path = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
  const anchor = hash === -1 ? '' : decodeURIComponent(target.slice(hash + 1));
  const resolved =
    path === '' ? join(ROOT, file) : join(path.startsWith('/') ? ROOT : dirname(join(ROOT, file)), path);
  if (!existsSync(resolved)) return `${file}: ${target} (no ${relative(ROOT, resolved) || '.'})`;
  if (anchor === '' || !resolved.endsWith('.md')) return undefined;
  return anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)
    ? undefined
    : `${file}: ${target} (no heading #${anchor} in ${relative(ROOT, resolved)})`;
}

describe('docs/configuration.md', () => {
  /** The variables config.ts reads: the keys of its envSchema, and those it reads from the environment itself. */
  function variablesRead(): Set<string> {
    const source = read('apps/api/src/config.ts');
    const schema = /^const envSchema = z\.object\(\{\n([\s\S]*?)^\}\);$/m.exec(source)?.[1];
    if (schema === undefined) throw new Error('config.ts: envSchema = z.object({ … }); not found');
    const keys = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? '');
    const direct = [...source.matchAll(/\bpresent\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1] ?? '');
    return new Set([...keys, ...direct]);
  }

  /** The variables of the table under "## The server": the backticked names of its first column. */
  function variablesDocumented(): Set<string> {
    const doc = read('docs/configuration.md');
    const section = /^## The server\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(doc)?.[1];
    if (section === undefined) throw new Error('docs/configuration.md: no "## The server" section');
    const rows = section
      .split('\n')
      .filter((line) => /^\|/.test(line) && !/^\|\s*(variable\s*\||-)/.test(line));
    return new Set(
      rows.flatMap((row) =>
        [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''),
      ),
    );
  }

  it('finds the variables on both sides (the parsing still fits the files)', () => {
    expect(variablesRead()).toContain('PORT');
    expect(variablesRead()).toContain('NODE_ENV');
    expect(variablesDocumented()).toContain('PORT');
  });

  it('documents every variable config.ts reads, and only those', () => {
    const readByConfig = variablesRead();
    const documented = variablesDocumented();
    expect([...readByConfig].filter((name) => !documented.has(name)).sort(), 'read, not documented').toEqual(
      [],
    );
    expect([...documented].filter((name) => !readByConfig.has(name)).sort(), 'documented, not read').toEqual(
      [],
    );
  });
});

describe('links of the Markdown files', () => {
  it('finds the Markdown files and their links', () => {
    const files = markdownFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/ARCHITECTURE.md');
    expect(linkTargets(read('README.md')).length).toBeGreaterThan(5);
  });

  it('leads every relative link to an existing file or folder, and to an existing heading', () => {
    const broken = markdownFiles().flatMap((file) =>
      linkTargets(read(file)).flatMap((target) => brokenLink(file, target) ?? []),
    );
    expect(broken).toEqual([]);
  });

  it('computes anchors as GitHub does', () => {
    expect([
      ...anchorsOf("# A\n## apps/api by business area\n### 2.5 Not found\n## The browser apps' builds\n## A"),
    ]).toEqual(['a', 'appsapi-by-business-area', '25-not-found', 'the-browser-apps-builds', 'a-1']);
    expect(linkTargets('[a](x.md) `[b](y.md)` ![c](z.png "t")\n```\n[d](w.md)\n```\n[e]: v.md')).toEqual([
      'x.md',
      'z.png',
      'v.md',
    ]);
  });
});

describe('docs/decisions', () => {
  const folder = 'docs/decisions';
  const records = readdirSync(join(ROOT, folder))
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();
  const index = read(`${folder}/README.md`);
  const rows = [
    ...index.matchAll(/^\| *(\d{3}) *\| *\[[^\]]+\]\((\d{3}-[^)]+\.md)\) *\| *([^|]+?) *\|/gm),
  ].map((match) => ({ number: match[1] ?? '', file: match[2] ?? '', status: match[3] ?? '' }));

  it('lists every record in the index, and only records', () => {
    expect(records.length).toBeGreaterThan(30);
    expect(rows.map((row) => row.file).sort()).toEqual(records);
    for (const row of rows) expect(row.file.slice(0, 3), row.file).toBe(row.number);
  });

  it('gives every record a date and a status, the one the index says', () => {
    for (const record of records) {
      const head = read(`${folder}/${record}`).split(/^## /m)[0] ?? '';
      expect(head, `${record}: Date: YYYY-MM-DD`).toMatch(/\bDate: \d{4}-\d{2}-\d{2}\b/);
      const status = /\bStatus: (Accepted|Superseded|Proposed|Rejected|Deprecated)\b/.exec(head)?.[1];
      expect(
        status,
        `${record}: Status: Accepted | Superseded … | Proposed | Rejected | Deprecated`,
      ).toBeDefined();
      const row = rows.find((candidate) => candidate.file === record);
      expect(row?.status.split(/[ ,;.]/)[0], `${record}: the index's status`).toBe(status);
    }
  });
});
