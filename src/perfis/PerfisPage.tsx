import { Navigate, useParams } from 'react-router-dom';
import { PerfilEdit } from './PerfilEdit';
import { PerfisList } from './PerfisList';

/** /perfis and /perfis/{perfilId} (docs/produto.md §2). Profiles are born from an invitation (/usuarios/create). */
export function PerfisPage() {
  const { perfilId } = useParams();
  if (perfilId === undefined) return <PerfisList />;
  if (!/^\d+$/.test(perfilId)) return <Navigate to=".." relative="path" replace />;
  return <PerfilEdit key={perfilId} perfilId={Number(perfilId)} />;
}
