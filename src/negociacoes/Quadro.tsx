import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CreateButton, useCreatePath, useDataProvider, useGetList, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatCurrency, formatDay } from '../schema/display';
import { classifySaveError, writableValues } from '../schema/formValues';
import type { RegisterModel } from '../schema/model';
import {
  ETAPA_LABELS,
  ETAPAS,
  type Etapa,
  etapaVizinha,
  isEtapa,
  type NegociacaoRecord,
  porEtapa,
  resumoDaColuna,
  totaisDaColuna,
} from './etapas';
import { FiltrosDoQuadro, type FiltrosQuadro } from './FiltrosDoQuadro';
import { useNomes } from './useNomes';

/** The most cards the board reads at once (the API's largest page). */
export const LIMITE_DO_QUADRO = 500;

const INSTRUCOES =
  'Para mover uma negociação de etapa: Espaço pega o cartão, as setas para a esquerda e para a direita o levam ' +
  'de uma coluna a outra, Espaço ou Enter o soltam e Esc cancela. Enter, sem pegar o cartão, abre a negociação.';

// Space picks a card up (Enter opens it instead); Tab does not drop it, so focus never wanders mid-move.
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** The pointer's column when there is a pointer; otherwise (the keyboard) the column the card overlaps most. */
const colisao: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

interface CartaoProps {
  negociacao: NegociacaoRecord;
  vendedor: string;
  arrastando: boolean;
  salvando: boolean;
  onAbrir: () => void;
}

function ConteudoDoCartao({ negociacao, vendedor }: Pick<CartaoProps, 'negociacao' | 'vendedor'>) {
  const valor = formatCurrency(negociacao.valorEstimado);
  const previsao = formatDay(negociacao.previsaoFechamento);
  return (
    <>
      <Typography variant="subtitle2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {negociacao.clienteNome}
      </Typography>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {valor || 'Sem valor estimado'}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {previsao ? `Previsão: ${previsao}` : 'Sem previsão'}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {vendedor}
      </Typography>
    </>
  );
}

