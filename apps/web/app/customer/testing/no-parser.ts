import type * as IntlMessageFormatModule from 'intl-messageformat';

/**
 * intl-messageformat as the browser build has it: the ICU parser is replaced by its no-parser stub (vite.config.ts),
 * so a message given as text, not compiled at build time, throws instead of being formatted. A component test mocks
 * the module with it (`vi.mock('intl-messageformat', …)`) to fail as the browser would where a screen formats a
 * message the build did not compile (the crash of issue 33: the server's validation sentences in the browser).
 * react-intl, outside the test's module graph, keeps its own copy, and the app's compiled catalogue works with it.
 */
export function withoutParser(real: typeof IntlMessageFormatModule): typeof IntlMessageFormatModule {
  class NoParser extends real.IntlMessageFormat {
    constructor(...args: ConstructorParameters<typeof real.IntlMessageFormat>) {
      if (typeof args[0] === 'string')
        throw new Error(
          '[@formatjs/intl] You are trying to format an uncompiled message with react-intl without parser',
        );
      super(...args);
    }
  }
  // The subclass is the class itself with one more check: its generic signature is the same.
  const Checked = NoParser as unknown as typeof real.IntlMessageFormat;
  return { ...real, IntlMessageFormat: Checked, default: Checked };
}
