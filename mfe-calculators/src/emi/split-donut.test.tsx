import { render, screen } from '@testing-library/react';
import { focusableInHiddenDrawing } from '../../test/screen-helpers';
import { SplitDonut } from './split-donut';

test('the drawing is hidden from screen readers and holds nothing a keyboard can reach (axe aria-hidden-focus)', () => {
  const { container } = render(<SplitDonut principal={500000} interest={23319} />);
  expect(screen.getByRole('figure', { name: 'Principal vs Interest' })).toBeInTheDocument();
  expect(focusableInHiddenDrawing(container)).toEqual([]);
});
