// The allocation rule of a new-coin subscription, as the page states it. When everything asked
// for fits in the quantity for sale, everyone gets what they asked. Otherwise each subscription
// gets floor(asked × for sale / total asked) rounded down to whole lots; the lots left over go one
// each to the largest remainders, the earlier subscription first on equal remainders (the input
// comes in subscription order). Nobody gets more than they asked, and the sum never exceeds the
// quantity for sale. Pure: bigint minor units in, bigint minor units out.

/** The pass quantity of each asked quantity (same order). Every asked quantity and the quantity for sale are whole multiples of `lot`. */
export function allocate(asked: readonly bigint[], forSale: bigint, lot: bigint): bigint[] {
  if (lot <= 0n) throw new Error('allocation: the lot must be positive');
  const total = asked.reduce((s, q) => s + q, 0n);
  if (total <= forSale) return [...asked];
  const lots = asked.map((q) => q / lot);
  const totalLots = total / lot;
  const saleLots = forSale / lot;
  const given = lots.map((a) => (a * saleLots) / totalLots);
  const remainders = lots.map((a) => (a * saleLots) % totalLots);
  let left = saleLots - given.reduce((s, g) => s + g, 0n);
  const order = lots.map((_, i) => i).filter((i) => remainders[i] > 0n)
    .sort((x, y) => (remainders[x] === remainders[y] ? x - y : remainders[x] > remainders[y] ? -1 : 1));
  for (const i of order) {
    if (left <= 0n) break;
    if (given[i] < lots[i]) { given[i] += 1n; left -= 1n; }
  }
  return given.map((g) => g * lot);
}
