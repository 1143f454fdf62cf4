import { Alert, Button, Stack } from '@mui/material';
import { useRef } from 'react';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { shellTexts } from '../shell/texts';
import type { FormDraft } from './useFormDraft';

const two = (n: number) => String(n).padStart(2, '0');

/** dd/mm/aaaa hh:mm in the user's clock. */
export function draftMoment(date: Date): string {
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * The offer of a draft kept from an earlier visit, at the top of its form: "Restaurar rascunho de …" or
 * "Descartar". Announced when it appears (a polite status, not an interruption); both are buttons, reached
 * with Tab. Once answered, the cursor goes to the form's first input instead of being lost with the buttons.
 */
export function DraftOffer({ draft }: { draft: Pick<FormDraft, 'offer' | 'restore' | 'discard'> }) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useAreaTranslate('shell', shellTexts);
  if (!draft.offer) return null;
  const when = draftMoment(draft.offer.savedAt);
  const answer = (action: () => void) => {
    const first = ref.current
      ?.closest('form')
      ?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea, select');
    action();
    if (first) setTimeout(() => first.focus(), 0);
  };
  return (
    <Alert
      ref={ref}
      severity="info"
      variant="outlined"
      role="status"
      aria-live="polite"
      // on a phone the buttons go under the message instead of squeezing it into a narrow column
      sx={{ mb: 2, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => answer(draft.restore)}
          >
            {t('draft_restore', { quando: when })}
          </Button>
          <Button color="inherit" size="small" onClick={() => answer(draft.discard)}>
            {t('draft_discard')}
          </Button>
        </Stack>
      }
    >
      {t('draft_offer', { quando: when })}
    </Alert>
  );
}
