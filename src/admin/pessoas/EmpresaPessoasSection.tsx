import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { http } from '../../data/http';
import type { PerfilAdmin } from '../../validation/perfil';

/**
 * The "Pessoas" section of a company's page in the admin area (/admin/empresas/{id}): how many profiles it has,
 * how many are active and how many invitations are pending, with the way to the company's people and to invite
 * one (EmpresaPessoas.tsx). Rendered inside the company's record context.
 */
export function EmpresaPessoasSection() {
  const record = useRecordContext<{ id: number; empresaId?: number }>();
  const empresaId = Number(record?.empresaId ?? record?.id);
  const perfis = useQuery({
    queryKey: ['admin-pessoas', empresaId, 'resumo'],
    queryFn: () => http.get<PerfilAdmin[]>(`/perfis/empresas/${empresaId}/admin`).then((r) => r.data),
    enabled: Number.isInteger(empresaId) && empresaId > 0,
  });
  if (!record) return null;
  const rows = perfis.data ?? [];
  const ativos = rows.filter((p) => p.ativo).length;
  const pendentes = rows.filter((p) => p.ativo && !p.aceito).length;
  const base = `/admin/empresas/${empresaId}/pessoas`;
  return (
    <Card
      variant="outlined"
      sx={{ mt: 2, maxWidth: 720 }}
      component="section"
      aria-labelledby="empresa-pessoas-titulo"
    >
      <CardContent>
        <Typography id="empresa-pessoas-titulo" variant="h6" component="h2">
          Pessoas
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {perfis.isPending
            ? 'Carregando…'
            : perfis.error
              ? 'Não foi possível ler as pessoas desta empresa.'
              : `${rows.length} ${rows.length === 1 ? 'perfil' : 'perfis'}, ${ativos} ${ativos === 1 ? 'ativo' : 'ativos'}, ${pendentes} ${pendentes === 1 ? 'convite pendente' : 'convites pendentes'}.`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={Link} to={base} variant="outlined" startIcon={<GroupIcon />}>
            Ver pessoas
          </Button>
          <Button component={Link} to={`${base}/convidar`} startIcon={<PersonAddIcon />}>
            Convidar pessoa
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
