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
import {
  CreateButton,
  useCreatePath,
  useDataProvider,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatCurrency, formatDay } from '../../core/schema/display';
import type { RegisterModel } from '../../core/schema/model';
import { readApiError } from '../data/apiError';
import { writableValues } from '../schema/formValues';
import { type BoardFilter, BoardFilters } from './BoardFilters';
import {
  byEtapa,
  columnSummary,
  columnTotals,
  ETAPA_LABELS,
  ETAPAS,
  type Etapa,
  isEtapa,
  type NegociacaoRecord,
  neighbourEtapa,
} from './etapas';
import { useNomes } from './useNomes';

/** The most cards the board reads at once (the API's largest page). */
export const BOARD_LIMIT = 500;

// Space picks a card up (Enter opens it instead); Tab does not drop it, so focus never wanders mid-move.
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** The pointer's column when there is a pointer; otherwise (the keyboard) the column the card overlaps most. */
const colisao: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

interface NegociacaoCardProps {
  negociacao: NegociacaoRecord;
  vendedor: string;
  arrastando: boolean;
  salvando: boolean;
  onAbrir: () => void;
}

function NegociacaoCardBody({ negociacao, vendedor }: Pick<NegociacaoCardProps, 'negociacao' | 'vendedor'>) {
  const valor = formatCurrency(negociacao.valorEstimado);
  const previsao = formatDay(negociacao.previsaoFechamento);
  const t = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {negociacao.clienteNome}
      </Typography>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {valor || t('app.negociacoes.quadro.sem_valor')}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {previsao
          ? t('app.negociacoes.quadro.previsao', { data: previsao })
          : t('app.negociacoes.quadro.sem_previsao')}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {vendedor}
      </Typography>
    </>
  );
}

/** One negotiation on the board: dragged by mouse, touch or keyboard; a click or Enter opens it. */
function NegociacaoCard({ negociacao, vendedor, arrastando, salvando, onAbrir }: NegociacaoCardProps) {
  const t = useTranslate();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: negociacao.id,
    attributes: { roleDescription: t('app.negociacoes.quadro.cartao') },
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
      <NegociacaoCardBody negociacao={negociacao} vendedor={vendedor} />
    </Paper>
  );
}

interface EtapaColumnProps {
  etapa: Etapa;
  cards: NegociacaoRecord[];
  children: React.ReactNode;
}

/** A stage: its name, how many cards and their total, and the cards; a drop target. */
function EtapaColumn({ etapa, cards, children }: EtapaColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: etapa });
  const titulo = useId();
  const { quantidade, total } = columnTotals(cards);
  const t = useTranslate();
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
        aria-label={t('app.negociacoes.quadro.total_de', { etapa: ETAPA_LABELS[etapa] })}
      >
        {columnSummary(quantidade, total, t)}
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

export interface NegociacoesBoardProps {
  model: RegisterModel;
  canWrite: boolean;
  filtros: BoardFilter;
  onFiltros: (filtros: BoardFilter) => void;
}

/**
 * The negotiations by stage: one column per etapa, with count and Σ valorEstimado of the cards shown. A card moves
 * by drag (mouse, touch) or by keyboard (Space, arrows, Space; Esc cancels), told to screen readers as it goes;
 * the move is saved at once (PUT with the updatedAt read) and shown before the answer, undone with a word if the
 * server refuses it (409 included: then the board is read again).
 */