/** One negotiation on the board: dragged by mouse, touch or keyboard; a click or Enter opens it. */
function Cartao({ negociacao, vendedor, arrastando, salvando, onAbrir }: CartaoProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: negociacao.id,
    attributes: { roleDescription: 'cartão móvel' },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // while a card is held the keys belong to the move (Enter drops it)
    if (event.key === 'Enter' && !arrastando) {
      event.preventDefault();
      onAbrir();
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      {...attributes}
      {...listeners}
      aria-busy={salvando || undefined}
      data-card-id={negociacao.id}
      onKeyDown={onKeyDown}
      onClick={onAbrir}
      sx={{
        p: 1.25,
        cursor: 'grab',
        opacity: isDragging ? 0.4 : salvando ? 0.7 : 1,
        touchAction: 'manipulation',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <ConteudoDoCartao negociacao={negociacao} vendedor={vendedor} />
    </Paper>
  );
}

interface ColunaProps {
  etapa: Etapa;
  cards: NegociacaoRecord[];
  children: React.ReactNode;
}

/** A stage: its name, how many cards and their total, and the cards; a drop target. */
function Coluna({ etapa, cards, children }: ColunaProps) {
  const { setNodeRef, isOver } = useDroppable({ id: etapa });
  const titulo = useId();
  const { quantidade, total } = totaisDaColuna(cards);
  return (
    <Box
      component="section"
      ref={setNodeRef}
      aria-labelledby={titulo}
      data-etapa={etapa}
      sx={{
        flex: '0 0 264px',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        border: 1,
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'background.paper',
        p: 1,
        minHeight: 240,
      }}
    >
      <Typography id={titulo} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {ETAPA_LABELS[etapa]}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
        aria-label={`Total de ${ETAPA_LABELS[etapa]}`}
      >
        {resumoDaColuna(quantidade, total)}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={titulo}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {children}
      </Box>
    </Box>
  );
}

export interface QuadroProps {
  model: RegisterModel;
  canWrite: boolean;
  filtros: FiltrosQuadro;
  onFiltros: (filtros: FiltrosQuadro) => void;
}

/**
 * The negotiations by stage: one column per etapa, with count and Σ valorEstimado of the cards shown. A card moves
 * by drag (mouse, touch) or by keyboard (Space, arrows, Space; Esc cancels), told to screen readers as it goes;
 * the move is saved at once (PUT with the updatedAt read) and shown before the answer, undone with a word if the
 * server refuses it (409 included: then the board is read again).
 */
export function Quadro({ model, canWrite, filtros, onFiltros }: QuadroProps) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { nomeDoVendedor } = useNomes();
  // the list's filters other than the stage (the columns are the stages)
  const { etapa: _etapa, ...filter } = filtros;
  const { data, total, isPending, error, refetch } = useGetList<NegociacaoRecord>(
    model.resource,
    {
      pagination: { page: 1, perPage: LIMITE_DO_QUADRO },
      sort: { field: 'updatedAt', order: 'DESC' },
      filter,
    },
    { refetchOnMount: true },
  );
  // moves on their way (shown already) and the records the server answered since the board was read
  const [pendentes, setPendentes] = useState<Record<number, Etapa>>({});
  const [salvos, setSalvos] = useState<Record<number, NegociacaoRecord>>({});
  const [ativo, setAtivo] = useState<NegociacaoRecord | null>(null);
  const [focar, setFocar] = useState<number | null>(null);
  // the column a card held by keyboard is over, for the arrows to know where "next" is
  const alvo = useRef<Etapa | null>(null);

  const registros = useMemo(
    () =>
      (data ?? []).map((r) => {
        const salvo = salvos[r.id];
        const atual = salvo && salvo.updatedAt >= r.updatedAt ? salvo : r;
        const pendente = pendentes[r.id];
        return pendente ? { ...atual, etapa: pendente } : atual;
      }),
    [data, salvos, pendentes],
  );
  const colunas = useMemo(() => porEtapa(registros), [registros]);
  const porId = useMemo(() => new Map(registros.map((r) => [r.id, r])), [registros]);

  // after a move the card is drawn in another column: the focus follows it, for the next move
  useEffect(() => {
    if (focar === null) return;
    const card = document.querySelector<HTMLElement>(`[data-card-id="${focar}"]`);
    card?.focus();
    setFocar(null);
  }, [focar]);

  const coordenadas: KeyboardCoordinateGetter = (event, { context }) => {
    const direcao = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (direcao === 0) return undefined;
    event.preventDefault();
    const over = context.over?.id;
    const atual = isEtapa(over) ? over : alvo.current;
    if (!atual) return undefined;
    const proxima = etapaVizinha(atual, direcao);
    if (proxima === atual) return undefined;
    const rect = context.droppableRects.get(proxima);
    if (!rect) return undefined;
    alvo.current = proxima;
    // the card's corner just inside the next column, under its heading
    return { x: rect.left + 8, y: rect.top + 48 };
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { keyboardCodes: KEYBOARD_CODES, coordinateGetter: coordenadas }),
  );

  const nomeDe = (id: unknown) => porId.get(Number(id))?.clienteNome ?? 'A negociação';
  const etapaDe = (id: unknown) => (isEtapa(id) ? ETAPA_LABELS[id] : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const r = porId.get(Number(active.id));
      return `${nomeDe(active.id)} pega, na coluna ${r ? ETAPA_LABELS[r.etapa] : ''}. Use as setas para a esquerda e para a direita para mudar de etapa, Espaço para soltar, Esc para cancelar.`;
    },
    onDragOver: ({ active, over }) =>
      over
        ? `${nomeDe(active.id)} sobre a coluna ${etapaDe(over.id)}.`
        : `${nomeDe(active.id)} fora das colunas.`,
    onDragEnd: ({ active, over }) => {
      const r = porId.get(Number(active.id));
      if (!over || !r) return `${nomeDe(active.id)} solta fora das colunas: nada mudou.`;
      return over.id === r.etapa
        ? `${nomeDe(active.id)} continua em ${ETAPA_LABELS[r.etapa]}.`
        : `${nomeDe(active.id)} movida para ${etapaDe(over.id)}. Salvando…`;
    },
    onDragCancel: ({ active }) => {
      const r = porId.get(Number(active.id));
      return `Movimento cancelado. ${nomeDe(active.id)} continua em ${r ? ETAPA_LABELS[r.etapa] : 'sua coluna'}.`;
    },
  };

  const avisar = (texto: string, type: 'success' | 'error' | 'info') =>
    notify(texto, { type, messageArgs: { _: texto } });

  const mover = async (registro: NegociacaoRecord, etapa: Etapa) => {
    const id = registro.id;
    const { [id]: _p, ...semPendente } = pendentes;
    const base = salvos[id] && salvos[id].updatedAt >= registro.updatedAt ? salvos[id] : registro;
    setPendentes({ ...semPendente, [id]: etapa });
    try {
      const { data: salvo } = await dataProvider.update<NegociacaoRecord>(model.resource, {
        id,
        data: writableValues(model, { ...base, etapa } as Record<string, unknown>, {
          editing: true,
          previousData: base as unknown as Record<string, unknown>,
        }),
        previousData: base,
      });
      setSalvos((s) => ({ ...s, [id]: salvo }));
      // the record's page and the list read it again next time (not now: the board already shows it)
      void queryClient.invalidateQueries({ queryKey: [model.resource], refetchType: 'none' });
    } catch (erro) {
      const falha = classifySaveError(erro);
      const de = ETAPA_LABELS[base.etapa];
      if (falha.kind === 'conflict') {
        avisar(
          `Outra pessoa alterou “${base.clienteNome}” antes: a negociação voltou para ${de} e o quadro foi lido de novo. Tente mover outra vez.`,
          'error',
        );
        void refetch();
      } else {
        avisar(
          `Não foi possível mover “${base.clienteNome}”: ${falha.message ?? 'erro ao salvar'}. Ela voltou para ${de}.`,
          'error',
        );
      }
    } finally {
      setPendentes((p) => {
        const { [id]: _x, ...resto } = p;
        return resto;
      });
    }
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const r = porId.get(Number(active.id)) ?? null;
    setAtivo(r);
    alvo.current = r?.etapa ?? null;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setAtivo(null);
    alvo.current = null;
    const r = porId.get(Number(active.id));
    setFocar(Number(active.id));
    if (!r || !over || !isEtapa(over.id) || over.id === r.etapa) return;
    void mover(r, over.id);
  };

  const abrir = (id: number) => navigate(createPath({ resource: model.resource, id, type: 'edit' }));

  const filtrando = Object.values(filter).some((v) => v !== undefined && v !== '' && v !== null);

  return (
    <Box>
      <FiltrosDoQuadro filtros={filtros} onFiltros={onFiltros} />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Tentar de novo
            </Button>
          }
        >
          Não foi possível carregar as negociações.
        </Alert>
      ) : null}
      {!isPending && total !== undefined && total > registros.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          O quadro mostra as {registros.length} negociações alteradas mais recentemente, de {total}. Use a
          busca e os filtros para chegar às demais.
        </Alert>
      )}
      {!isPending && !error && registros.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography variant="h6" component="p" gutterBottom>
            {filtrando ? 'Nenhuma negociação com estes filtros.' : 'Nenhuma negociação ainda.'}
          </Typography>
          {!filtrando && canWrite && <CreateButton variant="contained" label="Nova negociação" />}
        </Box>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={colisao}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          const id = ativo?.id;
          setAtivo(null);
          alvo.current = null;
          if (id !== undefined) setFocar(id);
        }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCOES } }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
          {ETAPAS.map((etapa) => (
            <Coluna key={etapa} etapa={etapa} cards={colunas[etapa]}>
              {isPending
                ? [0, 1].map((i) => (
                    <li key={i}>
                      <Skeleton variant="rounded" height={88} />
                    </li>
                  ))
                : colunas[etapa].map((r) => (
                    <li key={r.id}>
                      <Cartao
                        negociacao={r}
                        vendedor={nomeDoVendedor(r.vendedorId)}
                        arrastando={ativo !== null}
                        salvando={pendentes[r.id] !== undefined}
                        onAbrir={() => abrir(r.id)}
                      />
                    </li>
                  ))}
            </Coluna>
          ))}
        </Box>
        <DragOverlay dropAnimation={null}>
          {ativo ? (
            <Paper elevation={8} data-overlay sx={{ p: 1.25, width: 244, cursor: 'grabbing' }}>
              <ConteudoDoCartao negociacao={ativo} vendedor={nomeDoVendedor(ativo.vendedorId)} />
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </Box>
  );
}
