import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import {
  BooleanInput,
  CreateBase,
  DataProviderContext,
  EditBase,
  email,
  Loading,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useGetList,
  useGetOne,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { PerfilRecord } from '../../../core/usuarios/records';
import { readApiError } from '../../data/apiError';
import { PessoasBuscaCampo, PessoasPaginacao, usePessoasBusca } from './PessoasBusca';
import { listEquipes, listPapeis, PESSOAS_META, pessoasAdminProvider } from './provider';

/**
 * /admin/empresas/{empresaId}/pessoas: the people of one company for the platform admin (issue 14.2) — the list
 * of its profiles, the invitation of a new person (…/pessoas/convidar) and one profile (…/pessoas/{perfilId}),
 * over the docs/produto.md §7 admin calls (provider.ts). An admin may give any role, Administrador included; the teams are
 * the company's own. Every change is written to the record history by the server, with the admin as its author.
 */

// message keys: react-admin translates a validator's message (and its args) at the input
const OBRIGATORIO = 'app.usuarios.validacao.obrigatorio';

/** The people pages of the company in the address; "Empresa não encontrada" for one that does not exist. */
export function EmpresaPessoas() {
  const empresaId = Number(useParams().empresaId);
  const valid = Number.isInteger(empresaId) && empresaId > 0;
  const empresa = useGetOne<{ id: number; nome: string }>(
    'empresas',
    { id: empresaId },
    { enabled: valid, retry: false },
  );
  const provider = useMemo(() => pessoasAdminProvider(), []);
  const t = useTranslate();
  if (!valid || empresa.error)
    return (
      <Box sx={{ p: 2 }}>
        <Title title={t('app.admin.pessoas.nao_encontrada')} />
        <Alert severity="warning">{t('app.admin.pessoas.nao_encontrada_msg')}</Alert>
      </Box>
    );
  if (!empresa.data) return <Loading />;
  const nome = empresa.data.nome;
  return (
    <DataProviderContext.Provider value={provider}>
      <Routes>
        <Route index element={<PessoasLista empresaId={empresaId} empresa={nome} />} />
        <Route path="convidar" element={<Convite empresaId={empresaId} empresa={nome} />} />
        <Route path=":perfilId" element={<PerfilEdicao empresaId={empresaId} empresa={nome} />} />
      </Routes>
    </DataProviderContext.Provider>
  );
}

const base = (empresaId: number) => `/admin/empresas/${empresaId}/pessoas`;

/**
 * After a write, the company's lists are read again: dropped from the cache rather than invalidated, since the
 * admin area does not refetch on mount (docs/produto.md §7 "no refetch on mount") and the list mounts after the save.
 */
function esquecer(queryClient: QueryClient, empresaId: number) {
  queryClient.removeQueries({ queryKey: ['perfis'] });
  queryClient.removeQueries({ queryKey: ['admin-pessoas', empresaId, 'resumo'] });
}

function Cabecalho({
  titulo,
  voltar,
  children,
}: {
  titulo: string;
  voltar: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: { xs: 1, sm: 2 }, mb: 1, px: { xs: 1, sm: 0 }, alignItems: { sm: 'center' } }}
    >
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {titulo}
      </Typography>
      <Stack direction="row" spacing={1}>
        {voltar}
        {children}
      </Stack>
    </Stack>
  );
}

function useOpcoes(empresaId: number) {
  const papeis = useQuery({ queryKey: ['admin-pessoas', 'papeis'], queryFn: listPapeis, staleTime: 300_000 });
  const equipes = useQuery({
    queryKey: ['admin-pessoas', empresaId, 'equipes'],
    queryFn: () => listEquipes(empresaId),
  });
  return {
    papeis: (papeis.data ?? []).map((p) => ({ id: p.papelId, name: p.nome })),
    equipes: (equipes.data ?? []).map((e) => ({ id: e.equipeId, name: e.nome })),
    loading: papeis.isPending || equipes.isPending,
  };
}

/** A yes/no chip; `sim` and `nao` are message keys under app.admin.pessoas. */
function Sim({ value, sim, nao }: { value: boolean; sim: string; nao: string }) {
  const t = useTranslate();
  return (
    <Chip
      size="small"
      label={t(`app.admin.pessoas.${value ? sim : nao}`)}
      color={value ? 'success' : 'default'}
      variant={value ? 'outlined' : 'filled'}
    />
  );
}

