/** What the FD, RD and SIP screens show: Total Investment, Return Earned, Maturity Amount. */
export interface InvestmentResult {
  totalInvestment: number;
  returnEarned: number;
  maturityAmount: number;
}
