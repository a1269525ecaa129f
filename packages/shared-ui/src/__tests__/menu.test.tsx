import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { focusFirstMenuItem, onMenuKeyDown, useDismiss } from '../menu';

function Harness({ onClose }: { onClose: (reason: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);
  useDismiss(ref, open, (reason) => {
    onClose(reason);
    setOpen(false);
  });
  return (
    <>
      <p>外面</p>
      <div ref={ref}>
        {open ? (
          <div role="menu" tabIndex={-1} onKeyDown={onMenuKeyDown}>
            <button type="button" role="menuitem">
              一
            </button>
            <button type="button" role="menuitem">
              二
            </button>
            <button type="button" role="menuitem">
              三
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}

describe('useDismiss', () => {
  it('closes on Escape', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a press outside, not inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('menuitem', { name: '二' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('外面'));
    expect(onClose).toHaveBeenCalledWith('outside');
  });
});

describe('onMenuKeyDown', () => {
  it('moves with the arrows (wrapping), Home and End', async () => {
    render(<Harness onClose={() => {}} />);
    focusFirstMenuItem(screen.getByRole('menu'));
    expect(screen.getByRole('menuitem', { name: '一' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '二' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: '三' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '一' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '三' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: '一' })).toHaveFocus();
  });
});
