import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PerfilAdmin } from '../../../core/validation/perfil';
import { http } from '../../data/http';

/**
 * The "Pessoas" section of a company's page in the admin area (/admin/empresas/{id}): how many profiles it has,
 * how many are active and how many invitations are pending, with the way to the company's people and to invite
 * one (EmpresaPessoas.tsx). Rendered inside the company's record context.
 */
export function EmpresaPessoasSection() {
  const record = useRecordContext<{ id: number; empresaId?: number }>();
  const empresaId = Number(record?.empresaId ?? record?.id);
  const t = useTranslate();
  // smart_count 2 for any count but one: pt-BR's plural rule would say '0 perfil'
  const quantos = (key: string, n: number) =>
    t(`app.admin.pessoas.${key}`, { smart_count: n === 1 ? 1 : 2, n });
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
          {t('app.admin.pessoas.titulo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {perfis.isPending
            ? t('app.admin.pessoas.carregando')
            : perfis.error
              ? t('app.admin.pessoas.erro_ler')
              : t('app.admin.pessoas.resumo', {
                  perfis: quantos('perfis', rows.length),
                  ativos: quantos('ativos', ativos),
                  pendentes: quantos('pendentes', pendentes),
                })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={Link} to={base} variant="outlined" startIcon={<GroupIcon />}>
            {t('app.admin.pessoas.ver')}
          </Button>
          <Button component={Link} to={`${base}/convidar`} startIcon={<PersonAddIcon />}>
            {t('app.admin.pessoas.convidar')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
