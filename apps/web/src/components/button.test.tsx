import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClasses } from './button.tsx';

describe('Button', () => {
  it('is a plain button by default, teal, at least 44 px tall', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('bg-teal-700');
    expect(button.className).toContain('min-h-11');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while loading, keeps its focus and does not send its form again', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Signing in…
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(document.activeElement).toBe(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives each variant and size its look, and adds layout classes', () => {
    expect(buttonClasses({ variant: 'secondary' })).toContain('border-stone-300');
    expect(buttonClasses({ variant: 'danger' })).toContain('bg-red-700');
    expect(buttonClasses({ variant: 'danger-outline' })).toContain('text-red-700');
    expect(buttonClasses({ size: 'icon' })).toContain('size-11');
    expect(buttonClasses({ size: 'lg', className: 'w-full' })).toMatch(/text-base.* w-full$/);
    // A link reads as text: the tap height stays, the side padding goes.
    expect(buttonClasses({ variant: 'link' })).toContain('min-h-11');
    expect(buttonClasses({ variant: 'link' })).not.toMatch(/\bpx-/);
  });
});
