// The building blocks of the demo data, shared by the people (seed.ts) and the sales (seed-vendas.ts).

export const NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vitória',
  'Wagner',
  'Yasmin',
  'Álvaro',
  'Letícia',
  'Márcio',
  'Cecília',
  'Sérgio',
  'Fábio',
  'Júlia',
  'Conceição',
];
export const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Cardoso',
  'Rocha',
  'Dias',
  'Conceição',
  'Gonçalves',
  'Mendes',
  'Simões',
  'Magalhães',
  'Brandão',
];

/** Small deterministic generator, so the demo is the same on every machine. */
export function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
