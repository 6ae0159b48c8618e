// Accents folded the same way in the database's search documents (a generated column: SQL `translate`, which
// PGlite and PostgreSQL both have, unlike the `unaccent` extension) and in the words searched for (JavaScript).

/** The Latin letters with diacritics (Latin-1 Supplement, Extended-A and -B, Extended Additional) and their bases. */
function foldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [first, last] of ranges) {
    for (let code = first; code <= last; code += 1) {
      const letter = String.fromCodePoint(code);
      const base = letter.normalize('NFD').replace(/\p{M}/gu, '');
      if (base.length === 1 && base !== letter && /[A-Za-z]/.test(base)) {
        from += letter;
        to += base;
      }
    }
  }
  return { from, to };
}

export const FOLD_TABLE = foldTable();

/** `Gráinne Fernández` → `Grainne Fernandez`: what the search documents hold and the search looks for. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
