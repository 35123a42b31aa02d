/**
 * The GST rates of goods and services, in percent, from 22 September 2025 (the GST Council's 56th
 * meeting; Notifications 9/2025 and 15/2025-Central Tax (Rate)): 5% and 18% for most, 40% for luxury and
 * sin goods, 3% for gold and 0.25% for rough diamonds. Each is split equally between the Centre (CGST)
 * and the State (SGST) on a sale within a State.
 */
export const GST_RATES = [0.25, 3, 5, 18, 40] as const;

export type GstRate = (typeof GST_RATES)[number];

/** The GST Calculator's rate until the visitor picks another. */
export const DEFAULT_GST_RATE: GstRate = 18;
