import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useBasename, useCreatePath, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { registerTexts } from '../../core/schema/labels';
import type { RegisterModel } from '../../core/schema/model';
import { readApiError } from '../data/apiError';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { schemaTexts } from './texts';

/**
 * The pieces of the register screens (src/schema/screens.tsx) that the hand-made screens of a register use too
 * (sales, negotiations): kept apart from screens.tsx, which is loaded lazily with the first register opened and
 * whose exports are all screens.
 */

/**
 * The app's query client never refetches on mount (src/data/queryClient.ts: refetchOnMount false, staleTime 5
 * min), so a list left before a create would come back without the new record, although react-admin marked it
 * invalidated. `true` refetches on mount only what is stale or invalidated: fresh data still comes from the cache.
 */
export const REFETCH_INVALIDATED = { refetchOnMount: true } as const;

/**
 * What every list of a register shares, the generic one and the hand-made ones (sales, negotiations): its
 * resource, the schema's sort, 25 a page, where it keeps its state and a fresh read on arrival. No client-side
 * exporter: "Exportar" streams the whole filtered list from the server (src/export).
 */
export function useRegisterListProps(model: RegisterModel, storeKey?: string) {
  return {
    resource: model.resource,
    sort: model.defaultSort,
    perPage: 25,
    exporter: false as const,
    storeKey,
    queryOptions: REFETCH_INVALIDATED,
  };
}

export interface SaveFailureOptions {
  /** A stale record (a 409 with no field to blame): the form then compares the versions (RegisterConflictMerge). */
  onConflict?: () => void;
  /** What a 409 says when the server gave no words of its own. */
  conflictTitle?: string;
  /** What any other failure says when the server gave no words (a text or a message key); default react-admin's. */
  fallback?: string;
}

/**
 * The one handler of a failed save, on every form (the register screens, sales, negotiations, people): it reads
 * the failure through src/data/apiError.ts and tells it where it belongs: the fields (react-admin already set
 * their messages), a conflict (the form compares the versions), or a message, notified and kept in `message`
 * (for an alert above the form) until `clear` or the next save.
 */
export function useSaveFailure({ onConflict, conflictTitle, fallback }: SaveFailureOptions = {}) {
  const notify = useNotify();
  const t = useAreaTranslate('schema', schemaTexts);
  const [message, setMessage] = useState<string | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      const failure = readApiError(error);
      if (failure.kind === 'conflict' && onConflict) {
        onConflict();
        // the server's own words in the notification; the form explains what to do next
        const text = failure.message ?? conflictTitle ?? t('conflict');
        // a warning, not an error: nothing is lost, and the merge on the form says what to do
        notify(text, { type: 'warning', messageArgs: { _: text } });
        return;
      }
      const text =
        failure.message ??
        fallback ??
        (failure.kind === 'fields' ? 'ra.message.invalid_form' : 'ra.notification.http_error');
      // messages at their fields are shown there; a refusal of the whole stays above the form
      if (failure.kind !== 'fields') setMessage(text);
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
    [notify, t, onConflict, conflictTitle, fallback],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { onError, message, clear };
}

/** Where a record's page sits: the home page, the register's list, the record by its recordRepresentation. */
export function RegisterBreadcrumbs({ model, current }: { model: RegisterModel; current: string }) {
  const basename = useBasename();
  const createPath = useCreatePath();
  const t = useAreaTranslate('schema', schemaTexts);
  return (
    <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 0.5, typography: 'body2' }}>
      <Link component={RouterLink} to={basename || '/'} underline="hover" color="inherit">
        {t('home')}
      </Link>
      <Link
        component={RouterLink}
        to={createPath({ resource: model.resource, type: 'list' })}
        underline="hover"
        color="inherit"
      >
        {registerTexts(model).plural}
      </Link>
      <Typography variant="body2" color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
