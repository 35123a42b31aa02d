import { useEffect, useRef, useState } from 'react';
import type { RatesAnswer } from '@fintools/shared/api/rates';
import type { CurrencyCode } from '@fintools/shared/data/currencies';
import { conversionLine, convertCurrency, currencyOptions, CURRENCY_DEFAULTS, rateRows, ratesNote } from './currency';
import { validateCurrencyInput } from './currency-input';
import { fetchRates } from './rates-client';
import { useT } from '@fintools/shared/ui/language';

/** How long typing in Amount must pause before the rates are fetched again. */
export const AMOUNT_DEBOUNCE_MS = 300;

/** What the last request that still counts came back with, and which inputs it was made for. */
interface Outcome {
  key: string;
  /** The answer, or null after a failure (docs/product.md §8: the result and the rates list are cleared). */
  rates: RatesAnswer | null;
}

/**
 * The converter's state: the visitor's raw amount text and the two currencies; everything else is
 * derived. Rates are fetched again whenever from, to or the amount change (docs/product.md §4), the amount only
 * once typing pauses. Only the newest request may answer: each fetch is aborted when a newer one starts,
 * and a counter drops any answer that still arrives late.
 */
export function useCurrencyConverter() {
  const t = useT();
  const [amount, setAmountText] = useState<string>(CURRENCY_DEFAULTS.amount);
  // The amount the rates were last asked for: it follows `amount` once typing pauses.
  const [settledAmount, setSettledAmount] = useState<string>(CURRENCY_DEFAULTS.amount);
  const [from, setFrom] = useState<CurrencyCode>(CURRENCY_DEFAULTS.from);
  const [to, setTo] = useState<CurrencyCode>(CURRENCY_DEFAULTS.to);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const latestRequest = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // One request per distinct (from, to, settled amount, retry); the rates themselves depend only on
  // `from`, but the spec asks for a fetch on every change and the gateway caches per base.
  const requestKey = JSON.stringify([from, to, settledAmount, attempt]);

  useEffect(() => {
    const request = ++latestRequest.current;
    const controller = new AbortController();
    const settle = (rates: RatesAnswer | null) => {
      if (request === latestRequest.current && !controller.signal.aborted) setOutcome({ key: requestKey, rates });
    };
    fetchRates(from, controller.signal).then(settle, () => settle(null));
    return () => controller.abort();
  }, [from, requestKey]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  const loading = outcome?.key !== requestKey;
  const rates = outcome?.rates ?? null;
  // While a new base loads, the last answer is for the old base: nothing of it is shown but its codes.
  const current = rates?.base === from ? rates : null;
  const validation = validateCurrencyInput({ amount });
  const conversion =
    current && validation.ok ? convertCurrency({ amount: validation.value.amount, from, to }, current) : null;

  return {
    amount,
    amountError: validation.ok ? undefined : validation.errors.amount,
    from,
    to,
    options: currencyOptions(rates, [from, to]),
    loading,
    failed: !loading && outcome !== null && outcome.rates === null,
    /** The result line, "1 USD = 85.00 INR", or null when there is nothing right to show. */
    line: conversion ? conversionLine(conversion) : null,
    /** The answer has no rate for `to` (it cannot happen with the gateway's answers, but is said if it does). */
    missingRate: current !== null && validation.ok && conversion === null,
    base: current?.base ?? null,
    rows: current ? rateRows(current) : [],
    note: current ? ratesNote(current, t) : null,
    setAmount(text: string) {
      setAmountText(text);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => setSettledAmount(text), AMOUNT_DEBOUNCE_MS);
    },
    setFrom,
    setTo,
    swap() {
      setFrom(to);
      setTo(from);
    },
    retry: () => setAttempt((count) => count + 1),
  };
}
