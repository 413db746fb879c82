import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('star rating', () => {
  it('shows 4.5 as four and a half stars, never rounded up to five, and says it in words', () => {
    const { container } = render(<StarRating rating={4.5} reviewCount={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 (12 reviews)' })).toBeTruthy();
    const fill = container.querySelector<HTMLElement>('.star-rating__fill')!;
    expect(fill.style.width).toBe('90%');
    expect(screen.getByText('4.5')).toBeTruthy();
  });

  it('calls a provider without reviews New, with no empty stars or 0.0', () => {
    const { container } = render(<StarRating rating={0} reviewCount={0} />);
    expect(screen.getByText('New')).toBeTruthy();
    expect(container.textContent).not.toMatch(/0\.0|☆|reviews/);
  });
});
