import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../data/http';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { shellTexts } from '../shell/texts';
import { SESSION_USER_KEY } from './useSessionUser';

export type RespostaConvite = 'aceitar' | 'recusar';

/**
 * Accepts or refuses an own invitation (POST /perfis/{id}/aceitar|recusar); the session user reloads after,
 * so menus, switcher and routes follow.
 */
export function useResponderConvite(
  callbacks: { onSuccess?: (acao: RespostaConvite) => void; onError?: (e: unknown) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ perfilId, acao }: { perfilId: number; acao: RespostaConvite }) =>
      http.post(`/perfis/${perfilId}/${acao}`),
    onSuccess: async (_data, { acao }) => {
      await client.invalidateQueries({ queryKey: SESSION_USER_KEY });
      callbacks.onSuccess?.(acao);
    },
    onError: callbacks.onError,
  });
}

/** The two answers to a pending invitation. */
export function ConviteActions({
  perfilId,
  responder,
  size = 'medium',
}: {
  perfilId: number;
  responder: ReturnType<typeof useResponderConvite>;
  size?: 'small' | 'medium';
}) {
  const t = useAreaTranslate('shell', shellTexts);
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size={size}
        variant="contained"
        disabled={responder.isPending}
        onClick={() => responder.mutate({ perfilId, acao: 'aceitar' })}
      >
        {t('accept')}
      </Button>
      <Button
        size={size}
        color="error"
        disabled={responder.isPending}
        onClick={() => responder.mutate({ perfilId, acao: 'recusar' })}
      >
        {t('refuse')}
      </Button>
    </Stack>
  );
}
