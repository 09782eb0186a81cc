import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A compiled ICU message (the syntax tree scripts/compile-messages.ts writes) with its values filled in, as
 * intl-messageformat formats it: `{name}` as `String(value)`, `{n, number}` and `#` with the locale's number format,
 * `{d, date}` and `{d, time}` with its date format, `select` and `plural` (exact `=n` first, then the locale's plural
 * rule, then `other`). Rich-text tags are not supported: no catalogue of the site uses them. The browser formats every
 * message with this instead of react-intl's formatter (browser/react-intl.tsx, decision 060); a test formats every
 * message of every catalogue with both and compares.
 */
export type CompiledMessage = readonly MessageFormatElement[];
export type MessageValues = Readonly<Record<string, unknown>>;

/** intl-messageformat's named formats (`{n, number, percent}`, `{d, date, short}`…). */
const NUMBER_FORMATS: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};
const DATE_FORMATS: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_FORMATS: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

/** One formatter per locale and options, made at its first use (making one is what costs). */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function styleOptions<T>(style: unknown, named: Record<string, T>): T | undefined {
  if (typeof style === 'string') return named[style];
  if (typeof style === 'object' && style !== null && 'parsedOptions' in style)
    return style.parsedOptions as T;
  return undefined;
}

function argument(values: MessageValues, name: string): unknown {
  if (!(name in values)) throw new Error(`the message needs a value for « ${name} »`);
  return values[name];
}

function formatElements(
  elements: CompiledMessage,
  locale: string,
  values: MessageValues,
  count?: number,
): string {
  let text = '';
  for (const element of elements) {
    switch (element.type) {
      case 0:
        text += element.value;
        break;
      case 1: {
        const value = argument(values, element.value);
        text +=
          typeof value === 'string' || typeof value === 'number' ? String(value) : value ? String(value) : '';
        break;
      }
      case 2: {
        const value = Number(argument(values, element.value));
        const options = styleOptions<Intl.NumberFormatOptions & { scale?: number }>(
          element.style,
          NUMBER_FORMATS,
        );
        text += numberFormat(locale, options).format(options?.scale ? value * options.scale : value);
        break;
      }
      case 3:
      case 4: {
        const value = argument(values, element.value) as Date | number;
        const named = element.type === 3 ? DATE_FORMATS : TIME_FORMATS;
        const fallback = element.type === 4 ? TIME_FORMATS.medium : undefined;
        text += dateFormat(locale, styleOptions(element.style, named) ?? fallback).format(value);
        break;
      }
      case 5: {
        const value = String(argument(values, element.value));
        const option = element.options[value] ?? element.options.other;
        if (option === undefined) throw new Error(`no option « ${value} » nor « other » in ${element.value}`);
        text += formatElements(option.value, locale, values, count);
        break;
      }
      case 6: {
        const value = Number(argument(values, element.value));
        const rule = () =>
          cached('plural', locale, { type: element.pluralType }, () => {
            return new Intl.PluralRules(locale, { type: element.pluralType });
          }).select(value - element.offset);
        const option = element.options[`=${value}`] ?? element.options[rule()] ?? element.options.other;
        if (option === undefined) throw new Error(`no plural option for ${value} in ${element.value}`);
        text += formatElements(option.value, locale, values, value - element.offset);
        break;
      }
      case 7:
        if (count !== undefined) text += numberFormat(locale).format(count);
        break;
      default:
        throw new Error('rich-text tags are not supported in the browser');
    }
  }
  return text;
}

/** The message with its values; throws when a value it names is missing. */
export function formatCompiled(message: CompiledMessage, locale: string, values: MessageValues = {}): string {
  return formatElements(message, locale, values);
}
