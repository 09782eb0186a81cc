/**
 * The brand, fixed at build time from BRAND_NAME (the same variable the server reads). In the bundle, Vite writes
 * it in; the build's own configuration (routes, prerender list) reads the environment.
 */
export const BRAND: string =
  typeof __BRAND__ === 'string' ? __BRAND__ : globalThis.process?.env.BRAND_NAME || '1xpay';

/** The brand as a path segment: `/business-{slug}-payment`. */
export function brandSlug(brand: string): string {
  const slug = brand
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'brand' : slug;
}

export const BRAND_SLUG = brandSlug(BRAND);
