import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetMany, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { mensagemDeErro } from '../aparencia/api';
import { useConfirm } from '../components/confirm';
import {
  alterarEquipe,
  type Candidato,
  candidatosQueryKey,
  type EquipeDetalhe,
  fetchCandidatos,
  type MembroEquipe,
  membrosPorNome,
} from './api';

export interface MembrosEquipe {
  /** The team as last read, with its people once they arrive (undefined while its page loads). */
  equipe: EquipeDetalhe | undefined;
  /** Its members by name; undefined until they are read. */
  membros: MembroEquipe[] | undefined;
  /** Reading the team's people failed. */
  erro: boolean;
  /** Who may be added: the company's active people not in this team yet, by name. */
  candidatos: Candidato[];
  carregandoCandidatos: boolean;
  /** The name of another team of the company, for "in team X" next to a candidate. */
  nomeDaEquipe: (equipeId: number) => string | undefined;
  /** A change is on its way. */
  ocupado: boolean;
  /** Adds a person (asking first when this moves them out of another team). */
  adicionar: (candidato: Candidato) => Promise<void>;
  /** Takes a member out of the team, after a confirmation. */
  remover: (membro: MembroEquipe) => Promise<void>;
}

const temMembros = (e: EquipeDetalhe | undefined): e is EquipeDetalhe => Array.isArray(e?.membros);

/**
 * The members of the team in the page's record context, and the changes to them (POST /perfis/{id}/alterar-equipe):
 * each asks when it should, tells the outcome in a notification (the server's message on a refusal) and reads
 * the team again.
 *
 * The team's people are read here, on every visit, and not taken from the page's record: react-admin fills a
 * record's cache from the list, without the people (only GET one has them), and resets the edit form whenever
 * its record changes, so refetching that record after a change would wipe a name being typed above. The page's
 * cached record, when it has them, only fills the section while the fresh answer comes.
 *
 * @example const { membros, candidatos, adicionar, remover } = useMembrosEquipe('equipes');
 */
export function useMembrosEquipe(resource: string): MembrosEquipe {
  const record = useRecordContext<EquipeDetalhe>();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const confirm = useConfirm();
  const t = useTranslate();
  const [ocupado, setOcupado] = useState(false);
  const empresaId = record?.empresaId;
  const equipeId = record?.id;

  const detalhe = useQuery({
    queryKey: [resource, 'membros', equipeId],
    queryFn: () =>
      dataProvider.getOne<EquipeDetalhe>(resource, { id: equipeId ?? 0 }).then(({ data }) => data),
    enabled: equipeId !== undefined,
    placeholderData: temMembros(record) ? record : undefined,
    staleTime: 0,
    refetchOnMount: true,
  });
  const equipe = detalhe.data ?? record;
  const perfis = useQuery({
    queryKey: candidatosQueryKey(empresaId ?? 0),
    queryFn: () => fetchCandidatos(empresaId ?? 0),
    enabled: empresaId !== undefined,
    // who joined the company or another team meanwhile: read again each time the page opens
    staleTime: 0,
    refetchOnMount: true,
  });
  const membros = temMembros(equipe) ? membrosPorNome(equipe.membros ?? []) : undefined;
  const ja = new Set(membros?.map((m) => m.perfilId));
  const candidatos = (perfis.data ?? []).filter((p) => p.equipeId !== equipeId && !ja.has(p.perfilId));
  const outras = [...new Set(candidatos.flatMap((c) => (c.equipeId === null ? [] : [c.equipeId])))];
  const { data: outrasEquipes } = useGetMany<EquipeDetalhe>(
    resource,
    { ids: outras },
    { enabled: outras.length > 0 },
  );

  const avisar = (texto: string, type: 'success' | 'error') =>
    notify(texto, { type, messageArgs: { _: texto } });

  /** Sends one change, then reads the team again (also after a refusal: it may come from a change elsewhere). */
  const mudar = async (perfilId: number, destino: number | null, feito: string) => {
    setOcupado(true);
    try {
      await alterarEquipe(perfilId, destino);
      avisar(feito, 'success');
    } catch (error) {
      avisar(mensagemDeErro(error), 'error');
    }
    const lida = await detalhe.refetch();
    if (lida.isError) avisar(mensagemDeErro(lida.error), 'error');
    setOcupado(false);
    // the page's record is read again on the next visit (not now: see above); profiles everywhere at once
    void queryClient.invalidateQueries({ queryKey: [resource, 'getOne'], refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ['perfis'] });
  };

  const adicionar = async (c: Candidato) => {
    if (!record) return;
    if (c.equipeId !== null) {
      // team names often start with "Equipe": quoted, not after "na equipe"
      const de = nomeDaEquipe(c.equipeId);
      const mover = await confirm({
        title: t('app.equipes.mudar_titulo'),
        message: de
          ? t('app.equipes.mudar_msg', { nome: c.nome, equipe: de, destino: record.nome })
          : t('app.equipes.mudar_msg_outra', { nome: c.nome, destino: record.nome }),
        confirmText: t('app.equipes.mover'),
      });
      if (!mover) return;
    }
    await mudar(c.perfilId, record.id, t('app.equipes.entrou', { nome: c.nome }));
  };

  const remover = async (m: MembroEquipe) => {
    if (!record) return;
    const ok = await confirm({
      title: t('app.equipes.remover_titulo'),
      message: t('app.equipes.remover_msg', { nome: m.nomeCompleto, equipe: equipe?.nome ?? record.nome }),
      confirmText: t('app.equipes.remover'),
    });
    if (ok) await mudar(m.perfilId, null, t('app.equipes.saiu', { nome: m.nomeCompleto }));
  };

  function nomeDaEquipe(id: number): string | undefined {
    return outrasEquipes?.find((e) => e.id === id)?.nome;
  }

  return {
    equipe,
    membros,
    erro: detalhe.isError && membros === undefined,
    candidatos,
    carregandoCandidatos: perfis.isPending && empresaId !== undefined,
    nomeDaEquipe,
    ocupado,
    adicionar,
    remover,
  };
}
