import { render, screen } from '@testing-library/react';
import { focusableInHiddenDrawing } from '../../test/screen-helpers';
import { GrowthChart } from './growth-chart';

const POINTS = [
  { year: 1, invested: 150000, value: 160650 },
  { year: 2, invested: 300000, value: 332706 },
];

test('the drawing is hidden from screen readers and holds nothing a keyboard can reach (axe aria-hidden-focus)', () => {
  const { container } = render(<GrowthChart points={POINTS} />);
  expect(screen.getByRole('figure', { name: 'Invested vs value' })).toBeInTheDocument();
  expect(focusableInHiddenDrawing(container)).toEqual([]);
});
