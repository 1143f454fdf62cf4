/** A route pattern that wraps after its slashes on a phone, not inside a word. */
export function Rota({ rota }: { rota: string }) {
  const partes = rota.split('/');
  return (
    <>
      {partes.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one fixed string, never reordered
        <span key={i}>
          {i > 0 ? '/' : ''}
          {p}
          {i < partes.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </>
  );
}
