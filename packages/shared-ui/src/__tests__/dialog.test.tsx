import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        open={open}
        title="提示"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">确定</button>}
      >
        <input aria-label="联系方式" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing when closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="提示" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is an accessible modal named by its title, 400 px wide by default, over a 0.3 backdrop', () => {
    render(<Dialog open onClose={() => {}} title="提示" />);
    const dialog = screen.getByRole('dialog', { name: '提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ width: '400px' });
    expect(screen.getByTestId('dialog-backdrop')).toHaveStyle({ backgroundColor: 'rgba(0,0,0,0.3)' });
  });

  it('takes a width', () => {
    render(<Dialog open onClose={() => {}} ariaLabel="需求" width={460} />);
    expect(screen.getByRole('dialog', { name: '需求' })).toHaveStyle({ width: '460px' });
  });

  it('Escape closes and focus returns to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '打开' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('moves focus inside and keeps Tab within the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    const close = screen.getByRole('button', { name: '关闭' });
    const input = screen.getByRole('textbox', { name: '联系方式' });
    const ok = screen.getByRole('button', { name: '确定' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(ok).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('a click on the backdrop closes; a click inside does not', async () => {
    const onClose = jest.fn();
    render(
      <Dialog open onClose={onClose} title="提示">
        内容
      </Dialog>,
    );
    await userEvent.click(screen.getByText('内容'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
