import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { mensagemDeErro } from '../aparencia/api';
import { useAcesso } from '../company/AcessoContext';
import { http } from '../data/http';
import { formatCurrency, formatMoment } from '../schema/display';
import { RestoreButton } from '../schema/elements';
import type { RegisterModel } from '../schema/model';
import { ETAPA_LABELS, isEtapa, type NegociacaoRecord } from './etapas';
import { useNomes } from './useNomes';

/** How many deleted negotiations the trash shows, newest first. */
export const LIMITE_DA_LIXEIRA = 100;

export const lixeiraQueryKey = (resource: string, empresaId: number) =>
  [resource, 'lixeira', empresaId] as const;

/**
 * The deleted negotiations (VER_LIXEIRA: GET …/negociacoes/lixeira, within what the user could see), each with
 * Restaurar (POST …/negociacoes/{id}/restaurar), which puts it back on the board and the list.
 */
export function Lixeira({ model }: { model: RegisterModel }) {
  const { empresaId } = useAcesso();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { nomeDoVendedor } = useNomes();
  const [restaurando, setRestaurando] = useState<number | null>(null);
  const base = `/empresas/${empresaId}/${model.resource}`;
  const lixeira = useQuery({
    queryKey: lixeiraQueryKey(model.resource, empresaId),
    queryFn: async () => {
      const { data, headers } = await http.get<NegociacaoRecord[]>(`${base}/lixeira`, {
        params: { range: JSON.stringify([0, LIMITE_DA_LIXEIRA - 1]) },
      });
      const total = Number(String(headers['content-range'] ?? '').split('/')[1] ?? data.length);
      return { data, total: Number.isFinite(total) ? total : data.length };
    },
    staleTime: 0,
    refetchOnMount: true,
  });

  const restaurar = async (r: NegociacaoRecord) => {
    setRestaurando(r.id);
    try {
      await http.post(`${base}/${r.id}/restaurar`);
      const texto = `“${r.clienteNome}” saiu da lixeira.`;
      notify(texto, { type: 'success', messageArgs: { _: texto } });
      await queryClient.invalidateQueries({ queryKey: [model.resource] });
    } catch (error) {
      const texto = mensagemDeErro(error);
      notify(texto, { type: 'error', messageArgs: { _: texto } });
    } finally {
      setRestaurando(null);
    }
  };

  if (lixeira.isError)
    return (
      <Alert severity="error" role="alert">
        Não foi possível abrir a lixeira: {mensagemDeErro(lixeira.error)}
      </Alert>
    );
  if (lixeira.isPending) return <Typography color="text.secondary">Carregando a lixeira…</Typography>;
  const { data, total } = lixeira.data;
  if (data.length === 0)
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          A lixeira está vazia.
        </Typography>
        <Typography color="text.secondary">As negociações excluídas ficam aqui, para restaurar.</Typography>
      </Box>
    );
  return (
    <Box>
      {total > data.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Mostrando as {data.length} excluídas mais recentemente, de {total}.
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label="Negociações na lixeira">
          <TableHead>
            <TableRow>
              <TableCell>Cliente</TableCell>
              <TableCell>Etapa</TableCell>
              <TableCell>Vendedor</TableCell>
              <TableCell align="right">Valor estimado</TableCell>
              <TableCell>Excluída em</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.clienteNome}</TableCell>
                <TableCell>{isEtapa(r.etapa) ? ETAPA_LABELS[r.etapa] : r.etapa}</TableCell>
                <TableCell>{nomeDoVendedor(r.vendedorId)}</TableCell>
                <TableCell align="right">{formatCurrency(r.valorEstimado)}</TableCell>
                <TableCell>{formatMoment(r.deletedAt)}</TableCell>
                <TableCell align="right">
                  <RestoreButton
                    label={`Restaurar ${r.clienteNome}`}
                    disabled={restaurando !== null}
                    onClick={() => void restaurar(r)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
