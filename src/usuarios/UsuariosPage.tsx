import { Navigate, useParams } from 'react-router-dom';
import { UsuarioCreate, UsuarioEdit } from './UsuarioForm';
import { UsuariosList } from './UsuariosList';

/**
 * /usuarios, /usuarios/create and /usuarios/{usuarioId} (docs/produto.md §2), one route element for the three: the company
 * routes give the list and its detail path the same element. /usuarios/me is a route of its own, and a static
 * segment outranks this one's parameter, so the own profile page still wins.
 */
export function UsuariosPage() {
  const { usuarioId } = useParams();
  if (usuarioId === undefined) return <UsuariosList />;
  if (usuarioId === 'create') return <UsuarioCreate />;
  if (!/^\d+$/.test(usuarioId)) return <Navigate to=".." relative="path" replace />;
  // a new key per user: the form starts clean when one user's page leads to another's
  return <UsuarioEdit key={usuarioId} usuarioId={Number(usuarioId)} />;
}
