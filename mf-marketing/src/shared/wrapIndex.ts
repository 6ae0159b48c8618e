/** `index` moved into 0…count-1, wrapping past either end: Next on the last item goes to the first, Previous on the first to the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
