import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';

/** What a loan's payments go to, in whole rupees: the amount borrowed and the interest on it. */
export interface LoanSplit {
  principal: number;
  interest: number;
}

/**
 * Each part's share of the total payment, in percent to one decimal. The interest's share is what the
 * principal's leaves, so the two always add up to 100 as printed.
 * @example loanSplitShares({ principal: 500000, interest: 23319 }) // { principal: 95.5, interest: 4.5 }
 */
export function loanSplitShares({ principal, interest }: LoanSplit): LoanSplit {
  const total = principal + interest;
  const principalShare = total > 0 ? Math.round((principal / total) * 1000) / 10 : 0;
  return { principal: principalShare, interest: total > 0 ? Math.round((100 - principalShare) * 10) / 10 : 0 };
}

/**
 * The donut in words, for anyone who cannot see it, in the page's language (`t`).
 * @example describeLoanSplit({ principal: 500000, interest: 23319 })
 * // 'Of a total payment of ₹5,23,319, principal is ₹5,00,000 (95.5%) and interest ₹23,319 (4.5%).'
 */
export function describeLoanSplit(split: LoanSplit, t: Translate = interpolate): string {
  const shares = loanSplitShares(split);
  return t(
    'Of a total payment of {total}, principal is {principal} ({principalShare}) and interest {interest} ({interestShare}).',
    {
      total: formatInr(split.principal + split.interest),
      principal: formatInr(split.principal),
      principalShare: formatPercent(shares.principal, 1),
      interest: formatInr(split.interest),
      interestShare: formatPercent(shares.interest, 1),
    },
  );
}
