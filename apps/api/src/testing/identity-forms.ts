import { bannerPng } from '../seed/banner-png.ts';

/** A photo-sized picture for the identity tests: a PNG of `width` × `height` pixels. */
export function photo(width = 640, height = 400, color: readonly [number, number, number] = [30, 90, 160]) {
  return bannerPng(width, height, color);
}

/**
 * POST /api/identity/documents as the app's form sends it: `documentKind` (when given), then each file under its
 * field name, as a multipart body.
 */
export function documentsRequest(
  documentKind: string | undefined,
  files: Readonly<Record<string, Uint8Array>>,
  options: { filename?: string; contentType?: string } = {},
) {
  const boundary = '----identity-boundary';
  const parts: Buffer[] = [];
  if (documentKind !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentKind"\r\n\r\n${documentKind}\r\n`,
      ),
    );
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${options.filename ?? `${name}.png`}"\r\nContent-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    method: 'POST',
    path: '/api/identity/documents',
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  } as const;
}

/** A national identity card's two sides and a selfie, each a valid picture. */
export function idCardFiles() {
  return {
    front: photo(640, 400),
    back: photo(640, 400, [160, 90, 30]),
    selfie: photo(480, 640, [90, 60, 40]),
  };
}