export function NegociacoesBoard({ model, canWrite, filtros, onFiltros }: NegociacoesBoardProps) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { nomeDoVendedor } = useNomes();
  // the list's filters other than the stage (the columns are the stages)
  const { etapa: _etapa, ...filter } = filtros;
  const { data, total, isPending, error, refetch } = useGetList<NegociacaoRecord>(
    model.resource,
    {
      pagination: { page: 1, perPage: BOARD_LIMIT },
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
  const colunas = useMemo(() => byEtapa(registros), [registros]);
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
    const proxima = neighbourEtapa(atual, direcao);
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

  const nomeDe = (id: unknown) =>
    porId.get(Number(id))?.clienteNome ?? t('app.negociacoes.quadro.a_negociacao');
  const etapaDe = (id: unknown) => (isEtapa(id) ? ETAPA_LABELS[id] : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const r = porId.get(Number(active.id));
      return t('app.negociacoes.quadro.pega', {
        nome: nomeDe(active.id),
        etapa: r ? ETAPA_LABELS[r.etapa] : '',
      });
    },
    onDragOver: ({ active, over }) =>
      over
        ? t('app.negociacoes.quadro.sobre', { nome: nomeDe(active.id), etapa: etapaDe(over.id) })
        : t('app.negociacoes.quadro.fora', { nome: nomeDe(active.id) }),
    onDragEnd: ({ active, over }) => {
      const r = porId.get(Number(active.id));
      if (!over || !r) return t('app.negociacoes.quadro.solta_fora', { nome: nomeDe(active.id) });
      return over.id === r.etapa
        ? t('app.negociacoes.quadro.continua', { nome: nomeDe(active.id), etapa: ETAPA_LABELS[r.etapa] })
        : t('app.negociacoes.quadro.movida', { nome: nomeDe(active.id), etapa: etapaDe(over.id) });
    },
    onDragCancel: ({ active }) => {
      const r = porId.get(Number(active.id));
      return t('app.negociacoes.quadro.cancelado', {
        nome: nomeDe(active.id),
        etapa: r ? ETAPA_LABELS[r.etapa] : t('app.negociacoes.quadro.sua_coluna'),
      });
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
      const falha = readApiError(erro);
      const de = ETAPA_LABELS[base.etapa];
      if (falha.kind === 'conflict') {
        avisar(t('app.negociacoes.quadro.conflito', { nome: base.clienteNome, etapa: de }), 'error');
        void refetch();
      } else {
        avisar(
          t('app.negociacoes.quadro.nao_moveu', {
            nome: base.clienteNome,
            erro: falha.message ?? t('app.negociacoes.quadro.erro_salvar'),
            etapa: de,
          }),
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
      <BoardFilters filtros={filtros} onFiltros={onFiltros} />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('app.negociacoes.quadro.tentar')}
            </Button>
          }
        >
          {t('app.negociacoes.quadro.erro_carregar')}
        </Alert>
      ) : null}
      {!isPending && total !== undefined && total > registros.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('app.negociacoes.quadro.limite', { n: registros.length, total })}
        </Alert>
      )}
      {!isPending && !error && registros.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography variant="h6" component="p" gutterBottom>
            {filtrando ? t('app.negociacoes.vazio.filtros') : t('app.negociacoes.vazio.nenhuma')}
          </Typography>
          {!filtrando && canWrite && <CreateButton variant="contained" label={t('app.negociacoes.nova')} />}
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
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('app.negociacoes.quadro.instrucoes') },
        }}
      >
        {/* The columns scroll sideways on a narrow window. With no card to focus (loading, nothing found) the row
            itself takes the focus, so the keyboard can still scroll to the stages out of view (WCAG 2.1.1; axe's
            scrollable-region-focusable); with cards, focusing one scrolls it into view and no extra stop is added. */}
        <Box
          role="region"
          aria-label={t('app.negociacoes.visao.quadro_aria')}
          tabIndex={isPending || registros.length === 0 ? 0 : undefined}
          data-quadro
          sx={{
            display: 'flex',
            gap: 1.5,
            overflowX: 'auto',
            pb: 2,
            alignItems: 'flex-start',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {ETAPAS.map((etapa) => (
            <EtapaColumn key={etapa} etapa={etapa} cards={colunas[etapa]}>
              {isPending
                ? [0, 1].map((i) => (
                    <li key={i}>
                      <Skeleton variant="rounded" height={88} />
                    </li>
                  ))
                : colunas[etapa].map((r) => (
                    <li key={r.id}>
                      <NegociacaoCard
                        negociacao={r}
                        vendedor={nomeDoVendedor(r.vendedorId)}
                        arrastando={ativo !== null}
                        salvando={pendentes[r.id] !== undefined}
                        onAbrir={() => abrir(r.id)}
                      />
                    </li>
                  ))}
            </EtapaColumn>
          ))}
        </Box>
        <DragOverlay dropAnimation={null}>
          {ativo ? (
            <Paper elevation={8} data-overlay sx={{ p: 1.25, width: 244, cursor: 'grabbing' }}>
              <NegociacaoCardBody negociacao={ativo} vendedor={nomeDoVendedor(ativo.vendedorId)} />
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </Box>
  );
}
