import { fieldPath, toValidationIssues, validationMessage } from '@1xpay/contract';
import { toNestErrors } from '@hookform/resolvers';
import { useEffect } from 'react';
import type { FieldValues, Resolver, FieldError as RhfFieldError } from 'react-hook-form';
import { useBlocker } from 'react-router';
import type * as z from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useLocale } from '../../lib/locale.ts';
import { useText } from '../../lib/text.ts';

export const inputClass =
  'w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';
export const labelClass = 'block text-sm font-semibold text-ink-800';
export const primaryButton =
  'rounded-[8px] bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const secondaryButton =
  'rounded-[8px] px-4 py-2 font-semibold text-ink-700 ring-1 ring-ink-300 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600';
export const dangerLink =
  'rounded-[8px] px-3 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700';

/**
 * A resolver over one of the contract's schemas whose messages are the API's own (§9: French, or English), so that
 * the form refuses exactly what the server would, in the same words. (zod's own messages are keys for custom
 * rules, so @hookform/resolvers' zodResolver would show them raw: its `toNestErrors` places ours instead.)
 */
export function useSchemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const { locale } = useLocale();
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, RhfFieldError> = {};
    for (const issue of toValidationIssues(result.error.issues, values)) {
      const path = fieldPath(issue.path);
      flat[path] ??= { type: issue.code, message: validationMessage(issue, locale) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * Warns before a form with unsaved changes is left: inside the dashboard (React Router's blocker, answered in a
 * dialog) and when the tab is closed or reloaded (the browser's own `beforeunload` prompt).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useText();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.leave')}
      pending={false}
      error={null}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {t('unsaved.body')}
    </ConfirmDialog>
  );
}

/** A field's error under it, tied to the field by `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="text-sm text-red-800">
      {message}
    </p>
  );
}
