import { FORM_LIMITS, PROFILE_LIMITS } from '@introask/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CharCounter } from './char-counter';
import { RemainingCounter } from './remaining-counter';
import { TextInputField } from './text-field';

describe('CharCounter', () => {
  it('shows n/max and stays neutral at exactly 80 percent', () => {
    render(<CharCounter length={64} max={FORM_LIMITS.introducerName} />);
    const counter = screen.getByText('64/80');
    expect(counter).not.toHaveAttribute('data-warning');
    expect(counter).not.toHaveClass('text-orange-700');
  });

  it('turns orange above 80 percent', () => {
    render(<CharCounter length={65} max={FORM_LIMITS.introducerName} />);
    expect(screen.getByText('65/80')).toHaveClass('text-orange-700');
  });
});

describe('RemainingCounter', () => {
  it('shows remaining characters, red only below 50', () => {
    const { rerender } = render(<RemainingCounter length={PROFILE_LIMITS.bio - 50} max={PROFILE_LIMITS.bio} />);
    expect(screen.getByText('50 characters remaining')).not.toHaveClass('text-red-700');
    rerender(<RemainingCounter length={PROFILE_LIMITS.bio - 49} max={PROFILE_LIMITS.bio} />);
    expect(screen.getByText('49 characters remaining')).toHaveClass('text-red-700');
  });

  it('says how far over the limit the text is', () => {
    render(<RemainingCounter length={PROFILE_LIMITS.bio + 3} max={PROFILE_LIMITS.bio} />);
    expect(screen.getByText('3 characters over the limit')).toHaveClass('text-red-700');
  });
});

describe('TextInputField', () => {
  it('labels the input, caps it at the limit and describes it with the counter', () => {
    render(<TextInputField label="Target name" value="Priya" max={FORM_LIMITS.targetName} onValueChange={() => {}} />);
    const input = screen.getByLabelText('Target name');
    expect(input).toHaveAttribute('maxLength', '80');
    expect(input).toHaveAccessibleDescription('5/80 characters');
  });
});
