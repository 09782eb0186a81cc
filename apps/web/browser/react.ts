/**
 * `react` in the browser bundle: Preact's compatibility layer plus the two React 19 entry points React Router 8
 * touches that it lacks. The prerender (build time) runs on React itself; see decision 011.
 */
import compat from 'preact/compat';

// Preact's compat types are written `export =`, which TypeScript will not re-export with `*`; the module itself is
// plain ESM, which is all the bundler sees.
// @ts-expect-error TS2498
export * from 'preact/compat';

/**
 * React Router only sets an optimistic router state when `useTransitions` is on, which this site never turns on,
 * so the optimistic value is always the state it was given.
 */
export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, () => {}];
}

/** React's `cache` only memoises on the server; in the browser it is the function itself. */
export function cache<F>(fn: F): F {
  return fn;
}

export default { ...compat, useOptimistic, cache };
