import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import {
  Autocomplete,
  Box,
  Button,
  createFilterOptions,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EmpresaIcone } from '../aparencia/icones';
import { companyPath } from '../routing/paths';
import type { EmpresaVista } from './suporte';

type Opcao = EmpresaVista & { id: number; cnpj?: string | null };

const filtrar = createFilterOptions<Opcao>({ stringify: (o) => `${o.nome} ${o.cnpj ?? ''}` });

/** The companies whose name or CNPJ holds the text typed (the register's free search `q`), in name order. */
function EscolherEmpresa({ onEscolher }: { onEscolher: (empresaId: number) => void }) {
  const [busca, setBusca] = useState('');
  const t = useTranslate();
  const { data = [], isFetching } = useGetList<Opcao>(
    'empresas',
    {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'nome', order: 'ASC' },
      filter: busca.trim() ? { q: busca.trim() } : {},
    },
    { placeholderData: keepPreviousData },
  );
  return (
    <Autocomplete<Opcao>
      options={data}
      loading={isFetching}
      openOnFocus
      autoHighlight
      // the server searches; the same test here keeps a stale answer from offering (and Enter from opening) a
      // company the text no longer matches
      filterOptions={filtrar}
      getOptionLabel={(o) => o.nome}
      isOptionEqualToValue={(a, b) => a.empresaId === b.empresaId}
      onInputChange={(_e, value) => setBusca(value)}
      onChange={(_e, value) => {
        if (value) onEscolher(value.empresaId);
      }}
      noOptionsText={t('app.suporte.nenhuma')}
      loadingText={t('app.suporte.carregando')}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <EmpresaIcone nome={o.aparencia?.icone ?? null} fontSize="small" aria-hidden />
          {o.nome}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={t('app.suporte.empresa')}
          placeholder={t('app.suporte.busca')}
          margin="dense"
        />
      )}
    />
  );
}

/**
 * The admin area's "Entrar na empresa": a dialog with an autocomplete over the companies; choosing one opens
 * /e/{id}, where the support banner leads back.
 */
export function EntrarNaEmpresa() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const theme = useTheme();
  const compacto = useMediaQuery(theme.breakpoints.down('sm'));
  const t = useTranslate();
  return (
    <>
      {compacto ? (
        <Tooltip title={t('app.suporte.entrar')}>
          <IconButton color="inherit" aria-label={t('app.suporte.entrar')} onClick={() => setOpen(true)}>
            <SupportAgentIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<SupportAgentIcon />} onClick={() => setOpen(true)}>
          {t('app.suporte.entrar')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('app.suporte.entrar')}</DialogTitle>
        <DialogContent>
          <EscolherEmpresa
            onEscolher={(empresaId) => {
              setOpen(false);
              navigate(companyPath(empresaId));
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
