import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaybillText } from '../../../src/workbench/waybill/WaybillText';

describe('WaybillText', () => {
  afterEach(cleanup);

  it('turns each waybill number into a button and leaves the rest as text', () => {
    const onOpen = vi.fn();
    const { container } = render(<WaybillText text="Where is KD100200300401 <b>now</b>?" onOpen={onOpen} />);
    expect(container.textContent).toBe('Where is KD100200300401 <b>now</b>?');
    expect(container.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'KD100200300401' }));
    expect(onOpen).toHaveBeenCalledWith('KD100200300401');
  });

  it('renders plain text when there is no number', () => {
    const { container } = render(<WaybillText text="hello 13800138000" onOpen={() => undefined} />);
    expect(container.textContent).toBe('hello 13800138000');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
