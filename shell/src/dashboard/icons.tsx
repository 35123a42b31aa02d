/** Small line icons for the dashboard cards, drawn in currentColor (no icon font, no extra request). */
const PATHS = {
  emi: 'M4 6h16v12H4zM4 10h16M8 15h3',
  deposit: 'M3 10l9-6 9 6M5 10v8M19 10v8M9 10v8M15 10v8M3 20h18',
  recurring: 'M4 12a8 8 0 0114-5.3M20 12a8 8 0 01-14 5.3M18 3v4h-4M6 21v-4h4',
  growth: 'M3 20h18M5 16l5-5 4 3 6-7M16 7h4v4',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  tax: 'M7 3h10v18H7zM10 7h4M10 11h4M10 15h2',
  compare: 'M4 5h7v14H4zM13 5h7v14h-7z',
  loan: 'M3 11l9-7 9 7M6 10v10h12V10M10 20v-5h4v5',
  percent: 'M19 5L5 19M7 9a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  cake: 'M4 20h16v-8H4zM4 15c2 1 4 1 6 0s4-1 6 0 3 1 4 0M12 12V8M12 5v.5',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none">
      <path d={PATHS[name]} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
