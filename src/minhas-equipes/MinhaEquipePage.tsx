import {
  Alert,
  Box,
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Title, useBasename, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatCurrency, formatNumber } from '../../core/schema/display';
import { mensagemDeErro } from '../aparencia/api';
import { useAcesso } from '../company/AcessoContext';
import { situacaoDoMembro } from '../equipes/api';
import {
  fetchEquipe,
  fetchTotal,
  filtroDoMembro,
  inicioDoMes,
  type LinhaDoMembro,
  ordenarPorTotal,
  totalDaEquipe,
  veVendasDaEquipe,
} from './api';

const MESES = {
  'pt-br': new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }),
};

/**
 * "Minha equipe" (docs/produto.md §2, /minhas-equipes/{equipeId}): the team's name and supervisor, and its members with their
 * sales this month (count and total each, highest total first, and the team's sum). The server counts only the
 * sales the caller may see: a plain seller sees their own figures and "—" for the others, with a word why.
 */
export function MinhaEquipePage() {
  const { equipeId: param } = useParams();
  const { empresaId, can, isAdmin, user, perfil } = useAcesso();
  const t = useTranslate();
  const locale = useLocale();
  // /minhas-equipes alone: one's own team
  const equipeId = param ? Number(param) : (perfil?.equipeId ?? Number.NaN);
  const basename = useBasename();
  const desde = inicioDoMes();
  const equipe = useQuery({
    queryKey: ['minhas-equipes', empresaId, equipeId],
    queryFn: () => fetchEquipe(empresaId, equipeId),
    enabled: Number.isInteger(equipeId) && equipeId > 0,
    staleTime: 0,
    refetchOnMount: true,
  });
  const detalhe = equipe.data;
  const veTodos = detalhe
    ? veVendasDaEquipe({ isAdmin, can, usuarioId: user.usuarioId, supervisorId: detalhe.supervisorId })
    : false;
  const membros = detalhe?.membros ?? [];
  // only the figures the server would really give: one's own, or everyone's when one sees the team's sales
  const visiveis = membros.filter((m) => veTodos || m.perfilId === perfil?.perfilId);
  const totais = useQueries({
    queries: visiveis.map((m) => ({
      queryKey: ['vendas', 'total', empresaId, filtroDoMembro(equipeId, m.perfilId, desde)],
      queryFn: () => fetchTotal(empresaId, filtroDoMembro(equipeId, m.perfilId, desde)),
      staleTime: 0,
      refetchOnMount: true,
    })),
  });
  const porPerfil = new Map(visiveis.map((m, i) => [m.perfilId, totais[i]]));
  const linhas: LinhaDoMembro[] = membros.map((membro) => {
    const q = porPerfil.get(membro.perfilId);
    return { membro, vendas: q ? (q.data ?? undefined) : null };
  });
  const ordenadas = ordenarPorTotal(linhas);
  const soma = totalDaEquipe(linhas);
  const falhou = totais.some((t) => t.isError);
  const mes = MESES[locale === 'en' ? 'en' : 'pt-br'].format(new Date(`${desde}T12:00:00`));

  const linkDasVendas = (perfilId: number) =>
    `${basename}/vendas?${new URLSearchParams({
      filter: JSON.stringify(filtroDoMembro(equipeId, perfilId, desde)),
    }).toString()}`;

  if (equipe.isError)
    return (
      <Box sx={{ p: 2 }}>
        <Title title={t('app.minhaEquipe.titulo')} />
        <Alert severity="error" role="alert">
          {t('app.minhaEquipe.erro', { erro: mensagemDeErro(equipe.error) })}
        </Alert>
      </Box>
    );
  if (!Number.isInteger(equipeId) || equipeId <= 0)
    return (
      <Box sx={{ p: 2 }}>
        <Title title={t('app.minhaEquipe.titulo')} />
        <Typography>{t('app.minhaEquipe.sem_equipe')}</Typography>
      </Box>
    );
  if (!detalhe)
    return (
      <Box sx={{ p: 2 }}>
        <Title title={t('app.minhaEquipe.titulo')} />
        <Typography color="text.secondary">{t('app.minhaEquipe.carregando')}</Typography>
      </Box>
    );

  return (
    <Box sx={{ pb: 2, maxWidth: 960 }}>
      <Title title={detalhe.nome} />
      <Typography variant="h5" component="h1" sx={{ mt: { xs: 1, sm: 2 }, px: { xs: 1, sm: 0 } }}>
        {detalhe.nome}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, px: { xs: 1, sm: 0 } }}>
        {t('app.minhaEquipe.supervisor')}{' '}
        <Box component="span" aria-label={t('app.equipes.supervisor_aria')} sx={{ color: 'text.primary' }}>
          {detalhe.supervisor ? detalhe.supervisor.nomeCompleto : t('app.equipes.sem_supervisor')}
        </Box>
      </Typography>
      {!veTodos && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('app.minhaEquipe.so_suas')}
        </Alert>
      )}
      {falhou && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('app.minhaEquipe.falhou')}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        {/* narrower cells on a phone: the four columns fit 390 px with the Total in view */}
        <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>
            {t('app.minhaEquipe.legenda', { mes })}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('app.minhaEquipe.membro')}</TableCell>
              <TableCell>{t('app.minhaEquipe.papel')}</TableCell>
              <TableCell align="right">{t('app.minhaEquipe.vendas')}</TableCell>
              <TableCell align="right">{t('app.minhaEquipe.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ordenadas.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('app.equipes.nenhum')}</TableCell>
              </TableRow>
            )}
            {ordenadas.map(({ membro, vendas }) => {
              const situacao = situacaoDoMembro(membro);
              const eu = membro.perfilId === perfil?.perfilId;
              return (
                <TableRow key={membro.perfilId}>
                  <TableCell component="th" scope="row">
                    {vendas ? (
                      <Link component={RouterLink} to={linkDasVendas(membro.perfilId)} underline="hover">
                        {membro.nomeCompleto}
                      </Link>
                    ) : (
                      membro.nomeCompleto
                    )}
                    {eu && <Chip size="small" label={t('app.minhaEquipe.voce')} sx={{ ml: 1 }} />}
                    {situacao.chave !== 'ativo' && (
                      <Chip
                        size="small"
                        variant="outlined"
                        color={situacao.cor}
                        label={t(`app.equipes.situacao.${situacao.chave}`)}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>{membro.papelNome}</TableCell>
                  <TableCell align="right">
                    {vendas === undefined ? '…' : vendas === null ? '—' : formatNumber(vendas.quantidade, 0)}
                  </TableCell>
                  <TableCell align="right">
                    {vendas === undefined ? '…' : vendas === null ? '—' : formatCurrency(vendas.total)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          {veTodos && ordenadas.length > 0 && (
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" colSpan={2}>
                  {t('app.minhaEquipe.total_equipe')}
                </TableCell>
                <TableCell align="right">{formatNumber(soma.quantidade, 0)}</TableCell>
                <TableCell align="right">{formatCurrency(soma.total)}</TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
    </Box>
  );
}
