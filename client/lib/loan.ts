/** Monthly payment of a fixed-rate installment loan (APR in percent, term in months). */
export function monthlyPayment(amount: number, aprPercent: number, months: number): number {
  if (amount <= 0 || months <= 0) return 0;
  const rate = aprPercent / 100 / 12;
  if (rate === 0) return amount / months;
  return (amount * rate) / (1 - (1 + rate) ** -months);
}

export const formatDollars = (value: number, cents = false) =>
  value.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
