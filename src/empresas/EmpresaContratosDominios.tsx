import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { EmpresaPessoasSection } from '../admin/pessoas/EmpresaPessoasSection';
import { useIsMobile } from '../app/appState';
import { formatMoneyBR } from '../lib/money';
import type { RegisterSectionProps } from '../schema/overrides';
import {
  type ContratoItem,
  type Contratos,
  contratosKey,
  criarContrato,
  criarDominio,
  dominiosKey,
  encerrarContrato,
  errosDe,
  excluirDominio,
  fetchContratos,
  fetchDominios,
  type NovoContrato,
  tornarAtual,
} from './api';
import { ContratoDialog } from './ContratoDialog';

const data = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');

function Secao({ titulo, descricao, children }: { titulo: string; descricao: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6">
          {titulo}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {descricao}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A contract's state as chips: active or ended, and whether it is the current one. */
function ContratoSituacao({ c }: { c: ContratoItem }) {
  const t = useTranslate();
  return (
    <>
      <Chip
        size="small"
        color={c.ativo ? 'success' : 'default'}
        label={c.ativo ? t('app.empresas.ativo') : t('app.empresas.encerrado')}
      />
      {c.atual && <Chip size="small" color="primary" variant="outlined" label={t('app.empresas.atual')} />}
    </>
  );
}

interface AcoesProps {
  c: ContratoItem;
  busy: boolean;
  onEncerrar: () => void;
  onAtual: () => void;
}

function ContratoAcoes({ c, busy, onEncerrar, onAtual }: AcoesProps) {
  const t = useTranslate();
  return (
    <>
      {(!c.atual || !c.ativo) && (
        <Button
          size="small"
          disabled={busy}
          onClick={onAtual}
          aria-label={t(c.atual ? 'app.empresas.reativar_aria' : 'app.empresas.tornar_atual_aria', {
            id: c.contratoId,
          })}
        >
          {c.atual ? t('app.empresas.reativar') : t('app.empresas.tornar_atual')}
        </Button>
      )}
      {c.ativo && (
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={onEncerrar}
          aria-label={t('app.empresas.encerrar_aria', { id: c.contratoId })}
        >
          {t('app.empresas.encerrar')}
        </Button>
      )}
    </>
  );
}

function ContratoLinha({
  c,
  busy,
  onEncerrar,
  onAtual,
}: {
  c: ContratoItem;
  busy: boolean;
  onEncerrar: () => void;
  onAtual: () => void;
}) {
  const t = useTranslate();
  return (
    <TableRow>
      <TableCell>{t('app.empresas.n', { id: c.contratoId })}</TableCell>
      <TableCell>{t('app.empresas.vigencia', { de: data(c.inicio), ate: data(c.fim) })}</TableCell>
      <TableCell align="right">{c.limiteUsuarios}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {c.valor === null ? '—' : `R$ ${formatMoneyBR(c.valor)}`}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ContratoSituacao c={c} />
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <ContratoAcoes c={c} busy={busy} onEncerrar={onEncerrar} onAtual={onAtual} />
      </TableCell>
    </TableRow>
  );
}

function ContratosSecao({ empresaId }: { empresaId: number }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useTranslate();
  const query = useQuery({ queryKey: contratosKey(empresaId), queryFn: () => fetchContratos(empresaId) });
  const [novo, setNovo] = useState(false);
  const done = (next: Contratos) => queryClient.setQueryData(contratosKey(empresaId), next);
  const criar = useMutation({ mutationFn: (body: NovoContrato) => criarContrato(empresaId, body) });
  // saved: the list takes the answer and the dialog closes; refused: the server's words go to their fields in the
  // dialog (its Form keeps what was typed) and the message to a notification
  const salvar = async (body: NovoContrato) => {
    try {
      done(await criar.mutateAsync(body));
      setNovo(false);
      notify('app.empresas.contrato_adicionado', { type: 'info' });
      return undefined;
    } catch (error) {
      const { message, fields } = errosDe(error);
      notify(message, { type: 'error' });
      return fields;
    }
  };
  const acao = useMutation({
    mutationFn: ({ tipo, id }: { tipo: 'encerrar' | 'atual'; id: number }) =>
      tipo === 'encerrar' ? encerrarContrato(empresaId, id) : tornarAtual(empresaId, id),
    onSuccess: done,
    onError: (error) => {
      const { message, fields } = errosDe(error);
      notify(Object.values(fields)[0] ?? message, { type: 'error' });
    },
  });
  const busy = acao.isPending;
  const isMobile = useIsMobile();
  const lista = query.data?.contratos ?? [];
  return (
    <Secao titulo={t('app.empresas.contratos')} descricao={t('app.empresas.contratos_descricao')}>
      {query.isError && <Alert severity="error">{t('app.empresas.erro_contratos')}</Alert>}
      {lista.length === 0 && query.isSuccess && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('app.empresas.sem_contratos')}
        </Typography>
      )}
      {lista.length > 0 && isMobile && (
        <Box
          component="ul"
          aria-label={t('app.empresas.contratos_aria')}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
        >
          {lista.map((c) => (
            <Box
              component="li"
              key={c.contratoId}
              sx={{ borderBottom: 1, borderColor: 'divider', py: 1, display: 'grid', gap: 0.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography sx={{ fontWeight: 500 }}>
                  {t('app.empresas.contrato_n', { id: c.contratoId })}
                </Typography>
                <ContratoSituacao c={c} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('app.empresas.resumo_celular', {
                  vigencia: t('app.empresas.vigencia', { de: data(c.inicio), ate: data(c.fim) }),
                  limite: c.limiteUsuarios,
                })}
                {c.valor === null ? '' : t('app.empresas.por_mes', { valor: formatMoneyBR(c.valor) })}
              </Typography>
              <Box>
                <ContratoAcoes
                  c={c}
                  busy={busy}
                  onEncerrar={() => acao.mutate({ tipo: 'encerrar', id: c.contratoId })}
                  onAtual={() => acao.mutate({ tipo: 'atual', id: c.contratoId })}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {lista.length > 0 && !isMobile && (
        <TableContainer sx={{ mb: 2 }}>
          <Table size="small" aria-label={t('app.empresas.contratos_aria')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.empresas.contrato')}</TableCell>
                <TableCell>{t('app.empresas.vigencia_coluna')}</TableCell>
                <TableCell align="right">{t('app.empresas.limite')}</TableCell>
                <TableCell align="right">{t('app.empresas.valor_mensal')}</TableCell>
                <TableCell>{t('app.empresas.situacao')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    {t('app.empresas.acoes')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.map((c) => (
                <ContratoLinha
                  key={c.contratoId}
                  c={c}
                  busy={busy}
                  onEncerrar={() => acao.mutate({ tipo: 'encerrar', id: c.contratoId })}
                  onAtual={() => acao.mutate({ tipo: 'atual', id: c.contratoId })}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setNovo(true)}>
        {t('app.empresas.adicionar_contrato')}
      </Button>
      {/* mounted only while open: each opening starts from an empty form */}
      {novo && <ContratoDialog open onClose={() => setNovo(false)} onSave={salvar} />}
    </Secao>
  );
}

function DominiosSecao({ empresaId }: { empresaId: number }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useTranslate();
  const query = useQuery({ queryKey: dominiosKey(empresaId), queryFn: () => fetchDominios(empresaId) });
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dominiosKey(empresaId) });
  const criar = useMutation({
    mutationFn: () => criarDominio(empresaId, texto.trim().toLowerCase()),
    onSuccess: async () => {
      setTexto('');
      setErro(null);
      await refresh();
      notify('app.empresas.dominio_adicionado', { type: 'info' });
    },
    onError: (error) => {
      const { message, fields } = errosDe(error);
      setErro(fields.dominio ?? message);
    },
  });
  const excluir = useMutation({
    mutationFn: (id: number) => excluirDominio(id),
    onSuccess: refresh,
    onError: (error) => notify(errosDe(error).message, { type: 'error' }),
  });
  const lista = query.data ?? [];
  return (
    <Secao titulo={t('app.empresas.dominios')} descricao={t('app.empresas.dominios_descricao')}>
      {query.isError && <Alert severity="error">{t('app.empresas.erro_dominios')}</Alert>}
      {lista.length === 0 && query.isSuccess && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('app.empresas.sem_dominios')}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('app.empresas.dominios_aria')}
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {lista.map((d) => (
          <Box component="li" key={d.dominioId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: 1, wordBreak: 'break-all' }}>{d.dominio}</Typography>
            <IconButton
              aria-label={t('app.empresas.excluir_dominio', { dominio: d.dominio })}
              onClick={() => excluir.mutate(d.dominioId)}
              disabled={excluir.isPending}
              size="small"
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        aria-label={t('app.empresas.novo_dominio')}
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (texto.trim() === '') setErro(t('app.empresas.obrigatorio'));
          else criar.mutate();
        }}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          name="dominio"
          label={t('app.empresas.dominio')}
          required
          size="small"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          error={Boolean(erro)}
          helperText={erro ?? t('app.empresas.dominio_dica')}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={criar.isPending}
          sx={{ mt: 0.25 }}
        >
          {t('app.empresas.adicionar_dominio')}
        </Button>
      </Box>
    </Secao>
  );
}

/** Under the company's edit form: its contracts and its domains, each a list of its own saved at once. */
export function EmpresaContratosDominios(_props: RegisterSectionProps) {
  const record = useRecordContext();
  const empresaId = Number(record?.empresaId ?? record?.id);
  if (!empresaId) return null;
  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, pb: 2 }}>
      <ContratosSecao empresaId={empresaId} />
      <DominiosSecao empresaId={empresaId} />
      <EmpresaPessoasSection />
    </Box>
  );
}