function PessoasLista({ empresaId, empresa }: { empresaId: number; empresa: string }) {
  const busca = usePessoasBusca();
  const { data, total, isPending, error } = useGetList<PerfilRecord>('perfis', {
    pagination: { page: busca.page + 1, perPage: busca.perPage },
    sort: { field: 'nome', order: 'ASC' },
    filter: busca.q ? { q: busca.q } : {},
    meta: PESSOAS_META(empresaId),
  });
  const t = useTranslate();
  const titulo = t('app.admin.pessoas.titulo_de', { empresa });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={titulo} />
      <Cabecalho
        titulo={titulo}
        voltar={
          <Button component={Link} to={`/admin/empresas/${empresaId}`} startIcon={<ArrowBackIcon />}>
            {t('app.admin.pessoas.empresa')}
          </Button>
        }
      >
        <Button
          component={Link}
          to={`${base(empresaId)}/convidar`}
          variant="contained"
          startIcon={<PersonAddIcon />}
        >
          {t('app.admin.pessoas.convidar')}
        </Button>
      </Cabecalho>
      <PessoasBuscaCampo busca={busca} />
      {error ? (
        // the provider's own refusals are message keys; the server's words pass as they came
        <Alert severity="error">{t(error.message, { _: error.message })}</Alert>
      ) : isPending ? (
        <Loading />
      ) : data && data.length === 0 ? (
        <Alert severity="info">
          {t(busca.q ? 'app.admin.pessoas.ninguem_busca' : 'app.admin.pessoas.ninguem')}
        </Alert>
      ) : phone ? (
        <Card>
          <List dense aria-label={titulo} disablePadding>
            {data?.map((p) => (
              <ListItemButton key={p.id} component={Link} to={`${base(empresaId)}/${p.id}`} divider>
                <ListItemText
                  primary={p.nome}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', wordBreak: 'break-all' }}>
                        {p.email ?? '—'}
                      </Box>
                      <Box component="span" sx={{ display: 'block' }}>
                        {p.papelNome}
                        {p.equipeNome ? ` · ${p.equipeNome}` : ''}
                      </Box>
                    </>
                  }
                />
                <Stack spacing={0.5} sx={{ ml: 1, alignItems: 'flex-end' }}>
                  <Sim value={p.ativo} sim="ativo" nao="inativo" />
                  <Sim value={p.aceito} sim="aceito" nao="pendente" />
                </Stack>
              </ListItemButton>
            ))}
          </List>
        </Card>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={titulo}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.admin.pessoas.nome')}</TableCell>
                <TableCell>{t('app.admin.pessoas.email')}</TableCell>
                <TableCell>{t('app.admin.pessoas.papel')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('app.admin.pessoas.equipe')}
                </TableCell>
                <TableCell>{t('app.admin.pessoas.ativo')}</TableCell>
                <TableCell>{t('app.admin.pessoas.aceito')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.map((p) => (
                <TableRow key={p.id} hover>
                  <TableCell>
                    {/* a link, so Tab reaches each person and Enter opens them */}
                    <Link to={`${base(empresaId)}/${p.id}`} style={{ color: 'inherit' }}>
                      {p.nome}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{p.email ?? '—'}</TableCell>
                  <TableCell>{p.papelNome}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {p.equipeNome ?? '—'}
                  </TableCell>
                  <TableCell>
                    <Sim value={p.ativo} sim="ativo" nao="inativo" />
                  </TableCell>
                  <TableCell>
                    <Sim value={p.aceito} sim="aceito" nao="pendente" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <PessoasPaginacao busca={busca} total={total ?? 0} />
    </Box>
  );
}

/** The server's refusal without a field (the contract's user limit …), above the form, in its own words. */
function useRecusa() {
  const [mensagem, setMensagem] = useState<string | null>(null);
  const notify = useNotify();
  const t = useTranslate();
  const onError = (error: unknown) => {
    const failure = readApiError(error);
    const said = failure.message ?? 'app.admin.pessoas.nao_salvou';
    const text = t(said, { _: said });
    // errors at their fields are shown there; a refusal of the whole goes above the form
    if (failure.kind !== 'fields') setMensagem(text);
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
  const alerta = mensagem ? (
    <Alert severity="error" sx={{ mb: 1 }} role="alert">
      {mensagem}
    </Alert>
  ) : null;
  return { onError, limpar: () => setMensagem(null), alerta };
}

const validarNome = [required(OBRIGATORIO), maxLength(120, 'app.usuarios.validacao.max')];
const validarEmail = [
  required(OBRIGATORIO),
  email('app.usuarios.validacao.email'),
  maxLength(254, 'app.usuarios.validacao.max'),
];
const validarPapel = required('app.usuarios.validacao.papel');

function Convite({ empresaId, empresa }: { empresaId: number; empresa: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { papeis, equipes } = useOpcoes(empresaId);
  const recusa = useRecusa();
  const t = useTranslate();
  const titulo = t('app.admin.pessoas.convidar_de', { empresa });
  return (
    <Box sx={{ pb: 2, maxWidth: 720 }}>
      <Title title={titulo} />
      <Cabecalho
        titulo={titulo}
        voltar={
          <Button component={Link} to={base(empresaId)} startIcon={<ArrowBackIcon />}>
            {t('app.admin.pessoas.pessoas')}
          </Button>
        }
      />
      {recusa.alerta}
      <CreateBase
        resource="usuarios"
        redirect={false}
        mutationOptions={{
          meta: PESSOAS_META(empresaId),
          onSuccess: async () => {
            esquecer(queryClient, empresaId);
            notify('app.admin.pessoas.convite_enviado', { type: 'success' });
            navigate(base(empresaId));
          },
          onError: recusa.onError,
        }}
      >
        <Card>
          <SimpleForm
            toolbar={
              <Toolbar>
                <SaveButton label="app.admin.pessoas.enviar_convite" onClick={recusa.limpar} />
              </Toolbar>
            }
          >
            <TextInput
              source="email"
              label="app.admin.pessoas.email"
              validate={validarEmail}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off', spellCheck: false } }}
            />
            <TextInput
              source="nomeCompleto"
              label="app.admin.pessoas.nome"
              validate={validarNome}
              fullWidth
            />
            <SelectInput
              source="papelId"
              label="app.admin.pessoas.papel"
              choices={papeis}
              validate={validarPapel}
              fullWidth
            />
            <SelectInput
              source="equipeId"
              label="app.admin.pessoas.equipe"
              choices={equipes}
              emptyText="app.admin.pessoas.sem_equipe"
              fullWidth
            />
            <Typography variant="body2" color="text.secondary">
              {t('app.admin.pessoas.vaga')}
            </Typography>
          </SimpleForm>
        </Card>
      </CreateBase>
    </Box>
  );
}

function Situacao() {
  const record = useRecordContext<PerfilRecord>();
  const t = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="body2">
        <strong>{t('app.admin.pessoas.email_rotulo')}</strong>{' '}
        {record.email ?? t('app.admin.pessoas.sem_usuario')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Sim value={record.aceito} sim="convite_aceito" nao="convite_pendente" />
      </Stack>
    </Stack>
  );
}

function PerfilEdicao({ empresaId, empresa }: { empresaId: number; empresa: string }) {
  const perfilId = Number(useParams().perfilId);
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { papeis, equipes } = useOpcoes(empresaId);
  const recusa = useRecusa();
  const t = useTranslate();
  const meta = PESSOAS_META(empresaId);
  return (
    <Box sx={{ pb: 2, maxWidth: 720 }}>
      <EditBase
        resource="perfis"
        id={perfilId}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ meta, retry: false }}
        mutationOptions={{
          meta,
          onSuccess: async () => {
            esquecer(queryClient, empresaId);
            notify('app.admin.pessoas.perfil_salvo', { type: 'success' });
            navigate(base(empresaId));
          },
          onError: recusa.onError,
        }}
        loading={<Loading />}
        error={
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('app.admin.pessoas.perfil_nao_encontrado')}
          </Alert>
        }
      >
        <PerfilTitulo empresaId={empresaId} empresa={empresa} />
        {recusa.alerta}
        <Card>
          <SimpleForm
            toolbar={
              <Toolbar>
                <SaveButton onClick={recusa.limpar} />
              </Toolbar>
            }
          >
            <Situacao />
            <TextInput
              source="nome"
              label="app.admin.pessoas.nome_empresa"
              validate={validarNome}
              fullWidth
              autoFocus
              helperText="app.admin.pessoas.enter_salva"
            />
            <SelectInput
              source="papelId"
              label="app.admin.pessoas.papel"
              choices={papeis}
              validate={validarPapel}
              fullWidth
            />
            <SelectInput
              source="equipeId"
              label="app.admin.pessoas.equipe"
              choices={equipes}
              emptyText="app.admin.pessoas.sem_equipe"
              fullWidth
            />
            <BooleanInput
              source="ativo"
              label="app.admin.pessoas.ativo"
              helperText="app.admin.pessoas.inativo_dica"
            />
          </SimpleForm>
        </Card>
      </EditBase>
    </Box>
  );
}

function PerfilTitulo({ empresaId, empresa }: { empresaId: number; empresa: string }) {
  const record = useRecordContext<PerfilRecord>();
  const t = useTranslate();
  const titulo = record ? `${record.nome} — ${empresa}` : empresa;
  return (
    <>
      <Title title={titulo} />
      <Cabecalho
        titulo={titulo}
        voltar={
          <Button component={Link} to={base(empresaId)} startIcon={<ArrowBackIcon />}>
            {t('app.admin.pessoas.pessoas')}
          </Button>
        }
      />
    </>
  );
}
