import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './quiet-boundary.tsx';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

describe('QuietBoundary', () => {
  it("shows the caller's fallback in place of what failed, tells the caller, and leaves the rest alone", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <>
        <p>The page</p>
        <QuietBoundary fallback={<p>Fallback</p>} onError={onError}>
          <Broken />
        </QuietBoundary>
      </>,
    );
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.getByText('Fallback')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('shows its children while nothing fails', () => {
    render(
      <QuietBoundary fallback={<p>Fallback</p>}>
        <p>Footer</p>
      </QuietBoundary>,
    );
    expect(screen.getByText('Footer')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
  });
});
