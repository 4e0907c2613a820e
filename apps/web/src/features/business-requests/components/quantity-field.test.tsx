import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityField } from './quantity-field';

const label = 'Antal klistermärken';
const error = 'Ange ett heltal från 1 och uppåt.';

describe('QuantityField', () => {
  it('is a labelled whole-number input from 1 that reports each change', () => {
    const onChange = vi.fn();
    render(<QuantityField id="quantity" label={label} error={null} value="12" onChange={onChange} />);
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveValue(12);
    expect(input).not.toHaveAttribute('aria-invalid');
    fireEvent.change(input, { target: { value: '120' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows its problem under the input and ties it to the input', () => {
    render(<QuantityField id="quantity" label={label} error={error} value="0" onChange={() => undefined} />);
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(error);
  });
});
