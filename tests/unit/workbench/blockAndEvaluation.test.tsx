import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockDialog } from '../../../src/workbench/block/BlockDialog';
import { EvaluationCard } from '../../../src/workbench/evaluation/EvaluationCard';

const send = vi.hoisted(() => vi.fn());
vi.mock('../../../src/workbench/common/useCall', () => ({ send }));

describe('blacklist dialog', () => {
  afterEach(() => {
    cleanup();
    send.mockReset();
  });

  const confirmButton = () => screen.getByRole('button', { name: 'ccim.desk.block.confirm' });

  it('needs a reason of at most 200 characters', () => {
    render(<BlockDialog sessionId="s1" onClose={() => undefined} onBlocked={() => undefined} />);
    expect(confirmButton()).toBeDisabled();
    const reason = screen.getByRole('textbox', { name: /ccim.desk.block.reason/ });
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(confirmButton()).toBeDisabled();
    fireEvent.change(reason, { target: { value: 'x'.repeat(201) } });
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByText('ccim.desk.block.reasonTooLong')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'x'.repeat(200) } });
    expect(confirmButton()).toBeEnabled();
  });

  it('sends the trimmed reason and the chosen duration (permanent is null)', async () => {
    send.mockResolvedValue({ id: 'b1' });
    const onBlocked = vi.fn();
    render(<BlockDialog sessionId="s1" onClose={() => undefined} onBlocked={onBlocked} />);
    fireEvent.change(screen.getByRole('textbox', { name: /ccim.desk.block.reason/ }), { target: { value: ' Abuse ' } });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('ccim.desk.block.permanent'));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onBlocked).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('PUT', 'workbench/pullBlock', { sessionId: 's1', reason: 'Abuse', days: null });
  });

  it('stays open when the server refuses (already blocked)', async () => {
    send.mockRejectedValue(new Error('This visitor is already on the blacklist'));
    const onBlocked = vi.fn();
    render(<BlockDialog sessionId="s1" onClose={() => undefined} onBlocked={onBlocked} />);
    fireEvent.change(screen.getByRole('textbox', { name: /ccim.desk.block.reason/ }), { target: { value: 'Abuse' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith('PUT', 'workbench/pullBlock', { sessionId: 's1', reason: 'Abuse', days: 7 }));
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    expect(onBlocked).not.toHaveBeenCalled();
  });
});

describe('evaluation card', () => {
  afterEach(cleanup);

  it('shows the score, the chosen reasons by name and the comment as text', () => {
    render(<EvaluationCard evaluation={{ sessionId: 's1', satisfaction: 2, categories: { timeliness: ['late_delivery'] }, comment: '<b>slow</b>' }} />);
    const card = screen.getByTestId('wb-evaluation');
    expect(card.textContent).toContain('ccim.desk.evaluation.score');
    expect(card.textContent).toContain('Logistics timeliness: Delivered later than promised');
    expect(card.textContent).toContain('<b>slow</b>');
    expect(card.querySelector('b')).toBeNull();
  });
});
