// The settings pages (Pricing, Booking rules, Service Areas, Profile, Inventory) are forms like any
// other (useSchemaForm) with one outcome in common, shown above the form: the page's saved text for
// 3 seconds, a failure in the page's words, or a conflict (the profile was changed elsewhere since
// the page loaded it, 409) with a button that reloads the stored profile into the form.
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type * as z from 'zod';
import { isApiError } from '../../../lib/api-error';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from '../../../lib/forms/use-schema-form';
import '../portal.css';

const SAVED_BANNER_MS = 3000;

interface SettingsFormOptions<Values extends object, S extends z.ZodType, Result, Variables>
  extends Omit<SchemaFormOptions<Values, S, Result, Variables>, 'mutation' | 'failureText' | 'onValid'> {
  mutation: Pick<UseMutationResult<Result, Error, Variables>, 'mutateAsync' | 'isPending' | 'error'>;
  /** The notice after a save. */
  savedText: string;
  /** The notice after a refused save other than a conflict, from the server's reason. */
  failedText: (reason: string) => string;
}

export interface SettingsForm<Values extends object> extends SchemaForm<Values> {
  /** The last save was refused because the profile changed elsewhere: the notice offers Reload. */
  conflict: boolean;
}

export function useSettingsForm<Values extends object, S extends z.ZodType, Result, Variables = z.output<S>>(
  options: SettingsFormOptions<Values, S, Result, Variables>,
): SettingsForm<Values> {
  const { savedText, failedText, onSuccess, mutation, ...rest } = options;
  const form: SchemaForm<Values> = useSchemaForm({
    ...rest,
    mutation,
    failureText: (error) => (isApiError(error, 409) ? error.message : failedText(error instanceof Error ? error.message : '')),
    onSuccess: (result, request) => {
      onSuccess?.(result, request);
      form.setNotice({ tone: 'success', text: savedText });
    },
  });
  const { notice, setNotice } = form;
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(undefined), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);
  return { ...form, conflict: isApiError(mutation.error, 409) };
}

interface SettingsNoticeProps {
  form: Pick<SettingsForm<object>, 'notice' | 'conflict'>;
  onReload: () => void;
  id?: string;
}

/** The outcome of the last save: saved (status), refused (alert), with Reload after a conflict. */
export function SettingsNotice({ form, onReload, id }: SettingsNoticeProps) {
  const { notice, conflict } = form;
  if (!notice) return null;
  if (notice.tone === 'success') {
    return (
      <p id={id} className="notice notice--success" role="status">
        {notice.text}
      </p>
    );
  }
  return (
    <div id={id} className="inline-error notice-with-action" role="alert">
      <p>{notice.text}</p>
      {conflict && (
        <button type="button" className="button button--ghost button--small" onClick={onReload}>
          Reload
        </button>
      )}
    </div>
  );
}
