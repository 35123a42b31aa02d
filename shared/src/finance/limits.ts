/**
 * The largest amount any FinTools field accepts: ₹1,00,00,00,00,00,00,000 (10 crore crore). Beyond it
 * doubles stop being exact to the rupee, so a bigger number is an input mistake, not a plan.
 */
export const MAX_AMOUNT = 1e15;
