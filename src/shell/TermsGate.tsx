import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { http } from '../data/http';
import type { SessionUser } from '../session/types';
import { SESSION_USER_KEY } from '../session/useSessionUser';

export const needsTerms = (user: SessionUser) => (user.aceiteTermos?.versao ?? 0) < user.versaoTermos;

/**
 * A blocking dialog at sign-in while a newer version of the terms of use waits for acceptance: the app
 * behind it stays out of reach until the user accepts (or leaves).
 */
export function TermsGate({ user, children }: { user: SessionUser; children: ReactNode }) {
  const client = useQueryClient();
  const accept = useMutation({
    mutationFn: async () => (await http.post<SessionUser>('/usuarios/me/aceitar-termos')).data,
    onSuccess: (data) => client.setQueryData(SESSION_USER_KEY, data),
  });
  if (!needsTerms(user)) return children;
  return (
    <Dialog open aria-labelledby="termos-titulo">
      <DialogTitle id="termos-titulo">Termos de uso — versão {user.versaoTermos}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          <p>
            Para continuar, leia e aceite os termos de uso do sistema. Eles tratam do uso dos dados das
            empresas e de seus clientes, do sigilo das informações e das responsabilidades de cada usuário.
          </p>
          <p>O aceite fica registrado com a data de hoje e a versão dos termos.</p>
        </DialogContentText>
        {accept.isError && (
          <DialogContentText color="error">
            Não foi possível registrar o aceite. Tente de novo.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={Link} to="/logout" color="inherit">
          Sair
        </Button>
        <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending} autoFocus>
          Aceitar os termos
        </Button>
      </DialogActions>
    </Dialog>
  );
}
