import { formatFen, parseFen } from '@cvap/contracts';

/** The exact sum of yuan texts ("120.50"), in integer fen: money never goes through a float. */
export function sumYuan(amounts: readonly string[]): string {
  return formatFen(amounts.reduce((sum, amount) => sum + parseFen(amount, { allowNegative: true }), 0n));
}
